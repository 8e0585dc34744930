"""The notifications' queue: rows of ``outbox``, delivered by a dispatcher task.

A notification is stored as a row before anything is sent (``OutboxStore.add``), so it
survives a restart; the game's path only stores rows, after its move is stored
(``server.notify``). The ``Dispatcher`` runs beside the server: it takes the due rows and
hands each to its channel's ``Sender`` (``server.delivery``), one at a time, each within
``SEND_SECONDS``. A ``TryLater`` puts the row off by the next step of ``BACKOFF`` (after
``TRIES`` failures it is dropped); ``Undeliverable`` drops it. A dropped message is
logged by its id, kind and the reason (an address only by its domain, never a token).

Several processes may share the database: a process takes a row by moving its
``next_at`` on by ``LEASE`` first (an update that only one of them can make), so no
message is sent twice unless a process dies while sending it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, cast

from sqlalchemy import CursorResult, delete, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import sessionmaker

from eurotable.server import clocks
from eurotable.server.delivery import Outgoing, Sender, TryLater, Undeliverable
from eurotable.server.errors import Refused
from eurotable.server.models import OutboxRow
from eurotable.server.store import Store

log = logging.getLogger(__name__)

BACKOFF = (
    timedelta(seconds=30),
    timedelta(minutes=2),
    timedelta(minutes=10),
    timedelta(hours=1),
)
"""How long to wait after the 1st, 2nd, 3rd and 4th failure; the 5th drops it."""
TRIES = len(BACKOFF) + 1
SEND_SECONDS = 60.0
"""The longest one delivery may take (the senders' own timeouts are shorter)."""
LEASE = timedelta(minutes=5)
"""How long a process holds a row it took before another may take it."""
KEPT = timedelta(days=1)
"""How long sent and dropped rows stay (the quiet period is read from them)."""
POLL_SECONDS = 1.0
BATCH = 20


@dataclass(frozen=True, slots=True)
class Message:
    """A notification to store: what the channel will be handed, and what it is about.
    ``dedupe`` names it uniquely (two processes storing it store it once)."""

    dedupe: str
    kind: str
    channel: str
    account_id: str | None
    game_id: str | None
    address: str
    subject: str
    text: str
    link: str
    unsubscribe: str


def domain_of(address: str) -> str:
    """What a log may say of an address: an email's domain, a URL's host."""
    if "@" in address and "://" not in address:
        return address.rpartition("@")[2]
    host = address.split("://", 1)[-1].split("/", 1)[0]
    return host.rpartition("@")[2]


class OutboxStore:
    """The ``outbox`` table of ``store``'s database (synchronous, like ``Store``)."""

    def __init__(self, store: Store) -> None:
        self._sessions = sessionmaker(store.engine, expire_on_commit=False)

    def add(self, message: Message) -> bool:
        """Store a message due now; ``False`` if one with its ``dedupe`` is stored."""
        now = clocks.now()
        row = OutboxRow(
            dedupe=message.dedupe,
            kind=message.kind,
            channel=message.channel,
            account_id=message.account_id,
            game_id=message.game_id,
            address=message.address,
            subject=message.subject,
            text=message.text,
            link=message.link,
            unsubscribe=message.unsubscribe,
            attempts=0,
            created_at=now,
            next_at=now,
        )
        try:
            with self._sessions.begin() as session:
                session.add(row)
        except IntegrityError:
            return False
        return True

    def last_for(self, account_id: str, game_id: str, channel: str, kinds: list[str]) -> datetime:
        """When the newest message of these kinds about the game was stored for the
        account on the channel (long ago if none)."""
        with self._sessions() as session:
            newest = session.scalar(
                select(OutboxRow.created_at)
                .where(
                    OutboxRow.account_id == account_id,
                    OutboxRow.game_id == game_id,
                    OutboxRow.channel == channel,
                    OutboxRow.kind.in_(kinds),
                )
                .order_by(OutboxRow.created_at.desc())
                .limit(1)
            )
            return (
                datetime.min.replace(tzinfo=clocks.now().tzinfo) if newest is None else _utc(newest)
            )

    def take_due(self, channels: list[str]) -> list[Outgoing]:
        """The messages due now on these channels, each taken for ``LEASE`` (one that
        another process took first is left to it)."""
        now = clocks.now()
        taken = []
        with self._sessions.begin() as session:
            rows = session.execute(
                select(OutboxRow.id, OutboxRow.next_at)
                .where(OutboxRow.next_at <= now, OutboxRow.channel.in_(channels))
                .order_by(OutboxRow.next_at, OutboxRow.id)
                .limit(BATCH)
            ).all()
            for id_, next_at in rows:
                lease = (
                    update(OutboxRow)
                    .where(OutboxRow.id == id_, OutboxRow.next_at == next_at)
                    .values(next_at=now + LEASE)
                )
                if cast(CursorResult[Any], session.execute(lease)).rowcount:
                    taken.append(id_)
            found = session.scalars(select(OutboxRow).where(OutboxRow.id.in_(taken))).all()
            return [_outgoing(row) for row in sorted(found, key=lambda row: row.id)]

    def sent(self, id_: int) -> None:
        with self._sessions.begin() as session:
            done = update(OutboxRow).where(OutboxRow.id == id_)
            session.execute(done.values(next_at=None, sent_at=clocks.now()))

    def failed(self, id_: int, attempts: int, after: float | None = None) -> bool:
        """Count a failure (``attempts`` made so far): put the row off by the backoff
        (or by ``after`` seconds, the wait the receiver asked for, if longer), or drop it
        after ``TRIES``; whether it was dropped."""
        now = clocks.now()
        with self._sessions.begin() as session:
            change = update(OutboxRow).where(OutboxRow.id == id_)
            if attempts >= TRIES:
                session.execute(change.values(attempts=attempts, next_at=None, dropped="tries"))
                return True
            later = now + max(BACKOFF[attempts - 1], timedelta(seconds=after or 0))
            session.execute(change.values(attempts=attempts, next_at=later))
            return False

    def drop(self, id_: int, reason: str) -> None:
        with self._sessions.begin() as session:
            change = update(OutboxRow).where(OutboxRow.id == id_)
            session.execute(change.values(next_at=None, dropped=reason[:200]))

    def prune(self) -> int:
        """Remove the rows sent or dropped longer than ``KEPT`` ago; how many."""
        before = clocks.now() - KEPT
        with self._sessions.begin() as session:
            old = delete(OutboxRow).where(
                OutboxRow.next_at.is_(None), OutboxRow.created_at < before
            )
            return cast(CursorResult[Any], session.execute(old)).rowcount


def _utc(moment: datetime) -> datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=clocks.now().tzinfo)


