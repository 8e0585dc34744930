"""The order in which waiting work starts on a few workers: fairly across clients, then
across each client's games (``FairQueue``).

The web table's searching bots think in a few worker processes (``server.thinking``); a
first-come, first-served queue let one client who made many games of long searches keep
every other client's bots waiting for minutes. This queue holds the work itself and hands
out at most one item per worker (``slots``), in this order:

- **Clients in turn.** The client served least recently goes first; a client that had
  nothing waiting and nothing running since counts as never served, so a client with
  little to ask (one game) is served as soon as a worker is free, whatever another client
  has waiting.
- **A client's games in turn.** Within a client, the game waiting longest goes first; a
  game served goes to the back (a game asks one decision at a time, so each of a
  client's games gets one decision in its turn).
- **A share.** A client running ``share = max(1, slots - 1)`` items is served only while
  no client running fewer waits. A client alone may use every worker: a club playing
  from one address (behind one router, one client here) keeps them all busy when nobody
  else asks, where a hard cap would leave workers idle. Work already running is never
  stopped, so a client arriving while another holds every worker waits for the first of
  those items to end (at most one decision), and from then on the share keeps a worker
  for it.
"""

from __future__ import annotations

from collections import OrderedDict, deque
from dataclasses import dataclass, field
from typing import Generic, TypeVar

T = TypeVar("T")


@dataclass(slots=True)
class _Client(Generic[T]):
    """One client's waiting items by game (in turn order) and how many of its run."""

    games: OrderedDict[str, deque[T]] = field(default_factory=OrderedDict)
    running: int = 0
    served: int = 0
    """When it was last served (the queue's count of starts then; 0: not since it was
    last idle)."""


class FairQueue(Generic[T]):
    """Items waiting to run on ``slots`` workers, taken fairly (see the module)."""

    def __init__(self, slots: int) -> None:
        if slots < 1:
            raise ValueError("a queue needs at least one worker")
        self.slots = slots
        self.share = max(1, slots - 1)
        self._clients: dict[str, _Client[T]] = {}
        self._running = 0
        self._waiting = 0
        self._starts = 0

    @property
    def running(self) -> int:
        """Items taken and not yet finished."""
        return self._running

    @property
    def waiting(self) -> int:
        """Items waiting to be taken."""
        return self._waiting

    def running_for(self, client: str) -> int:
        """Items of ``client`` taken and not yet finished."""
        found = self._clients.get(client)
        return 0 if found is None else found.running

    def push(self, client: str, game: str, item: T) -> None:
        """Let ``item`` of ``client``'s game ``game`` wait for its turn."""
        games = self._clients.setdefault(client, _Client()).games
        games.setdefault(game, deque()).append(item)
        self._waiting += 1

    def take(self) -> tuple[str, T] | None:
        """The next item to run and its client, if a worker is free and an item waits
        (the caller runs it, then calls ``finished``); else ``None``."""
        if self._running >= self.slots:
            return None
        asking = [(name, c) for name, c in self._clients.items() if c.games]
        if not asking:
            return None
        under = [(name, c) for name, c in asking if c.running < self.share]
        name, chosen = min(under or asking, key=lambda entry: entry[1].served)
        game, items = next(iter(chosen.games.items()))
        item = items.popleft()
        if items:
            chosen.games.move_to_end(game)
        else:
            del chosen.games[game]
        self._starts += 1
        chosen.served = self._starts
        chosen.running += 1
        self._running += 1
        self._waiting -= 1
        return name, item

    def finished(self, client: str) -> None:
        """An item of ``client`` that ``take`` gave has ended (answered or failed)."""
        found = self._clients[client]
        found.running -= 1
        self._running -= 1
        self._forget_if_idle(client)

    def withdraw(self, client: str, game: str, item: T) -> bool:
        """Take back ``item`` if it still waits (nobody wants it any more); whether it
        did."""
        found = self._clients.get(client)
        items = None if found is None else found.games.get(game)
        if found is None or items is None or item not in items:
            return False
        items.remove(item)
        if not items:
            del found.games[game]
        self._waiting -= 1
        self._forget_if_idle(client)
        return True

    def _forget_if_idle(self, client: str) -> None:
        found = self._clients[client]
        if found.running == 0 and not found.games:
            del self._clients[client]
