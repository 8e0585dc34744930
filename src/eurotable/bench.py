"""Engine speed: random playouts, clones of a mid-game position, search and the learning
environment, timed."""

from __future__ import annotations

import math
import random
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from eurotable import compiled
from eurotable.bots import decision_for, make_bot
from eurotable.bots.ismcts import ISMCTSBot
from eurotable.core.errors import BadOption
from eurotable.core.game import GameSpec, GameState
from eurotable.core.options import Options
from eurotable.i18n import _

_CLONE_BATCH = 100

MIN_SECONDS = 0.5
"""The shortest benchmark: each of its four measures gets a tenth of a second or more
(shorter, the rates are mostly the timer's and the first call's noise)."""


@dataclass(frozen=True, slots=True)
class BenchReport:
    """What was done in how many seconds; rates are derived from the counts."""

    game: str
    players: int
    options: Options
    games: int
    decisions: int
    playout_seconds: float
    clones: int
    clone_seconds: float
    ismcts_iterations_per_sec: float | None
    env_steps: int
    env_seconds: float
    compiled: bool
    """Whether the engines ran compiled by mypyc (False: pure Python)."""

    @property
    def env_steps_per_sec(self) -> float:
        return self.env_steps / self.env_seconds

    @property
    def games_per_sec(self) -> float:
        return self.games / self.playout_seconds

    @property
    def decisions_per_sec(self) -> float:
        return self.decisions / self.playout_seconds

    @property
    def clones_per_sec(self) -> float:
        return self.clones / self.clone_seconds

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "players": self.players,
            "options": dict(self.options),
            "games_per_sec": self.games_per_sec,
            "decisions_per_sec": self.decisions_per_sec,
            "clones_per_sec": self.clones_per_sec,
            "ismcts_iterations_per_sec": self.ismcts_iterations_per_sec,
            "env_steps_per_sec": self.env_steps_per_sec,
            "compiled": self.compiled,
        }


def _new_silent_game(
    spec: GameSpec, players: int, options: Mapping[str, object], seed: int
) -> GameState:
    state = spec.new_game(players, options, seed)
    state.events = None
    return state


def random_playout(state: GameState, chooser: random.Random, limit: int | None = None) -> int:
    """Apply uniformly chosen legal actions until the game ends (or ``limit`` actions)."""
    decisions = 0
    while not state.is_over and (limit is None or decisions < limit):
        legal = state.legal_actions()
        # Uniform: ``random()`` is in [0, 1). (``randrange`` is Python code, slower.)
        state.apply(legal[int(chooser.random() * len(legal))])
        decisions += 1
    return decisions


def playouts(
    spec: GameSpec, players: int, options: Mapping[str, object], games: int, seed: int = 0
) -> int:
    """``games`` uniformly random playouts (game ``i`` from seed ``seed + i``, without an
    event log, as ``bench`` plays them); the decisions made. What ``benchmarks/compare.py``
    times against other engines, which play the same way."""
    chooser = random.Random(seed)
    return sum(
        random_playout(_new_silent_game(spec, players, options, seed + n), chooser)
        for n in range(games)
    )


def check_seconds(seconds: float) -> None:
    """Refuse a time a benchmark cannot measure in: not finite, or under ``MIN_SECONDS``."""
    if not math.isfinite(seconds):
        raise BadOption(_("--seconds must be a finite number, not {seconds}", seconds=seconds))
    if seconds < MIN_SECONDS:
        raise BadOption(
            _(
                "--seconds must be at least {least} (each of the four measures needs a "
                "tenth of a second or more), not {seconds}",
                least=MIN_SECONDS,
                seconds=f"{seconds:g}",
            )
        )


def bench(
    spec: GameSpec, players: int, options: Mapping[str, object], seconds: float, seed: int = 0
) -> BenchReport:
    """Random playouts for two fifths of ``seconds``, clones for a fifth, the default
    ``ismcts`` bot (see ``eurotable.bots``) thinking for a fifth, and random legal steps
    through the PettingZoo environment (``eurotable.rl``: each step encodes the observation
    and mask of the seat to move, then plays) for the last fifth.

    ``seconds`` must be finite and at least ``MIN_SECONDS`` (else ``BadOption``). At least
    one playout, one batch of clones and one environment step always run.
    The cloned and searched position is the first playout's game, replayed to half its
    length (then on to the next decision with more than one legal action).
    """
    check_seconds(seconds)
    chooser = random.Random(seed)
    games = decisions = 0
    first_length = 0
    start = time.perf_counter()
    deadline = start + seconds * 2 / 5
    while games == 0 or time.perf_counter() < deadline:
        played = random_playout(_new_silent_game(spec, players, options, seed + games), chooser)
        first_length = first_length or played
        games += 1
        decisions += played
    playout_seconds = time.perf_counter() - start

    middle = _new_silent_game(spec, players, options, seed)
    random_playout(middle, random.Random(seed), first_length // 2)
    clones = 0
    start = time.perf_counter()
    deadline = start + seconds / 5
    while clones == 0 or time.perf_counter() < deadline:
        for _batch in range(_CLONE_BATCH):
            middle.clone()
        clones += _CLONE_BATCH
    clone_seconds = time.perf_counter() - start

    search_rate = _search_rate(spec, middle, seconds / 5, seed)
    env_steps, env_seconds = _env_steps(spec, players, options, seconds / 5, seed)
    return BenchReport(
        game=spec.name,
        players=players,
        options=dict(middle.options),
        games=games,
        decisions=decisions,
        playout_seconds=playout_seconds,
        clones=clones,
        clone_seconds=clone_seconds,
        ismcts_iterations_per_sec=search_rate,
        env_steps=env_steps,
        env_seconds=env_seconds,
        compiled=compiled(),
    )


def _search_rate(spec: GameSpec, state: GameState, seconds: float, seed: int) -> float | None:
    """ISMCTS iterations per second of CPU time at the first decision from ``state`` on
    that the search searches (alone with 1 s or more, Shipyard's makes the decisions
    inside a turn by the greedy choice); None when the game is over first."""
    chooser = random.Random(seed)
    bot = make_bot(f"ismcts:{max(1, round(seconds * 1000))}ms", seed, spec)
    assert isinstance(bot, ISMCTSBot)
    while not state.is_over:
        if len(state.legal_actions()) < 2:
            random_playout(state, chooser, 1)
            continue
        start = time.thread_time()
        move = bot.choose(decision_for(state))
        if bot.last_iterations:
            return bot.last_iterations / (time.thread_time() - start)
        state.apply(move)
    return None


def _env_steps(
    spec: GameSpec, players: int, options: Mapping[str, object], seconds: float, seed: int
) -> tuple[int, float]:
    """Uniformly random legal steps through the AEC environment: (steps, seconds)."""
    # Imported here: numpy, Gymnasium and PettingZoo would slow every other command's start.
    from eurotable.rl.aec import TableEnv

    env = TableEnv(spec.name, players, options)
    env.reset(seed=seed)
    chooser = random.Random(seed)
    steps = 0
    start = time.perf_counter()
    deadline = start + seconds
    while steps == 0 or time.perf_counter() < deadline:
        if env.game.is_over:
            env.reset()
        mask = env.observe(env.agent_selection)["action_mask"]
        env.step(chooser.choice(mask.nonzero()[0].tolist()))
        steps += 1
    return steps, time.perf_counter() - start
