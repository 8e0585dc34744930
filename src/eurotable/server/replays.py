"""Finished games' replays and score charts: built once, off the event loop, and kept.

A replay at step N plays the game's first N entries again and a score chart plays all of
them: tens of milliseconds for a long game, too much to do on the event loop at every
request (four clients asking over and over slowed everybody's actions 17-fold). A finished
game never changes, so each answer is kept (``KEPT`` of them, the least recently asked
go first), keyed by what was asked and the language it is written in; an answer being
built is shared by everybody who asks for it meanwhile. Builds run in ``THREADS`` threads
of their own, and one client has at most ``BUILDS_PER_CLIENT`` under way or waiting: more
are refused with 429 until one is done.
"""

from __future__ import annotations

import asyncio
import contextvars
from collections import Counter, OrderedDict
from collections.abc import Callable, Hashable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from eurotable.i18n import _
from eurotable.server.errors import TooMany

Json = dict[str, Any]

KEPT = 512
THREADS = 2
BUILDS_PER_CLIENT = 2


class Replays:
    """The kept answers, the builds under way and each client's share of them."""

    def __init__(
        self, kept: int = KEPT, threads: int = THREADS, per_client: int = BUILDS_PER_CLIENT
    ) -> None:
        self.kept = kept
        self.per_client = per_client
        self._answers: OrderedDict[Hashable, Json] = OrderedDict()
        self._building: dict[Hashable, asyncio.Future[Json]] = {}
        self._builds: Counter[str] = Counter()
        self._pool = ThreadPoolExecutor(threads, thread_name_prefix="eurotable-replay")

    async def answer(self, key: Hashable, build: Callable[[], Json], client: str) -> Json:
        """The answer kept under ``key``, else ``build``'s (run in a thread, in the
        caller's language); ``TooMany`` if ``client`` has all the builds it may."""
        kept = self._answers.get(key)
        if kept is not None:
            self._answers.move_to_end(key)
            return kept
        under_way = self._building.get(key)
        if under_way is not None:
            return await asyncio.shield(under_way)
        if self._builds[client] >= self.per_client:
            raise TooMany(
                _("one client builds at most {n} replays at once: wait", n=self.per_client)
            )
        self._builds[client] += 1
        context = contextvars.copy_context()
        future = asyncio.get_running_loop().run_in_executor(self._pool, context.run, build)
        self._building[key] = future
        try:
            answer = await asyncio.shield(future)
        finally:
            del self._building[key]
            self._builds[client] -= 1
            if not self._builds[client]:
                del self._builds[client]
        self._answers[key] = answer
        if len(self._answers) > self.kept:
            self._answers.popitem(last=False)
        return answer

    def close(self) -> None:
        """Stop the builds' threads (builds under way are dropped)."""
        self._pool.shutdown(wait=False, cancel_futures=True)
