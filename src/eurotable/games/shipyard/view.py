"""What a seat may see, and the secrets it must not.

Hidden: every player's contracts from the others (kept ones until the end, discarded ones
for good); the contracts left in the box; the order of the ship-tile, goods and canal
stacks (their contents follow from what everybody saw); the solo tiles below the top one,
whose back number is visible; and the random streams of future shuffles. Everything else
is on the table, and the observation holds all of it (``flow`` has the raw turn state), so
``determinize.py`` can rebuild a full position from an observation alone.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Final

from eurotable.games.shipyard.data import ACTIONS, EDITIONS, Edition
from eurotable.games.shipyard.notation import SYAction
from eurotable.games.shipyard.state import NO_BONUS, Player, ShipyardState


@dataclass(frozen=True, slots=True)
class Ids:
    """An edition's names of things, by index (built once per edition)."""

    ships: tuple[str, ...]
    canals: tuple[str, ...]
    goods_tiles: tuple[str, ...]
    employees: tuple[str, ...]
    contracts: tuple[str, ...]


def _ids_of(ed: Edition) -> Ids:
    return Ids(
        ships=tuple(t.id for t in ed.ships),
        canals=tuple(c.id for c in ed.canals),
        goods_tiles=tuple(g.id for g in ed.goods_tiles),
        employees=tuple(e.id for e in ed.employees),
        contracts=tuple(c.id for c in ed.contracts),
    )


IDS: Final[dict[str, Ids]] = {name: _ids_of(ed) for name, ed in EDITIONS.items()}

FLOW: Final = ("picked_from", "spacer", "crew_pos", "equip_pos", "last_add", "end_reason")
"""Public state that the rest of the observation shows only in readable form, if at all
(the ``flow`` block)."""


def _names(items: list[int], names: tuple[str, ...]) -> list[str | None]:
    return [names[i] if i >= 0 else None for i in items]


def _ship(ed: Edition, ship: tuple[tuple[int, ...], tuple[int, ...]]) -> dict[str, Any]:
    tiles, pieces = ship
    return {
        "tiles": [ed.ships[t].id for t in tiles],
        "pieces": {ed.pieces[k]: n for k, n in enumerate(pieces) if n},
    }


def colour_counts(ed: Edition, contracts: list[int]) -> dict[str, int]:
    counts = dict.fromkeys(ed.colours, 0)
    for c in contracts:
        counts[ed.colours[ed.contracts[c].colour]] += 1
    return counts


def _board(state: ShipyardState, player: Player, hand: bool, discards: bool) -> dict[str, Any]:
    ed = state.ed
    ids = IDS[ed.name]
    board: dict[str, Any] = {
        "guilders": player.guilders,
        "scores": player.scores[:],
        "yard": _names(player.yard, ids.ships),
        "stock": dict(zip(ed.pieces, player.stock, strict=True)),
        "employees": [ids.employees[e] for e in player.employees],
        "goods": [ids.goods_tiles[g] for g in player.goods],
        "canals": [
            {"id": ids.canals[c], "x": x, "y": y, "rotation": r}
            for c, x, y, r in zip(
                player.canal_ids, player.canal_x, player.canal_y, player.canal_rot, strict=True
            )
        ],
        "token": None
        if player.token_canal < 0
        else {
            "canal": ids.canals[player.token_canal],
            "space": ed.canals[player.token_canal].names[player.token_space],
            "from": None
            if player.from_canal < 0
            else [
                ids.canals[player.from_canal],
                ed.canals[player.from_canal].names[player.from_space],
            ],
        },
        "used": [ids.canals[c] for c in player.used],
        "used_count": player.used_count,
        "fleet": [_ship(ed, s) for s in player.fleet],
        "wrecks": [_ship(ed, s) for s in player.wrecks],
        "contracts": colour_counts(ed, player.hand),
        "discarded": colour_counts(ed, player.discarded),
    }
    if hand:
        board["hand"] = [ids.contracts[c] for c in player.hand]
    if discards:
        board["discarded_ids"] = [ids.contracts[c] for c in player.discarded]
    return board


def full_board(state: ShipyardState, player: Player) -> dict[str, Any]:
    """A player's board with the contracts shown (the all-seeing view)."""
    return _board(state, player, True, True)


