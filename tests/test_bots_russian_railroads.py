"""Russian Railroads heuristics: greedy beats random, the rollout policy always answers
legally, choices are reproducible and fair (issue 7)."""

from __future__ import annotations

import random

import pytest

from eurotable import games
from eurotable.bots import decision_for, make_bot
from eurotable.bots.heuristics import heuristics_for
from eurotable.bots.russian_railroads import HEURISTICS, round_points, values
from eurotable.games.russian_railroads.data import BLACK, KIEV
from eurotable.games.russian_railroads.game import RussianRailroads
from eurotable.games.russian_railroads.scoring import round_parts
from eurotable.games.russian_railroads.state import S_MAIN
from eurotable.selfplay import play_bot_game

SPEC = games.get("russian-railroads")


def _game(players: int, seed: int) -> RussianRailroads:
    state = SPEC.new_game(players, seed=seed)
    assert isinstance(state, RussianRailroads)
    state.events = None
    return state


def positions(players: int, seed: int, count: int) -> list[RussianRailroads]:
    """``count`` positions with a real choice along a game mixing random and rollout moves."""
    state = _game(players, seed)
    rng = random.Random(seed)
    found: list[RussianRailroads] = []
    while not state.is_over and len(found) < count:
        legal = state.legal()
        if len(legal) > 1 and rng.random() < 0.15:
            found.append(state.clone())
        if rng.random() < 0.5:
            state.play(legal[rng.randrange(len(legal))])
        else:
            state.apply(HEURISTICS.rollout_action(state, rng))
    return found


def test_the_heuristics_are_registered_for_the_game() -> None:
    assert heuristics_for("russian-railroads") is HEURISTICS


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_rollout_policy_answers_legally_in_every_position_without_changing_it(
    players: int,
) -> None:
    """Whole games played by the policy alone, each of its answers checked, then the
    policy asked again in sampled positions of games mixing random moves."""
    asked = 0
    for seed in range(3):
        state = _game(players, seed)
        rng = random.Random(seed)
        while not state.is_over:
            before = state.to_json()
            action = HEURISTICS.rollout_action(state, rng)
            assert state.to_json() == before
            assert action in state.legal_actions()
            state.apply(action)
            asked += 1
        assert all(score > 100 for score in state.result().scores)
    for state in positions(players, 10 + players, 40):
        assert HEURISTICS.rollout_action(state, random.Random(1)) in state.legal_actions()
        asked += 1
    assert asked > 200 * players


def test_values_score_the_round_like_the_rules_and_are_the_result_at_the_end() -> None:
    state = _game(3, 4)
    rng = random.Random(4)
    while not state.is_over:
        for player in state.seats:
            assert round_points(player) == sum(round_parts(player).values())
        assert len(values(state)) == 3
        state.apply(HEURISTICS.rollout_action(state, rng))
    assert values(state) == [float(score) for score in state.result().scores]


def test_values_reward_the_round_score_and_a_spent_worker_must_earn_its_keep() -> None:
    start = _game(2, 1)
    while start.step != S_MAIN:  # past the starting bonuses
        start.play(start.legal()[0])
    seat = start.actor
    start.seats[seat].tracks[KIEV * 5 + BLACK] = 3
    reached = start.clone()
    reached.seats[seat].locos[3] = 3  # a level-3 locomotive reaches Kiev's first bonuses
    gain = values(reached)[seat] - values(start)[seat]
    assert 0 < gain <= (1 + 2 + 3) * start.rounds  # at most those bonuses in every round
    idle = start.clone()
    idle.seats[seat].hand -= 1
    assert values(idle)[seat] < values(start)[seat]
    assert values(idle)[1 - seat] == values(start)[1 - seat]


def test_greedy_clearly_beats_random_in_paired_two_player_games() -> None:
    wins = 0.0
    margin = 0
    for seed in range(3):
        for greedy_seat in (0, 1):
            bots = ["greedy", "random"] if greedy_seat == 0 else ["random", "greedy"]
            result = play_bot_game(SPEC, 2, {}, 100 + seed, bots).result
            wins += (greedy_seat in result.winners) / len(result.winners)
            margin += result.scores[greedy_seat] - result.scores[1 - greedy_seat]
    assert wins == 6
    assert margin / 6 > 100


@pytest.mark.parametrize("players", [2, 4])
def test_greedy_is_reproducible_for_a_seed_and_answers_legally(players: int) -> None:
    runs = []
    for _ in range(2):
        bot = make_bot("greedy", 11, SPEC)
        picks = []
        for state in positions(players, 3, 12):
            decision = decision_for(state)
            action = bot.choose(decision)
            assert action in decision.legal
            picks.append(str(action))
        runs.append(picks)
    assert runs[0] == runs[1]
    state = positions(players, 5, 1)[0]
    assert str(HEURISTICS.choose(state, random.Random(2))) == str(
        HEURISTICS.choose(state.clone(), random.Random(2))
    )


def test_greedy_moves_do_not_depend_on_what_the_seat_cannot_see() -> None:
    checked = 0
    for state in positions(3, 8, 10):
        seat = state.current_player
        assert seat is not None
        expected = str(make_bot("greedy", 5, SPEC).choose(decision_for(state)))
        for secret, variant in SPEC.secrets(state, seat, random.Random(3)):
            move = make_bot("greedy", 5, SPEC).choose(decision_for(variant))
            assert str(move) == expected, secret
            checked += 1
    assert checked >= 10
