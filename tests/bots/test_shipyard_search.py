"""The flat search Shipyard's ``ismcts`` uses (issue 7): its settings, what it judges and
that it decides from the seat's observation alone, reproducibly."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from dataclasses import replace

import pytest

from bot_checks import Ticking
from eurotable import games
from eurotable.bots import BadBot, Decision, decision_for, make_bot
from eurotable.bots.greedy import GreedyBot
from eurotable.bots.heuristics import LookAhead, SearchSettings, TurnHeuristics, heuristics_for
from eurotable.bots.ismcts import Budget, ISMCTSBot
from eurotable.bots.shipyard import (
    HEURISTICS,
    LOOK_AHEAD_SEEDS,
    finish_turn,
    learned,
    learned_model,
    look_ahead,
    turn_starts,
)
from eurotable.core.actions import Action
from eurotable.core.game import GameState
from eurotable.games.shipyard.game import Shipyard

SPEC = games.get("shipyard")


def positions(
    players: int, seed: int, count: int, width: int = 2, edition: str = "second"
) -> list[GameState]:
    """``count`` positions along a game of rule-policy moves, each with at least
    ``width`` legal actions."""
    state = SPEC.new_game(players, seed=seed, options={"edition": edition})
    rng = random.Random(seed)
    found: list[GameState] = []
    while not state.is_over and len(found) < count:
        if len(state.legal_actions()) >= width and rng.random() < 0.2:
            found.append(state.clone())
        state.apply(HEURISTICS.rollout_action(state, rng))
    assert len(found) == count
    return found


class Counting:
    """Shipyard's heuristics, counting the turns the search finishes."""

    def __init__(self) -> None:
        self.search = HEURISTICS.search
        self.lead_scale = HEURISTICS.lead_scale
        self.finished = 0

    def values(self, state: GameState) -> list[float]:
        return HEURISTICS.values(state)

    def rollout_action(self, state: GameState, rng: random.Random) -> Action:
        return HEURISTICS.rollout_action(state, rng)

    def choose(self, state: GameState, rng: random.Random) -> Action:
        return HEURISTICS.choose(state, rng)

    def finish_turn(self, state: GameState, seat: int, rng: random.Random) -> None:
        self.finished += 1
        finish_turn(state, seat, rng)

    def turn_starts(self, state: GameState, seat: int) -> bool:
        return turn_starts(state, seat)


@pytest.mark.parametrize(
    "fields",
    [
        {"horizon": 1},
        {"narrow": 8},
        {"flat": True, "narrow": 0},
        {"flat": True, "horizon": -1},
        {"solo_playouts": 1000.0},
        {"flat": True, "solo_playouts": -1.0},
        {"flat": True, "solo_cut": 6},
        {"flat": True, "solo_playouts": 1000.0, "solo_cut": -1},
        {"flat": True, "solo_draws": 8},
        {"flat": True, "solo_playouts": 1000.0, "solo_draws": 0},
        {"solo_look_ahead": 200.0},
        {"flat": True, "solo_look_ahead": -1.0},
        {"flat": True, "solo_playouts": 1000.0, "solo_draws_look_ahead": 1},
        {"flat": True, "solo_playouts": 1000.0, "solo_draws": 8, "solo_draws_look_ahead": 0},
        {"flat": True, "solo_playouts": 1000.0, "solo_draws": 8, "solo_draws_cut": 3},
        {
            "flat": True,
            "solo_playouts": 1000.0,
            "solo_draws": 8,
            "solo_draws_look_ahead": 1,
            "solo_draws_cut": -1,
        },
        {"flat": True, "solo_playouts": 1000.0, "solo_draws": 8, "solo_draws_in_turn": True},
        {"flat": True, "greedy_turns": True},
    ],
)
def test_the_flat_settings_need_one_another(fields: dict[str, bool | int]) -> None:
    with pytest.raises(ValueError):
        SearchSettings(**fields)  # type: ignore[arg-type]


def test_without_solo_clears_every_solo_setting_and_keeps_the_rest() -> None:
    solo = HEURISTICS.search
    plain = solo.without_solo()
    names = [field.name for field in dataclasses.fields(SearchSettings)]
    solos = {
        "solo_playouts",
        "solo_cut",
        "solo_draws",
        "solo_look_ahead",
        "solo_draws_look_ahead",
        "solo_draws_cut",
        "solo_draws_in_turn",
    }
    assert solos <= set(names)
    for name in names:
        if name == "solo_draws_in_turn":  # a switch: on, then off
            assert getattr(solo, name) is True and getattr(plain, name) is False
        elif name.startswith("solo_"):
            assert getattr(solo, name) is not None and getattr(plain, name) is None, name
        else:
            assert getattr(plain, name) == getattr(solo, name), name


