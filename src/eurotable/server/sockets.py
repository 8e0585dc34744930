"""The game websocket: every change of a game is pushed to each watcher, in its own view.

Protocol (JSON text messages). The client first sends ``{"tokens": [...]}``, the seat
tokens it holds for this game (``[]`` to watch as a spectator), and may send it again
whenever they change. The server answers with the view at once and with what changed
after every change (``pushes``); a view's ``held`` lists the seats the tokens were
accepted for.

A socket holding the seat to move may act on it, as the game's page does while its
socket is up: ``{"type": "act", "action": TEXT, "index": N}``, ``{"type": "undo",
"index": N}``, ``{"type": "confirm", "index": N}`` (end the turn) or ``{"type":
"arrange", "placed": {…}, "index": N}`` (the bodies of ``POST …/actions``, ``…/undo``,
``…/confirm`` and ``…/arrange``, with the same checks: ``GameService.act``, ``undo``,
``confirm`` and ``arrange``; checking an arrangement without playing it is asked by
HTTP). Once the change is stored it is answered ``{"type": "acted", "index": N}``
(``"undone"``, ``"confirmed"``, ``"arranged"``), else ``{"type": "error", "status": S,
"message": …, "index": N}`` with the HTTP route's status (409 not your turn or the game
moved on, 422 an illegal action, …). Messages are handled one at a time, in order.

Chat (``server.chat``): ``{"type": "chat", "text": TEXT}`` or ``{"type": "chat",
"phrase": ID}`` (a spectator may add ``"name"``) says a message, to the players' channel
from a socket holding a seat, else to the spectators'; answered ``{"type": "said", "seq":
N}`` or an error (422 a bad text or phrase, 403 no spectator chat in this game, 429 too
many messages). Every socket whose holder may read a message's channel is sent
``{"type": "chat", "message": {…}}``; the first view carries ``"chat"``, the newest
readable messages, and so does the next push after new tokens read other channels.

A message the server cannot read (not text, not JSON, too long, too deep, too many
tokens, an act without its fields) is answered ``{"type": "error", "status": 400 or 422,
"message": …}`` and changes nothing.

Sockets are counted (``Limits``, ``server.hub``): per client from the start; once the
first readable tokens message is in, per seat its tokens hold (``sockets_per_seat``: a
player's tabs and devices), or, holding no seat, among the game's spectators
(``spectators_per_game``), so spectators never lock the players out. A later tokens
message moves the socket to the count of its new seats; if there is no room there it is
answered ``{"type": "error", "status": 429, …}`` and the socket keeps its previous
tokens. A seat given a new token by the host (``…/seats/{seat}/revoke``) is lost at
once by the sockets holding the old one: their next view no longer holds it.

Messages are paced by token buckets (``server.buckets``): each socket may send
``Limits.socket_messages_per_second`` on average with bursts of
``socket_message_burst``, and each client so many over all its sockets
(``client_messages_per_second``, ``client_message_burst``; opening a socket counts as
one). The buckets are checked before a message is read: a message over them is not
read, is answered ``{"type": "error", "status": 429, "message": …}``, and the socket is
closed with 4429. A socket refused with 4429 (too many sockets or messages) is closed
``Limits.refusal_seconds`` after its error, nothing it sends meanwhile being read: a
client that opens again at once cannot make the server refuse thousands a second.

Closing codes: 4404 unknown game; 4408 no tokens message within
``Limits.first_message_seconds``; 4429 the client, the game's spectators or the seat
have all the sockets they may, or the socket sent too many messages (the error
message before it says which); 1007 a text message that is not UTF-8. Dead connections
are found by the server's websocket pings.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import Callable
from typing import Any, cast

from fastapi import WebSocket, WebSocketDisconnect
from pydantic import ValidationError

from eurotable.i18n import _
from eurotable.server.accounts import SESSION_COOKIE, Accounts, account_key, same_origin
from eurotable.server.buckets import Bucket
from eurotable.server.chat import Chat, readable
from eurotable.server.errors import Refused, Unauthorized
from eurotable.server.hub import TooManySockets, Watcher
from eurotable.server.limits import Limits
from eurotable.server.notify import Activity
from eurotable.server.pushes import message
from eurotable.server.schemas import (
    Arrangement,
    ChatSaid,
    EndTurn,
    Move,
    Undo,
    lone_surrogate,
    problems_line,
    whole_unicode,
)
from eurotable.server.service import GameService, held
from eurotable.server.table import AccountKey, Credential, Table
from eurotable.server.views import Json, game_view

UNKNOWN_GAME = 4404
SILENT = 4408
TOO_MANY = 4429
CLOSE_REASONS = {UNKNOWN_GAME: "unknown game", TOO_MANY: "too many sockets or messages"}


MALFORMED = 400
INVALID = 422


class Flooded(Exception):
    """A socket or its client sent more messages than the buckets let through."""


class BadMessage(Exception):
    """A client message the server cannot read: not ``{"tokens": [text, …]}``, an act or
    an undo within the limits. ``status`` is ``MALFORMED`` or ``INVALID``."""

    def __init__(self, reason: str, status: int = MALFORMED) -> None:
        super().__init__(reason)
        self.status = status


SeatRequest = Move | Undo | EndTurn | Arrangement
"""What a socket may ask besides changing its tokens (bodies as the HTTP routes read)."""
REQUESTS: dict[str, type[SeatRequest | ChatSaid]] = {
    "act": Move,
    "undo": Undo,
    "confirm": EndTurn,
    "arrange": Arrangement,
    "chat": ChatSaid,
}


class BadUtf8Log(logging.Filter):
    """Uvicorn closes a websocket whose text message is not UTF-8 with 1007, as it
    should, but logs it as an error with a traceback: a client's mistake, not the
    server's, so it is logged as one warning line."""

    def filter(self, record: logging.LogRecord) -> bool:
        error = record.exc_info[1] if record.exc_info else None
        if isinstance(error, UnicodeDecodeError) and str(record.msg).startswith("Invalid UTF-8"):
            record.exc_info = record.exc_text = None
            record.levelno, record.levelname = (
                logging.WARNING,
                logging.getLevelName(logging.WARNING),
            )
        return True


