"""A learned evaluation: a linear model over a seat's observation vector (the RL
encoding, docs/rl.md), so it reads only what the seat may know.

One file holds one model per edition and player count (``key``), each predicting the
deciding seat's final score margin over the best other seat (alone: its final score).
The file also records how it was made (command line, seeds, validation figures).
Standardisation is folded into the weights: a prediction is one dot product.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

FORMAT = 1
"""Version of the file layout (not of the weights: that is in the file's name)."""

DATA = Path(__file__).resolve().parent.parent / "bots" / "data"
"""Where the package keeps its trained evaluations."""

SHIPYARD_FILE = DATA / "shipyard-eval-v2.npz"
"""The Shipyard evaluation the bots use."""


def key(edition: str, players: int) -> str:
    """The name of the model for an edition and player count, e.g. ``second-2``."""
    return f"{edition}-{players}"


@dataclass(frozen=True, slots=True)
class LinearEvaluation:
    """``weights · vector + bias``; ``weights`` has one entry per observation feature.
    A ``residual`` model predicts what the final margin (score) adds to the heuristics'
    lead (value) of the position."""

    weights: npt.NDArray[np.float64]
    bias: float
    residual: bool = False

    def predict(self, vector: npt.NDArray[Any]) -> float:
        return float(np.dot(self.weights, vector)) + self.bias


class StaleEvaluation(ValueError):
    """A model trained on vectors of another version of the encoding."""


def vectors(game: str, edition: str, players: int) -> str:
    """The fingerprint of the observation vectors a model of ``key(edition, players)``
    reads: the encoding's version and feature names (``rl.layout.fingerprint``)."""
    from eurotable.rl.layout import fingerprint, layout

    table = layout(game, players, {"edition": edition})
    return fingerprint(game, table.encoding.version, (), table.features)


@dataclass(frozen=True, slots=True)
class EvaluationFile:
    """A file's models by key and what it says about itself (``meta``)."""

    models: dict[str, LinearEvaluation]
    meta: dict[str, Any]

    def model(self, game: str, edition: str, players: int) -> LinearEvaluation | None:
        """The model for an edition and player count, or None if the file has none;
        ``StaleEvaluation`` if it was trained on other vectors than the encoding's now."""
        name = key(edition, players)
        found = self.models.get(name)
        if found is None:
            return None
        trained = self.meta.get("models", {}).get(name, {}).get("vectors")
        if trained != vectors(game, edition, players):
            raise StaleEvaluation(
                f"the learned evaluation {name} was trained on another version of the "
                f"{game} encoding: train it again (eurotable train-eval {game} …)"
            )
        return found


def save(path: Path, models: dict[str, LinearEvaluation], meta: dict[str, Any]) -> None:
    """Write ``models`` and ``meta`` (JSON) to an ``.npz`` file."""
    arrays: dict[str, npt.NDArray[Any]] = {
        "meta": np.array(json.dumps({**meta, "format": FORMAT}, sort_keys=True))
    }
    for name, model in models.items():
        arrays[f"{name}/weights"] = model.weights.astype(np.float64)
        arrays[f"{name}/bias"] = np.array(model.bias, dtype=np.float64)
        arrays[f"{name}/residual"] = np.array(model.residual)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as handle:
        np.savez_compressed(handle, allow_pickle=False, **arrays)


def load(path: Path) -> EvaluationFile:
    """Read a file written by ``save``; raises ``ValueError`` on another format."""
    with np.load(path, allow_pickle=False) as data:
        meta: dict[str, Any] = json.loads(str(data["meta"]))
        if meta.get("format") != FORMAT:
            raise ValueError(f"{path}: evaluation format {meta.get('format')!r}, not {FORMAT}")
        models: dict[str, LinearEvaluation] = {}
        for name in data.files:
            if name.endswith("/weights"):
                model = name.removesuffix("/weights")
                models[model] = LinearEvaluation(
                    np.asarray(data[name], dtype=np.float64),
                    float(data[f"{model}/bias"]),
                    bool(data[f"{model}/residual"]),
                )
    return EvaluationFile(models, meta)


_LOADED: dict[str, EvaluationFile] = {}


def shipped(path: Path = SHIPYARD_FILE) -> EvaluationFile | None:
    """The evaluation file shipped with the package (read once), or None if absent."""
    name = str(path)
    found = _LOADED.get(name)
    if found is None:
        if not path.exists():
            return None
        found = load(path)
        _LOADED[name] = found
    return found