def test_shipyard_searches_flat_and_the_other_games_by_their_tree() -> None:
    assert isinstance(HEURISTICS, TurnHeuristics)
    assert HEURISTICS.search.flat and HEURISTICS.search.horizon == 2
    assert HEURISTICS.search.greedy_turns
    for game in ("puerto-rico", "russian-railroads"):
        heuristics = heuristics_for(game)
        assert heuristics is not None and not heuristics.search.flat
        bot = make_bot("ismcts:10it", 1, games.get(game))
        assert isinstance(bot, ISMCTSBot) and not bot.settings.flat


def test_a_flat_search_needs_heuristics_that_know_where_turns_end() -> None:
    spec = games.get("puerto-rico")
    heuristics = heuristics_for(spec.name)
    with pytest.raises(ValueError, match="turns end"):
        ISMCTSBot(spec, 1, Budget(iterations=5), heuristics, True, SearchSettings(flat=True))
    with pytest.raises(ValueError, match="rule policy"):
        ISMCTSBot(SPEC, 1, Budget(iterations=5), HEURISTICS, False, SearchSettings(flat=True))


def test_the_tree_search_is_named_with_tree_and_its_settings_need_it() -> None:
    tree = make_bot("ismcts:tree", 1, SPEC)
    assert isinstance(tree, ISMCTSBot)
    assert tree.settings == SearchSettings(turns=1, exploration=0.25)
    tuned = make_bot("ismcts:t2:tree:c0.5", 1, SPEC)
    assert isinstance(tuned, ISMCTSBot)
    assert tuned.settings == SearchSettings(turns=2, exploration=0.5)
    # Without 'tree' they would be silently ignored by the flat search: refused instead.
    for name in ("ismcts:t2", "ismcts:d30", "ismcts:full", "ismcts:c0.5", "ismcts:random"):
        with pytest.raises(BadBot, match="name 'tree' too"):
            make_bot(name, 1, SPEC)


@pytest.mark.parametrize(
    ("players", "edition"),
    [(1, "second"), (2, "second"), (4, "second"), (2, "first"), (4, "first")],
)
def test_the_replies_stop_at_the_start_of_the_seats_next_turn(players: int, edition: str) -> None:
    for state in positions(players, players, 3, edition=edition):
        seat = state.current_player
        assert seat is not None
        rng = random.Random(1)
        finish_turn(state, seat, rng)
        assert state.is_over or state.current_player != seat or turn_starts(state, seat)
        while not turn_starts(state, seat):
            state.apply(HEURISTICS.rollout_action(state, rng))
        assert state.is_over or state.current_player == seat


@pytest.mark.parametrize(
    ("horizon", "edition"), [(0, "second"), (1, "second"), (2, "second"), (2, "first")]
)
def test_a_flat_search_decides_from_the_observation_reproducibly(
    horizon: int, edition: str
) -> None:
    settings = SearchSettings(flat=True, horizon=horizon)
    for state in positions(2, 3, 3, edition=edition):
        decision = decision_for(state)
        seat = decision.seat
        bot = ISMCTSBot(SPEC, 5, Budget(iterations=3), HEURISTICS, True, settings)
        move = bot.choose(decision)
        assert move in decision.legal and bot.last_iterations == 3
        again = ISMCTSBot(SPEC, 5, Budget(iterations=3), HEURISTICS, True, settings)
        assert str(again.choose(decision)) == str(move)
        for _, variant in SPEC.secrets(state, seat, random.Random(1)):
            other = ISMCTSBot(SPEC, 5, Budget(iterations=3), HEURISTICS, True, settings)
            assert str(other.choose(decision_for(variant))) == str(move)


def test_narrowing_halves_the_actions_judged_as_the_draws_double() -> None:
    state = next(s for s in positions(2, 4, 40) if len(s.legal_actions()) == 7)
    counting = Counting()
    settings = SearchSettings(flat=True, narrow=1)
    bot = ISMCTSBot(SPEC, 2, Budget(iterations=4), counting, True, settings)
    bot.choose(decision_for(state))
    # 7 actions on the first draw, then 4, then 2 (the fewest kept), and 2 again.
    assert counting.finished == 7 + 4 + 2 + 2


@pytest.mark.parametrize("horizon", [0, 1, 2, 3])
def test_the_horizon_counts_the_seats_turns_played_before_judging(horizon: int) -> None:
    # Early positions: the game lasts past every horizon tried here.
    state = positions(2, 6, 1, width=3)[0]
    width = len(state.legal_actions())
    counting = Counting()
    settings = SearchSettings(flat=True, horizon=horizon)
    bot = ISMCTSBot(SPEC, 2, Budget(iterations=1), counting, True, settings)
    bot.choose(decision_for(state))
    # Every action: the rest of this turn, then one more own turn per horizon step past 1.
    assert counting.finished == width * max(1, horizon)


