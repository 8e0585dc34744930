"""The analysis of a finished game: deterministic, consistent, blind to undone and forced
actions, and able to tell a planted blunder (docs/analysis.md)."""

from __future__ import annotations

import json
import pickle

import pytest

from analysis.games import greedy_record
from eurotable.analysis import CannotAnalyse, analyse, analyse_decision
from eurotable.analysis.decisions import moments, standing_actions
from eurotable.analysis.labels import accuracy, label, move_accuracy
from eurotable.analysis.quality import _play
from eurotable.analysis.settings import SETTINGS, Thresholds
from eurotable.core.record import Record, start
from eurotable.games import get

PR = "puerto-rico"


@pytest.fixture(scope="module")
def record() -> Record:
    return greedy_record(PR, 11)


def test_the_same_record_budget_and_seed_give_the_same_analysis(record: Record) -> None:
    first = json.dumps(analyse(record, 2, 5).to_json())
    assert json.dumps(analyse(record, 2, 5).to_json()) == first
    assert json.dumps(analyse(record, 2, 6).to_json()) != first


def test_every_decision_is_consistent_with_its_best_and_its_label(record: Record) -> None:
    found = analyse(record, 3)
    thresholds = SETTINGS[PR].thresholds
    assert found.budget == 3 and found.decisions
    for decision in found.decisions:
        assert record.actions[decision.index] == decision.action
        assert 0 <= decision.win_chance_after <= decision.best_win_chance <= 1
        assert decision.drop == pytest.approx(
            100 * (decision.best_win_chance - decision.win_chance_after)
        )
        assert decision.label == label(decision.drop, thresholds)
        assert decision.accuracy == move_accuracy(decision.drop)
        if decision.best == decision.action:
            assert decision.drop == 0
        assert decision.legal > 1 and decision.draws == 3
        assert len(decision.win_chances) == 2
    for player in found.players:
        own = [d for d in found.decisions if d.seat == player.seat]
        assert player.decisions == len(own)
        assert player.accuracy == pytest.approx(accuracy([d.drop for d in own]))
        assert player.counts["mistake"] == sum(1 for d in own if d.label == "mistake")
        keys = [d for d in found.key_moments if d.seat == player.seat]
        worst = sorted((d.drop for d in own if d.drop > 0), reverse=True)[:3]
        assert sorted((d.drop for d in keys), reverse=True) == worst


def test_labels_follow_the_thresholds_and_accuracy_lichess_curve() -> None:
    default = Thresholds()
    assert [label(d, default) for d in (0, 9.99, 10, 19.9, 20, 29.9, 30, 100)] == [
        None,
        None,
        "inaccuracy",
        "inaccuracy",
        "mistake",
        "mistake",
        "blunder",
        "blunder",
    ]
    assert label(5, SETTINGS[PR].thresholds) == "inaccuracy"
    assert move_accuracy(0) == pytest.approx(100, abs=1e-3)
    assert move_accuracy(10) == pytest.approx(63.6, abs=0.1)
    assert move_accuracy(100) == 0
    assert accuracy([]) is None
    with pytest.raises(ValueError):
        Thresholds(20, 10, 30)


def test_forced_and_undone_actions_are_no_decisions(record: Record) -> None:
    """An action taken back (``undo``) never stood; a single legal action is no choice."""
    undone = Record(
        record.game,
        record.options,
        record.seed,
        record.seats,
        ["role prospector", "undo", *record.actions],
    )
    standing = standing_actions(undone)
    assert [text for _, text in standing] == record.actions
    assert standing[0][0] == 2  # indices are the record's entries
    spec = get(PR)
    state = start(record, spec)
    forced = set()
    for index, text in enumerate(record.actions):
        if len(state.legal_actions()) == 1:
            forced.add(index)
        state.apply(spec.parse_action(text))
    assert forced
    judged = {m.index for m in moments(record, spec)}
    assert judged == set(range(len(record.actions))) - forced
    shifted = [m.index - 2 for m in moments(undone, spec)]
    assert shifted == sorted(judged)


def test_one_decision_alone_is_the_whole_analysis_entry_and_pickles(record: Record) -> None:
    """What a worker process computes for one decision is what the whole analysis holds."""
    whole = analyse(record, 2, 1)
    chosen = whole.decisions[7]
    alone = analyse_decision(record, chosen.index, 2, 1)
    assert alone == chosen
    assert pickle.loads(pickle.dumps(alone)) == alone
    assert pickle.loads(pickle.dumps(whole)) == whole
    assert analyse_decision(record, len(record.actions) + 5, 2, 1) is None


def test_a_planted_blunder_is_labelled() -> None:
    """Russian Railroads, greedy game seed 500001, round 3: at entry 69 the second
    seat passes with 6 of its 7 workers still in its supply and ten action spaces open
    (rulebook, "Průběh hry" / course of play: players take turns until each passes, and
    one who has passed places no more workers that round; every action is positive,
    "Popis jednoho tahu hráče"). Throwing the round away is a blunder."""
    spec = get("russian-railroads")
    planted, _ = _play(spec, 500001, (69, "pass"))
    judged = analyse_decision(planted, 69, 8, 0)
    assert judged is not None
    assert judged.action == "pass" and judged.best != "pass"
    assert judged.label == "blunder"


def test_unfinished_games_and_empty_budgets_are_refused(record: Record) -> None:
    unfinished = Record(record.game, record.options, record.seed, record.seats, record.actions[:30])
    with pytest.raises(CannotAnalyse, match="not finished"):
        analyse(unfinished, 2)
    with pytest.raises(CannotAnalyse, match="at least 1"):
        analyse(record, 0)
