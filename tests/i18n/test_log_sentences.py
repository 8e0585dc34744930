"""Every line of every game's log is a sentence: it begins with a capital letter, or with a
player's name as its player spelled it, in each language."""

from __future__ import annotations

import pytest

from eurotable import games
from eurotable.core.events import Event
from eurotable.i18n import sentence, speaking

from .languages import TRANSLATED, random_games

NAMES = ["ann", "Bob", "cid", "Dee", "eve"]
"""Players' names, some of them lower case as people type them."""


@pytest.mark.parametrize("lang", ("en", *TRANSLATED))
def test_every_log_line_of_every_game_begins_as_a_sentence(lang: str) -> None:
    lines = 0
    with speaking(lang):
        for spec, state in random_games(seed=3):
            if not state.is_over:
                continue
            names = NAMES[: state.players]
            for event in state.events or []:
                line = spec.describe(event, names)
                lines += 1
                by_name = any(line.startswith(name) for name in names)
                assert by_name or not line[:1].islower(), (spec.name, event.kind, line)
    assert lines > 1000


def test_the_game_over_line_of_each_game_has_its_capital() -> None:
    over = Event("game-over", None, {})
    with speaking("en"):
        for name in ("puerto-rico", "russian-railroads", "shipyard"):
            assert games.get(name).describe(over, ["ann", "Bob"]) == "The game is over"
    with speaking("cs"):
        assert games.get("russian-railroads").describe(over, ["ann"]) == "Hra skončila"


def test_a_name_at_the_start_keeps_its_players_spelling() -> None:
    assert sentence("ann takes the Mayor", ["ann", "Bob"]) == "ann takes the Mayor"
    assert sentence("the Mayor goes to ann", ["ann"]) == "The Mayor goes to ann"
    assert sentence("Bob takes the Mayor", ["ann", "Bob"]) == "Bob takes the Mayor"
    assert sentence("המשחק הסתיים", []) == "המשחק הסתיים"
    assert sentence("", ["ann"]) == ""
    assert sentence("ann's ship joins the fleet", ["ann"]) == "ann's ship joins the fleet"
    # A name that only begins the first word is not the player's.
    assert sentence("an automaton removes C07", ["a"]) == "An automaton removes C07"
