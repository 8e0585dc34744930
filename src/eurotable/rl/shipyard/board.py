"""One player's board as features: money and points, the shipyard, stock, employees, goods
tiles, the canal system and its ship token, the fleet, and contracts (only counts of
another player's; the observing seat's own by name).

The canal system is a window of ``CANAL_WINDOW`` x ``CANAL_WINDOW`` squares from the
system's top-left (the engine keeps it at ``0 0``); each square holds its tile's vector as
laid (``tables.canal_vector``). Tiles outside the window are counted.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from eurotable.rl.encoding import Writer, open_amount, put
from eurotable.rl.shipyard.actions import SHORTEST_SHIP
from eurotable.rl.shipyard.fields import Fields
from eurotable.rl.shipyard.tables import (
    CANAL_LABELS,
    CANAL_SIZE,
    CANAL_WINDOW,
    FLEET_DETAIL,
    KIND_LABELS,
    PLACES,
    SAFETY,
    SHIP_COUNTS,
    VP_SCALE,
    Tables,
)

SCORES = ("crew", "guns", "speed", "cruise")
"""The cruise points so far, as the observation's ``scores`` list them."""
YARD_SLOT = len(KIND_LABELS) + len(SHIP_COUNTS)


class Board:
    """Offsets of one seat's board, named ``prefix.…`` (``me``, ``opp1`` …)."""

    def __init__(self, t: Tables, prefix: str, own: bool, f: Fields) -> None:
        ed = t.ed
        self.t = t
        self.own = own
        self.guilders = f.one(f"{prefix}.guilders")
        self.scores = f.group(f"{prefix}.vp", (*SCORES, "total"))
        self.yard = len(f.names)
        for slot in range(ed.yard_slots):
            f.group(f"{prefix}.yard.{slot + 1}", (*KIND_LABELS, *SHIP_COUNTS))
        self.stock = f.group(f"{prefix}.stock", ed.pieces)
        self.employees = f.group(f"{prefix}.employee", (e.id for e in ed.employees))
        self.goods = f.group(f"{prefix}.goods", t.contents)
        self.grid = len(f.names)
        for y in range(CANAL_WINDOW):
            for x in range(CANAL_WINDOW):
                f.group(f"{prefix}.canal.{x}.{y}", CANAL_LABELS)
        self.canals = f.group(f"{prefix}.canals", ("tiles", "outside", "used", "used_count"))
        self.token = f.group(f"{prefix}.token", ("placed", "from_same_tile"))
        self.token_x = f.onehot(f"{prefix}.token.x", range(CANAL_WINDOW))
        self.token_y = f.onehot(f"{prefix}.token.y", range(CANAL_WINDOW))
        self.token_place = f.onehot(f"{prefix}.token.place", PLACES)
        self.token_from = f.onehot(f"{prefix}.token.from", PLACES)
        self.fleet = f.group(f"{prefix}.fleet", ("ships", "wrecks", "tiles", *ed.pieces, *SAFETY))
        self.fleet_lengths = f.group(
            f"{prefix}.fleet.ships_of_length", range(SHORTEST_SHIP, t.longest + 1)
        )
        self.ship_size = 1 + len(ed.pieces) + len(SAFETY)
        self.ship_scale: tuple[float, ...] = (
            float(t.longest),
            *(float(most) for most in t.ship_pieces),
            *(float(most) for most in t.ship_safety),
        )
        """A ship's length, pieces and safety features: each divided by its most."""
        self.fleet_scale: tuple[float, ...] = tuple(
            float(most) for most in (*t.fleet_pieces, *t.fleet_safety)
        )
        self.ships = len(f.names)
        for i in range(FLEET_DETAIL):
            f.group(f"{prefix}.ship{i + 1}", ("length", *ed.pieces, *SAFETY))
        self.contracts = f.group(f"{prefix}.contracts", t.colours)
        self.discarded = f.group(f"{prefix}.discarded", t.colours)
        self.hand_scale = max(ed.hand.values())
        if own:
            self.hand = f.group(f"{prefix}.hand", (c.id for c in ed.contracts))
            self.discarded_ids = f.group(f"{prefix}.discarded", (c.id for c in ed.contracts))

    def write(self, v: Writer, board: Mapping[str, Any]) -> None:
        t = self.t
        ed = t.ed
        put(v, self.guilders, open_amount(board["guilders"], t.money))
        scores = board["scores"]
        for i, points in enumerate(scores):
            put(v, self.scores + i, open_amount(points, VP_SCALE))
        put(v, self.scores + len(SCORES), open_amount(sum(scores), VP_SCALE))
        kinds = len(KIND_LABELS)
        for slot, tile in enumerate(board["yard"]):
            if tile is not None:
                at = self.yard + YARD_SLOT * slot
                v[at + t.kind[tile]] = 1.0
                v[at + kinds : at + YARD_SLOT] = t.ship[tile]
        stock = board["stock"]
        for i, piece in enumerate(ed.pieces):
            put(v, self.stock + i, open_amount(stock[piece], ed.piece_supply[i]))
        for employee in board["employees"]:
            v[self.employees + t.employee[employee]] = 1.0
        held: dict[int, int] = {}
        for tile in board["goods"]:
            content = t.content_of[tile]
            held[content] = held.get(content, 0) + 1
        for content, count in held.items():
            v[self.goods + content] = count / t.content_tiles[content]
        self._canals(v, board)
        self._fleet(v, board)
        for i, colour in enumerate(t.colours):
            put(v, self.contracts + i, board["contracts"][colour] / self.hand_scale)
            put(v, self.discarded + i, board["discarded"][colour] / self.hand_scale)
        if self.own:
            for contract in board["hand"]:
                v[self.hand + t.contract[contract]] = 1.0
            for contract in board["discarded_ids"]:
                v[self.discarded_ids + t.contract[contract]] = 1.0

    def _canals(self, v: Writer, board: Mapping[str, Any]) -> None:
        t = self.t
        canals = board["canals"]
        outside = 0
        where: dict[str, tuple[int, int, int]] = {}
        for canal in canals:
            x, y, rotation = canal["x"], canal["y"], canal["rotation"]
            where[canal["id"]] = (x, y, rotation)
            if x < CANAL_WINDOW and y < CANAL_WINDOW:
                at = self.grid + CANAL_SIZE * (y * CANAL_WINDOW + x)
                v[at : at + CANAL_SIZE] = t.canal[canal["id"]][rotation]
            else:
                outside += 1
        count = len(t.ed.canals)
        put(v, self.canals, len(canals) / count)
        put(v, self.canals + 1, outside / count)
        put(v, self.canals + 2, len(board["used"]) / count)
        put(v, self.canals + 3, open_amount(board["used_count"], count))
        token = board["token"]
        if token is None:
            return
        v[self.token] = 1.0
        x, y, rotation = where[token["canal"]]
        places = t.places[token["canal"]][rotation]
        if x < CANAL_WINDOW and y < CANAL_WINDOW:
            v[self.token_x + x] = 1.0
            v[self.token_y + y] = 1.0
        v[self.token_place + places[token["space"]]] = 1.0
        came = token["from"]
        if came is not None and came[0] == token["canal"]:
            v[self.token + 1] = 1.0
            v[self.token_from + places[came[1]]] = 1.0

    def _fleet(self, v: Writer, board: Mapping[str, Any]) -> None:
        t = self.t
        fleet = board["fleet"]
        put(v, self.fleet, len(fleet) / t.ships)
        put(v, self.fleet + 1, len(board["wrecks"]) / t.ships)
        if not fleet:
            return
        tiles = 0
        totals = [0] * (self.ship_size - 1)
        lengths: dict[int, int] = {}
        for number, ship in enumerate(fleet):
            names = ship["tiles"]
            length = len(names)
            tiles += length
            lengths[length] = lengths.get(length, 0) + 1
            line = [length, *(ship["pieces"].get(piece, 0) for piece in t.pieces)]
            line += [sum(t.safety_of[name][k] for name in names) for k in range(len(SAFETY))]
            for i, count in enumerate(line[1:]):
                totals[i] += count
            if number < FLEET_DETAIL:
                at = self.ships + self.ship_size * number
                for i, count in enumerate(line):
                    put(v, at + i, count / self.ship_scale[i])
        for length, ships in lengths.items():
            v[self.fleet_lengths + length - SHORTEST_SHIP] = ships / t.ships
        v[self.fleet + 2] = tiles / len(t.ed.ships)
        for i, total in enumerate(totals):
            put(v, self.fleet + 3 + i, total / self.fleet_scale[i])
