"""The learned Russian Railroads evaluation (issue 19): ``train-eval`` for the game, a model
that reads only the seat's observation vector, and the tree search that judges with it
where its rollouts stop."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from bot_checks import play_legal
from eurotable import games
from eurotable.bots import decision_for, seat_seed
from eurotable.bots import russian_railroads as heuristics
from eurotable.bots.heuristics import margins
from eurotable.bots.ismcts import Budget, ISMCTSBot
from eurotable.core.game import GameState
from eurotable.games.russian_railroads.game import RussianRailroads
from eurotable.learning import evaluation
from eurotable.learning.evaluation import LinearEvaluation
from eurotable.learning.train import Plan, train, write
from eurotable.rl.layout import layout

SPEC = games.get("russian-railroads")
GAME = "russian-railroads"


def _mid_game(players: int, seed: int) -> RussianRailroads:
    state = SPEC.new_game(players, {}, seed)
    assert isinstance(state, RussianRailroads)
    state.events = None
    rng = random.Random(seed)
    for _ in range(40 * players):
        state.apply(heuristics.rollout_action(state, rng))
    return state


def _size(players: int) -> int:
    return len(layout(GAME, players).features)


@pytest.fixture
def own_models() -> Iterator[None]:
    """The judgement uses the models a test gives it (none at first), not the shipped
    ones; the shipped ones come back after the test."""
    evaluation.use(GAME, evaluation.EvaluationFile({}, {}))
    yield
    evaluation.use(GAME, None)


def _use(players: int, model: LinearEvaluation) -> None:
    """Judge games of ``players`` with ``model``, as a file trained for them would."""
    described = {"vectors": evaluation.vectors(GAME, players, {})}
    evaluation.use(
        GAME,
        evaluation.EvaluationFile({str(players): model}, {"models": {str(players): described}}),
    )


def test_training_writes_a_model_for_the_player_count(tmp_path: Path) -> None:
    plan = Plan(GAME, 3, {}, ("greedy",), 2, 1, 1, 70)
    assert plan.name == "3"
    report = train(plan)
    path = tmp_path / "eval.npz"
    write(plan, report, path)
    loaded = evaluation.load(path)
    assert set(loaded.models) == {"3"}
    assert loaded.model(GAME, 3, {}) is loaded.models["3"]
    assert loaded.model(GAME, 4, {}) is None
    assert report.model.weights.shape == (_size(3),)
    assert report.model.residual and np.any(report.model.weights != 0.0)
    described = loaded.meta["models"]["3"]
    assert described["command"].startswith("eurotable train-eval russian-railroads --players 3")
    assert described["vectors"] == evaluation.vectors(GAME, 3, {})
    assert described["test"]["positions"] > 0


def test_the_judgement_is_the_lead_plus_the_share_of_the_correction(
    own_models: None,
) -> None:
    state = _mid_game(4, seed=5)
    leads = margins(heuristics.HANDWRITTEN, state)
    assert heuristics.judge_seats(state, 1.0) == leads  # no model: the leads alone
    _use(4, LinearEvaluation(np.zeros(_size(4)), 7.0, residual=True))
    assert heuristics.judge_seats(state, 1.0) == pytest.approx([x + 7.0 for x in leads])
    assert heuristics.judge_seats(state, 0.5) == pytest.approx([x + 3.5 for x in leads])
    assert heuristics.judge_seats(state, 0.0) == leads
    judged = heuristics.with_blend(1.0).judge_seats(state)
    assert judged == pytest.approx([x + 7.0 for x in leads])


@pytest.mark.parametrize("players", [2, 4])
def test_the_judgement_reads_nothing_the_seat_cannot_see(players: int, own_models: None) -> None:
    """Every secret of the game changed alone leaves the seat's judgement unchanged."""
    weights = np.random.default_rng(1).normal(size=_size(players))
    _use(players, LinearEvaluation(weights, 0.5, residual=True))
    state = _mid_game(players, seed=3)
    rng = random.Random(5)
    checked = 0
    for seat in range(players):
        value = heuristics.judge_seats(state, 1.0)[seat]
        for name, variant in SPEC.secrets(state, seat, rng):
            assert heuristics.judge_seats(variant, 1.0)[seat] == pytest.approx(value), name
            checked += 1
    assert checked > 0


class _Counting:
    """The learned heuristics, counting the positions the search asks to judge."""

    def __init__(self) -> None:
        self.inner = heuristics.with_blend(1.0)
        self.search = self.inner.search
        self.lead_scale = self.inner.lead_scale
        self.values = self.inner.values
        self.rollout_action = self.inner.rollout_action
        self.choose = self.inner.choose
        self.judged: list[list[float]] = []

    def judge_seats(self, state: GameState) -> list[float]:
        self.judged.append(self.inner.judge_seats(state))
        return self.judged[-1]


