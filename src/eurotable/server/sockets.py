"""The game websocket: every change of a game is pushed to each watcher, in its own view.

Protocol (JSON text messages). The client first sends ``{"tokens": [...]}``, the seat
tokens it holds for this game (``[]`` to watch as a spectator), and may send it again
whenever they change. The server answers with ``{"type": "view", "view": …}`` at once and
after every change; a view's ``held`` lists the seats the tokens were accepted for.
Messages it cannot read are answered ``{"type": "error", "message": …}``; an unknown game
is answered so and the socket is closed (code 4404).
"""

from __future__ import annotations

import asyncio
import json
from typing import Any, cast

from fastapi import WebSocket, WebSocketDisconnect

from eurotable.i18n import _
from eurotable.server.errors import Refused
from eurotable.server.service import GameService, held
from eurotable.server.views import game_view

UNKNOWN_GAME = 4404


class BadMessage(Exception):
    """A client message that is not ``{"tokens": [text, …]}``."""


def read_tokens(text: str) -> list[str]:
    """The tokens of a client message; raises ``BadMessage``."""
    try:
        message: Any = json.loads(text)
    except json.JSONDecodeError as error:
        raise BadMessage(_("malformed JSON: {error}", error=str(error))) from None
    tokens = message.get("tokens") if isinstance(message, dict) else None
    if not isinstance(tokens, list) or not all(isinstance(token, str) for token in tokens):
        raise BadMessage(_('send {"tokens": [seat tokens]} (an empty list to watch)'))
    return tokens


async def game_socket(websocket: WebSocket, game_id: str) -> None:
    """Serve one watcher of a game until it goes away."""
    service = cast(GameService, websocket.app.state.service)
    await websocket.accept()
    try:
        await service.table(game_id)
    except Refused as error:
        await websocket.send_json({"type": "error", "message": str(error)})
        await websocket.close(UNKNOWN_GAME, "unknown game")
        return
    try:
        tokens = await _first_tokens(websocket)
    except WebSocketDisconnect:
        return
    with service.hub.watch(game_id) as changed:
        changed.set()
        await _serve(websocket, service, game_id, tokens, changed)


async def _first_tokens(websocket: WebSocket) -> list[str]:
    """Wait for the client's first readable tokens message."""
    while True:
        try:
            return read_tokens(await websocket.receive_text())
        except BadMessage as error:
            await websocket.send_json({"type": "error", "message": str(error)})


async def _serve(
    websocket: WebSocket,
    service: GameService,
    game_id: str,
    tokens: list[str],
    changed: asyncio.Event,
) -> None:
    """Push a view at every change while reading new tokens, until the client leaves."""

    async def push() -> None:
        try:
            while True:
                await changed.wait()
                changed.clear()
                table = await service.table(game_id)
                view = game_view(table, held(table, tokens))
                await websocket.send_json({"type": "view", "view": view})
        except WebSocketDisconnect:
            return

    async with asyncio.TaskGroup() as group:
        pusher = group.create_task(push())
        try:
            while True:
                text = await websocket.receive_text()
                try:
                    tokens = read_tokens(text)
                except BadMessage as error:
                    await websocket.send_json({"type": "error", "message": str(error)})
                else:
                    changed.set()
        except WebSocketDisconnect:
            pusher.cancel()
