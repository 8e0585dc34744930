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

from eurotable.games.russian_railroads.data import (
    BLACK,
    GAIN_SPACES,
    KIND_COLOURS,
    LENGTHS,
    ROUTES,
    TS,
    WHITE,
    WHITE_FREE_STEPS,
)

_COLOURS_ON = tuple(r.colours for r in ROUTES)
_TS_BLACK = TS * 5 + BLACK
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


_OWNED: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        min(1 + sum(1 for space in GAIN_SPACES if black >= space), _COLOURS_ON[route])
        for route in range(3)
    )
    for black in range(LENGTHS[TS] + 1)
)
"""For each Trans-Siberian black position: how many colours each route has (owned)."""


def step_rooms(tracks: list[int]) -> list[int]:
    """``room`` of every track, indexed ``colour * 3 + route`` (the order of step actions)."""
    rooms = [0] * 15
    owned = _OWNED[tracks[_TS_BLACK]]
    for route in range(3):
        base = route * 5
        rooms[route] = LENGTHS[route] - tracks[base]
        for colour in range(1, owned[route]):
            gap = tracks[base + colour - 1] - 1 - tracks[base + colour]
            if gap > 0:
                rooms[colour * 3 + route] = gap
    return rooms


def colour_rooms(tracks: list[int]) -> list[int]:
    """The total room of each colour over the three routes."""
    r = step_rooms(tracks)
    return [
        r[0] + r[1] + r[2],
        r[3] + r[4] + r[5],
        r[6] + r[7] + r[8],
        r[9] + r[10] + r[11],
        r[12] + r[13] + r[14],
    ]


def total_room(tracks: list[int], colours: tuple[int, ...]) -> int:
    """The rooms of every track of these colours, summed over the routes."""
    total = 0
    for colour in colours:
        for route in range(3):
            total += room(tracks, route, colour)
    return total


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


def feasible(tracks: list[int], kinds: list[int]) -> bool:
    """Can every step kind in ``kinds`` be done, one after the other, in some order?

    A step of one kind never lowers the total room of that kind by more than one (a
    track's step frees a space for the colour behind it, and gained colours only add
    room), so one kind with enough total room is always feasible; mixed kinds are
    searched.
    """
    if not kinds:
        return True
    first = kinds[0]
    if kinds.count(first) == len(kinds) and total_room(tracks, KIND_COLOURS[first]) >= len(kinds):
        return True
    for kind in set(kinds):
        rest = kinds[:]
        rest.remove(kind)
        for colour in KIND_COLOURS[kind]:
            for route in range(3):
                if room(tracks, route, colour) > 0:
                    trial = tracks[:]
                    advance(trial, colour, route)
                    if feasible(trial, rest):
                        return True
    return False


def covering(tracks: list[int], route: int, space: int) -> int:
    """The colour scored on ``space`` (each track covers the free spaces behind it), or -1."""
    base = route * 5
    colour = -1
    for c in range(_COLOURS_ON[route]):
        if tracks[base + c] >= space:
            colour = c
        else:
            break
    return colour
