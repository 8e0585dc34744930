"""``GET /api/rules/GAME``: a game's rules reference in the reader's language, and
``GET /api/rules``: the games that have one (the client asks before it loads one, so that
a game without a reference costs no 404).

The reference is data shipped with the release (``eurotable.rules``), the same for every
reader of a language: answers carry an ``ETag`` made of the release, the game, the
language and the edition, may be kept for an hour (``Cache-Control: public``), and a
request that names the ETag it holds (``If-None-Match``) is answered 304 with no body.
A game without a reference is 404; a language eurotable does not speak is English (the
language middleware).
"""

from __future__ import annotations

import json
from typing import Annotated

from fastapi import APIRouter, Header, Response

from eurotable import __version__
from eurotable.i18n import _, current
from eurotable.rules import games, reference
from eurotable.server.errors import NotFound

router = APIRouter(prefix="/api")

MAX_AGE = 3600
"""How long a browser or a proxy may keep an answer without asking again (seconds)."""


def _cached(tag: str) -> dict[str, str]:
    return {"ETag": f'"{tag}"', "Cache-Control": f"public, max-age={MAX_AGE}"}


@router.get("/rules")
async def list_rules(response: Response) -> dict[str, list[str]]:
    """``{"games": [...]}``: the games that have a rules reference."""
    response.headers.update(_cached(f"{__version__}-rules"))
    return {"games": games()}


@router.get("/rules/{game}")
async def get_rules(
    game: str,
    edition: str | None = None,
    if_none_match: Annotated[str | None, Header()] = None,
) -> Response:
    """The rules reference of ``game``: ``{game, title, parts, sections, decisions,
    actions, components}`` (docs/web.md, Rules at hand); ``edition`` keeps the sections
    of that edition only."""
    if game not in games():
        raise NotFound(_("there is no rules reference of {game}", game=repr(game)))
    headers = _cached(f"{__version__}-{game}-{current().code}-{edition or 'all'}")
    tag = headers["ETag"]
    if if_none_match is not None and tag in (part.strip() for part in if_none_match.split(",")):
        return Response(status_code=304, headers=headers)
    body = json.dumps(reference(game, edition), ensure_ascii=False)
    return Response(body, media_type="application/json", headers=headers)
