"""``Shipyard``: the position of ``state.py`` with the rules behind the game interface."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Self

from eurotable.core.actions import Action
from eurotable.core.errors import IllegalAction
from eurotable.core.result import Result
from eurotable.games.shipyard import flow, scoring, view
from eurotable.games.shipyard.notation import SYAction
from eurotable.games.shipyard.state import ShipyardState, Step


class Shipyard(ShipyardState):
    """A Shipyard game in progress."""

    __slots__ = ()

    @property
    def current_player(self) -> int | None:
        return None if self.step is Step.OVER else self.actor

    @property
    def is_over(self) -> bool:
        return self.step is Step.OVER

    def legal_actions(self) -> Sequence[Action]:
        return self.legal()

    def legal(self) -> list[SYAction]:
        """The legal actions as Shipyard actions (cached until the next move)."""
        if self.legal_cache is None:
            self.legal_cache = flow.legal(self)
        return self.legal_cache

    def apply(self, action: Action) -> None:
        legal = self.legal()
        # Actions are interned: an identity check finds them without comparing fields.
        if not any(a is action for a in legal) and action not in legal:
            code, reason = flow.why_illegal(self, action)
            raise IllegalAction(code, reason)
        assert isinstance(action, SYAction)
        self.play(action)

    def play(self, action: SYAction) -> None:
        """Apply an action known to be legal (fast playouts skip the check)."""
        self.legal_cache = None
        flow.perform(self, action)

    def result(self) -> Result:
        if not self.is_over:
            raise ValueError("the game is not over yet")
        return scoring.final_result(self)

    def observation(self, seat: int) -> dict[str, Any]:
        return view.observation(self, seat)

    def sample(self, seat: int, rng: random.Random) -> Self:
        copy = self.clone()
        view.resample(copy, seat, rng)
        return copy
