"""Policy files: a masked linear softmax policy over one game set-up's spaces (docs/rl.md).

The policy scores every entry of the set-up's action catalogue with one dot product of
the seat's observation vector (``weights @ vector + bias``), and gives the legal entries
(the mask) probabilities by the softmax of their scores; the others get none.

A file (``.npz``, no pickled objects) holds the weights and what they were trained for:
the game, the player count, the options, the sizes of the catalogue and the vector and a
fingerprint of both (``Layout.fingerprint``: a hash of the encoding's version, every
action text and feature name), so a bot refuses a policy made for another set-up or
another version of the encoding, and how the policy was made (``meta``: the command
line, seeds, episodes). The bot kind ``policy:PATH`` plays one (``eurotable.bots.policy``);
``eurotable.learning.reinforce`` trains one.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from eurotable.core.options import OptionValue
from eurotable.rl.layout import Layout, Mask

FORMAT = 1
"""Version of the file layout."""

Matrix = npt.NDArray[np.float64]


class NotAPolicy(ValueError):
    """A file that is not a policy file (or not a whole one)."""


class OtherFormat(ValueError):
    """A policy file of another format version than ``FORMAT``."""

    def __init__(self, found: object) -> None:
        super().__init__(f"policy file format {found!r}, not {FORMAT}")
        self.found = found


@dataclass(frozen=True, slots=True)
class SetUp:
    """What a policy was trained for."""

    game: str
    players: int
    options: dict[str, OptionValue]
    actions: int
    features: int
    fingerprint: str

    @classmethod
    def of(cls, layout: Layout) -> SetUp:
        return cls(
            layout.game,
            layout.players,
            dict(layout.options),
            len(layout.actions),
            len(layout.features),
            layout.fingerprint,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "players": self.players,
            "options": self.options,
            "actions": self.actions,
            "features": self.features,
            "fingerprint": self.fingerprint,
        }


@dataclass(frozen=True, slots=True)
class LinearPolicy:
    """Scores ``weights @ vector + bias`` (one row of ``weights`` per catalogue entry)."""

    weights: Matrix
    bias: Matrix

    @classmethod
    def zeros(cls, layout: Layout) -> LinearPolicy:
        """The untrained policy: every legal action equally likely."""
        return cls(
            np.zeros((len(layout.actions), len(layout.features))), np.zeros(len(layout.actions))
        )

    def probabilities(self, vector: npt.NDArray[Any], mask: Mask) -> Matrix:
        """The softmax of the legal entries' scores; 0 for the others."""
        legal = mask > 0
        if not legal.any():
            raise ValueError("no legal action: the mask is all zero")
        scores = self.weights @ vector + self.bias
        scores = np.where(legal, scores - scores[legal].max(), -np.inf)
        found = np.exp(scores)
        total: Matrix = found / found.sum()
        return total

    def sample(self, vector: npt.NDArray[Any], mask: Mask, rng: random.Random) -> int:
        """A legal catalogue index drawn from ``probabilities`` (``draw``)."""
        return draw(self.probabilities(vector, mask), rng)


def draw(probabilities: Matrix, rng: random.Random) -> int:
    """An index drawn from ``probabilities`` with one ``rng.random()``; never one of
    probability 0."""
    chances = np.cumsum(probabilities)
    index = int(np.searchsorted(chances, rng.random() * chances[-1], side="right"))
    return min(index, int(np.flatnonzero(probabilities)[-1]))


@dataclass(frozen=True, slots=True)
class PolicyFile:
    """A policy, what it was trained for, and how it was made."""

    policy: LinearPolicy
    setup: SetUp
    meta: dict[str, Any]


def save(path: Path, policy: LinearPolicy, layout: Layout, meta: dict[str, Any]) -> None:
    """Write ``policy``, trained for ``layout``, with ``meta`` (JSON) to an ``.npz`` file."""
    expected = (len(layout.actions), len(layout.features))
    if policy.weights.shape != expected or policy.bias.shape != expected[:1]:
        raise ValueError(f"weights {policy.weights.shape} do not fit the layout's {expected}")
    header = {"format": FORMAT, "setup": SetUp.of(layout).to_json(), "meta": meta}
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as handle:
        np.savez_compressed(
            handle,
            allow_pickle=False,
            header=np.array(json.dumps(header, sort_keys=True)),
            weights=policy.weights.astype(np.float64),
            bias=policy.bias.astype(np.float64),
        )


def load(path: Path) -> PolicyFile:
    """Read a file written by ``save``. Raises ``OSError`` if it cannot be read,
    ``OtherFormat`` for another format version and ``NotAPolicy`` for anything else."""
    with path.open("rb") as handle:
        try:
            return _read(handle)
        except OtherFormat:
            raise
        except Exception as error:  # numpy and zipfile raise many kinds on a foreign file
            raise NotAPolicy(f"{path}: {error}") from error


def _read(handle: Any) -> PolicyFile:
    with np.load(handle, allow_pickle=False) as data:
        header = json.loads(str(data["header"]))
        if header.get("format") != FORMAT:
            raise OtherFormat(header.get("format"))
        setup = SetUp(**header["setup"])
        weights = np.asarray(data["weights"], dtype=np.float64)
        bias = np.asarray(data["bias"], dtype=np.float64)
    if weights.shape != (setup.actions, setup.features) or bias.shape != (setup.actions,):
        raise NotAPolicy(f"weights {weights.shape} do not fit {setup.actions} actions")
    if not (np.isfinite(weights).all() and np.isfinite(bias).all()):
        raise NotAPolicy("the weights are not all finite")
    return PolicyFile(LinearPolicy(weights, bias), setup, dict(header.get("meta", {})))


_READ: dict[tuple[str, int, int], PolicyFile] = {}


def cached(path: Path) -> PolicyFile:
    """``load(path)``, read once per process while the file is unchanged (a tournament
    builds its bots anew for every game)."""
    resolved = path.resolve()
    status = resolved.stat()
    key = (str(resolved), status.st_mtime_ns, status.st_size)
    found = _READ.get(key)
    if found is None:
        found = load(resolved)
        _READ[key] = found
    return found
