"""Where accounts and their sessions are kept: the games' database (``Store``'s engine).

Synchronous, like ``Store``: the service calls it from its database threads. A session is
kept by the SHA-256 of its cookie; one not seen for ``SESSION_DAYS`` is over (removed when
next looked up). Deleting an account removes its name, email, password hash and
sessions; the seats it played stay in their games under the name they were played with,
bound to no account.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any, cast

from sqlalchemy import CursorResult, delete, func, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, sessionmaker

from eurotable.server.models import (
    AccountRow,
    GameRow,
    MailTokenRow,
    OutboxRow,
    SeatRow,
    SessionRow,
)
from eurotable.server.store import Announcement, Store

SESSION_DAYS = 30
"""A session not seen for this long is over."""
SEEN_EVERY = timedelta(hours=1)
"""How often a session's ``seen_at`` is written (not at every request)."""


@dataclass(frozen=True, slots=True)
class StoredAccount:
    id: str
    name: str
    password_hash: str
    email: str | None
    created_at: datetime
    language: str = "en"
    email_verified: bool = False
    webhook_url: str | None = None
    notify: dict[str, list[str]] | None = None
    """The kinds of notification turned off, by channel (``server.notify``)."""
    notify_key: str | None = None
    """The secret the account's unsubscribe links are signed with."""


@dataclass(frozen=True, slots=True)
class SignedIn:
    """A live session: its account and the token its writes must carry."""

    account: StoredAccount
    csrf: str


@dataclass(frozen=True, slots=True)
class MailToken:
    """What a mailed token was for: an account, and the email it verifies."""

    account_id: str
    email: str | None


@dataclass(frozen=True, slots=True)
class Claim:
    """A seat an account claims by its token: the hash of the token it is claimed with,
    and of the new token it gets (``""`` until one is chosen)."""

    game_id: str
    seat: int
    old_hash: str
    new_hash: str


@dataclass(frozen=True, slots=True)
class AccountSeat:
    """A seat bound to an account, in a game as the lobby lists it."""

    game_id: str
    game: str
    status: str
    seat: int
    created_at: datetime


def name_key(name: str) -> str:
    """A name as accounts compare names: case-folded ("Ann", "ANN" and "ann" are one)."""
    return name.casefold()


def _now() -> datetime:
    return datetime.now(UTC)


