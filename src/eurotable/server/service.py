"""The service: creates games, seats players, takes their actions and moves the bots.

It knows no game's rules (only the ``GameSpec`` interface, through ``Table``) and no
HTTP: routes and websockets call it. Every change is stored before it is applied, so a
game survives a restart by being replayed from its stored actions. Bots think in worker
processes or a thread (``server.thinking``), from their seat's observation only, so the
event loop keeps serving; each game's bots share them fairly with other clients' as a
question of the client that created the game.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import re
import secrets
import time
import unicodedata
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta
from typing import ParamSpec, TypeVar

from sqlalchemy.exc import SQLAlchemyError

from eurotable import __version__, games
from eurotable.bots import DEFAULT_OPPONENT, BadBot, bot_kind, decision_for, make_bot
from eurotable.core.arrangement import BadArrangement, Refusal
from eurotable.core.errors import BadNotation, BadOption, EurotableError, IllegalAction, UnknownGame
from eurotable.core.game import GameSpec
from eurotable.core.options import resolve_options
from eurotable.core.record import FORMAT, Record
from eurotable.core.timeline import CONFIRM, UNDO
from eurotable.i18n import _, current, join_list, tr
from eurotable.server import clocks, pacing
from eurotable.server.account_store import Claim
from eurotable.server.caps import refuse_over_caps, searching_seats
from eurotable.server.catalog import bot_choices
from eurotable.server.cluster import Cluster
from eurotable.server.errors import (
    BadRequest,
    Conflict,
    NotFound,
    Refused,
    Rematched,
    TooMany,
    Unavailable,
)
from eurotable.server.hub import Hub
from eurotable.server.limits import Pace
from eurotable.server.metrics import Metrics
from eurotable.server.models import ENDED, FINISHED, OPEN, RUNNING
from eurotable.server.replays import Replays
from eurotable.server.schemas import NewGame, SeatChoice
from eurotable.server.store import Announcement, Store, StoredGame, StoredSeat, Taken, one_line
from eurotable.server.table import (
    BOT_PREFIX,
    HUMAN,
    AccountKey,
    Credential,
    Table,
    default_names,
    own_client,
    token_hash,
)
from eurotable.server.thinking import Thinkers, question
from eurotable.server.timers import hosted, refuse_if_not_playable
from eurotable.server.views import (
    Json,
    replay_view,
    score_chart,
    stored_summary,
    table_summary,
    view_json,
)

log = logging.getLogger(__name__)

P = ParamSpec("P")
T = TypeVar("T")

MAX_NAME = 40
DB_THREADS = 4
LOBBY_PAGE = 100
"""The most games the lobby lists at once (newest first: open and running games, then
the newest finished ones); ``offset`` pages on."""
FINISHED_SHOWN = 50
"""How many finished games the lobby lists (the newest)."""
IDLE_SECONDS = 600.0
"""A game nobody watches, no bot plays and nothing changed in for this long leaves
memory (it is in the database, and comes back when asked for)."""
SWEEP_SECONDS = 5.0
GAME_ID = re.compile(r"[0-9A-Za-z_-]{1,32}")
"""What a game id may be (the server's are 12 hex digits): anything else is no game."""


def new_token() -> str:
    """A seat token: 192 random bits, URL-safe."""
    return secrets.token_urlsafe(24)


def check_name(text: str) -> str:
    """A player's name, trimmed; refused when empty, too long or with control characters."""
    name = text.strip()
    if not name:
        raise BadRequest(_("a name cannot be empty"))
    if len(name) > MAX_NAME:
        raise BadRequest(_("a name has at most {n} characters", n=MAX_NAME))
    if any(unicodedata.category(char).startswith("C") for char in name):
        raise BadRequest(_("a name cannot contain control characters"))
    return name


class GameService:
    """Every game of one database, the live ones kept in memory as tables."""

    def __init__(self, store: Store, hub: Hub, bot_processes: int = 2) -> None:
        self.store = store
        self.hub = hub
        self._tables: dict[str, Table] = {}
        self._loading = asyncio.Lock()
        self.thinkers = Thinkers(bot_processes)
        self.replays = Replays()
        self._db_pool = ThreadPoolExecutor(DB_THREADS, thread_name_prefix="eurotable-db")
        self._drivers: dict[str, asyncio.Task[None]] = {}
        self._creations = Pace(hub.limits.games_per_minute)
        self._creating = asyncio.Lock()
        """Held from the caps' count to the new game's table: creations one at a time."""
        self._creators: dict[str, str] = {}
        """The client that created each game with searching seats made in this process
        and not seen over, so a game rebuilt after it left memory keeps its creator."""
        self.metrics = Metrics()
        self._sweeper: asyncio.Task[None] | None = None
        self.cluster: Cluster | None = None
        """Set when other processes may serve the same database (PostgreSQL)."""

    async def start(self) -> None:
        """Rebuild every running game and let its bots move on (call once, in the loop
        that will serve requests)."""
        if self.store.shared:
            self.cluster = Cluster(
                self.store.url, self.store.process, self._heard, lambda: list(self._tables)
            )
            await self.cluster.start()
        for game_id in await self._in_db_thread(self.store.running):
            try:
                await self.table(game_id)
            except Refused as error:
                log.warning("game %s is not resumed: %s", game_id, error)
        self._sweeper = asyncio.create_task(self._sweep())

    async def stop(self) -> None:
        """Stop the bots, let the database calls under way end, and close the database."""
        drivers = list(self._drivers.values())
        if self._sweeper is not None:
            drivers.append(self._sweeper)
        for task in drivers:
            task.cancel()
        await asyncio.gather(*drivers, return_exceptions=True)
        if self.cluster is not None:
            await self.cluster.stop()
        self.thinkers.close()
        self.replays.close()
        await asyncio.to_thread(self._db_pool.shutdown)
        self.store.close()

    async def table(self, game_id: str) -> Table:
        """The game with this id, rebuilt from the database the first time it is needed
        (its bots move on if one must decide)."""
        table = self._tables.get(game_id)
        if table is not None:
            return table
        if not GAME_ID.fullmatch(game_id):
            raise NotFound(_("there is no game {id}", id=repr(game_id)))
        async with self._loading:
            table = self._tables.get(game_id)
            if table is None:
                stored = await self._in_db_thread(self.store.load, game_id)
                if stored is None:
                    raise NotFound(_("there is no game {id}", id=repr(game_id)))
                try:
                    table = Table(stored)
                except EurotableError as error:
                    raise Conflict(
                        _("game {id} cannot be rebuilt: {error}", id=game_id, error=str(error))
                    ) from None
                table.client = self._creators.get(game_id, own_client(game_id))
                self._tables[game_id] = table
                self.drive(table)
        return table

    async def database_reachable(self) -> bool:
        """Whether the database answers now."""
        try:
            await self._in_db_thread(self.store.ping)
        except SQLAlchemyError:
            return False
        return True

    def bots_thinking(self) -> int:
        """How many bots are thinking now."""
        return sum(1 for table in self._tables.values() if table.thinking is not None)

    def tables(self) -> int:
        """How many games are in memory now."""
        return len(self._tables)

    def loaded(self, game_id: str) -> Table | None:
        """The game with this id if it is in memory now."""
        return self._tables.get(game_id)

    def live(self) -> list[Table]:
        """The games in memory now."""
        return list(self._tables.values())

    async def lobby(self, offset: int = 0) -> list[Json]:
        """Open and running games, then the newest finished ones, newest first: at most
        ``LOBBY_PAGE`` of them from the ``offset``-th on."""
        entries = []
        page = await self._in_db_thread(self.store.lobby, FINISHED_SHOWN, offset, LOBBY_PAGE)
        for stored in page:
            table = self._tables.get(stored.id)
            if table is None:
                entries.append(stored_summary(stored, _title(stored)))
            else:
                entries.append(table_summary(table))
        return entries

    async def summaries(self, game_ids: Sequence[str]) -> dict[str, Json]:
        """The lobby entries of these games, each with the seat ``to_move`` and its
        ``result`` (``None`` unless running, or finished). A game in memory is summed up
        from there; a game over that is not is read from the database without replaying
        it: a finished game's result and resigned seats are stored the first time it is
        listed (``Store.set_ending``), so an account's list of finished games never
        replays them again. Games that are not over are loaded (they are being played)."""
        stored = await self._in_db_thread(self.store.headers, game_ids)
        entries: dict[str, Json] = {}
        for game_id in game_ids:
            header = stored.get(game_id)
            if header is None:
                continue
            table = self._tables.get(game_id)
            if (
                table is None
                and header.status in ENDED
                and (header.ending is not None or header.status != FINISHED)
            ):
                ending = header.ending or {}
                summary = stored_summary(header, _title(header))
                entries[game_id] = {**summary, "to_move": None, "result": ending.get("result")}
                continue
            table = table or await self.table(game_id)
            result = table.state.result().to_json() if table.status == FINISHED else None
            if result is not None and header.ending is None:
                resigned = {str(seat): bot for seat, bot in table.timeline.resigned.items()}
                ending = {"result": result, "resigned": resigned}
                await self.stored(self.store.set_ending, game_id, ending)
            to_move = table.state.current_player if table.status == RUNNING else None
            entries[game_id] = {**table_summary(table), "to_move": to_move, "result": result}
        return entries

    async def create(self, request: NewGame, client: str, rematch_of: Table | None = None) -> Json:
        """Create a game; human seats given a name are taken at once (their tokens are
        returned by seat). Bots start as soon as every seat is taken. One client creates
        at most ``Limits.games_per_minute`` games in any minute, and no game that takes
        its games or the server's over the caps of seats played by searching bots
        (``server.caps``). With ``rematch_of`` (a finished game, its lock held) the game
        is stored as its rematch, unless it has one already (``Rematched``)."""
        stored, tokens = plan_game(request)
        stored, host_token = hosted(stored, request, self.hub.limits)
        stored = pacing.paced(stored, request)
        searching = searching_seats([seat.kind for seat in stored.seats], stored.turn_bot)
        async with self._creating:
            refuse_over_caps(self._tables.values(), client, searching, self.hub.limits)
            return await self._create(stored, tokens, host_token, client, searching, rematch_of)

    async def _create(
        self,
        stored: StoredGame,
        tokens: dict[int, str],
        host_token: str,
        client: str,
        searching: int,
        rematch_of: Table | None,
    ) -> Json:
        if not self._creations.allow(client):
            per_minute = self._creations.per_minute
            raise TooMany(
                _("one client creates at most {n} games a minute: wait a little", n=per_minute)
            )
        try:
            table = Table(stored)
        except BadOption as error:
            raise BadRequest(str(error)) from None
        table.client = client
        if rematch_of is None:
            await self._saved(stored.id, self.store.create, stored)
        else:
            there = await self._saved(
                rematch_of.id, self.store.create_rematch, rematch_of.id, stored
            )
            if there is not None:
                rematch_of.catch_up(None, [], there)
                raise Rematched(_("this game has a rematch already: {id}", id=there), there)
            rematch_of.catch_up(None, [], stored.id)
            self.hub.changed(rematch_of.id)
        if searching:
            self._creators[stored.id] = client
        self._tables[stored.id] = table
        self.drive(table)
        return {
            "id": stored.id,
            "tokens": {str(seat): token for seat, token in tokens.items()},
            "host_token": host_token,
        }

    async def join(self, game_id: str, seat: int, name: str) -> str:
        """Take a free human seat; returns the seat's secret token."""
        name = check_name(name)
        table = await self.table(game_id)
        async with table.lock:
            await self.fresh(table)
            if not 0 <= seat < table.players:
                raise NotFound(_("game {id} has no seat {seat}", id=game_id, seat=seat))
            if table.seats[seat].kind != HUMAN:
                raise Conflict(_("seat {seat} is played by a bot", seat=seat))
            if not table.seats[seat].free:
                raise Conflict(_("seat {seat} is taken", seat=seat))
            others = [other for n, other in enumerate(table.names) if n != seat]
            if name.casefold() in (other.casefold() for other in others):
                raise Conflict(
                    _("{name} already plays at this table: choose another name", name=repr(name))
                )
            token = new_token()
            hashed = token_hash(token)
            still_open = any(entry.free for n, entry in enumerate(table.seats) if n != seat)
            status = OPEN if still_open else RUNNING
            claimed = await self._saved(
                table.id, self.store.claim_seat, table.id, seat, name, hashed, status
            )
            if not claimed:
                self._tables.pop(table.id, None)
                raise Conflict(_("seat {seat} is taken", seat=seat))
            table.join(seat, name, hashed)
        self.hub.changed(table.id)
        self.drive(table)
        return token

    async def act(self, game_id: str, token: Credential | None, text: str, index: int) -> None:
        """Play an action for the seat whose token is given, if it is that seat's turn and
        ``index`` is the number of log entries (a retry can never play twice)."""
        started = time.monotonic()
        table = await self.table(game_id)
        async with table.lock:
            seat, canonical, over = await self._checked(
                table, lambda: _playable(table, token, text, index)
            )
            await self._commit(table, seat, canonical, over)
        self.metrics.action(time.monotonic() - started)
        self.drive(table)

    async def arrange(
        self, game_id: str, token: Credential | None, placed: dict[str, int], index: int
    ) -> None:
        """Make the arrangement ``placed`` for the seat whose token is given, as the game's
        sequence of actions (``GameSpec.arrange``), all stored in one transaction and
        played, or none (a refusal says why, place by place)."""
        started = time.monotonic()
        table = await self.table(game_id)
        async with table.lock:
            seat, texts, over = await self._checked(
                table, lambda: _arrangeable(table, token, placed, index)
            )
            clock = _clock_after(table, seat)
            await self._saved(
                table.id,
                self.store.append_all,
                table.id,
                len(table.actions),
                seat,
                texts,
                FINISHED if over else None,
                clock,
            )
            if clock is not None:
                table.clock = clock
            for text in texts:
                table.play(text)
            self.hub.changed(table.id)
        self.metrics.action(time.monotonic() - started)
        self.drive(table)

    async def check_arrangement(
        self, game_id: str, token: Credential | None, placed: dict[str, int], index: int
    ) -> list[Refusal]:
        """Why the arrangement ``placed`` cannot be made now (empty: it can); nothing
        changes. Refused like an action when the seat may not arrange now."""
        table = await self.table(game_id)
        async with table.lock:
            await self._checked(table, lambda: _to_move(table, token, index))
            try:
                table.spec.arrange(table.state, placed)
            except BadArrangement as refused:
                return refused.refusals
            except IllegalAction as error:
                raise BadRequest(str(error)) from None
        return []

    async def view(self, game_id: str, token: Credential | None, text: bool = True) -> bytes:
        """The game as the holder of this seat token sees it (none: a spectator), as JSON;
        without the board's text rendering if ``text`` is false."""
        table = await self.table(game_id)
        if token is None or isinstance(token, AccountKey):  # an account may play no seat here
            return view_json(table, held(table, [] if token is None else [token]), text)
        return view_json(table, [table.seat_for(token)], text)

    async def record(self, game_id: str) -> Record:
        """A finished game's record (before the end it would reveal the seed)."""
        table = await self.table(game_id)
        if table.status not in ENDED:
            raise Conflict(_("the record is shown once the game is over (its seed is secret)"))
        return table.record()

    async def undo(self, game_id: str, token: Credential | None, index: int) -> None:
        """Take back the last action of the seat whose token is given, while its undo
        window is open (no other seat has acted since, nothing was revealed by it)."""
        table = await self.table(game_id)
        async with table.lock:
            seat = await self._checked(table, lambda: _undoable(table, token, index))
            count = table.timeline.takes_back()  # a whole arrangement: several entries
            await self._saved(
                table.id, self.store.append_all, table.id, len(table.actions), seat, [UNDO] * count
            )
            for _taken in range(count):
                table.undo(seat)
            self.hub.changed(table.id)
        self.drive(table)

    async def confirm(self, game_id: str, token: Credential | None, index: int) -> None:
        """End the turn of the seat whose token is given: the bot it passed the turn to
        answers at once, and its actions can no longer be taken back."""
        table = await self.table(game_id)
        async with table.lock:
            seat = await self._checked(table, lambda: _confirmable(table, token, index))
            await self.append(table, seat, CONFIRM)
            table.confirm(seat)
            self.hub.changed(table.id)
        self.drive(table)

    async def components(self, game_id: str) -> Json:
        """The component data of the game's drawing (names, costs, effects)."""
        table = await self.table(game_id)
        components: Json = table.spec.components(table.options)
        return components

    async def finished(self, game_id: str) -> Table:
        """A finished game (its seed and every secret are no longer hidden)."""
        table = await self.table(game_id)
        if table.status != FINISHED:
            raise Conflict(_("only a finished game can be replayed"))
        return table

    async def replay(self, game_id: str, step: int, seat: int | None, client: str) -> Json:
        """A finished game after ``step`` log entries, as ``seat`` saw it (or public),
        built for ``client`` (``Replays``: kept, and a few builds at a time a client)."""
        table = await self.finished(game_id)
        if not 0 <= step <= len(table.actions):
            raise BadRequest(
                _("step must be from 0 to {last}, not {step}", last=len(table.actions), step=step)
            )
        if seat is not None and not 0 <= seat < table.players:
            raise BadRequest(
                _("seat must be from 0 to {last}, not {seat}", last=table.players - 1, seat=seat)
            )
        key = ("replay", table.id, step, seat, current().code)
        return await self.replays.answer(key, lambda: replay_view(table, step, seat), client)

    async def scores(self, game_id: str, client: str) -> Json:
        """A finished game's score chart: every seat's points after each log entry."""
        table = await self.finished(game_id)
        return await self.replays.answer(("scores", table.id), lambda: score_chart(table), client)

    async def _commit(self, table: Table, seat: int, text: str, over: bool) -> None:
        """Store the action (and the clock of its seat: its time used taken off, its
        increment added), then apply it, then tell the watchers."""
        clock = _clock_after(table, seat)
        await self.append(table, seat, text, FINISHED if over else None, clock)
        if clock is not None:
            table.clock = clock
        table.play(text)
        self.hub.changed(table.id)

    async def append(
        self,
        table: Table,
        seat: int,
        entry: str,
        status: str | None = None,
        clock: clocks.Clock | None = None,
    ) -> None:
        """Store ``entry`` as the table's next log entry, made by ``seat``, with the game's
        new ``status`` if it changes and its new ``clock`` if given (call with the table's
        lock; the caller then applies the entry, and the clock, to the table)."""
        number = len(table.actions)
        append = self.store.append
        await self._saved(table.id, append, table.id, number, seat, entry, status, clock)

    async def set_clock(self, table: Table, clock: clocks.Clock) -> None:
        """Store the table's new ``clock`` (call with its lock; the caller then sets it)."""
        await self._saved(table.id, self.store.set_clock, table.id, clock)

    async def rekey(self, table: Table, seat: int, hashed: str, by: int, entry: str) -> None:
        """Store that ``seat`` is held by the token whose hash is ``hashed`` now, with
        ``entry`` as the table's next log entry, made by ``by`` (call with the table's
        lock; the caller then applies both: ``server.revoke``)."""
        old = table.seats[seat].token_hash
        assert old is not None
        numbered = (len(table.actions), by, entry)
        rekey = self.store.rekey_seat
        if not await self._saved(table.id, rekey, table.id, seat, old, hashed, numbered):
            self._tables.pop(table.id, None)
            raise Conflict(_("the game has moved on: another move was stored first"))

    async def in_database(self, call: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
        """``call`` in a database thread (``Unavailable`` if the database fails): for the
        parts of the server that keep more than games there (``server.accounts``)."""
        try:
            return await self._in_db_thread(call, *args, **kwargs)
        except SQLAlchemyError as error:
            raise Unavailable(
                _("the database failed, nothing was changed: {error}", error=one_line(error))
            ) from None

    async def stored(self, call: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
        """``call``, a store call that writes, where the games' writes go (on SQLite the
        event loop's thread: a write from another thread would wait for its lock while
        the games write, and make them wait); ``Unavailable`` if the database fails."""
        try:
            return await self._written(call, *args, **kwargs)
        except SQLAlchemyError as error:
            raise Unavailable(
                _("the database failed, nothing was changed: {error}", error=one_line(error))
            ) from None

    def bind(self, claims: Sequence[Claim], account_id: str) -> None:
        """These seats were bound to an account with new tokens (and stored): the
        tables in memory learn it (a socket holding a seat by its old token no longer
        holds it)."""
        for claim in claims:
            table = self._tables.get(claim.game_id)
            if table is None:
                continue
            seat = table.seats[claim.seat]
            seat.token_hash, seat.account_id = claim.new_hash, account_id
            table.changed()
            self.hub.changed(claim.game_id)

    def unbind(self, game_ids: list[str], account_id: str) -> None:
        """The seats of ``account_id`` in these games are bound to nobody now (stored)."""
        for game_id in game_ids:
            table = self._tables.get(game_id)
            if table is None:
                continue
            for seat in table.seats:
                if seat.account_id == account_id:
                    seat.account_id = None
            table.changed()
            self.hub.changed(game_id)

    async def stored_chat(self, call: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
        """Run a store call of the chat (``server.chat``) in a database thread; a failure
        of the database is ``Unavailable``."""
        try:
            return await self._in_db_thread(call, *args, **kwargs)
        except (SQLAlchemyError, Taken) as error:
            log.warning("the chat of a game failed: %s", error)
            raise Unavailable(_("the chat could not be stored or read: try again")) from None

    async def _in_db_thread(self, call: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
        """Run a store call in one of the database threads (the event loop goes on)."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._db_pool, functools.partial(call, *args, **kwargs))

    async def _written(self, call: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
        """Run a store call that writes: in this thread if the store writes inline
        (SQLite), else in a database thread."""
        if self.store.writes_inline:
            return call(*args, **kwargs)
        return await self._in_db_thread(call, *args, **kwargs)

    async def _saved(
        self, game_id: str, call: Callable[P, T], *args: P.args, **kwargs: P.kwargs
    ) -> T:
        """Run a store call that changes a game. If it fails, or is abandoned while it may
        still succeed, the game is read again from the database when next needed, so
        memory never differs from what is stored."""
        try:
            return await self._written(call, *args, **kwargs)
        except asyncio.CancelledError:
            self._tables.pop(game_id, None)
            raise
        except Taken:
            self._tables.pop(game_id, None)
            raise Conflict(_("the game has moved on: another move was stored first")) from None
        except SQLAlchemyError as error:
            self._tables.pop(game_id, None)
            log.exception("database failure in game %s", game_id)
            raise Unavailable(
                _("the database failed, nothing was changed: {error}", error=one_line(error))
            ) from None

    async def _sweep(self) -> None:
        """Every few seconds, give the bots of games nobody drives a driver (another
        process that drove them may have died: see ``Cluster``), and every minute let the
        games nobody uses leave memory (``IDLE_SECONDS``) and remove the open games
        nobody joined (``Limits.open_hours``)."""
        rounds = 0
        while True:
            await asyncio.sleep(SWEEP_SECONDS)
            rounds += 1
            if self.cluster is not None:
                for table in list(self._tables.values()):
                    self.drive(table)
            if rounds % round(60 / SWEEP_SECONDS) == 0:
                self.evict_idle(time.monotonic() - IDLE_SECONDS)
                open_for = timedelta(hours=self.hub.limits.open_hours)
                await self.remove_unjoined(datetime.now(UTC) - open_for)

    async def remove_unjoined(self, before: datetime) -> list[str]:
        """Remove the open games made before ``before`` that are still waiting for
        players (``Limits.open_hours``); their ids."""
        try:
            removed = await self._written(self.store.remove_open, before)
        except SQLAlchemyError:
            log.exception("open games could not be removed")
            return []
        for game_id in removed:
            self._tables.pop(game_id, None)
            self._creators.pop(game_id, None)
        return removed

    async def _heard(self, change: Announcement) -> None:
        """Another process stored a change of a game: take it in and tell the watchers
        (nothing to do for a game this process does not hold). A new log entry comes in
        the announcement; anything else, or an entry after one not heard, is read from
        the database. A chat message is read and handed to this process's sockets of the
        game (``Hub.say``)."""
        if change.chat is not None:
            if self.hub.watched(change.game_id):
                said = await self.stored_chat(self.store.chat_message, change.game_id, change.chat)
                if said is not None:
                    self.hub.say(change.game_id, said.to_json())
            return
        table = self._tables.get(change.game_id)
        if table is None:
            return
        async with table.lock:
            if change.entry is not None and change.entry[0] < len(table.actions):
                return  # taken in already (``_checked`` read the database)
            if (
                change.entry is not None
                and change.entry[0] == len(table.actions)
                and table.clock is None  # a clock's new time is read from the database
            ):
                table.catch_up(None, [change.entry[1]])
            else:
                await self.fresh(table)
        self.hub.changed(change.game_id)
        self.drive(table)

    async def _checked(self, table: Table, check: Callable[[], T]) -> T:
        """Check a request against the table as this process holds it (call with its lock
        held). If the check refuses and other processes may have moved the game on before
        their announcement arrived, take in what they stored and check again. Reading the
        database only then is safe: a change checked against an out-of-date table is still
        refused when stored, since its log entry's number is taken (``Taken``)."""
        try:
            return check()
        except Refused:
            if self.cluster is None:
                raise
        await self.fresh(table)
        return check()

    async def fresh(self, table: Table) -> None:
        """Bring the table up to what the database holds, if other processes may have
        changed it (call with its lock held)."""
        if self.cluster is None:
            return
        try:
            since = await self._in_db_thread(self.store.since, table.id, len(table.actions))
        except SQLAlchemyError as error:
            raise Unavailable(
                _("the database failed, nothing was changed: {error}", error=one_line(error))
            ) from None
        table.catch_up(since.seats, since.entries, since.rematch, since.clock)

    def evict_idle(self, before: float) -> list[str]:
        """Drop from memory every game unchanged since ``before`` (``time.monotonic``)
        that no socket watches, no bot is playing and no request holds; their ids."""
        idle = [
            game_id
            for game_id, table in self._tables.items()
            if table.touched < before
            and not self.hub.watched(game_id)
            and game_id not in self._drivers
            and not table.lock.locked()
        ]
        for game_id in idle:
            if self._tables.pop(game_id).status in ENDED:
                self._creators.pop(game_id, None)
        return idle

    def drive(self, table: Table) -> None:
        """Let the bots play while one must decide (one driver per game at a time)."""
        running = self._drivers.get(table.id)
        if (running is not None and not running.done()) or table.bot_to_move() is None:
            return
        task = asyncio.create_task(self._play_bots(table))
        self._drivers[table.id] = task

        def forget(done: asyncio.Task[None]) -> None:
            if self._drivers.get(table.id) is done:
                del self._drivers[table.id]

        task.add_done_callback(forget)

    async def _play_bots(self, table: Table) -> None:
        """Let the bots decide while one must (in this process only if it leads the game
        among the processes of a cluster)."""
        cluster = self.cluster
        if cluster is not None and not await cluster.lead(table.id):
            return
        try:
            await self._bots_decide(table)
        finally:
            if cluster is not None:
                await asyncio.shield(cluster.release(table.id))

    async def _bots_decide(self, table: Table) -> None:
        try:
            while True:
                async with table.lock:
                    await self.fresh(table)
                    seat = table.bot_to_move()
                    if seat is None:
                        return
                    wait = pacing.seconds_to_wait(table, datetime.now(UTC))
                    if wait is None:
                        return  # until the player ends the turn: ``confirm`` drives again
                    if wait > 0:
                        # A grace holds the bot: wait for it to run out, or for a change
                        # (an undo, "End turn", another process's entry), then look again.
                        table.woken.clear()
                    else:
                        number = len(table.actions)
                        bot = table.played_by_bot(seat)
                        assert bot is not None
                        asked = question(
                            table.spec.name, bot, table.seed, number, decision_for(table.state)
                        )
                        stand_in = table.stands_in(seat)
                        table.think(seat)
                if wait > 0:
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(table.woken.wait(), wait)
                    continue
                self.hub.changed(table.id)
                try:
                    action = await self.thinkers.choose(asked, table.client, table.id, stand_in)
                    await asyncio.sleep(pacing.seconds_to_pace(table, datetime.now(UTC)))
                finally:
                    table.think(None)
                async with table.lock:
                    await self.fresh(table)
                    if len(table.actions) == number:
                        text, over = table.check(action)
                        await self._commit(table, seat, text, over)
        except Refused as error:
            log.warning("the bots of game %s stopped: %s", table.id, error)
        except Exception:
            log.exception("the bots of game %s stopped", table.id)


def _clock_after(table: Table, seat: int) -> clocks.Clock | None:
    """The table's clock once ``seat`` moves now (``None``: no clock, or not its turn)."""
    if table.clock is None or not table.clock_running(seat):
        return None
    return clocks.after_move(table.clock, seat, table.clock_since, clocks.now())


def plan_game(request: NewGame) -> tuple[StoredGame, dict[int, str]]:
    """The game a request describes, and the tokens of the seats it names; everything is
    checked (game, player count, options, bots, names), else ``BadRequest``."""
    try:
        spec = games.get(request.game)
        counts = spec.capabilities.player_counts
        if request.players not in counts:
            allowed = join_list([str(n) for n in counts])
            raise BadOption(
                _(
                    "{game} is played by {counts} players, not {n}",
                    game=tr(spec.title),
                    counts=allowed,
                    n=request.players,
                )
            )
        options = resolve_options(spec.capabilities.options, request.options)
        choices = _choices(request)
        kinds = [_kind(choice, spec) for choice in choices]
    except (UnknownGame, BadOption, BadBot) as error:
        raise BadRequest(str(error)) from None
    names = [None if choice.name is None else check_name(choice.name) for choice in choices]
    seats = list(enumerate(zip(kinds, names, strict=True)))
    defaults = default_names(kinds)
    shown = {(name or defaults[seat]).casefold() for seat, (_kind, name) in seats}
    if len(shown) != len(seats):
        raise BadRequest(_("two seats cannot have the same name"))
    tokens = {seat: new_token() for seat, (_, name) in seats if name is not None}
    stored = StoredGame(
        spectator_chat=request.spectator_chat,
        id=secrets.token_hex(6),
        game=spec.name,
        options=dict(options),
        seed=secrets.randbits(63) if request.seed is None else request.seed,
        format=FORMAT,
        engine_version=__version__,
        status=OPEN if any(kind == HUMAN and not name for _, (kind, name) in seats) else RUNNING,
        created_at=datetime.now(UTC),
        seats=tuple(
            StoredSeat(kind, name, token_hash(tokens[seat]) if seat in tokens else None)
            for seat, (kind, name) in seats
        ),
    )
    return stored, tokens


def _choices(request: NewGame) -> list[SeatChoice]:
    """The seats asked for (by default a free human seat, then ``DEFAULT_OPPONENT`` bots)."""
    if request.seats is None:
        bots = [SeatChoice(kind="bot", bot=DEFAULT_OPPONENT)] * (request.players - 1)
        return [SeatChoice(kind="human"), *bots]
    if len(request.seats) != request.players:
        raise BadOption(
            _(
                "give one seat per player: {players}, not {seats}",
                players=request.players,
                seats=len(request.seats),
            )
        )
    return request.seats


def held(table: Table, tokens: Sequence[Credential]) -> list[int]:
    """The seats these tokens hold at this table (tokens of no seat here are ignored; an
    account holds every seat bound to it)."""
    seats = set()
    for token in tokens:
        if isinstance(token, AccountKey):
            seats.update(table.seats_of(token))
        elif (seat := table.seat_of(token)) is not None:
            seats.add(seat)
    return sorted(seats)


def _to_move(table: Table, token: Credential | None, index: int) -> int:
    """The seat of ``token``, if it is to move in a running game on the view numbered
    ``index``."""
    seat = table.seat_for(token)
    if table.status == FINISHED:
        raise Conflict(_("the game is over"))
    if table.status == OPEN:
        raise Conflict(_("the game has not started: some seats are still free"))
    refuse_if_not_playable(table, seat)
    _check_index(table, index)
    to_move = table.state.current_player
    if seat != to_move:
        if to_move is None:
            raise Conflict(_("it is not your turn: nobody is to move"))
        raise Conflict(_("it is not your turn: {name} is to move", name=table.names[to_move]))
    return seat


def _playable(
    table: Table, token: Credential | None, text: str, index: int
) -> tuple[int, str, bool]:
    """The seat of ``token``, the action ``text`` in canonical notation and whether it
    ends the game, if that seat may play it now on the view numbered ``index``."""
    seat = _to_move(table, token, index)
    try:
        canonical, over = table.check(text)
    except (BadNotation, IllegalAction) as error:
        raise BadRequest(str(error)) from None
    return seat, canonical, over


def _arrangeable(
    table: Table, token: Credential | None, placed: dict[str, int], index: int
) -> tuple[int, list[str], bool]:
    """The seat of ``token``, the actions in notation that make the arrangement
    ``placed`` and whether they end the game, if that seat may make it now on the view
    numbered ``index`` (``BadRequest``: why not, place by place)."""
    seat = _to_move(table, token, index)
    try:
        actions = table.spec.arrange(table.state, placed)
    except IllegalAction as error:
        raise BadRequest(str(error)) from None
    trial = table.state.clone()
    for action in actions:
        trial.apply(action)
    return seat, [str(action) for action in actions], trial.is_over


def _undoable(table: Table, token: Credential | None, index: int) -> int:
    """The seat of ``token``, if it may take back its last action now on the view
    numbered ``index``."""
    seat = table.seat_for(token)
    if table.status != RUNNING:
        raise Conflict(_("only a running game's actions can be taken back"))
    _check_index(table, index)
    if table.timeline.undoer() != seat:
        raise Conflict(table.timeline.why_not_undo(seat))
    if pacing.grace_over(table, seat, datetime.now(UTC)):
        raise Conflict(_("too late to take it back: the bot has begun its move"))
    return seat


def _confirmable(table: Table, token: Credential | None, index: int) -> int:
    """The seat of ``token``, if it may end its turn now on the view numbered ``index``."""
    seat = table.seat_for(token)
    if table.status != RUNNING:
        raise Conflict(_("only a running game's turns can be ended"))
    _check_index(table, index)
    if table.timeline.confirmer() != seat:
        raise Conflict(_("there is no turn of yours to end now"))
    return seat


def _check_index(table: Table, index: int) -> None:
    """Refuse a request made on a view older than the game (``Conflict``)."""
    if index != len(table.actions):
        raise Conflict(
            _(
                "the game has moved on: {n} actions played, not {index}",
                n=len(table.actions),
                index=index,
            )
        )


def _kind(choice: SeatChoice, spec: GameSpec) -> str:
    """``human`` or ``bot:NAME`` for a seat choice; the bot must exist for the game."""
    if choice.kind == HUMAN:
        if choice.bot is not None:
            raise BadBot(_("a human seat has no bot name"))
        return HUMAN
    if choice.bot is None:
        raise BadBot(_("a bot seat needs a bot name, e.g. greedy"))
    if choice.name is not None:
        raise BadBot(_("a bot seat takes no player name"))
    served = [entry["name"] for entry in bot_choices()]
    if choice.bot not in served:
        # Refused before anything is built: a policy bot would read files or import modules.
        bot_kind(choice.bot)  # an unknown kind is refused as such
        raise BadBot(
            _(
                "the web table seats the bots of its catalogue ({bots}): {bot} is for the "
                "command line",
                bots=", ".join(served),
                bot=repr(choice.bot),
            )
        )
    make_bot(choice.bot, 0, spec)
    return BOT_PREFIX + choice.bot


def _title(stored: StoredGame) -> str:
    try:
        return tr(games.get(stored.game).title)
    except UnknownGame:
        return stored.game
