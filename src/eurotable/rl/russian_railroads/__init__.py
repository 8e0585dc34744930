"""Russian Railroads for learning agents: its action catalogue and observation features."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from eurotable.core.options import Options
from eurotable.rl.encoding import Encoding, Json, Vector
from eurotable.rl.russian_railroads.actions import action_texts
from eurotable.rl.russian_railroads.features import encode, feature_names


class RussianRailroadsEncoding(Encoding):
    """The fixed-size view of Russian Railroads (docs/rl/russian-railroads.md). The game
    has no options, so only the player count shapes the catalogue and the features."""

    game = "russian-railroads"
    version = 2  # 2: every feature in [0, 1] (counts by their limits, open amounts)

    def action_texts(self, players: int, options: Options) -> tuple[str, ...]:
        return action_texts(players)

    def feature_names(self, players: int, options: Options) -> tuple[str, ...]:
        return feature_names(players)

    def encode(self, observation: Mapping[str, Json], out: Vector | None = None) -> Vector:
        return encode(observation, out)


ENCODING: Final = RussianRailroadsEncoding()

__all__ = ["ENCODING", "RussianRailroadsEncoding"]
