"""The server's log, kept to a size no flood of requests can grow without end.

``eurotable serve`` configures logging with ``log_config()``: uvicorn's own handlers and
formats, and the root logger (the server's modules) on standard error, every handler
behind a ``RateLimit``: a line of the same origin (logger and message template) is written
at most ``LINES`` times in ``WINDOW_SECONDS``, and all lines together at most ``ALL_LINES``
times; what is held back is counted and said in one line when the window ends ("… 1,234
similar lines were left out"). A line with a traceback counts like any other.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any

from uvicorn.config import LOGGING_CONFIG

WINDOW_SECONDS = 60.0
LINES = 20
"""Lines of one origin written in a window."""
ALL_LINES = 300
"""Lines written in a window, whatever their origin."""


class RateLimit(logging.Filter):
    """Lets through at most ``lines`` records of each origin and ``all_lines`` in all per
    ``window`` seconds; the first record let through after a window with records held back
    says how many were."""

    def __init__(
        self,
        window: float = WINDOW_SECONDS,
        lines: int = LINES,
        all_lines: int = ALL_LINES,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__()
        self.window = window
        self.lines = lines
        self.all_lines = all_lines
        self.clock = clock
        self._started = clock()
        self._counts: dict[tuple[str, object], int] = {}
        self._written = 0
        self._held_back = 0

    def filter(self, record: logging.LogRecord) -> bool:
        now = self.clock()
        if now - self._started >= self.window:
            self._start(now, record)
        origin = (record.name, record.msg)
        count = self._counts.get(origin, 0)
        if count >= self.lines or self._written >= self.all_lines:
            self._held_back += 1
            return False
        if len(self._counts) < 10 * self.all_lines:
            self._counts[origin] = count + 1
        self._written += 1
        return True

    def _start(self, now: float, record: logging.LogRecord) -> None:
        """A new window; the record to be written next says what the last one held back."""
        if self._held_back:
            record.msg = f"{record.msg} [and {self._held_back:,} earlier log lines were left out]"
        self._started = now
        self._counts.clear()
        self._written = 0
        self._held_back = 0


def log_config() -> dict[str, Any]:
    """The logging configuration of ``eurotable serve`` (``logging.config.dictConfig``
    form): uvicorn's, with the server's own loggers on standard error and a ``RateLimit``
    before every handler (one shared by all, so a flood on one cannot pass on another)."""
    config: dict[str, Any] = {
        **LOGGING_CONFIG,
        "filters": {"rate": {"()": f"{__name__}.shared_rate_limit"}},
    }
    config["handlers"] = {
        name: {**handler, "filters": ["rate"]} for name, handler in config["handlers"].items()
    }
    config["root"] = {"handlers": ["default"], "level": "WARNING"}
    return config


_shared: RateLimit | None = None


def shared_rate_limit() -> RateLimit:
    """The one ``RateLimit`` of this process."""
    global _shared
    if _shared is None:
        _shared = RateLimit()
    return _shared
