"""Shipyard heuristics on full states: the rule policy, the value estimate, the greedy pick.

Bots reach these through a determinization of their observation; here they are handed the
true state, which is all the heuristics themselves ever read.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from eurotable import games
from eurotable.bots.heuristics import heuristics_for, margins
from eurotable.bots.shipyard import HEURISTICS, yard_ships
from eurotable.core.actions import Action
from eurotable.games.shipyard.data import BOW, EDITIONS, MIDDLE, STERN
from eurotable.games.shipyard.game import Shipyard

SPEC = games.get("shipyard")
ED = EDITIONS["second"]

Policy = Callable[[Shipyard, random.Random], Action]


def _random(state: Shipyard, rng: random.Random) -> Action:
    legal = state.legal()
    return legal[rng.randrange(len(legal))]


def _greedy(state: Shipyard, rng: random.Random) -> Action:
    return HEURISTICS.choose(state, rng)


def _new(players: int, seed: int, edition: str = "second") -> Shipyard:
    state = SPEC.new_game(players, {"edition": edition}, seed=seed)
    assert isinstance(state, Shipyard)
    state.events = None
    return state


def _play(players: int, seed: int, policies: list[Policy]) -> Shipyard:
    state = _new(players, seed)
    rngs = [random.Random(seed * 10 + seat) for seat in range(players)]
    while not state.is_over:
        seat = state.actor
        state.apply(policies[seat](state, rngs[seat]))
    return state


def _tile(kind: int) -> int:
    return next(t.index for t in ED.ships if t.deck >= 0 and t.kind == kind)


def test_shipyard_has_heuristics() -> None:
    assert heuristics_for("shipyard") is HEURISTICS


def test_ships_in_the_yard_and_the_tiles_they_lack() -> None:
    bow, middle, stern = _tile(BOW), _tile(MIDDLE), _tile(STERN)
    empty = -1
    assert yard_ships(ED, [empty] * 9) == []
    assert yard_ships(ED, [bow, middle, stern, *[empty] * 6]) == [([bow, middle, stern], 0)]
    # A gap between a bow and a stern must be filled with middles.
    assert yard_ships(ED, [bow, empty, empty, stern, *[empty] * 5]) == [([bow, stern], 2)]
    # A lone middle lacks a bow and a stern; a bow opens a new ship.
    assert yard_ships(ED, [empty, middle, empty, bow, *[empty] * 5]) == [
        ([middle], 2),
        ([bow], 2),
    ]
    # A bow right after a bow: the first ship must wait for the second to sail.
    (first, blocked), (second, free) = yard_ships(ED, [bow, bow, *[empty] * 7])
    assert first == second == [bow] and blocked > free == 2


@pytest.mark.parametrize(
    ("edition", "players"),
    [("second", 1), ("second", 2), ("second", 3), ("second", 4), ("first", 2), ("first", 4)],
)
def test_the_rule_policy_always_answers_a_legal_action(edition: str, players: int) -> None:
    for seed in range(2):
        state = _new(players, seed, edition)
        rng = random.Random(seed)
        while not state.is_over:
            legal = state.legal()
            action = HEURISTICS.rollout_action(state, rng)
            assert action in legal
            # Mix in random moves so the policy meets positions it would not make itself.
            state.apply(action if rng.random() < 0.7 else legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_values_have_one_entry_per_seat_and_end_as_the_final_scores(players: int) -> None:
    state = _new(players, 3)
    rng = random.Random(3)
    while not state.is_over:
        assert len(HEURISTICS.values(state)) == players
        state.apply(HEURISTICS.rollout_action(state, rng))
    scores = state.result().scores
    # Guilders only break ties.
    assert all(0 <= v - s < 1 for v, s in zip(HEURISTICS.values(state), scores, strict=True))
    if players == 1:
        assert margins(HEURISTICS, state) == HEURISTICS.values(state)


def test_the_greedy_pick_is_legal_and_reproducible() -> None:
    runs = []
    for _ in range(2):
        state = _new(2, 5)
        rng = random.Random(11)
        picks = []
        for _ in range(80):
            action = HEURISTICS.choose(state, rng)
            assert action in state.legal()
            picks.append(str(action))
            state.apply(action)
        runs.append(picks)
    assert runs[0] == runs[1]


def test_greedy_beats_random_in_two_player_games() -> None:
    wins = 0.0
    games_played = 0
    for seed in range(5):
        for greedy_seat in (0, 1):
            policies = [_random, _random]
            policies[greedy_seat] = _greedy
            result = _play(2, seed, policies).result()
            if result.places[greedy_seat] == 1:
                wins += 1 / result.places.count(1)
            games_played += 1
    assert wins >= 9, f"greedy won {wins} of {games_played}"


def test_greedy_scores_far_more_than_random_alone() -> None:
    seeds = range(4)
    greedy = [_play(1, seed, [_greedy]).result().scores[0] for seed in seeds]
    rand = [_play(1, seed, [_random]).result().scores[0] for seed in seeds]
    assert min(greedy) > max(rand)
    assert sum(greedy) / len(greedy) >= 30
