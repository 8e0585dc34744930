"""Train a masked linear softmax policy with REINFORCE, against eurotable's bots.

``python -m eurotable.learning.reinforce --game puerto-rico --players 2 --seconds 180 \\
    --out policy.npz`` — then ``policy:policy.npz`` is a bot (docs/research.md).

The policy (``eurotable.learning.policy``) learns one seat of the Gymnasium environment
``eurotable.rl.SeatEnv``: the seat is drawn at every reset, so it learns every seat, and
the other seats are played by ``--opponents`` (bot names, one for all or one per other
seat; ``random`` by default, ``policy:FILE`` for self-play against an earlier policy).
Each episode is one game; its reward is the environment's ``versus`` reward at the end
(±1 in a two-player game). Every action of the episode is credited with the reward less a
baseline, the running mean of the rewards so far (REINFORCE with a baseline); the
gradients of ``--batch`` episodes are averaged and applied with Adam.

Training stops after ``--episodes`` games or ``--seconds`` of CPU time (the first reached;
checked between batches). Everything is determined by ``--seed`` and the number of
episodes played: the same count gives the same weights (a time limit plays as many as fit,
which the file records). A progress line (JSON: episodes, CPU seconds, share of the last
``WINDOW`` games won) goes to standard error every ``WINDOW`` episodes; the summary (JSON)
to standard output.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from eurotable import games
from eurotable.core.errors import BadOption, EurotableError
from eurotable.core.options import Options, parse_option_texts
from eurotable.i18n import _
from eurotable.learning.policy import LinearPolicy, Matrix, draw, save
from eurotable.rl.layout import Layout
from eurotable.rl.seat_env import SeatEnv

WINDOW = 200
"""Games per progress line, and the games the share won is counted over."""


@dataclass(frozen=True, slots=True)
class Plan:
    """What to train: the set-up, the opponents, when to stop, the seed and the steps."""

    game: str = "puerto-rico"
    players: int = 2
    options: Options = field(default_factory=dict)
    opponents: tuple[str, ...] = ("random",)
    episodes: int | None = None
    seconds: float | None = None
    seed: int = 0
    learning_rate: float = 0.01
    batch: int = 8

    def command(self) -> str:
        """The command line that makes this plan."""
        words = ["python", "-m", "eurotable.learning.reinforce", "--game", self.game]
        words += ["--players", str(self.players)]
        for name, value in sorted(self.options.items()):
            words += ["--option", f"{name}={value}"]
        for bot in self.opponents:
            words += ["--opponents", bot]
        if self.episodes is not None:
            words += ["--episodes", str(self.episodes)]
        if self.seconds is not None:
            words += ["--seconds", f"{self.seconds:g}"]
        words += ["--seed", str(self.seed), "--learning-rate", f"{self.learning_rate:g}"]
        return " ".join([*words, "--batch", str(self.batch)])


@dataclass(frozen=True, slots=True)
class Trained:
    """The policy, its set-up, how many games it took and how it did at the end."""

    policy: LinearPolicy
    layout: Layout
    episodes: int
    seconds: float
    won: float
    """Share of the last ``WINDOW`` training games won (a shared first place split)."""

    def to_json(self) -> dict[str, Any]:
        return {
            "episodes": self.episodes,
            "cpu_seconds": round(self.seconds, 1),
            "won_last": round(self.won, 4),
        }


class _Adam:
    """Adam's steps for one array (ascent: the gradient is added)."""

    def __init__(self, shape: tuple[int, ...], rate: float) -> None:
        self.rate = rate
        self.first = np.zeros(shape)
        self.second = np.zeros(shape)
        self.steps = 0

    def step(self, gradient: Matrix) -> Matrix:
        self.steps += 1
        self.first = 0.9 * self.first + 0.1 * gradient
        self.second = 0.999 * self.second + 0.001 * gradient * gradient
        first = self.first / (1 - 0.9**self.steps)
        second = self.second / (1 - 0.999**self.steps)
        change: Matrix = self.rate * first / (np.sqrt(second) + 1e-8)
        return change


def _quiet(line: dict[str, Any]) -> None:
    pass


def _won(env: SeatEnv, info: dict[str, Any]) -> float:
    places = info["result"]["places"]
    return 1.0 / places.count(1) if places[env.seat] == 1 else 0.0


