"""``RussianRailroads``: the position of ``state.py`` with the rules behind the game interface."""

from __future__ import annotations

import random
from typing import Any, Self

from eurotable.core.result import Result
from eurotable.games.russian_railroads import flow, scoring
from eurotable.games.russian_railroads.notation import RRAction
from eurotable.games.russian_railroads.state import S_OVER, RussianRailroadsState


class RussianRailroads(RussianRailroadsState):
    """A Russian Railroads game in progress."""

    __slots__ = ()

    @property
    def current_player(self) -> int | None:
        return None if self.step == S_OVER else self.actor

    @property
    def is_over(self) -> bool:
        return self.step == S_OVER

    def generate_legal(self) -> list[RRAction]:
        return flow.legal(self)

    def perform(self, action: RRAction) -> None:
        flow.perform(self, action)

    def explain_illegal(self, action: object) -> tuple[str, str]:
        return flow.why_illegal(self, action)

    def result(self) -> Result:
        if not self.is_over:
            raise ValueError("the game is not over yet")
        return scoring.final_result(self)

    def observation(self, seat: int) -> dict[str, Any]:
        # view builds RussianRailroads objects, so it is imported here, not at the top.
        from eurotable.games.russian_railroads.view import observation

        return observation(self, seat)

    def sample(self, seat: int, rng: random.Random) -> Self:
        from eurotable.games.russian_railroads.view import determinize

        sampled = determinize(self.observation(seat), rng)
        assert isinstance(sampled, type(self))
        return sampled
