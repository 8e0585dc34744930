"""Who is watching which game: each websocket waits on its own flag, raised on changes.

A flag raised several times before its watcher wakes up wakes it once, so a burst of bot
moves costs one update per watcher. The hub also counts sockets per game and per client,
so that no client can hold more than its share.
"""

from __future__ import annotations

import asyncio
from collections import Counter, defaultdict
from collections.abc import Iterator
from contextlib import contextmanager

from eurotable.i18n import _
from eurotable.server.limits import Limits


class TooManySockets(Exception):
    """A game or a client already has as many sockets as it may; ``str`` says which."""


class Hub:
    """The watchers of every game, by game id."""

    def __init__(self, limits: Limits | None = None) -> None:
        self.limits = limits or Limits()
        self._watchers: defaultdict[str, set[asyncio.Event]] = defaultdict(set)
        self._by_client: Counter[str] = Counter()

    @property
    def sockets(self) -> int:
        """How many sockets are watching a game now."""
        return sum(self._by_client.values())

    @contextmanager
    def watch(self, game_id: str, client: str) -> Iterator[asyncio.Event]:
        """A flag raised at every change of the game, for as long as the block runs;
        ``TooManySockets`` when the game or the client has no socket left."""
        if len(self._watchers.get(game_id, ())) >= self.limits.sockets_per_game:
            raise TooManySockets(_("this game has as many watchers as it can take"))
        if self._by_client[client] >= self.limits.sockets_per_client:
            raise TooManySockets(
                _("one client may watch with {n} sockets at most", n=self.limits.sockets_per_client)
            )
        flag = asyncio.Event()
        self._watchers[game_id].add(flag)
        self._by_client[client] += 1
        try:
            yield flag
        finally:
            watchers = self._watchers[game_id]
            watchers.discard(flag)
            if not watchers:
                del self._watchers[game_id]
            self._by_client[client] -= 1
            if not self._by_client[client]:
                del self._by_client[client]

    def watched(self, game_id: str) -> bool:
        """Whether any socket watches the game."""
        return game_id in self._watchers

    def changed(self, game_id: str) -> None:
        """Wake every watcher of the game."""
        for flag in self._watchers.get(game_id, ()):
            flag.set()
