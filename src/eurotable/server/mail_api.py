"""Notification settings, unsubscribing, verifying an email and resetting a password by
mail (issue 48): ``Mailings`` and their routes.

- ``GET/PUT /api/me/notifications``: the account's email (and whether it is verified),
  language, webhook URL, and each kind on or off per channel.
- ``/unsubscribe?a=…&c=…&k=…&t=…`` (the link of every message): ``GET`` shows a page
  with a button, ``POST`` turns the kind off (RFC 8058 one-click, or the page's form). The
  link is signed by the account's key (``notify.unsubscribe_token``): no sign-in needed.
- ``/verify-email?t=…``: the link mailed when an email is given (with mail configured);
  ``GET`` shows a button, ``POST`` verifies. Mail goes only to a verified address.
- ``POST /api/password-reset {name}`` (a name or an email) always answers 202; an account
  with a verified email is mailed a link (``/reset-password?t=…``, valid ``RESET_TTL``,
  single use, only its SHA-256 kept) to a page whose form (or ``POST
  /api/password-reset/confirm {token, password}``) sets the password and ends every
  session. Both are slowed per client (429) and per account (silently: the answer is the
  same).

Mails of verification and reset are sent at once, in a task of their own (not through the
outbox: their links hold tokens, which are never stored).
"""

from __future__ import annotations

import asyncio
import hashlib
import html
import logging
import secrets
from datetime import timedelta
from typing import Annotated, Any, cast
from urllib.parse import parse_qs, urlencode

from fastapi import APIRouter, Depends, Request
from fastapi.responses import HTMLResponse, Response
from pydantic import Field

from eurotable.i18n import _, current, languages, speaking, tr
from eurotable.server import clocks
from eurotable.server.account_api import Me, _client
from eurotable.server.account_store import AccountStore, SignedIn, StoredAccount
from eurotable.server.accounts import Accounts, check_email
from eurotable.server.buckets import Buckets
from eurotable.server.delivery import Outgoing, Sender, TryLater, Undeliverable
from eurotable.server.errors import BadRequest, TooMany
from eurotable.server.notify import (
    CHANNELS,
    KIND_NAMES,
    KINDS,
    MAIL,
    Jobs,
    Notifier,
    unsubscribe_token,
)
from eurotable.server.outbox import SEND_SECONDS, domain_of
from eurotable.server.passwords import LONGEST, check_password
from eurotable.server.schemas import Body
from eurotable.server.service import GameService
from eurotable.server.webhooks import MAX_URL, WebhookSender

log = logging.getLogger(__name__)

