"""Learning environments over the eurotable engines: PettingZoo AEC and Gymnasium.

>>> from eurotable import rl
>>> env = rl.env("shipyard", players=2)            # PettingZoo AEC, every seat an agent
>>> env.reset(seed=1)
>>> seat = rl.SeatEnv("puerto-rico", players=3)    # Gymnasium, one seat against bots
>>> batch = rl.vector_env("puerto-rico", 16, players=3)  # 16 such games in one call

Importing this module registers the Gymnasium ids ``eurotable/PuertoRico-v0``,
``eurotable/RussianRailroads-v0`` and ``eurotable/Shipyard-v0`` (``gymnasium.make`` passes
``players``, ``seat``, ``opponents``, ``options``, ``reward``, ``illegal`` and
``reveal_seed`` on). docs/rl.md describes the spaces and their bounds, the masks, rewards
and hidden-information guarantees.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import gymnasium
from pettingzoo.utils.wrappers import OrderEnforcingWrapper

from eurotable.rl.aec import TableEnv, agent_name
from eurotable.rl.encoding import Encoding
from eurotable.rl.layout import Layout, encoding_for, layout
from eurotable.rl.rewards import REWARDS, Reward, final_rewards
from eurotable.rl.seat_env import SeatEnv
from eurotable.rl.vector import SeatVectorEnv, vector_env

GYM_IDS = {
    "puerto-rico": "eurotable/PuertoRico-v0",
    "russian-railroads": "eurotable/RussianRailroads-v0",
    "shipyard": "eurotable/Shipyard-v0",
}

__all__ = [
    "GYM_IDS",
    "REWARDS",
    "Encoding",
    "Layout",
    "Reward",
    "SeatEnv",
    "SeatVectorEnv",
    "TableEnv",
    "agent_name",
    "encoding_for",
    "env",
    "final_rewards",
    "layout",
    "raw_env",
    "vector_env",
]


def raw_env(
    game: str,
    players: int,
    options: Mapping[str, object] | None = None,
    reward: str | None = None,
    render_mode: str | None = None,
) -> TableEnv:
    """The AEC environment itself (no wrapper)."""
    return TableEnv(game, players, options, reward, render_mode)


def env(
    game: str,
    players: int,
    options: Mapping[str, object] | None = None,
    reward: str | None = None,
    render_mode: str | None = None,
) -> Any:
    """The AEC environment in PettingZoo's order-enforcing wrapper (reset before use)."""
    return OrderEnforcingWrapper(raw_env(game, players, options, reward, render_mode))


def _register() -> None:
    for game, gym_id in GYM_IDS.items():
        if gym_id not in gymnasium.registry:
            gymnasium.register(
                id=gym_id,
                entry_point="eurotable.rl.seat_env:SeatEnv",
                vector_entry_point="eurotable.rl.vector:SeatVectorEnv",
                kwargs={"game": game},
            )


_register()