def _pending(state: ShipyardState, seat: int) -> dict[str, Any]:
    ed = state.ed
    ids = IDS[ed.name]
    return {
        "main": ACTIONS[state.main] if state.main >= 0 else None,
        "doing": ACTIONS[state.doing] if state.doing >= 0 else None,
        "bonus": ACTIONS[state.bonus] if state.bonus >= 0 else None,
        "no_bonus": state.bonus == NO_BONUS,
        "reserve": state.reserve,
        "picked": ids.ships[state.picked] if state.picked >= 0 else None,
        "bought": state.bought,
        "taken": state.taken[:],
        "canal": ids.canals[state.canal_pick] if state.canal_pick >= 0 else None,
        "trade_tile": ids.goods_tiles[state.trade_tile] if state.trade_tile >= 0 else None,
        "trade_goods": [ed.goods[g] for g in state.trade_goods],
        "trade_choices": [ed.pieces[c] if c >= 0 else "sell" for c in state.trade_choices],
        "launches": state.launches[:],
        "ship": [state.ship_start, state.ship_end],
        "ship_pieces": state.ship_pieces[:],
        "boost": state.boost,
        "speed": state.speed,
        "steps_left": state.steps_left,
        "moved": state.moved,
        "riband": state.riband,
        "discard_seat": state.discard_seat,
        "discard_need": state.discard_need[:],
        "last_discard": ids.contracts[state.last_discard]
        if state.discard_seat == seat and state.last_discard >= 0
        else None,
        "queue": state.queue[:],
        "cursor": state.cursor,
    }


def _row(state: ShipyardState) -> list[dict[str, Any] | None]:
    return [
        None
        if a < 0
        else {
            "action": ACTIONS[a],
            "in_play": a != state.spacer,
            "owner": o if o >= 0 else None,
            "cubes": n,
            "coins": c,
        }
        for a, o, n, c in zip(
            state.row, state.row_owner, state.row_cubes, state.row_coins, strict=True
        )
    ]


def observation(state: ShipyardState, seat: int) -> dict[str, Any]:
    ed = state.ed
    ids = IDS[ed.name]
    over = state.is_over
    solo_top = ed.solo_tiles[state.solo_stack[-1]].number if state.solo_stack else None
    return {
        "game": "shipyard",
        "edition": ed.name,
        "options": dict(state.options),
        "seat": seat,
        "players": state.players,
        "owners": state.owners,
        "first": state.first,
        "owner": state.owner,
        "actor": state.current_player,
        "step": state.step.name.lower(),
        "stage": state.stage.name.lower(),
        "mode": state.mode.name.lower(),
        "turns": state.turns[:],
        "row": _row(state),
        "lead_locked": state.lead_locked,
        "wheel": state.wheel,
        "dropped": state.dropped,
        "countdown_cubes": state.cubes,
        "removed_cubes": state.removed_cubes,
        "end_triggered": state.end_triggered,
        "crew_wheel": ed.pieces[ed.crew_wheel[state.crew_pos]],
        "equipment_wheel": ed.pieces[ed.equipment_wheel[state.equip_pos]],
        "exchange_position": state.exchange_pos,
        "employee_group": state.employee_pos,
        "employee_slots": [
            [ids.employees[e], n] if e >= 0 else None
            for e, n in zip(state.emp_slots, state.emp_copies, strict=True)
        ],
        "ship_display": _names(state.ship_display, ids.ships),
        "ship_stacks": {
            "bows": len(state.bows),
            "middles_1": len(state.middles_1),
            "middles_2": len(state.middles_2),
            "sterns": len(state.sterns),
        },
        "removed_ships": _names(state.removed_ships, ids.ships),
        "goods_display": _names(state.goods_display, ids.goods_tiles),
        "goods_stack": len(state.goods_stack),
        "goods_sold": _names(state.goods_sold, ids.goods_tiles),
        "goods_box": _names(state.goods_box, ids.goods_tiles),
        "removed_goods": _names(state.removed_goods, ids.goods_tiles),
        "canal_display": _names(state.canal_display, ids.canals),
        "canal_stack": len(state.canal_stack),
        "canal_discard": _names(state.canal_discard, ids.canals),
        "removed_canals": _names(state.removed_canals, ids.canals),
        "contracts_in_box": len(state.contract_pool),
        "solo": {
            "stack": len(state.solo_stack),
            "top_number": solo_top,
            "face_up": [_face(ed, t) for t in state.solo_faceup],
            "last_number": state.solo_number,
        },
        "bank": state.bank,
        "supply": dict(zip(ed.pieces, state.supply, strict=True)),
        "pending": _pending(state, seat),
        "flow": {name: getattr(state, name) for name in FLOW},
        "boards": [
            _board(state, p, i == seat or over, i == seat) for i, p in enumerate(state.seats)
        ],
        "colours": list(ed.colours),
    }


