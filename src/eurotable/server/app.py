"""The FastAPI application: ``create_app(database_url)``."""

from __future__ import annotations

import asyncio
import gc
import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from ipaddress import ip_network

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from starlette.exceptions import HTTPException

from eurotable import __version__
from eurotable.i18n import _
from eurotable.server import account_api, api, lesson_api, mail_api, pages, rules_api
from eurotable.server.accounts import Accounts
from eurotable.server.chat import Chat
from eurotable.server.delivery import Sender
from eurotable.server.errors import Refused
from eurotable.server.hub import Hub
from eurotable.server.language import LanguageMiddleware
from eurotable.server.limits import BodyLimit, Limits, limits_from_environment
from eurotable.server.mail import MailSender, smtp_server
from eurotable.server.mail_api import Mailings
from eurotable.server.notify import MAIL, WEBHOOK, Activity, Notifier
from eurotable.server.outbox import Dispatcher, OutboxStore
from eurotable.server.schemas import problems_line
from eurotable.server.security import SecurityHeaders
from eurotable.server.service import GameService
from eurotable.server.sockets import game_socket, quiet_bad_utf8
from eurotable.server.store import Store
from eurotable.server.timers import watch
from eurotable.server.webhooks import WebhookSender

DEFAULT_DATABASE = "sqlite:///eurotable.db"
"""An SQLite file in the working directory."""
DEFAULT_SITE = "http://127.0.0.1:8000"


@dataclass(frozen=True, slots=True)
class MailSettings:
    """Where notifications go out by mail (``eurotable serve --smtp URL --mail-from
    ADDRESS --site-url URL``): ``server.mail``'s URL, the sender's address, and the site's
    address as the links of the messages begin (``https://table.example.org``)."""

    smtp: str
    sender: str
    site_url: str = DEFAULT_SITE


def create_app(
    database_url: str = DEFAULT_DATABASE,
    bot_processes: int = 2,
    limits: Limits | None = None,
    mail: MailSettings | None = None,
    webhooks: WebhookSender | None = None,
) -> FastAPI:
    """The web table on the database at ``database_url`` (any SQLAlchemy URL), with
    ``limits`` on what each client may ask (``Limits()`` by default), notifications by
    ``mail`` if given and by webhook (``webhooks``: by default a ``WebhookSender`` that
    posts to public addresses only; ``server.delivery``).

    The database is opened (and its tables created) now, so a bad URL fails here with
    ``DatabaseError``; games are rebuilt and bots resume when the app starts serving.
    """
    store = Store(database_url)
    limits = limits or Limits()
    webhook_sender = webhooks or WebhookSender()
    channels: dict[str, Sender] = {WEBHOOK: webhook_sender}
    mail_sender = None if mail is None else MailSender(smtp_server(mail.smtp), mail.sender)
    if mail_sender is not None:
        channels[MAIL] = mail_sender
    site_url = DEFAULT_SITE if mail is None else mail.site_url

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        service = GameService(store, Hub(limits), bot_processes)
        app.state.service = service
        app.state.accounts = accounts = Accounts(service)
        app.state.chat = Chat(service)
        app.state.activity = activity = Activity()
        dispatcher = Dispatcher(OutboxStore(store), channels, service)
        notifier = Notifier(service, dispatcher, site_url, list(channels), activity)
        app.state.notifier = notifier
        app.state.mailings = mailings = Mailings(
            service, accounts, notifier, mail_sender, webhook_sender
        )
        service.hub.listen(notifier.changed)
        quiet_bad_utf8()  # (uvicorn's logging is set up by now)
        await service.start()
        tasks = [asyncio.create_task(watch(service, limits.timer_check_seconds))]
        if channels:
            tasks.append(asyncio.create_task(notifier.watch_clocks()))
        dispatcher.start()
        notifier.jobs.start()
        mailings.jobs.start()
        try:
            yield
        finally:
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            await dispatcher.stop()
            await notifier.jobs.stop()
            await mailings.jobs.stop()
            await service.stop()
            app.state.accounts.close()

    app = FastAPI(title="eurotable", version=__version__, lifespan=lifespan)
    app.include_router(api.router)
    app.include_router(account_api.router)
    app.include_router(mail_api.router)
    app.include_router(lesson_api.router)
    app.include_router(rules_api.router)
    app.add_api_websocket_route("/api/games/{game_id}/socket", game_socket)
    app.add_exception_handler(Refused, refused)
    app.add_exception_handler(RequestValidationError, invalid_request)
    pages.install(app)
    app.add_exception_handler(HTTPException, unreadable_body)
    app.add_middleware(BodyLimit, limit=limits.body_bytes)
    app.add_middleware(LanguageMiddleware)
    app.add_middleware(SecurityHeaders)
    return app


