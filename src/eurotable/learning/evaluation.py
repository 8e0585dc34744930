"""A learned evaluation over a seat's observation vector (the RL encoding, docs/rl.md),
so it reads only what the seat may know: a linear model, or gradient-boosted regression
trees that also read the heuristics' lead of the position.

One file a game (``FILES``) holds one model per set-up (``names``: Shipyard's edition,
player count and contract mode, another game's player count), each predicting the
deciding seat's final score margin over the best other seat (alone: its final score).
The file also records how it was made (command line, seeds, validation figures).
A linear model's standardisation is folded into its weights: a prediction is one dot
product; the trees are flat arrays, walked for all trees at once.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from eurotable.games.shipyard.data import EDITIONS

FORMAT = 2
"""Version of the file layout (not of the weights: that is in the file's name). Format 1
held linear models only, and is still read."""

READ = (1, FORMAT)
"""The file layouts ``load`` reads."""

DATA = Path(__file__).resolve().parent.parent / "bots" / "data"
"""Where the package keeps its trained evaluations."""

FILES = {
    "shipyard": DATA / "shipyard-eval-v2.npz",
    "russian-railroads": DATA / "russian-railroads-eval-v1.npz",
}
"""The evaluation file the bots of each game with a learned evaluation use."""

BEGINNER = "beginner"
"""Shipyard's contract mode of a model named without one (the option's default)."""


def names(game: str, players: int, options: Mapping[str, object]) -> list[str]:
    """The names a model for ``game`` with ``players`` and (resolved) ``options`` may have
    in a file, the one made for them first. Shipyard: ``second-2`` for the beginner
    contracts and the 1st edition (which has one deal only), ``second-1-advanced`` for the
    advanced contracts, which the beginner model judges where they have none of their own;
    another game: the player count, ``4``."""
    if game != "shipyard":
        return [str(players)]
    edition = str(options.get("edition", "second"))
    contracts = str(options.get("contracts", BEGINNER))
    plain = f"{edition}-{players}"
    choosable = "contracts" not in EDITIONS[edition].option_values
    return [f"{plain}-{contracts}", plain] if choosable and contracts != BEGINNER else [plain]


def key(game: str, players: int, options: Mapping[str, object]) -> str:
    """The name of the model made for ``game`` with ``players`` and ``options``."""
    return names(game, players, options)[0]


def foresee(residual: bool, lead: float, predicted: float, blend: float) -> float:
    """The final margin (score) foreseen from a position whose heuristic lead is ``lead``
    and where a model predicts ``predicted``: a ``residual`` model's prediction, times
    ``blend``, added to the lead; another model's prediction with the share ``blend`` and
    the lead the rest."""
    if residual:
        return lead + blend * predicted
    return (1.0 - blend) * lead + blend * predicted


@dataclass(frozen=True, slots=True)
class LinearEvaluation:
    """``weights · vector + bias``; ``weights`` has one entry per observation feature.
    A ``residual`` model predicts what the final margin (score) adds to the heuristics'
    lead (value) of the position."""

    weights: npt.NDArray[np.float64]
    bias: float
    residual: bool = False

    def predict(self, vector: npt.NDArray[Any], lead: float) -> float:
        """The prediction for an observation vector (the lead is not an input here)."""
        return float(np.dot(self.weights, vector)) + self.bias

    def judge(self, lead: float, predicted: float, blend: float) -> float:
        """``foresee`` with this model's prediction."""
        return foresee(self.residual, lead, predicted, blend)


@dataclass(frozen=True, slots=True)
class TreeEvaluation:
    """Regression trees whose leaves' values add up, plus ``bias``: each node of every
    tree is an entry of the arrays. An inner node sends a position to ``left`` if its
    input ``feature`` is at most ``threshold``, else to ``right``; the inputs are the
    observation vector and, after its last entry, the heuristic lead. A leaf has
    ``value`` and leads to itself (its threshold is infinite), so ``depth`` steps from
    the ``roots`` reach every tree's leaf. A ``residual`` model predicts what the final
    margin (score) adds to the lead."""

    feature: npt.NDArray[np.intp]
    threshold: npt.NDArray[np.float64]
    left: npt.NDArray[np.intp]
    right: npt.NDArray[np.intp]
    value: npt.NDArray[np.float64]
    roots: npt.NDArray[np.intp]
    depth: int
    bias: float
    residual: bool = True

    def predict(self, vector: npt.NDArray[Any], lead: float) -> float:
        """The sum of the leaves the vector and the lead reach, plus the bias."""
        inputs = np.append(np.asarray(vector, dtype=np.float64), lead)
        node = self.roots
        for _ in range(self.depth):
            at_most = inputs[self.feature[node]] <= self.threshold[node]
            node = np.where(at_most, self.left[node], self.right[node])
        return float(self.value[node].sum()) + self.bias

    def judge(self, lead: float, predicted: float, blend: float) -> float:
        """``foresee`` with this model's prediction."""
        return foresee(self.residual, lead, predicted, blend)


Evaluation = LinearEvaluation | TreeEvaluation
"""A learned evaluation of either kind."""

TREE_ARRAYS = ("feature", "threshold", "left", "right", "value", "roots")
"""The arrays a ``TreeEvaluation`` keeps in a file."""


class StaleEvaluation(ValueError):
    """A model trained on vectors of another version of the encoding."""


