"""The PettingZoo AEC environment: every seat of a game is an agent.

Agents are ``seat_0`` … ``seat_{n-1}``. The agent to act is the seat the rules ask to
decide; it sees the vector of its own observation and the mask of its legal actions
(other agents' masks are empty). Rewards come only at the end (``eurotable.rl.rewards``).
An action outside the catalogue or not legal now raises ``IllegalAction`` and changes
nothing, so a learning agent's bug is seen at once instead of being played around.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from pettingzoo import AECEnv

from eurotable import games
from eurotable.core.game import GameState
from eurotable.rl.layout import Layout, layout
from eurotable.rl.rewards import check_reward, final_rewards
from eurotable.rl.spaces import (
    Observation,
    action_space,
    catalogue_action,
    features_box,
    new_game,
    observation_space,
    observe,
)

AgentID = str


def agent_name(seat: int) -> AgentID:
    """The agent playing ``seat``."""
    return f"seat_{seat}"


class TableEnv(AECEnv):  # type: ignore[misc]  # pettingzoo ships no type information
    """One game of ``game`` for ``players`` seats, as a PettingZoo AEC environment."""

    metadata: ClassVar[dict[str, Any]] = {"render_modes": ["ansi"], "is_parallelizable": False}
    agent_selection: AgentID
    agents: list[AgentID]

    def __init__(
        self,
        game: str,
        players: int,
        options: Mapping[str, object] | None = None,
        reward: str | None = None,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be 'ansi' or None, not {render_mode!r}")
        self.game_spec = games.get(game)
        self.layout: Layout = layout(game, players, options)
        self.reward_kind = check_reward(reward, players)
        self.render_mode = render_mode
        self.possible_agents = [agent_name(seat) for seat in range(players)]
        self._seats = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        self.observation_spaces = {a: observation_space(self.layout) for a in self.possible_agents}
        self.action_spaces = {a: action_space(self.layout) for a in self.possible_agents}
        self.state_space = features_box(players * len(self.layout.features))
        self._seeds = random.Random()
        self.game_seed = 0
        self.game: GameState = self._new_game()
        self._start()

    def observation_space(self, agent: AgentID) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: AgentID) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game: seeded by ``seed``, or by the next seed of the last seeded reset.

        ``options`` is accepted for the PettingZoo interface and not used: the game's options
        shape the spaces, so they are fixed when the environment is made.
        """
        if seed is not None:
            self._seeds = random.Random(seed)
        self.game = self._new_game()
        self._start()

    def observe(self, agent: AgentID) -> Observation:
        return observe(self.layout, self.game, self._seat(agent))

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self.game.apply(catalogue_action(self.layout, action))
        seat = self.game.current_player
        if seat is not None:
            # Rewards come only at the end: every reward is still 0, nothing to clear or
            # to add up.
            self.agent_selection = self.possible_agents[seat]
            return
        self._cumulative_rewards[agent] = 0.0
        result = self.game.result()
        for seat, value in enumerate(final_rewards(result, self.reward_kind)):
            self.rewards[agent_name(seat)] = value
        for name in self.agents:
            self.terminations[name] = True
            self.infos[name] = {"result": result.to_json()}
        self._accumulate_rewards()

    def state(self) -> npt.NDArray[np.float32]:
        """Every seat's observation vector, seat 0 first (for critics that see all seats).

        Face-down piles are in no observation, so they are not in this either.
        """
        return np.concatenate(
            [self.layout.vector(self.game.observation(seat)) for seat in range(self.players)]
        )

    def render(self) -> str | None:
        """The board as the agent to act sees it (ansi mode); the whole board at the end."""
        if self.render_mode is None:
            return None
        seat = self.game.current_player
        return self.game_spec.render(self.game, seat)

    def close(self) -> None:
        """Nothing to release."""

    @property
    def players(self) -> int:
        return self.layout.players

    def action_text(self, index: int) -> str:
        """The notation of catalogue entry ``index``."""
        return self.layout.actions[index]

    def _new_game(self) -> GameState:
        self.game_seed = self._seeds.getrandbits(63)
        return new_game(self.layout, self.game_seed)

    def _start(self) -> None:
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[AgentID, dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = self._to_move()

    def _to_move(self) -> AgentID:
        seat = self.game.current_player
        if seat is None:
            raise RuntimeError("a new game is already over")
        return agent_name(seat)

    def _seat(self, agent: AgentID) -> int:
        seat = self._seats.get(agent)
        if seat is None:
            raise KeyError(f"unknown agent {agent!r} (agents: {', '.join(self.possible_agents)})")
        return seat
