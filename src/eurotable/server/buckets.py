"""Token buckets: how many messages a socket or a client may send, over time.

A bucket holds up to ``burst`` tokens and gains ``rate`` a second; each message takes
one. A client that sends no faster than the rate is never refused, one that sends in
bursts may send up to ``burst`` at once, and one that floods is refused as soon as its
bucket is empty (the websocket then closes: see ``server.sockets``).
"""

from __future__ import annotations

import time
from collections.abc import Callable

Clock = Callable[[], float]
"""Seconds from any fixed moment (``time.monotonic`` unless a test passes its own)."""


class Bucket:
    """One bucket, full when made."""

    __slots__ = ("_at", "_clock", "_tokens", "burst", "rate")

    def __init__(self, rate: float, burst: int, clock: Clock = time.monotonic) -> None:
        self.rate = rate
        self.burst = burst
        self._clock = clock
        self._tokens = float(burst)
        self._at = clock()

    def take(self) -> bool:
        """Take a token if there is one (``True``); else ``False`` and nothing changes."""
        self._refill()
        if self._tokens < 1:
            return False
        self._tokens -= 1
        return True

    def full(self) -> bool:
        """Whether the bucket has refilled: it is then as good as a new one."""
        self._refill()
        return self._tokens >= self.burst

    def _refill(self) -> None:
        now = self._clock()
        self._tokens = min(float(self.burst), self._tokens + (now - self._at) * self.rate)
        self._at = now


class Buckets:
    """A bucket per key (a client's address), made full when first needed. Once ``kept``
    are held, the refilled ones are forgotten (a new one would be the same), so the
    buckets of clients long gone take no memory, while a client that drained its bucket
    gets no fresh one by reconnecting. (If few have refilled, the next look is when twice
    as many are held: a look costs a moment per bucket.)"""

    def __init__(
        self, rate: float, burst: int, clock: Clock = time.monotonic, kept: int = 10_000
    ) -> None:
        self.rate = rate
        self.burst = burst
        self._clock = clock
        self._kept = kept
        self._look_at = kept
        self._buckets: dict[str, Bucket] = {}

    def take(self, key: str) -> bool:
        """Take a token from ``key``'s bucket (see ``Bucket.take``)."""
        bucket = self._buckets.get(key)
        if bucket is None:
            if len(self._buckets) >= self._look_at:
                self._forget_full()
            bucket = self._buckets[key] = Bucket(self.rate, self.burst, self._clock)
        return bucket.take()

    def __len__(self) -> int:
        return len(self._buckets)

    def _forget_full(self) -> None:
        for key in [key for key, bucket in self._buckets.items() if bucket.full()]:
            del self._buckets[key]
        self._look_at = max(self._kept, 2 * len(self._buckets))
