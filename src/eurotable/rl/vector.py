"""A batch of Gymnasium seat environments stepped in one call, for learners that want
many games at once (PPO and the like, CleanRL-style loops).

``SeatVectorEnv(game, num_envs, players=…)`` (or ``rl.vector_env``, or
``gymnasium.make_vec("eurotable/Shipyard-v0", num_envs=N, vectorization_mode=
"vector_entry_point")``) holds ``num_envs`` games of one set-up, each exactly a
``SeatEnv`` (one learning seat, bots in the others): the same seeds give the same games,
observations, masks and rewards as that many single environments. What the batch adds is
the memory: every step writes each game's observation vector and mask straight into one
preallocated ``(num_envs, features)`` float32 array and one ``(num_envs, actions)`` int8
array (the encoders write into a row: nothing is allocated for them per step), and the
rewards, terminations and truncations into arrays of their own. With ``copy=False`` those
very arrays are returned (read them before the next step, as a rollout buffer does);
with ``copy=True``, the default, copies, as Gymnasium's own vector environments do.

Games reset by themselves when they end (``autoreset_mode``): ``NEXT_STEP``, Gymnasium's
default, returns the last observation of a game at its end and resets it on the next step
(whose action for that game is ignored, and whose reward is 0); ``SAME_STEP`` resets at
once and puts the last observation in ``infos["final_obs"]`` (and ``final_info``).
``reset(seed=S)`` seeds game ``i`` with ``S + i`` (a list gives each its own), and later
resets draw from each game's own stream, as a single environment's do.

``infos`` follows Gymnasium's vector convention (``infos[key]`` an array over the games,
``infos["_" + key]`` where it is set): ``seat`` (the learning seat of each game, which
``seat=None`` draws per game), ``illegal`` and ``result`` where a game ended so, and
``game_seed`` with ``reveal_seed``. The masks are in the observation (and in
``action_masks()``), not repeated in ``infos``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np
import numpy.typing as npt
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

from eurotable.core.errors import BadOption
from eurotable.rl.seat_env import SeatEnv
from eurotable.rl.spaces import Observation

Actions = npt.NDArray[np.int64]


class SeatVectorEnv(VectorEnv[Observation, Actions, npt.NDArray[Any]]):
    """``num_envs`` games of ``game``, each seen from one learning seat, stepped together."""

    def __init__(
        self,
        game: str,
        num_envs: int,
        players: int = 2,
        seat: int | None = 0,
        opponents: str | Sequence[str] | None = None,
        options: Mapping[str, object] | None = None,
        reward: str | None = None,
        illegal: str = "lose",
        reveal_seed: bool = False,
        autoreset_mode: AutoresetMode | str = AutoresetMode.NEXT_STEP,
        copy: bool = True,
    ) -> None:
        if num_envs < 1:
            raise BadOption(f"num_envs must be at least 1, not {num_envs}")
        mode = AutoresetMode(autoreset_mode)
        if mode == AutoresetMode.DISABLED:
            raise BadOption("autoreset_mode must be NEXT_STEP or SAME_STEP")
        self.envs = [
            SeatEnv(game, players, seat, opponents, options, reward, None, illegal, reveal_seed)
            for _ in range(num_envs)
        ]
        first = self.envs[0]
        self.num_envs = num_envs
        self.layout = first.layout
        self.single_observation_space = first.observation_space
        self.single_action_space = first.action_space
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)
        self.metadata = {"autoreset_mode": mode}
        self.autoreset_mode = mode
        self.copy = copy
        features, actions = len(self.layout.features), len(self.layout.actions)
        self._observations: Observation = {
            "observation": np.zeros((num_envs, features), dtype=np.float32),
            "action_mask": np.zeros((num_envs, actions), dtype=np.int8),
        }
        self._rows = [
            {key: batch[i] for key, batch in self._observations.items()} for i in range(num_envs)
        ]
        self._rewards = np.zeros(num_envs, dtype=np.float64)
        self._terminations = np.zeros(num_envs, dtype=np.bool_)
        self._truncations = np.zeros(num_envs, dtype=np.bool_)
        self._ended = np.zeros(num_envs, dtype=np.bool_)

    def reset(
        self,
        *,
        seed: int | Sequence[int | None] | None = None,
        options: dict[str, Any] | None = None,
    ) -> tuple[Observation, dict[str, Any]]:
        """Every game anew (``options`` is not used: the set-up is fixed at creation)."""
        if seed is None or isinstance(seed, int):
            seeds: list[int | None] = [
                None if seed is None else seed + i for i in range(self.num_envs)
            ]
        else:
            seeds = list(seed)
            if len(seeds) != self.num_envs:
                raise BadOption(f"give {self.num_envs} seeds, not {len(seeds)}")
        infos: dict[str, Any] = {}
        for i, (env, one) in enumerate(zip(self.envs, seeds, strict=True)):
            env.begin(one)
            env.observe(self._rows[i])
            infos = self._add_info(infos, self._info(env), i)
        self._ended.fill(False)
        return self._out(self._observations), infos

    def step(
        self, actions: Actions | Sequence[int]
    ) -> tuple[Observation, npt.NDArray[Any], npt.NDArray[Any], npt.NDArray[Any], dict[str, Any]]:
        """One action per game: each game plays it (then its bots play), or resets."""
        chosen = np.asarray(actions)
        if chosen.shape != (self.num_envs,):
            raise BadOption(f"give one action per game ({self.num_envs}), not {chosen.shape}")
        infos: dict[str, Any] = {}
        for i, env in enumerate(self.envs):
            if self._ended[i]:  # NEXT_STEP: the game ended on the last step
                env.begin(None)
                env.observe(self._rows[i])
                self._rewards[i], self._terminations[i], self._ended[i] = 0.0, False, False
                infos = self._add_info(infos, self._info(env), i)
                continue
            reward, extra = env.play(chosen[i])
            self._rewards[i], self._terminations[i] = reward, env.ended
            info = {**self._info(env), **extra}
            if env.ended and self.autoreset_mode == AutoresetMode.SAME_STEP:
                final = env.observe()
                env.begin(None)
                info = {**self._info(env), "final_obs": final, "final_info": info}
            elif env.ended:
                self._ended[i] = True
            env.observe(self._rows[i])
            infos = self._add_info(infos, info, i)
        return (
            self._out(self._observations),
            self._out(self._rewards),
            self._out(self._terminations),
            self._out(self._truncations),
            infos,
        )

    def action_masks(self) -> npt.NDArray[np.int8]:
        """The legal actions of every game now (one row each), for masked learners."""
        mask: npt.NDArray[np.int8] = self._observations["action_mask"].copy()
        return mask

    def _info(self, env: SeatEnv) -> dict[str, Any]:
        info: dict[str, Any] = {"seat": env.seat}
        if env.reveal_seed:
            info["game_seed"] = env.game_seed
        return info

    def _out(self, value: Any) -> Any:
        if not self.copy:
            return value
        if isinstance(value, dict):
            return {key: array.copy() for key, array in value.items()}
        return value.copy()


def vector_env(game: str, n: int, players: int = 2, **settings: Any) -> SeatVectorEnv:
    """``n`` games of ``game`` stepped together (``SeatVectorEnv``; ``settings`` as for
    ``SeatEnv``: ``seat``, ``opponents``, ``options``, ``reward``, ``illegal``,
    ``reveal_seed``, and ``autoreset_mode``, ``copy``)."""
    return SeatVectorEnv(game, n, players, **settings)
