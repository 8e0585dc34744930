"""The boosted-tree evaluation: LightGBM's trees turned into flat arrays the bots walk
with numpy, their file layout, and ``train-eval --model trees`` (docs/bots.md)."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from eurotable import games
from eurotable.bots import shipyard as heuristics
from eurotable.games.shipyard.game import Shipyard
from eurotable.learning import evaluation, trees
from eurotable.learning.evaluation import LinearEvaluation, TreeEvaluation
from eurotable.learning.train import Plan, train, write
from eurotable.rl.shipyard.features import plan as feature_plan

SPEC = games.get("shipyard")


def _leaf(value: float) -> dict[str, Any]:
    return {"leaf_value": value}


def _split(feature: int, threshold: float, left: Any, right: Any) -> dict[str, Any]:
    return {
        "split_feature": feature,
        "threshold": threshold,
        "decision_type": "<=",
        "missing_type": "None",
        "left_child": left,
        "right_child": right,
    }


# Two trees in LightGBM's dump, over three inputs: the observation vector's entries 4 and
# 1, then the lead. The first is lopsided (a leaf at depth 1, others at depth 3).
DUMPED = [
    {
        "tree_structure": _split(
            0, 0.5, _leaf(1.0), _split(2, 10.0, _split(1, 2.0, _leaf(2.0), _leaf(3.0)), _leaf(4.0))
        )
    },
    {"tree_structure": _split(2, -5.0, _leaf(-0.5), _leaf(0.25))},
]


def test_dumped_trees_become_arrays_walked_to_their_leaves() -> None:
    model = trees.convert(DUMPED, np.array([4, 1]), 6, residual=True)
    assert model.depth == 3 and len(model.roots) == 2
    assert model.residual and model.bias == 0.0

    def vector(fourth: float, first: float) -> np.ndarray[Any, Any]:
        found = np.zeros(6)
        found[4], found[1] = fourth, first
        return found

    # Entry 4 at most 0.5: the first tree's shallow leaf; the lead picks the second's.
    assert model.predict(vector(0.5, 9.0), -5.0) == 1.0 - 0.5
    assert model.predict(vector(0.0, 9.0), 3.0) == 1.0 + 0.25
    # Entry 4 above 0.5, the lead at most 10, entry 1 at most 2 or above it.
    assert model.predict(vector(1.0, 2.0), 10.0) == 2.0 + 0.25
    assert model.predict(vector(1.0, 2.5), 0.0) == 3.0 + 0.25
    # The lead above 10.
    assert model.predict(vector(1.0, 0.0), 10.5) == 4.0 + 0.25
    # Entries the trees do not read change nothing.
    changed = vector(1.0, 2.5)
    changed[[0, 2, 3, 5]] = 100.0
    assert model.predict(changed, 0.0) == 3.0 + 0.25


def test_splits_the_arrays_cannot_walk_are_refused() -> None:
    other = _split(0, 0.5, _leaf(1.0), _leaf(2.0)) | {"missing_type": "NaN"}
    with pytest.raises(ValueError, match="cannot walk"):
        trees.convert([{"tree_structure": other}], np.array([0]), 1, residual=True)


def test_the_arrays_predict_what_lightgbm_predicts() -> None:
    rng = np.random.default_rng(3)
    inputs = rng.integers(0, 5, size=(3000, 4)).astype(np.float32)
    inputs[:, 3] = rng.normal(0, 10, size=3000)  # the lead
    targets = inputs[:, 0] * (inputs[:, 1] > 2) + np.sin(inputs[:, 3]) + rng.normal(0, 0.1, 3000)
    booster = trees.boost(inputs[:2500], targets[:2500], inputs[2500:], targets[2500:], seed=1)
    model = trees.convert(booster.dump_model()["tree_info"], np.array([7, 0, 3]), 9, True)
    expected = booster.predict(inputs[2500:])
    for row, wanted in zip(inputs[2500:], expected, strict=True):
        vector = np.zeros(9)
        vector[[7, 0, 3]] = row[:3]
        assert model.predict(vector, float(row[3])) == pytest.approx(wanted, abs=1e-9)
    assert model.depth > 1 and len(model.roots) == booster.num_trees()


def test_a_file_keeps_trees_and_linear_models_and_reads_the_old_format(tmp_path: Path) -> None:
    model = trees.convert(DUMPED, np.array([4, 1]), 6, residual=True)
    linear = LinearEvaluation(np.arange(6.0), 2.0, residual=True)
    path = tmp_path / "both.npz"
    evaluation.save(path, {"trees": model, "linear": linear}, {"models": {}})
    loaded = evaluation.load(path)
    assert loaded.meta["format"] == evaluation.FORMAT == 2
    read = loaded.models["trees"]
    assert isinstance(read, TreeEvaluation) and read.depth == 3
    for part in evaluation.TREE_ARRAYS:
        assert np.array_equal(getattr(read, part), getattr(model, part))
    vector = np.linspace(0, 3, 6)
    assert read.predict(vector, 1.0) == model.predict(vector, 1.0)
    read_linear = loaded.models["linear"]
    assert isinstance(read_linear, LinearEvaluation) and read_linear.bias == 2.0
    assert np.array_equal(read_linear.weights, linear.weights)
    # A file of format 1 (linear models only) is still read.
    old = tmp_path / "old.npz"
    np.savez(
        old,
        meta=np.array(json.dumps({"format": 1, "models": {}})),
        **{"m/weights": np.ones(3), "m/bias": np.array(0.5), "m/residual": np.array(True)},
    )
    assert evaluation.load(old).models["m"].predict(np.ones(3), 9.0) == 3.5
    newer = tmp_path / "newer.npz"
    np.savez(newer, meta=np.array(json.dumps({"format": 3})))
    with pytest.raises(ValueError, match="format 3"):
        evaluation.load(newer)


def _trees_plan(seed: int = 90) -> Plan:
    return Plan("shipyard", 1, {"edition": "second"}, ("greedy",), 8, 2, 1, seed, model="trees")


@pytest.fixture(autouse=True)
def small_leaves(monkeypatch: pytest.MonkeyPatch) -> None:
    """A tiny training run's leaves: far fewer positions than the real runs' 500."""
    monkeypatch.setitem(trees.SETTINGS, "min_data_in_leaf", 20)


def test_training_trees_writes_a_model_the_solo_search_judges_by(tmp_path: Path) -> None:
    plan = _trees_plan()
    assert plan.command().endswith("--seed 90 --model trees")
    report = train(plan)
    model = report.model
    assert isinstance(model, TreeEvaluation) and model.residual and model.depth >= 1
    described = report.to_json()
    assert described["trees"] == report.choice and list(described["validation"]) == [
        str(report.choice)
    ]
    size = len(feature_plan("second", 1).names)
    assert set(model.feature.tolist()) <= set(range(size + 1))  # the vector, then the lead
    path = tmp_path / "eval.npz"
    write(plan, report, path)
    loaded = evaluation.load(path)
    assert loaded.meta["models"]["second-1"]["command"] == plan.command()
    evaluation.use("shipyard", loaded)
    try:
        state = SPEC.new_game(1, {"edition": "second"}, 5)
        assert isinstance(state, Shipyard)
        rng = random.Random(2)
        for _ in range(40):
            state.apply(heuristics.rollout_action(state, rng))
        lead = heuristics.values(state)[0]
        judged_by = heuristics.learned_model("second", 1)
        assert judged_by is loaded.models["second-1"] and isinstance(judged_by, TreeEvaluation)
        assert np.array_equal(judged_by.threshold, model.threshold)
        expected = lead + heuristics.learned(state, 0, judged_by, lead)
        assert heuristics.judge(state, 0, 1.0) == pytest.approx(expected)
    finally:
        evaluation.use("shipyard", None)


def test_training_trees_is_deterministic_for_a_seed() -> None:
    first, second = train(_trees_plan(95)), train(_trees_plan(95))
    assert isinstance(first.model, TreeEvaluation) and isinstance(second.model, TreeEvaluation)
    for part in evaluation.TREE_ARRAYS:
        assert np.array_equal(getattr(first.model, part), getattr(second.model, part))
    assert first.to_json() == second.to_json()


def test_trees_without_lightgbm_say_how_to_install_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "lightgbm", None)
    with pytest.raises(trees.MissingLightGBM, match=r"eurotable\[learn\]"):
        trees.boost(np.zeros((2, 1)), np.zeros(2), np.zeros((0, 1)), np.zeros(0), seed=1)


def test_the_command_line_refuses_an_unknown_model(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from eurotable.cli import app

    args = ["train-eval", "shipyard", "-p", "1", "--games", "1", "--model", "forest"]
    refused = CliRunner().invoke(app, [*args, "--out", str(tmp_path / "x.npz")])
    assert refused.exit_code == 1 and "linear or trees, not forest" in refused.output
    assert not (tmp_path / "x.npz").exists()
