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
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import Any

import numpy as np
import numpy.typing as npt

from eurotable.core.options import Options

Json = Any
Vector = npt.NDArray[np.float32]


class Encoding(ABC):
    """The fixed-size view of one game for learning agents."""

    game: str

    @abstractmethod
    def action_texts(self, players: int, options: Options) -> tuple[str, ...]:
        """Every action text the game can offer in such a game, each once, in a fixed order."""

    @abstractmethod
    def feature_names(self, players: int, options: Options) -> tuple[str, ...]:
        """The name of each entry of ``encode``'s vector, in order."""

    @abstractmethod
    def encode(self, observation: Mapping[str, Json]) -> Vector:
        """One seat's observation as a float32 vector of ``len(feature_names(...))`` entries.

        Players and options are read from the observation itself.
        """
