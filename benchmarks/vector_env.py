"""Time the batched environment against Gymnasium's SyncVectorEnv of as many SeatEnvs
(docs/rl.md, "Many games at once"): environment steps per second of CPU time, the median
of three interleaved rounds.

    python benchmarks/vector_env.py GAME PLAYERS [--games 16] [--steps 300]
"""

from __future__ import annotations

import argparse
import statistics
import time

import gymnasium
import numpy as np

from eurotable import rl
from eurotable.rl.seat_env import SeatEnv


def steps_per_second(envs: gymnasium.vector.VectorEnv, steps: int) -> float:
    observations, _ = envs.reset(seed=1)
    rng = np.random.default_rng(0)
    started = time.process_time()
    for _ in range(steps):
        mask = observations["action_mask"]
        chosen = np.where(mask == 1, rng.random(mask.shape), -1.0).argmax(axis=1)
        observations, *_ = envs.step(chosen)
    return steps * envs.num_envs / (time.process_time() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("players", type=int)
    parser.add_argument("--games", type=int, default=16)
    parser.add_argument("--steps", type=int, default=300)
    asked = parser.parse_args()
    game, players, n = asked.game, asked.players, asked.games
    opponents = None if players == 1 else "random"  # a solo game has the automa only
    rates: dict[str, list[float]] = {"batch": [], "sync": []}
    for _round in range(3):
        batch = rl.vector_env(game, n, players=players, opponents=opponents, copy=False)
        rates["batch"].append(steps_per_second(batch, asked.steps))
        singles = [lambda: SeatEnv(game, players, opponents=opponents) for _ in range(n)]
        sync = gymnasium.vector.SyncVectorEnv(singles, copy=False)
        rates["sync"].append(steps_per_second(sync, asked.steps))
    batch_rate, sync_rate = (statistics.median(rates[k]) for k in ("batch", "sync"))
    print(
        f"{game} {players}p, {n} games: batch {batch_rate:,.0f} steps/s, "
        f"SyncVectorEnv {sync_rate:,.0f} steps/s, ratio {batch_rate / sync_rate:.2f}"
    )


if __name__ == "__main__":
    main()
