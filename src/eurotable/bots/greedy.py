"""``greedy``: the game's heuristic choice on a determinization of the bot's observation."""

from __future__ import annotations

import random

from eurotable.bots.base import Bot, Decision
from eurotable.bots.heuristics import Heuristics
from eurotable.core.actions import Action
from eurotable.core.game import GameSpec, GameState


class GreedyBot(Bot):
    name = "greedy"

    def __init__(self, spec: GameSpec, heuristics: Heuristics, seed: int = 0) -> None:
        self._spec = spec
        self._heuristics = heuristics
        self._rng = random.Random(seed)

    def choose(self, decision: Decision) -> Action:
        if len(decision.legal) == 1:
            return decision.legal[0]
        state = self._spec.determinize(decision.observation, self._rng)
        state.events = None
        return greedy_choice(self._heuristics, state, decision, self._rng)


def greedy_choice(
    heuristics: Heuristics, state: GameState, decision: Decision, rng: random.Random
) -> Action:
    """The heuristic choice on ``state``, a determinization of ``decision``'s observation,
    as one of the decision's own actions."""
    return offered(decision, heuristics.choose(state, rng))


def offered(decision: Decision, choice: Action) -> Action:
    """``choice``, made on a determinization of ``decision``'s observation, as one of the
    decision's own actions."""
    # The determinized state's actions are the game's own values: map back to the
    # decision's list, so the bot only ever answers with an offered action.
    return decision.legal[[str(a) for a in decision.legal].index(str(choice))]
