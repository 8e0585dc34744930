"""Puerto Rico observation features: their names and the encoding of one seat's observation.

The layout depends only on the player count (``open_vp`` is one feature, not a change of
layout). Blocks, in order (docs/rl/puerto-rico.md lists them with their scales):

- ``game``: the option, the pending step, the phase (role being carried out), picks made
  this round, whether the game end has been triggered;
- ``decision``: what the pending step is about (the tile or building a Hospice or
  University colonist would go to, the mayor's last slot, the Hacienda draw, the captain's
  bonus and the loading streak, warehouse kinds still to name and the kinds named);
- ``role``: each role card of the set-up, on the table or taken, and its doubloons;
- ``supply``: colonists, VP chips, quarries, goods, buildings, plantations (face up, in the
  stack, discarded), cargo ships, trading house;
- one block per seat, the observing seat first (``me``), then ``opp1``, ``opp2``, … in
  play order after it.

Only the observation is read. With face-down VP chips another seat's chips are ``None``
there: its ``vp_chips`` feature stays 0 and ``vp_chips_shown`` says so.

Every feature is in [0, 1]: doubloons (there is no bank to run out) and points (noted on
paper once the chips run out) are open amounts (``encoding.open_amount``); everything else
is divided by its limit.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Final

from eurotable.games.puerto_rico.data import (
    BUILDINGS,
    CITY_SPACES,
    GOODS,
    HOUSE_CAPACITY,
    ISLAND_SPACES,
    PROSPECTOR,
    ROLES,
    SETUPS,
    TILES,
)
from eurotable.games.puerto_rico.notation import SLOTS
from eurotable.games.puerto_rico.state import Step
from eurotable.rl.encoding import Json, Vector, Writer, blank, open_amount, put

STEPS: Final[tuple[str, ...]] = tuple(step.name.lower() for step in Step if step is not Step.DONE)
"""Pending steps; ``done`` (a phase with nobody left to act) never waits for a seat."""

DOUBLOON_SCALE: Final = max(b.cost for b in BUILDINGS)
"""Doubloons (a player's, a role card's) are an open amount, half way at the price of the
dearest building."""
WAREHOUSE_KINDS: Final = 3
"""Most kinds a player's warehouses keep: Small Warehouse 1 + Large Warehouse 2."""

_CIRCLES: Final = {b.id: b.circles for b in BUILDINGS}
_SPACES: Final = {b.id: b.spaces for b in BUILDINGS}


def seat_prefix(relative: int) -> str:
    """``me`` for the observing seat, ``oppK`` for the K-th seat after it in play order."""
    return "me" if relative == 0 else f"opp{relative}"


def _role_kinds(players: int) -> list[str]:
    return [ROLES[r] for r in sorted(set(SETUPS[players].roles))]


def _phases(players: int) -> list[str]:
    """Roles with a phase: the prospector takes his doubloon and nobody acts after him."""
    return [role for role in _role_kinds(players) if role != ROLES[PROSPECTOR]]


def _card_labels(players: int) -> list[str]:
    """One label per role card; a second card of a kind is ``kind#2``."""
    labels: list[str] = []
    for role in SETUPS[players].roles:
        copies = sum(1 for label in labels if label.split("#")[0] == ROLES[role])
        labels.append(ROLES[role] if copies == 0 else f"{ROLES[role]}#{copies + 1}")
    return labels


class _Names:
    """Feature names in order; ``add`` returns the index of the name it adds."""

    def __init__(self) -> None:
        self.names: list[str] = []

    def add(self, name: str) -> int:
        self.names.append(name)
        return len(self.names) - 1

    def each(self, prefix: str, keys: list[str] | tuple[str, ...]) -> dict[str, int]:
        return {key: self.add(f"{prefix}{key}") for key in keys}


class _SeatPlan:
    """Indices of one seat block."""

    def __init__(self, names: _Names, prefix: str, roles: list[str]) -> None:
        p = prefix
        self.is_actor = names.add(f"{p}.is_actor")
        self.is_governor = names.add(f"{p}.is_governor")
        self.is_chooser = names.add(f"{p}.is_chooser")
        self.took = names.each(f"{p}.took=", roles)
        self.doubloons = names.add(f"{p}.doubloons")
        self.vp_chips = names.add(f"{p}.vp_chips")
        self.vp_shown = names.add(f"{p}.vp_chips_shown")
        self.goods = names.each(f"{p}.goods.", GOODS)
        self.island = names.each(f"{p}.island.", TILES)
        self.occupied = names.each(f"{p}.occupied.", TILES)
        self.owned = names.each(f"{p}.building.", [b.id for b in BUILDINGS])
        self.colonists = {b.id: names.add(f"{p}.building.{b.id}.colonists") for b in BUILDINGS}
        self.san_juan = names.add(f"{p}.san_juan")
        self.wharf_used = names.add(f"{p}.wharf_used")
        self.island_spaces = names.add(f"{p}.island_spaces")
        self.city_spaces = names.add(f"{p}.city_spaces")


