"""Helpers for the regression tests of refused positions: a real position to break."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from eurotable import games
from eurotable.core.errors import BadPosition


def position(
    game: str,
    players: int,
    actions: int = 0,
    options: dict[str, object] | None = None,
    until: Callable[[dict[str, Any]], bool] | None = None,
) -> dict[str, Any]:
    """The first position, after at least ``actions`` random actions of a seeded game,
    for which ``until(json)`` holds (the seed is changed until one is found)."""
    spec = games.get(game)
    for seed in range(100):
        state = spec.new_game(players, options, seed)
        chooser = random.Random(seed)
        done = 0
        while True:
            data = state.to_json()
            if done >= actions and (until is None or until(data)):
                return data
            if state.is_over:
                break
            legal = state.legal_actions()
            state.apply(legal[chooser.randrange(len(legal))])
            done += 1
    raise AssertionError("no such position in 100 games")


def refused(game: str, data: dict[str, Any], *words: str) -> str:
    """``from_json`` refuses ``data`` with ``BadPosition`` whose message names ``words``."""
    with pytest.raises(BadPosition) as caught:
        games.get(game).from_json(data)
    message = str(caught.value)
    for word in words:
        assert word in message, f"{word!r} not in {message!r}"
    return message
