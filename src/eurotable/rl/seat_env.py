"""The Gymnasium environment: one learning seat, every other seat played by a eurotable bot.

The agent's seat is fixed, or drawn from the reset seed (``seat=None``) so one policy learns
every seat. Other seats are played by bots named as for ``eurotable play`` (``greedy`` by
default, ``random``, ``ismcts:200ms``, …; one name for all or one per other seat); like
every bot they decide from their own observation. A Shipyard solo game has no other seat:
the automa is part of the rules. The reward is given at the end (``eurotable.rl.rewards``);
``action_masks()`` gives the legal actions for mask-aware learners.

An action that is not legal raises ``IllegalAction`` and changes nothing (``illegal="raise"``,
the default), or, with ``illegal="lose"``, ends the episode at once with the worst reward
(the game is left as it was, and ``info["illegal"]`` says why) — the usual treatment for
learners that sample outside the mask.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, SupportsFloat

import gymnasium
import numpy as np
import numpy.typing as npt

from eurotable import games
from eurotable.bots import bots_for_seats, make_bot, seat_seed
from eurotable.bots.base import Bot, decision_for
from eurotable.core.errors import BadOption, IllegalAction
from eurotable.core.game import GameState
from eurotable.rl.layout import Layout, layout
from eurotable.rl.rewards import LOSS, check_reward, final_rewards
from eurotable.rl.spaces import Observation, action_space, catalogue_text, observation_space
from eurotable.rl.spaces import observe as encode_seat


class SeatEnv(gymnasium.Env[Observation, np.int64]):
    """A game of ``game`` seen from one seat, the others played by bots."""

    # Gymnasium reads this class attribute before making an environment.
    metadata = {"render_modes": ["ansi"]}  # noqa: RUF012

    def __init__(
        self,
        game: str,
        players: int = 2,
        seat: int | None = 0,
        opponents: str | Sequence[str] | None = None,
        options: Mapping[str, object] | None = None,
        reward: str | None = None,
        render_mode: str | None = None,
        illegal: str = "raise",
    ) -> None:
        if illegal not in ("raise", "lose"):
            raise BadOption(f"illegal must be 'raise' or 'lose', not {illegal!r}")
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be 'ansi' or None, not {render_mode!r}")
        if seat is not None and not 0 <= seat < players:
            raise BadOption(f"seat must be one of 0..{players - 1} (or None), not {seat}")
        self.game_spec = games.get(game)
        self.layout: Layout = layout(game, players, options)
        self.reward_kind = check_reward(reward, players)
        self.render_mode = render_mode
        others = players - 1
        if others == 0 and opponents is not None:
            raise BadOption("a solo game has no other seat to give a bot")
        given = "greedy" if opponents is None else opponents
        names = [given] if isinstance(given, str) else list(given)
        self.opponents = bots_for_seats(names, others, self.game_spec) if others else []
        self.fixed_seat = seat
        self.illegal = illegal
        self.ended = True
        self.observation_space = observation_space(self.layout)
        self.action_space = action_space(self.layout)
        self._seeds = random.Random()
        self.game_seed = 0
        self.seat = seat or 0
        self.game: GameState = self.game_spec.new_game(players, self.layout.options, seed=0)
        self.bots: dict[int, Bot] = {}

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observation, dict[str, Any]]:
        """A new game, played by the bots up to the agent's first decision.

        ``options`` is accepted for the Gymnasium interface and not used: the game's
        options shape the spaces, so they are fixed when the environment is made.
        """
        super().reset(seed=seed)
        if seed is not None:
            self._seeds = random.Random(seed)
        self.game_seed = self._seeds.getrandbits(63)
        players = self.layout.players
        self.seat = self._seeds.randrange(players) if self.fixed_seat is None else self.fixed_seat
        self.game = self.game_spec.new_game(players, self.layout.options, seed=self.game_seed)
        others = [s for s in range(players) if s != self.seat]
        self.bots = {
            s: make_bot(name, seat_seed(self.game_seed, s), self.game_spec)
            for s, name in zip(others, self.opponents, strict=True)
        }
        self._play_bots()
        self.ended = False
        return encode_seat(self.layout, self.game, self.seat), self._info()

    def step(
        self, action: np.int64 | int
    ) -> tuple[Observation, SupportsFloat, bool, bool, dict[str, Any]]:
        """Play the agent's action, then the bots' until the agent decides again or the end."""
        if self.ended:
            raise gymnasium.error.ResetNeeded("the game is over: call reset()")
        try:
            text = catalogue_text(self.layout, action)
            self.game.apply(self.game_spec.parse_action(text))
        except IllegalAction as error:
            if self.illegal == "raise":
                raise
            self.ended = True
            observation = encode_seat(self.layout, self.game, self.seat)
            info = {**self._info(), "illegal": str(error)}
            return observation, LOSS[self.reward_kind], True, False, info
        self._play_bots()
        observation = encode_seat(self.layout, self.game, self.seat)
        if not self.game.is_over:
            return observation, 0.0, False, False, self._info()
        self.ended = True
        result = self.game.result()
        reward = final_rewards(result, self.reward_kind)[self.seat]
        return observation, reward, True, False, {**self._info(), "result": result.to_json()}

    def action_masks(self) -> npt.NDArray[np.int8]:
        """The legal actions now (all zero once the game is over)."""
        legal = self.game.legal_actions() if self.game.current_player == self.seat else ()
        return self.layout.mask(legal)

    def action_text(self, index: int) -> str:
        """The notation of catalogue entry ``index``."""
        return self.layout.actions[index]

    def render(self) -> str | None:
        """The board as the agent's seat sees it (ansi mode)."""
        if self.render_mode is None:
            return None
        board: str = self.game_spec.render(self.game, self.seat)
        return board

    def _play_bots(self) -> None:
        while (seat := self.game.current_player) is not None and seat != self.seat:
            self.game.apply(self.bots[seat].choose(decision_for(self.game)))

    def _info(self) -> dict[str, Any]:
        return {"seat": self.seat, "game_seed": self.game_seed}