class _Plan:
    """Every feature index of one player count, and the scales that go with them."""

    def __init__(self, players: int) -> None:
        setup = SETUPS[players]
        roles = _role_kinds(players)
        n = _Names()
        self.players = players
        # game
        self.open_vp = n.add("option.open_vp")
        self.step = n.each("step=", STEPS)
        self.phase = n.each("phase=", _phases(players))
        self.picks = n.add("round.picks")
        self.picks_scale = setup.picks_per_round
        self.end_triggered = n.add("end_triggered")
        # decision
        self.pending_tile = list(n.each("pending.tile=", TILES).values())
        self.pending_building = list(
            n.each("pending.building=", [b.id for b in BUILDINGS]).values()
        )
        self.placing = n.add("mayor.placing")
        self.last_slot = list(n.each("mayor.last_slot=", SLOTS).values())
        self.hacienda_drawn = n.add("settler.hacienda_drawn")
        self.captain_bonus = n.add("captain.bonus_taken")
        self.streak = n.add("captain.streak")
        self.warehouses_left = n.add("storage.warehouses_left")
        self.protected = n.each("storage.protected=", GOODS)
        # role cards
        self.cards = [
            (n.add(f"role.{label}.available"), n.add(f"role.{label}.doubloons"))
            for label in _card_labels(players)
        ]
        # supply
        self.colonists = n.add("supply.colonists")
        self.colonists_scale = setup.colonists_supply
        self.ship_colonists = n.add("supply.colonist_ship")
        self.all_colonists = setup.colonists_supply + setup.colonists_ship
        """Colonists never go back to the supply: the ship or San Juan holds at most all."""
        self.vp_issued = n.add("supply.vp_issued")
        self.vp_scale = setup.vp_chips
        self.quarries = n.add("supply.quarries")
        self.quarries_scale = setup.quarries
        self.goods_supply = n.each("supply.goods.", GOODS)
        self.goods_scale = dict(zip(GOODS, setup.goods, strict=True))
        self.buildings = n.each("supply.building.", [b.id for b in BUILDINGS])
        self.building_scale = {b.id: setup.building_copies[b.index] for b in BUILDINGS}
        self.face_up = n.each("face_up.", GOODS)
        self.face_up_scale = setup.face_up
        self.stack = n.each("stack.", GOODS)
        self.discards = n.each("discards.", GOODS)
        self.plantation_scale = dict(zip(GOODS, setup.plantations, strict=True))
        self.ships = [
            (n.each(f"ship{i + 1}.good=", GOODS), n.add(f"ship{i + 1}.load"))
            for i in range(len(setup.cargo_ships))
        ]
        self.house = n.each("trading_house.", GOODS)
        # seats
        self.seats = [_SeatPlan(n, seat_prefix(k), roles) for k in range(players)]
        self.names = tuple(n.names)


@cache
def plan(players: int) -> _Plan:
    return _Plan(players)


def feature_names(players: int) -> tuple[str, ...]:
    return plan(players).names


def _put_counts(
    v: Writer, at: dict[str, int], counts: Mapping[str, int], scale: Mapping[str, int]
) -> None:
    for key, count in counts.items():
        index = at.get(key)
        if index is not None and count:
            v[index] = count / scale[key]


def _put_share(v: Writer, at: dict[str, int], pieces: list[str], share: float) -> None:
    """``share`` for each piece of a kind, added up (in double precision, as written)."""
    totals: dict[int, float] = {}
    for piece in pieces:
        index = at[piece]
        totals[index] = totals.get(index, 0.0) + share
    for index, total in totals.items():
        v[index] = total