DATABASE_VARIABLE = "EUROTABLE_DATABASE"
MAIL_VARIABLES = ("EUROTABLE_SMTP", "EUROTABLE_MAIL_FROM", "EUROTABLE_SITE_URL")
"""Where ``eurotable serve`` passes ``MailSettings`` to its worker processes."""
WEBHOOK_ALLOW_VARIABLE = "EUROTABLE_WEBHOOK_ALLOW"
"""Where ``eurotable serve --webhook-allow`` passes the networks webhooks may post to
besides public addresses (comma separated; development only: ``http://`` is then
accepted too)."""
YOUNG_OBJECTS = 50_000
"""How many new objects a server process makes between two collections of its youngest
generation (Python's default: 700). Each push makes and drops thousands of small dicts:
with the default, objects that live a little longer (a game's views and log lines) were
promoted so fast that full collections of every game in memory, 200 ms each at 300
games, came several times a minute and set the 99th percentile of an action's latency."""


def app_from_environment() -> FastAPI:
    """The app of one worker process of ``eurotable serve --workers N``: the database URL,
    the limits and the mail come from the environment the command set
    (``EUROTABLE_DATABASE``, ``EUROTABLE_LIMITS`` as JSON, ``MAIL_VARIABLES``,
    ``WEBHOOK_ALLOW_VARIABLE``). Sets the
    process's garbage collection for a server: ``YOUNG_OBJECTS``, and what is loaded by
    then (modules, the app) is never looked at again by the collector (``gc.freeze``)."""
    limits = limits_from_environment()
    smtp, sender, site = (os.environ.get(name) for name in MAIL_VARIABLES)
    mail = None if not smtp or not sender else MailSettings(smtp, sender, site or DEFAULT_SITE)
    database = os.environ.get(DATABASE_VARIABLE, DEFAULT_DATABASE)
    allowed = [ip_network(n) for n in os.environ.get(WEBHOOK_ALLOW_VARIABLE, "").split(",") if n]
    webhooks = WebhookSender(allow=allowed, allow_http=True) if allowed else None
    app = create_app(database, limits=limits, mail=mail, webhooks=webhooks)
    gc.set_threshold(YOUNG_OBJECTS, *gc.get_threshold()[1:])
    gc.freeze()
    return app


async def refused(request: Request, error: Exception) -> JSONResponse:
    """A refusal of the service, as its HTTP status and ``{"detail": reason}`` (with the
    refusal's ``fields``)."""
    if not isinstance(error, Refused):
        return JSONResponse({"detail": str(error)}, status_code=400)
    return JSONResponse({"detail": str(error), **error.fields}, status_code=error.status)


async def invalid_request(request: Request, error: Exception) -> JSONResponse:
    """A body FastAPI could not read: 400 for malformed JSON, else 422, each with one
    line naming every problem."""
    problems = error.errors() if isinstance(error, RequestValidationError) else []
    if any(problem["type"] == "json_invalid" for problem in problems):
        return JSONResponse({"detail": _("malformed JSON in the request body")}, status_code=400)
    return JSONResponse({"detail": problems_line(problems)}, status_code=422)


async def unreadable_body(request: Request, error: Exception) -> Response:
    """An HTTP error answered as ``pages.no_such_page`` does, except that a body that is
    not UTF-8 is named as such (FastAPI says only "There was an error parsing the
    body")."""
    if isinstance(error.__cause__, UnicodeDecodeError):
        return JSONResponse({"detail": _("the request body is not UTF-8 text")}, status_code=400)
    return await pages.no_such_page(request, error)
