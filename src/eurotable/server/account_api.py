"""The HTTP API of accounts (``server.accounts``): sign up, in and out, the player's own
games, claiming seats, changing the password, deleting the account; and what the game
routes hold seats with when a request carries no seat token (``holder``).

A session is a cookie (HttpOnly, SameSite=Lax, Secure when the site is served over
HTTPS). A write authorised by it must carry the session's CSRF token (``X-CSRF-Token``,
given by every answer that signs in and by ``GET /api/me``); without it the request is a
guest's. Signing up and in must come from the site's own pages (their ``Origin``) as
JSON, so another site cannot sign a visitor in to an account of its choosing.
"""

from __future__ import annotations

import hmac
from typing import Annotated, Any, cast

from fastapi import APIRouter, Depends, Header, Request, Response
from pydantic import Field

from eurotable.i18n import _
from eurotable.server.account_store import SESSION_DAYS, SignedIn
from eurotable.server.accounts import (
    SESSION_COOKIE,
    Accounts,
    Session,
    account_key,
    same_origin,
)
from eurotable.server.errors import Forbidden, Unauthorized
from eurotable.server.limits import client_of
from eurotable.server.notify import Activity
from eurotable.server.passwords import LONGEST
from eurotable.server.schemas import Body, Token
from eurotable.server.table import Credential

router = APIRouter(prefix="/api")
CLAIMED = 500
"""The most seat tokens one request claims (a browser's whole store of them)."""
Json = dict[str, Any]


class SignUp(Body):
    """A new account: a name, a password, an optional email, and the seat tokens this
    browser holds (claimed for the account)."""

    name: str = Field(max_length=200)
    password: str = Field(max_length=LONGEST + 1)
    email: str | None = Field(default=None, max_length=400)
    tokens: list[Token] = Field(default_factory=list, max_length=CLAIMED)


class SignIn(Body):
    """Signing in: the account's name and password, and the seat tokens to claim."""

    name: str = Field(max_length=200)
    password: str = Field(max_length=LONGEST + 1)
    tokens: list[Token] = Field(default_factory=list, max_length=CLAIMED)


class Claim(Body):
    """Seat tokens this browser holds, to bind to the signed-in account."""

    tokens: list[Token] = Field(max_length=CLAIMED)


class NewPassword(Body):
    password: str = Field(max_length=LONGEST + 1)
    new_password: str = Field(max_length=LONGEST + 1)


class Confirmed(Body):
    """The account's password, asked again before it is deleted."""

    password: str = Field(max_length=LONGEST + 1)


def get_accounts(request: Request) -> Accounts:
    return cast(Accounts, request.app.state.accounts)


AccountsDep = Annotated[Accounts, Depends(get_accounts)]
SeatToken = Annotated[
    str | None, Header(description="The secret token of the seat acting or viewing.")
]
CsrfToken = Annotated[
    str | None, Header(description="The session's CSRF token (writes signed in by cookie).")
]


async def session_of(
    request: Request, accounts: AccountsDep, x_csrf_token: CsrfToken = None
) -> SignedIn | None:
    """The session of the request's cookie; for a write, only with its CSRF token."""
    signed = await accounts.signed_in(request.cookies.get(SESSION_COOKIE))
    if signed is not None:
        cast(Activity, request.app.state.activity).seen(signed.account.id)
    if signed is None or request.method in ("GET", "HEAD"):
        return signed
    if x_csrf_token is None or not hmac.compare_digest(signed.csrf, x_csrf_token):
        return None
    return signed


Signed = Annotated[SignedIn | None, Depends(session_of)]


async def signed_in(signed: Signed, request: Request) -> SignedIn:
    """The session, required: 401 without one, 403 when a write lacks its CSRF token."""
    if signed is not None:
        return signed
    accounts = get_accounts(request)
    if await accounts.signed_in(request.cookies.get(SESSION_COOKIE)) is not None:
        raise Forbidden(_("this needs the session's CSRF token (header X-CSRF-Token)"))
    raise Unauthorized(_("sign in first"))


Me = Annotated[SignedIn, Depends(signed_in)]


async def holder(signed: Signed, x_seat_token: SeatToken = None) -> Credential | None:
    """What a game route holds seats with: the seat token if one is given, else the
    signed-in account (its bound seats), else nothing (a spectator)."""
    return x_seat_token or account_key(signed)