def _utc(moment: datetime) -> datetime:
    """SQLite gives back naive datetimes: they were stored in UTC."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _account(row: AccountRow) -> StoredAccount:
    return StoredAccount(
        row.id,
        row.name,
        row.password_hash,
        row.email,
        _utc(row.created_at),
        row.language,
        row.email_verified,
        row.webhook_url,
        row.notify,
        row.notify_key,
    )


class AccountStore:
    """Accounts, sessions and the seats bound to accounts, in ``store``'s database."""

    def __init__(self, store: Store) -> None:
        self._store = store
        self._sessions = sessionmaker(store.engine, expire_on_commit=False)

    def create(self, account: StoredAccount) -> bool:
        """Store a new account; ``False`` if its name is taken (compared case-folded)."""
        row = AccountRow(
            id=account.id,
            name=account.name,
            name_key=name_key(account.name),
            password_hash=account.password_hash,
            email=account.email,
            created_at=account.created_at,
            language=account.language,
            email_verified=account.email_verified,
            notify_key=account.notify_key,
        )
        try:
            with self._sessions.begin() as session:
                session.add(row)
        except IntegrityError:
            return False
        return True

    def named(self, name: str) -> StoredAccount | None:
        """The account of this name (compared case-folded), if any."""
        with self._sessions() as session:
            row = session.scalar(select(AccountRow).where(AccountRow.name_key == name_key(name)))
            return None if row is None else _account(row)

    def by_id(self, account_id: str) -> StoredAccount | None:
        with self._sessions() as session:
            row = session.get(AccountRow, account_id)
            return None if row is None else _account(row)

    def by_email(self, email: str) -> StoredAccount | None:
        """The first account with this email (compared case-folded), if any."""
        with self._sessions() as session:
            row = session.scalar(
                select(AccountRow)
                .where(func.lower(AccountRow.email) == email.lower())
                .order_by(AccountRow.email_verified.desc(), AccountRow.created_at)
                .limit(1)
            )
            return None if row is None else _account(row)

    def set_notifications(self, account_id: str, changes: dict[str, Any]) -> None:
        """Change the account's notification settings (``AccountRow``'s columns
        ``email``, ``email_verified``, ``webhook_url``, ``notify``, ``language``)."""
        with self._sessions.begin() as session:
            change = update(AccountRow).where(AccountRow.id == account_id)
            session.execute(change.values(**changes))

    def add_mail_token(
        self, token_hash: str, account_id: str, purpose: str, email: str | None, expires: datetime
    ) -> None:
        """Keep a mailed token (its hash); the account's earlier ones of that purpose end."""
        with self._sessions.begin() as session:
            session.execute(
                delete(MailTokenRow).where(
                    MailTokenRow.account_id == account_id, MailTokenRow.purpose == purpose
                )
            )
            session.add(
                MailTokenRow(
                    token_hash=token_hash,
                    account_id=account_id,
                    purpose=purpose,
                    email=email,
                    expires_at=expires,
                )
            )

    def use_mail_token(self, token_hash: str, purpose: str, now: datetime) -> MailToken | None:
        """Use up a mailed token: the account and email it was for, if it is a live one
        of ``purpose`` (it is removed either way once found)."""
        with self._sessions.begin() as session:
            row = session.get(MailTokenRow, token_hash)
            if row is None or row.purpose != purpose:
                return None
            session.delete(row)
            if _utc(row.expires_at) <= now:
                return None
            return MailToken(row.account_id, row.email)

    def verify_email(self, account_id: str, email: str) -> bool:
        """Mark the account's email verified, if it is still ``email``."""
        with self._sessions.begin() as session:
            change = update(AccountRow).where(
                AccountRow.id == account_id, AccountRow.email == email
            )
            done = session.execute(change.values(email_verified=True))
            return bool(cast(CursorResult[Any], done).rowcount)

    def set_password(self, account_id: str, password_hash: str) -> None:
        with self._sessions.begin() as session:
            change = update(AccountRow).where(AccountRow.id == account_id)
            session.execute(change.values(password_hash=password_hash))

    def delete(self, account_id: str) -> list[str]:
        """Remove the account and its sessions; its seats stay, bound to no account.
        The ids of the games whose seats it held (their tables learn it)."""
        with self._sessions.begin() as session:
            games = self._bound_games(session, account_id)
            unbind = update(SeatRow).where(SeatRow.account_id == account_id)
            session.execute(unbind.values(account_id=None))
            session.execute(delete(SessionRow).where(SessionRow.account_id == account_id))
            session.execute(delete(MailTokenRow).where(MailTokenRow.account_id == account_id))
            session.execute(delete(OutboxRow).where(OutboxRow.account_id == account_id))
            session.execute(delete(AccountRow).where(AccountRow.id == account_id))
            for game_id in games:
                self._store.announce(session, Announcement(game_id, self._store.process))
            return games

    def begin_session(self, id_hash: str, account_id: str, csrf: str) -> None:
        now = _now()
        row = SessionRow(
            id_hash=id_hash, account_id=account_id, csrf=csrf, created_at=now, seen_at=now
        )
        with self._sessions.begin() as session:
            session.add(row)

    def session(self, id_hash: str) -> SignedIn | None:
        """The live session kept under ``id_hash``, if any (seen now)."""
        now = _now()
        with self._sessions.begin() as session:
            row = session.get(SessionRow, id_hash)
            if row is None:
                return None
            seen = _utc(row.seen_at)
            if now - seen > timedelta(days=SESSION_DAYS):
                session.delete(row)
                return None
            if now - seen > SEEN_EVERY:
                row.seen_at = now
            account = session.get(AccountRow, row.account_id)
            return None if account is None else SignedIn(_account(account), row.csrf)

    def end_session(self, id_hash: str) -> None:
        with self._sessions.begin() as session:
            session.execute(delete(SessionRow).where(SessionRow.id_hash == id_hash))

    def end_sessions(self, account_id: str, keep: str | None = None) -> None:
        """End every session of the account (but ``keep``, the one asking)."""
        with self._sessions.begin() as session:
            ended = delete(SessionRow).where(SessionRow.account_id == account_id)
            if keep is not None:
                ended = ended.where(SessionRow.id_hash != keep)
            session.execute(ended)

    def claimable(self, token_hashes: list[str]) -> list[Claim]:
        """The seats these token hashes hold that no account holds yet."""
        if not token_hashes:
            return []
        with self._sessions() as session:
            free = SeatRow.token_hash.in_(token_hashes), SeatRow.account_id.is_(None)
            rows = session.execute(
                select(SeatRow.game_id, SeatRow.seat, SeatRow.token_hash).where(*free)
            ).all()
            return [Claim(game_id, seat, cast(str, hashed), "") for game_id, seat, hashed in rows]

    def bind(self, account_id: str, claims: list[Claim]) -> list[Claim]:
        """Bind each claimed seat to the account, giving it its claim's new token hash
        (the old token no longer holds it), if it still has the old one and no account;
        the claims that were bound (their games announced: their tables read their seats
        again)."""
        bound = []
        with self._sessions.begin() as session:
            for claim in claims:
                still = (
                    SeatRow.game_id == claim.game_id,
                    SeatRow.seat == claim.seat,
                    SeatRow.token_hash == claim.old_hash,
                    SeatRow.account_id.is_(None),
                )
                change = update(SeatRow).where(*still)
                changed = session.execute(
                    change.values(account_id=account_id, token_hash=claim.new_hash)
                )
                if cast(CursorResult[Any], changed).rowcount:
                    bound.append(claim)
            for game_id in sorted({claim.game_id for claim in bound}):
                self._store.announce(session, Announcement(game_id, self._store.process))
        return bound

    def seats(self, account_id: str) -> list[AccountSeat]:
        """Every seat bound to the account, newest game first."""
        with self._sessions() as session:
            rows = session.execute(
                select(SeatRow.seat, GameRow.id, GameRow.game, GameRow.status, GameRow.created_at)
                .join(GameRow, GameRow.id == SeatRow.game_id)
                .where(SeatRow.account_id == account_id)
                .order_by(GameRow.created_at.desc(), GameRow.id, SeatRow.seat)
            ).all()
            return [
                AccountSeat(game_id, game, status, seat, _utc(created))
                for seat, game_id, game, status, created in rows
            ]

    def _bound_games(self, session: Session, account_id: str) -> list[str]:
        query = select(SeatRow.game_id).where(SeatRow.account_id == account_id)
        return sorted(set(session.scalars(query)))