def _outgoing(row: OutboxRow) -> Outgoing:
    return Outgoing(
        id=row.id,
        channel=row.channel,
        address=row.address,
        subject=row.subject,
        text=row.text,
        link=row.link,
        unsubscribe=row.unsubscribe,
        attempts=row.attempts,
    )


class Dispatcher:
    """Delivers the outbox's due messages through ``senders`` (by channel), in a task of
    its own: ``start``, ``wake`` when a message was stored, ``stop``."""

    def __init__(self, outbox: OutboxStore, senders: Mapping[str, Sender], service: Any) -> None:
        self._outbox = outbox
        self._senders = dict(senders)
        self._service = service
        """The ``GameService`` whose database calls it goes through."""
        self._woken = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        if self._senders:
            self._task = asyncio.create_task(self._run())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)

    def wake(self) -> None:
        self._woken.set()

    async def _run(self) -> None:
        rounds = 0
        while True:
            self._woken.clear()
            try:
                await self.deliver_due()
                rounds += 1
                if rounds % 3600 == 0:
                    await self._service.stored(self._outbox.prune)
            except Exception:
                log.exception("the outbox could not be read")
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(POLL_SECONDS):
                    await self._woken.wait()

    async def deliver_due(self) -> None:
        """Deliver every message due now (those another process took are left to it)."""
        while True:
            due = await self._service.stored(self._outbox.take_due, list(self._senders))
            for message in due:
                await self._deliver(message)
            if len(due) < BATCH:
                return

    async def _deliver(self, message: Outgoing) -> None:
        sender = self._senders[message.channel]
        try:
            async with asyncio.timeout(SEND_SECONDS):
                await sender.send(message)
        except Undeliverable as error:
            log.warning(
                "notification %d to %s dropped: %s",
                message.id,
                domain_of(message.address),
                error,
            )
            await self._stored(self._outbox.drop, message.id, str(error))
        except (TryLater, TimeoutError, OSError) as error:
            attempts = message.attempts + 1
            after = error.after if isinstance(error, TryLater) else None
            dropped = await self._stored(self._outbox.failed, message.id, attempts, after)
            log.warning(
                "notification %d to %s failed (%d of %d tries)%s: %s",
                message.id,
                domain_of(message.address),
                attempts,
                TRIES,
                ", dropped" if dropped else "",
                error or type(error).__name__,
            )
        else:
            await self._stored(self._outbox.sent, message.id)

    async def _stored(self, call: Any, *args: Any) -> Any:
        try:
            return await self._service.stored(call, *args)
        except Refused:
            log.exception("notification %d could not be updated", args[0])
            return None
