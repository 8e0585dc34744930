"""Glue between the game interface and a game whose rules are plain functions.

Each game keeps its rules in its own modules. What every game needs on top of them is
here, once: a cache of the pending decision's legal actions, a check of an incoming
action against it that leaves the state untouched when it fails, a fast path for
actions already known to be legal (random playouts, searches), and the event log.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence
from typing import Any, Generic, TypeVar, cast

from eurotable.core.actions import Action
from eurotable.core.errors import IllegalAction
from eurotable.core.events import Event
from eurotable.core.game import GameState

A = TypeVar("A", bound=Action)


class RulesGame(GameState, Generic[A]):
    """A state whose subclass supplies the rules: generating, performing, explaining."""

    __slots__ = ()

    legal_cache: list[A] | None
    """The pending decision's legal actions once computed; every move resets it."""

    @abstractmethod
    def generate_legal(self) -> list[A]:
        """The legal actions of the pending decision, computed from scratch."""

    @abstractmethod
    def perform(self, action: A) -> None:
        """Carry out a legal action and everything the rules then do without asking."""

    @abstractmethod
    def explain_illegal(self, action: object) -> tuple[str, str]:
        """A machine code and a sentence saying why ``action`` (anything ``apply`` was
        given) is refused now."""

    def emit(self, kind: str, seat: int | None = None, **data: Any) -> None:
        """Record a rule effect that everybody sees (when the state keeps a log)."""
        if self.events is not None:
            self.events.append(Event(kind, seat, data))

    def emit_private(self, kind: str, seat: int, **data: Any) -> None:
        """Record a rule effect that only ``seat`` may see (it names a secret)."""
        if self.events is not None:
            self.events.append(Event(kind, seat, data, private_to=seat))

    def legal_actions(self) -> Sequence[Action]:
        return self.legal()

    def legal(self) -> list[A]:
        """The legal actions as the game's own actions (cached until the next move)."""
        cache = self.legal_cache
        if cache is None:
            cache = self.legal_cache = self.generate_legal()
        return cache

    def apply(self, action: object) -> None:
        legal = self.legal()
        # Games intern their actions, so identity usually finds them without calling the
        # dataclass __eq__; an equal action built elsewhere is still accepted.
        if not any(a is action for a in legal) and action not in legal:
            code, reason = self.explain_illegal(action)
            raise IllegalAction(code, reason)
        self.play(cast(A, action))

    def play(self, action: A) -> None:
        """Apply an action known to be legal, without checking it."""
        self.legal_cache = None
        self.perform(action)
