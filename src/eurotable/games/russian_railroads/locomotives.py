"""Locomotives (rulebook: LOKOMOTIVY, ZVÝŠENÍ VÝKONU LOKOMOTIVY, ZÁSADY …).

Only the lowest level left in the supply can be taken. St Petersburg and Kiev hold one
locomotive, the Trans-Siberian two (their levels add up). A locomotive goes to an empty
slot or replaces a weaker one; the replaced locomotive must go to another route (empty
slot or weaker locomotive, which is replaced in turn …). Only when no slot of the board
is empty may a replaced locomotive be turned over and returned to the supply as a
factory, and it must be when it fits nowhere. The chain is finished before anything
else happens; then the new reaches may fire benefits of the player board.
"""

from __future__ import annotations

from typing import Final

from eurotable.games.russian_railroads import player_board
from eurotable.games.russian_railroads.data import LEVELS
from eurotable.games.russian_railroads.state import LOCO_SLOT_ROUTE, RussianRailroadsState

SLOTS_OF: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(slot for slot, r in enumerate(LOCO_SLOT_ROUTE) if r == route) for route in range(3)
)


def lowest(state: RussianRailroadsState) -> int:
    """The lowest locomotive level left in the supply (0: none left)."""
    supply = state.loco_supply
    for level in range(1, LEVELS + 1):
        if supply[level]:
            return level
    return 0


def places(locos: list[int], level: int, came_from: int) -> list[tuple[int, int]]:
    """Where a locomotive of ``level`` may go: (route, level replaced or 0 for an empty slot).

    A replacement is offered only if the replaced locomotive can in turn be settled.
    """
    found: list[tuple[int, int]] = []
    for route in range(3):
        if route == came_from:
            continue
        slots = SLOTS_OF[route]
        if any(locos[s] == 0 for s in slots):
            found.append((route, 0))
        for weaker in sorted({locos[s] for s in slots if 0 < locos[s] < level}):
            trial = locos[:]
            trial[next(s for s in slots if locos[s] == weaker)] = level
            if settleable(trial, weaker, route):
                found.append((route, weaker))
    return found


def settleable(locos: list[int], level: int, came_from: int) -> bool:
    """Can a replaced locomotive end its chain (placed, or returned as a factory)?"""
    return 0 not in locos or bool(places(locos, level, came_from))


def may_return(locos: list[int]) -> bool:
    """A replaced locomotive may become a factory only when no slot is empty."""
    return 0 not in locos


def placeable(state: RussianRailroadsState, seat: int, level: int) -> bool:
    """Can a new locomotive of ``level`` go on the seat's board? Into an empty slot, or
    over a weaker locomotive, which (no slot being empty) may always be returned."""
    locos = state.seats[seat].locos
    return 0 in locos or min(locos) < level


def can_take(state: RussianRailroadsState, seat: int) -> bool:
    """True when the lowest locomotive of the supply exists and fits the seat's board."""
    level = lowest(state)
    return level > 0 and placeable(state, seat, level)


def take(state: RussianRailroadsState, seat: int) -> None:
    """Take the lowest locomotive; it is carried until placed (``put``)."""
    level = lowest(state)
    state.loco_supply[level] -= 1
    state.carry = level
    state.carry_from = -1
    state.carry_special = False
    state.emit("locomotive-taken", seat, level=level)


def put(state: RussianRailroadsState, seat: int, route: int, replaced: int) -> None:
    """Put the carried locomotive on ``route`` (into an empty slot, or replacing a weaker)."""
    player = state.seats[seat]
    level = state.carry
    slots = SLOTS_OF[route]
    slot = next(s for s in slots if player.locos[s] == replaced)
    player.locos[slot] = level
    if state.carry_special:
        player.special = True
    state.emit("locomotive-placed", seat, level=level, route=route, replaced=replaced)
    if replaced:
        state.carry = replaced
        state.carry_from = route
        state.carry_special = False
    else:
        _settled(state, seat)


def scrap(state: RussianRailroadsState, seat: int) -> None:
    """Return the carried (replaced) locomotive to the supply as a factory."""
    state.factory_supply[state.carry] += 1
    state.emit("locomotive-returned", seat, level=state.carry)
    _settled(state, seat)


def _settled(state: RussianRailroadsState, seat: int) -> None:
    state.carry = 0
    state.carry_from = -1
    state.carry_special = False
    player_board.check(state, seat)
