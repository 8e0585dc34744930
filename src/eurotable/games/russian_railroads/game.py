"""``RussianRailroads``: the position of ``state.py`` with the rules behind the game interface."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Self

from eurotable.core.actions import Action
from eurotable.core.errors import IllegalAction
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

    def legal_actions(self) -> Sequence[Action]:
        return self.legal()

    def legal(self) -> list[RRAction]:
        """The legal actions as Russian Railroads actions (cached until the next move)."""
        if self.legal_cache is None:
            self.legal_cache = flow.legal(self)
        return self.legal_cache

    def apply(self, action: Action) -> None:
        if action not in self.legal():
            code, reason = flow.why_illegal(self, action)
            raise IllegalAction(code, reason)
        assert isinstance(action, RRAction)
        self.play(action)

    def play(self, action: RRAction) -> None:
        """Apply an action known to be legal (fast playouts skip the check)."""
        self.legal_cache = None
        flow.perform(self, action)

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
