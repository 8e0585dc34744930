"""Small finished games for the analysis' tests: greedy bots in every seat."""

from __future__ import annotations

from eurotable.analysis.quality import _options
from eurotable.core.record import Record
from eurotable.games import get
from eurotable.selfplay import play_bot_game


def greedy_record(game: str, seed: int, players: int = 2) -> Record:
    spec = get(game)
    return play_bot_game(spec, players, _options(spec), seed, ["greedy"]).record
