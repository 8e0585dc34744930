"""Shipyard observation features: names and the encoding of one seat's observation.

The vector is, in order: the game-wide block (``shared.py``), the displays and piles
(``displays.py``), the pending decision (``pending.py``), then one board per seat
(``board.py``), the observing seat's first (``me``, with its contracts by name) and the
others in play order after it (``opp1`` …). docs/rl/shipyard.md lists the blocks and
their scales.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from eurotable.rl.encoding import Vector, blank
from eurotable.rl.shipyard.board import Board
from eurotable.rl.shipyard.displays import Displays
from eurotable.rl.shipyard.fields import Fields, seat_labels
from eurotable.rl.shipyard.pending import Pending
from eurotable.rl.shipyard.shared import Shared
from eurotable.rl.shipyard.tables import tables


@dataclass(frozen=True)
class Plan:
    """Where every feature of one edition and player count goes."""

    names: tuple[str, ...]
    shared: Shared
    displays: Displays
    pending: Pending
    boards: tuple[Board, ...]


@cache
def plan(edition: str, players: int) -> Plan:
    t = tables(edition)
    f = Fields()
    shared = Shared(t, players, f)
    displays = Displays(t, f)
    pending = Pending(t, players, f)
    labels = seat_labels(players, players)
    boards = tuple(Board(t, label, label == "me", f) for label in labels)
    return Plan(tuple(f.names), shared, displays, pending, boards)


def encode(observation: Mapping[str, Any], out: Vector | None = None) -> Vector:
    """One seat's observation as a float32 vector (``plan(...).names`` entries)."""
    players = observation["players"]
    layout = plan(observation["edition"], players)
    vector, v = blank(len(layout.names), out)
    layout.shared.write(v, observation)
    layout.displays.write(v, observation)
    layout.pending.write(v, observation)
    seat = observation["seat"]
    boards = observation["boards"]
    for k, block in enumerate(layout.boards):
        block.write(v, boards[(seat + k) % players])
    return vector
