"""The game websocket: every change of a game is pushed to each watcher, in its own view.

Protocol (JSON text messages). The client first sends ``{"tokens": [...]}``, the seat
tokens it holds for this game (``[]`` to watch as a spectator), and may send it again
whenever they change. The server answers with the view at once and with what changed
after every change (``pushes``); a view's ``held`` lists the seats the tokens were
accepted for.

A socket holding the seat to move may act on it: ``{"type": "act", "action": TEXT,
"index": N}`` or ``{"type": "undo", "index": N}`` (the bodies of ``POST …/actions`` and
``…/undo``, with the same checks: ``GameService.act`` and ``undo``). Once the change is
stored it is answered ``{"type": "acted", "index": N}`` (``"undone"``), else ``{"type":
"error", "status": S, "message": …, "index": N}`` with the HTTP route's status (409 not
your turn or the game moved on, 422 an illegal action, …). Messages are handled one at a
time, in order.

A message the server cannot read (not text, not JSON, too long, too deep, too many
tokens, an act without its fields) is answered ``{"type": "error", "status": 400 or 422,
"message": …}`` and changes nothing.

Closing codes: 4404 unknown game; 4408 no tokens message within
``Limits.first_message_seconds``; 4429 the game or this client has all the sockets it may
(``Limits``). Dead connections are found by the server's websocket pings.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any, cast

from fastapi import WebSocket, WebSocketDisconnect
from pydantic import ValidationError

from eurotable.i18n import _
from eurotable.server.errors import Refused, Unauthorized
from eurotable.server.hub import TooManySockets
from eurotable.server.limits import Limits
from eurotable.server.pushes import message
from eurotable.server.schemas import Move, Undo, lone_surrogate, problems_line, whole_unicode
from eurotable.server.service import GameService, held
from eurotable.server.table import Table
from eurotable.server.views import Json, game_view

UNKNOWN_GAME = 4404
SILENT = 4408
TOO_MANY = 4429


MALFORMED = 400
INVALID = 422


class BadMessage(Exception):
    """A client message the server cannot read: not ``{"tokens": [text, …]}``, an act or
    an undo within the limits. ``status`` is ``MALFORMED`` or ``INVALID``."""

    def __init__(self, reason: str, status: int = MALFORMED) -> None:
        super().__init__(reason)
        self.status = status


SeatRequest = Move | Undo
"""What a socket may ask besides changing its tokens (bodies as the HTTP routes read)."""
REQUESTS: dict[str, type[SeatRequest]] = {"act": Move, "undo": Undo}


def read_message(text: str, limits: Limits) -> list[str] | SeatRequest:
    """The tokens, act or undo a client message says; raises ``BadMessage``."""
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
            return REQUESTS[kind].model_validate(fields)
        except ValidationError as error:
            raise BadMessage(problems_line(error.errors()), INVALID) from None
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


async def _receive_text(websocket: WebSocket) -> str:
    """The next message's text; a binary message is ``BadMessage``."""
    received = await websocket.receive()
    if received["type"] == "websocket.disconnect":
        raise WebSocketDisconnect(received.get("code", 1000))
    text = received.get("text")
    if text is None:
        raise BadMessage(_("send text messages (JSON), not binary ones"))
    return cast(str, text)


async def _error(websocket: WebSocket, reason: str, status: int) -> None:
    await websocket.send_text(json.dumps({"type": "error", "status": status, "message": reason}))


async def game_socket(websocket: WebSocket, game_id: str) -> None:
    """Serve one watcher of a game until it goes away."""
    service = cast(GameService, websocket.app.state.service)
    limits = service.hub.limits
    await websocket.accept()
    try:
        await service.table(game_id)
    except Refused as error:
        await _error(websocket, str(error), error.status)
        await websocket.close(UNKNOWN_GAME, "unknown game")
        return
    client = websocket.client.host if websocket.client else "?"
    try:
        with service.hub.watch(game_id, client) as changed:
            try:
                tokens = await asyncio.wait_for(
                    _first_tokens(websocket, limits), limits.first_message_seconds
                )
            except TimeoutError:
                await websocket.close(SILENT, "no tokens message")
                return
            changed.set()
            await _serve(websocket, service, game_id, tokens, changed)
    except TooManySockets as error:
        await _error(websocket, str(error), 429)
        await websocket.close(TOO_MANY, "too many sockets")
    except WebSocketDisconnect:
        return


async def _first_tokens(websocket: WebSocket, limits: Limits) -> list[str]:
    """Wait for the client's first readable tokens message."""
    while True:
        try:
            return read_tokens(await _receive_text(websocket), limits)
        except BadMessage as error:
            await _error(websocket, str(error), error.status)


async def _serve(
    websocket: WebSocket,
    service: GameService,
    game_id: str,
    tokens: list[str],
    changed: asyncio.Event,
) -> None:
    """Push what changed at every change while reading new tokens, acts and undos, until
    the client leaves."""

    async def push() -> None:
        sent: Json | None = None
        try:
            while True:
                await changed.wait()
                changed.clear()
                table = await service.table(game_id)
                now = game_view(table, held(table, tokens), text=False)
                text = message(table, sent, now)
                sent = now
                if text is not None:
                    await websocket.send_text(text)
        except (WebSocketDisconnect, Refused):
            return

    async with asyncio.TaskGroup() as group:
        pusher = group.create_task(push())
        try:
            while True:
                try:
                    read = read_message(await _receive_text(websocket), service.hub.limits)
                except BadMessage as error:
                    await _error(websocket, str(error), error.status)
                    continue
                if isinstance(read, list):
                    tokens = read
                    changed.set()
                else:
                    await websocket.send_text(await _carry_out(service, game_id, tokens, read))
        except WebSocketDisconnect:
            pusher.cancel()


async def _carry_out(
    service: GameService, game_id: str, tokens: list[str], request: SeatRequest
) -> str:
    """Act or undo for the seat these tokens hold (the one that may do it, if they hold
    several); the answer to send, once the change is stored or refused."""
    try:
        table = await service.table(game_id)
        if isinstance(request, Move):
            token = _token_for(table, tokens, table.state.current_player)
            await service.act(game_id, token, request.action, request.index)
            answer: Json = {"type": "acted", "index": request.index}
        else:
            token = _token_for(table, tokens, table.timeline.undoer())
            await service.undo(game_id, token, request.index)
            answer = {"type": "undone", "index": request.index}
    except Refused as error:
        answer = {
            "type": "error",
            "status": error.status,
            "message": str(error),
            "index": request.index,
        }
    return json.dumps(answer)


def _token_for(table: Table, tokens: list[str], seat: int | None) -> str:
    """The token holding ``seat`` if the socket has it, else another of a seat of this
    game (the service then says why that seat may not); ``Unauthorized`` if none."""
    holding = [token for token in tokens if table.seat_of(token) is not None]
    if not holding:
        raise Unauthorized(_("this socket holds no seat of this game: send its token first"))
    return next((token for token in holding if table.seat_of(token) == seat), holding[0])
