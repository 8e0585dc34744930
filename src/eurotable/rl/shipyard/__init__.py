"""The reinforcement-learning encoding of Shipyard, both editions (docs/rl/shipyard.md)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from eurotable.core.options import Options
from eurotable.rl.encoding import Encoding, Json, Vector
from eurotable.rl.shipyard import actions, features


class ShipyardEncoding(Encoding):
    """Shipyard's action catalogue and observation features."""

    game = "shipyard"
    version = 2  # 2: every feature in [0, 1] (counts by their limits, open amounts)

    def action_texts(self, players: int, options: Options) -> tuple[str, ...]:
        return actions.action_texts(players, options)

    def feature_names(self, players: int, options: Options) -> tuple[str, ...]:
        ed, _ = actions.set_up(options)
        return features.plan(ed.name, players).names

    def encode(self, observation: Mapping[str, Json], out: Vector | None = None) -> Vector:
        return features.encode(observation, out)


ENCODING: Final = ShipyardEncoding()

__all__ = ["ENCODING", "ShipyardEncoding"]