def vectors(game: str, players: int, options: Mapping[str, object]) -> str:
    """The fingerprint of the observation vectors a model of ``game`` with ``players`` and
    ``options`` reads: the encoding's version and feature names
    (``rl.layout.fingerprint``)."""
    from eurotable.rl.layout import fingerprint, layout

    table = layout(game, players, options)
    return fingerprint(game, table.encoding.version, (), table.features)


@dataclass(frozen=True, slots=True)
class EvaluationFile:
    """A file's models by key and what it says about itself (``meta``)."""

    models: dict[str, Evaluation]
    meta: dict[str, Any]

    def model(self, game: str, players: int, options: Mapping[str, object]) -> Evaluation | None:
        """The model for ``game`` with ``players`` and ``options`` (``names``), or None if
        the file has none; ``StaleEvaluation`` if it was trained on other vectors than the
        encoding's now."""
        held = [name for name in names(game, players, options) if name in self.models]
        if not held:
            return None
        name = held[0]
        trained = self.meta.get("models", {}).get(name, {}).get("vectors")
        if trained != vectors(game, players, options):
            raise StaleEvaluation(
                f"the learned evaluation {name} was trained on another version of the "
                f"{game} encoding: train it again (eurotable train-eval {game} …)"
            )
        return self.models[name]


def _arrays(name: str, model: Evaluation) -> dict[str, npt.NDArray[Any]]:
    arrays = {f"{name}/bias": np.array(model.bias), f"{name}/residual": np.array(model.residual)}
    if isinstance(model, LinearEvaluation):
        arrays[f"{name}/weights"] = model.weights.astype(np.float64)
        return arrays
    for part in TREE_ARRAYS:
        arrays[f"{name}/trees/{part}"] = np.asarray(getattr(model, part))
    arrays[f"{name}/trees/depth"] = np.array(model.depth)
    return arrays


def save(path: Path, models: Mapping[str, Evaluation], meta: dict[str, Any]) -> None:
    """Write ``models`` and ``meta`` (JSON) to an ``.npz`` file."""
    arrays: dict[str, npt.NDArray[Any]] = {
        "meta": np.array(json.dumps({**meta, "format": FORMAT}, sort_keys=True))
    }
    for name, model in models.items():
        arrays.update(_arrays(name, model))
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as handle:
        np.savez_compressed(handle, allow_pickle=False, **arrays)


def _trees(data: Any, name: str) -> TreeEvaluation:
    part = f"{name}/trees/"
    return TreeEvaluation(
        feature=np.asarray(data[part + "feature"], dtype=np.intp),
        threshold=np.asarray(data[part + "threshold"], dtype=np.float64),
        left=np.asarray(data[part + "left"], dtype=np.intp),
        right=np.asarray(data[part + "right"], dtype=np.intp),
        value=np.asarray(data[part + "value"], dtype=np.float64),
        roots=np.asarray(data[part + "roots"], dtype=np.intp),
        depth=int(data[part + "depth"]),
        bias=float(data[f"{name}/bias"]),
        residual=bool(data[f"{name}/residual"]),
    )


def load(path: Path) -> EvaluationFile:
    """Read a file written by ``save`` (or by its format 1); raises ``ValueError`` on
    another format."""
    with np.load(path, allow_pickle=False) as data:
        meta: dict[str, Any] = json.loads(str(data["meta"]))
        if meta.get("format") not in READ:
            raise ValueError(f"{path}: evaluation format {meta.get('format')!r}, not {FORMAT}")
        models: dict[str, Evaluation] = {}
        for entry in data.files:
            if entry.endswith("/weights"):
                name = entry.removesuffix("/weights")
                models[name] = LinearEvaluation(
                    np.asarray(data[entry], dtype=np.float64),
                    float(data[f"{name}/bias"]),
                    bool(data[f"{name}/residual"]),
                )
            elif entry.endswith("/trees/roots"):
                name = entry.removesuffix("/trees/roots")
                models[name] = _trees(data, name)
    return EvaluationFile(models, meta)


_LOADED: dict[str, EvaluationFile] = {}
_CHOSEN: dict[str, EvaluationFile] = {}
_MODELS: dict[tuple[str, int, tuple[str, ...]], Evaluation | None] = {}


def shipped(game: str) -> EvaluationFile | None:
    """The evaluation file shipped with the package for ``game`` (read once), or None if
    there is none."""
    found = _LOADED.get(game)
    if found is None:
        path = FILES.get(game)
        if path is None or not path.exists():
            return None
        found = load(path)
        _LOADED[game] = found
    return found


def use(game: str, chosen: EvaluationFile | None) -> None:
    """Judge ``game`` with ``chosen``'s models from now on (None: the shipped file's
    again), so a file written by ``eurotable train-eval --out`` can be measured in play
    before it ships (``python -m eurotable.learning.arena --evaluation FILE``)."""
    if chosen is None:
        _CHOSEN.pop(game, None)
    else:
        _CHOSEN[game] = chosen
    for cached in [k for k in _MODELS if k[0] == game]:
        del _MODELS[cached]


def model_for(game: str, players: int, options: Mapping[str, object]) -> Evaluation | None:
    """The model the bots judge ``game`` with for ``players`` and ``options``: the chosen
    file's (``use``), else the shipped one's, or None; read once."""
    cached = (game, players, tuple(names(game, players, options)))
    if cached not in _MODELS:
        source = _CHOSEN[game] if game in _CHOSEN else shipped(game)
        _MODELS[cached] = None if source is None else source.model(game, players, options)
    return _MODELS[cached]
