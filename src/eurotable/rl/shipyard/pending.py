"""The decision under way: the action chosen and the one being carried out, the bonus,
the tile bought and not yet placed, the canal rented and not yet laid, the goods tile
being exchanged good by good, the ships waiting to sail, the ship being outfitted and
sailed, the discards, and who still acts in the end game or the discards.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from eurotable.games.shipyard.data import ACTIONS
from eurotable.rl.encoding import Writer, open_amount, put
from eurotable.rl.shipyard.actions import launch_slots
from eurotable.rl.shipyard.fields import Fields, relative, seat_labels
from eurotable.rl.shipyard.shared import ACTION_INDEX
from eurotable.rl.shipyard.tables import (
    CANAL_LABELS,
    CANAL_SIZE,
    KIND_LABELS,
    SHIP_COUNTS,
    Tables,
)

SAILING: Final = ("speed", "steps_left", "moved", "riband")
"""The cruise under way, in spaces (the Blue Riband: the steps at which it was passed)."""


class Pending:
    """Offsets of the pending-decision block for one edition and player count."""

    def __init__(self, t: Tables, players: int, f: Fields) -> None:
        ed = t.ed
        self.t = t
        self.players = players
        seats = seat_labels(players, players)
        self.main = f.onehot("pending.main", ACTIONS)
        self.doing = f.onehot("pending.doing", ACTIONS)
        self.bonus = f.onehot("pending.bonus", ACTIONS)
        self.amounts = f.group("pending", ("reserve", "bought", "boost", *SAILING))
        self.picked = f.onehot("pending.picked", KIND_LABELS)
        self.picked_counts = f.group("pending.picked", SHIP_COUNTS)
        self.canal = f.group("pending.canal", ("tile", *CANAL_LABELS))
        self.trade = f.one("pending.trade_tile")
        per_tile = t.goods_per_tile
        choices = ("sell", *ed.pieces)
        self.choice_index = {name: i for i, name in enumerate(choices)}
        self.good_index = {name: i for i, name in enumerate(ed.goods)}
        self.trade_goods = len(f.names)
        for i in range(per_tile):
            f.onehot(f"pending.trade.{i + 1}.good", ed.goods)
        # The last good's choice ends the exchange: no decision sees it.
        self.trade_choices = len(f.names)
        for i in range(per_tile - 1):
            f.onehot(f"pending.trade.{i + 1}.choice", choices)
        self.launches = f.group("pending.launch", range(1, launch_slots(ed) + 1))
        self.ship = f.group("pending.ship", range(1, ed.yard_slots + 1))
        self.ship_pieces = f.group("pending.ship_pieces", ed.pieces)
        self.last_add = f.onehot("pending.last_add", ed.pieces)
        self.discard_seat = f.onehot("pending.discard_seat", seats)
        self.discard_need = f.group("pending.discard_need", t.colours)
        self.last_discard = f.onehot("pending.last_discard", (c.id for c in ed.contracts))
        self.to_act = f.group("pending.to_act", seats)

    def write(self, v: Writer, obs: Mapping[str, Any]) -> None:
        t = self.t
        seat = obs["seat"]
        pending = obs["pending"]
        for at, key in ((self.main, "main"), (self.doing, "doing"), (self.bonus, "bonus")):
            if pending[key] is not None:
                v[at + ACTION_INDEX[pending[key]]] = 1.0
        amounts = self.amounts
        put(v, amounts, open_amount(pending["reserve"], t.money))
        put(v, amounts + 1, pending["bought"] / t.ed.max_tiles_per_build)
        put(v, amounts + 2, pending["boost"] / t.boost)
        for i, key in enumerate(SAILING):
            put(v, amounts + 3 + i, pending[key] / t.speed)
        picked = pending["picked"]
        if picked is not None:
            v[self.picked + t.kind[picked]] = 1.0
            v[self.picked_counts : self.picked_counts + len(SHIP_COUNTS)] = t.ship[picked]
        canal = pending["canal"]
        if canal is not None:
            v[self.canal] = 1.0
            v[self.canal + 1 : self.canal + 1 + CANAL_SIZE] = t.canal[canal][0]
        if pending["trade_tile"] is not None:
            v[self.trade] = 1.0
        goods = len(t.goods)
        for i, good in enumerate(pending["trade_goods"]):
            v[self.trade_goods + goods * i + self.good_index[good]] = 1.0
        size = len(self.choice_index)
        for i, choice in enumerate(pending["trade_choices"]):
            v[self.trade_choices + size * i + self.choice_index[choice]] = 1.0
        for slot in pending["launches"]:
            v[self.launches + slot] = 1.0
        start, end = pending["ship"]
        if start >= 0:
            for slot in range(start, end + 1):
                v[self.ship + slot] = 1.0
        for i, count in enumerate(pending["ship_pieces"]):
            put(v, self.ship_pieces + i, count / t.ship_pieces[i])
        v[self.last_add + obs["flow"]["last_add"]] = 1.0
        discarding = pending["discard_seat"]
        if discarding >= 0:
            v[self.discard_seat + relative(discarding, seat, self.players)] = 1.0
        scale = max(t.ed.hand.values())
        for i, need in enumerate(pending["discard_need"]):
            put(v, self.discard_need + i, need / scale)
        if pending["last_discard"] is not None:
            v[self.last_discard + t.contract[pending["last_discard"]]] = 1.0
        queue = pending["queue"]
        for who in queue[max(pending["cursor"], 0) :]:
            v[self.to_act + relative(who, seat, self.players)] = 1.0
