"""Government contracts (rulebook: Státní zakázky): discarding them and scoring them.

When the schedule says so (after the Nth countdown cube, by player count and mode; in the
1st edition after the Nth move of the countdown marker) every player discards M contracts
of each colour, secretly, one at a time (``discard ID``): the edition's first colour (red,
or green) before blue, and within a colour in table order, so each choice has one
spelling. Only the discarding player's log names the contract. At the end each player
scores the contracts left in his hand, counting only ships that passed their cruise.
"""

from __future__ import annotations

from typing import Any, Final

from eurotable.games.shipyard.data import CAPTAIN, Edition
from eurotable.games.shipyard.notation import NAMES, SYAction, Verb, act
from eurotable.games.shipyard.state import Player, ShipyardState, Step

_SAFETY: Final = ("lifebuoy", "lifeboat", "lantern")


def discards_due(state: ShipyardState) -> int:
    """Contracts of each colour to discard now that ``removed_cubes`` cubes are gone."""
    mode = str(state.options.get("contracts", "beginner"))
    schedule = state.ed.discards[mode].get(state.players, ())
    return sum(m for cube, m in schedule if cube == state.removed_cubes)


def begin(state: ShipyardState, count: int) -> bool:
    """Start the discards of every seat, from the seat whose turn it was; True if none."""
    state.queue = [(state.owner + i) % state.players for i in range(state.players)]
    if state.solo:
        state.queue = [0]
    state.cursor = -1
    state.discard_need = [count, count]
    return _next_seat(state, count)


def _next_seat(state: ShipyardState, count: int) -> bool:
    state.cursor += 1
    if state.cursor >= len(state.queue):
        state.discard_need = []
        state.queue = []
        state.cursor = 0
        return True
    state.discard_seat = state.queue[state.cursor]
    state.actor = state.discard_seat
    state.discard_need = [count, count]
    state.last_discard = -1
    state.step = Step.DISCARD
    return False


def legal(state: ShipyardState) -> list[SYAction]:
    ed = state.ed
    hand = sorted(state.seats[state.discard_seat].hand)
    colour = 0 if state.discard_need[0] else 1
    left = state.discard_need[colour]
    mine = [c for c in hand if ed.contracts[c].colour == colour]
    shared = NAMES[ed.name].contract
    return [
        act(Verb.DISCARD, shared[c])
        for c in mine
        if c > state.last_discard and sum(1 for o in mine if o > c) >= left - 1
    ]


def perform(state: ShipyardState, action: SYAction) -> bool:
    ed = state.ed
    contract = NAMES[ed.name].contract.index(action.arg)
    player = state.seats[state.discard_seat]
    player.hand.remove(contract)
    player.discarded.append(contract)
    colour = ed.contracts[contract].colour
    state.discard_need[colour] -= 1
    state.last_discard = contract if state.discard_need[colour] else -1
    # Everybody sees the colour; which contract went stays the player's secret.
    seat = state.discard_seat
    state.emit("discard", seat, colour=ed.colours[colour])
    gone = ed.contracts[contract]
    state.emit_private(
        "discard-contract", seat, contract=gone.id, colour=ed.colours[colour], rule=gone.rule
    )
    if state.discard_need[0] or state.discard_need[1]:
        return False
    return _next_seat(state, discards_due(state))


# -- scoring ------------------------------------------------------------------------------


def _feature(ed: Edition, tiles: tuple[int, ...], name: str) -> int:
    ships = ed.ships
    if name == "lifebuoy":
        return sum(ships[t].lifebuoys for t in tiles)
    if name == "lifeboat":
        return sum(ships[t].lifeboats for t in tiles)
    return sum(ships[t].lanterns for t in tiles)


def _amount(ed: Edition, tiles: tuple[int, ...], pieces: tuple[int, ...], name: str) -> int:
    if name in _SAFETY:
        return _feature(ed, tiles, name)
    if name == "officer":
        return max(pieces[CAPTAIN] - 1, 0)
    return pieces[ed.pieces.index(name)]


def measure(ed: Edition, player: Player, rule: dict[str, Any]) -> int:
    """The number a contract's table is read with."""
    kind = rule["measure"]
    fleet = player.fleet
    employees = [ed.employees[e] for e in player.employees]
    if kind in ("lifebuoys", "lanterns", "lifeboats"):
        return sum(_feature(ed, tiles, kind[:-1]) for tiles, _ in fleet)
    if kind == "ships-with":
        return sum(
            1
            for tiles, pieces in fleet
            if all(_amount(ed, tiles, pieces, item) for item in rule["items"])
        )
    if kind == "employees":
        return len(employees)
    if kind == "employees-of-colour":
        return sum(1 for e in employees if e.colour in rule["colours"])
    if kind == "employee-kinds":
        return len({(e.colour, e.level) for e in employees})
    if kind == "employee-pairs":
        return sum(
            value * (sum(1 for e in employees if e.colour in colours) // 2)
            for colours, value in rule["groups"]
        )
    if kind == "ship-sizes":
        return len({len(tiles) for tiles, _ in fleet} & set(rule["sizes"]))
    if kind == "ships-of-length":
        return sum(1 for tiles, _ in fleet if len(tiles) == rule["length"])
    if kind == "ships-at-least":
        return sum(1 for tiles, _ in fleet if len(tiles) >= rule["length"])
    if kind == "total-tiles":
        return sum(len(tiles) for tiles, _ in fleet)
    if kind == "ships":
        return len(fleet)
    if kind == "pairs-on-ship":
        a, b = rule["items"]
        if a == b:
            return sum(_amount(ed, t, p, a) // 2 for t, p in fleet)
        return sum(min(_amount(ed, t, p, a), _amount(ed, t, p, b)) for t, p in fleet)
    if kind == "used-canals":
        return player.used_count
    if kind == "variety":
        return sum(1 for item in rule["items"] if any(_amount(ed, t, p, item) for t, p in fleet))
    return sum(_amount(ed, t, p, kind) for t, p in fleet)


def value(rule: dict[str, Any], count: int) -> int:
    """Victory points for ``count`` under a contract's table."""
    if rule["measure"] == "employee-pairs":
        return count
    if "per" in rule:
        return int(rule["per"]) * count
    if "thresholds" in rule:
        return max((vp for least, vp in rule["thresholds"] if count >= least), default=0)
    table = rule["table"]
    if count < len(table):
        return int(table[count])
    return int(table[-1]) + (count - len(table) + 1) * int(rule.get("beyond", 0))


def score(ed: Edition, player: Player, contract: int) -> int:
    rule = ed.contracts[contract].rule
    return value(rule, measure(ed, player, rule))
