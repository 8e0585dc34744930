"""The lessons' API: ``GET /api/lessons/NAME`` (the steps, in the asked language, and with
``?game=ID`` where the learner is in that game of the lesson). A lesson's game is made
by ``POST /api/games`` with ``{"lesson": NAME}`` (``schemas.NewGame``)."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query

from eurotable import lessons
from eurotable.core.errors import excerpt
from eurotable.i18n import _
from eurotable.server.api import Service
from eurotable.server.errors import Conflict, NotFound
from eurotable.server.models import ENDED

router = APIRouter(prefix="/api")
Json = dict[str, Any]


def lesson_named(name: str) -> lessons.Lesson:
    """The lesson called ``name``, else ``NotFound``."""
    try:
        return lessons.load(name)
    except lessons.UnknownLesson:
        raise NotFound(_("there is no lesson {name}", name=excerpt(name))) from None


@router.get("/lessons/{name}")
async def get_lesson(
    name: str,
    service: Service,
    game: Annotated[str | None, Query(max_length=32)] = None,
) -> Json:
    """The lesson's steps (``lessons.Lesson.said``); with ``game``, also ``at``: ``{step,
    on_track, over}`` of the learner in that game (409 if it is not this lesson's)."""
    lesson = lesson_named(name)
    said = lesson.said()
    if game is None:
        return said
    table = await service.table(game)
    setup = (table.spec.name, table.seed, table.players, table.seats[lesson.seat].kind)
    if setup != (lesson.game, lesson.seed, lesson.players, "human"):
        raise Conflict(_("game {id} is not a game of this lesson", id=game))
    async with table.lock:
        entries = list(table.actions)
        over = table.status in ENDED
    done = lessons.progress(lesson, lessons.learner_actions(lesson, entries), over)
    said["at"] = {"step": done.step, "on_track": done.on_track, "over": over}
    return said
