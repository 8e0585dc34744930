"""Bots play fairly and reproducibly (issue 7): they decide from observations only."""

from __future__ import annotations

import dataclasses
import random

import pytest

from bot_checks import Ticking, assert_moves_ignore_secrets, positions
from eurotable import games
from eurotable.bots import BadBot, Bot, decision_for, make_bot
from eurotable.bots.heuristics import SearchSettings, heuristics_for
from eurotable.bots.ismcts import LEVELS, Budget, ISMCTSBot
from eurotable.core.actions import Action
from eurotable.core.game import GameState
from eurotable.selfplay import play_bot_games, summarize

SPEC = games.get("puerto-rico")
SEARCHING = ["greedy", "ismcts:40it", "ismcts:40it:random:full"]


def test_a_decision_holds_the_observation_and_nothing_else() -> None:
    state = positions(SPEC, 3, 1, 1)[0]
    decision = decision_for(state)
    fields = {f.name for f in dataclasses.fields(decision)}
    assert fields == {"seat", "players", "observation", "legal"}
    assert decision.observation == state.observation(decision.seat)


@pytest.mark.parametrize("name", SEARCHING)
def test_changing_what_the_seat_cannot_see_does_not_change_the_move(name: str) -> None:
    """The stack order, the random streams and other players' chips are secrets: a bot
    seeded the same way makes the same move whatever they are."""
    assert assert_moves_ignore_secrets(SPEC, name, positions(SPEC, 4, 7, 6)) >= 12


@pytest.mark.parametrize("name", ["random", *SEARCHING])
def test_bots_are_deterministic_for_a_seed_and_answer_legally(name: str) -> None:
    runs = []
    for _ in range(2):
        bot: Bot = make_bot(name, 11, SPEC)
        picks = []
        for state in positions(SPEC, 2, 3, 5):
            decision = decision_for(state)
            action = bot.choose(decision)
            assert action in decision.legal
            picks.append(str(action))
        runs.append(picks)
    assert runs[0] == runs[1]


def test_ismcts_spends_its_iteration_budget_and_skips_forced_moves() -> None:
    bot = ISMCTSBot(SPEC, seed=1, budget=Budget(iterations=25))
    state = positions(SPEC, 3, 2, 1)[0]
    bot.choose(decision_for(state))
    assert bot.last_iterations == 25
    forced = dataclasses.replace(decision_for(state), legal=decision_for(state).legal[:1])
    bot.last_iterations = -1
    assert bot.choose(forced) == forced.legal[0]
    assert bot.last_iterations == -1


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("ismcts:fast", "unknown ismcts parameter 'fast'"),
        ("greedy:3", "'greedy' takes no parameters"),
        ("random:1", "'random' takes no parameters"),
        ("deep-blue", "unknown bot 'deep-blue'"),
        ("ismcts:0it", "'0it': a budget of iterations allows at least one"),
    ],
)
def test_bad_bot_names_are_refused(name: str, message: str) -> None:
    with pytest.raises(BadBot, match=message):
        make_bot(name, 0, SPEC)


def test_budgets_are_iterations_time_or_both() -> None:
    with pytest.raises(ValueError, match="iterations, milliseconds or both"):
        Budget()
    with pytest.raises(ValueError, match="negative"):
        Budget(iterations=-1)
    with pytest.raises(ValueError, match="negative"):
        Budget(iterations=3, milliseconds=-3)
    with pytest.raises(ValueError, match="at least one"):
        Budget(iterations=0, milliseconds=50)


@pytest.mark.parametrize(
    ("budget", "iterations"),
    [
        (Budget(iterations=1000, milliseconds=5), 5),
        (Budget(iterations=3, milliseconds=10_000), 3),
        (Budget(milliseconds=5), 5),
        (Budget(iterations=3), 3),
    ],
)
def test_a_search_stops_at_whichever_budget_runs_out_first(
    monkeypatch: pytest.MonkeyPatch, budget: Budget, iterations: int
) -> None:
    """The clock is read once for the deadline and once before every iteration after the
    first: 5 ms on it allow 5 iterations."""
    monkeypatch.setattr("time.thread_time", Ticking())
    bot = ISMCTSBot(SPEC, 1, budget)
    bot.choose(decision_for(positions(SPEC, 3, 1, 2)[0]))
    assert bot.last_iterations == iterations


