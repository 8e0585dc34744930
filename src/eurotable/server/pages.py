"""The web client: static files under ``/static`` and the pages that load it.

The client is plain HTML, CSS and JavaScript modules shipped in ``eurotable/web``; every
page is ``index.html``, whose script shows the lobby, a game or a replay by the path. A
page address that is none of them (a mistyped link) gets the same page with status 404,
which says so in the reader's language; the API and the static files keep their JSON 404.
"""

from __future__ import annotations

from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.exception_handlers import http_exception_handler
from fastapi.responses import FileResponse
from starlette.exceptions import HTTPException
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


async def no_such_page(request: Request, error: Exception) -> Response:
    """A page address that leads nowhere: the client's page, which tells the reader so
    (404); an HTTP error of the API or the static files: its usual JSON answer."""
    assert isinstance(error, HTTPException)  # the only errors this handler is given
    first = request.url.path.split("/")[1]
    page = request.method in ("GET", "HEAD") and first not in ("api", "static")
    if error.status_code == 404 and page:
        return FileResponse(INDEX, status_code=404, headers={"Cache-Control": "no-cache"})
    return await http_exception_handler(request, error)


def install(app: FastAPI) -> None:
    """Serve the client: ``/`` (lobby), ``/games/ID`` (a game), ``/games/ID/replay``,
    ``/learn/NAME`` (a lesson), ``/rules/GAME`` (a game's rules reference)."""
    app.mount("/static", ClientFiles(directory=WEB), name="static")
    pages = ("/", "/games/{game_id}", "/games/{game_id}/replay", "/learn/{lesson}", "/rules/{game}")
    for path in pages:
        app.add_api_route(path, index, include_in_schema=False)
    app.add_exception_handler(HTTPException, no_such_page)
