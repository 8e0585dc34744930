"""Every text the engines make for people goes through the catalog, and every message it
uses is translated in each complete language.

Random games of every game, player count and edition are played to their end; at each
decision the prompt and every legal action's sentence are made, now and then the board
of every seat, and at the end the log line of every event, the component data and the
score categories. The event kinds, action kinds, components and score categories are so
enumerated from the engines themselves: a new event without a translation fails here.

A pseudo-language (every letter of every translation turned full-width) shows that no
English reaches people past the catalog: what is left in ASCII letters must be a player's
name, an id or a word of the notation.
"""

from __future__ import annotations

import gettext
import re
from collections.abc import Iterator
from typing import Any

import pytest

from eurotable import games
from eurotable.i18n import FALLBACKS, speaking_with

from .languages import COMPLETE, NAMES, SETUPS, Recording, random_games

BOARD_EVERY = 17
"""Boards are made at every 17th position (they are the slowest texts)."""


def _texts_of_games(names: list[str]) -> Iterator[str]:
    seen_events: set[str] = set()
    for count, (spec, state) in enumerate(random_games()):
        yield spec.prompt(state, names[: state.players])
        for action in state.legal_actions():
            yield spec.describe_action(state, action, names[: state.players])
        if count % BOARD_EVERY == 0 or state.is_over:
            for seat in (*range(state.players), None):
                yield spec.render(state, seat, names[: state.players])
        if state.is_over:
            for event in state.events or []:
                seen_events.add(f"{spec.name}:{event.kind}")
                yield spec.describe(event, names[: state.players])
    assert len(seen_events) > 100, sorted(seen_events)


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


TEXT_FIELDS = {"name", "text", "effect", "everyone", "privilege", "label", "help"}
"""The fields of component data that people read (the others are ids and numbers)."""


def _component_texts(value: Any) -> Iterator[str]:
    """The texts of component data: its text fields, terms and score categories."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key in TEXT_FIELDS and isinstance(item, str):
                yield item
            elif key in ("score_categories", "terms"):
                yield from _strings(item)
            else:
                yield from _component_texts(item)
    elif isinstance(value, list):
        for item in value:
            yield from _component_texts(item)


def _texts_of_components() -> Iterator[str]:
    for name, _players, options in SETUPS:
        yield from _component_texts(games.get(name).components(options))


def _texts_of_catalog() -> Iterator[str]:
    """The lobby's texts: titles, option labels, help and choices, notes, bot labels."""
    from eurotable.server.catalog import catalog

    served = catalog()
    for game in served["games"]:
        yield game["title"]
        yield from game["variants"] + game["notes"]
        for option in game["options"]:
            yield option["label"]
            yield option["help"]
            yield from option["choice_labels"].values()
    yield from (bot["label"] for bot in served["bots"])


@pytest.mark.parametrize("lang", COMPLETE)
def test_every_text_of_every_game_is_translated(lang: str) -> None:
    recording = Recording(lang)
    with speaking_with(recording, lang):
        said = [*_texts_of_games(NAMES), *_texts_of_components(), *_texts_of_catalog()]
    assert said
    assert not recording.missing, sorted(recording.missing)
    slips = [text for language, text in FALLBACKS if language == lang]
    assert not slips, slips  # a translation with a parameter the code does not pass


# -- the pseudo-language --------------------------------------------------------------------

_LETTER_OR_PLACEHOLDER = re.compile(r"(\{\w+\})|([A-Za-z])")


def pseudo(text: str) -> str:
    """``text`` with every letter outside a ``{placeholder}`` made full-width."""
    return _LETTER_OR_PLACEHOLDER.sub(
        lambda match: match.group(1) or chr(ord(match.group(2)) + 0xFEE0), text
    )


class Pseudo(gettext.NullTranslations):
    def gettext(self, message: str) -> str:
        return pseudo(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return pseudo(message)


PSEUDO_NAMES = ["①", "②", "③", "④", "⑤"]
_ASCII_WORD = re.compile(r"[A-Za-z][A-Za-z0-9'-]*")
_ID = re.compile(r"[A-Z][A-Z0-9-]*|[A-Za-z]?\d+[A-Za-z]?|r\d")
"""Ids: tiles, canals, contracts, employees (B07, C03, K-SHIPS-5, REC-CAP)."""


def _notation_words() -> set[str]:
    words: set[str] = set()
    for name in games.names():
        module = __import__(f"eurotable.games.{name.replace('-', '_')}.notation", fromlist=["x"])
        for action in module.ALL_ACTIONS:
            words.update(str(action).split())
    return words


def test_no_english_reaches_people_past_the_catalog() -> None:
    allowed = _notation_words()
    left: dict[str, str] = {}
    with speaking_with(Pseudo(), "xx"):
        said = [*_texts_of_games(PSEUDO_NAMES), *_texts_of_components(), *_texts_of_catalog()]
    for text in said:
        for word in _ASCII_WORD.findall(text):
            if word not in allowed and not _ID.fullmatch(word):
                left.setdefault(word, text)
    assert not left, " ".join(sorted(left))