class TurnStarts(Counting):
    """Shipyard's heuristics, counting who chose each action that begins a turn."""

    def __init__(self) -> None:
        super().__init__()
        self.began: list[str] = []

    def rollout_action(self, state: GameState, rng: random.Random) -> Action:
        if turn_starts(state, state.current_player or 0):
            self.began.append("rules")
        return super().rollout_action(state, rng)

    def choose(self, state: GameState, rng: random.Random) -> Action:
        self.began.append("greedy")
        return super().choose(state, rng)


@pytest.mark.parametrize("greedy_turns", [False, True])
def test_greedy_turns_begin_every_turn_of_the_horizon_with_the_greedy_choice(
    greedy_turns: bool,
) -> None:
    state = positions(2, 6, 1, width=3)[0]
    width = len(state.legal_actions())
    starts = TurnStarts()
    settings = SearchSettings(flat=True, horizon=2, greedy_turns=greedy_turns)
    bot = ISMCTSBot(SPEC, 2, Budget(iterations=1), starts, True, settings)
    bot.choose(decision_for(state))
    # Every action: the other seat's turn, the seat's next turn, the other seat's again.
    assert starts.began == ["greedy" if greedy_turns else "rules"] * 3 * width


SOLO = SearchSettings(flat=True, horizon=2, narrow=8, solo_playouts=1000.0)


class Clock:
    """A CPU clock that only the heuristics move: a millisecond for every greedy choice and
    every turn finished by the rule policy."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class Timed(Counting):
    def __init__(self, clock: Clock) -> None:
        super().__init__()
        self.clock = clock

    def choose(self, state: GameState, rng: random.Random) -> Action:
        self.clock.now += 0.001
        return HEURISTICS.choose(state, rng)

    def finish_turn(self, state: GameState, seat: int, rng: random.Random) -> None:
        self.clock.now += 0.001
        super().finish_turn(state, seat, rng)


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    """Time budgets on a clock the test controls, so the draws made are the same each run."""
    found = Clock()
    monkeypatch.setattr("time.thread_time", found)
    return found


def solo_positions(turn_start: bool, count: int) -> list[GameState]:
    """Solo positions where the seat's turn starts (or where it does not)."""
    found = [s for s in positions(1, 8, 24) if turn_starts(s, s.current_player or 0) == turn_start]
    assert len(found) >= count
    return found[:count]


def final_score(state: GameState, rng: random.Random) -> int:
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(legal[0] if len(legal) == 1 else HEURISTICS.choose(state, rng))
    return state.result().scores[0]


def replayed(
    decision: Decision,
    draws: int,
    seed: int,
    playout: Callable[[GameState, random.Random], float],
) -> list[float]:
    """Each of ``decision``'s actions' total over the search's ``draws``, replayed by hand:
    the determinizations and playout seeds a bot seeded ``seed`` draws, every action played
    on a copy of each and judged by ``playout``."""
    rng = random.Random(seed)
    texts = [str(a) for a in decision.legal]
    totals = [0.0] * len(texts)
    for _ in range(draws):
        world = SPEC.determinize(decision.observation, rng)
        world.events = None
        shared = rng.getrandbits(64)
        actions = {str(a): a for a in world.legal_actions()}
        for index, text in enumerate(texts):
            child = world.clone()
            child.apply(actions[text])
            totals[index] += playout(child, random.Random(shared))
    return totals


def test_alone_the_search_plays_the_move_whose_greedy_playouts_score_most(clock: Clock) -> None:
    """Alone (the solo game), with time enough, each action is judged by the final score of
    the game played to its end by the greedy choice on the draw: replayed here by hand,
    draw for draw."""
    assert HEURISTICS.search.solo_playouts == 1000.0
    for state in solo_positions(True, 3):
        decision = decision_for(state)
        timed = Timed(clock)
        bot = ISMCTSBot(SPEC, 9, Budget(milliseconds=1500), timed, True, SOLO)
        move = bot.choose(decision)
        draws = bot.last_iterations
        assert draws >= 2 and timed.finished == 0  # no heuristic judgement
        texts = [str(a) for a in decision.legal]
        totals = replayed(decision, draws, 9, final_score)
        assert len(set(totals)) > 1, "the draws should tell the actions apart"
        assert str(move) == texts[max(range(len(texts)), key=totals.__getitem__)]


SOLO_DRAWS = replace(SOLO, solo_draws=4)
"""The solo search with budgets of 4 draws or more playing out too."""