Holder = Annotated[Credential | None, Depends(holder)]


def _from_own_pages(request: Request) -> None:
    origin = request.headers.get("origin")
    if origin is not None and not same_origin(origin, request.headers.get("host")):
        raise Forbidden(_("sign in from this site's own pages"))


def _me(signed: SignedIn) -> Json:
    account = signed.account
    return {
        "name": account.name,
        "email": account.email,
        "email_verified": account.email_verified,
        "csrf": signed.csrf,
    }


def _signed_in(session: Session, request: Request, response: Response) -> Json:
    """Set the session's cookie on ``response``; the account as ``GET /api/me`` says it."""
    response.set_cookie(
        SESSION_COOKIE,
        session.cookie,
        max_age=SESSION_DAYS * 24 * 3600,
        path="/",
        secure=request.url.scheme == "https",
        httponly=True,
        samesite="lax",
    )
    return _me(session.signed)


async def _end_previous(request: Request, accounts: Accounts) -> None:
    """A browser signing in again: the session it had ends (a new cookie every time)."""
    previous = request.cookies.get(SESSION_COOKIE)
    if previous:
        await accounts.sign_out(previous)


def _signed_out(response: Response) -> None:
    response.delete_cookie(SESSION_COOKIE, path="/", httponly=True, samesite="lax")


@router.post("/accounts", status_code=201)
async def sign_up(
    body: SignUp, request: Request, response: Response, accounts: AccountsDep
) -> Json:
    """Make an account and sign in (the cookie is set); the seats of ``tokens`` are
    claimed. Answers ``{name, email, csrf}``."""
    _from_own_pages(request)
    session = await accounts.sign_up(
        body.name, body.password, body.email, _client(request), body.tokens
    )
    await _end_previous(request, accounts)
    await request.app.state.mailings.send_verification(session.signed.account)
    return _signed_in(session, request, response) | {"tokens": session.claimed}


@router.post("/session")
async def sign_in(
    body: SignIn, request: Request, response: Response, accounts: AccountsDep
) -> Json:
    """Sign in (a new session cookie); the seats of ``tokens`` are claimed. A name nobody
    has and a wrong password get the same 401."""
    _from_own_pages(request)
    session = await accounts.sign_in(body.name, body.password, _client(request), body.tokens)
    await _end_previous(request, accounts)
    return _signed_in(session, request, response) | {"tokens": session.claimed}


@router.delete("/session", status_code=204)
async def sign_out(me: Me, request: Request, response: Response, accounts: AccountsDep) -> None:
    """End this browser's session."""
    await accounts.sign_out(request.cookies.get(SESSION_COOKIE, ""))
    _signed_out(response)


@router.get("/me")
async def get_me(signed: Signed) -> Json | None:
    """The signed-in account: ``{name, email, csrf}``; ``null`` for a guest (asked by
    every page as it starts: a guest is no error)."""
    return None if signed is None else _me(signed)


@router.get("/me/games")
async def my_games(me: Me, accounts: AccountsDep) -> list[Json]:
    """The account's games (``Accounts.games``): each a lobby entry with ``seat``,
    ``your_turn`` and ``result``."""
    return await accounts.games(me)


@router.post("/me/seats")
async def claim_seats(body: Claim, me: Me, accounts: AccountsDep) -> Json:
    """Bind the seats of these tokens to the account (those no account holds yet), each
    with a new token; answers ``{"tokens": {game: {seat: new token}}}``."""
    return {"tokens": await accounts.claim(me, body.tokens)}


@router.post("/me/password")
async def change_password(
    body: NewPassword, me: Me, request: Request, response: Response, accounts: AccountsDep
) -> Json:
    """Change the password: every session ends, this browser gets a new one."""
    session = await accounts.change_password(me, body.password, body.new_password)
    return _signed_in(session, request, response)


@router.delete("/me", status_code=204)
async def delete_account(
    body: Confirmed, me: Me, response: Response, accounts: AccountsDep
) -> None:
    """Delete the account (its password asked again): its name, email, password hash and
    sessions go; its games keep their seats under the names played with."""
    await accounts.delete(me, body.password)
    _signed_out(response)


def _client(request: Request) -> str:
    return client_of(request.client.host) if request.client else "?"
