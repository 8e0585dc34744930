"""Puerto Rico component tables, read once from ``data/components.json``."""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources
from typing import Any, Final

from eurotable.i18n import _, ptr

GAME: Final = "puerto-rico"
"""The context of the data file's texts in the catalogs (``eurotable.i18n.extract``)."""

_RAW: Final[dict[str, Any]] = json.loads(
    resources.files("eurotable.games.puerto_rico")
    .joinpath("data/components.json")
    .read_text(encoding="utf-8")
)

GOODS: Final[tuple[str, ...]] = tuple(_RAW["goods"])
"""Goods in price order: corn 0, indigo 1, sugar 2, tobacco 3, coffee 4."""
CORN, INDIGO, SUGAR, TOBACCO, COFFEE = range(5)
QUARRY: Final = 5
TILES: Final[tuple[str, ...]] = (*GOODS, "quarry")
"""Island tiles: the five plantation kinds, then the quarry."""
PRICES: Final[tuple[int, ...]] = tuple(_RAW["trading_house"]["prices"][g] for g in GOODS)
HOUSE_CAPACITY: Final[int] = _RAW["trading_house"]["capacity"]
ISLAND_SPACES: Final[int] = _RAW["island_spaces"]
CITY_SPACES: Final[int] = _RAW["city_spaces"]
FACTORY_BONUS: Final[tuple[int, ...]] = tuple(_RAW["factory_bonus"]["by_kinds"])


@dataclass(frozen=True, slots=True)
class Building:
    index: int
    id: str
    name: str
    name_cs: str
    violet: bool
    good: int | None
    cost: int
    vp: int
    circles: int
    column: int
    copies: int
    copies_2p: int
    large: bool

    @property
    def spaces(self) -> int:
        return 2 if self.large else 1


BUILDINGS: Final[tuple[Building, ...]] = tuple(
    Building(
        index=i,
        id=row["id"],
        name=row["name"],
        name_cs=row["name_cs"],
        violet=row["kind"] == "violet",
        good=None if row["good"] is None else GOODS.index(row["good"]),
        cost=row["cost"],
        vp=row["vp"],
        circles=row["circles"],
        column=row["column"],
        copies=row["copies"],
        copies_2p=row["copies_2p"],
        large=row["large"],
    )
    for i, row in enumerate(_RAW["buildings"])
)
BUILDING_INDEX: Final[dict[str, int]] = {b.id: b.index for b in BUILDINGS}


def _b(name: str) -> int:
    return BUILDING_INDEX[name]


SMALL_INDIGO, SMALL_SUGAR = _b("small-indigo-plant"), _b("small-sugar-mill")
SMALL_MARKET, LARGE_MARKET = _b("small-market"), _b("large-market")
HACIENDA, CONSTRUCTION_HUT, HOSPICE = _b("hacienda"), _b("construction-hut"), _b("hospice")
SMALL_WAREHOUSE, LARGE_WAREHOUSE = _b("small-warehouse"), _b("large-warehouse")
OFFICE, FACTORY, UNIVERSITY = _b("office"), _b("factory"), _b("university")
HARBOR, WHARF = _b("harbor"), _b("wharf")
GUILD_HALL, RESIDENCE, FORTRESS = _b("guild-hall"), _b("residence"), _b("fortress")
CUSTOMS_HOUSE, CITY_HALL = _b("customs-house"), _b("city-hall")

PRODUCTION_BY_GOOD: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(b.index for b in BUILDINGS if b.good == g) for g in range(len(GOODS))
)
"""For each good, the production buildings that make it (none for corn)."""

ROLES: Final[tuple[str, ...]] = (
    "settler",
    "mayor",
    "builder",
    "craftsman",
    "trader",
    "captain",
    "prospector",
)
SETTLER, MAYOR, BUILDER, CRAFTSMAN, TRADER, CAPTAIN, PROSPECTOR = range(7)
ROLE_ROWS: Final[tuple[dict[str, Any], ...]] = tuple(
    next(row for row in _RAW["roles"] if row["id"] == role) for role in ROLES
)
"""Each role's row of the data file (name, what everyone does, the privilege), by index."""


