"""What a seat may see, and how to rebuild a full state from that alone.

Hidden: the order of the face-down plantation stack (and the random streams that will
shuffle it); other players' VP chips, which lie face down (option ``open_vp`` shows
them). Everything else is on the table. The stack's contents are not hidden: every tile
that left it was turned face up, so they follow from what everybody saw.

``determinize`` builds a full state from an observation: the stack is shuffled, the
streams get fresh seeds, and the other players share the chips that are neither in the
pile nor the seat's own as evenly as possible (their order is drawn at random).
"""

from __future__ import annotations

import random
from typing import Any, Final

from eurotable.core.errors import BadPosition
from eurotable.core.rng import Stream
from eurotable.games.puerto_rico.builder import price
from eurotable.games.puerto_rico.data import (
    BUILDER,
    BUILDING_INDEX,
    BUILDINGS,
    GOODS,
    ROLES,
    SETUPS,
    TILES,
)
from eurotable.games.puerto_rico.game import PuertoRico
from eurotable.games.puerto_rico.state import Player, PuertoRicoState, Step
from eurotable.games.puerto_rico.trader import sale_price

_FLOW: Final = (
    "picks",
    "phase",
    "chooser",
    "actor",
    "order",
    "cursor",
    "streak",
    "pending",
    "store_left",
    "store_next",
    "last_slot",
    "placing",
    "hacienda_drawn",
    "captain_bonus",
)


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


def _prices(state: PuertoRicoState, seat: int) -> dict[str, dict[str, int]]:
    """What ``seat`` would pay for each building and get for each good now."""
    player = state.seats[seat]
    builder = state.phase == BUILDER and state.chooser == seat
    return {
        "build": {b.id: price(player, b.index, builder) for b in BUILDINGS},
        "sell": {good: sale_price(state, seat, g) for g, good in enumerate(GOODS)},
    }


def observation(state: PuertoRicoState, seat: int) -> dict[str, Any]:
    open_vp = bool(state.options.get("open_vp", False))
    flow = {name: getattr(state, name) for name in _FLOW}
    flow["order"] = list(state.order)
    flow["protected"] = [GOODS[g] for g in state.protected]
    return {
        "game": "puerto-rico",
        "seat": seat,
        "players": state.players,
        "options": dict(state.options),
        "governor": state.governor,
        "step": state.step.name.lower(),
        "actor": state.current_player,
        "phase": ROLES[state.phase] if state.phase >= 0 else None,
        "roles": [
            {"role": ROLES[r], "doubloons": m, "taken_by": t if t >= 0 else None}
            for r, m, t in zip(state.role_cards, state.role_money, state.role_taken, strict=True)
        ],
        "colonists": {"supply": state.colonists, "ship": state.ship_colonists},
        "vp_supply": state.vp_supply,
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
        "flow": flow,
        "prices": _prices(state, seat),
        "boards": [
            _board(p, open_vp or i == seat or state.is_over) for i, p in enumerate(state.seats)
        ],
    }


def _player(board: dict[str, Any]) -> Player:
    player = Player()
    player.doubloons = board["doubloons"]
    player.vp = board["vp_chips"] or 0
    player.goods = [board["goods"][g] for g in GOODS]
    player.island = [board["island"][t] for t in TILES]
    player.occupied = [board["occupied"][t] for t in TILES]
    for building, workers in board["buildings"].items():
        player.buildings[BUILDING_INDEX[building]] = workers
    player.san_juan = board["san_juan"]
    return player


def _tiles(counts: dict[str, int]) -> list[int]:
    return [TILES.index(tile) for tile, n in counts.items() for _ in range(n)]


def _share_hidden_vp(state: PuertoRico, boards: list[Any], rng: random.Random) -> None:
    hidden = [i for i, board in enumerate(boards) if board["vp_chips"] is None]
    if not hidden:
        return
    known = sum(p.vp for i, p in enumerate(state.seats) if i not in hidden)
    total = SETUPS[state.players].vp_chips - state.vp_supply - known
    share, extra = divmod(total, len(hidden))
    rng.shuffle(hidden)
    for rank, other in enumerate(hidden):
        state.seats[other].vp = share + (1 if rank < extra else 0)


def determinize(obs: dict[str, Any], rng: random.Random) -> PuertoRico:
    """A full state consistent with ``obs``; what the seat cannot see is drawn at random."""
    try:
        return _determinize(obs, rng)
    except (KeyError, TypeError, ValueError, IndexError) as error:
        raise BadPosition(f"not a Puerto Rico observation: {error!r}") from None


def _determinize(obs: dict[str, Any], rng: random.Random) -> PuertoRico:
    state = PuertoRico.__new__(PuertoRico)
    state.players = obs["players"]
    state.options = dict(obs["options"])
    state.events = []
    state.legal_cache = None
    state.step = Step[obs["step"].upper()]
    state.governor = obs["governor"]
    flow = obs["flow"]
    for name in _FLOW:
        setattr(state, name, flow[name])
    state.order = list(flow["order"])
    state.protected = [GOODS.index(g) for g in flow["protected"]]
    state.seats = [_player(board) for board in obs["boards"]]
    state.role_cards = [ROLES.index(card["role"]) for card in obs["roles"]]
    state.role_money = [card["doubloons"] for card in obs["roles"]]
    state.role_taken = [-1 if c["taken_by"] is None else c["taken_by"] for c in obs["roles"]]
    state.colonists = obs["colonists"]["supply"]
    state.ship_colonists = obs["colonists"]["ship"]
    state.vp_supply = obs["vp_supply"]
    state.goods_supply = [obs["goods_supply"][g] for g in GOODS]
    state.quarries = obs["quarries"]
    state.building_supply = [obs["building_supply"][b.id] for b in BUILDINGS]
    state.face_up = [TILES.index(t) for t in obs["face_up"]]
    state.stack = _tiles(obs["stack"])
    rng.shuffle(state.stack)
    state.discards = _tiles(obs["discards"])
    state.ship_capacity = [ship["capacity"] for ship in obs["ships"]]
    state.ship_good = [-1 if s["good"] is None else GOODS.index(s["good"]) for s in obs["ships"]]
    state.ship_load = [ship["load"] for ship in obs["ships"]]
    state.house = [GOODS.index(g) for g in obs["trading_house"]]
    state.wharf_used = [int(used) for used in obs["wharf_used"]]
    state.end_triggered = obs["end_triggered"]
    state.streams = {name: Stream(name, rng.getrandbits(64)) for name in ("setup", "plantations")}
    _share_hidden_vp(state, obs["boards"], rng)
    return state


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
