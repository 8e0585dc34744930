"""Shipyard component tables: one ``Edition`` per data file in ``data/``.

An edition is a data set plus a few rule switches (``rules`` in the file). The engine reads
every number and name through ``state.ed``, so another edition is another file, not
another engine.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources
from typing import Any, Final

PIECES: Final[tuple[str, ...]] = (
    "captain",
    "businessman",
    "soldier",
    "stoker",
    "chimney",
    "sail",
    "cannon",
    "crane",
)
"""The eight piece slots, under their 2nd-edition names. Every edition has these slots in
this order (crew, the drive, equipment: also the order in which pieces go on a ship); its
file names them (``Edition.pieces``). The drive is the piece the stern's own mount takes:
the 2nd edition's stoker, the 1st edition's propeller."""
CAPTAIN, BUSINESSMAN, SOLDIER, DRIVE, CHIMNEY, SAIL, CANNON, CRANE = range(8)
STOKER: Final = DRIVE
"""The drive slot under its 2nd-edition name."""
_SAME_IN_EVERY_EDITION: Final = (CAPTAIN, BUSINESSMAN, SOLDIER, CHIMNEY, SAIL, CANNON, CRANE)
"""The slots whose piece every edition names alike (the rules refer to them by slot)."""

ACTIONS: Final[tuple[str, ...]] = (
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
LAST_TILE: Final = 8
"""The solo tile that sends an automaton to the last action tile of the row."""

ICONS: Final[tuple[str, ...]] = (
    "",
    "military",
    "trade",
    "lantern",
    "lifeboat",
    "lifebuoy",
    "riband",
)
NO_ICON, MILITARY, TRADE, LANTERN, LIFEBOAT, LIFEBUOY, RIBAND = range(7)
DIRECTIONS: Final = ("N", "E", "S", "W")
DX: Final = (0, 1, 0, -1)
DY: Final = (-1, 0, 1, 0)

BOW, MIDDLE, STERN = 0, 1, 2
KINDS: Final = ("bow", "middle", "stern")
DECKS: Final = ("bow", "middle-1", "middle-2", "stern")
DECK_KIND: Final = (BOW, MIDDLE, MIDDLE, STERN)


@dataclass(frozen=True, slots=True)
class ShipTile:
    index: int
    id: str
    kind: int
    deck: int
    """Index into ``DECKS``; -1 for the featureless stand-in tiles."""
    cabins: int
    drive_mounts: int
    """Stoker cabins (2nd edition) or propeller places (1st edition): sterns only."""
    black_mounts: int
    cannon_mounts: int
    crane_mounts: int
    lifebuoys: int
    lifeboats: int
    lanterns: int

    @property
    def stoker_cabins(self) -> int:
        """The drive mounts under their 2nd-edition name."""
        return self.drive_mounts


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


CARRY_CREW: Final = 8


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
    """Every table, constant and rule switch of one edition."""

    name: str
    raw: dict[str, Any]
    pieces: tuple[str, ...]
    """The edition's names of the eight piece slots (see ``PIECES``)."""
    goods: tuple[str, ...]
    """The three goods, in the order a goods tile's goods are decided."""
    colours: tuple[str, ...]
    """The two contract colours, in the order contracts are discarded."""
    player_counts: tuple[int, ...]
    option_values: dict[str, tuple[str, ...]]
    """Values an edition allows for a game option (the first is its default); options
    not listed take any value."""
    speed_rule: str
    """``steam-stoker`` (2nd edition) or ``steam-propeller`` (1st edition)."""
    income_rule: str
    """``occupied-ahead`` (2nd) or ``figures-and-gaps`` (1st)."""
    action_row: str
    """``wheel``: the tiles lie side by side and push the turn wheel (2nd); ``track``: the
    cards travel round a track of spaces (1st)."""
    countdown_rule: str
    """``cubes``: the game ends when the wheel's cube drops with no cube left (2nd);
    ``marker``: it ends when the countdown marker reaches the red space (1st)."""
    last_tile_coin: bool
    bonus_first_from_income: bool
    """Whether a bonus action taken before the main one may be paid with this turn's
    income."""
    ship_token: str
    """``first-cruise``: the token enters on the first cruise (2nd); ``first-canal``: it is
    put on an end of the first canal (1st)."""
    stand_ins: str
    """``any-build`` (2nd) or ``end-only``: free featureless tiles only in the final action
    and the last chance to finish a ship (1st)."""
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
    exchange_start: int
    """The exchange cube's first position: -1 for a start space without prices."""
    swaps: tuple[tuple[int, ...], ...]
    ship_row_prices: tuple[int, ...]
    goods_prices: tuple[int, ...]
    canal_prices: tuple[int, ...]
    fixed_slots: dict[int, int]
    subsidy_players: tuple[int, ...]
    track_layout: tuple[int, ...]
    """``track``: the space (counted back from the leading one) of each marked slot."""
    countdown_cubes: dict[int, int]
    """Countdown cubes (2nd), or the countdown marker's steps above the red space (1st)."""
    turn_wheel_teeth: int
    """Turns of one lap: the turn wheel's teeth (2nd) or the track's spaces (1st)."""
    first_drop_after: int
    """Turns (that move a tile) until the first drop, or until the leading card first
    reaches the start point."""
    cubes_per_player: dict[int, int]
    """Action cubes (2nd) or figures (1st) each player puts on the row."""
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