router = APIRouter()
Json = dict[str, Any]
RESET_TTL = timedelta(hours=1)
VERIFY_TTL = timedelta(days=2)
RESETS_PER_HOUR = 5
"""Reset requests a client may make an hour (bursts of as many), and mails an account
may be sent (its name or email asked for more often: nothing more is sent)."""


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class Mailings:
    """The mails an account is sent outside the outbox (verification, reset), and the
    settings of its notifications."""

    def __init__(
        self,
        service: GameService,
        accounts: Accounts,
        notifier: Notifier,
        mail: Sender | None,
        webhooks: WebhookSender,
    ) -> None:
        self._service = service
        self._accounts = accounts
        self._store = AccountStore(service.store)
        self._notifier = notifier
        self.mail = mail
        self._webhooks = webhooks
        rate = RESETS_PER_HOUR / 3600
        self._by_client = Buckets(rate, RESETS_PER_HOUR, service.hub.clock)
        self._by_account = Buckets(rate, RESETS_PER_HOUR, service.hub.clock)
        self.jobs = Jobs("mails of accounts")

    @property
    def site(self) -> str:
        return self._notifier.site_url

    async def send_verification(self, account: StoredAccount) -> None:
        """Mail a link verifying the account's email (nothing without mail or email)."""
        if self.mail is None or not account.email:
            return
        link = await self._token_link(account, "verify", account.email, VERIFY_TTL, "/verify-email")
        with speaking(account.language):
            self._mail_link(
                account,
                _("Confirm your email address"),
                _("confirm that this is your address to get eurotable's notifications:"),
                link,
                _("If you did not give this address, ignore this mail."),
            )

    async def request_reset(self, name: str, client: str) -> None:
        """Mail a reset link to the account of this name or email, if it has a verified
        email; the same for an unknown one (nothing is said)."""
        if not self._by_client.take(client):
            raise TooMany(_("too many requests to reset a password: wait a while"))
        name = name.strip()
        account = await self._service.in_database(self._store.named, name)
        if account is None and "@" in name:
            account = await self._service.in_database(self._store.by_email, name)
        if account is None or not account.email or not account.email_verified:
            return
        if self.mail is None or not self._by_account.take(account.id):
            return
        link = await self._token_link(account, "reset", None, RESET_TTL, "/reset-password")
        with speaking(account.language):
            self._mail_link(
                account,
                _("Reset your eurotable password"),
                _("choose a new password here (the link works once, for an hour):"),
                link,
                _("If you did not ask for this, ignore this mail: nothing changes."),
            )

    async def _token_link(
        self, account: StoredAccount, purpose: str, email: str | None, ttl: timedelta, path: str
    ) -> str:
        """A link to ``path`` with a new single-use token for ``purpose`` (only its hash
        is stored), valid for ``ttl``, in the account's language."""
        token = secrets.token_urlsafe(32)
        await self._service.stored(
            self._store.add_mail_token, _hash(token), account.id, purpose, email, clocks.now() + ttl
        )
        return f"{self.site}{path}?{urlencode({'t': token, 'lang': account.language})}"

    def _mail_link(
        self, account: StoredAccount, subject: str, lead: str, link: str, ignore: str
    ) -> None:
        """Mail the account a greeting, ``lead``, the link and ``ignore`` (call it in the
        account's language)."""
        assert account.email is not None
        greeting = _("Hello {name},", name=account.name)
        self._send(account.email, subject, "\n\n".join((greeting, lead, link, ignore)))

    async def confirm_reset(self, token: str, password: str, client: str) -> None:
        """Set the password of the account a reset token was mailed to, and end all its
        sessions; ``BadRequest`` for a token unknown, used or expired."""
        if not self._by_client.take(client):
            raise TooMany(_("too many requests to reset a password: wait a while"))
        check_password(password)  # (a refused password leaves the token as it was)
        used = await self._service.stored(
            self._store.use_mail_token, _hash(token), "reset", clocks.now()
        )
        if used is None:
            raise BadRequest(_("this link is not valid any more: ask for a new one"))
        await self._accounts.reset_password(used.account_id, password)

    async def verify(self, token: str) -> bool:
        used = await self._service.stored(
            self._store.use_mail_token, _hash(token), "verify", clocks.now()
        )
        if used is None or used.email is None:
            return False
        return await self._service.stored(self._store.verify_email, used.account_id, used.email)

    async def unsubscribe(self, account_id: str, channel: str, kind: str, token: str) -> bool:
        """Turn the kind off on the channel if the link's signature is the account's."""
        if channel not in CHANNELS or kind not in KINDS:
            return False
        account = await self._service.in_database(self._store.by_id, account_id)
        if account is None or account.notify_key is None:
            return False
        expected = unsubscribe_token(account.notify_key, account.id, channel, kind)
        if not secrets.compare_digest(expected, token):
            return False
        off = {c: list(kinds) for c, kinds in (account.notify or {}).items()}
        if kind not in off.setdefault(channel, []):
            off[channel].append(kind)
        await self._service.stored(self._store.set_notifications, account.id, {"notify": off})
        return True

    def settings(self, account: StoredAccount) -> Json:
        off = account.notify or {}
        return {
            "email": account.email,
            "email_verified": account.email_verified,
            "mail_configured": self.mail is not None,
            "language": account.language,
            "webhook_url": account.webhook_url,
            **{c: {k: k not in off.get(c, []) for k in KINDS} for c in CHANNELS},
        }

    async def change(self, signed: SignedIn, body: NotificationSettings) -> Json:
        account = signed.account
        changes: dict[str, Any] = {}
        given = body.model_fields_set
        if "email" in given:
            email = check_email(body.email)
            if email != account.email:
                changes |= {"email": email, "email_verified": False}
        if body.language is not None:
            if body.language not in languages():
                raise BadRequest(_("no such language: {code}", code=repr(body.language)))
            changes["language"] = body.language
        if "webhook_url" in given:
            url = (body.webhook_url or "").strip()
            # Refused for an address that is not public, now and again at each sending
            # (``server.webhooks``: no request to the server's own network).
            changes["webhook_url"] = await self._webhooks.check(url) if url else None
        if body.mail is not None or body.webhook is not None:
            off = {c: list(kinds) for c, kinds in (account.notify or {}).items()}
            for channel, kinds in ((MAIL, body.mail), ("webhook", body.webhook)):
                for kind, on in (kinds or {}).items():
                    if kind not in KINDS:
                        raise BadRequest(_("no such kind of notification: {kind}", kind=repr(kind)))
                    now_off = set(off.get(channel, []))
                    now_off = now_off - {kind} if on else now_off | {kind}
                    off[channel] = sorted(now_off)
            changes["notify"] = off
        if changes:
            await self._service.stored(self._store.set_notifications, account.id, changes)
        changed = await self._service.in_database(self._store.by_id, account.id)
        assert changed is not None
        if "email" in changes:
            await self.send_verification(changed)
        return self.settings(changed)

    def _send(self, address: str, subject: str, text: str) -> None:
        """Send a mail in a task of its own (a failure is logged by the address's domain)."""
        assert self.mail is not None
        message = Outgoing(0, MAIL, address, subject, text, "", "", 0)
        mail = self.mail

        async def send() -> None:
            try:
                async with asyncio.timeout(SEND_SECONDS):
                    await mail.send(message)
            except (TryLater, Undeliverable, TimeoutError) as error:
                log.warning("a mail to %s failed: %s", domain_of(address), error)

        self.jobs.put(send)


