"""The rules reference of each game: sections written here in our own words, as data.

A game's reference is ``rules/GAME.json`` (docs/web.md, Rules at hand): its ``parts``
(chapters) and ``sections`` (an ``id`` such as ``"actions.canal"``, a ``part``, a
``title``, ``paragraphs``, optionally ``editions`` it belongs to and ``first_edition``
paragraphs saying where the 1st edition differs), and three maps to section ids: from the
engine's decision kinds (``decisions``), its action kinds (``actions``) and the board's
component kinds (``components``). Its texts are msgids with the game as context
(extracted by ``eurotable.i18n.extract.extract_json``, babel.cfg), translated here when a
reader asks for them.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any, Final

from eurotable.i18n import ptr

RULES: Final = Path(__file__).resolve().parent
"""Where the games' reference files lie."""

Json = dict[str, Any]


def games() -> list[str]:
    """The games that have a rules reference."""
    return sorted(path.stem for path in RULES.glob("*.json"))


@cache
def source(game: str) -> Json:
    """A game's reference as written (English), or ``KeyError`` for a game without one."""
    if game not in games():
        raise KeyError(game)
    data: Json = json.loads((RULES / f"{game}.json").read_text(encoding="utf-8"))
    return data


def _shown(section: Json, edition: str | None) -> bool:
    editions = section.get("editions")
    return edition is None or editions is None or edition in editions


def reference(game: str, edition: str | None = None) -> Json:
    """A game's reference in the current language: ``{game, title, parts, sections,
    decisions, actions, components}``, with only the sections of ``edition`` (all when
    ``None``; a section's ``editions`` says which it belongs to, ``null`` for all)."""
    data = source(game)

    def text(message: str) -> str:
        return ptr(game, message)

    sections = [
        {
            "id": section["id"],
            "part": section["part"],
            "title": text(section["title"]),
            "paragraphs": [text(p) for p in section["paragraphs"]],
            "first_edition": [text(p) for p in section.get("first_edition", [])],
            "editions": section.get("editions"),
        }
        for section in data["sections"]
        if _shown(section, edition)
    ]
    parts = [part["id"] for part in data["parts"]]
    used = {section["part"] for section in sections}
    return {
        "game": game,
        "title": text(data["title"]),
        "parts": [
            {"id": part["id"], "title": text(part["title"])}
            for part in data["parts"]
            if part["id"] in used
        ],
        "sections": sorted(sections, key=lambda section: parts.index(section["part"])),
        "decisions": dict(data["decisions"]),
        "actions": dict(data["actions"]),
        "components": dict(data["components"]),
    }
