"""Several server processes on one PostgreSQL database.

Every stored change of a game is announced on the database's ``CHANNEL`` (``Store``
sends it in the same transaction, so it is heard only once committed). Each process
listens: a change made by another process is taken in (a new log entry from the
announcement itself, anything else from the database) and pushed to this process's
websockets. A request checked against a table that has not yet heard of a change is
checked again after reading the database (``GameService._checked``). The action number stays
the guard against forks: two processes storing the same number cannot both succeed.

Only one process at a time drives a game's bots: the one holding the game's advisory lock
(``lead``), taken on a connection of its own and released when its bots are done, or by
the database itself when the process dies, so that another takes over.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from typing import Any

import psycopg
from sqlalchemy.engine import URL

from eurotable.server.store import CHANNEL, Announcement

log = logging.getLogger(__name__)

RETRY_SECONDS = 1.0
START_SECONDS = 30.0


def conninfo(url: URL) -> str:
    """The libpq connection string of an SQLAlchemy PostgreSQL URL."""
    return url.set(drivername="postgresql").render_as_string(hide_password=False)


class Cluster:
    """This process's part in a cluster: hearing others' changes, leading games' bots."""

    def __init__(
        self,
        url: URL,
        process: str,
        heard: Callable[[Announcement], Coroutine[Any, Any, None]],
        held: Callable[[], list[str]],
    ) -> None:
        """``heard`` takes in a change another process announced; ``held`` lists the games
        this process holds (after listening was interrupted, each is read again)."""
        self._conninfo = conninfo(url)
        self._process = process
        self._heard = heard
        self._held = held
        self._listening: asyncio.Task[None] | None = None
        self._hearing: set[asyncio.Task[None]] = set()
        self._locks: psycopg.AsyncConnection[tuple[object, ...]] | None = None
        self._using_locks = asyncio.Lock()
        self.ready = asyncio.Event()
        """Set once this process listens (changes stored before may not be heard)."""

    async def start(self) -> None:
        """Listen for changes, and open the connection that holds the bots' locks."""
        self._locks = await psycopg.AsyncConnection.connect(self._conninfo, autocommit=True)
        self._listening = asyncio.create_task(self._listen())
        await asyncio.wait_for(self.ready.wait(), START_SECONDS)

    async def stop(self) -> None:
        if self._listening is not None:
            self._listening.cancel()
            await asyncio.gather(self._listening, return_exceptions=True)
        for task in list(self._hearing):
            task.cancel()
        await asyncio.gather(*self._hearing, return_exceptions=True)
        if self._locks is not None:
            await self._locks.close()

    async def lead(self, game_id: str) -> bool:
        """Take the lead of a game's bots, if no process holds it."""
        return await self._lock_call(
            "SELECT pg_try_advisory_lock(hashtextextended(%s, 0))", game_id
        )

    async def release(self, game_id: str) -> None:
        """Give up the lead of a game's bots."""
        await self._lock_call("SELECT pg_advisory_unlock(hashtextextended(%s, 0))", game_id)

    def _hear(self, change: Announcement) -> None:
        """Take in a change in a task of its own: one game waiting for its lock never
        holds up the news of the others."""
        task = asyncio.create_task(self._heard(change))
        self._hearing.add(task)
        task.add_done_callback(self._hearing.discard)

    async def _lock_call(self, query: str, game_id: str) -> bool:
        async with self._using_locks:
            if self._locks is None or self._locks.closed:
                self._locks = await psycopg.AsyncConnection.connect(self._conninfo, autocommit=True)
            row = await (await self._locks.execute(query.encode(), (game_id,))).fetchone()
            return bool(row and row[0])

    async def _listen(self) -> None:
        """Hear every change announced, for ever (reconnecting after a failure)."""
        while True:
            try:
                async with await psycopg.AsyncConnection.connect(
                    self._conninfo, autocommit=True
                ) as connection:
                    await connection.execute(f"LISTEN {CHANNEL}".encode())
                    if self.ready.is_set():
                        # Announcements made while not listening are lost: read again
                        # every game held, as if each had been announced.
                        for game_id in self._held():
                            self._hear(Announcement(game_id, ""))
                    self.ready.set()
                    async for notice in connection.notifies():
                        change = Announcement.read(notice.payload)
                        if change.process != self._process:
                            self._hear(change)
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("listening for other processes' changes failed; again soon")
                await asyncio.sleep(RETRY_SECONDS)
