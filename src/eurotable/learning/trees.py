"""Gradient-boosted regression trees for ``eurotable train-eval --model trees``: fitted
by LightGBM (the optional extra ``eurotable[learn]``), then turned into a
``TreeEvaluation``, which the bots walk with numpy alone.

The trees read the observation vector's inputs the training games varied in (as the
ridge model does) and the heuristic lead of the position after them. The held-out
validation games stop the boosting: the number of trees is the one whose validation
error was least, as the ridge penalty is chosen. The settings (``SETTINGS``) were set
once for the Shipyard solo model, not tuned (docs/bots.md). The fit is the same for the
same seed on the same machine (another number of cores may sum LightGBM's histograms in
another order).
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt

from eurotable.core.errors import EurotableError
from eurotable.learning.evaluation import TreeEvaluation

SETTINGS: dict[str, Any] = {
    "objective": "regression",
    "learning_rate": 0.08,
    "num_leaves": 31,
    "min_data_in_leaf": 500,
    "feature_fraction": 0.5,
    "bagging_fraction": 0.5,
    "bagging_freq": 1,
    "lambda_l2": 10.0,
    "deterministic": True,
    "force_row_wise": True,
    "verbose": -1,
}
"""LightGBM's settings: small trees, each on half the inputs and half the positions, with
leaves of at least 500 positions (the positions of one game are much alike)."""

ROUNDS = 500
"""The most trees boosted; validation chooses how many of them the model keeps."""

Matrix = npt.NDArray[np.float64]


class MissingLightGBM(EurotableError):
    """``--model trees`` without LightGBM installed."""


def boost(
    inputs: npt.NDArray[Any],
    targets: Matrix,
    held: npt.NDArray[Any],
    held_targets: Matrix,
    seed: int,
) -> Any:
    """LightGBM's booster fitted to ``inputs`` and ``targets``, with ``held`` and
    ``held_targets`` (if any) the validation positions whose error picks its best number
    of trees (``best_iteration``)."""
    try:
        import lightgbm
    except ImportError as missing:
        raise MissingLightGBM(
            "training trees needs LightGBM: pip install 'eurotable[learn]'"
        ) from missing
    train = lightgbm.Dataset(inputs, targets, free_raw_data=True)
    settings = {**SETTINGS, "seed": seed, "num_threads": 0}
    if len(held_targets) == 0:
        return lightgbm.train(settings, train, num_boost_round=ROUNDS)
    valid = lightgbm.Dataset(held, held_targets, reference=train)
    return lightgbm.train(
        settings,
        train,
        num_boost_round=ROUNDS,
        valid_sets=[valid],
        callbacks=[lightgbm.early_stopping(ROUNDS, verbose=False)],
    )


def fit(
    inputs: npt.NDArray[Any],
    targets: Matrix,
    held: npt.NDArray[Any],
    held_targets: Matrix,
    where: npt.NDArray[np.intp],
    size: int,
    seed: int,
    residual: bool,
) -> tuple[TreeEvaluation, int]:
    """Boost trees on ``inputs`` (one row a position: the inputs at ``where`` in the
    observation vector of ``size`` entries, then the lead) to ``targets``; ``held`` and
    ``held_targets`` (the validation positions) choose how many trees are kept. Returns
    the model and that number."""
    booster = boost(inputs, targets, held, held_targets, seed)
    rounds = int(booster.best_iteration) or booster.num_trees()
    dumped = booster.dump_model(num_iteration=rounds)
    return convert(dumped["tree_info"], where, size, residual), rounds


def convert(
    trees: list[dict[str, Any]], where: npt.NDArray[np.intp], size: int, residual: bool
) -> TreeEvaluation:
    """A ``TreeEvaluation`` from LightGBM's dumped trees (``dump_model()["tree_info"]``),
    whose input ``i`` is the observation vector's entry ``where[i]``, and whose input
    ``len(where)`` is the lead (entry ``size`` of the model's inputs)."""
    feature: list[int] = []
    threshold: list[float] = []
    left: list[int] = []
    right: list[int] = []
    value: list[float] = []
    depth = 0

    def add(node: dict[str, Any], level: int) -> int:
        nonlocal depth
        index = len(feature)
        feature.append(0)
        threshold.append(float("inf"))
        left.append(index)
        right.append(index)
        value.append(0.0)
        if "leaf_value" in node:
            value[index] = float(node["leaf_value"])
            depth = max(depth, level)
            return index
        if node["decision_type"] != "<=" or node.get("missing_type", "None") != "None":
            raise ValueError(f"a split the trees cannot walk: {node['decision_type']}")
        split = int(node["split_feature"])
        feature[index] = int(where[split]) if split < len(where) else size
        threshold[index] = float(node["threshold"])
        left[index] = add(node["left_child"], level + 1)
        right[index] = add(node["right_child"], level + 1)
        return index

    roots = [add(tree["tree_structure"], 0) for tree in trees]
    return TreeEvaluation(
        feature=np.array(feature, dtype=np.intp),
        threshold=np.array(threshold, dtype=np.float64),
        left=np.array(left, dtype=np.intp),
        right=np.array(right, dtype=np.intp),
        value=np.array(value, dtype=np.float64),
        roots=np.array(roots, dtype=np.intp),
        depth=depth,
        bias=0.0,
        residual=residual,
    )
