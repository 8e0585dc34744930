"""``PuertoRico``: the position of ``state.py`` with the rules behind the game interface."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Self

from eurotable.core.actions import Action
from eurotable.core.errors import IllegalAction
from eurotable.core.result import Result
from eurotable.games.puerto_rico import flow, scoring
from eurotable.games.puerto_rico.notation import PRAction
from eurotable.games.puerto_rico.state import PuertoRicoState, Step


class PuertoRico(PuertoRicoState):
    """A Puerto Rico game in progress."""

    __slots__ = ()

    @property
    def current_player(self) -> int | None:
        return None if self.step is Step.OVER else self.actor

    @property
    def is_over(self) -> bool:
        return self.step is Step.OVER

    def legal_actions(self) -> Sequence[Action]:
        return self.legal()

    def legal(self) -> list[PRAction]:
        """The legal actions as Puerto Rico actions (cached until the next move)."""
        if self.legal_cache is None:
            self.legal_cache = flow.legal(self)
        return self.legal_cache

    def apply(self, action: Action) -> None:
        if action not in self.legal():
            code, reason = flow.why_illegal(self, action)
            raise IllegalAction(code, reason)
        assert isinstance(action, PRAction)
        self.play(action)

    def play(self, action: PRAction) -> None:
        """Apply an action known to be legal (fast playouts skip the check)."""
        self.legal_cache = None
        flow.perform(self, action)

    def result(self) -> Result:
        if not self.is_over:
            raise ValueError("the game is not over yet")
        return scoring.final_result(self)

    def observation(self, seat: int) -> dict[str, Any]:
        from eurotable.games.puerto_rico.view import observation

        return observation(self, seat)

    def sample(self, seat: int, rng: random.Random) -> Self:
        # view builds PuertoRico objects, so it is imported here, not at the top.
        from eurotable.games.puerto_rico.view import determinize

        sampled = determinize(self.observation(seat), rng)
        assert isinstance(sampled, type(self))
        return sampled
