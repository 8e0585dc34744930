"""The languages the catalog tests hold to: which catalogs are declared complete, and a
translator that records every message it could not translate."""

from __future__ import annotations

import gettext
import random
import re
from collections.abc import Iterator
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from eurotable import games
from eurotable.core.game import GameSpec, GameState
from eurotable.i18n import get_language

TRANSLATED = ("cs", "it", "he")
"""Every language with a catalog (English is the msgids themselves)."""
COMPLETE = ("cs", "it", "he")
"""The catalogs declared complete: every message translated, none fuzzy, and every text
the engines make for people found in them. Add a language here when its translators are
done; from then on a new text without its translation fails the tests."""

SOURCE_LOCALES = Path(__file__).resolve().parents[2] / "src" / "eurotable" / "locales"
"""The catalogs as kept in git (``make test`` imports an installed build, whose package
holds the .po files but not the template)."""

PLACEHOLDER = re.compile(r"\{(\w+)\}")
NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve"]

SETUPS: tuple[tuple[str, int, dict[str, object]], ...] = (
    *(("puerto-rico", players, {}) for players in (2, 3, 4, 5)),
    *(("russian-railroads", players, {}) for players in (2, 3, 4)),
    *(("shipyard", players, {}) for players in (1, 2, 3, 4)),
    *(("shipyard", players, {"edition": "first"}) for players in (2, 3, 4)),
    ("shipyard", 2, {"contracts": "advanced", "employees": "random"}),
)
"""Every game, player count and edition the random games cover."""


def po_file(lang: str) -> Path:
    return SOURCE_LOCALES / lang / "LC_MESSAGES" / "messages.po"


def catalog(lang: str) -> Catalog:
    with po_file(lang).open("rb") as file:
        return read_po(file)


def template() -> Catalog:
    with (SOURCE_LOCALES / "messages.pot").open("rb") as file:
        return read_po(file)


class Recording(gettext.NullTranslations):
    """A language's translations that note every message they do not have."""

    def __init__(self, lang: str) -> None:
        super().__init__()
        self.real = get_language(lang).translations
        assert isinstance(self.real, gettext.GNUTranslations), lang
        self.known = self.real._catalog  # type: ignore[attr-defined]
        self.missing: set[str] = set()

    def gettext(self, message: str) -> str:
        if message not in self.known:
            self.missing.add(message)
        return self.real.gettext(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        if (msgid1, 0) not in self.known:
            self.missing.add(f"{msgid1} | {msgid2}")
        return self.real.ngettext(msgid1, msgid2, n)

    def pgettext(self, context: str, message: str) -> str:
        if f"{context}\x04{message}" not in self.known:
            self.missing.add(f"{context}: {message}")
        return self.real.pgettext(context, message)


def random_games(seed: int = 0) -> Iterator[tuple[GameSpec, GameState]]:
    """Every setup played to its end at random, yielding each position on the way (the
    same object, moved on: use it before the next one)."""
    for number, (name, players, options) in enumerate(SETUPS):
        spec = games.get(name)
        rng = random.Random(seed * 100 + number)
        state = spec.new_game(players, options, seed * 100 + number)
        while True:
            yield spec, state
            if state.is_over:
                break
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])


def everything_said(spec: GameSpec, state: GameState, names: list[str]) -> Iterator[str]:
    """Every text a person may read of a position: the prompt, each legal action's
    sentence, the board of every seat and the full board."""
    yield spec.prompt(state, names)
    for action in state.legal_actions():
        yield spec.describe_action(state, action, names)
    for seat in (*range(state.players), None):
        yield spec.render(state, seat, names)
