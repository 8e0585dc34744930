"""What a seat may see, and the sampler that redraws what it may not.

Hidden: the order of the face-down plantation stack (and the random streams that will
shuffle it); other players' VP chips, which lie face down (option ``open_vp`` shows
them). Everything else is on the table. The stack's contents are not hidden: every tile
that left it was turned face up, so they follow from what everybody saw. For the same
reason the sampler keeps the other players' chip totals: every point came from a public
shipment, so a seat that watched the game knows them; the face-down chips only hide
them from the screen.
"""

from __future__ import annotations

import random
from typing import Any

from eurotable.games.puerto_rico.data import BUILDINGS, GOODS, ROLES, TILES
from eurotable.games.puerto_rico.state import Player, PuertoRicoState


def _counts(tiles: list[int]) -> dict[str, int]:
    return {TILES[k]: tiles.count(k) for k in range(len(TILES)) if k in tiles}


def _board(player: Player, show_vp: bool) -> dict[str, Any]:
    return {
        "doubloons": player.doubloons,
        "vp_chips": player.vp if show_vp else None,
        "goods": dict(zip(GOODS, player.goods, strict=True)),
        "island": dict(zip(TILES, player.island, strict=True)),
        "occupied": dict(zip(TILES, player.occupied, strict=True)),
        "buildings": {
            b.id: player.buildings[b.index] for b in BUILDINGS if player.buildings[b.index] >= 0
        },
        "san_juan": player.san_juan,
    }


def _pending(state: PuertoRicoState) -> dict[str, Any]:
    """Details of a decision in progress (mayor placement, storage, a colonist offer)."""
    return {
        "placing": state.placing,
        "last_slot": state.last_slot,
        "tile_or_building": state.pending,
        "warehouse_kinds_left": state.store_left,
        "protected": [GOODS[g] for g in state.protected],
        "hacienda_drawn": state.hacienda_drawn,
    }


def observation(state: PuertoRicoState, seat: int) -> dict[str, Any]:
    open_vp = bool(state.options.get("open_vp", False))
    return {
        "game": "puerto-rico",
        "seat": seat,
        "players": state.players,
        "governor": state.governor,
        "step": state.step.name.lower(),
        "actor": state.current_player,
        "phase": ROLES[state.phase] if state.phase >= 0 else None,
        "chooser": state.chooser if state.phase >= 0 else None,
        "roles": [
            {"role": ROLES[r], "doubloons": m, "taken_by": t if t >= 0 else None}
            for r, m, t in zip(state.role_cards, state.role_money, state.role_taken, strict=True)
        ],
        "colonists": {"supply": state.colonists, "ship": state.ship_colonists},
        "vp_supply": max(state.vp_supply, 0),
        "goods_supply": dict(zip(GOODS, state.goods_supply, strict=True)),
        "quarries": state.quarries,
        "building_supply": {b.id: state.building_supply[b.index] for b in BUILDINGS},
        "face_up": [TILES[k] for k in state.face_up],
        "stack": _counts(state.stack),
        "discards": _counts(state.discards),
        "ships": [
            {"capacity": c, "good": GOODS[g] if g >= 0 else None, "load": n}
            for c, g, n in zip(state.ship_capacity, state.ship_good, state.ship_load, strict=True)
        ],
        "trading_house": [GOODS[g] for g in state.house],
        "wharf_used": [bool(w) for w in state.wharf_used],
        "end_triggered": state.end_triggered,
        "pending": _pending(state),
        "boards": [
            _board(p, open_vp or i == seat or state.is_over) for i, p in enumerate(state.seats)
        ],
    }


def resample(state: PuertoRicoState, seat: int, rng: random.Random) -> None:
    """Redraw what ``seat`` cannot see: the stack order and every future shuffle."""
    rng.shuffle(state.stack)
    state.streams = {
        name: stream.reseeded(rng.getrandbits(64)) for name, stream in state.streams.items()
    }


def secrets(
    state: PuertoRicoState, seat: int, rng: random.Random
) -> list[tuple[str, PuertoRicoState]]:
    """What ``seat`` must not see, each secret changed alone in a copy of ``state``."""
    variants: list[tuple[str, PuertoRicoState]] = []
    if len(state.stack) > 1:
        reordered = state.clone()
        reordered.stack.reverse()
        variants.append(("the plantation stack order", reordered))
    reseeded = state.clone()
    reseeded.streams = {n: s.reseeded(rng.getrandbits(64)) for n, s in state.streams.items()}
    variants.append(("the random streams", reseeded))
    others = [other for other in range(state.players) if other != seat]
    if not state.options.get("open_vp") and not state.is_over and len(others) > 1:
        # The chip pile is public, so only a transfer between two hidden totals is secret.
        shifted = state.clone()
        giver, taker = others[0], others[1]
        if shifted.seats[giver].vp > 0:
            shifted.seats[giver].vp -= 1
            shifted.seats[taker].vp += 1
            variants.append(("another player's VP chips", shifted))
    return variants