def quiet_bad_utf8() -> None:
    """Log text messages that are not UTF-8 without a traceback (``BadUtf8Log``)."""
    logger = logging.getLogger("uvicorn.error")
    if not any(isinstance(known, BadUtf8Log) for known in logger.filters):
        logger.addFilter(BadUtf8Log())


def read_message(text: str, limits: Limits) -> list[str] | SeatRequest | ChatSaid:
    """The tokens, act, undo or chat message a client message says; raises
    ``BadMessage``."""
    if len(text) > limits.message_chars:
        raise BadMessage(_("a message has at most {n} characters", n=limits.message_chars))
    try:
        message: Any = json.loads(text)
    except (ValueError, RecursionError) as error:
        reason = str(error) if isinstance(error, json.JSONDecodeError) else type(error).__name__
        raise BadMessage(_("malformed JSON: {error}", error=reason)) from None
    kind = message.get("type") if isinstance(message, dict) else None
    if isinstance(kind, str) and kind in REQUESTS:
        fields = {key: value for key, value in message.items() if key != "type"}
        try:
            read = REQUESTS[kind].model_validate(fields)
        except ValidationError as error:
            raise BadMessage(problems_line(error.errors()), INVALID) from None
        if isinstance(read, ChatSaid) and read.token is not None:
            raise BadMessage(_("a socket's chat message takes no token: send tokens first"))
        if isinstance(read, Arrangement) and read.check:
            raise BadMessage(_("check an arrangement by HTTP (POST …/arrange)"), INVALID)
        return read
    return _tokens(message, limits)


def read_tokens(text: str, limits: Limits) -> list[str]:
    """The tokens of a client message; raises ``BadMessage`` (also for an act or undo)."""
    read = read_message(text, limits)
    if not isinstance(read, list):
        raise _tokens_wanted()
    return read


def _tokens(message: Any, limits: Limits) -> list[str]:
    tokens = message.get("tokens") if isinstance(message, dict) else None
    if not isinstance(tokens, list) or not all(isinstance(token, str) for token in tokens):
        raise _tokens_wanted()
    if not whole_unicode(tokens):
        raise BadMessage(lone_surrogate(), INVALID)
    if len(tokens) > limits.tokens or any(len(token) > limits.token_chars for token in tokens):
        raise BadMessage(
            _("send at most {n} seat tokens, as the server gave them", n=limits.tokens)
        )
    return tokens


def _tokens_wanted() -> BadMessage:
    return BadMessage(_('send {"tokens": [seat tokens]} (an empty list to watch)'))


Pace = Callable[[], bool]
"""Takes a message from the buckets of a socket and its client: ``False`` if one is empty."""


