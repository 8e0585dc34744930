"""States as text: the game with its parameters, the position and the recall.

``EurotableState.serialize`` writes JSON ``{"game", "position", "recall"}``: the
OpenSpiel game string (``eurotable_shipyard(players=2,…)``), eurotable's position of the
engine state (docs/positions.md) and every recalled move as ``[seat (null: the set-up), action
index or null, [event, …]]`` with each event as ``Event.to_json`` writes it. Reading it back
checks every field and raises ``BadPosition`` naming what is wrong.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from eurotable.core.errors import BadPosition
from eurotable.core.events import Event
from eurotable.core.game import GameState
from eurotable.core.positions import guarded
from eurotable.openspiel.recall import Move
from eurotable.openspiel.setups import Setup

_KEYS = ["game", "position", "recall"]
_EVENT_KEYS = ["data", "kind", "private_to", "seat"]


def dump(game: str, engine: GameState, moves: Sequence[Move]) -> str:
    """The text of a state of the OpenSpiel game ``game``."""
    recall = [[m.seat, m.action, [event.to_json() for event in m.events]] for m in moves]
    return json.dumps(
        {"game": game, "position": engine.to_json(), "recall": recall}, sort_keys=True
    )


def load(setup: Setup, game: str, text: str) -> tuple[GameState, list[Move]]:
    """The engine state and the recall that ``dump`` wrote for ``game``."""
    data = guarded(lambda: json.loads(text))
    if not isinstance(data, dict) or sorted(data) != _KEYS:
        raise BadPosition("a serialized state holds exactly game, position and recall")
    if data["game"] != game:
        raise BadPosition(f"the state is of {data['game']!r}, not of {game}")
    engine = read_position(setup, data["position"])
    recall = data["recall"]
    if not isinstance(recall, list):
        raise BadPosition("a serialized state's recall is a list of moves")
    return engine, [_move(setup, item) for item in recall]


def read_position(setup: Setup, position: Any) -> GameState:
    """The engine state at ``position`` (JSON text or data) of a game of ``setup``."""
    data = guarded(lambda: json.loads(position)) if isinstance(position, str) else position
    engine = setup.spec.from_json(data)
    if engine.players != setup.players or dict(engine.options) != dict(setup.options):
        raise BadPosition(
            f"the position is a game of {engine.players} players with options "
            f"{dict(engine.options)}, not of {setup.players} with {dict(setup.options)}"
        )
    engine.events = []
    return engine


def _seat(setup: Setup, value: object) -> bool:
    return type(value) is int and 0 <= value < setup.players


def _move(setup: Setup, item: object) -> Move:
    if not isinstance(item, list) or len(item) != 3:
        raise BadPosition("a recalled move is [seat, action, events]")
    seat, action, events = item
    if not (_seat(setup, seat) or (seat is None and action is None)):
        raise BadPosition(f"a recalled move's seat must be a seat of the game, not {seat!r}")
    if action is not None and not (type(action) is int and 0 <= action < len(setup.layout.actions)):
        raise BadPosition(f"a recalled move's action must be a catalogue index, not {action!r}")
    if not isinstance(events, list):
        raise BadPosition("a recalled move's events must be a list")
    return Move(seat, action, tuple(_event(setup, event) for event in events))


def _event(setup: Setup, data: object) -> Event:
    if not isinstance(data, dict) or sorted(data) != _EVENT_KEYS:
        raise BadPosition("a recalled event holds exactly kind, seat, data and private_to")
    kind, seat, private_to, fields = data["kind"], data["seat"], data["private_to"], data["data"]
    if not isinstance(kind, str) or not isinstance(fields, dict):
        raise BadPosition("a recalled event's kind must be a text and its data an object")
    for who in (seat, private_to):
        if who is not None and not _seat(setup, who):
            raise BadPosition(f"a recalled event names a seat of the game or null, not {who!r}")
    return Event(kind, seat, fields, private_to)
