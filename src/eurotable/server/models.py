"""The database tables: a game is its record (header, seats, one row per action).

Nothing derived from the rules is stored except ``status``, which lets the lobby list
games without replaying them; every position is rebuilt by replaying the actions.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    DateTime,
    ForeignKey,
    Integer,
    String,
    Text,
    false,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship

OPEN, RUNNING, FINISHED = "open", "running", "finished"
"""A game's status: waiting for players to join, being played, over."""
ABANDONED = "abandoned"
"""The status of a game its host abandoned: ended without a result."""
ENDED = (FINISHED, ABANDONED)
"""The statuses of games that are over: their seed and record are no longer secret."""


class Base(DeclarativeBase):
    """The declarative base of eurotable's tables."""


class GameRow(Base):
    """A game's record header: which game, its options and seed, and its lobby status."""

    __tablename__ = "games"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    game: Mapped[str] = mapped_column(String(64))
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    seed: Mapped[int] = mapped_column(BigInteger)
    format: Mapped[int]
    engine_version: Mapped[str] = mapped_column(String(32))
    status: Mapped[str] = mapped_column(String(16), index=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    # Added by migration 0002 (server/migrations): the seed ruling and turn timers.
    seed_chosen: Mapped[bool] = mapped_column(Boolean, server_default=false(), default=False)
    host_hash: Mapped[str | None] = mapped_column(String(64))
    turn_seconds: Mapped[int | None]
    turn_bot: Mapped[str | None] = mapped_column(String(64))
    started_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    # Added by migration 0003: the bots' pace and the grace for a player's undo.
    bot_pace_ms: Mapped[int] = mapped_column(server_default="700", default=700)
    grace_seconds: Mapped[int | None]
    # Added by migration 0004: the id of this finished game's rematch, once made.
    rematch: Mapped[str | None] = mapped_column(String(32))
    # Added by migration 0007: the live clock (``server.clocks``), ``NULL`` without one.
    clock: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    # Added by migration 0006: what spectators may do in the chat (``server.chat``).
    spectator_chat: Mapped[str] = mapped_column(String(16), server_default="own", default="own")
    # Added by migration 0008: a finished game's result and resigned seats, once listed.
    ending: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    seats: Mapped[list[SeatRow]] = relationship(
        order_by="SeatRow.seat", cascade="all, delete-orphan", lazy="selectin"
    )


class SeatRow(Base):
    """One seat: a human (named once someone joins) or a bot; humans hold a token."""

    __tablename__ = "seats"

    game_id: Mapped[str] = mapped_column(ForeignKey("games.id"), primary_key=True)
    seat: Mapped[int] = mapped_column(primary_key=True)
    kind: Mapped[str] = mapped_column(String(64))
    name: Mapped[str | None] = mapped_column(String(64))
    token_hash: Mapped[str | None] = mapped_column(String(64))
    # Added by migration 0005: the account the seat is bound to, if any.
    account_id: Mapped[str | None] = mapped_column(ForeignKey("accounts.id"), index=True)


class ActionRow(Base):
    """One action of a game's log, in order; the key makes each number unique."""

    __tablename__ = "actions"

    game_id: Mapped[str] = mapped_column(ForeignKey("games.id"), primary_key=True)
    number: Mapped[int] = mapped_column(primary_key=True)
    seat: Mapped[int]
    text: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class AccountRow(Base):
    """A player's account (added by migration 0005): a name, a password's hash, an
    optional email; the seats bound to it are ``SeatRow.account_id``."""

    __tablename__ = "accounts"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    name: Mapped[str] = mapped_column(String(64))
    name_key: Mapped[str] = mapped_column(String(64), unique=True)
    """The name as compared: case-folded, so "Ann" and "ANN" are one name."""
    password_hash: Mapped[str] = mapped_column(String(255))
    email: Mapped[str | None] = mapped_column(String(254))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    # Added by migration 0009: notifications (``server.notify``).
    language: Mapped[str] = mapped_column(String(8), server_default="en", default="en")
    email_verified: Mapped[bool] = mapped_column(Boolean, server_default=false(), default=False)
    webhook_url: Mapped[str | None] = mapped_column(String(2000))
    notify: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    """The kinds turned off, by channel: ``{"mail": ["turn"], "webhook": []}``."""
    notify_key: Mapped[str | None] = mapped_column(String(64))
    """The secret the account's unsubscribe links are signed with."""


class SessionRow(Base):
    """A signed-in browser (added by migration 0005): the hash of its session cookie, its
    account, the token its writes must carry (``csrf``), when it was made and last seen."""

    __tablename__ = "sessions"

    id_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id"), index=True)
    csrf: Mapped[str] = mapped_column(String(64))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    seen_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class ChatRow(Base):
    """One chat message of a game, numbered from 1 (``server.chat``): a text, or with
    ``phrase`` the id of a quick phrase; ``seat`` is ``None`` for a spectator's."""

    __tablename__ = "chat"

    game_id: Mapped[str] = mapped_column(ForeignKey("games.id"), primary_key=True)
    seq: Mapped[int] = mapped_column(primary_key=True)
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    channel: Mapped[str] = mapped_column(String(16))
    seat: Mapped[int | None]
    name: Mapped[str | None] = mapped_column(String(64))
    text: Mapped[str] = mapped_column(Text)
    phrase: Mapped[bool] = mapped_column(Boolean, server_default=false(), default=False)


class OutboxRow(Base):
    """A notification to deliver (added by migration 0009, ``server.outbox``): what a
    channel is handed (``delivery.Outgoing``), what it is about, and when to try next.
    Sent and dropped rows stay a day (the quiet period is read from them)."""

    __tablename__ = "outbox"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    dedupe: Mapped[str] = mapped_column(String(200), unique=True)
    """What makes the message unique (kind, game, account, log entry): two processes
    that see one move store one message."""
    kind: Mapped[str] = mapped_column(String(16))
    channel: Mapped[str] = mapped_column(String(16))
    account_id: Mapped[str | None] = mapped_column(String(32), index=True)
    game_id: Mapped[str | None] = mapped_column(String(32))
    address: Mapped[str] = mapped_column(String(2000))
    subject: Mapped[str] = mapped_column(Text)
    text: Mapped[str] = mapped_column(Text)
    link: Mapped[str] = mapped_column(String(2000))
    unsubscribe: Mapped[str] = mapped_column(String(2000))
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    next_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), index=True)
    """When to try (again); ``None`` once sent or dropped."""
    sent_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    dropped: Mapped[str | None] = mapped_column(String(200))
    """Why the message was given up (no address in it)."""


class MailTokenRow(Base):
    """A single-use token mailed to an account (added by migration 0009): verifying an
    email (``purpose`` "verify", for ``email``) or resetting the password ("reset"). Only
    the SHA-256 of the token is kept."""

    __tablename__ = "mail_tokens"

    token_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id"), index=True)
    purpose: Mapped[str] = mapped_column(String(16))
    email: Mapped[str | None] = mapped_column(String(254))
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
