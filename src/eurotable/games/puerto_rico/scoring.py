"""Final scoring (rulebook: KONEC HRY and the five large buildings).

Score = VP chips + printed VP of every building + bonuses of occupied large buildings.
Ties are broken by doubloons + goods; players still tied share the place.
"""

from __future__ import annotations

from typing import Final

from eurotable.core.result import Result, make_result
from eurotable.games.puerto_rico.data import (
    BUILDINGS,
    CITY_HALL,
    CUSTOMS_HOUSE,
    FORTRESS,
    GUILD_HALL,
    RESIDENCE,
    residence_bonus,
)
from eurotable.games.puerto_rico.state import Player, PuertoRicoState


def guild_hall(player: Player) -> int:
    """+1 per small and +2 per large production building, occupied or not."""
    return sum(
        (2 if b.circles > 1 else 1)
        for b in BUILDINGS
        if b.good is not None and player.buildings[b.index] >= 0
    )


def residence(player: Player) -> int:
    return residence_bonus(sum(player.island))


def fortress(player: Player) -> int:
    return player.colonists() // 3


def customs_house(player: Player) -> int:
    return player.vp // 4


def city_hall(player: Player) -> int:
    return sum(1 for b in BUILDINGS if b.violet and player.buildings[b.index] >= 0)


_BONUSES: Final = (
    (GUILD_HALL, guild_hall),
    (RESIDENCE, residence),
    (FORTRESS, fortress),
    (CUSTOMS_HOUSE, customs_house),
    (CITY_HALL, city_hall),
)


def breakdown(player: Player) -> dict[str, int]:
    """Points by category: chips, buildings, then one entry per large-building bonus."""
    parts = {
        "vp_chips": player.vp,
        "buildings": sum(b.vp for b in BUILDINGS if player.buildings[b.index] >= 0),
    }
    for building, bonus in _BONUSES:
        parts[BUILDINGS[building].id] = bonus(player) if player.active(building) else 0
    return parts


def points_so_far(player: Player) -> int:
    """VP chips and the printed VP of the buildings (the large buildings' bonuses are
    counted only at the end)."""
    return player.vp + sum(b.vp for b in BUILDINGS if player.buildings[b.index] >= 0)


def tiebreak(player: Player) -> int:
    return player.doubloons + sum(player.goods)


def final_result(state: PuertoRicoState) -> Result:
    return make_result([breakdown(p) for p in state.seats], [tiebreak(p) for p in state.seats])
