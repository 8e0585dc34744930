"""Accounts: signing up, in and out, and the games a signed-in player plays.

A guest needs no account: seat tokens work as they always did. A player who signs up or
in claims the seats their browser holds (the tokens it sends), and from then on plays
them from any browser signed in to the account: their seats are bound to it
(``seats.account_id``), and a request carrying the session cookie acts for them.

Sessions: a random cookie (``SESSION_COOKIE``, 192 bits) of which the database keeps only
the SHA-256; a new one at every sign-in and password change (the other sessions end at a
password change, all of them at sign-out everywhere and deletion). A write that the
cookie authorises must carry the session's CSRF token in ``CSRF_HEADER`` (a page of
another site can make the browser send the cookie, never read the token).

Signing in is slowed per name and per client (token buckets: ``Limits.sign_ins_per_name``
a minute with bursts of ``sign_in_burst``, and four times that per client), and an
unknown name and a wrong password get the same answer after the same work. No password,
cookie or token is ever logged: they travel in bodies and cookies, never in URLs.
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Any
from urllib.parse import urlsplit

from eurotable.i18n import _, current
from eurotable.server.account_store import AccountStore, SignedIn, StoredAccount
from eurotable.server.buckets import Buckets
from eurotable.server.errors import BadRequest, Conflict, NotFound, TooMany, Unauthorized
from eurotable.server.models import OPEN, RUNNING
from eurotable.server.passwords import Passwords, check_password
from eurotable.server.schemas import NewGame
from eurotable.server.service import GameService, check_name, new_token
from eurotable.server.table import HUMAN, AccountKey, token_hash

Json = dict[str, Any]
Claimed = dict[str, dict[str, str]]
"""Seats claimed by an account: their new tokens, by game id and seat (as a string)."""

SESSION_COOKIE = "eurotable_session"
CSRF_HEADER = "X-CSRF-Token"
MAX_EMAIL = 254
GAMES_LISTED = 200
"""``games`` lists the seats of the newest 200 games of an account."""


def cookie_hash(cookie: str) -> str:
    """What the database keeps of a session cookie."""
    return hashlib.sha256(cookie.encode()).hexdigest()


def check_email(text: str | None) -> str | None:
    """An email address, trimmed (``None`` or empty: none); ``BadRequest`` when it cannot
    be one (no ``@`` between two parts, spaces, too long)."""
    if text is None or not text.strip():
        return None
    email = text.strip()
    local, at, domain = email.rpartition("@")
    if not at or not local or "." not in domain or any(c.isspace() for c in email):
        raise BadRequest(_("this is not an email address: {email}", email=repr(email)))
    if len(email) > MAX_EMAIL:
        raise BadRequest(_("an email address has at most {n} characters", n=MAX_EMAIL))
    return email


def same_origin(origin: str, host: str | None) -> bool:
    """Whether a request's ``Origin`` is the site it was sent to (its ``Host``)."""
    return host is not None and urlsplit(origin).netloc == host


@dataclass(frozen=True, slots=True)
class Session:
    """A session just begun: the cookie to set, what it signs in, and the seats it
    claimed (their new tokens)."""

    cookie: str
    signed: SignedIn
    claimed: Claimed = field(default_factory=dict)