def train(plan: Plan, progress: Callable[[dict[str, Any]], None] = _quiet) -> Trained:
    """Train as the module says; nothing is written."""
    if plan.episodes is None and plan.seconds is None:
        raise BadOption(_("give a number of episodes or of seconds to train for"))
    if plan.batch < 1:
        raise BadOption(_("a batch holds at least one episode, not {n}", n=plan.batch))
    env = SeatEnv(
        plan.game, plan.players, seat=None, opponents=list(plan.opponents), options=plan.options
    )
    table = env.layout
    policy = LinearPolicy.zeros(table)
    steps = (
        _Adam(policy.weights.shape, plan.learning_rate),
        _Adam(policy.bias.shape, plan.learning_rate),
    )
    rng = random.Random(plan.seed)
    gradient = (np.zeros_like(policy.weights), np.zeros_like(policy.bias))
    baseline = 0.0
    recent: deque[float] = deque(maxlen=WINDOW)
    episodes = pending = 0
    start = time.process_time()

    def done() -> bool:
        spent = time.process_time() - start
        return (plan.episodes is not None and episodes >= plan.episodes) or (
            plan.seconds is not None and spent >= plan.seconds
        )

    observation = env.reset(seed=plan.seed)[0]
    while not done():
        vectors: list[Matrix] = []
        chances: list[Matrix] = []
        actions: list[int] = []
        ended = False
        while not ended:
            vector = observation["observation"].astype(np.float64)
            probabilities = policy.probabilities(vector, observation["action_mask"])
            action = draw(probabilities, rng)
            vectors.append(vector)
            chances.append(probabilities)
            actions.append(action)
            observation, reward, terminated, truncated, info = env.step(action)
            ended = terminated or truncated
        advantage = float(reward) - baseline
        baseline += 0.05 * (float(reward) - baseline)
        # d log p(action) / d scores = onehot(action) - probabilities, for every step.
        direction = -np.asarray(chances)
        direction[np.arange(len(actions)), actions] += 1.0
        # einsum, not a matrix product: its own loops in one thread (a threaded BLAS
        # product costs more here than it saves, and its sums may change with the threads).
        gradient[0][...] += advantage * np.einsum("ta,tf->af", direction, np.asarray(vectors))
        gradient[1][...] += advantage * direction.sum(axis=0)
        episodes += 1
        pending += 1
        recent.append(_won(env, info))
        if pending == plan.batch or done():
            policy.weights[...] += steps[0].step(gradient[0] / pending)
            policy.bias[...] += steps[1].step(gradient[1] / pending)
            gradient[0][...] = 0.0
            gradient[1][...] = 0.0
            pending = 0
        if episodes % WINDOW == 0:
            progress(
                {
                    "episodes": episodes,
                    "cpu_seconds": round(time.process_time() - start, 1),
                    "won_last": round(sum(recent) / len(recent), 4),
                }
            )
        observation = env.reset()[0]
    won = sum(recent) / len(recent) if recent else 0.0
    return Trained(policy, table, episodes, time.process_time() - start, won)


def write(plan: Plan, trained: Trained, path: Path) -> None:
    """Write the policy to ``path`` with how it was made."""
    meta = {
        "command": plan.command(),
        "algorithm": "REINFORCE, running-mean baseline, Adam; masked linear softmax",
        "opponents": list(plan.opponents),
        "seed": plan.seed,
        "learning_rate": plan.learning_rate,
        "batch": plan.batch,
        "reward": "versus",
        **trained.to_json(),
    }
    save(path, trained.policy, trained.layout, meta)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--game", default="puerto-rico")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--opponents", action="append", default=[], metavar="BOT")
    parser.add_argument("--episodes", type=int)
    parser.add_argument("--seconds", type=float)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--learning-rate", type=float, default=0.01)
    parser.add_argument("--batch", type=int, default=8)
    parser.add_argument("--out", type=Path, default=Path("policy.npz"))
    args = parser.parse_args(argv)
    try:
        options = parse_option_texts(games.get(args.game).capabilities.options, args.option)
    except EurotableError as error:
        parser.error(str(error))
    plan = Plan(
        game=args.game,
        players=args.players,
        options=options,
        opponents=tuple(args.opponents) or ("random",),
        episodes=args.episodes,
        seconds=args.seconds,
        seed=args.seed,
        learning_rate=args.learning_rate,
        batch=args.batch,
    )

    def report(line: dict[str, Any]) -> None:
        print(json.dumps(line), file=sys.stderr, flush=True)

    try:
        trained = train(plan, report)
        write(plan, trained, args.out)
    except (EurotableError, OSError) as error:
        parser.error(str(error))
    print(json.dumps({"out": str(args.out), "command": plan.command(), **trained.to_json()}))


if __name__ == "__main__":
    main()