def _ship(index: int, row: dict[str, Any], drive_mount: str) -> ShipTile:
    deck = DECKS.index(row["deck"])
    return ShipTile(
        index=index,
        id=row["id"],
        kind=DECK_KIND[deck],
        deck=deck,
        cabins=row["cabins"],
        drive_mounts=row[drive_mount],
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


def _employee(
    index: int, row: dict[str, Any], ids: list[str], pieces: tuple[str, ...], goods: tuple[str, ...]
) -> Employee:
    effect = row["effect"]
    carry = effect.get("carry")
    if carry is None:
        carry_piece = -1
    elif carry == "crew":
        carry_piece = CARRY_CREW
    else:
        carry_piece = pieces.index(carry)
    wheels = effect.get("wheels", [])
    free = effect.get("free_steps", 0)
    return Employee(
        index=index,
        id=row["id"],
        kind=row["kind"],
        colour=row["colour"],
        recruit=pieces.index(effect["recruit"]) if "recruit" in effect else -1,
        manufacture=pieces.index(effect["manufacture"]) if "manufacture" in effect else -1,
        trade=goods.index(effect["trade"]) if "trade" in effect else -1,
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


def _pieces(raw: dict[str, Any]) -> tuple[tuple[str, ...], tuple[int, ...], str]:
    """The edition's piece names in slot order, their supply, and the drive's mount."""
    counts = {**_value(raw, "pieces", "crew"), **_value(raw, "pieces", "equipment")}
    drive = _value(raw, "pieces", "drive")
    names = [name for name in counts if name != drive["piece"]]
    names.insert(DRIVE, drive["piece"])
    for slot in _SAME_IN_EVERY_EDITION:
        assert names[slot] == PIECES[slot], f"piece slot {slot} must be the {PIECES[slot]}"
    return tuple(names), tuple(counts[n] for n in names), str(drive["mount"])


def _timing(raw: dict[str, Any], track: bool) -> tuple[dict[int, int], int, int, dict[int, int]]:
    """(countdown start, turns per lap, turns to the first drop, row markers per player)."""
    if track:
        return (
            _by_count(_value(raw, "countdown", "start")),
            _value(raw, "track", "spaces"),
            _value(raw, "track", "first_lap"),
            _by_count(_value(raw, "countdown", "figures_per_player")),
        )
    return (
        _by_count(_value(raw, "countdown", "cubes")),
        _value(raw, "countdown", "turn_wheel_teeth"),
        _value(raw, "countdown", "first_drop_after"),
        _by_count(_value(raw, "countdown", "cubes_per_player")),
    )


def _solo(raw: dict[str, Any]) -> tuple[tuple[SoloTile, ...], int, tuple[tuple[int, str], ...]]:
    if "solo" not in raw:
        return (), 0, ()
    tiles = tuple(
        SoloTile(
            action=LAST_TILE if row["action"] == "last" else ACTIONS.index(row["action"]),
            number=row["number"],
            bracket=row.get("bracket", row["number"]),
        )
        for row in _value(raw, "solo", "tiles")
    )
    results = tuple((int(vp), str(name)) for vp, name in _value(raw, "solo", "results"))
    return tiles, _value(raw, "solo", "board_number"), results


def _rules(raw: dict[str, Any]) -> dict[str, Any]:
    return {key: row["value"] for key, row in raw["rules"].items()}


def load(filename: str) -> Edition:
    """Read one edition's data file from the package."""
    raw: dict[str, Any] = json.loads(
        resources.files("eurotable.games.shipyard")
        .joinpath(f"data/{filename}")
        .read_text(encoding="utf-8")
    )
    rules = _rules(raw)
    pieces, supply, drive_mount = _pieces(raw)
    swap_table = _value(raw, "wheels", "swaps")
    goods = tuple(swap_table)
    colours = tuple(dict.fromkeys(row["colour"] for row in raw["contracts"]))
    real = [_ship(i, row, drive_mount) for i, row in enumerate(raw["ship_tiles"])]
    n = len(real)
    stand_ins = [
        ShipTile(n + kind, f"virtual-{KINDS[kind]}", kind, -1, 0, 0, 0, 0, 0, 0, 0, 0)
        for kind in (BOW, MIDDLE, STERN)
    ]
    rotate = bool(rules["canal_rotation"])
    employee_ids = [row["id"] for row in raw["employees"]]
    contract_ids = [row["id"] for row in raw["contracts"]]
    action_names = _value(raw, "actions", "tiles")
    assert tuple(action_names) == ACTIONS, "the action tiles are fixed by the engine"
    discards = {
        mode: {
            int(count): tuple((int(cube), int(m)) for cube, m in rows)
            for count, rows in table.items()
        }
        for mode, table in _value(raw, "contract_rules", "discards").items()
    }
    track = rules["action_row"] == "track"
    cubes, lap, first_lap, markers = _timing(raw, track)
    solo_tiles, solo_number, solo_results = _solo(raw)
    constants = raw["constants"]
    return Edition(
        name=raw["edition"],
        raw=raw,
        pieces=pieces,
        goods=goods,
        colours=colours,
        player_counts=tuple(range(1 if rules["solo"] else 2, 5)),
        option_values={k: tuple(row["value"]) for k, row in raw.get("options", {}).items()},
        speed_rule=rules["speed"],
        income_rule=rules["income"],
        action_row=rules["action_row"],
        countdown_rule=rules["countdown"],
        last_tile_coin=rules["last_tile_coin"],
        bonus_first_from_income=rules["bonus_first_from_income"],
        ship_token=rules["ship_token"],
        stand_ins=rules["stand_ins"],
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
        piece_supply=supply,
        crew_wheel=tuple(pieces.index(p) for p in _value(raw, "wheels", "crew")),
        equipment_wheel=tuple(pieces.index(p) for p in _value(raw, "wheels", "equipment")),
        exchange_prices=tuple(
            tuple(pos[g] for g in goods) for pos in _value(raw, "wheels", "exchange")
        ),
        exchange_start=_value(raw, "wheels", "exchange_start"),
        swaps=tuple(tuple(pieces.index(p) for p in swap_table[g]) for g in goods),
        ship_row_prices=tuple(_value(raw, "displays", "ship_rows")),
        goods_prices=tuple(_value(raw, "displays", "goods")),
        canal_prices=tuple(_value(raw, "displays", "canals")),
        fixed_slots={
            ACTIONS.index(a): s - 1 for a, s in _value(raw, "actions", "fixed_slots").items()
        },
        subsidy_players=tuple(_value(raw, "actions", "subsidy_players")),
        track_layout=tuple(_value(raw, "track", "layout")) if track else (),
        countdown_cubes=cubes,
        turn_wheel_teeth=lap,
        first_drop_after=first_lap,
        cubes_per_player=markers,
        hand=dict(_value(raw, "contract_rules", "hand")),
        discards=discards,
        fixed_sets=tuple(
            tuple(contract_ids.index(c) for c in row)
            for row in _value(raw, "contract_rules", "fixed_sets")
        ),
        deck_two_players=tuple(_value(raw, "employee_layout", "deck_two_players")),
        fixed_layout=tuple(employee_ids.index(e) for e in _value(raw, "employee_layout", "fixed")),
        solo_tiles=solo_tiles,
        solo_board_number=solo_number,
        solo_results=solo_results,
        ships=(*real, *stand_ins),
        real_ships=n,
        virtual=(n, n + 1, n + 2),
        canals=tuple(_canal(i, row, rotate) for i, row in enumerate(raw["canal_tiles"])),
        goods_tiles=tuple(
            GoodsTile(
                index=i,
                id=row["id"],
                goods=tuple(sorted(goods.index(g) for g in row["goods"])),
                start=row["start"],
            )
            for i, row in enumerate(raw["goods_tiles"])
        ),
        employees=tuple(
            _employee(i, row, employee_ids, pieces, goods) for i, row in enumerate(raw["employees"])
        ),
        contracts=tuple(
            Contract(i, row["id"], colours.index(row["colour"]), row["rule"])
            for i, row in enumerate(raw["contracts"])
        ),
    )


EDITIONS: Final[dict[str, Edition]] = {
    "second": load("second-edition.json"),
    "first": load("first-edition.json"),
}
"""Every edition the engine can play, by option value (the default edition first)."""


def _meta(row: dict[str, Any]) -> tuple[dict[str, Any], str, str]:
    value = {k: v for k, v in row.items() if k not in ("confidence", "source")}
    return value, row["confidence"], row["source"]


def raw_entries(edition: Edition) -> list[tuple[str, Any, str, str]]:
    """(key, value, confidence, source) for every entry of an edition's data file."""
    entries: list[tuple[str, Any, str, str]] = []
    prefix = f"{edition.name}/"
    for section, content in edition.raw.items():
        if isinstance(content, dict):
            for key, row in content.items():
                entries.append(
                    (f"{prefix}{section}/{key}", row["value"], row["confidence"], row["source"])
                )
        elif isinstance(content, list):
            for item in content:
                value, confidence, source = _meta(item)
                entries.append((f"{prefix}{section}/{item['id']}", value, confidence, source))
    return entries
