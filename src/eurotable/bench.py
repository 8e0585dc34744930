"""Engine speed: random playouts and clones of a mid-game position, timed."""

from __future__ import annotations

import random
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from eurotable.bots import decision_for, make_bot
from eurotable.bots.ismcts import ISMCTSBot
from eurotable.core.game import GameSpec, GameState
from eurotable.core.options import Options

_CLONE_BATCH = 100


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
        state.apply(legal[chooser.randrange(len(legal))])
        decisions += 1
    return decisions


def bench(
    spec: GameSpec, players: int, options: Mapping[str, object], seconds: float, seed: int = 0
) -> BenchReport:
    """Random playouts for half of ``seconds``, clones for a quarter, then the default
    ``ismcts`` bot (see ``eurotable.bots``) thinking for the last quarter.

    At least one playout and one batch of clones always run, however small ``seconds`` is.
    The cloned and searched position is the first playout's game, replayed to half its
    length (then on to the next decision with more than one legal action).
    """
    chooser = random.Random(seed)
    games = decisions = 0
    first_length = 0
    start = time.perf_counter()
    deadline = start + seconds / 2
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
    deadline = start + seconds / 4
    while clones == 0 or time.perf_counter() < deadline:
        for _ in range(_CLONE_BATCH):
            middle.clone()
        clones += _CLONE_BATCH
    clone_seconds = time.perf_counter() - start

    return BenchReport(
        game=spec.name,
        players=players,
        options=dict(middle.options),
        games=games,
        decisions=decisions,
        playout_seconds=playout_seconds,
        clones=clones,
        clone_seconds=clone_seconds,
        ismcts_iterations_per_sec=_search_rate(spec, middle, seconds / 4, seed),
    )


def _search_rate(spec: GameSpec, state: GameState, seconds: float, seed: int) -> float | None:
    """ISMCTS iterations per second of CPU time at ``state`` (None when the game is over
    first)."""
    chooser = random.Random(seed)
    while not state.is_over and len(state.legal_actions()) < 2:
        random_playout(state, chooser, 1)
    if state.is_over:
        return None
    decision = decision_for(state)
    bot = make_bot(f"ismcts:{max(1, round(seconds * 1000))}ms", seed, spec)
    assert isinstance(bot, ISMCTSBot)
    start = time.thread_time()
    bot.choose(decision)
    return bot.last_iterations / (time.thread_time() - start)