@pytest.mark.parametrize(
    ("budget", "settings"),
    [
        (Budget(milliseconds=999), SOLO),
        (Budget(iterations=2), SOLO),
        (Budget(iterations=3), SOLO_DRAWS),
        (Budget(iterations=4, milliseconds=999), SOLO_DRAWS),
    ],
)
def test_alone_with_less_time_the_search_judges_at_its_horizon(
    clock: Clock, budget: Budget, settings: SearchSettings
) -> None:
    """A draw of whole games is long: below the budget the setting names, and with budgets
    in iterations short of ``solo_draws`` (or bounded by a shorter time too), the solo
    search is the one of other seats."""
    for state in solo_positions(True, 2):
        timed = Timed(clock)
        bot = ISMCTSBot(SPEC, 9, budget, timed, True, settings)
        bot.choose(decision_for(state))
        assert bot.last_iterations >= 2 and timed.finished >= 2 * bot.last_iterations


def test_alone_a_budget_of_solo_draws_plays_out_exactly_that_many() -> None:
    """With ``solo_draws`` and a budget of at least that many iterations (no time), the
    solo search plays out on exactly the budget's draws, no clock in it: the move the
    draws replayed by hand choose, whatever the machine's speed."""
    assert HEURISTICS.search.solo_draws == 8
    for state in solo_positions(True, 2):
        decision = decision_for(state)
        counting = Counting()
        bot = ISMCTSBot(SPEC, 9, Budget(iterations=5), counting, True, SOLO_DRAWS)
        move = bot.choose(decision)
        assert bot.last_iterations == 5 and counting.finished == 0  # no heuristic judgement
        texts = [str(a) for a in decision.legal]
        totals = replayed(decision, 5, 9, final_score)
        assert len(set(totals)) > 1, "the draws should tell the actions apart"
        assert str(move) == texts[max(range(len(texts)), key=totals.__getitem__)]


@pytest.mark.parametrize("settings", [SOLO, HEURISTICS.search])
def test_alone_the_decisions_inside_a_turn_are_the_greedy_choice(
    clock: Clock, settings: SearchSettings
) -> None:
    """On a time budget (the shipped settings included: only budgets in draws search
    inside a turn, below)."""
    for state in solo_positions(False, 3):
        decision = decision_for(state)
        bot = ISMCTSBot(SPEC, 4, Budget(milliseconds=1000), HEURISTICS, True, settings)
        move = bot.choose(decision)
        assert bot.last_iterations == 0
        assert str(move) == str(GreedyBot(SPEC, HEURISTICS, 4).choose(decision))


def test_alone_the_search_decides_from_the_observation_reproducibly(clock: Clock) -> None:
    def move(decision: Decision) -> str:
        clock.now = 0.0
        bot = ISMCTSBot(SPEC, 3, Budget(milliseconds=1000), Timed(clock), True, SOLO)
        return str(bot.choose(decision))

    for state in solo_positions(True, 2):
        first = move(decision_for(state))
        assert move(decision_for(state)) == first
        for _, variant in SPEC.secrets(state, 0, random.Random(2)):
            assert move(decision_for(variant)) == first


def test_with_other_seats_solo_playouts_change_nothing(clock: Clock) -> None:
    """With a time budget the playouts would take alone, two seats search as before."""
    plain = SearchSettings(flat=True, horizon=2, narrow=8)

    def move(decision: Decision, settings: SearchSettings) -> tuple[str, int]:
        clock.now = 0.0
        bot = ISMCTSBot(SPEC, 6, Budget(milliseconds=1000), Timed(clock), True, settings)
        return str(bot.choose(decision)), bot.last_iterations

    for state in positions(2, 5, 3):
        decision = decision_for(state)
        searched = move(decision, SOLO)
        assert searched[1] >= 2
        assert move(decision, plain) == searched


class TimedJudged(Timed):
    """``Timed``, judging a playout cut short and looking ahead as the shipped heuristics
    do."""

    def judge_playout(self, state: GameState, seat: int) -> float:
        return HEURISTICS.judge_playout(state, seat)

    def look_ahead(
        self,
        state: GameState,
        rng: random.Random,
        deadline: float | None,
        seeds: int | None = None,
    ) -> Action:
        return HEURISTICS.look_ahead(state, rng, deadline, seeds)


def judged_after(state: GameState, turns: int, rng: random.Random, looks: bool = False) -> float:
    """The greedy playout cut where the seat's turn starts for the ``turns + 1``-th time,
    judged there; with ``looks``, each turn it starts begun by the one-seed look-ahead
    instead; by hand."""
    started = 0
    while not state.is_over:
        begins = turn_starts(state, 0)
        if begins:
            if started == turns:
                return HEURISTICS.judge_playout(state, 0)
            started += 1
        legal = state.legal_actions()
        if len(legal) == 1:
            state.apply(legal[0])
        elif begins and looks:
            state.apply(look_ahead(state, rng, None, 1))
        else:
            state.apply(HEURISTICS.choose(state, rng))
    return float(state.result().scores[0])