class NotificationSettings(Body):
    """What ``PUT /api/me/notifications`` changes (a field left out stays as it is)."""

    email: str | None = Field(default=None, max_length=400)
    language: str | None = Field(default=None, max_length=8)
    webhook_url: str | None = Field(default=None, max_length=MAX_URL + 1)
    mail: dict[str, bool] | None = None
    webhook: dict[str, bool] | None = None


class ResetAsked(Body):
    name: str = Field(max_length=400)


class ResetConfirmed(Body):
    token: str = Field(max_length=200)
    password: str = Field(max_length=LONGEST + 1)


def get_mailings(request: Request) -> Mailings:
    return cast(Mailings, request.app.state.mailings)


MailingsDep = Annotated[Mailings, Depends(get_mailings)]


@router.get("/api/me/notifications")
async def get_notifications(me: Me, mailings: MailingsDep) -> Json:
    """``{email, email_verified, mail_configured, language, webhook_url, mail: {kind:
    on}, webhook: {kind: on}}``."""
    return mailings.settings(me.account)


@router.put("/api/me/notifications")
async def put_notifications(body: NotificationSettings, me: Me, mailings: MailingsDep) -> Json:
    """Change the settings; a new email is unverified and mailed a verification link."""
    return await mailings.change(me, body)


@router.post("/api/password-reset", status_code=202)
async def ask_reset(body: ResetAsked, request: Request, mailings: MailingsDep) -> Json:
    """Mail a reset link if the name (or email) is an account's with a verified email;
    the same answer whether it is or not."""
    await mailings.request_reset(body.name, _client(request))
    return {"detail": _("if the account has a verified email, a link is on its way")}


@router.post("/api/password-reset/confirm", status_code=204)
async def confirm_reset(body: ResetConfirmed, request: Request, mailings: MailingsDep) -> None:
    """Set the password with a mailed token; every session of the account ends."""
    await mailings.confirm_reset(body.token, body.password, _client(request))


async def _form(request: Request) -> dict[str, str]:
    body = (await request.body()).decode("utf-8", "replace")
    return {key: values[0] for key, values in parse_qs(body).items()}


