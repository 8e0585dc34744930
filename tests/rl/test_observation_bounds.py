"""Every feature of every game's observation vector lies in the bounds the spaces declare
(docs/rl.md: Bounds): [0, 1], finite, for every game, player count and edition."""

from __future__ import annotations

import random

import numpy as np
import pytest

from eurotable import games, rl

SETUPS = [
    *(("puerto-rico", players, {}) for players in (2, 3, 4, 5)),
    *(("puerto-rico", players, {"open_vp": True}) for players in (3,)),
    *(("russian-railroads", players, {}) for players in (2, 3, 4)),
    *(("shipyard", players, {}) for players in (1, 2, 3, 4)),
    ("shipyard", 4, {"contracts": "advanced", "employees": "random"}),
    *(("shipyard", players, {"edition": "first"}) for players in (2, 3, 4)),
]
GAMES = 10
"""Random games per set-up; every seat's observation of every position is checked."""


@pytest.mark.parametrize(("game", "players", "options"), SETUPS)
def test_the_declared_bounds_are_finite_and_the_unit_interval(
    game: str, players: int, options: dict[str, object]
) -> None:
    env = rl.raw_env(game, players, options)
    for box in (env.observation_space("seat_0")["observation"], env.state_space):
        assert np.isfinite(box.low).all() and np.isfinite(box.high).all()
        assert (box.low == 0.0).all() and (box.high == 1.0).all()
    seat = rl.SeatEnv(game, players, opponents="random" if players > 1 else None, options=options)
    assert seat.observation_space == env.observation_space("seat_0")


@pytest.mark.parametrize(("game", "players", "options"), SETUPS)
def test_every_observation_of_random_games_lies_in_the_declared_box(
    game: str, players: int, options: dict[str, object]
) -> None:
    spec = games.get(game)
    env = rl.raw_env(game, players, options)
    space = env.observation_space("seat_0")
    checked = 0
    for seed in range(GAMES):
        state = spec.new_game(players, options, seed=seed)
        state.events = None
        chooser = random.Random(seed)
        while True:
            for seat in range(players):
                observation = rl.spaces.observe(env.layout, state, seat)
                assert space.contains(observation), outside(env.layout, observation)
                checked += 1
            if state.is_over:
                break
            legal = state.legal_actions()
            state.apply(legal[chooser.randrange(len(legal))])
    assert checked > GAMES * players * 20


def outside(layout: rl.Layout, observation: dict[str, np.ndarray]) -> str:
    """The features outside [0, 1], named, for the failure message."""
    vector = observation["observation"]
    bad = np.flatnonzero((vector < 0.0) | (vector > 1.0))
    return ", ".join(f"{layout.features[i]}={vector[i]}" for i in bad[:10])