def _face(ed: Edition, tile: int) -> str:
    action = ed.solo_tiles[tile].action
    return ACTIONS[action] if action < len(ACTIONS) else "last"


HIDDEN_PILES: Final = (
    "bows",
    "middles_1",
    "middles_2",
    "sterns",
    "goods_stack",
    "canal_stack",
    "solo_stack",
    "contract_pool",
)
"""The face-down piles: whatever changes in them was drawn, turned or shuffled."""


def reveals(state: ShipyardState, action: SYAction) -> bool:
    """Whether ``action`` (legal) shows anybody something hidden: a tile drawn from a
    stack (a display refilled, a solo tile turned by an automaton), a shuffle (any draw
    of a random stream), or the contracts shown when the game ends. A discard reveals
    nothing: the discarding player knew the contract and nobody else learns it."""
    trial = state.clone()
    trial.play(action)
    if trial.streams != state.streams or trial.is_over:
        return True
    return any(getattr(trial, pile) != getattr(state, pile) for pile in HIDDEN_PILES)


def secrets(state: ShipyardState, seat: int, rng: random.Random) -> list[tuple[str, ShipyardState]]:
    """What ``seat`` must not see, each secret changed alone in a copy of ``state``."""
    variants: list[tuple[str, ShipyardState]] = []
    for name in ("bows", "sterns", "middles_1", "middles_2", "goods_stack", "canal_stack"):
        if len(getattr(state, name)) > 1:
            copy = state.clone()
            getattr(copy, name).reverse()
            variants.append((f"the order of {name}", copy))
    if len(state.solo_stack) > 2:
        copy = state.clone()
        copy.solo_stack[:-1] = reversed(copy.solo_stack[:-1])
        variants.append(("the solo tiles below the top one", copy))
    reseeded = state.clone()
    reseeded.streams = {n: s.reseeded(rng.getrandbits(64)) for n, s in state.streams.items()}
    variants.append(("the random streams", reseeded))
    variants.extend(_contract_secrets(state, seat))
    return variants


def _contract_secrets(state: ShipyardState, seat: int) -> list[tuple[str, ShipyardState]]:
    """Another seat's contract swapped with one of the same colour it cannot tell apart
    (from the box, or from a third seat)."""
    ed = state.ed
    variants: list[tuple[str, ShipyardState]] = []
    fields = ("discarded",) if state.is_over else ("hand", "discarded")
    others = [o for o in range(state.players) if o != seat]
    for other in others:
        for field in fields:
            held = getattr(state.seats[other], field)
            for card in held:
                colour = ed.contracts[card].colour
                swap = _unseen_partner(state, seat, other, colour)
                if swap is None:
                    continue
                copy = state.clone()
                _exchange(copy, (other, field, card), swap)
                copy.legal_cache = None  # the legal actions may name the contracts
                variants.append((f"seat {other}'s {field} contracts", copy))
                break
    return variants


Holder = tuple[int, str, int]
"""A contract where it lies: (seat or -1 for the box, "hand"/"discarded"/"pool", contract)."""


def _unseen_partner(state: ShipyardState, seat: int, other: int, colour: int) -> Holder | None:
    colours = [c.colour for c in state.ed.contracts]
    for card in state.contract_pool:
        if colours[card] == colour:
            return (-1, "pool", card)
    for third in range(state.players):
        if third in (seat, other):
            continue
        fields = ("discarded",) if state.is_over else ("hand", "discarded")
        for field in fields:
            for card in getattr(state.seats[third], field):
                if colours[card] == colour:
                    return (third, field, card)
    return None


def _pile(state: ShipyardState, holder: Holder) -> list[int]:
    owner, field, _ = holder
    pile: list[int] = state.contract_pool if owner < 0 else getattr(state.seats[owner], field)
    return pile


def _exchange(state: ShipyardState, a: Holder, b: Holder) -> None:
    first, second = _pile(state, a), _pile(state, b)
    first[first.index(a[2])] = b[2]
    second[second.index(b[2])] = a[2]
