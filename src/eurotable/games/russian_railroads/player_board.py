"""The special spaces of a player board (rulebook: ZVLÁŠTNÍ POLÍČKA NA DESCE HRÁČE).

A benefit fires once, as soon as its track reaches (or passes) the space and, where the
board asks for it, the locomotives of that route reach it too. Track positions and
reaches only ever grow, so a fired benefit stays fired; the per-scoring benefits (St
Petersburg doubling, Kiev bonuses, the medal) are read at scoring time instead.
"""

from __future__ import annotations

from typing import Final

from eurotable.games.russian_railroads.data import (
    END_STATION_POINTS,
    GAINS,
    SPECIALS,
    TOKEN_SPECIALS,
    TS,
)
from eurotable.games.russian_railroads.state import (
    I_TOKEN,
    O_TOKEN_SPACE,
    SC_END_STATIONS,
    Frame,
    Player,
    RussianRailroadsState,
)
from eurotable.games.russian_railroads.tracks import white_free_steps

_BY_ROUTE: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(i for i, s in enumerate(SPECIALS) if s.route == route) for route in range(3)
)
_ALL: Final[tuple[int, ...]] = tuple(range(len(SPECIALS)))
_TOKEN_SPACE: Final[dict[int, int]] = {special: n for n, special in enumerate(TOKEN_SPECIALS)}


def reach(player: Player, route: int) -> int:
    """How far the locomotives of ``route`` reach (the two Trans-Siberian ones add up)."""
    if route == TS:
        return player.locos[0] + player.locos[1]
    return player.locos[route + 1]


def build(state: RussianRailroadsState, seat: int, colour: int, route: int) -> None:
    """One step of the ``colour`` track on ``route`` (assumed legal), with its benefits."""
    tracks = state.seats[seat].tracks
    tracks[route * 5 + colour] += 1
    if state.events is not None:
        state.emit("step", seat, colour=colour, route=route, space=tracks[route * 5 + colour])
    check(state, seat, route)


def check(state: RussianRailroadsState, seat: int, route: int = -1) -> None:
    """Fire every benefit of ``route`` (all routes: -1) whose conditions are now met."""
    player = state.seats[seat]
    for i in _ALL if route < 0 else _BY_ROUTE[route]:
        bit = 1 << i
        if player.fired & bit:
            continue
        special = SPECIALS[i]
        if player.tracks[special.route * 5 + special.track] < special.space:
            continue
        if special.loco and reach(player, special.route) < special.space:
            continue
        player.fired |= bit
        _benefit(state, seat, i)


def _benefit(state: RussianRailroadsState, seat: int, index: int) -> None:
    player = state.seats[seat]
    special = SPECIALS[index]
    benefit = special.benefit
    if benefit in GAINS:
        state.emit("tracks-gained", seat, colour=GAINS[benefit])
    elif benefit == "gain-white":
        steps = white_free_steps(player.tracks)
        state.emit("white-track", seat, steps=steps)
    elif benefit == "end-station":
        player.score[SC_END_STATIONS] += END_STATION_POINTS
        state.emit("end-station", seat, route=special.route, points=END_STATION_POINTS)
    elif benefit == "worker":
        player.workers += 1
        player.hand += 1
        state.emit("worker-gained", seat, route=special.route, space=special.space)
    else:
        space = _TOKEN_SPACE[index]
        state.stack.append(Frame(O_TOKEN_SPACE, space, False, [I_TOKEN]))
        state.emit("token-space", seat, space=space)
