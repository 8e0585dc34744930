"""Rewards at the end of a game, from its result (no reward is given before the end)."""

from __future__ import annotations

from typing import Literal, get_args

from eurotable.core.errors import BadOption
from eurotable.core.result import Result

Reward = Literal["versus", "win", "score"]
"""``versus``: +1 for each other seat placed below, -1 for each placed above, 0 for a shared
place, averaged over the other seats (zero-sum; ±1 in a two-player game). ``win``: the
tournament's share of first place (1, or 1/k for k seats sharing it; else 0). ``score``: the
final score (the only reward of a solo game)."""

REWARDS: tuple[str, ...] = get_args(Reward)

LOSS: dict[Reward, float] = {"versus": -1.0, "win": 0.0, "score": 0.0}
"""The reward of a seat that loses by an illegal action (``SeatEnv(illegal="lose")``)."""


def check_reward(reward: str | None, players: int) -> Reward:
    """The reward to use: ``versus`` by default, ``score`` in a solo game."""
    if reward is None:
        return "score" if players == 1 else "versus"
    if reward not in REWARDS:
        raise BadOption(f"unknown reward {reward!r} (known: {', '.join(REWARDS)})")
    if players == 1 and reward != "score":
        raise BadOption("a solo game has no other seat: its only reward is 'score'")
    return "score" if reward == "score" else "win" if reward == "win" else "versus"


def final_rewards(result: Result, reward: Reward) -> tuple[float, ...]:
    """Each seat's reward for a finished game."""
    places = result.places
    if reward == "score":
        return tuple(float(score) for score in result.scores)
    if reward == "win":
        first = places.count(1)
        return tuple(1.0 / first if place == 1 else 0.0 for place in places)
    others = len(places) - 1
    return tuple(
        sum((other > place) - (other < place) for other in places) / others for place in places
    )