async def _receive_text(websocket: WebSocket, may_send: Pace) -> str:
    """The next message's text; ``Flooded`` over the buckets (the message unread), a
    binary message is ``BadMessage``."""
    received = await websocket.receive()
    if received["type"] == "websocket.disconnect":
        raise WebSocketDisconnect(received.get("code", 1000))
    if not may_send():
        raise Flooded(_("too many messages: slow down"))
    text = received.get("text")
    if text is None:
        raise BadMessage(_("send text messages (JSON), not binary ones"))
    return cast(str, text)


async def _error(websocket: WebSocket, reason: str, status: int) -> None:
    await websocket.send_text(json.dumps({"type": "error", "status": status, "message": reason}))


async def game_socket(websocket: WebSocket, game_id: str) -> None:
    """Serve one watcher of a game until it goes away."""
    service = cast(GameService, websocket.app.state.service)
    hub = service.hub
    limits = hub.limits
    await websocket.accept()
    client = websocket.client.host if websocket.client else "?"
    bucket = Bucket(limits.socket_messages_per_second, limits.socket_message_burst, hub.clock)

    def may_send() -> bool:
        return bucket.take() and hub.may_send(client)

    try:
        if not hub.may_send(client):  # a new socket counts as a message of its client
            raise Flooded(_("too many messages: slow down"))
        await service.table(game_id)
        with hub.watch(game_id, client) as watcher:
            try:
                tokens = await asyncio.wait_for(
                    _first_tokens(websocket, limits, may_send), limits.first_message_seconds
                )
            except TimeoutError:
                await websocket.close(SILENT, "no tokens message")
                return
            signed = await _signed_in(websocket)
            await _place(service, watcher, [*tokens, *signed])
            activity = cast(Activity, websocket.app.state.activity)
            with contextlib.ExitStack() as watching:
                for key in signed:
                    assert isinstance(key, AccountKey)
                    watching.enter_context(activity.watching(key.account_id, game_id))
                await _serve(websocket, service, watcher, [*tokens, *signed], may_send, signed)
    except (TooManySockets, Flooded) as error:
        await _refuse(websocket, str(error), 429, TOO_MANY, limits.refusal_seconds)
    except Refused as error:  # no such game, or it went (an open game nobody joined)
        await _refuse(websocket, str(error), error.status, UNKNOWN_GAME)
    except WebSocketDisconnect:
        return


async def _refuse(
    websocket: WebSocket, reason: str, status: int, code: int, pause: float = 0.0
) -> None:
    """Answer an error and close with ``code`` after ``pause`` seconds (too many sockets
    or messages: ``Limits.refusal_seconds``, so that a client opening again at once opens
    one socket a pause, not thousands a second); nothing if the client has gone."""
    with contextlib.suppress(WebSocketDisconnect):
        await _error(websocket, reason, status)
        await asyncio.sleep(pause)
        await websocket.close(code, CLOSE_REASONS[code])


async def _first_tokens(websocket: WebSocket, limits: Limits, may_send: Pace) -> list[str]:
    """Wait for the client's first readable tokens message."""
    while True:
        try:
            return read_tokens(await _receive_text(websocket, may_send), limits)
        except BadMessage as error:
            await _error(websocket, str(error), error.status)


async def _signed_in(websocket: WebSocket) -> list[Credential]:
    """The account the socket's session cookie signs in (``server.accounts``), as a
    credential (none without a live session, or when the page that opened the socket is
    another site's: a browser sends the cookie with another site's sockets too)."""
    accounts = cast(Accounts, websocket.app.state.accounts)
    origin = websocket.headers.get("origin")
    if origin is not None and not same_origin(origin, websocket.headers.get("host")):
        return []
    key = account_key(await accounts.signed_in(websocket.cookies.get(SESSION_COOKIE)))
    return [] if key is None else [key]


async def _place(service: GameService, watcher: Watcher, tokens: list[Credential]) -> None:
    """Count the socket for the seats its tokens hold (``Hub.place``)."""
    table = await service.table(watcher.game_id)
    hashes = [table.seats[seat].token_hash for seat in held(table, tokens)]
    service.hub.place(watcher, [hashed for hashed in hashes if hashed is not None])


