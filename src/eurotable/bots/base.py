"""The bot interface: a bot gets what a human in the seat would see, never the state."""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, ClassVar

from mypy_extensions import mypyc_attr

from eurotable.core.actions import Action
from eurotable.core.game import GameState


@dataclass(frozen=True, slots=True)
class Decision:
    """What a bot is given to decide: the seat, its observation and the legal actions."""

    seat: int
    players: int
    observation: dict[str, Any]
    legal: tuple[Action, ...]


@mypyc_attr(allow_interpreted_subclasses=True)  # a bot may be written in plain Python
class Bot(ABC):
    name: ClassVar[str]

    @abstractmethod
    def choose(self, decision: Decision) -> Action:
        """One of ``decision.legal``."""


def decision_for(state: GameState) -> Decision:
    """The decision the current player faces, built from its observation only."""
    seat = state.current_player
    if seat is None:
        raise ValueError("the game is over: nobody decides")
    return Decision(seat, state.players, state.observation(seat), tuple(state.legal_actions()))
