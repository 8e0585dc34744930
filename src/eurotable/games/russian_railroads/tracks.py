"""Track geometry (rulebook: STAVBA TRATÍ, ZÁSADY STAVBY KOLEJÍ).

A player's tracks are a list of positions indexed ``route * 5 + colour`` (0: not yet on
the board). Colours are built in order black, grey, brown, natural, white; a colour may
only move onto a free space and never reaches or passes the colour before it. Grey,
brown, natural and white are owned once the black Trans-Siberian track reaches spaces
2, 6, 10 and 15; the white track then takes two free steps at once.

These functions work on the bare list so that the feasibility search can try moves on
copies; ``player_board.build`` performs a real step with its benefits.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from eurotable.games.russian_railroads.data import (
    ANY,
    BLACK,
    GAIN_SPACES,
    GREY,
    KIEV,
    KIND_COLOURS,
    LENGTHS,
    ROUTES,
    STP,
    TS,
    WHITE,
    WHITE_FREE_STEPS,
)

_COLOURS_ON: Final = tuple(r.colours for r in ROUTES)
_TS_BLACK: Final = TS * 5 + BLACK
_TS_WHITE = TS * 5 + WHITE


def owned(tracks: list[int], route: int, colour: int) -> bool:
    """True when the player has the ``colour`` track of ``route``."""
    if colour >= _COLOURS_ON[route]:
        return False
    return colour == BLACK or tracks[_TS_BLACK] >= GAIN_SPACES[colour - 1]


def room(tracks: list[int], route: int, colour: int) -> int:
    """How many steps the track could take now if nothing else moved."""
    slot = route * 5 + colour
    if colour == BLACK:
        return LENGTHS[route] - tracks[slot]
    if colour >= _COLOURS_ON[route] or tracks[_TS_BLACK] < GAIN_SPACES[colour - 1]:
        return 0
    gap = tracks[slot - 1] - 1 - tracks[slot]
    return gap if gap > 0 else 0


_OWNED: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(
        min(1 + sum(1 for space in GAIN_SPACES if black >= space), _COLOURS_ON[route])
        for route in range(3)
    )
    for black in range(LENGTHS[TS] + 1)
)
"""For each Trans-Siberian black position: how many colours each route has (owned)."""
_GAPS: Final[tuple[tuple[tuple[int, int, int, int], ...], ...]] = tuple(
    tuple(
        (colour, colour * 3 + route, route * 5 + colour - 1, route * 5 + colour)
        for route in range(3)
        for colour in range(1, owned[route])
    )
    for owned in _OWNED
)
"""For each Trans-Siberian black position, every owned track behind another, whose room
is the gap between the two: (colour, ``step_rooms`` index, slot ahead, slot)."""
_STP_BLACK: Final = STP * 5 + BLACK
_KIEV_BLACK: Final = KIEV * 5 + BLACK
_ALL_LENGTHS: Final = sum(LENGTHS)


def step_rooms(tracks: list[int]) -> list[int]:
    """``room`` of every track, indexed ``colour * 3 + route`` (the order of step actions)."""
    rooms = [0] * 15
    rooms[TS] = LENGTHS[TS] - tracks[_TS_BLACK]
    rooms[STP] = LENGTHS[STP] - tracks[_STP_BLACK]
    rooms[KIEV] = LENGTHS[KIEV] - tracks[_KIEV_BLACK]
    for _, index, ahead, slot in _GAPS[tracks[_TS_BLACK]]:
        gap = tracks[ahead] - 1 - tracks[slot]
        if gap > 0:
            rooms[index] = gap
    return rooms


def colour_rooms(tracks: list[int]) -> list[int]:
    """The total room of each colour over the three routes."""
    black = _ALL_LENGTHS - tracks[_TS_BLACK] - tracks[_STP_BLACK] - tracks[_KIEV_BLACK]
    totals = [black, 0, 0, 0, 0]
    for colour, _, ahead, slot in _GAPS[tracks[_TS_BLACK]]:
        gap = tracks[ahead] - 1 - tracks[slot]
        if gap > 0:
            totals[colour] += gap
    return totals


def white_free_steps(tracks: list[int]) -> int:
    """Move the new white track its free steps, as far as it can go; returns the steps."""
    done = 0
    while done < WHITE_FREE_STEPS and room(tracks, TS, WHITE) > 0:
        tracks[_TS_WHITE] += 1
        done += 1
    return done


def advance(tracks: list[int], colour: int, route: int) -> None:
    """One step of a track (assumed legal), with the white track's free steps it unlocks."""
    slot = route * 5 + colour
    tracks[slot] += 1
    if slot == _TS_BLACK and tracks[slot] == GAIN_SPACES[WHITE - 1]:
        white_free_steps(tracks)


_BLACK_KINDS: Final = frozenset(
    kind for kind, colours in enumerate(KIND_COLOURS) if BLACK in colours
)
"""The step kinds that may take the black track."""


def feasible(tracks: list[int], kinds: list[int]) -> bool:
    """Can every step kind in ``kinds`` be done, one after the other, in some order?

    A step never lowers the room of another track (it frees a space for the colour
    behind it, and gained colours only add room) and lowers its own by one, so steps
    that fit the present rooms of their colours can all be done (``fits``). Steps that
    do not fit may still, after a step of the colour ahead or a black step that gains a
    colour: that is searched, unless it cannot help (``short_for_good``).
    """
    if not kinds:
        return True
    totals = colour_rooms(tracks)
    if fits(totals, kinds):
        return True
    if _BLACK_KINDS.isdisjoint(kinds) and short_for_good(tracks, totals, kinds):
        return False
    rooms = step_rooms(tracks)
    for kind in set(kinds):
        rest = kinds[:]
        rest.remove(kind)
        for colour in KIND_COLOURS[kind]:
            for route in range(3):
                if rooms[colour * 3 + route] > 0:
                    trial = tracks[:]
                    advance(trial, colour, route)
                    if feasible(trial, rest):
                        return True
    return False


def short_for_good(tracks: list[int], rooms: list[int], colours: list[int]) -> bool:
    """Is a colour of these steps (none black) short whatever their order? Without a black
    step no colour is gained, and a colour's total room (``rooms``, as ``colour_rooms``
    gives them) grows only by the steps of the colour ahead of it."""
    owned = max(_OWNED[tracks[_TS_BLACK]])
    for colour in set(colours):
        if colour >= owned or rooms[colour] + colours.count(colour - 1) < colours.count(colour):
            return True
    return False


def fits(rooms: list[int], kinds: Sequence[int]) -> bool:
    """Can the steps be shared out among the colours they allow within each colour's
    total room (``rooms``, as ``colour_rooms`` gives them)? The kinds allow nested sets
    of colours (one colour, black or grey, any), so the narrower ones are served first."""
    spare = rooms[:5]
    black_or_grey = anywhere = 0
    for kind in kinds:
        if kind <= WHITE:
            spare[kind] -= 1
            if spare[kind] < 0:
                return False
        elif kind == ANY:
            anywhere += 1
        else:
            black_or_grey += 1
    if black_or_grey > spare[BLACK] + spare[GREY]:
        return False
    return sum(spare) - black_or_grey >= anywhere
