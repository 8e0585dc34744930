"""Shipyard component tables: one ``Edition`` per data file in ``data/``.

An edition is a data set plus a few rule switches (``rules`` in the file). The engine reads
every number through ``state.ed`` so another edition is another file, not another engine.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources
from typing import Any

PIECES: tuple[str, ...] = (
    "captain",
    "businessman",
    "soldier",
    "stoker",
    "chimney",
    "sail",
    "cannon",
    "crane",
)
"""Crew then equipment; this is also the order in which pieces are put on a ship."""
CAPTAIN, BUSINESSMAN, SOLDIER, STOKER, CHIMNEY, SAIL, CANNON, CRANE = range(8)
CREW_PIECES = (CAPTAIN, BUSINESSMAN, SOLDIER, STOKER)
EQUIPMENT_PIECES = (CHIMNEY, SAIL, CANNON, CRANE)

ACTIONS: tuple[str, ...] = (
    "build",
    "canal",
    "goods",
    "equipment",
    "crew",
    "employee",
    "exchange",
    "subsidy",
)
BUILD, CANAL, GOODS, EQUIPMENT, CREW, EMPLOYEE, EXCHANGE, SUBSIDY = range(8)
LAST_TILE = 8
"""The solo tile that sends an automaton to the last action tile of the row."""

GOODS_NAMES: tuple[str, ...] = ("coal", "cloth", "wheat")
ICONS: tuple[str, ...] = ("", "military", "trade", "lantern", "lifeboat", "lifebuoy", "riband")
NO_ICON, MILITARY, TRADE, LANTERN, LIFEBOAT, LIFEBUOY, RIBAND = range(7)
DIRECTIONS = ("N", "E", "S", "W")
DX = (0, 1, 0, -1)
DY = (-1, 0, 1, 0)

BOW, MIDDLE, STERN = 0, 1, 2
KINDS = ("bow", "middle", "stern")
DECKS = ("bow", "middle-1", "middle-2", "stern")
DECK_KIND = (BOW, MIDDLE, MIDDLE, STERN)
RED, BLUE = 0, 1
COLOURS = ("red", "blue")


@dataclass(frozen=True, slots=True)
class ShipTile:
    index: int
    id: str
    kind: int
    deck: int
    """Index into ``DECKS``; -1 for the featureless stand-in tiles."""
    cabins: int
    stoker_cabins: int
    black_mounts: int
    cannon_mounts: int
    crane_mounts: int
    lifebuoys: int
    lifeboats: int
    lanterns: int


@dataclass(frozen=True, slots=True)
class CanalTile:
    index: int
    id: str
    names: tuple[str, ...]
    icons: tuple[int, ...]
    links: tuple[tuple[int, ...], ...]
    """Neighbours of each space inside the tile."""
    edge_space: tuple[tuple[int, ...], ...]
    """``edge_space[rotation][direction]``: the space on that side, or -1."""
    space_edge: tuple[tuple[int, ...], ...]
    """``space_edge[rotation][space]``: the side a space lies on, or -1 inside."""
    rotations: tuple[int, ...]
    """Rotations giving different layouts (quarter turns clockwise)."""


@dataclass(frozen=True, slots=True)
class GoodsTile:
    index: int
    id: str
    goods: tuple[int, ...]
    start: bool


@dataclass(frozen=True, slots=True)
class Employee:
    index: int
    id: str
    kind: str
    colour: str
    recruit: int
    manufacture: int
    trade: int
    level: int
    carry: int
    """The piece a builder lets a ship carry beyond its cabins or mounts (-1: none,
    ``CARRY_CREW``: any crew but a stoker)."""
    carry_count: int
    wheel_free: int
    """Extra free steps on the crew and equipment wheels (accountant)."""
    employee_free: int
    """Extra free steps on the employee wheel (foreman)."""
    speed: int
    speed_per_sail_pair: int
    extra_cost: int
    vp: int
    requires: int


CARRY_CREW = 8


@dataclass(frozen=True, slots=True)
class Contract:
    index: int
    id: str
    colour: int
    rule: dict[str, Any]


@dataclass(frozen=True, slots=True)
class SoloTile:
    action: int
    number: int
    bracket: int


@dataclass(frozen=True, slots=True)
class Edition:
    """Every table and constant of one edition."""

    name: str
    raw: dict[str, Any]
    speed_rule: str
    canal_rotation: bool
    start_guilders: int
    guilders_in_box: int
    bonus_cost: int
    subsidy: int
    yard_slots: int
    max_middles: int
    max_tiles_per_build: int
    employee_groups: int
    group_size: int
    piece_supply: tuple[int, ...]
    crew_wheel: tuple[int, ...]
    equipment_wheel: tuple[int, ...]
    exchange_prices: tuple[tuple[int, ...], ...]
    swaps: tuple[tuple[int, ...], ...]
    ship_row_prices: tuple[int, ...]
    goods_prices: tuple[int, ...]
    canal_prices: tuple[int, ...]
    fixed_slots: dict[int, int]
    subsidy_players: tuple[int, ...]
    countdown_cubes: dict[int, int]
    turn_wheel_teeth: int
    first_drop_after: int
    cubes_per_player: dict[int, int]
    hand: dict[str, int]
    discards: dict[str, dict[int, tuple[tuple[int, int], ...]]]
    fixed_sets: tuple[tuple[int, ...], ...]
    deck_two_players: tuple[int, ...]
    fixed_layout: tuple[int, ...]
    solo_tiles: tuple[SoloTile, ...]
    solo_board_number: int
    solo_results: tuple[tuple[int, str], ...]
    ships: tuple[ShipTile, ...]
    """Real tiles, then the three featureless stand-ins (bow, middle, stern)."""
    real_ships: int
    virtual: tuple[int, int, int]
    canals: tuple[CanalTile, ...]
    goods_tiles: tuple[GoodsTile, ...]
    employees: tuple[Employee, ...]
    contracts: tuple[Contract, ...]

    def ship_index(self, tile_id: str) -> int:
        return next(t.index for t in self.ships if t.id == tile_id)

    def canal_index(self, canal_id: str) -> int:
        return next(c.index for c in self.canals if c.id == canal_id)

    def employee_index(self, employee_id: str) -> int:
        return next(e.index for e in self.employees if e.id == employee_id)

    def contract_index(self, contract_id: str) -> int:
        return next(c.index for c in self.contracts if c.id == contract_id)


def _value(raw: dict[str, Any], *path: str) -> Any:
    node: Any = raw
    for key in path:
        node = node[key]
    return node["value"]


def _ship(index: int, row: dict[str, Any]) -> ShipTile:
    deck = DECKS.index(row["deck"])
    return ShipTile(
        index=index,
        id=row["id"],
        kind=DECK_KIND[deck],
        deck=deck,
        cabins=row["cabins"],
        stoker_cabins=row["stoker_cabins"],
        black_mounts=row["black_mounts"],
        cannon_mounts=row["cannon_mounts"],
        crane_mounts=row["crane_mounts"],
        lifebuoys=row["lifebuoys"],
        lifeboats=row["lifeboats"],
        lanterns=row["lanterns"],
    )


def _path(links: list[list[int]], start: int, goal: int) -> tuple[int, ...]:
    """The spaces from ``start`` to ``goal`` inside a tile (its channels form a tree)."""
    parent = {start: start}
    queue = [start]
    for space in queue:
        for nxt in links[space]:
            if nxt not in parent:
                parent[nxt] = space
                queue.append(nxt)
    if goal not in parent:
        return ()
    path = [goal]
    while path[-1] != start:
        path.append(parent[path[-1]])
    return tuple(reversed(path))


def _signature(
    links: list[list[int]], icons: tuple[int, ...], sides: tuple[int, ...]
) -> frozenset[tuple[int, int, tuple[int, ...]]]:
    """What a rotated tile looks like: the icons along the channel between any two sides."""
    return frozenset(
        (d1, d2, tuple(icons[s] for s in _path(links, a, b)))
        for d1, a in enumerate(sides)
        for d2, b in enumerate(sides)
        if a >= 0 and b >= 0
    )


def _canal(index: int, row: dict[str, Any], rotate: bool) -> CanalTile:
    names = tuple(space["name"] for space in row["spaces"])
    icons = tuple(ICONS.index(space["icon"] or "") for space in row["spaces"])
    edges = tuple(
        DIRECTIONS.index(space["edge"]) if space["edge"] else -1 for space in row["spaces"]
    )
    links: list[list[int]] = [[] for _ in names]
    for a, b in row["links"]:
        i, j = names.index(a), names.index(b)
        links[i].append(j)
        links[j].append(i)
    space_edge = tuple(tuple((e + r) % 4 if e >= 0 else -1 for e in edges) for r in range(4))
    edge_space = tuple(
        tuple(space_edge[r].index(d) if d in space_edge[r] else -1 for d in range(4))
        for r in range(4)
    )
    rotations: list[int] = []
    seen: set[frozenset[tuple[int, int, tuple[int, ...]]]] = set()
    for r in range(4 if rotate else 1):
        signature = _signature(links, icons, edge_space[r])
        if signature not in seen:
            seen.add(signature)
            rotations.append(r)
    return CanalTile(
        index=index,
        id=row["id"],
        names=names,
        icons=icons,
        links=tuple(tuple(n) for n in links),
        edge_space=edge_space,
        space_edge=space_edge,
        rotations=tuple(rotations),
    )


def _employee(index: int, row: dict[str, Any], ids: list[str]) -> Employee:
    effect = row["effect"]
    carry = effect.get("carry")
    if carry is None:
        carry_piece = -1
    elif carry == "crew":
        carry_piece = CARRY_CREW
    else:
        carry_piece = PIECES.index(carry)
    wheels = effect.get("wheels", [])
    free = effect.get("free_steps", 0)
    return Employee(
        index=index,
        id=row["id"],
        kind=row["kind"],
        colour=row["colour"],
        recruit=PIECES.index(effect["recruit"]) if "recruit" in effect else -1,
        manufacture=PIECES.index(effect["manufacture"]) if "manufacture" in effect else -1,
        trade=GOODS_NAMES.index(effect["trade"]) if "trade" in effect else -1,
        level=effect.get("level", 0),
        carry=carry_piece,
        carry_count=effect.get("count", 0),
        wheel_free=free if "crew" in wheels else 0,
        employee_free=free if "employee" in wheels else 0,
        speed=effect.get("speed", 0),
        speed_per_sail_pair=effect.get("speed_per_sail_pair", 0),
        extra_cost=row["extra_cost"],
        vp=row["vp"],
        requires=ids.index(row["requires"]) if "requires" in row else -1,
    )


def _by_count(table: dict[str, Any]) -> dict[int, Any]:
    return {int(k): v for k, v in table.items()}


def load(filename: str) -> Edition:
    """Read one edition's data file from the package."""
    raw: dict[str, Any] = json.loads(
        resources.files("eurotable.games.shipyard")
        .joinpath(f"data/{filename}")
        .read_text(encoding="utf-8")
    )
    real = [_ship(i, row) for i, row in enumerate(raw["ship_tiles"])]
    n = len(real)
    stand_ins = [
        ShipTile(n + kind, f"virtual-{KINDS[kind]}", kind, -1, 0, 0, 0, 0, 0, 0, 0, 0)
        for kind in (BOW, MIDDLE, STERN)
    ]
    rotate = bool(_value(raw, "rules", "canal_rotation"))
    employee_ids = [row["id"] for row in raw["employees"]]
    contract_ids = [row["id"] for row in raw["contracts"]]
    pieces = {**_value(raw, "pieces", "crew"), **_value(raw, "pieces", "equipment")}
    action_names = _value(raw, "actions", "tiles")
    assert tuple(action_names) == ACTIONS, "the action tiles are fixed by the engine"
    discards = {
        mode: {
            int(count): tuple((int(cube), int(m)) for cube, m in rows)
            for count, rows in table.items()
        }
        for mode, table in _value(raw, "contract_rules", "discards").items()
    }
    solo = tuple(
        SoloTile(
            action=LAST_TILE if row["action"] == "last" else ACTIONS.index(row["action"]),
            number=row["number"],
            bracket=row.get("bracket", row["number"]),
        )
        for row in _value(raw, "solo", "tiles")
    )
    constants = raw["constants"]
    return Edition(
        name=raw["edition"],
        raw=raw,
        speed_rule=_value(raw, "rules", "speed"),
        canal_rotation=rotate,
        start_guilders=constants["start_guilders"]["value"],
        guilders_in_box=constants["guilders_in_box"]["value"],
        bonus_cost=constants["bonus_cost"]["value"],
        subsidy=constants["subsidy"]["value"],
        yard_slots=constants["yard_slots"]["value"],
        max_middles=constants["max_middles"]["value"],
        max_tiles_per_build=constants["max_tiles_per_build"]["value"],
        employee_groups=constants["employee_groups"]["value"],
        group_size=constants["employee_group_size"]["value"],
        piece_supply=tuple(pieces[p] for p in PIECES),
        crew_wheel=tuple(PIECES.index(p) for p in _value(raw, "wheels", "crew")),
        equipment_wheel=tuple(PIECES.index(p) for p in _value(raw, "wheels", "equipment")),
        exchange_prices=tuple(
            tuple(pos[g] for g in GOODS_NAMES) for pos in _value(raw, "wheels", "exchange")
        ),
        swaps=tuple(
            tuple(PIECES.index(p) for p in _value(raw, "wheels", "swaps")[g]) for g in GOODS_NAMES
        ),
        ship_row_prices=tuple(_value(raw, "displays", "ship_rows")),
        goods_prices=tuple(_value(raw, "displays", "goods")),
        canal_prices=tuple(_value(raw, "displays", "canals")),
        fixed_slots={
            ACTIONS.index(a): s - 1 for a, s in _value(raw, "actions", "fixed_slots").items()
        },
        subsidy_players=tuple(_value(raw, "actions", "subsidy_players")),
        countdown_cubes=_by_count(_value(raw, "countdown", "cubes")),
        turn_wheel_teeth=_value(raw, "countdown", "turn_wheel_teeth"),
        first_drop_after=_value(raw, "countdown", "first_drop_after"),
        cubes_per_player=_by_count(_value(raw, "countdown", "cubes_per_player")),
        hand=dict(_value(raw, "contract_rules", "hand")),
        discards=discards,
        fixed_sets=tuple(
            tuple(contract_ids.index(c) for c in row)
            for row in _value(raw, "contract_rules", "fixed_sets")
        ),
        deck_two_players=tuple(_value(raw, "employee_layout", "deck_two_players")),
        fixed_layout=tuple(employee_ids.index(e) for e in _value(raw, "employee_layout", "fixed")),
        solo_tiles=solo,
        solo_board_number=_value(raw, "solo", "board_number"),
        solo_results=tuple((int(vp), str(name)) for vp, name in _value(raw, "solo", "results")),
        ships=(*real, *stand_ins),
        real_ships=n,
        virtual=(n, n + 1, n + 2),
        canals=tuple(_canal(i, row, rotate) for i, row in enumerate(raw["canal_tiles"])),
        goods_tiles=tuple(
            GoodsTile(
                index=i,
                id=row["id"],
                goods=tuple(sorted(GOODS_NAMES.index(g) for g in row["goods"])),
                start=row["start"],
            )
            for i, row in enumerate(raw["goods_tiles"])
        ),
        employees=tuple(_employee(i, row, employee_ids) for i, row in enumerate(raw["employees"])),
        contracts=tuple(
            Contract(i, row["id"], COLOURS.index(row["colour"]), row["rule"])
            for i, row in enumerate(raw["contracts"])
        ),
    )


EDITIONS: dict[str, Edition] = {"second": load("second-edition.json")}
"""Every edition the engine can play, by option value."""


def _meta(row: dict[str, Any]) -> tuple[dict[str, Any], str, str]:
    value = {k: v for k, v in row.items() if k not in ("confidence", "source")}
    return value, row["confidence"], row["source"]


def raw_entries(edition: Edition) -> list[tuple[str, Any, str, str]]:
    """(key, value, confidence, source) for every entry of an edition's data file."""
    raw = edition.raw
    entries: list[tuple[str, Any, str, str]] = []
    prefix = f"{edition.name}/"
    for section in (
        "rules",
        "constants",
        "pieces",
        "wheels",
        "displays",
        "actions",
        "countdown",
        "contract_rules",
        "employee_layout",
        "solo",
    ):
        for key, row in raw[section].items():
            entries.append(
                (f"{prefix}{section}/{key}", row["value"], row["confidence"], row["source"])
            )
    for table in ("ship_tiles", "canal_tiles", "goods_tiles", "employees", "contracts"):
        for item in raw[table]:
            value, confidence, source = _meta(item)
            entries.append((f"{prefix}{table}/{item['id']}", value, confidence, source))
    return entries
