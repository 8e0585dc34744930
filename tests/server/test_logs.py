"""The server's log under a flood (issue 51, item 1): ``RateLimit`` writes at most so
many lines of one origin and in all per window, and says how many it left out."""

from __future__ import annotations

import logging

from eurotable.server.logs import RateLimit


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def record(name: str, message: str, *args: object) -> logging.LogRecord:
    return logging.LogRecord(name, logging.WARNING, __file__, 1, message, args, None)


def test_lines_of_one_origin_are_written_a_few_times_a_window() -> None:
    clock = Clock()
    limit = RateLimit(window=60, lines=3, all_lines=100, clock=clock)
    written = [limit.filter(record("uvicorn.error", "bad request from %s", n)) for n in range(10)]
    assert written == [True] * 3 + [False] * 7
    # Another origin is not held back by the first one's flood.
    assert limit.filter(record("eurotable.server", "bots stopped"))
    clock.now = 61
    first = record("uvicorn.error", "bad request from %s", 11)
    assert limit.filter(first)
    assert first.getMessage() == "bad request from 11 [and 7 earlier log lines were left out]"
    second = record("uvicorn.error", "bad request from %s", 12)
    assert limit.filter(second) and "left out" not in second.getMessage()


def test_all_lines_together_are_bounded_too() -> None:
    limit = RateLimit(window=60, lines=3, all_lines=10, clock=Clock())
    written = [limit.filter(record("x", f"line {n}")) for n in range(50)]
    assert sum(written) == 10 and written[:10] == [True] * 10
