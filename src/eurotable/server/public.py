"""Public information, without knowing any game: what every seat sees alike.

A spectator may see only what no seat keeps secret. Every seat's view of a position shows
its own secrets and hides the others'; what all views agree on is therefore known to
every player, and that (and nothing else) is public. Parts that differ between views
are shown as ``HIDDEN`` (in texts) or ``None`` (in observations).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from difflib import SequenceMatcher
from functools import reduce
from typing import Any

HIDDEN = "▒"
"""What stands in a public text where the seats' views differ."""

_WORDS = re.compile(r"(\s+)")
_RUN_OF_HIDDEN = re.compile(rf"{HIDDEN}(?:\s+{HIDDEN})+")


def public_text(views: Sequence[str]) -> str:
    """The lines and words every view shows alike, in order; differences become HIDDEN."""
    if not views:
        raise ValueError("public_text needs at least one view")
    return reduce(_meet_texts, views)


def public_observation(views: Sequence[Any]) -> Any:
    """The parts of JSON-like observations that are equal in all of them; others ``None``."""
    if not views:
        raise ValueError("public_observation needs at least one view")
    return reduce(_meet_values, views)


def _meet_texts(left: str, right: str) -> str:
    """Lines are paired by their label (indentation and first word), so a line only one
    view has is left out, and paired lines keep the words they share."""
    left_lines, right_lines = left.split("\n"), right.split("\n")
    labels = [_label(line) for line in left_lines], [_label(line) for line in right_lines]
    kept: list[str] = []
    matcher = SequenceMatcher(None, *labels, autojunk=False)
    for op, a, b, c, d in matcher.get_opcodes():
        if op == "equal" or (op == "replace" and b - a == d - c):
            pairs = zip(left_lines[a:b], right_lines[c:d], strict=True)
            kept.extend(_meet_line(x, y) for x, y in pairs)
        elif op == "replace":
            kept.append(HIDDEN)
    return "\n".join(kept)


def _label(line: str) -> str:
    """A line's indentation and first word."""
    words = line.split(maxsplit=1)
    return line[: len(line) - len(line.lstrip())] + (words[0] if words else "")


def _meet_line(left: str, right: str) -> str:
    left_words, right_words = _WORDS.split(left), _WORDS.split(right)
    kept: list[str] = []
    matcher = SequenceMatcher(None, left_words, right_words, autojunk=False)
    for op, a, b, _, _ in matcher.get_opcodes():
        if op == "equal":
            kept.extend(left_words[a:b])
        elif not kept or kept[-1] != HIDDEN:
            kept.append(HIDDEN)
    return _RUN_OF_HIDDEN.sub(HIDDEN, "".join(kept))


def _meet_values(left: Any, right: Any) -> Any:
    if isinstance(left, dict) and isinstance(right, dict):
        return {key: _meet_values(value, right[key]) for key, value in left.items() if key in right}
    if isinstance(left, list) and isinstance(right, list) and len(left) == len(right):
        return [_meet_values(x, y) for x, y in zip(left, right, strict=True)]
    if type(left) is type(right) and left == right:
        return left
    return None
