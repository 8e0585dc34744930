"""What whoever runs the server wants to see: actions per second and their latency,
open sockets, games in memory, bots thinking (``GET /api/metrics``)."""

from __future__ import annotations

import time
from collections import deque
from typing import Any

WINDOW_SECONDS = 60.0
KEPT = 10_000
"""The latest actions kept for the figures."""


class Metrics:
    """The actions of the last minute, each with how long the server took over it."""

    def __init__(self) -> None:
        self._actions: deque[tuple[float, float]] = deque(maxlen=KEPT)
        self.started = time.monotonic()

    def action(self, seconds: float) -> None:
        """Note an action acknowledged after ``seconds`` in the server."""
        self._actions.append((time.monotonic(), seconds))

    def figures(self) -> dict[str, Any]:
        """Actions per second over the last minute and their latency percentiles (ms)."""
        now = time.monotonic()
        recent = sorted(seconds for at, seconds in self._actions if at > now - WINDOW_SECONDS)
        window = min(WINDOW_SECONDS, now - self.started) or 1.0

        def percentile(share: float) -> float | None:
            if not recent:
                return None
            return round(1000 * recent[min(len(recent) - 1, int(share * len(recent)))], 2)

        return {
            "actions_per_second": round(len(recent) / window, 2),
            "latency_ms": {
                "p50": percentile(0.5),
                "p95": percentile(0.95),
                "p99": percentile(0.99),
            },
            "uptime_seconds": round(now - self.started),
        }