@pytest.mark.parametrize(
    "cut",
    [
        replace(SOLO, solo_cut=1),
        replace(SOLO, solo_cut=1, solo_draws=2, solo_draws_look_ahead=1, solo_draws_cut=3),
    ],
)
def test_alone_a_playout_cut_short_is_judged_where_the_seats_turn_starts(
    clock: Clock, cut: SearchSettings
) -> None:
    """With ``solo_cut``, each action is judged by ``judge_playout`` once the rest of its
    turn and that many whole turns are played by the greedy choice: replayed by hand. A
    time budget keeps that cut and the greedy choice whatever the look-ahead's settings for
    budgets in draws."""
    for state in solo_positions(True, 2):
        decision = decision_for(state)
        bot = ISMCTSBot(SPEC, 5, Budget(milliseconds=1500), TimedJudged(clock), True, cut)
        move = bot.choose(decision)
        draws = bot.last_iterations
        assert draws >= 2
        texts = [str(a) for a in decision.legal]
        totals = replayed(decision, draws, 5, lambda child, rng: judged_after(child, 1, rng))
        assert str(move) == texts[max(range(len(texts)), key=totals.__getitem__)]
        # On the first draw alone (played to the end, each of the draws costs a whole game):
        judged = replayed(decision, 1, 5, lambda child, rng: judged_after(child, 1, rng))
        assert judged != replayed(decision, 1, 5, final_score), "judged, not finished"


def test_shipyards_playouts_are_cut_and_judged_by_the_learned_evaluation() -> None:
    assert HEURISTICS.search.solo_cut == 6
    state = solo_positions(True, 1)[0]
    assert isinstance(state, Shipyard)
    model = learned_model("second", 1)
    assert model is not None
    value = HEURISTICS.values(state)[0]
    expected = value + learned(state, 0, model, value)
    assert HEURISTICS.judge_playout(state, 0) == pytest.approx(expected)


@pytest.mark.parametrize(
    "cut",
    [
        replace(SOLO, solo_cut=2),
        replace(SOLO, solo_draws=2, solo_draws_look_ahead=1, solo_draws_cut=2),
    ],
)
def test_a_cut_needs_heuristics_that_judge_a_playout(cut: SearchSettings) -> None:
    with pytest.raises(ValueError, match="cut short"):
        ISMCTSBot(SPEC, 1, Budget(milliseconds=1000), Counting(), True, cut)


def test_alone_a_draw_that_would_end_past_the_budget_is_not_begun(clock: Clock) -> None:
    """A draw of playouts is long: the search stops once the last draw's cost says the next
    would end past the deadline, rather than overrun it by most of a draw."""
    decision = decision_for(solo_positions(True, 1)[0])
    anytime = replace(SOLO, solo_playouts=0.0)
    one = ISMCTSBot(SPEC, 7, Budget(milliseconds=0.001), Timed(clock), True, anytime)
    one.choose(decision)
    assert one.last_iterations == 1  # the first draw is always made
    draw = clock.now  # what one draw costs on this clock
    clock.now = 0.0
    budget = Budget(milliseconds=2.5 * draw * 1000)
    bot = ISMCTSBot(SPEC, 7, budget, Timed(clock), True, anytime)
    bot.choose(decision)
    # Two draws end at about twice the cost of one; a third would end past 2.5 draws.
    assert bot.last_iterations == 2
    assert clock.now <= 2.5 * draw


def test_alone_from_200_ms_short_of_playouts_every_decision_looks_ahead(clock: Clock) -> None:
    """Shipyard's default search alone, with a budget from ``solo_look_ahead`` to short of
    ``solo_playouts``: no draws; every decision, where a turn starts and inside it, is
    ``look_ahead`` on the bot's one determinization (replayed by hand), the same move
    whatever the secrets of the game. (The clock stands still: no deadline passes.)"""
    settings = HEURISTICS.search
    assert settings.solo_look_ahead == 200.0 and isinstance(HEURISTICS, LookAhead)

    def move(decision: Decision, budget: Budget) -> str:
        bot = ISMCTSBot(SPEC, 4, budget, HEURISTICS, True, settings)
        chosen = str(bot.choose(decision))
        assert bot.last_iterations == 0
        return chosen

    for state in solo_positions(True, 2) + solo_positions(False, 2):
        decision = decision_for(state)
        rng = random.Random(4)
        world = SPEC.determinize(decision.observation, rng)
        first = move(decision, Budget(milliseconds=200))
        assert first == str(look_ahead(world, rng, 0.2))
        assert move(decision, Budget(milliseconds=999)) == first
        for _, variant in SPEC.secrets(state, 0, random.Random(2)):
            assert move(decision_for(variant), Budget(milliseconds=200)) == first


