"""Per-edition lookup tables for the features: names, scales and component vectors.

Everything here is read from the edition's data file once. Component vectors are
precomputed so that encoding an observation is mostly copying small arrays:

- a ship tile is its eight printed counts (cabins, drive mounts, black, cannon and crane
  mounts, lifebuoys, lifeboats, lanterns), each divided by the most any tile of the
  edition has;
- a canal tile, turned by ``r`` quarter turns, is six *places* — the spaces on its north,
  east, south and west sides as it lies, then its inner spaces in the data file's order —
  each a presence flag and a one-hot of its official's icon.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Final

import numpy as np

from eurotable.games.shipyard.data import (
    ACTIONS,
    BUSINESSMAN,
    CANNON,
    CAPTAIN,
    CARRY_CREW,
    CHIMNEY,
    CRANE,
    DIRECTIONS,
    DRIVE,
    EDITIONS,
    ICONS,
    KINDS,
    LAST_TILE,
    SAIL,
    SOLDIER,
    Edition,
)
from eurotable.rl.encoding import Vector, Writer, writer
from eurotable.rl.shipyard.actions import SHORTEST_SHIP, most_boost

SHIP_COUNTS: Final = (
    "cabins",
    "drive_mounts",
    "black_mounts",
    "cannon_mounts",
    "crane_mounts",
    "lifebuoys",
    "lifeboats",
    "lanterns",
)
"""The printed counts of a ship tile (``data.ShipTile`` fields)."""
KIND_LABELS: Final = (*KINDS, "stand_in")
"""What a ship tile is: ``data.KINDS``, or a featureless stand-in."""
SAFETY: Final = ("lifebuoys", "lifeboats", "lanterns")
"""The ship-tile features that officials and contracts count."""
ICON_NAMES: Final = ICONS[1:]
"""The officials' icons (``ICONS[0]`` is a space without one)."""
INNER_SPACES: Final = max(
    sum(1 for side in canal.space_edge[0] if side < 0)
    for ed in EDITIONS.values()
    for canal in ed.canals
)
"""The most inner spaces (junctions, channel spaces) any canal tile has."""
PLACES: Final = (*DIRECTIONS, *(f"inner{i + 1}" for i in range(INNER_SPACES)))
"""The places of a canal tile, as laid: its sides' spaces, then its inner spaces."""
PLACE_SIZE: Final = 1 + len(ICON_NAMES)
CANAL_LABELS: Final = tuple(
    f"{place}.{what}" for place in PLACES for what in ("space", *ICON_NAMES)
)
"""The names of a canal tile's vector: per place, a space there and its icon."""
CANAL_SIZE: Final = len(CANAL_LABELS)
MAX_CUBES_ON_TILE: Final = 2
"""Two cubes on one tile: the two-player game (rulebook: Tah hráče)."""
VP_SCALE: Final = 100
"""Points are open amounts, half way at what a good game reaches (the 2nd edition's solo
table rates 95 excellent)."""
HOLDERS: Final = {
    CAPTAIN: ("cabins", CARRY_CREW),
    BUSINESSMAN: ("cabins", CARRY_CREW),
    SOLDIER: ("cabins", CARRY_CREW),
    DRIVE: ("drive_mounts", DRIVE),
    CHIMNEY: ("black_mounts", CHIMNEY),
    SAIL: ("black_mounts", SAIL),
    CANNON: ("cannon_mounts", CANNON),
    CRANE: ("crane_mounts", CRANE),
}
"""What holds each piece on a ship (``cruise.fits``): a count of its tiles, and what a
builder lets it carry beyond them. A ship's captain needs no cabin."""
FLEET_DETAIL: Final = 6
"""Ships shown one by one; the others only in the fleet's totals (greedy bots finish at
most four, random play two)."""
STACKS: Final = ("bows", "middles_1", "middles_2", "sterns")
"""The ship-tile stacks, in the order of ``data.DECKS``."""
CANAL_WINDOW: Final = 6
"""Canal grid squares shown per side, from the system's top-left; tiles beyond it are
counted. The greedy bot's systems fit in 4 x 3, random play's in 5 x 5."""


