"""What is notified, to whom, and when (issue 48): the notifier reacts after each change.

Kinds (``KINDS``), each on or off per account and per channel (mail, webhook):

- ``turn``: it is your turn in a running game (a seat bound to your account, played by
  you, not by a bot);
- ``invited``: a seat of a new game was given to you by name;
- ``finished``: a game you played is over;
- ``clock``: your turn-based clock runs low: less than a quarter of the move's days, or
  than a day, whichever is shorter, is left (once per turn).

Rules: no message while the player is **active**: a request authenticated as their account
(by session) in the last ``ACTIVE`` (a minute), or a websocket of theirs open on that
game (``Activity``); at most one message per game per **quiet period** (``QUIET``, 30
minutes) on each channel, except that a finished game's message passes it; never for a
seat a bot plays. Mail goes only to a verified address. The texts are made in the
account's language, with the game's name and link and the kind's unsubscribe link.

The notifier only stores rows (``server.outbox``), in a task of its own once the change
is stored and applied (``Hub.listen``): the move never waits for it, nor for a delivery.
Two processes that see one change store one row (``Message.dedupe``).
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import logging
from collections import Counter
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from datetime import datetime, timedelta
from urllib.parse import urlencode

from eurotable.i18n import N_, _, speaking, tr
from eurotable.server import clocks
from eurotable.server.account_store import AccountStore, StoredAccount
from eurotable.server.models import ENDED, FINISHED, RUNNING
from eurotable.server.outbox import Dispatcher, Message, OutboxStore
from eurotable.server.service import GameService
from eurotable.server.table import Table
from eurotable.server.timers import due_in_database

log = logging.getLogger(__name__)

TURN, INVITED, FINISHED_KIND, CLOCK = "turn", "invited", "finished", "clock"
KINDS = (TURN, INVITED, FINISHED_KIND, CLOCK)
KIND_NAMES = {
    TURN: N_("your turn"),
    INVITED: N_("invitations"),
    FINISHED_KIND: N_("finished games"),
    CLOCK: N_("clock running low"),
}
MAIL, WEBHOOK = "mail", "webhook"
CHANNELS = (MAIL, WEBHOOK)
QUIET = timedelta(minutes=30)
"""At most one message per game in this long, per channel (a finished game's passes)."""
ACTIVE = timedelta(minutes=1)
"""A player who made a request this recently is active: no message."""
LOW_CLOCK = timedelta(days=1)
"""A turn-based clock runs low under a quarter of the move's days, or under this."""
CLOCK_CHECK_SECONDS = 60.0
REMEMBERED = 10_000
"""How many games' last state the notifier keeps before forgetting those not in memory."""


Job = Callable[[], Awaitable[None]]


class Jobs:
    """Work done one job at a time by a task started with the app (``start``): a task
    made while a request is answered may be cancelled with the request's scope."""

    def __init__(self, name: str) -> None:
        self._name = name
        self._queue: asyncio.Queue[Job] = asyncio.Queue()
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.create_task(self._run())

    def put(self, job: Job) -> None:
        self._queue.put_nowait(job)

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)

    async def _run(self) -> None:
        while True:
            job = await self._queue.get()
            try:
                await job()
            except Exception:
                log.exception("a job of the %s failed", self._name)


class Activity:
    """When each account was last seen (this process's requests and sockets), and which
    accounts have a socket open on which game."""

    def __init__(self) -> None:
        self._seen: dict[str, datetime] = {}
        self._watching: Counter[tuple[str, str]] = Counter()

    def seen(self, account_id: str) -> None:
        now = clocks.now()
        if len(self._seen) > 10_000:
            self._seen = {a: t for a, t in self._seen.items() if now - t < ACTIVE}
        self._seen[account_id] = now

    @contextmanager
    def watching(self, account_id: str, game_id: str) -> Iterator[None]:
        """The account has a socket open on the game for as long as the block runs."""
        self._watching[account_id, game_id] += 1
        self.seen(account_id)
        try:
            yield
        finally:
            self._watching[account_id, game_id] -= 1
            if not self._watching[account_id, game_id]:
                del self._watching[account_id, game_id]
            self.seen(account_id)

    def active(self, account_id: str, game_id: str | None) -> bool:
        if game_id is not None and self._watching[account_id, game_id] > 0:
            return True
        seen = self._seen.get(account_id)
        return seen is not None and clocks.now() - seen < ACTIVE


