"""``random``: uniform over the legal actions, from its own seeded generator."""

from __future__ import annotations

import random

from eurotable.bots.base import Bot, Decision
from eurotable.core.actions import Action


class RandomBot(Bot):
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, decision: Decision) -> Action:
        return decision.legal[self._rng.randrange(len(decision.legal))]
