"""core.options: option specs read text, check typed values and refuse what they don't know."""

from __future__ import annotations

import pytest

from eurotable.core.errors import BadOption
from eurotable.core.options import OptionSpec, parse_option_texts, resolve_options

FAST = OptionSpec("fast", "bool", False, "skip animations")
ROUNDS = OptionSpec("rounds", "int", 6, "number of rounds")
EDITION = OptionSpec("edition", "choice", "base", "which box", choices=("base", "deluxe"))
SPECS = (FAST, ROUNDS, EDITION)


@pytest.mark.parametrize("text", ["true", "Yes", " on ", "1"])
def test_bool_reads_true(text: str) -> None:
    assert FAST.parse(text) is True


@pytest.mark.parametrize("text", ["false", "NO", "off", "0"])
def test_bool_reads_false(text: str) -> None:
    assert FAST.parse(text) is False


@pytest.mark.parametrize(
    ("spec", "text", "message"),
    [
        (FAST, "maybe", "takes true or false"),
        (ROUNDS, "six", "takes a whole number"),
        (ROUNDS, "6.5", "takes a whole number"),
        (EDITION, "travel", "must be one of: base, deluxe"),
    ],
)
def test_parse_refuses_bad_text(spec: OptionSpec, text: str, message: str) -> None:
    with pytest.raises(BadOption, match=message):
        spec.parse(text)


def test_parse_reads_numbers_and_choices() -> None:
    assert ROUNDS.parse("-3") == -3
    assert EDITION.parse("deluxe") == "deluxe"


@pytest.mark.parametrize(
    ("spec", "value"),
    [(FAST, 1), (FAST, "true"), (ROUNDS, True), (ROUNDS, "6"), (ROUNDS, 6.0), (EDITION, 1)],
)
def test_check_refuses_values_of_the_wrong_type(spec: OptionSpec, value: object) -> None:
    with pytest.raises(BadOption, match=spec.name):
        spec.check(value)


def test_check_accepts_values_of_the_right_type() -> None:
    assert FAST.check(True) is True
    assert ROUNDS.check(7) == 7
    assert EDITION.check("base") == "base"


def test_resolve_fills_defaults_and_checks_given_values() -> None:
    assert resolve_options(SPECS, None) == {"fast": False, "rounds": 6, "edition": "base"}
    assert resolve_options(SPECS, {"rounds": 4}) == {"fast": False, "rounds": 4, "edition": "base"}
    with pytest.raises(BadOption, match="rounds must be a whole number"):
        resolve_options(SPECS, {"rounds": "4"})


def test_resolve_refuses_unknown_names_and_lists_the_known_ones() -> None:
    with pytest.raises(BadOption, match=r"unknown option 'speed' \(this game knows: edition, fast"):
        resolve_options(SPECS, {"speed": 1})
    with pytest.raises(BadOption, match="knows: none"):
        resolve_options((), {"speed": 1})


def test_parse_option_texts_reads_key_value_without_filling_defaults() -> None:
    assert parse_option_texts(SPECS, [" fast = yes", "rounds=3"]) == {"fast": True, "rounds": 3}
    assert parse_option_texts(SPECS, []) == {}


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("fast", "options are written KEY=VALUE"),
        ("=true", "options are written KEY=VALUE"),
        ("speed=1", "unknown option 'speed'"),
        ("rounds=many", "takes a whole number"),
    ],
)
def test_parse_option_texts_refuses_bad_texts(text: str, message: str) -> None:
    with pytest.raises(BadOption, match=message):
        parse_option_texts(SPECS, [text])