def _page(title: str, *parts: str, status: int = 200) -> HTMLResponse:
    """A small page of the site in the language spoken now (its parts are HTML)."""
    language = current()
    body = "\n".join(parts)
    return HTMLResponse(
        f'<!doctype html><html lang="{language.code}" dir="{language.direction}">'
        '<head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f'<link rel="stylesheet" href="/static/style.css"><title>{html.escape(title)}</title>'
        f'</head><body><main class="mail-page"><h1>{html.escape(title)}</h1>{body}'
        f'<p><a href="/">{html.escape(_("To the lobby"))}</a></p></main></body></html>',
        status_code=status,
        headers={"Cache-Control": "no-store"},
    )


def _text(text: str) -> str:
    return f"<p>{html.escape(text)}</p>"


def _in_language(path: str) -> str:
    """A path of the site in the language spoken now (its pages' forms keep it)."""
    return f"{path}?{urlencode({'lang': current().code})}"


def _button_form(action: str, fields: dict[str, str], label: str) -> str:
    action = _in_language(action)
    hidden = "".join(
        f'<input type="hidden" name="{html.escape(k)}" value="{html.escape(v)}">'
        for k, v in fields.items()
    )
    return (
        f'<form method="post" action="{html.escape(action)}">{hidden}'
        f'<button type="submit">{html.escape(label)}</button></form>'
    )


@router.get("/unsubscribe", include_in_schema=False)
async def unsubscribe_page(a: str = "", c: str = "", k: str = "", t: str = "") -> Response:
    kind = tr(KIND_NAMES[k]) if k in KIND_NAMES else k
    return _page(
        _("Unsubscribe"),
        _text(_("Turn off “{kind}” notifications?", kind=kind)),
        _button_form("/unsubscribe", {"a": a, "c": c, "k": k, "t": t}, _("Turn them off")),
    )


@router.post("/unsubscribe", include_in_schema=False)
async def unsubscribe(request: Request, mailings: MailingsDep) -> Response:
    """RFC 8058 one-click (the link's query, a ``List-Unsubscribe=One-Click`` body) or
    the page's form (the fields in the body)."""
    fields = dict(request.query_params) | await _form(request)
    done = await mailings.unsubscribe(
        fields.get("a", ""), fields.get("c", ""), fields.get("k", ""), fields.get("t", "")
    )
    if not done:
        return _page(_("Unsubscribe"), _text(_("This link is not valid.")), status=400)
    kind = tr(KIND_NAMES[fields["k"]])
    return _page(_("Unsubscribe"), _text(_("“{kind}” notifications are off.", kind=kind)))


@router.get("/verify-email", include_in_schema=False)
async def verify_page(t: str = "") -> Response:
    return _page(
        _("Confirm your email address"),
        _button_form("/verify-email", {"t": t}, _("Confirm")),
    )


@router.post("/verify-email", include_in_schema=False)
async def verify(request: Request, mailings: MailingsDep) -> Response:
    if not await mailings.verify((await _form(request)).get("t", "")):
        return _page(
            _("Confirm your email address"),
            _text(_("This link is not valid any more.")),
            status=400,
        )
    return _page(_("Confirm your email address"), _text(_("Your email address is confirmed.")))


@router.get("/reset-password", include_in_schema=False)
async def reset_page(t: str = "") -> Response:
    return _page(
        _("Choose a new password"),
        f'<form method="post" action="{_in_language("/reset-password")}" class="reset-form">'
        f'<input type="hidden" name="t" value="{html.escape(t)}">'
        f"<label>{html.escape(_('New password'))} "
        '<input type="password" name="password" autocomplete="new-password" minlength="8" '
        "required></label>"
        f'<button type="submit">{html.escape(_("Set the password"))}</button></form>',
    )


@router.post("/reset-password", include_in_schema=False)
async def reset(request: Request, mailings: MailingsDep) -> Response:
    fields = await _form(request)
    try:
        await mailings.confirm_reset(
            fields.get("t", ""), fields.get("password", ""), _client(request)
        )
    except (BadRequest, TooMany) as error:
        return _page(_("Choose a new password"), _text(str(error)), status=error.status)
    return _page(
        _("Choose a new password"),
        _text(_("Your password is changed: sign in with it.")),
    )
