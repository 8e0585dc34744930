"""Checks shared by the bots' tests: positions along a random game, that a bot's move
does not depend on what its seat cannot see, whole games played by bots, and a CPU clock
the test moves."""

from __future__ import annotations

import random
from collections.abc import Sequence

from eurotable.bots import Bot, decision_for, make_bot
from eurotable.core.game import GameSpec, GameState


def positions(
    spec: GameSpec, players: int, seed: int, count: int, options: dict[str, object] | None = None
) -> list[GameState]:
    """``count`` positions along a random game, each with a real choice to make."""
    state = spec.new_game(players, options, seed=seed)
    rng = random.Random(seed)
    found: list[GameState] = []
    while not state.is_over and len(found) < count:
        legal = state.legal_actions()
        if len(legal) > 1 and rng.random() < 0.1:
            found.append(state.clone())
        state.apply(legal[rng.randrange(len(legal))])
    return found


def assert_moves_ignore_secrets(spec: GameSpec, name: str, states: list[GameState]) -> int:
    """The bot ``name``, seeded the same way, makes the same move in each position whatever
    the secrets of the moving seat (stack orders, random streams, other seats' hidden
    holdings) are; returns how many secret variants were checked."""
    checked = 0
    for state in states:
        seat = state.current_player
        assert seat is not None
        expected = str(make_bot(name, 5, spec).choose(decision_for(state)))
        for secret, variant in spec.secrets(state, seat, random.Random(3)):
            assert str(make_bot(name, 5, spec).choose(decision_for(variant))) == expected, secret
            checked += 1
    return checked


def play_legal(state: GameState, bots: Sequence[Bot]) -> list[str]:
    """Play ``state`` to its end with a bot a seat, checking that every move is one of
    the decision's legal ones; the moves played."""
    played = []
    while not state.is_over:
        decision = decision_for(state)
        action = bots[decision.seat].choose(decision)
        assert str(action) in {str(a) for a in decision.legal}
        state.apply(action)
        played.append(str(action))
    return played


class Ticking:
    """A CPU clock (for ``time.thread_time``) that moves on ``step`` seconds each time it
    is read."""

    def __init__(self, step: float = 0.001) -> None:
        self.step = step
        self.now = 0.0

    def __call__(self) -> float:
        self.now += self.step
        return self.now
