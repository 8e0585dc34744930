"""Actions: small immutable values with one canonical string each."""

from __future__ import annotations

from dataclasses import dataclass

from eurotable.core.errors import BadNotation


@dataclass(frozen=True, slots=True)
class Action:
    """Base class of every game's actions.

    ``text`` is the canonical notation; a game's ``parse_action`` turns it back into the
    very same value, so ``spec.parse_action(str(a)) == a`` always holds.
    """

    text: str

    def __str__(self) -> str:
        return self.text


def notation_words(text: object) -> list[str]:
    """The words of an action text: extra ASCII spaces (before, after and between words)
    are ignored, nothing else is. Anything that is not text, and text holding any other
    whitespace (a tab, a line break, a no-break space) or control character, raises
    ``BadNotation`` (docs/notation/*.md)."""
    if not isinstance(text, str):
        raise BadNotation(f"<{type(text).__name__}>", "an action is written as text")
    for char in text:
        if char != " " and (char.isspace() or not char.isprintable()):
            raise BadNotation(text, f"only spaces separate the words of an action, not {char!r}")
    return [word for word in text.split(" ") if word]