def canal_places(ed: Edition, canal: int, rotation: int) -> dict[str, int]:
    """The place (index in ``PLACES``) of each space of a canal tile, by name, as it lies
    turned ``rotation`` quarter turns."""
    tile = ed.canals[canal]
    places: dict[str, int] = {}
    inner = len(DIRECTIONS)
    for space, name in enumerate(tile.names):
        side = tile.space_edge[rotation][space]
        places[name] = side if side >= 0 else inner
        if side < 0:
            inner += 1
    return places


def canal_vector(ed: Edition, canal: int, rotation: int) -> Vector:
    """A canal tile as it lies: per place, a space there and its official's icon."""
    tile = ed.canals[canal]
    places = canal_places(ed, canal, rotation)
    vector = np.zeros(CANAL_SIZE, dtype=np.float32)
    for name, icon in zip(tile.names, tile.icons, strict=True):
        at = places[name] * PLACE_SIZE
        vector[at] = 1.0
        if icon:
            vector[at + icon] = 1.0
    return vector


def _most(values: list[int]) -> int:
    return max([*values, 1])


@dataclass(frozen=True)
class Tables:
    """One edition's names, scales and component vectors."""

    ed: Edition
    ship: dict[str, Writer]
    """Ship tile id → its scaled counts (stand-ins: zeros)."""
    kind: dict[str, int]
    """Ship tile id → 0 bow, 1 middle, 2 stern, 3 stand-in."""
    safety_of: dict[str, tuple[int, ...]]
    """Ship tile id → its lifebuoys, lifeboats and lanterns."""
    canal: dict[str, tuple[Writer, ...]]
    """Canal id → its vector for each rotation."""
    places: dict[str, tuple[dict[str, int], ...]]
    """Canal id → for each rotation, the place of each space."""
    contents: tuple[str, ...]
    """Distinct goods-tile contents, as ``good+good+good``."""
    content_of: dict[str, int]
    content_tiles: tuple[int, ...]
    """Goods tiles with each content (the scale of a player's count)."""
    goods_of: dict[str, Writer]
    """Goods tile id → goods of each kind, divided by the goods on a tile."""
    goods_per_tile: int
    employee: dict[str, int]
    contract: dict[str, int]
    colours: tuple[str, ...]
    pieces: tuple[str, ...]
    goods: tuple[str, ...]
    faces: tuple[str, ...]
    """The faces of the solo tiles (an action, or ``last``)."""
    solo_numbers: tuple[int, ...]
    """The numbers on the solo tiles' backs and the solo board."""
    deck_sizes: dict[str, int]
    """Tiles in each ship-tile stack at the start (the observation's ``ship_stacks``)."""
    money: int
    """All the guilders of the game (the scale of every amount of money)."""
    longest: int
    """Tiles of the longest ship."""
    boost: int
    """The most extra speed one ship can get (``actions.most_boost``)."""
    speed: int
    """A speed no ship passes: steam, every black mount and drive mount the longest ship
    can have, the drives, chimneys and sails builders let it carry, the most boost."""
    ship_pieces: Vector
    """The most of each piece one ship can carry (its tiles' cabins or mounts, what the
    builders let it carry, and the captain)."""
    ship_safety: Vector
    """The most lifebuoys, lifeboats and lanterns one ship can have."""
    ships: int
    """The most ships one seat can have: every ship tile in a shortest ship."""
    fleet_pieces: Vector
    """The most of each piece all of a seat's ships can carry."""
    fleet_safety: Vector
    """Every ship tile's lifebuoys, lifeboats and lanterns."""


def _ship_tables(
    ed: Edition,
) -> tuple[dict[str, Writer], dict[str, int], dict[str, tuple[int, ...]]]:
    real = ed.ships[: ed.real_ships]
    most = [_most([getattr(t, name) for t in real]) for name in SHIP_COUNTS]
    ship: dict[str, Writer] = {}
    kind: dict[str, int] = {}
    safety: dict[str, tuple[int, ...]] = {}
    for tile in ed.ships:
        counts = [getattr(tile, name) / m for name, m in zip(SHIP_COUNTS, most, strict=True)]
        ship[tile.id] = writer(np.array(counts, dtype=np.float32))
        kind[tile.id] = tile.kind if tile.deck >= 0 else KIND_LABELS.index("stand_in")
        safety[tile.id] = tuple(int(getattr(tile, name)) for name in SAFETY)
    return ship, kind, safety


