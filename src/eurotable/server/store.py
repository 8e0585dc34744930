"""Where games are kept: any SQLAlchemy database (SQLite by default, or PostgreSQL).

The store is synchronous and safe to call from several threads (each call has its own
session or connection); the service runs it in worker threads so the event loop never
waits on it, except SQLite's writes (``writes_inline``).
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, cast

from sqlalchemy import (
    Connection,
    CursorResult,
    Engine,
    create_engine,
    delete,
    event,
    func,
    insert,
    select,
    update,
)
from sqlalchemy.engine import URL, make_url
from sqlalchemy.engine.interfaces import DBAPIConnection
from sqlalchemy.exc import ArgumentError, DBAPIError, IntegrityError, SQLAlchemyError
from sqlalchemy.orm import Session, sessionmaker

from eurotable.core.errors import EurotableError
from eurotable.server import clocks
from eurotable.server.migrations import upgrade
from eurotable.server.models import (
    ENDED,
    OPEN,
    RUNNING,
    ActionRow,
    ChatRow,
    GameRow,
    SeatRow,
)

CHANNEL = "eurotable"
"""The PostgreSQL channel on which each stored change of a game is announced (see
``Announcement``)."""

ENTRY_IN_ANNOUNCEMENT = 1000
"""The longest log entry an announcement carries (PostgreSQL's limit is 8,000 bytes);
a longer one is read from the database by whoever hears of it."""


@dataclass(frozen=True, slots=True)
class Announcement:
    """A stored change of a game, as announced on the ``CHANNEL``: the game, the process
    that stored it and, for one new log entry, its number and text (else the hearer reads
    the game's seats and entries from the database); or a new chat message's number
    (``chat``: the hearer reads it and pushes it to its sockets of the game)."""

    game_id: str
    process: str
    entry: tuple[int, str] | None = None
    chat: int | None = None

    def payload(self) -> str:
        """``"GAME_ID PROCESS"``, ``"GAME_ID PROCESS NUMBER ENTRY"`` or ``"GAME_ID
        PROCESS chat SEQ"``."""
        if self.chat is not None:
            return f"{self.game_id} {self.process} chat {self.chat}"
        if self.entry is None or len(self.entry[1]) > ENTRY_IN_ANNOUNCEMENT:
            return f"{self.game_id} {self.process}"
        return f"{self.game_id} {self.process} {self.entry[0]} {self.entry[1]}"

    @classmethod
    def read(cls, payload: str) -> Announcement:
        parts = payload.split(" ", 3)
        if len(parts) == 4 and parts[2] == "chat" and parts[3].isdigit():
            return cls(parts[0], parts[1], chat=int(parts[3]))
        if len(parts) == 4 and parts[2].isdigit():
            return cls(parts[0], parts[1], (int(parts[2]), parts[3]))
        return cls(parts[0], parts[1] if len(parts) > 1 else "")


class DatabaseError(EurotableError):
    """The database URL is unusable or the database cannot be reached."""


class Taken(Exception):
    """A log entry's number was stored first by another process."""

    def __init__(self, game_id: str, number: int) -> None:
        super().__init__(f"entry {number} of game {game_id} is already stored")


@dataclass(frozen=True, slots=True)
class StoredSeat:
    kind: str
    name: str | None
    token_hash: str | None
    account_id: str | None = None
    """The account the seat is bound to (``server.account_store``), if any."""


@dataclass(frozen=True, slots=True)
class StoredGame:
    """A game as stored: its record header, seats and actions, and its lobby status."""

    id: str
    game: str
    options: dict[str, Any]
    seed: int
    format: int
    engine_version: str
    status: str
    created_at: datetime
    seats: tuple[StoredSeat, ...]
    actions: tuple[str, ...] = ()
    seed_chosen: bool = False
    """Whether the host chose the seed (it is then shown to everyone)."""
    host_hash: str | None = None
    """The SHA-256 of the host's token (games made before hosts had one: ``None``)."""
    turn_seconds: int | None = None
    """The turn timer: how long the seat to move has for each decision (``None``: no
    timer); then ``turn_bot`` makes that move."""
    turn_bot: str | None = None
    started_at: datetime | None = None
    """When the last free seat was taken (the game began)."""
    last_entry_at: datetime | None = None
    """When the last log entry was stored (``load`` only)."""
    bot_pace_ms: int = 700
    """Each bot action is pushed at least this long after the previous entry (in games
    with a human seat; see ``server.pacing``)."""
    grace_seconds: int | None = 3
    """How long a bot waits after a human passes it the turn, that player's undo still
    offered (``None``: until the player ends the turn)."""
    rematch: str | None = None
    """The id of this finished game's rematch, once one was made."""
    clock: dict[str, Any] | None = None
    """The game's live clock (``server.clocks``), ``None`` without one."""
    spectator_chat: str = "own"
    """What spectators may do in the chat: ``none``, ``own`` or ``players``."""
    ending: dict[str, Any] | None = None
    """A finished game's result and resigned seats, once stored (``set_ending``)."""


@dataclass(frozen=True, slots=True)
class StoredChat:
    """One chat message as stored (``server.chat``)."""

    seq: int
    at: datetime
    channel: str
    seat: int | None
    name: str | None
    text: str
    phrase: bool

    def to_json(self) -> dict[str, Any]:
        """The message as sockets and ``GET …/chat`` send it: ``{seq, at, channel, seat,
        name}`` with its ``text`` or its ``phrase`` id."""
        content = {"phrase": self.text} if self.phrase else {"text": self.text}
        return {
            "seq": self.seq,
            "at": self.at.isoformat(),
            "channel": self.channel,
            "seat": self.seat,
            "name": self.name,
            **content,
        }


CHAT_TRIES = 5
"""How often a chat message is numbered again when another was stored first."""


@dataclass(frozen=True, slots=True)
class Since:
    """What ``Store.since`` reads of a game: its seats, its log entries from a number on
    and its rematch."""

    seats: tuple[StoredSeat, ...]
    entries: tuple[str, ...]
    rematch: str | None
    clock: dict[str, Any] | None = None


def database_url(text: str) -> URL:
    """The URL to connect with; plain ``postgresql://`` URLs use the psycopg driver."""
    try:
        url = make_url(text)
    except ArgumentError as error:
        raise DatabaseError(f"not a database URL: {text!r} ({error})") from None
    if url.drivername == "postgresql":
        url = url.set(drivername="postgresql+psycopg")
    return url


def _sqlite_settings(connection: DBAPIConnection, record: object) -> None:
    """Write-ahead logging: readers never wait for the writer, and a commit needs no
    flush to disk of its own (a crash loses no committed action; a power cut may lose
    the last ones)."""
    cursor = connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()


def one_line(error: Exception) -> str:
    """A database error's own message on one line (the driver's, without SQLAlchemy's
    background link)."""
    reason = error.orig if isinstance(error, DBAPIError) else error
    return " ".join(str(reason).split())


def _now() -> datetime:
    return clocks.now()


class Store:
    """Games, seats and actions in one database; its schema is brought up to date
    (created, or migrated from an earlier version) when it is opened."""

    def __init__(self, url: str) -> None:
        self.url = database_url(url)
        try:
            self.engine: Engine = create_engine(self.url)
            if self.engine.dialect.name == "sqlite":
                event.listen(self.engine, "connect", _sqlite_settings)
            upgrade(self.engine)
        except (SQLAlchemyError, ImportError) as error:
            shown = self.url.render_as_string(hide_password=True)
            raise DatabaseError(f"cannot open database {shown}: {one_line(error)}") from None
        self._sessions = sessionmaker(self.engine, expire_on_commit=False)
        self.process = secrets.token_hex(4)
        """This process's name in the change announcements it sends."""

    def close(self) -> None:
        """Release every pooled connection."""
        self.engine.dispose()

    def create(self, game: StoredGame) -> None:
        """Store a new game with its seats (it has no actions yet)."""
        with self._sessions.begin() as session:
            session.add(_row(game))

    def create_rematch(self, of: str, game: StoredGame) -> str | None:
        """Store ``game`` as the rematch of the game ``of`` if that game has none yet
        (checked and set in the transaction that stores it, so two requests at once, even
        through two processes, make one rematch): ``None``, else the rematch there is."""
        with self._sessions.begin() as session:
            mark = update(GameRow).where(GameRow.id == of, GameRow.rematch.is_(None))
            marked = cast(CursorResult[Any], session.execute(mark.values(rematch=game.id)))
            if marked.rowcount != 1:
                return session.scalar(select(GameRow.rematch).where(GameRow.id == of))
            session.add(_row(game))
            self._notify(session, Announcement(of, self.process))
        return None

    def load(self, game_id: str) -> StoredGame | None:
        """The game with this id, actions included, or ``None``."""
        with self._sessions() as session:
            row = session.get(GameRow, game_id)
            if row is None:
                return None
            query = select(ActionRow.text).where(ActionRow.game_id == game_id)
            actions = session.scalars(query.order_by(ActionRow.number)).all()
            last = select(func.max(ActionRow.created_at)).where(ActionRow.game_id == game_id)
            return _stored(row, tuple(actions), session.scalar(last))

    def lobby(self, finished: int, offset: int = 0, limit: int = 100) -> list[StoredGame]:
        """Up to ``limit`` games not finished, from the ``offset``-th newest on, and with
        the first page the ``finished`` newest finished ones; newest first (without their
        actions)."""
        newest = (GameRow.created_at.desc(), GameRow.id)
        with self._sessions() as session:
            playing = session.scalars(
                select(GameRow)
                .where(GameRow.status.not_in(ENDED))
                .order_by(*newest)
                .offset(offset)
                .limit(limit)
            ).all()
            ended = session.scalars(
                select(GameRow)
                .where(GameRow.status.in_(ENDED))
                .order_by(*newest)
                .limit(finished if offset == 0 else 0)
            ).all()
            rows = sorted([*playing, *ended], key=lambda row: _utc(row.created_at), reverse=True)
            return [_stored(row, ()) for row in rows]

    def headers(self, game_ids: Sequence[str]) -> dict[str, StoredGame]:
        """These games by id, without their actions (ids of no game are left out)."""
        with self._sessions() as session:
            rows = session.scalars(select(GameRow).where(GameRow.id.in_(game_ids))).all()
            return {row.id: _stored(row, ()) for row in rows}

    def set_ending(self, game_id: str, ending: dict[str, Any]) -> None:
        """Store a finished game's ``{"result", "resigned"}``, so that lists read it from
        now on instead of replaying the game."""
        with self._sessions.begin() as session:
            session.execute(update(GameRow).where(GameRow.id == game_id).values(ending=ending))

    def ping(self) -> None:
        """Ask the database something trivial (raises ``SQLAlchemyError`` if it fails)."""
        with self._sessions() as session:
            session.execute(select(1))

    def running(self) -> list[str]:
        """The ids of every game that has started and not ended."""
        with self._sessions() as session:
            return list(session.scalars(select(GameRow.id).where(GameRow.status == "running")))

    def claim_seat(self, game_id: str, seat: int, name: str, token_hash: str, status: str) -> bool:
        """Give a free human seat to a player; ``False`` if someone took it first."""
        with self._sessions.begin() as session:
            free = (SeatRow.game_id == game_id, SeatRow.seat == seat, SeatRow.token_hash.is_(None))
            claim = update(SeatRow).where(*free).values(name=name, token_hash=token_hash)
            taken = cast(CursorResult[Any], session.execute(claim))
            if taken.rowcount != 1:
                return False
            _set_status(session, game_id, status)
            if status == RUNNING:
                started = update(GameRow).where(GameRow.id == game_id).values(started_at=_now())
                session.execute(started)
            self._notify(session, Announcement(game_id, self.process))
            return True

    def rekey_seat(
        self, game_id: str, seat: int, old_hash: str, new_hash: str, entry: tuple[int, int, str]
    ) -> bool:
        """Give a seat held by the token of hash ``old_hash`` the token of ``new_hash``
        and add the log entry ``(number, by, text)`` (``by``: the seat stored as making
        it), in one transaction; ``False`` if the seat's token had changed meanwhile
        (nothing stored), ``Taken`` if the entry's number is. Announced without the
        entry: the hearer reads the seats."""
        try:
            with self._sessions.begin() as session:
                held = (SeatRow.game_id == game_id, SeatRow.seat == seat)
                rekey = update(SeatRow).where(*held, SeatRow.token_hash == old_hash)
                rekey = rekey.values(token_hash=new_hash)
                changed = cast(CursorResult[Any], session.execute(rekey))
                if changed.rowcount != 1:
                    return False
                number, by, text = entry
                row = {"game_id": game_id, "number": number, "seat": by, "text": text}
                session.execute(_ADD_ENTRY, [{**row, "created_at": _now()}])
                self._notify(session, Announcement(game_id, self.process))
        except IntegrityError:
            raise Taken(game_id, number) from None
        return True

    def append(
        self,
        game_id: str,
        number: int,
        seat: int,
        text: str,
        status: str | None = None,
        clock: dict[str, Any] | None = None,
    ) -> None:
        """Add log entry ``number`` (counted from 0) and, if it changes, the game's status
        after it (and its live clock, if given). ``Taken`` if that number is already stored
        (another process was first)."""
        self.append_all(game_id, number, seat, [text], status, clock)

    def append_all(
        self,
        game_id: str,
        number: int,
        seat: int,
        texts: Sequence[str],
        status: str | None = None,
        clock: dict[str, Any] | None = None,
    ) -> None:
        """Add log entries ``number``, ``number + 1``… in one transaction (all or none:
        an arrangement played as several actions, an undo that takes them back) and, if
        it changes, the game's status after them. ``Taken`` if a number is already stored.
        One entry is announced with its text; several make the hearer read the database."""
        now = _now()
        entries = [
            {"game_id": game_id, "number": n, "seat": seat, "text": text, "created_at": now}
            for n, text in enumerate(texts, number)
        ]
        one = (number, texts[0]) if len(texts) == 1 else None
        try:
            with self.engine.begin() as connection:
                connection.execute(_ADD_ENTRY, entries)
                if status is not None:
                    _set_status(connection, game_id, status)
                if clock is not None:
                    clocked = update(GameRow).where(GameRow.id == game_id)
                    connection.execute(clocked.values(clock=clock))
                self._notify(connection, Announcement(game_id, self.process, one))
        except IntegrityError:
            raise Taken(game_id, number) from None

    def set_clock(self, game_id: str, clock: dict[str, Any]) -> None:
        """Store the game's clock (an absence announced), announcing the change."""
        with self.engine.begin() as connection:
            connection.execute(update(GameRow).where(GameRow.id == game_id).values(clock=clock))
            self._notify(connection, Announcement(game_id, self.process, None))

    def remove_open(self, before: datetime) -> list[str]:
        """Delete every game still open (waiting for players, so without actions) that
        was made before ``before``, with its seats; their ids."""
        with self._sessions.begin() as session:
            stale = GameRow.status == OPEN, GameRow.created_at < before
            # Locked, so a seat taken meanwhile waits (and then finds no game).
            ids = list(session.scalars(select(GameRow.id).where(*stale).with_for_update()))
            if ids:
                session.execute(delete(SeatRow).where(SeatRow.game_id.in_(ids)))
                session.execute(delete(GameRow).where(GameRow.id.in_(ids)))
            return ids

    def since(self, game_id: str, number: int) -> Since:
        """The game's seats now, its log entries from ``number`` on and its rematch (what
        another process may have changed of a game this one holds in memory)."""
        with self._sessions() as session:
            header = select(GameRow.rematch, GameRow.clock).where(GameRow.id == game_id)
            rematch, clock = session.execute(header).one()
            seats = session.scalars(
                select(SeatRow).where(SeatRow.game_id == game_id).order_by(SeatRow.seat)
            ).all()
            query = select(ActionRow.text).where(
                ActionRow.game_id == game_id, ActionRow.number >= number
            )
            entries = session.scalars(query.order_by(ActionRow.number)).all()
            stored = tuple(StoredSeat(s.kind, s.name, s.token_hash, s.account_id) for s in seats)
            return Since(stored, tuple(entries), rematch, clock)

    def add_chat(
        self,
        game_id: str,
        channel: str,
        seat: int | None,
        name: str | None,
        text: str,
        phrase: bool,
    ) -> StoredChat:
        """Store a chat message as the game's next (numbered after the last stored, again
        if another process stored one first); the message as stored."""
        for _try in range(CHAT_TRIES):
            try:
                with self._sessions.begin() as session:
                    last = select(func.max(ChatRow.seq)).where(ChatRow.game_id == game_id)
                    said = StoredChat(
                        (session.scalar(last) or 0) + 1, _now(), channel, seat, name, text, phrase
                    )
                    session.add(ChatRow(game_id=game_id, **_chat_fields(said)))
                    self._notify(session, Announcement(game_id, self.process, chat=said.seq))
                return said
            except IntegrityError:
                continue
        raise Taken(game_id, said.seq)

    def chat_message(self, game_id: str, seq: int) -> StoredChat | None:
        """The game's chat message numbered ``seq``, if there is one."""
        with self._sessions() as session:
            r = session.get(ChatRow, (game_id, seq))
            if r is None:
                return None
            return StoredChat(r.seq, _utc(r.at), r.channel, r.seat, r.name, r.text, r.phrase)

    def chat(self, game_id: str, channels: Sequence[str], last: int) -> list[StoredChat]:
        """The game's ``last`` newest chat messages in these channels, oldest first."""
        if not channels:
            return []
        with self._sessions() as session:
            rows = session.scalars(
                select(ChatRow)
                .where(ChatRow.game_id == game_id, ChatRow.channel.in_(channels))
                .order_by(ChatRow.seq.desc())
                .limit(last)
            ).all()
            return [
                StoredChat(r.seq, _utc(r.at), r.channel, r.seat, r.name, r.text, r.phrase)
                for r in reversed(rows)
            ]

    @property
    def writes_inline(self) -> bool:
        """Whether a change is best stored from the event loop's own thread (SQLite: a
        commit in write-ahead logging is a write into the operating system's cache,
        quicker than handing it to a worker thread; keeping every write in one thread
        also means the writes of one process never wait for each other)."""
        return self.engine.dialect.name == "sqlite"

    @property
    def shared(self) -> bool:
        """Whether several server processes may serve this database at once (PostgreSQL:
        changes are announced on the ``CHANNEL``; SQLite is one process's)."""
        return self.engine.dialect.name == "postgresql"

    def announce(self, connection: Session | Connection, change: Announcement) -> None:
        """Announce a change of a game to every process listening (on commit), in the
        transaction of ``connection`` (also for ``AccountStore``'s changes of seats)."""
        self._notify(connection, change)

    def _notify(self, connection: Session | Connection, change: Announcement) -> None:
        """Announce a change of a game to every process listening (on commit)."""
        if self.shared:
            connection.execute(select(func.pg_notify(CHANNEL, change.payload())))


_ADD_ENTRY = insert(ActionRow)


def _chat_fields(said: StoredChat) -> dict[str, Any]:
    return {
        "seq": said.seq,
        "at": said.at,
        "channel": said.channel,
        "seat": said.seat,
        "name": said.name,
        "text": said.text,
        "phrase": said.phrase,
    }


def _set_status(connection: Session | Connection, game_id: str, status: str) -> None:
    connection.execute(update(GameRow).where(GameRow.id == game_id).values(status=status))


def _row(game: StoredGame) -> GameRow:
    """The rows of a new game (its seats with it)."""
    return GameRow(
        id=game.id,
        game=game.game,
        options=dict(game.options),
        seed=game.seed,
        format=game.format,
        engine_version=game.engine_version,
        status=game.status,
        created_at=game.created_at,
        seed_chosen=game.seed_chosen,
        host_hash=game.host_hash,
        turn_seconds=game.turn_seconds,
        turn_bot=game.turn_bot,
        bot_pace_ms=game.bot_pace_ms,
        grace_seconds=game.grace_seconds,
        clock=game.clock,
        spectator_chat=game.spectator_chat,
        started_at=game.created_at if game.status == RUNNING else None,
        seats=[
            SeatRow(
                seat=number,
                kind=seat.kind,
                name=seat.name,
                token_hash=seat.token_hash,
                account_id=seat.account_id,
            )
            for number, seat in enumerate(game.seats)
        ],
    )


def _utc(moment: datetime) -> datetime:
    """A stored time in UTC (SQLite gives times back without their zone)."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _stored(
    row: GameRow, actions: tuple[str, ...], last_entry_at: datetime | None = None
) -> StoredGame:
    return StoredGame(
        id=row.id,
        game=row.game,
        options=dict(row.options),
        seed=row.seed,
        format=row.format,
        engine_version=row.engine_version,
        status=row.status,
        created_at=_utc(row.created_at),
        seats=tuple(StoredSeat(s.kind, s.name, s.token_hash, s.account_id) for s in row.seats),
        actions=actions,
        seed_chosen=row.seed_chosen,
        host_hash=row.host_hash,
        turn_seconds=row.turn_seconds,
        turn_bot=row.turn_bot,
        bot_pace_ms=row.bot_pace_ms,
        grace_seconds=row.grace_seconds,
        rematch=row.rematch,
        clock=row.clock,
        spectator_chat=row.spectator_chat,
        ending=row.ending,
        started_at=None if row.started_at is None else _utc(row.started_at),
        last_entry_at=None if last_entry_at is None else _utc(last_entry_at),
    )
