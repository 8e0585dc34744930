"""Conservation laws a Puerto Rico position must obey (checked by the harness)."""

from __future__ import annotations

from eurotable.games.puerto_rico.data import BUILDINGS, GOODS, ISLAND_SPACES, SETUPS, TILES
from eurotable.games.puerto_rico.mayor import capacities
from eurotable.games.puerto_rico.state import PuertoRicoState


def broken(state: PuertoRicoState) -> list[str]:
    setup = SETUPS[state.players]
    problems: list[str] = []
    colonists = state.colonists + state.ship_colonists + sum(p.colonists() for p in state.seats)
    if colonists != setup.colonists_supply + setup.colonists_ship:
        problems.append(f"colonists not conserved ({colonists})")
    for good in range(len(GOODS)):
        total = (
            state.goods_supply[good]
            + sum(p.goods[good] for p in state.seats)
            + state.house.count(good)
            + sum(n for g, n in zip(state.ship_good, state.ship_load, strict=True) if g == good)
        )
        if total != setup.goods[good]:
            problems.append(f"{GOODS[good]} barrels not conserved ({total})")
    for kind in range(len(GOODS)):
        total = (
            state.stack.count(kind)
            + state.face_up.count(kind)
            + state.discards.count(kind)
            + sum(p.island[kind] for p in state.seats)
        )
        if total != setup.plantations[kind]:
            problems.append(f"{TILES[kind]} plantations not conserved ({total})")
    quarries = state.quarries + sum(p.island[len(GOODS)] for p in state.seats)
    if quarries != setup.quarries:
        problems.append(f"quarries not conserved ({quarries})")
    vp = state.vp_supply + sum(p.vp for p in state.seats)
    if vp != setup.vp_chips:
        problems.append(f"VP not accounted for ({vp})")
    for b in BUILDINGS:
        owned = sum(1 for p in state.seats if p.buildings[b.index] >= 0)
        if owned + state.building_supply[b.index] != setup.building_copies[b.index]:
            problems.append(f"{b.id} copies not conserved")
    for seat, player in enumerate(state.seats):
        if min(player.doubloons, state.colonists, state.ship_colonists) < 0:
            problems.append(f"seat {seat}: a negative count")
        if sum(player.island) > ISLAND_SPACES or player.city_spaces() > 12:
            problems.append(f"seat {seat}: more tiles than spaces")
        caps = capacities(player)
        placed = player.occupied + [max(w, 0) for w in player.buildings]
        if any(p > c for p, c in zip(placed, caps, strict=True)):
            problems.append(f"seat {seat}: more colonists than circles")
    for ship, load in enumerate(state.ship_load):
        if load > state.ship_capacity[ship] or (load > 0) != (state.ship_good[ship] >= 0):
            problems.append(f"cargo ship {ship + 1} is inconsistent")
    loaded = [g for g in state.ship_good if g >= 0]
    if len(loaded) != len(set(loaded)):
        problems.append("one good on two cargo ships")
    return problems