def _on_one_ship(ed: Edition, count: str) -> int:
    """The most of a printed count one ship can have: its best bow, its ``max_middles``
    best middles and its best stern (as ``actions.most_boost`` counts black mounts)."""
    real = ed.ships[: ed.real_ships]
    best: list[list[int]] = [
        sorted((int(getattr(t, count)) for t in real if t.kind == k), reverse=True)
        for k in range(3)
    ]
    return best[0][0] + sum(best[1][: ed.max_middles]) + best[2][0]


def _carried(ed: Edition, slot: int) -> int:
    """What the builders a seat can hire (each once) let one ship carry in ``slot``."""
    return sum(e.carry_count for e in ed.employees if e.carry == slot)


def _speed(ed: Edition, boost: int) -> int:
    mounts = _on_one_ship(ed, "black_mounts") + _on_one_ship(ed, "drive_mounts")
    return 4 + mounts + sum(_carried(ed, slot) for slot in (DRIVE, CHIMNEY, SAIL)) + boost


def _piece_limits(ed: Edition, ships: int) -> tuple[Vector, Vector]:
    """The most of each piece on one ship, and on ``ships`` ships together."""
    every = ed.ships[: ed.real_ships]
    one: list[float] = []
    fleet: list[float] = []
    for piece in range(len(ed.pieces)):
        count, slot = HOLDERS[piece]
        extra = _carried(ed, slot) + (1 if piece == CAPTAIN else 0)
        one.append(_on_one_ship(ed, count) + extra)
        fleet.append(sum(getattr(t, count) for t in every) + ships * extra)
    return np.array(one, dtype=np.float32), np.array(fleet, dtype=np.float32)


@cache
def tables(edition: str) -> Tables:
    """The tables of an edition (by its option value)."""
    ed = EDITIONS[edition]
    ship, kind, safety = _ship_tables(ed)
    contents: dict[str, int] = {}
    content_of: dict[str, int] = {}
    goods_of: dict[str, Writer] = {}
    per_tile = _most([len(g.goods) for g in ed.goods_tiles])
    for tile in ed.goods_tiles:
        label = "+".join(ed.goods[g] for g in tile.goods)
        content_of[tile.id] = contents.setdefault(label, len(contents))
        counts = np.zeros(len(ed.goods), dtype=np.float32)
        for g in tile.goods:
            counts[g] += 1.0 / per_tile
        goods_of[tile.id] = writer(counts)
    tally = [0] * len(contents)
    for index in content_of.values():
        tally[index] += 1
    faces = tuple(
        dict.fromkeys("last" if t.action == LAST_TILE else ACTIONS[t.action] for t in ed.solo_tiles)
    )
    numbers = {t.number for t in ed.solo_tiles} | ({ed.solo_board_number} if faces else set())
    longest = ed.max_middles + 2
    ships = len(ed.ships) // SHORTEST_SHIP
    ship_pieces, fleet_pieces = _piece_limits(ed, ships)
    real = ed.ships[: ed.real_ships]
    return Tables(
        ed=ed,
        ship=ship,
        kind=kind,
        safety_of=safety,
        canal={
            c.id: tuple(writer(canal_vector(ed, c.index, r)) for r in range(len(DIRECTIONS)))
            for c in ed.canals
        },
        places={
            c.id: tuple(canal_places(ed, c.index, r) for r in range(len(DIRECTIONS)))
            for c in ed.canals
        },
        contents=tuple(contents),
        content_of=content_of,
        content_tiles=tuple(tally),
        goods_of=goods_of,
        goods_per_tile=per_tile,
        employee={e.id: e.index for e in ed.employees},
        contract={c.id: c.index for c in ed.contracts},
        colours=ed.colours,
        pieces=ed.pieces,
        goods=ed.goods,
        faces=faces,
        solo_numbers=tuple(sorted(numbers)),
        deck_sizes={
            stack: max(1, sum(1 for t in ed.ships[: ed.real_ships] if t.deck == deck))
            for deck, stack in enumerate(STACKS)
        },
        money=ed.guilders_in_box,
        longest=longest,
        boost=max(most_boost(ed), 1),
        speed=_speed(ed, most_boost(ed)),
        ship_pieces=ship_pieces,
        ship_safety=np.array([_on_one_ship(ed, name) for name in SAFETY], dtype=np.float32),
        ships=ships,
        fleet_pieces=fleet_pieces,
        fleet_safety=np.array(
            [sum(getattr(t, name) for t in real) for name in SAFETY], dtype=np.float32
        ),
    )
