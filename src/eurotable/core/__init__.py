"""The game-agnostic kernel: interface, actions, random streams, records, errors, events."""

from eurotable.core.actions import Action
from eurotable.core.errors import (
    BadNotation,
    BadOption,
    BadPosition,
    BadRecord,
    EurotableError,
    IllegalAction,
    UnknownGame,
)
from eurotable.core.events import Event
from eurotable.core.game import Capabilities, DataEntry, GameSpec, GameState
from eurotable.core.options import Options, OptionSpec, OptionValue
from eurotable.core.record import Record, Seat, replay
from eurotable.core.result import Result
from eurotable.core.rng import Stream

__all__ = [
    "Action",
    "BadNotation",
    "BadOption",
    "BadPosition",
    "BadRecord",
    "Capabilities",
    "DataEntry",
    "EurotableError",
    "Event",
    "GameSpec",
    "GameState",
    "IllegalAction",
    "OptionSpec",
    "OptionValue",
    "Options",
    "Record",
    "Result",
    "Seat",
    "Stream",
    "UnknownGame",
    "replay",
]