def test_every_level_bounds_the_cpu_time_of_a_decision() -> None:
    """Iterations alone cost very different times in different games (Shipyard's search
    draws slowly): a level a player picks caps the time too."""
    assert all(budget.milliseconds is not None for budget in LEVELS.values())


def test_greedy_clearly_beats_random_over_paired_seats() -> None:
    """A small fixed sample (the full measurement is in docs/bots.md)."""
    first = summarize(SPEC.name, 2, {}, play_bot_games(SPEC, 2, {}, ["greedy", "random"], 10, 50))
    second = summarize(SPEC.name, 2, {}, play_bot_games(SPEC, 2, {}, ["random", "greedy"], 10, 50))
    assert first.wins[0] + second.wins[1] >= 18


def test_a_solo_game_rewards_the_search_with_its_score() -> None:
    """Alone against the automata every game is 'won': the score is what counts."""
    from eurotable.bots.ismcts import SOLO_SCALE, win_shares

    solo = games.get("shipyard").new_game(1, seed=4)
    rng = random.Random(4)
    while not solo.is_over:
        legal = solo.legal_actions()
        solo.apply(legal[rng.randrange(len(legal))])
    score = solo.result().scores[0]
    assert win_shares(solo) == [min(1.0, max(0.0, score / SOLO_SCALE))]
    assert win_shares(solo)[0] < 1.0


@pytest.mark.parametrize(
    ("name", "settings"),
    [
        ("ismcts", SearchSettings(depth=30)),
        ("ismcts:t2:c0.3", SearchSettings(turns=2, exploration=0.3)),
        ("ismcts:t2:d12", SearchSettings(depth=12)),
        ("ismcts:d5:full", SearchSettings()),
    ],
)
def test_search_settings_come_from_the_game_and_the_name(
    name: str, settings: SearchSettings
) -> None:
    bot = make_bot(name, 0, SPEC)
    assert isinstance(bot, ISMCTSBot)
    assert bot.settings == settings


def test_a_rollout_stops_at_one_cut_off_not_both() -> None:
    with pytest.raises(ValueError, match="not both"):
        SearchSettings(depth=3, turns=1)


class Recording:
    """Puerto Rico's heuristics, noting the player to move at every call."""

    def __init__(self) -> None:
        self.inner = heuristics_for(SPEC.name)
        assert self.inner is not None
        self.search = self.inner.search
        self.lead_scale = self.inner.lead_scale
        self.calls: list[tuple[str, int | None]] = []

    def values(self, state: GameState) -> list[float]:
        self.calls.append(("values", state.current_player))
        return self.inner.values(state)

    def rollout_action(self, state: GameState, rng: random.Random) -> Action:
        self.calls.append(("rollout", state.current_player))
        return self.inner.rollout_action(state, rng)

    def choose(self, state: GameState, rng: random.Random) -> Action:
        return self.inner.choose(state, rng)


@pytest.mark.parametrize("seed", range(4))
def test_rollouts_stop_where_the_settings_say(seed: int) -> None:
    """``t1`` judges the position once the player who started the rollout has finished
    its turn; ``d5`` after five decisions."""
    for settings in (SearchSettings(turns=1), SearchSettings(depth=5)):
        recording = Recording()
        bot = ISMCTSBot(
            SPEC, seed, Budget(iterations=1), recording, greedy_rollouts=True, settings=settings
        )
        state = positions(SPEC, 3, seed, 1)[0]
        bot.choose(decision_for(state))
        # The first call picks the new child at the root, the last judges the position.
        kinds = [kind for kind, _ in recording.calls]
        assert kinds == ["rollout"] * (len(kinds) - 1) + ["values"]
        steps = [seat for _, seat in recording.calls[1:-1]]
        judged = recording.calls[-1][1]
        if settings.turns == 1:
            assert steps and set(steps) == {steps[0]} and judged != steps[0]
        else:
            assert len(steps) == 5