def unsubscribe_token(key: str, account_id: str, channel: str, kind: str) -> str:
    """The signature of an unsubscribe link: of the account, channel and kind, by the
    account's own key (``accounts.notify_key``)."""
    said = f"{account_id}:{channel}:{kind}".encode()
    return hmac.new(key.encode(), said, hashlib.sha256).hexdigest()[:32]


def enabled(account: StoredAccount, channel: str, kind: str) -> bool:
    """Whether the account gets this kind of message on this channel (an address
    aside): every kind is on until turned off."""
    return kind not in (account.notify or {}).get(channel, [])


class Notifier:
    """Stores the notifications that the service's changes call for (``changed``, a
    ``Hub`` listener; ``invited``; ``check_clocks``) and wakes the dispatcher."""

    def __init__(
        self,
        service: GameService,
        dispatcher: Dispatcher,
        site_url: str,
        channels: list[str],
        activity: Activity,
    ) -> None:
        self._service = service
        self._accounts = AccountStore(service.store)
        self._outbox = OutboxStore(service.store)
        self._dispatcher = dispatcher
        self.site_url = site_url.rstrip("/")
        self.channels = channels
        """The channels a sender is configured for (a row for another is never stored)."""
        self.activity = activity
        self._last: dict[str, tuple[str, int | None, int]] = {}
        self.jobs = Jobs("notifications")

    def changed(self, game_id: str) -> None:
        """A game changed (its change stored and applied): store what it calls for, in a
        task of its own."""
        if not self.channels:
            return
        table = self._service.loaded(game_id)
        if table is None:
            return
        state = (table.status, table.state.current_player, len(table.actions))
        if self._last.get(game_id) == state:
            return
        if len(self._last) >= REMEMBERED:  # forget the games no longer in memory
            self._last = {g: s for g, s in self._last.items() if self._service.loaded(g)}
        self._last[game_id] = state
        if table.status in ENDED:
            del self._last[game_id]
        if table.status == FINISHED:
            for seat in table.seats:
                if seat.account_id is not None:
                    self._spawn(
                        FINISHED_KIND, table, seat.account_id, f"{game_id}:{seat.account_id}"
                    )
            return
        seat_to_move = table.state.current_player
        if table.status != RUNNING or seat_to_move is None:
            return
        account_id = table.seats[seat_to_move].account_id
        if account_id is None or table.played_by_bot(seat_to_move) is not None:
            return
        self._spawn(TURN, table, account_id, f"{game_id}:{account_id}:{len(table.actions)}")

    def invited(self, game_id: str, account_ids: list[str]) -> None:
        """Seats of a new game were given to these accounts by name."""
        table = self._service.loaded(game_id)
        if table is None or not self.channels:
            return
        for account_id in account_ids:
            self._spawn(INVITED, table, account_id, f"{game_id}:{account_id}")

    async def check_clocks(self) -> None:
        """Store a ``clock`` message for each turn-based clock that runs low now."""
        now = clocks.now()
        loop = asyncio.get_running_loop()
        soon = await loop.run_in_executor(
            None, due_in_database, self._service.store, now + LOW_CLOCK
        )
        ids = [table.id for table in self._service.live()]
        for game_id in dict.fromkeys([*ids, *soon]):
            table = await self._service.table(game_id)
            seat = table.state.current_player
            deadline = table.deadline()
            if table.clock is None or table.clock["kind"] != clocks.TURN or deadline is None:
                continue
            assert seat is not None
            low = min(LOW_CLOCK, timedelta(milliseconds=table.clock["per_move_ms"]) / 4)
            account_id = table.seats[seat].account_id
            if account_id is not None and deadline - now < low:
                self._spawn(
                    CLOCK, table, account_id, f"{game_id}:{account_id}:{len(table.actions)}"
                )

    async def watch_clocks(self) -> None:
        while True:
            await asyncio.sleep(CLOCK_CHECK_SECONDS)
            try:
                await self.check_clocks()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("the clocks could not be checked for notifications")

    def _spawn(self, kind: str, table: Table, account_id: str, about: str) -> None:
        """Queue the message, judged as of now: whether the player is active, and the
        quiet period, are those of the moment of the change (the job may run later)."""
        if self.activity.active(account_id, table.id):
            return
        at = clocks.now()
        self.jobs.put(lambda: self._notify(kind, table, account_id, f"{kind}:{about}", at))

    async def _notify(
        self, kind: str, table: Table, account_id: str, dedupe: str, at: datetime
    ) -> None:
        try:
            account = await self._service.in_database(self._accounts.by_id, account_id)
            if account is None:
                return
            stored = False
            for channel, address in self._addresses(account, kind):
                if kind != FINISHED_KIND and not await self._quiet(account, table, channel, at):
                    continue
                message = self._message(kind, table, account, channel, address, dedupe)
                stored |= await self._service.stored(self._outbox.add, message)
            if stored:
                self._dispatcher.wake()
        except Exception:
            log.exception("a notification of game %s could not be stored", table.id)

    def _addresses(self, account: StoredAccount, kind: str) -> list[tuple[str, str]]:
        addresses = []
        if MAIL in self.channels and account.email and account.email_verified:
            addresses.append((MAIL, account.email))
        if WEBHOOK in self.channels and account.webhook_url:
            addresses.append((WEBHOOK, account.webhook_url))
        return [
            (channel, address) for channel, address in addresses if enabled(account, channel, kind)
        ]

    async def _quiet(
        self, account: StoredAccount, table: Table, channel: str, at: datetime
    ) -> bool:
        """Whether the quiet period since the last message about the game had passed
        ``at``."""
        kinds = [TURN, INVITED, CLOCK]
        last = await self._service.in_database(
            self._outbox.last_for, account.id, table.id, channel, kinds
        )
        return at - last >= QUIET

    def _message(
        self,
        kind: str,
        table: Table,
        account: StoredAccount,
        channel: str,
        address: str,
        dedupe: str,
    ) -> Message:
        link = f"{self.site_url}/games/{table.id}?{urlencode({'lang': account.language})}"
        unsubscribe = self.unsubscribe_link(account, channel, kind)
        with speaking(account.language):
            game = tr(table.spec.title)
            subject, lead = _texts(kind, game)
            kind_name = tr(KIND_NAMES[kind])
            text = "\n\n".join(
                (
                    _("Hello {name},", name=account.name),
                    lead,
                    link,
                    "-- ",
                    _(
                        "You get this because “{kind}” notifications are on for your "
                        "account. Turn them off: {link}",
                        kind=kind_name,
                        link=unsubscribe,
                    ),
                )
            )
        return Message(
            dedupe=f"{dedupe}:{channel}",
            kind=kind,
            channel=channel,
            account_id=account.id,
            game_id=table.id,
            address=address,
            subject=subject,
            text=text,
            link=link,
            unsubscribe=unsubscribe,
        )

    def unsubscribe_link(self, account: StoredAccount, channel: str, kind: str) -> str:
        assert account.notify_key is not None
        token = unsubscribe_token(account.notify_key, account.id, channel, kind)
        fields = {"a": account.id, "c": channel, "k": kind, "t": token, "lang": account.language}
        query = urlencode(fields)
        return f"{self.site_url}/unsubscribe?{query}"


def _texts(kind: str, game: str) -> tuple[str, str]:
    """A kind's subject and first sentence, in the language spoken now."""
    if kind == TURN:
        return _("Your turn in {game}", game=game), _("It is your turn in {game}.", game=game)
    if kind == INVITED:
        return _("You are invited to {game}", game=game), _(
            "A seat of a new game of {game} is yours.", game=game
        )
    if kind == FINISHED_KIND:
        return _("{game} is over", game=game), _(
            "The game of {game} you played is over: see the result.", game=game
        )
    return _("Your clock runs low in {game}", game=game), _(
        "Your time to move in {game} is running out.", game=game
    )
