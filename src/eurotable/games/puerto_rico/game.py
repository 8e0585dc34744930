"""``PuertoRico``: the position of ``state.py`` with the rules behind the game interface."""

from __future__ import annotations

import random
from typing import Any, Self

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

    def generate_legal(self) -> list[PRAction]:
        return flow.legal(self)

    def perform(self, action: PRAction) -> None:
        flow.perform(self, action)

    def explain_illegal(self, action: object) -> tuple[str, str]:
        return flow.why_illegal(self, action)

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
