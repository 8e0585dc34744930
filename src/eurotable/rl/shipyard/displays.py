"""The displays and the piles: ship tiles (with their counts, and the positions emptied by
the build under way, whose prices still hold), goods tiles, canal tiles, the face-down
stacks (how many tiles, never which), and the contracts left in the box.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from eurotable.games.shipyard.notation import COLUMNS, ROWS
from eurotable.rl.encoding import Writer, put
from eurotable.rl.shipyard.fields import Fields
from eurotable.rl.shipyard.tables import CANAL_LABELS, CANAL_SIZE, SHIP_COUNTS, STACKS, Tables

SHIP_SLOT = 2 + len(SHIP_COUNTS)
"""A ship display position: a tile there, taken in the build under way, its counts."""


def display_labels() -> list[str]:
    """Ship display positions as ``column.row`` (row 1 at the bottom, free)."""
    return [f"{column}.{row + 1}" for column in COLUMNS for row in range(ROWS)]


class Displays:
    """Offsets of the displays and piles for one edition."""

    def __init__(self, t: Tables, f: Fields) -> None:
        ed = t.ed
        self.t = t
        self.display = len(f.names)
        for label in display_labels():
            f.group(f"ships.{label}", ("tile", "taken", *SHIP_COUNTS))
        self.stacks = f.group("stack", STACKS)
        self.goods = len(f.names)
        for i in range(len(ed.goods_prices)):
            f.group(f"goods.{i + 1}", ("tile", *ed.goods))
        self.goods_piles = f.group("goods_tiles", ("stack", "sold", "box", "removed"))
        self.canals = len(f.names)
        for i in range(len(ed.canal_prices)):
            f.group(f"canals.{i + 1}", ("tile", *CANAL_LABELS))
        self.canal_piles = f.group("canal_tiles", ("stack", "discard", "removed"))
        self.box = f.one("contracts_in_box")

    def write(self, v: Writer, obs: Mapping[str, Any]) -> None:
        t = self.t
        ship = t.ship
        for position, tile in enumerate(obs["ship_display"]):
            if tile is not None:
                at = self.display + SHIP_SLOT * position
                v[at] = 1.0
                v[at + 2 : at + SHIP_SLOT] = ship[tile]
        for position in obs["pending"]["taken"]:
            v[self.display + SHIP_SLOT * position + 1] = 1.0
        stacks = obs["ship_stacks"]
        for i, name in enumerate(STACKS):
            put(v, self.stacks + i, stacks[name] / t.deck_sizes[name])
        size = 1 + len(t.goods)
        for i, tile in enumerate(obs["goods_display"]):
            at = self.goods + size * i
            v[at] = 1.0
            v[at + 1 : at + size] = t.goods_of[tile]
        tiles = len(t.ed.goods_tiles)
        put(v, self.goods_piles, obs["goods_stack"] / tiles)
        put(v, self.goods_piles + 1, len(obs["goods_sold"]) / tiles)
        put(v, self.goods_piles + 2, len(obs["goods_box"]) / tiles)
        put(v, self.goods_piles + 3, len(obs["removed_goods"]) / tiles)
        for i, canal in enumerate(obs["canal_display"]):
            at = self.canals + (1 + CANAL_SIZE) * i
            v[at] = 1.0
            v[at + 1 : at + 1 + CANAL_SIZE] = t.canal[canal][0]
        canals = len(t.ed.canals)
        put(v, self.canal_piles, obs["canal_stack"] / canals)
        put(v, self.canal_piles + 1, len(obs["canal_discard"]) / canals)
        put(v, self.canal_piles + 2, len(obs["removed_canals"]) / canals)
        put(v, self.box, obs["contracts_in_box"] / len(t.ed.contracts))