class Accounts:
    """Accounts and sessions of one server process, in its service's database."""

    def __init__(self, service: GameService, passwords: Passwords | None = None) -> None:
        self._service = service
        self._store = AccountStore(service.store)
        self._passwords = passwords or Passwords()
        limits = service.hub.limits
        per_name = limits.sign_ins_per_name / 60
        self._by_name = Buckets(per_name, limits.sign_in_burst, service.hub.clock)
        self._by_client = Buckets(4 * per_name, 4 * limits.sign_in_burst, service.hub.clock)

    def close(self) -> None:
        self._passwords.close()

    async def sign_up(
        self, name: str, password: str, email: str | None, client: str, tokens: list[str]
    ) -> Session:
        """Make an account and sign it in; the seats of ``tokens`` are claimed."""
        name, email = check_name(name), check_email(email)
        check_password(password)
        self._slow_down(client)
        account = StoredAccount(
            id=secrets.token_hex(16),
            name=name,
            password_hash=await self._passwords.hash(password),
            email=email,
            created_at=datetime.now(UTC),
            language=current().code,
            notify_key=secrets.token_hex(32),
        )
        if not await self._service.stored(self._store.create, account):
            raise Conflict(_("the name {name} is taken", name=repr(name)))
        session = await self._begin(account)
        return replace(session, claimed=await self.claim(session.signed, tokens))

    async def sign_in(self, name: str, password: str, client: str, tokens: list[str]) -> Session:
        """Sign in to the account of ``name``; the seats of ``tokens`` are claimed. A name
        nobody has and a wrong password get the same ``Unauthorized``."""
        self._slow_down(client, name)
        account = await self._service.in_database(self._store.named, name)
        hashed = None if account is None else account.password_hash
        if account is None or not await self._passwords.matches(hashed, password):
            raise Unauthorized(_("wrong name or password"))
        if self._passwords.needs_rehash(account.password_hash):
            rehashed = await self._passwords.hash(password)
            await self._service.stored(self._store.set_password, account.id, rehashed)
        session = await self._begin(account)
        return replace(session, claimed=await self.claim(session.signed, tokens))

    async def signed_in(self, cookie: str | None) -> SignedIn | None:
        """The account a session cookie signs in, if it is a live session's."""
        if not cookie:
            return None
        return await self._service.in_database(self._store.session, cookie_hash(cookie))

    async def sign_out(self, cookie: str) -> None:
        await self._service.stored(self._store.end_session, cookie_hash(cookie))

    async def change_password(self, signed: SignedIn, password: str, new_password: str) -> Session:
        """Change the password (the current one must be given): every session of the
        account ends, and this browser gets a new one."""
        check_password(new_password)
        if not await self._passwords.matches(signed.account.password_hash, password):
            raise Unauthorized(_("wrong password"))
        hashed = await self._passwords.hash(new_password)
        await self._service.stored(self._store.set_password, signed.account.id, hashed)
        await self._service.stored(self._store.end_sessions, signed.account.id)
        return await self._begin(signed.account)

    async def reset_password(self, account_id: str, new_password: str) -> None:
        """Set the password of an account that proved it by a mailed token
        (``server.mail_api``): every session of the account ends."""
        check_password(new_password)
        hashed = await self._passwords.hash(new_password)
        await self._service.stored(self._store.set_password, account_id, hashed)
        await self._service.stored(self._store.end_sessions, account_id)

    async def delete(self, signed: SignedIn, password: str) -> None:
        """Delete the account (its password must be given): its name, email, password
        hash and sessions go; its seats stay in their games under the name they were
        played with, bound to nobody."""
        if not await self._passwords.matches(signed.account.password_hash, password):
            raise Unauthorized(_("wrong password"))
        games = await self._service.stored(self._store.delete, signed.account.id)
        self._service.unbind(games, signed.account.id)

    async def claim(self, signed: SignedIn, tokens: list[str]) -> Claimed:
        """Bind to the account the seats these tokens hold that no account holds yet.
        Each gets a new token (a copy of the old one, a seat link passed around, no
        longer holds it): answered by game and seat, for this browser to keep."""
        return await self._bind(signed.account.id, tokens)

    async def _bind(self, account_id: str, tokens: list[str]) -> Claimed:
        found = await self._service.in_database(
            self._store.claimable, [token_hash(token) for token in tokens]
        )
        fresh = {(claim.game_id, claim.seat): new_token() for claim in found}
        claims = [
            replace(claim, new_hash=token_hash(fresh[claim.game_id, claim.seat])) for claim in found
        ]
        bound = await self._service.stored(self._store.bind, account_id, claims)
        self._service.bind(bound, account_id)
        claimed: Claimed = {}
        for claim in bound:
            claimed.setdefault(claim.game_id, {})[str(claim.seat)] = fresh[
                claim.game_id, claim.seat
            ]
        return claimed

    async def invited(self, request: NewGame) -> tuple[NewGame, dict[int, StoredAccount]]:
        """The accounts a new game's seats invite (``SeatChoice.invite``), by seat, and
        the request with those seats named after them; ``NotFound`` for a name nobody
        has."""
        invited: dict[int, StoredAccount] = {}
        seats = list(request.seats or [])
        for seat, choice in enumerate(seats):
            if choice.invite is None:
                continue
            if choice.kind != HUMAN:
                raise BadRequest(_("only a human seat invites a player"))
            account = await self._service.in_database(self._store.named, choice.invite)
            if account is None:
                raise NotFound(_("nobody has the account {name}", name=repr(choice.invite)))
            invited[seat] = account
            seats[seat] = choice.model_copy(update={"name": account.name, "invite": None})
        return request.model_copy(update={"seats": seats or request.seats}), invited

    async def seat_invited(self, created: Json, invited: dict[int, StoredAccount]) -> None:
        """Bind the invited seats of a game just created to their accounts; their tokens
        leave the creator's answer (the seats are the invited players', not the
        creator's)."""
        for seat, account in invited.items():
            await self._bind(account.id, [created["tokens"].pop(str(seat))])

    async def games(self, signed: SignedIn) -> list[Json]:
        """The account's games: running ones where it is the player's turn first, then
        the other running ones, then those waiting for players, then finished ones; each
        with the seat played, whether it is that seat's turn and, when over, the result
        (``GameService.summaries``: finished games are read, not replayed)."""
        seats = (await self._service.in_database(self._store.seats, signed.account.id))[
            :GAMES_LISTED
        ]
        summaries = await self._service.summaries(sorted({bound.game_id for bound in seats}))
        listed: list[Json] = []
        for bound in seats:
            entry = summaries.get(bound.game_id)
            if entry is None:  # gone since (an open game nobody joined)
                continue
            your_turn = entry["status"] == RUNNING and entry["to_move"] == bound.seat
            listed.append({**entry, "seat": bound.seat, "your_turn": your_turn})
        order = {True: 0, False: 1}
        rank = {RUNNING: 0, OPEN: 1}
        listed.sort(key=lambda e: (order[e["your_turn"]], rank.get(e["status"], 2)))
        return listed

    async def _begin(self, account: StoredAccount) -> Session:
        cookie, csrf = secrets.token_urlsafe(24), secrets.token_urlsafe(24)
        await self._service.stored(self._store.begin_session, cookie_hash(cookie), account.id, csrf)
        return Session(cookie, SignedIn(account, csrf))

    def _slow_down(self, client: str, name: str | None = None) -> None:
        """``TooMany`` once this client, or this name (signing in), has tried too often
        lately."""
        by_name = name is None or self._by_name.take(name.casefold())
        by_client = self._by_client.take(client)
        if not (by_name and by_client):
            raise TooMany(_("too many attempts to sign in: wait a minute"))


def account_key(signed: SignedIn | None) -> AccountKey | None:
    """What a signed-in player's requests hold seats with."""
    return None if signed is None else AccountKey(signed.account.id)
