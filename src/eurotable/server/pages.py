"""The web client: static files under ``/static`` and the pages that load it.

The client is plain HTML, CSS and JavaScript modules shipped in ``eurotable/web``; every
page is ``index.html``, whose script shows the lobby, a game or a replay by the path.
"""

from __future__ import annotations

from pathlib import Path

from fastapi import FastAPI
from fastapi.responses import FileResponse
from starlette.responses import Response
from starlette.staticfiles import StaticFiles
from starlette.types import Scope

WEB = Path(__file__).resolve().parent.parent / "web"
INDEX = WEB / "index.html"


class ClientFiles(StaticFiles):
    """Static files that browsers check again on every load (so upgrades show at once)."""

    async def get_response(self, path: str, scope: Scope) -> Response:
        response = await super().get_response(path, scope)
        response.headers["Cache-Control"] = "no-cache"
        return response


def index() -> FileResponse:
    """The one page of the client."""
    return FileResponse(INDEX, headers={"Cache-Control": "no-cache"})


def install(app: FastAPI) -> None:
    """Serve the client: ``/`` (lobby), ``/games/ID`` (a game), ``/games/ID/replay``."""
    app.mount("/static", ClientFiles(directory=WEB), name="static")
    for path in ("/", "/games/{game_id}", "/games/{game_id}/replay"):
        app.add_api_route(path, index, include_in_schema=False)