def test_the_tree_search_judges_every_seat_where_its_rollouts_stop(
    own_models: None,
) -> None:
    weights = np.random.default_rng(2).normal(size=_size(4)) * 0.01
    _use(4, LinearEvaluation(weights, 0.0, residual=True))
    counting = _Counting()
    bot = ISMCTSBot(SPEC, 1, Budget(iterations=20), counting, True, counting.search)
    state = SPEC.new_game(4, {}, 9)
    decision = decision_for(state)
    assert str(bot.choose(decision)) in {str(a) for a in decision.legal}
    assert len(counting.judged) == 20  # every iteration judges where its rollout stops
    assert all(len(leads) == 4 for leads in counting.judged)


def _game(seed: int) -> list[str]:
    state = SPEC.new_game(3, {}, seed)
    state.events = None
    bots = [
        ISMCTSBot(
            SPEC,
            seat_seed(seed, seat),
            Budget(iterations=4),
            heuristics.with_blend(1.0),
            True,
            heuristics.HEURISTICS.search,
        )
        for seat in range(3)
    ]
    return play_legal(state, bots)


def test_the_learned_search_plays_legal_games_to_the_end_reproducibly(
    own_models: None,
) -> None:
    weights = np.random.default_rng(3).normal(size=_size(3)) * 0.01
    _use(3, LinearEvaluation(weights, 0.0, residual=True))
    first = _game(seed=21)
    assert first == _game(seed=21) and len(first) > 100


def test_the_command_line_trains_russian_railroads(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from eurotable.cli import app

    out = tmp_path / "eval.npz"
    args = ["train-eval", GAME, "-p", "2", "--games", "1", "--validation", "1"]
    args += ["--test", "0", "--seed", "80", "--out", str(out), "--json"]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.output
    assert evaluation.load(out).models["2"].residual
    refused = CliRunner().invoke(app, ["train-eval", "puerto-rico", "-p", "2", "--games", "1"])
    assert refused.exit_code == 1
    assert "shipyard, russian-railroads" in refused.output


def test_the_arena_plays_the_russian_railroads_searches(
    tmp_path: Path, own_models: None, capsys: pytest.CaptureFixture[str]
) -> None:
    from eurotable.bots import BadBot
    from eurotable.learning.arena import main, make

    learned, old = make("learned:5it:b0.5", 1, SPEC), make("old:5it", 1, SPEC)
    assert isinstance(learned, ISMCTSBot) and isinstance(old, ISMCTSBot)
    assert learned._heuristics is not None and learned._heuristics.blend == 0.5
    assert old._heuristics is heuristics.HANDWRITTEN
    assert learned.settings == old.settings == heuristics.HEURISTICS.search
    with pytest.raises(BadBot, match="shipyard, russian-railroads"):
        make("old:5it", 1, games.get("puerto-rico"))
    # A file trained on other vectors is refused when the search first judges with it:
    # the arena's searches read the file it is given.
    stale = tmp_path / "stale.npz"
    model = LinearEvaluation(np.zeros(_size(2)), 0.0, residual=True)
    evaluation.save(stale, {"2": model}, {"models": {"2": {"vectors": "0" * 64}}})
    args = ["learned:2it", "greedy", "--game", GAME, "--games", "2", "--seed", "3"]
    with pytest.raises(evaluation.StaleEvaluation, match="train it again"):
        main([*args, "--evaluation", str(stale)])
    log = tmp_path / "games.jsonl"
    main([*args, "--log", str(log)])
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 2 and set(summary["bots"]) == {"learned:2it", "greedy"}
    assert len(log.read_text().splitlines()) == 2


def test_the_shipped_model_fits_the_encoding() -> None:
    shipped = evaluation.shipped(GAME)
    assert shipped is not None
    model = shipped.model(GAME, 4, {})  # StaleEvaluation if the encoding has moved on
    assert model is not None and model.residual
    assert model.weights.shape == (_size(4),)
    described = shipped.meta["models"]["4"]
    assert described["command"].startswith("eurotable train-eval russian-railroads --players 4")
    assert shipped.model(GAME, 2, {}) is None  # trained for 4 players only
    assert heuristics.learned_model(4) is model and heuristics.learned_model(3) is None


def test_the_default_search_takes_a_share_of_the_correction() -> None:
    from eurotable.bots import make_bot
    from eurotable.bots.heuristics import SeatsJudgement
    from eurotable.rl.russian_railroads.features import encode

    bot = make_bot("ismcts:10it", 1, SPEC)
    assert isinstance(bot, ISMCTSBot) and bot._heuristics is heuristics.HEURISTICS
    assert isinstance(heuristics.HEURISTICS, SeatsJudgement)
    assert not isinstance(heuristics.HANDWRITTEN, SeatsJudgement)
    assert heuristics.BLEND == 0.3 and heuristics.HEURISTICS.blend == heuristics.BLEND
    state = _mid_game(4, seed=5)
    model = heuristics.learned_model(4)
    assert model is not None
    lead = margins(heuristics.HANDWRITTEN, state)[1]
    correction = model.predict(encode(state.observation(1)), lead)
    assert correction != 0.0
    assert heuristics.HEURISTICS.judge_seats(state)[1] == pytest.approx(lead + 0.3 * correction)
    three = _mid_game(3, seed=5)  # no 3-player model: the lead alone
    assert heuristics.HEURISTICS.judge_seats(three) == margins(heuristics.HANDWRITTEN, three)
