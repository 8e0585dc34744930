"""Small helpers shared by the phases."""

from __future__ import annotations

from eurotable.games.puerto_rico.state import PuertoRicoState


def rotation(state: PuertoRicoState, first: int) -> list[int]:
    """Every seat once, clockwise, starting with ``first``."""
    n = state.players
    return [(first + i) % n for i in range(n)]


def colonist_available(state: PuertoRicoState) -> bool:
    return state.colonists > 0 or state.ship_colonists > 0


def take_colonist(state: PuertoRicoState) -> str:
    """One colonist for Hospice or University: from the supply, else from the ship."""
    if state.colonists > 0:
        state.colonists -= 1
        return "supply"
    state.ship_colonists -= 1
    return "ship"