async def _serve(
    websocket: WebSocket,
    service: GameService,
    watcher: Watcher,
    tokens: list[Credential],
    may_send: Pace,
    signed: list[Credential],
) -> None:
    """Push what changed at every change while reading new tokens, acts and undos, until
    the client leaves (``Flooded`` if it sends too many)."""
    game_id, changed = watcher.game_id, watcher.changed
    chat = cast(Chat, websocket.app.state.chat)

    async def push() -> None:
        sent: Json | None = None
        channels: list[str] | None = None
        try:
            while True:
                await changed.wait()
                changed.clear()
                table = await service.table(game_id)
                seats = held(table, tokens)
                said, watcher.chat = watcher.chat, []
                now = game_view(table, seats, text=False)
                text = message(table, sent, now)
                if readable(table, seats) != channels:
                    # The first view, or new tokens that read other channels: the newest
                    # readable messages come with the view (or on their own).
                    recent = await chat.recent(game_id, seats)
                    said = []
                    if sent is None:
                        text = json.dumps({"type": "view", "view": now, "chat": recent})
                    elif text is not None:
                        text = json.dumps({**json.loads(text), "chat": recent})
                    else:
                        text = json.dumps({"type": "chat_history", "messages": recent})
                sent, channels = now, readable(table, seats)
                if text is not None:
                    await websocket.send_text(text)
                for one in said:
                    if one["channel"] in channels:
                        await websocket.send_text(json.dumps({"type": "chat", "message": one}))
        except (WebSocketDisconnect, Refused):
            return

    async def read() -> None:
        nonlocal tokens
        while True:
            try:
                asked = read_message(await _receive_text(websocket, may_send), service.hub.limits)
            except BadMessage as error:
                await _error(websocket, str(error), error.status)
                continue
            if isinstance(asked, list):
                try:
                    await _place(service, watcher, [*asked, *signed])
                except TooManySockets as error:
                    await _error(websocket, str(error), 429)
                    continue
                tokens = [*asked, *signed]
                changed.set()
            elif isinstance(asked, ChatSaid):
                await websocket.send_text(await _chat(websocket, game_id, tokens, asked))
            else:
                await websocket.send_text(await _carry_out(service, game_id, tokens, asked))

    stopped: Flooded | Refused | None = None
    async with asyncio.TaskGroup() as group:
        pusher = group.create_task(push())
        try:
            await read()
        except WebSocketDisconnect:
            pass
        except (Flooded, Refused) as error:
            stopped = error  # raised out of the group, not as an ExceptionGroup
        pusher.cancel()
    if stopped is not None:
        raise stopped


async def _carry_out(
    service: GameService, game_id: str, tokens: list[Credential], request: SeatRequest
) -> str:
    """Act, undo, end the turn or arrange for the seat these tokens hold (the one that
    may do it, if they hold several); the answer to send, once the change is stored or
    refused."""
    try:
        table = await service.table(game_id)
        if isinstance(request, Move):
            token = _token_for(table, tokens, table.state.current_player)
            await service.act(game_id, token, request.action, request.index)
            done = "acted"
        elif isinstance(request, Arrangement):
            token = _token_for(table, tokens, table.state.current_player)
            await service.arrange(game_id, token, request.placed, request.index)
            done = "arranged"
        elif isinstance(request, EndTurn):
            token = _token_for(table, tokens, table.timeline.confirmer())
            await service.confirm(game_id, token, request.index)
            done = "confirmed"
        else:
            token = _token_for(table, tokens, table.timeline.undoer())
            await service.undo(game_id, token, request.index)
            done = "undone"
        answer: Json = {"type": done, "index": request.index}
    except Refused as error:
        answer = {
            "type": "error",
            "status": error.status,
            "message": str(error),
            "index": request.index,
        }
    return json.dumps(answer)


async def _chat(
    websocket: WebSocket, game_id: str, tokens: list[Credential], said: ChatSaid
) -> str:
    """Say a chat message for the seat these tokens hold (none: as a spectator); the
    answer to send: ``{"type": "said", "seq": N}`` or an error with its HTTP status."""
    service = cast(GameService, websocket.app.state.service)
    chat = cast(Chat, websocket.app.state.chat)
    client = websocket.client.host if websocket.client else "?"
    try:
        table = await service.table(game_id)
        seats = held(table, tokens)
        stored = await chat.say(game_id, seats, client, said.text, said.phrase, said.name)
        answer: Json = {"type": "said", "seq": stored["seq"]}
    except Refused as error:
        answer = {"type": "error", "status": error.status, "message": str(error)}
    return json.dumps(answer)


def _token_for(table: Table, tokens: list[Credential], seat: int | None) -> Credential:
    """The token holding ``seat`` if the socket has it, else another of a seat of this
    game (the service then says why that seat may not); ``Unauthorized`` if none."""
    holding = [token for token in tokens if table.seat_of(token) is not None]
    if not holding:
        raise Unauthorized(_("this socket holds no seat of this game: send its token first"))
    return next((token for token in holding if table.seat_of(token) == seat), holding[0])
