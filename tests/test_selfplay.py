"""Selfplay without the command line: bot games and their summary."""

from __future__ import annotations

import pytest

from eurotable import games
from eurotable.bots import BadBot
from eurotable.core.record import Record, Seat, replay
from eurotable.core.result import Result
from eurotable.selfplay import GameOutcome, play_bot_game, play_bot_games, summarize

SPEC = games.get("puerto-rico")


def outcome(scores: tuple[int, ...], places: tuple[int, ...], decisions: int) -> GameOutcome:
    seats = [Seat(f"random {seat + 1}", "bot:random") for seat in range(len(scores))]
    record = Record("test", {}, 0, seats, ["x"] * decisions)
    breakdown = tuple({"vp": score} for score in scores)
    return GameOutcome(record, Result(scores, breakdown, (0,) * len(scores), places))


def test_summary_splits_shared_first_places() -> None:
    outcomes = [
        outcome((30, 30, 20), (1, 1, 3), 100),
        outcome((10, 25, 40), (3, 2, 1), 200),
    ]
    summary = summarize("test", 3, {"fast": True}, outcomes)
    assert summary.games == 2
    assert summary.wins == (0.5, 0.5, 1.0)
    assert summary.mean_scores == (20.0, 27.5, 30.0)
    assert summary.mean_decisions == 150.0
    assert summary.to_json()["options"] == {"fast": True}


def test_summary_of_no_games_has_zero_means() -> None:
    summary = summarize("test", 2, {}, [])
    assert (summary.games, summary.wins, summary.mean_scores) == (0, (0.0, 0.0), (0.0, 0.0))


def test_a_bot_game_is_deterministic_and_its_record_replays_to_its_result() -> None:
    first = play_bot_game(SPEC, 3, {}, 4, ["random"])
    again = play_bot_game(SPEC, 3, {}, 4, ["random"] * 3)
    assert first.record.actions == again.record.actions
    assert first.decisions == len(first.record.actions) > 0
    final = replay(first.record)
    assert final.is_over and final.result() == first.result
    assert [seat.kind for seat in first.record.seats] == ["bot:random"] * 3


def test_bot_games_use_consecutive_seeds() -> None:
    seeds = [o.record.seed for o in play_bot_games(SPEC, 2, {}, ["random"], 3, seed=40)]
    assert seeds == [40, 41, 42]


def test_a_bad_bot_list_is_refused_before_any_game() -> None:
    with pytest.raises(BadBot):
        next(play_bot_games(SPEC, 3, {}, ["random", "random"], 3, seed=0))
