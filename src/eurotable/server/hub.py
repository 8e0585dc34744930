"""Who is watching which game: each websocket waits on its own flag, raised on changes.

A flag raised several times before its watcher wakes up wakes it once, so a burst of bot
moves costs one update per watcher.
"""

from __future__ import annotations

import asyncio
from collections import defaultdict
from collections.abc import Iterator
from contextlib import contextmanager


class Hub:
    """The watchers of every game, by game id."""

    def __init__(self) -> None:
        self._watchers: defaultdict[str, set[asyncio.Event]] = defaultdict(set)

    @contextmanager
    def watch(self, game_id: str) -> Iterator[asyncio.Event]:
        """A flag raised at every change of the game, for as long as the block runs."""
        flag = asyncio.Event()
        self._watchers[game_id].add(flag)
        try:
            yield flag
        finally:
            watchers = self._watchers[game_id]
            watchers.discard(flag)
            if not watchers:
                del self._watchers[game_id]

    def changed(self, game_id: str) -> None:
        """Wake every watcher of the game."""
        for flag in self._watchers.get(game_id, ()):
            flag.set()