@pytest.mark.parametrize("budget", [Budget(milliseconds=150), Budget(iterations=2)])
def test_alone_below_the_look_aheads_budget_the_search_judges_at_its_horizon(
    budget: Budget,
) -> None:
    state = solo_positions(True, 1)[0]
    bot = ISMCTSBot(SPEC, 4, budget, HEURISTICS, True, HEURISTICS.search)
    bot.choose(decision_for(state))
    assert bot.last_iterations >= 2


def test_with_other_seats_the_look_ahead_changes_nothing() -> None:
    """Two seats search as before at any budget, the look-ahead's included."""
    without = replace(HEURISTICS.search, solo_look_ahead=None)
    budget = Budget(iterations=3, milliseconds=200)

    def move(decision: Decision, settings: SearchSettings) -> tuple[str, int]:
        bot = ISMCTSBot(SPEC, 6, budget, HEURISTICS, True, settings)
        return str(bot.choose(decision)), bot.last_iterations

    for state in positions(2, 5, 2):
        decision = decision_for(state)
        searched = move(decision, HEURISTICS.search)
        assert searched[1] == 3
        assert move(decision, without) == searched


def finished_by_greedy(state: GameState, seed: int) -> float:
    """The seat's turn played on by the greedy choice, judged as a cut playout; by hand."""
    rng = random.Random(seed)
    while not turn_starts(state, 0):
        legal = state.legal_actions()
        state.apply(legal[0] if len(legal) == 1 else HEURISTICS.choose(state, rng))
    return HEURISTICS.judge_playout(state, 0)


def look_ahead_totals(
    state: GameState, rng: random.Random, count: int = LOOK_AHEAD_SEEDS
) -> list[float]:
    """Each legal action's total in the look-ahead: its turn finished by the greedy choice on
    the ``count`` seeds ``rng`` gives and judged where the next turn starts, summed; by
    hand."""
    seeds = [rng.getrandbits(64) for _ in range(count)]
    totals = []
    for action in state.legal_actions():
        total = 0.0
        for seed in seeds:
            child = state.clone()
            child.apply(action)
            total += finished_by_greedy(child, seed)
        totals.append(total)
    return totals


def test_the_look_ahead_judges_each_action_where_the_seats_next_turn_starts() -> None:
    """Each action, the rest of the turn played by the greedy choice on
    ``LOOK_AHEAD_SEEDS`` seeds the actions share, is judged where the seat's next turn
    starts by the heuristic value plus the learned correction (``judge_playout``); the
    best total is played. Some of these positions are decided otherwise than by the greedy
    choice."""
    assert LOOK_AHEAD_SEEDS == 2
    other = 0
    for state in solo_positions(True, 3) + solo_positions(False, 3):
        legal = state.legal_actions()
        totals = look_ahead_totals(state, random.Random(11))
        best = legal[max(range(len(legal)), key=totals.__getitem__)]
        assert str(look_ahead(state, random.Random(11))) == str(best)
        other += str(best) != str(HEURISTICS.choose(state.clone(), random.Random(11)))
    assert other >= 1


def test_the_look_ahead_judges_on_the_seeds_it_is_given() -> None:
    """``seeds`` sets how many seeds of the greedy choice the look-ahead judges on (the
    playouts' look-ahead takes one); fewer than one is an error."""
    for state in solo_positions(True, 2):
        legal = state.legal_actions()
        totals = look_ahead_totals(state, random.Random(12), 1)
        best = legal[max(range(len(legal)), key=totals.__getitem__)]
        assert str(look_ahead(state, random.Random(12), None, 1)) == str(best)
    with pytest.raises(ValueError, match="one seed or more"):
        look_ahead(solo_positions(True, 1)[0], random.Random(12), None, 0)


def greedy_ranking(state: GameState, rng: random.Random) -> list[int]:
    """The legal actions' indices, best first, as the greedy choice scores them on the
    first seed ``rng`` would give the look-ahead; by hand."""
    seed = rng.getrandbits(64)
    shared = random.Random(seed)
    scores = []
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        finish_turn(child, 0, shared)
        scores.append(HEURISTICS.values(child)[0] + 1e-6 * shared.random())
    return sorted(range(len(scores)), key=lambda index: -scores[index])


