"""The benchmark without the command line (counts only: speed is never asserted)."""

from __future__ import annotations

import math
import random

import pytest

from eurotable import games
from eurotable.bench import MIN_SECONDS, _search_rate, bench, random_playout
from eurotable.bots.shipyard import turn_starts
from eurotable.core.errors import BadOption

SPEC = games.get("puerto-rico")


def test_random_playout_plays_to_the_end_or_to_the_limit() -> None:
    state = SPEC.new_game(2, None, 1)
    assert random_playout(state, random.Random(1), limit=5) == 5
    assert not state.is_over
    rest = random_playout(state, random.Random(1))
    assert rest > 0 and state.is_over


def test_bench_always_measures_something() -> None:
    report = bench(SPEC, 2, {}, seconds=MIN_SECONDS, seed=3)
    assert report.games >= 1 and report.clones >= 1
    assert report.decisions > report.games
    assert report.playout_seconds > 0 and report.clone_seconds > 0
    assert report.options == {option.name: option.default for option in SPEC.capabilities.options}
    data = report.to_json()
    assert data["games_per_sec"] == report.games / report.playout_seconds
    assert data["clones_per_sec"] > 0
    assert report.ismcts_iterations_per_sec is not None and report.ismcts_iterations_per_sec > 0
    assert report.env_steps >= 1 and data["env_steps_per_sec"] > 0


def test_bench_measures_the_solo_search() -> None:
    report = bench(games.get("shipyard"), 1, {}, seconds=MIN_SECONDS, seed=3)
    assert report.ismcts_iterations_per_sec is not None and report.ismcts_iterations_per_sec > 0


def test_the_search_is_measured_where_it_searches() -> None:
    """Alone with a second or more, Shipyard's search makes the decisions inside a turn by
    the greedy choice (no iterations): the rate is measured at the next turn's start."""
    spec = games.get("shipyard")
    state = spec.new_game(1, {}, 5)
    chooser = random.Random(5)
    while turn_starts(state, 0) or len(state.legal_actions()) < 2:
        random_playout(state, chooser, 1)
    rate = _search_rate(spec, state, 1.0, 5)
    assert rate is not None and rate > 0
    assert turn_starts(state, 0)  # played on to the turn's end, and measured there


@pytest.mark.parametrize("seconds", [math.inf, math.nan, -1.0, 0.0, MIN_SECONDS / 2])
def test_bench_refuses_a_time_it_cannot_measure_in(seconds: float) -> None:
    with pytest.raises(BadOption, match=r"^--seconds must be "):
        bench(SPEC, 2, {}, seconds=seconds, seed=3)
