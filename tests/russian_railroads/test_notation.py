"""Notation: one canonical text per action, read back exactly (docs/notation)."""

from __future__ import annotations

from pathlib import Path

import pytest

from eurotable.core.errors import BadNotation
from eurotable.games.russian_railroads.notation import ALL_ACTIONS, parse

DOC = Path(__file__).parents[2] / "docs" / "notation" / "russian-railroads.md"


def test_every_action_reads_back_as_itself() -> None:
    texts = [a.text for a in ALL_ACTIONS]
    assert len(set(texts)) == len(texts)
    for action in ALL_ACTIONS:
        assert parse(action.text) is action
        assert parse(f"  {action.text}  ".replace(" ", "  ")) is action


def test_the_documented_examples_parse() -> None:
    block = DOC.read_text(encoding="utf-8").split("```")[1]
    lines = [line for line in block.splitlines() if line.strip()]
    assert len(lines) > 10
    for line in lines:
        assert parse(line).text == line


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("fly ts", "unknown verb"),
        ("place moon", "does not take that argument"),
        ("", "unknown verb"),
        ("step black moscow", "does not take that argument"),
    ],
)
def test_bad_notation(text: str, message: str) -> None:
    with pytest.raises(BadNotation, match=message):
        parse(text)