def _encode_game(v: Writer, p: _Plan, obs: Mapping[str, Json]) -> None:
    if obs["options"].get("open_vp"):
        v[p.open_vp] = 1.0
    step: str = obs["step"]
    v[p.step[step]] = 1.0
    phase = obs["phase"]
    if phase is not None:
        v[p.phase[phase]] = 1.0
    flow = obs["flow"]
    put(v, p.picks, flow["picks"] / p.picks_scale)
    if obs["end_triggered"]:
        v[p.end_triggered] = 1.0
    pending = flow["pending"]
    if step == "hospice" and pending >= 0:
        v[p.pending_tile[pending]] = 1.0
    elif step == "university" and pending >= 0:
        v[p.pending_building[pending]] = 1.0
    elif step == "mayor" and flow["placing"]:
        v[p.placing] = 1.0
        v[p.last_slot[flow["last_slot"]]] = 1.0
    elif step == "settle" and flow["hacienda_drawn"]:
        v[p.hacienda_drawn] = 1.0
    elif step == "load":
        v[p.streak] = flow["streak"] / p.players
    elif step == "store":
        v[p.warehouses_left] = flow["store_left"] / WAREHOUSE_KINDS
        for good in flow["protected"]:
            v[p.protected[good]] = 1.0
    if phase == "captain" and flow["captain_bonus"]:
        v[p.captain_bonus] = 1.0


def _encode_supply(v: Writer, p: _Plan, obs: Mapping[str, Json], seat: int) -> None:
    for (available, doubloons), card in zip(p.cards, obs["roles"], strict=True):
        taken = card["taken_by"]
        if taken is None:
            v[available] = 1.0
        else:
            v[p.seats[(taken - seat) % p.players].took[card["role"]]] = 1.0
        put(v, doubloons, open_amount(card["doubloons"], DOUBLOON_SCALE))
    colonists = obs["colonists"]
    put(v, p.colonists, colonists["supply"] / p.colonists_scale)
    put(v, p.ship_colonists, colonists["ship"] / p.all_colonists)
    put(v, p.vp_issued, open_amount(p.vp_scale - obs["vp_supply"], p.vp_scale))
    put(v, p.quarries, obs["quarries"] / p.quarries_scale)
    _put_counts(v, p.goods_supply, obs["goods_supply"], p.goods_scale)
    _put_counts(v, p.buildings, obs["building_supply"], p.building_scale)
    _put_share(v, p.face_up, obs["face_up"], 1.0 / p.face_up_scale)
    _put_counts(v, p.stack, obs["stack"], p.plantation_scale)
    _put_counts(v, p.discards, obs["discards"], p.plantation_scale)
    for (good_at, load_at), ship in zip(p.ships, obs["ships"], strict=True):
        if ship["good"] is not None:
            v[good_at[ship["good"]]] = 1.0
            put(v, load_at, ship["load"] / ship["capacity"])
    _put_share(v, p.house, obs["trading_house"], 1.0 / HOUSE_CAPACITY)


def _encode_seat(
    v: Writer, p: _Plan, s: _SeatPlan, board: Mapping[str, Json], wharf_used: bool
) -> None:
    put(v, s.doubloons, open_amount(board["doubloons"], DOUBLOON_SCALE))
    vp = board["vp_chips"]
    if vp is not None:
        put(v, s.vp_chips, open_amount(vp, p.vp_scale))
        v[s.vp_shown] = 1.0
    _put_counts(v, s.goods, board["goods"], p.goods_scale)
    island: Mapping[str, int] = board["island"]
    for tile, count in island.items():
        if count:
            v[s.island[tile]] = count / ISLAND_SPACES
    for tile, count in board["occupied"].items():
        if count:
            v[s.occupied[tile]] = count / ISLAND_SPACES
    city = 0
    for building, workers in board["buildings"].items():
        v[s.owned[building]] = 1.0
        put(v, s.colonists[building], workers / _CIRCLES[building])
        city += _SPACES[building]
    put(v, s.san_juan, board["san_juan"] / p.all_colonists)
    if wharf_used:
        v[s.wharf_used] = 1.0
    put(v, s.island_spaces, sum(island.values()) / ISLAND_SPACES)
    put(v, s.city_spaces, city / CITY_SPACES)


def encode(obs: Mapping[str, Json], out: Vector | None = None) -> Vector:
    """``obs`` (one seat's observation) as the vector named by ``feature_names``."""
    players: int = obs["players"]
    seat: int = obs["seat"]
    p = plan(players)
    vector, v = blank(len(p.names), out)
    _encode_game(v, p, obs)
    _encode_supply(v, p, obs, seat)
    actor = obs["actor"]
    chooser = obs["flow"]["chooser"] if obs["phase"] is not None else None
    for relative, s in enumerate(p.seats):
        other = (seat + relative) % players
        if other == actor:
            v[s.is_actor] = 1.0
        if other == obs["governor"]:
            v[s.is_governor] = 1.0
        if other == chooser:
            v[s.is_chooser] = 1.0
        _encode_seat(v, p, s, obs["boards"][other], obs["wharf_used"][other])
    return vector
