"""Puerto Rico for learning agents: the action catalogue and the observation features
(docs/rl/puerto-rico.md)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from eurotable.core.options import Options
from eurotable.rl.encoding import Encoding, Json, Vector
from eurotable.rl.puerto_rico import actions, features


class PuertoRicoEncoding(Encoding):
    game = "puerto-rico"
    version = 2  # 2: every feature in [0, 1] (counts by their limits, open amounts)

    def action_texts(self, players: int, options: Options) -> tuple[str, ...]:
        return actions.action_texts(players)

    def feature_names(self, players: int, options: Options) -> tuple[str, ...]:
        return features.feature_names(players)

    def encode(self, observation: Mapping[str, Json], out: Vector | None = None) -> Vector:
        return features.encode(observation, out)


ENCODING: Final = PuertoRicoEncoding()

__all__ = ["ENCODING", "PuertoRicoEncoding"]
