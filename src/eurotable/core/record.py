"""Game records: everything needed to rebuild a game is its seed, options and actions."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from eurotable import __version__
from eurotable.core.errors import BadNotation, BadOption, BadRecord, IllegalAction, UnknownGame
from eurotable.core.game import GameSpec, GameState
from eurotable.core.options import Options
from eurotable.core.timeline import Timeline

FORMAT: Final = 1


@dataclass(frozen=True, slots=True)
class Seat:
    name: str
    kind: str  # "human" or "bot:<name>"

    def __reduce__(self) -> tuple[type[Seat], tuple[str, str]]:
        # Pickled by its constructor: a compiled frozen class is not unpickled field by
        # field (tournament workers send records back).
        return (Seat, (self.name, self.kind))


@dataclass(slots=True)
class Record:
    """``{format, engine_version, game, options, seed, seats, actions}``."""

    game: str
    options: Options
    seed: int
    seats: list[Seat]
    actions: list[str] = field(default_factory=list)
    engine_version: str = __version__
    format: int = FORMAT

    def to_json(self) -> dict[str, Any]:
        return {
            "format": self.format,
            "engine_version": self.engine_version,
            "game": self.game,
            "options": dict(self.options),
            "seed": self.seed,
            "seats": [{"name": s.name, "kind": s.kind} for s in self.seats],
            "actions": list(self.actions),
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=1)

    def save(self, path: Path) -> None:
        path.write_text(self.dumps() + "\n", encoding="utf-8")

    @classmethod
    def from_json(cls, data: Any) -> Record:
        if not isinstance(data, dict):
            raise BadRecord("a record must be a JSON object")
        version_tag = data.get("format")
        if type(version_tag) is not int or version_tag != FORMAT:
            raise BadRecord(f"unsupported record format {data.get('format')!r}")
        game, seed, options = data.get("game"), data.get("seed"), data.get("options")
        seats, actions = data.get("seats"), data.get("actions")
        version = data.get("engine_version")
        if not isinstance(game, str):
            raise BadRecord("'game' must be a game name")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise BadRecord("'seed' must be an integer")
        if not isinstance(options, dict):
            raise BadRecord("'options' must be an object")
        if not isinstance(version, str):
            raise BadRecord("'engine_version' must be text")
        if not isinstance(seats, list) or not all(
            isinstance(s, dict)
            and isinstance(s.get("name"), str)
            and isinstance(s.get("kind"), str)
            for s in seats
        ):
            raise BadRecord("'seats' must be a list of {name, kind}")
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise BadRecord("'actions' must be a list of action texts")
        return cls(
            game=game,
            options=dict(options),
            seed=seed,
            seats=[Seat(s["name"], s["kind"]) for s in seats],
            actions=list(actions),
            engine_version=version,
        )

    @classmethod
    def load(cls, path: Path) -> Record:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
            raise BadRecord(f"cannot read {path}: {error}") from None
        return cls.from_json(data)


def start(record: Record, spec: GameSpec) -> GameState:
    """The initial state a record describes; header problems raise ``BadRecord``."""
    try:
        return spec.new_game(len(record.seats), record.options, record.seed)
    except BadOption as error:
        raise BadRecord(str(error)) from None


def replay(record: Record) -> GameState:
    """Rebuild a game from its record, checking every action (an ``undo`` entry takes
    back the action before it, as on the web table: see ``core.timeline``).

    The first action that cannot be read or is not legal raises ``BadRecord`` with its
    index and the reason.
    """
    from eurotable.games import get

    try:
        spec = get(record.game)
    except UnknownGame as error:
        raise BadRecord(str(error)) from None
    timeline = Timeline(spec, start(record, spec))
    for index, text in enumerate(record.actions):
        try:
            timeline.extend([text])
        except (BadNotation, IllegalAction) as refused:  # (a name of its own: mypyc)
            raise BadRecord(f"{text!r}: {refused}", index) from None
    return timeline.state
