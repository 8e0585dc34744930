"""Helpers to build Russian Railroads positions for the rules tests.

A position starts as a new game in round 1 with the turn order 0, 1, 2, … and seat 0 to
place workers; nobody took a starting bonus and nobody has coins. Helpers then set
tracks, locomotives, factories, doublers, coins and engineers *from the supplies*, so
every position still obeys the engine's conservation invariants and ``check`` can
assert them after the actions under test. One-time benefits already reached are marked
as fired (with the workers they gave), as if they had fired in play.
"""

from __future__ import annotations

from eurotable import games
from eurotable.core.game import GameSpec
from eurotable.games.russian_railroads import flow, industry, player_board
from eurotable.games.russian_railroads.data import (
    COLOURS,
    INDUSTRY_TOKEN,
    ROUTE_IDS,
    SETUPS,
    SPECIALS,
)
from eurotable.games.russian_railroads.game import RussianRailroads

__all__ = ["RussianRailroads"]
from eurotable.games.russian_railroads.notation import RRAction
from eurotable.games.russian_railroads.state import P_PLAY, S_MAIN

SPEC: GameSpec = games.get("russian-railroads")


def new_game(players: int = 4, *, seed: int = 1) -> RussianRailroads:
    """Round 1, turn order 0, 1, 2, …, seat 0 to place workers; no starting bonuses and
    no coins (so that workers pay without a choice; ``coins`` gives some)."""
    state = SPEC.new_game(players, seed=seed)
    assert isinstance(state, RussianRailroads)
    state.order = list(range(players))
    state.queue = []
    state.start_cards = [-1] * len(state.start_cards)
    for seat, player in enumerate(state.seats):
        player.coins = 0
        player.doublers = 0
        player.markers = [0, -1]
        player.tracks = [0] * len(player.tracks)
        for route in range(3):
            player.tracks[route * 5] = 1
        player.card = seat + 1
    state.doubler_supply = 20
    state.stack = []
    state.busy = False
    state.phase = P_PLAY
    state.step = S_MAIN
    state.actor = 0
    touch(state)
    return state


def touch(state: RussianRailroads) -> None:
    """Forget the cached legal actions after fields were edited by hand."""
    state.legal_cache = None


def refire(state: RussianRailroads, seat: int) -> None:
    """Mark every one-time benefit now reached as fired, with the workers it gives."""
    player = state.seats[seat]
    player.fired = 0
    for i, special in enumerate(SPECIALS):
        track = player.tracks[special.route * 5 + special.track]
        reached = player_board.reach(player, special.route)
        if track >= special.space and (not special.loco or reached >= special.space):
            player.fired |= 1 << i
    if max(player.markers) >= INDUSTRY_TOKEN:
        player.fired |= industry.TOKEN_BIT
    gained = sum(
        1 for i, s in enumerate(SPECIALS) if s.benefit == "worker" and player.fired >> i & 1
    )
    base = SETUPS[state.players].start_workers
    player.hand += base + gained - player.workers
    player.workers = base + gained
    touch(state)


def tracks(state: RussianRailroads, seat: int, route: str, **positions: int) -> None:
    """Put tracks of ``route`` (``ts``, ``stp``, ``kiev``) on spaces: ``black=5, grey=2``."""
    r = ROUTE_IDS.index(route)
    for colour, space in positions.items():
        state.seats[seat].tracks[r * 5 + COLOURS.index(colour)] = space
    refire(state, seat)


def locos(state: RussianRailroads, seat: int, *levels: int) -> None:
    """Set the four locomotive slots (ts, ts, stp, kiev), taking them from the supply."""
    player = state.seats[seat]
    for level in player.locos:
        if level:
            state.loco_supply[level] += 1
    for level in levels:
        if level:
            assert state.loco_supply[level] > 0, f"no level-{level} locomotive left"
            state.loco_supply[level] -= 1
    player.locos = list(levels)
    refire(state, seat)


def drain(state: RussianRailroads, below: int, into: int) -> None:
    """Take every supply locomotive of a level under ``below`` and give it to seat ``into``
    (empty locomotive slots first, then factory notches), so the lowest level left in the
    supply is ``below``."""
    player = state.seats[into]
    for level in range(1, below):
        while state.loco_supply[level]:
            state.loco_supply[level] -= 1
            if 0 in player.locos:
                player.locos[player.locos.index(0)] = level
            else:
                assert 0 in player.factories, "no room left to drain the supply"
                player.factories[player.factories.index(0)] = level
    refire(state, into)


def returned(state: RussianRailroads, keep: dict[int, int]) -> None:
    """Turn every supply locomotive beyond ``keep[level]`` into a returned factory."""
    for level in range(1, len(state.loco_supply)):
        surplus = state.loco_supply[level] - keep.get(level, 0)
        if surplus > 0:
            state.loco_supply[level] -= surplus
            state.factory_supply[level] += surplus
    touch(state)


def engineer_at(state: RussianRailroads, position: int, number: int) -> None:
    """Lay engineer ``number`` on strip ``position`` (swapping places if it lies elsewhere
    on the strip; a tile it displaces otherwise goes back to the box)."""
    if number in state.strip:
        other = state.strip.index(number)
        state.strip[other] = state.strip[position]
    state.strip[position] = number
    touch(state)


def factories(state: RussianRailroads, seat: int, *levels: int) -> None:
    """Fill the seat's first notches with factories of these levels (from the supply)."""
    player = state.seats[seat]
    for level in player.factories:
        if level:
            state.factory_supply[level] += 1
    player.factories = [0] * 5
    for notch, level in enumerate(levels):
        if state.factory_supply[level]:
            state.factory_supply[level] -= 1
        else:
            assert state.loco_supply[level] > 0, f"no level-{level} tile left"
            state.loco_supply[level] -= 1
        player.factories[notch] = level
    touch(state)


def markers(state: RussianRailroads, seat: int, first: int, second: int = -1) -> None:
    state.seats[seat].markers = [first, second]
    refire(state, seat)


def doublers(state: RussianRailroads, seat: int, count: int) -> None:
    player = state.seats[seat]
    state.doubler_supply += player.doublers - count
    player.doublers = count
    touch(state)


def coins(state: RussianRailroads, seat: int, count: int) -> None:
    state.seats[seat].coins = count
    touch(state)


def hire(state: RussianRailroads, seat: int, *numbers: int) -> None:
    """Give engineers to ``seat``, taking them off the strip if they lie there."""
    for number in numbers:
        if number in state.strip:
            state.strip[state.strip.index(number)] = 0
        state.seats[seat].engineers.append(number)
    touch(state)


def action(text: str) -> RRAction:
    parsed = SPEC.parse_action(text)
    assert isinstance(parsed, RRAction)
    return parsed


def play(state: RussianRailroads, *texts: str) -> None:
    """Apply actions given in notation, through the legality check."""
    for text in texts:
        state.apply(action(text))


def legal(state: RussianRailroads) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def settle(state: RussianRailroads) -> None:
    """Let the engine move on from a hand-made position (forced decisions included)."""
    touch(state)
    flow.settle(state)


def check(state: RussianRailroads) -> None:
    """The engine's conservation invariants still hold."""
    assert SPEC.invariants(state) == []
