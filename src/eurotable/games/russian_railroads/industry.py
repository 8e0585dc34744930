"""The industry track (rulebook: PRŮMYSLOVÝ ROZVOJ).

A marker moves one space per step. It can neither stand on nor pass an empty factory
notch (notches are filled left to right), and the two markers never share a space
(except the start, where the second marker is put). Entering a factory fires the
factory's action; entering the "?" space lets the player use a "?" token, once a game.
"""

from __future__ import annotations

from typing import Final

from eurotable.games.russian_railroads import effects
from eurotable.games.russian_railroads.data import (
    FACTORY_EFFECTS,
    INDUSTRY_END,
    INDUSTRY_TOKEN,
    NOTCH_AT,
    NOTCHES,
    SPECIALS,
    TOKEN_SPECIALS,
)
from eurotable.games.russian_railroads.state import (
    I_TOKEN,
    O_FACTORY,
    O_TOKEN_SPACE,
    Frame,
    Player,
    RussianRailroadsState,
)

TOKEN_BIT: Final = 1 << len(SPECIALS)
"""The bit of ``Player.fired`` for the industry "?" space."""
TOKEN_SPACE: Final = len(TOKEN_SPECIALS)
"""The index of the industry "?" space among a board's "?" spaces."""


_LIMITS: Final[tuple[int, ...]] = (*NOTCHES, INDUSTRY_END + 1)
"""``limit`` by the number of factories built (the notches fill left to right)."""


def limit(player: Player) -> int:
    """The first industry-track index no marker can reach (the first empty notch)."""
    return _LIMITS[len(NOTCHES) - player.factories.count(0)]


def can_advance(player: Player, marker: int) -> bool:
    position = player.markers[marker]
    if position < 0 or position + 1 >= limit(player):
        return False
    return player.markers[1 - marker] != position + 1


def capacity(player: Player) -> int:
    """How many industry steps the player could take now, with every marker in play."""
    end = limit(player) - 1
    first, second = player.markers
    if second < 0:
        return end - first
    front, back = (first, second) if first >= second else (second, first)
    return (end - front) + max(0, end - 1 - back)


def advance(state: RussianRailroadsState, seat: int, marker: int) -> None:
    """One step of ``marker`` (assumed legal), firing what it enters."""
    player = state.seats[seat]
    player.markers[marker] += 1
    position = player.markers[marker]
    if state.events is not None:
        state.emit("industry", seat, marker=marker, space=position)
    notch = NOTCH_AT[position]
    if notch >= 0:
        level = player.factories[notch]
        state.emit("factory-fires", seat, level=level)
        effects.start(state, seat, FACTORY_EFFECTS[level], O_FACTORY, level, False)
    elif position == INDUSTRY_TOKEN and not player.fired & TOKEN_BIT:
        player.fired |= TOKEN_BIT
        state.stack.append(Frame(O_TOKEN_SPACE, TOKEN_SPACE, False, [I_TOKEN]))
        state.emit("token-space", seat, space=TOKEN_SPACE)
