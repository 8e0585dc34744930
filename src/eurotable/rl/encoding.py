"""How a game becomes fixed-size vectors: its action catalogue and its observation features.

Reinforcement-learning libraries want a fixed action space and a fixed-length observation.
Each game gives an ``Encoding``:

- ``action_texts``: every action the game can ever offer with this player count and these
  options, in a fixed order; index ``i`` of the action space is ``action_texts(...)[i]``.
  Every legal action of every reachable position must be in it (the tests play seeded
  random games to check), and every text must parse back with the game's notation.
- ``feature_names``: one name per entry of the observation vector, in order (for people
  reading a trained model, and for the tests, which check the lengths agree).
- ``encode``: the vector of one seat's *observation* (never the state), as float32. It is
  seat-relative: the observing seat's own board comes first, then the other seats in play
  order after it, so a policy learned in one seat plays in any seat.

Encodings read observations only, so whatever a seat cannot see cannot reach its vector.

Every feature lies in [0, 1] (the observation space says so): categoricals are one-hot,
flags 0 or 1, a count of something the game limits is divided by its limit from the data
or the rules, and an amount the rules leave open (money, when the bank never runs out;
points; pieces, when substitutes stand in) goes through ``open_amount``.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import Any, TypeAlias, cast

import numpy as np
import numpy.typing as npt

from eurotable.core.options import Options

Json = Any
Vector = npt.NDArray[np.float32]
Writer: TypeAlias = "memoryview[float]"
"""A vector seen as a memoryview: its writes (one entry, or a slice from another
``Writer``) cost a fraction of numpy's, and the vector is what an encoder writes most."""


class Encoding(ABC):
    """The fixed-size view of one game for learning agents."""

    game: str
    version: int
    """Raised whenever a feature's meaning or scale changes while its name stays: models
    trained on the vectors record it (``Layout.fingerprint``) and refuse others."""

    @abstractmethod
    def action_texts(self, players: int, options: Options) -> tuple[str, ...]:
        """Every action text the game can offer in such a game, each once, in a fixed order."""

    @abstractmethod
    def feature_names(self, players: int, options: Options) -> tuple[str, ...]:
        """The name of each entry of ``encode``'s vector, in order."""

    @abstractmethod
    def encode(self, observation: Mapping[str, Json], out: Vector | None = None) -> Vector:
        """One seat's observation as a float32 vector of ``len(feature_names(...))`` entries
        (written into ``out`` if given: a contiguous float32 vector of that length, such
        as a row of a batch, and returned).

        Players and options are read from the observation itself.
        """


def open_amount(amount: float, half: float) -> float:
    """An amount without a limit, in [0, 1): 0 for none, 0.5 at ``half``, nearing 1 beyond.

    Strictly increasing, so every two amounts stay apart; ``half`` is the game's usual
    scale of such amounts (a building's price, a good game's points), so usual amounts
    keep most of their spread.
    """
    return amount / (amount + half) if amount > 0 else 0.0


def blank(size: int, out: Vector | None = None) -> tuple[Vector, Writer]:
    """A vector of ``size`` zeros, and its ``Writer``: ``out`` zeroed if given (it must be a
    contiguous float32 vector of that size), else a new one."""
    if out is None:
        vector = np.zeros(size, dtype=np.float32)
    elif out.shape != (size,) or out.dtype != np.float32 or not out.flags.c_contiguous:
        raise ValueError(f"out must be a contiguous float32 vector of {size}, not {out.shape}")
    else:
        vector = out
        vector.fill(0.0)
    return vector, writer(vector)


def writer(vector: Vector) -> Writer:
    """``vector`` (float32, one dimension) as a ``Writer``: the same memory."""
    return cast("memoryview[float]", vector.data)


def put(v: Writer, index: int, value: float) -> None:
    """``value`` at ``index`` of a zeroed vector; a zero is not written (most features are
    zero, and writing is what encoding costs)."""
    if value:
        v[index] = value
