"""Engineers (rulebook: INŽENÝŘI, NEJVÍCE INŽENÝŘŮ).

The strip holds future engineers (visible only), the variable action spaces (anyone
may use the tile's action, fully, once a round) and the hiring space (one coin takes
the tile for good). Each round every tile slides one position to the right; an unhired
tile leaving the hiring space goes back to the box. A hired engineer is its owner's
private space, usable once a round, in part if he likes.
"""

from __future__ import annotations

from typing import Final

from eurotable.games.russian_railroads import feasibility
from eurotable.games.russian_railroads.data import (
    ENGINEERS,
    EXTRA_ENGINEER_CARD,
    MAJORITY,
    SETUPS,
    Space,
)
from eurotable.games.russian_railroads.state import RussianRailroadsState

_VARIABLE: Final[dict[int, tuple[int, ...]]] = {
    n: tuple(i for i, kind in enumerate(SETUPS[n].strip) if kind == "variable") for n in SETUPS
}
_HIRE: Final[dict[int, int]] = {n: SETUPS[n].strip.index("hire") for n in SETUPS}


def variable(players: int) -> tuple[int, ...]:
    """The strip positions of the variable action spaces."""
    return _VARIABLE[players]


def deal(state: RussianRailroadsState) -> None:
    """Shuffle the A and B tiles (``setup`` stream) and lay them out on the strip."""
    setup = SETUPS[state.players]
    stacks: dict[str, list[int]] = {}
    for letter in ("A", "B"):
        tiles = [e.engineer for e in ENGINEERS if e.letter == letter]
        state.streams["setup"].shuffle(tiles)
        stacks[letter] = tiles
    state.strip = [stacks[letter].pop() if letter else 0 for letter in setup.strip_letters]
    state.strip_user = [-1] * len(state.strip)


def usable(
    state: RussianRailroadsState, seat: int, means: feasibility.Means, coins: int, pieces: int
) -> list[int]:
    """Engineer numbers ``seat`` may use now and pay for with ``coins`` and ``pieces``
    (coins included): free variable spaces it can perform in full, and its own engineers
    not yet used this round."""
    player = state.seats[seat]
    found = []
    used = player.engineer_used
    for number in player.engineers:
        if not used >> number & 1 and _affordable(ENGINEERS[number - 1], coins, pieces):
            found.append(number)
    strip, users = state.strip, state.strip_user
    for position in _VARIABLE[state.players]:
        number = strip[position]
        if number and users[position] < 0:
            space = ENGINEERS[number - 1]
            if _affordable(space, coins, pieces) and means.performable(space.effect):
                found.append(number)
    if len(found) > 1:
        found.sort()
    return found


def _affordable(space: Space, coins: int, pieces: int) -> bool:
    return space.coins <= coins and pieces - space.coins >= space.workers


def for_hire(state: RussianRailroadsState) -> int:
    """The engineer on the hiring space, if nobody hired it this round (else 0)."""
    return state.strip[_HIRE[state.players]] if state.hired < 0 else 0


def hire(state: RussianRailroadsState, seat: int) -> None:
    position = _HIRE[state.players]
    number = state.strip[position]
    state.strip[position] = 0
    state.hired = seat
    state.seats[seat].engineers.append(number)
    state.emit("hire", seat, engineer=number)


def occupy(state: RussianRailroadsState, seat: int, number: int) -> bool:
    """Use engineer ``number``; True when it is a variable board space (to do in full)."""
    player = state.seats[seat]
    if number in player.engineers:
        player.engineer_used |= 1 << number
        return False
    state.strip_user[state.strip.index(number)] = seat
    return True


def slide(state: RussianRailroadsState) -> None:
    """End of round: the unhired tile on the hiring space leaves, the others move right."""
    leaving = state.strip[-1]
    if leaving:
        state.emit("engineer-leaves", None, engineer=leaving)
    state.strip = [0, *state.strip[:-1]]
    state.strip_user = [-1] * len(state.strip)
    state.hired = -1


def majority(state: RussianRailroadsState, holders: list[list[int]]) -> list[int]:
    """Points for the most engineers (40) and the second most (20).

    ``holders[seat]`` are the end-bonus cards the seat holds; the extra-engineer card
    counts as one more engineer. Ties go to the highest engineer number; a seat needs at
    least one engineer tile to score.
    """
    ranked = sorted(
        (
            (len(player.engineers) + holders[seat].count(EXTRA_ENGINEER_CARD)),
            max(player.engineers),
            seat,
        )
        for seat, player in enumerate(state.seats)
        if player.engineers
    )
    ranked.reverse()
    points = [0] * state.players
    for prize, (_, _, seat) in zip(MAJORITY, ranked, strict=False):
        points[seat] = prize
    return points
