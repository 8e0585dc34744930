"""Building factories (rulebook: STAVBA TOVÁREN).

A factory is the lowest locomotive of the supply turned over, or any factory returned
to the supply. It goes into the leftmost empty notch of the board; with all five notches
full, the player returns one of his factories (any) and puts the new one in its notch.
"""

from __future__ import annotations

from eurotable.games.russian_railroads import locomotives
from eurotable.games.russian_railroads.data import LEVELS
from eurotable.games.russian_railroads.notation import NEW_FACTORY
from eurotable.games.russian_railroads.state import RussianRailroadsState


def sources(state: RussianRailroadsState) -> list[int]:
    """Where a factory can come from: ``NEW_FACTORY`` (the lowest locomotive), or a level."""
    found = [NEW_FACTORY] if locomotives.lowest(state) else []
    supply = state.factory_supply
    found.extend(level for level in range(1, LEVELS + 1) if supply[level])
    return found


def tiles(state: RussianRailroadsState) -> int:
    """Tiles a factory could be made of: locomotives and returned factories."""
    return sum(state.loco_supply) + sum(state.factory_supply)


def build(state: RussianRailroadsState, seat: int, source: int) -> None:
    """Take a factory from ``source``; it waits for a notch when all five are full."""
    if source == NEW_FACTORY:
        level = locomotives.lowest(state)
        state.loco_supply[level] -= 1
    else:
        level = source
        state.factory_supply[level] -= 1
    factories = state.seats[seat].factories
    if 0 in factories:
        notch = factories.index(0)
        factories[notch] = level
        state.emit("factory-built", seat, level=level, notch=notch, new=source == NEW_FACTORY)
    else:
        state.building = level
        state.emit("factory-taken", seat, level=level, new=source == NEW_FACTORY)


def replace(state: RussianRailroadsState, seat: int, notch: int) -> None:
    """Put the waiting factory in ``notch``, returning the factory that was there."""
    factories = state.seats[seat].factories
    old = factories[notch]
    state.factory_supply[old] += 1
    factories[notch] = state.building
    state.emit("factory-replaced", seat, level=state.building, notch=notch, returned=old)
    state.building = 0
