"""Russian Railroads' words for people: track colours and routes, translated.

Each word is a gettext message (``eurotable.i18n``) in the forms the sentences need; the
routes' names come from the data file (extracted for the translators by
``eurotable.i18n.extract``). Nothing here is used while bots play.
"""

from __future__ import annotations

from typing import Final

from eurotable.games.russian_railroads.data import COLOURS, ROUTES, TS
from eurotable.i18n import _, p_, ptr

GAME: Final = "russian-railroads"
"""The context of the data file's texts in the catalogs (``eurotable.i18n.extract``)."""


def colour(index: int) -> str:
    """A track colour as it qualifies one track: ``black`` (track)."""
    forms = {
        # TRANSLATORS: a track colour qualifying one track ("your black track").
        "black": p_("one track", "black"),
        "grey": p_("one track", "grey"),
        "brown": p_("one track", "brown"),
        "natural": p_("one track", "natural"),
        "white": p_("one track", "white"),
    }
    return forms[COLOURS[index]]


def colours(index: int) -> str:
    """A track colour as it qualifies several tracks: ``brown`` (tracks)."""
    forms = {
        # TRANSLATORS: a track colour qualifying several tracks ("gains brown tracks").
        "black": p_("tracks", "black"),
        "grey": p_("tracks", "grey"),
        "brown": p_("tracks", "brown"),
        "natural": p_("tracks", "natural"),
        "white": p_("tracks", "white"),
    }
    return forms[COLOURS[index]]


def route_name(index: int) -> str:
    """A route's name: ``Trans-Siberian Railroad``, ``Moscow–Kiev``."""
    return ptr(GAME, ROUTES[index].name)


def route(index: int) -> dict[str, str]:
    """A route as the sentences' parameters: ``route``, the English phrase with its
    article ("the Trans-Siberian Railroad", "the Moscow–Kiev line"), and ``name``, the
    route's name alone, for languages that put it after a word for "line"."""
    name = route_name(index)
    if index == TS:
        return {"route": _("the {name}", name=name), "name": name}
    return {"route": _("the {name} line", name=name), "name": name}
