"""core.errors: a message quotes at most a short excerpt of what a user sent."""

from __future__ import annotations

import pytest

from eurotable import games
from eurotable.bots import BadBot, make_bot
from eurotable.core.errors import (
    EXCERPT,
    BadNotation,
    BadOption,
    IllegalAction,
    UnknownGame,
    excerpt,
    shorten,
)
from eurotable.core.options import OptionSpec, resolve_options
from eurotable.server.errors import BadRequest, NotFound

MEGABYTE = 1_000_000
HUGE = "x" * MEGABYTE
CUT = f"'{'x' * EXCERPT}…' ({MEGABYTE} characters)"


def test_an_excerpt_is_the_first_characters_an_ellipsis_and_the_length() -> None:
    assert excerpt("role settler") == "'role settler'"
    assert excerpt("y" * EXCERPT) == repr("y" * EXCERPT)
    assert excerpt(HUGE) == CUT
    assert excerpt("it's " + "z" * 60) == f'"it\'s {"z" * 35}…" (65 characters)'
    assert excerpt("é" * 50, limit=3) == "'ééé…' (50 characters)"


def test_shorten_cuts_long_quoted_strings_and_leaves_the_rest() -> None:
    assert (
        shorten(f"unknown verb {HUGE!r}; verbs are a, b") == f"unknown verb {CUT}; verbs are a, b"
    )
    words = "the captain's ship and the players' goods " * 3
    assert shorten(words) == words, "apostrophes are not quotes"
    assert shorten(f"no {'short'!r} here") == "no 'short' here"
    once = shorten(f"a {HUGE!r}")
    assert shorten(once) == once, "an excerpt is never cut again"
    assert shorten(f"{HUGE!r} and {HUGE!r}") == f"{CUT} and {CUT}"
    escaped = "\\n'\"" * 30
    assert shorten(f"got {escaped!r}").endswith("(120 characters)")


@pytest.mark.parametrize("game", games.names())
def test_a_megabyte_of_action_text_is_refused_in_a_few_words(game: str) -> None:
    spec = games.get(game)
    for text in (HUGE, f"{HUGE} 1", f"role {HUGE}", " ".join(["ab"] * (MEGABYTE // 3))):
        with pytest.raises(BadNotation) as error:
            spec.parse_action(text)
        message = str(error.value)
        assert len(message) < 600, message[:300]
        assert message.startswith("cannot read action '")
        assert f"({len(text)} characters)" in message
        assert error.value.text == text, "the error keeps what was read, whole"
        assert len(error.value.reason) < 600


def test_every_error_class_shortens_its_message() -> None:
    assert len(str(IllegalAction("bad", f"cannot take {HUGE!r}"))) < 200
    assert IllegalAction("bad", f"cannot take {HUGE!r}").reason == f"cannot take {CUT}"
    assert str(UnknownGame(f"unknown game {HUGE!r}")) == f"unknown game {CUT}"
    assert str(BadRequest(f"no {HUGE!r}")) == f"no {CUT}"
    assert str(NotFound(f"there is no game {HUGE!r}")) == f"there is no game {CUT}"
    with pytest.raises(UnknownGame, match="unknown game 'xxx") as unknown:
        games.get(HUGE)
    assert len(str(unknown.value)) < 200
    with pytest.raises(BadBot) as bot:
        make_bot(HUGE, 0, games.get("puerto-rico"))
    assert CUT in str(bot.value) and len(str(bot.value)) < 300


def test_option_refusals_quote_an_excerpt() -> None:
    specs = (OptionSpec("edition", "choice", "base", "which box", ("base", "deluxe")),)
    with pytest.raises(BadOption) as value:
        resolve_options(specs, {"edition": HUGE})
    assert str(value.value) == f"option edition must be one of: base, deluxe (got {CUT})"
    with pytest.raises(BadOption) as name:
        resolve_options(specs, {HUGE: True})
    assert str(name.value) == f"unknown option {CUT} (this game knows: edition)"
    with pytest.raises(BadOption) as text:
        specs[0].parse(HUGE)
    assert CUT in str(text.value)
