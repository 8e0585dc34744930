"""The Gymnasium environment: one learning seat, every other seat played by a eurotable bot.

The agent's seat is fixed, or drawn from the reset seed (``seat=None``) so one policy learns
every seat. Other seats are played by bots named as for ``eurotable play`` (``greedy`` by
default, ``random``, ``ismcts:200ms``, …; one name for all or one per other seat); like
every bot they decide from their own observation. A Shipyard solo game has no other seat:
the automa is part of the rules. The reward is given at the end (``eurotable.rl.rewards``).

The legal actions are in every observation (``"action_mask"``), in every ``info``
(``"action_mask"``, which survives wrappers that change the observation) and from
``action_masks()`` (``env.get_wrapper_attr("action_masks")()`` through Gymnasium's
wrappers, which is how mask-aware learners such as sb3-contrib's ``MaskablePPO`` call it).
The observation that ends an episode has every entry of its mask set: nothing is legal any
more, but a vector environment that resets on the next step still asks for an action there
(and ignores it), and an empty mask would leave a masked policy nothing to choose from.

Every index of the action space is accepted, as Gymnasium's interface expects: one that is
not legal now ends the episode at once with the worst reward, the game left as it was and
``info["illegal"]`` saying why (``illegal="lose"``, the default). With ``illegal="raise"``
it raises ``IllegalAction`` and changes nothing, so a learner's bug is seen at once. A value
outside the action space raises ``IllegalAction`` either way.

``info`` holds the learning seat and the mask; the game's engine seed, from which every
hidden card can be recomputed, is added only with ``reveal_seed=True``.
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
from eurotable.rl.spaces import (
    Observation,
    action_space,
    catalogue_action,
    new_game,
    observation_space,
)


class SeatEnv(gymnasium.Env[Observation, np.int64]):
    """A game of ``game`` seen from one seat, the others played by bots."""

    # Gymnasium reads this class attribute before making an environment; the pace of the
    # drawings (one a decision) is for recorders, which want one.
    metadata = {"render_modes": ["ansi"], "render_fps": 1}  # noqa: RUF012

    def __init__(
        self,
        game: str,
        players: int = 2,
        seat: int | None = 0,
        opponents: str | Sequence[str] | None = None,
        options: Mapping[str, object] | None = None,
        reward: str | None = None,
        render_mode: str | None = None,
        illegal: str = "lose",
        reveal_seed: bool = False,
    ) -> None:
        if illegal not in ("raise", "lose"):
            raise BadOption(f"illegal must be 'raise' or 'lose', not {illegal!r}")
        if seat is not None and not 0 <= seat < players:
            raise BadOption(f"seat must be one of 0..{players - 1} (or None), not {seat}")
        self.game_spec = games.get(game)
        self.layout: Layout = layout(game, players, options)
        self.reward_kind = check_reward(reward, players)
        self.render_mode = _drawn(render_mode)
        others = players - 1
        if others == 0 and opponents is not None:
            raise BadOption("a solo game has no other seat to give a bot")
        given = "greedy" if opponents is None else opponents
        names = [given] if isinstance(given, str) else list(given)
        self.opponents = bots_for_seats(names, others, self.game_spec) if others else []
        self.fixed_seat = seat
        self.illegal = illegal
        self.reveal_seed = reveal_seed
        self.ended = True
        self.observation_space = observation_space(self.layout)
        self.action_space = action_space(self.layout)
        self._seeds = random.Random()
        self.game_seed = 0
        self.seat = seat or 0
        self.game: GameState = new_game(self.layout, seed=0)
        self.bots: dict[int, Bot] = {}

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observation, dict[str, Any]]:
        """A new game, played by the bots up to the agent's first decision.

        ``options`` is accepted for the Gymnasium interface and not used: the game's
        options shape the spaces, so they are fixed when the environment is made.
        """
        super().reset(seed=seed)
        self.begin(seed)
        observation = self.observe()
        return observation, self.info(observation)

    def step(
        self, action: np.int64 | int
    ) -> tuple[Observation, SupportsFloat, bool, bool, dict[str, Any]]:
        """Play the agent's action, then the bots' until the agent decides again or the end."""
        reward, extra = self.play(action)
        observation = self.observe()
        return observation, reward, self.ended, False, {**self.info(observation), **extra}

    def begin(self, seed: int | None) -> None:
        """``reset`` without encoding the observation (``vector.SeatVectorEnv`` encodes
        it into its batch): a new game, played by the bots up to the agent's decision."""
        if seed is not None:
            self._seeds = random.Random(seed)
        self.game_seed = self._seeds.getrandbits(63)
        players = self.layout.players
        self.seat = self._seeds.randrange(players) if self.fixed_seat is None else self.fixed_seat
        self.game = new_game(self.layout, self.game_seed)
        others = [s for s in range(players) if s != self.seat]
        self.bots = {
            s: make_bot(name, seat_seed(self.game_seed, s), self.game_spec)
            for s, name in zip(others, self.opponents, strict=True)
        }
        self._play_bots()
        self.ended = False

    def play(self, action: np.int64 | int) -> tuple[float, dict[str, Any]]:
        """``step`` without encoding the observation: the reward, and what ``info`` says
        beyond the seat and the mask (``illegal``, or ``result`` at the end)."""
        if self.ended:
            raise gymnasium.error.ResetNeeded("the game is over: call reset()")
        chosen = catalogue_action(self.layout, action)
        try:
            self.game.apply(chosen)
        except IllegalAction as error:
            if self.illegal == "raise":
                raise
            self.ended = True
            return LOSS[self.reward_kind], {"illegal": str(error)}
        self._play_bots()
        if not self.game.is_over:
            return 0.0, {}
        self.ended = True
        result = self.game.result()
        return final_rewards(result, self.reward_kind)[self.seat], {"result": result.to_json()}

    def observe(self, out: Observation | None = None) -> Observation:
        """The agent's observation now (written into ``out``'s two arrays if given): its
        mask is its legal actions, or every entry once the episode is over (see above)."""
        vector = self.layout.vector(
            self.game.observation(self.seat), None if out is None else out["observation"]
        )
        into = None if out is None else out["action_mask"]
        if self.ended:
            mask = self.layout.full_mask(into)
        else:
            mask = self.layout.mask(self.game.legal_actions(), into)
        return {"observation": vector, "action_mask": mask}

    def info(self, observation: Observation) -> dict[str, Any]:
        """The seat, the mask and, with ``reveal_seed``, the game's seed."""
        info = {"seat": self.seat, "action_mask": observation["action_mask"]}
        if self.reveal_seed:
            info["game_seed"] = self.game_seed
        return info

    def action_masks(self) -> npt.NDArray[np.int8]:
        """The legal actions now (every entry set once the episode is over: see above)."""
        if self.ended:
            return self.layout.full_mask()
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


def _drawn(render_mode: str | None) -> str | None:
    """The render mode kept: ``ansi`` draws the board as text; there is no other drawing.

    Another mode is refused only with a warning, as ``gymnasium.make`` does: libraries ask
    for one by default (stable-baselines3's ``make_vec_env`` asks for ``rgb_array``), and
    ``render()`` then returns None.
    """
    if render_mode is None or render_mode == "ansi":
        return render_mode
    gymnasium.logger.warn(
        f"SeatEnv draws the board only as text (render_mode='ansi'): "
        f"render_mode={render_mode!r} draws nothing"
    )
    return None