def test_by_a_deadline_the_look_ahead_judges_the_greedy_choices_best_first(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With a deadline, the actions are judged in the greedy choice's order, and no other
    is begun once it has passed: the best of those judged is played. A deadline already
    past judges one action, the greedy choice's first; one never reached plays as if
    there were none."""
    ticking = Ticking(1.0)
    monkeypatch.setattr("time.thread_time", ticking)
    cut = 0
    for state in solo_positions(True, 3) + solo_positions(False, 3):
        legal = state.legal_actions()
        ranked = greedy_ranking(state, random.Random(11))
        totals = look_ahead_totals(state, random.Random(11))
        unlimited = str(look_ahead(state, random.Random(11)))
        assert str(look_ahead(state, random.Random(11), 1e18)) == unlimited
        assert str(look_ahead(state, random.Random(11), -1.0)) == str(legal[ranked[0]])
        # The clock is read before each action after the first: a deadline 2.5 seconds on
        # lets three actions be judged.
        ticking.now = 0.0
        three = max(ranked[:3], key=lambda index: (totals[index], -index))
        assert str(look_ahead(state, random.Random(11), 2.5)) == str(legal[three])
        cut += str(legal[ranked[0]]) != unlimited
    assert cut >= 1  # the deadline can change the move


def bots_world(decision: Decision, seed: int) -> tuple[GameState, random.Random]:
    """The determinization a search seeded ``seed`` draws first, and its generator then."""
    rng = random.Random(seed)
    world = SPEC.determinize(decision.observation, rng)
    world.events = None
    return world, rng


def test_the_look_ahead_stops_by_the_decisions_deadline(monkeypatch: pytest.MonkeyPatch) -> None:
    """The search gives the look-ahead its budget's deadline: on a clock that moves a
    second each read, 200 ms has passed before the second action would begin, so the
    action the greedy choice ranks first on the bot's determinization is played
    (replayed by hand), not always the look-ahead's choice without a deadline."""
    monkeypatch.setattr("time.thread_time", Ticking(1.0))
    cut = 0
    for state in solo_positions(True, 3) + solo_positions(False, 3):
        decision = decision_for(state)
        bot = ISMCTSBot(SPEC, 4, Budget(milliseconds=200), HEURISTICS, True, HEURISTICS.search)
        moved = str(bot.choose(decision))

        drawn, rng = bots_world(decision, 4)
        assert moved == str(drawn.legal_actions()[greedy_ranking(drawn, rng)[0]])
        cut += moved != str(look_ahead(*bots_world(decision, 4)))
    assert cut >= 1


def test_a_look_ahead_needs_heuristics_that_have_one() -> None:
    settings = replace(SOLO, solo_look_ahead=200.0)
    with pytest.raises(ValueError, match="look ahead"):
        ISMCTSBot(SPEC, 1, Budget(milliseconds=200), Counting(), True, settings)


LOOKED = replace(SOLO, solo_cut=2, solo_draws=2, solo_draws_look_ahead=1)
"""The solo search with playouts cut after two turns, on budgets of 2 draws or more begun
by the one-seed look-ahead where each turn starts."""


def drawn(decision: Decision, settings: SearchSettings) -> str:
    """The move of a search seeded 5 on a budget of 2 draws, which it must use."""
    bot = ISMCTSBot(SPEC, 5, Budget(iterations=2), HEURISTICS, True, settings)
    move = bot.choose(decision)
    assert bot.last_iterations == 2
    return str(move)


def looked_totals(decision: Decision, turns: int, looks: bool = True) -> list[float]:
    """Each choice's total over the 2 draws of ``drawn``, replayed by hand: playouts
    judged after ``turns`` turns, each begun by the one-seed look-ahead (``looks``)."""
    return replayed(decision, 2, 5, lambda child, rng: judged_after(child, turns, rng, looks))


def best(decision: Decision, totals: list[float]) -> str:
    """The choice with the best total."""
    return str(decision.legal[max(range(len(totals)), key=totals.__getitem__)])


def test_alone_on_a_budget_in_draws_the_playouts_turns_begin_by_the_look_ahead() -> None:
    """With ``solo_draws_look_ahead`` and a budget in draws, each turn a playout starts is
    begun by the heuristics' look-ahead on that many seeds, drawn from the playout's
    seed, and the rest of it by the greedy choice: replayed by hand, draw for draw. The
    policy changes what the draws say."""
    assert HEURISTICS.search.solo_draws_look_ahead == 1
    for state in solo_positions(True, 2):
        decision = decision_for(state)
        totals = looked_totals(decision, 2)
        assert totals != looked_totals(decision, 2, looks=False), (
            "the look-ahead should play other turns than greedy"
        )
        assert drawn(decision, LOOKED) == best(decision, totals)


def test_alone_on_a_budget_in_draws_the_look_aheads_playouts_are_cut_at_their_own_turn() -> None:
    """With ``solo_draws_cut``, the playouts begun by the look-ahead are cut after that many
    whole turns instead of ``solo_cut``'s: replayed by hand, draw for draw."""
    assert HEURISTICS.search.solo_draws_cut == 3 and HEURISTICS.search.solo_cut == 6
    shorter = replace(LOOKED, solo_draws_cut=1)
    for state in solo_positions(True, 2):
        decision = decision_for(state)
        totals = looked_totals(decision, 1)
        assert totals != looked_totals(decision, 2), (
            "a playout cut a turn sooner should be judged elsewhere"
        )
        assert drawn(decision, shorter) == best(decision, totals)


def test_alone_on_a_budget_in_draws_the_decisions_inside_a_turn_are_searched_too() -> None:
    """With ``solo_draws_in_turn``, a decision inside the seat's turn (a tile, a slot, a
    piece…) is searched on the budget's draws as the turn's action is: every choice
    played on the same draws by the look-ahead's playouts and judged where they are cut,
    replayed by hand. Without it the same decision is the greedy choice, drawing
    nothing. The draws choose otherwise than the greedy choice in some position."""
    assert HEURISTICS.search.solo_draws_in_turn
    searching = replace(LOOKED, solo_draws_in_turn=True)
    other = 0
    for state in solo_positions(False, 3):
        decision = decision_for(state)
        totals = looked_totals(decision, 2)
        assert len(set(totals)) > 1, "the draws should tell the choices apart"
        move = drawn(decision, searching)
        assert move == best(decision, totals)
        plain = ISMCTSBot(SPEC, 5, Budget(iterations=2), HEURISTICS, True, LOOKED)
        greedy = plain.choose(decision)
        assert plain.last_iterations == 0
        assert str(greedy) == str(GreedyBot(SPEC, HEURISTICS, 5).choose(decision))
        other += move != str(greedy)
    assert other >= 1


class Judging(Counting):
    """``Counting``, judging a playout cut short as the shipped heuristics do; no
    look-ahead."""

    def judge_playout(self, state: GameState, seat: int) -> float:
        return HEURISTICS.judge_playout(state, seat)


class Looking(Judging):
    """``Judging`` with the shipped look-ahead, counting the look-aheads asked for."""

    def __init__(self) -> None:
        super().__init__()
        self.looked = 0

    def look_ahead(
        self,
        state: GameState,
        rng: random.Random,
        deadline: float | None,
        seeds: int | None = None,
    ) -> Action:
        self.looked += 1
        return HEURISTICS.look_ahead(state, rng, deadline, seeds)


def test_alone_on_a_time_budget_the_playouts_stay_greedy(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A time budget that plays out keeps the greedy choice in the playouts: no look-ahead
    is asked for, where the same position on a budget in draws asks for some."""
    monkeypatch.setattr("time.thread_time", Ticking(0.1))
    decision = decision_for(solo_positions(True, 1)[0])
    timed = Looking()
    bot = ISMCTSBot(SPEC, 5, Budget(milliseconds=1500), timed, True, LOOKED)
    bot.choose(decision)
    assert bot.last_iterations >= 2 and timed.looked == 0
    drawn = Looking()
    ISMCTSBot(SPEC, 5, Budget(iterations=2), drawn, True, LOOKED).choose(decision)
    assert drawn.looked > 0


def test_the_playouts_look_ahead_needs_heuristics_that_have_one() -> None:
    with pytest.raises(ValueError, match="look ahead"):
        ISMCTSBot(SPEC, 1, Budget(iterations=8), Judging(), True, LOOKED)


@pytest.mark.parametrize(
    "looked",
    [LOOKED, replace(LOOKED, solo_draws_cut=1), replace(LOOKED, solo_draws_in_turn=True)],
)
def test_alone_the_playouts_look_ahead_decides_from_the_observation(
    looked: SearchSettings,
) -> None:
    """On a budget in draws the look-ahead plays inside the search's own determinizations,
    however far its playouts go, and so does the search of a decision inside a turn: the
    same move whatever the hidden cards, and the same move again."""

    def move(state: GameState) -> str:
        bot = ISMCTSBot(SPEC, 3, Budget(iterations=2), HEURISTICS, True, looked)
        return str(bot.choose(decision_for(state)))

    for state in solo_positions(True, 2) + solo_positions(False, 2):
        first = move(state)
        assert move(state) == first
        hidden = 0
        for _, variant in SPEC.secrets(state, 0, random.Random(2)):
            hidden += 1
            assert move(variant) == first
        assert hidden, "the position should hide something"
