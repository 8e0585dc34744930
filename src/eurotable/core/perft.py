"""Perft: the number of legal action sequences of a given length from a position."""

from __future__ import annotations

from eurotable.core.game import GameState


def perft(state: GameState, depth: int) -> int:
    """Count the action sequences of exactly ``depth`` decisions (fewer if the game ends)."""
    if depth == 0 or state.is_over:
        return 1
    actions = state.legal_actions()
    if depth == 1:
        return len(actions)
    total = 0
    for action in actions:
        child = state.clone()
        child.apply(action)
        total += perft(child, depth - 1)
    return total
