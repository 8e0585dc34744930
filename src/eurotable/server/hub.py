"""Who is watching which game: each websocket waits on its own flag, raised on changes.

A flag raised several times before its watcher wakes up wakes it once, so a burst of bot
moves costs one update per watcher. The hub also counts sockets, so that no client can
hold more than its share: per client from the moment a socket is accepted, then, once
its first message says which seats its tokens hold, per seat of the game
(``Limits.sockets_per_seat``) or, holding none, among the game's spectators
(``Limits.spectators_per_game``): spectators never lock a game's players out. It also
holds each client's message bucket (``Limits.client_messages_per_second``).
"""

from __future__ import annotations

import asyncio
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Collection, Iterator
from contextlib import contextmanager
from typing import Any

from eurotable.i18n import _, n_
from eurotable.server.buckets import Buckets, Clock
from eurotable.server.limits import Limits


class TooManySockets(Exception):
    """A game, a seat or a client already has as many sockets as it may; ``str`` says
    which."""


class Watcher:
    """One socket of a game: its flag, raised at every change once it is placed, and
    the seats it is counted for (``None``: not placed yet; empty: a spectator). A seat is
    named by its token's hash, so a seat given a new token (``revoke``) starts a count of
    its own: the sockets of the old token never hold its new holder out."""

    __slots__ = ("changed", "chat", "client", "game_id", "seats")

    def __init__(self, game_id: str, client: str) -> None:
        self.game_id = game_id
        self.client = client
        self.changed = asyncio.Event()
        self.seats: frozenset[str] | None = None
        self.chat: list[dict[str, Any]] = []
        """Chat messages said since the socket last pushed (``Hub.say``): the socket
        sends those its holder may read."""


class Hub:
    """The watchers of every game, by game id."""

    def __init__(self, limits: Limits | None = None, clock: Clock = time.monotonic) -> None:
        self.limits = limits = limits or Limits()
        self.clock = clock
        """What the message buckets count time with."""
        self._watchers: defaultdict[str, set[Watcher]] = defaultdict(set)
        self._by_client: Counter[str] = Counter()
        self._spectators: Counter[str] = Counter()
        self._by_seat: Counter[tuple[str, str]] = Counter()
        self._messages = Buckets(
            limits.client_messages_per_second, limits.client_message_burst, clock
        )
        self._listeners: list[Callable[[str], None]] = []

    @property
    def sockets(self) -> int:
        """How many sockets are open on a game now."""
        return sum(self._by_client.values())

    @contextmanager
    def watch(self, game_id: str, client: str) -> Iterator[Watcher]:
        """A socket of the game, counted for its client for as long as the block runs
        (``place`` it to have its flag raised); ``TooManySockets`` when the client has no
        socket left."""
        if self._by_client[client] >= self.limits.sockets_per_client:
            raise TooManySockets(
                _("one client may watch with {n} sockets at most", n=self.limits.sockets_per_client)
            )
        watcher = Watcher(game_id, client)
        self._by_client[client] += 1
        try:
            yield watcher
        finally:
            self._unplace(watcher)
            self._by_client[client] -= 1
            if not self._by_client[client]:
                del self._by_client[client]

    def place(self, watcher: Watcher, seats: Collection[str]) -> None:
        """Count the socket for ``seats`` (the token hashes of the seats it holds; none:
        a spectator) and raise its flag at every change from now on. ``TooManySockets``,
        the socket counted as before, when a seat or the game's spectators have no
        socket left."""
        game_id, wanted = watcher.game_id, frozenset(seats)
        if wanted == watcher.seats:
            return
        if not wanted and self._spectators[game_id] >= self.limits.spectators_per_game:
            raise TooManySockets(_("this game has as many spectators as it can take"))
        before = watcher.seats or frozenset()
        if any(
            self._by_seat[game_id, seat] >= self.limits.sockets_per_seat for seat in wanted - before
        ):
            raise TooManySockets(
                n_(
                    "a seat may be watched by {n} socket at most",
                    "a seat may be watched by {n} sockets at most",
                    self.limits.sockets_per_seat,
                )
            )
        self._unplace(watcher)
        watcher.seats = wanted
        if wanted:
            self._by_seat.update((game_id, seat) for seat in wanted)
        else:
            self._spectators[game_id] += 1
        self._watchers[game_id].add(watcher)
        watcher.changed.set()

    def _unplace(self, watcher: Watcher) -> None:
        """Count the socket for no seat and no spectator any more (its flag is no longer
        raised)."""
        game_id, seats = watcher.game_id, watcher.seats
        if seats is None:
            return
        watcher.seats = None
        watchers = self._watchers[game_id]
        watchers.discard(watcher)
        if not watchers:
            del self._watchers[game_id]
        if not seats:
            self._spectators[game_id] -= 1
            if not self._spectators[game_id]:
                del self._spectators[game_id]
        for seat in seats:
            self._by_seat[game_id, seat] -= 1
            if not self._by_seat[game_id, seat]:
                del self._by_seat[game_id, seat]

    def may_send(self, client: str) -> bool:
        """Take one message from the client's bucket: ``False`` when it has sent all it
        may for now (``Limits.client_messages_per_second``)."""
        return self._messages.take(client)

    def watched(self, game_id: str) -> bool:
        """Whether any socket watches the game."""
        return game_id in self._watchers

    def listen(self, listener: Callable[[str], None]) -> None:
        """Call ``listener`` with the game's id at every change (after the watchers are
        woken; it must return at once: ``server.notify``)."""
        self._listeners.append(listener)

    def changed(self, game_id: str) -> None:
        """Wake every watcher of the game, and tell the listeners."""
        for watcher in self._watchers.get(game_id, ()):
            watcher.changed.set()
        for listener in self._listeners:
            listener(game_id)

    def say(self, game_id: str, said: dict[str, Any]) -> None:
        """Hand a chat message to every socket of the game (each sends it if its holder
        may read its channel) and wake them."""
        for watcher in self._watchers.get(game_id, ()):
            watcher.chat.append(said)
            watcher.changed.set()