@dataclass(frozen=True, slots=True)
class Setup:
    """Everything that depends on the player count (the 2-player variant included)."""

    players: int
    roles: tuple[int, ...]
    picks_per_round: int
    cargo_ships: tuple[int, ...]
    colonists_supply: int
    colonists_ship: int
    vp_chips: int
    doubloons: int
    start_plantations: tuple[int, ...]
    face_up: int
    quarries: int
    goods: tuple[int, ...]
    plantations: tuple[int, ...]
    building_copies: tuple[int, ...]


def _setup(players: int) -> Setup:
    row = _RAW["setups"][str(players)]
    copies = row["building_copies"]
    return Setup(
        players=players,
        roles=tuple(ROLES.index(r) for r in row["roles"]),
        picks_per_round=row["picks_per_round"],
        cargo_ships=tuple(row["cargo_ships"]),
        colonists_supply=row["colonists_supply"],
        colonists_ship=row["colonists_ship"],
        vp_chips=row["vp_chips"],
        doubloons=row["doubloons"],
        start_plantations=tuple(GOODS.index(g) for g in row["start_plantations"]),
        face_up=row["face_up"],
        quarries=row["quarries"],
        goods=tuple(row["goods"][g] for g in GOODS),
        plantations=tuple(row["plantations"][g] for g in GOODS),
        building_copies=tuple(b[copies] for b in _RAW["buildings"]),
    )


SETUPS: Final[dict[int, Setup]] = {int(n): _setup(int(n)) for n in _RAW["setups"]}


def residence_bonus(filled_island_spaces: int) -> int:
    table = _RAW["residence_bonus"]
    if filled_island_spaces <= 9:
        return int(table["at_most_9"])
    return int(table[str(filled_island_spaces)])


def score_categories() -> dict[str, str]:
    """A label for every category of the final score's breakdown (translated)."""
    return {
        "vp_chips": _("VP chips"),
        "buildings": _("Buildings"),
        **{b.id: _("{building} bonus", building=ptr(GAME, b.name)) for b in BUILDINGS if b.large},
    }


_TEXTS: Final = {"roles": ("name", "everyone", "privilege"), "buildings": ("name", "effect")}
"""The fields of the data file's rows that people read (extracted for the translators)."""


def _rows(table: str) -> list[dict[str, Any]]:
    texts = _TEXTS[table]
    return [
        {
            k: ptr(GAME, v) if k in texts else v
            for k, v in row.items()
            if k not in ("source", "name_cs")
        }
        for row in _RAW[table]
    ]


def components() -> dict[str, Any]:
    """What a drawing of the board and its tooltips need: goods, roles and buildings
    from the data file (their names and effects translated), the size of island and
    city, and the score categories."""
    return {
        "goods": [{"id": good, "price": price} for good, price in zip(GOODS, PRICES, strict=True)],
        "tiles": list(TILES),
        "roles": _rows("roles"),
        "buildings": _rows("buildings"),
        "island_spaces": ISLAND_SPACES,
        "city_spaces": CITY_SPACES,
        "trading_house_capacity": HOUSE_CAPACITY,
        "factory_bonus": list(FACTORY_BONUS),
        "score_categories": score_categories(),
    }


def raw_entries() -> list[tuple[str, Any, str, str]]:
    """(key, value, confidence, source) for every row of the data file."""
    entries: list[tuple[str, Any, str, str]] = []
    for row in _RAW["buildings"]:
        value = {k: v for k, v in row.items() if k not in ("confidence", "source")}
        entries.append((f"building/{row['id']}", value, row["confidence"], row["source"]))
    for row in _RAW["roles"]:
        value = {k: v for k, v in row.items() if k not in ("confidence", "source")}
        entries.append((f"role/{row['id']}", value, row["confidence"], row["source"]))
    for count, row in _RAW["setups"].items():
        value = {k: v for k, v in row.items() if k not in ("confidence", "source")}
        entries.append((f"setup/{count}p", value, row["confidence"], row["source"]))
    for key in ("trading_house", "factory_bonus", "residence_bonus"):
        row = _RAW[key]
        value = {k: v for k, v in row.items() if k not in ("confidence", "source")}
        entries.append((key, value, row["confidence"], row["source"]))
    return entries
