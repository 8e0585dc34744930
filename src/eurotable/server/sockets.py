"""The game websocket: every change of a game is pushed to each watcher, in its own view.

Protocol (JSON text messages). The client first sends ``{"tokens": [...]}``, the seat
tokens it holds for this game (``[]`` to watch as a spectator), and may send it again
whenever they change. The server answers with the view at once and with what changed
after every change (``pushes``); a view's ``held`` lists the seats the tokens were
accepted for. A message it cannot read (not text, not JSON, too long, too deep, too many
tokens) is answered ``{"type": "error", "message": …}`` and changes nothing.

Closing codes: 4404 unknown game; 4408 no tokens message within
``Limits.first_message_seconds``; 4429 the game or this client has all the sockets it may
(``Limits``). Dead connections are found by the server's websocket pings.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any, cast

from fastapi import WebSocket, WebSocketDisconnect

from eurotable.i18n import _
from eurotable.server.errors import Refused
from eurotable.server.hub import TooManySockets
from eurotable.server.limits import Limits
from eurotable.server.pushes import message
from eurotable.server.service import GameService, held
from eurotable.server.views import Json, game_view

UNKNOWN_GAME = 4404
SILENT = 4408
TOO_MANY = 4429


class BadMessage(Exception):
    """A client message that is not ``{"tokens": [text, …]}`` within the limits."""


def read_tokens(text: str, limits: Limits) -> list[str]:
    """The tokens of a client message; raises ``BadMessage``."""
    if len(text) > limits.message_chars:
        raise BadMessage(_("a message has at most {n} characters", n=limits.message_chars))
    try:
        message: Any = json.loads(text)
    except (ValueError, RecursionError) as error:
        reason = str(error) if isinstance(error, json.JSONDecodeError) else type(error).__name__
        raise BadMessage(_("malformed JSON: {error}", error=reason)) from None
    tokens = message.get("tokens") if isinstance(message, dict) else None
    if not isinstance(tokens, list) or not all(isinstance(token, str) for token in tokens):
        raise BadMessage(_('send {"tokens": [seat tokens]} (an empty list to watch)'))
    if len(tokens) > limits.tokens or any(len(token) > limits.token_chars for token in tokens):
        raise BadMessage(
            _("send at most {n} seat tokens, as the server gave them", n=limits.tokens)
        )
    return tokens


async def _receive_text(websocket: WebSocket) -> str:
    """The next message's text; a binary message is ``BadMessage``."""
    received = await websocket.receive()
    if received["type"] == "websocket.disconnect":
        raise WebSocketDisconnect(received.get("code", 1000))
    text = received.get("text")
    if text is None:
        raise BadMessage(_("send text messages (JSON), not binary ones"))
    return cast(str, text)


async def _error(websocket: WebSocket, reason: str) -> None:
    await websocket.send_text(json.dumps({"type": "error", "message": reason}))


async def game_socket(websocket: WebSocket, game_id: str) -> None:
    """Serve one watcher of a game until it goes away."""
    service = cast(GameService, websocket.app.state.service)
    limits = service.hub.limits
    await websocket.accept()
    try:
        await service.table(game_id)
    except Refused as error:
        await _error(websocket, str(error))
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
        await _error(websocket, str(error))
        await websocket.close(TOO_MANY, "too many sockets")
    except WebSocketDisconnect:
        return


async def _first_tokens(websocket: WebSocket, limits: Limits) -> list[str]:
    """Wait for the client's first readable tokens message."""
    while True:
        try:
            return read_tokens(await _receive_text(websocket), limits)
        except BadMessage as error:
            await _error(websocket, str(error))


async def _serve(
    websocket: WebSocket,
    service: GameService,
    game_id: str,
    tokens: list[str],
    changed: asyncio.Event,
) -> None:
    """Push what changed at every change while reading new tokens, until the client
    leaves."""

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
                    tokens = read_tokens(await _receive_text(websocket), service.hub.limits)
                except BadMessage as error:
                    await _error(websocket, str(error))
                else:
                    changed.set()
        except WebSocketDisconnect:
            pusher.cancel()
