"""Typed errors raised by the kernel and the games.

Every error leaves the game state exactly as it was before the failing call.

Messages quote what a user typed or sent, but never more than a short excerpt of it: an
error is shown to people and sent back over the network, and a megabyte of action text
must not come back as a megabyte of refusal. Every message goes through ``shorten``
(in ``EurotableError``), which cuts each long quoted string down to its first
``EXCERPT`` characters, an ellipsis and its length; raise sites need not remember it.
"""

from __future__ import annotations

import ast
import re
from typing import Final

from eurotable.i18n import _

EXCERPT: Final = 40
"""How many characters of a quoted user text an error message shows at most."""

_QUOTED: Final = re.compile(r"""(?<![\w'"])(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")(?![\w'"])""")
"""A string literal as ``repr`` writes it (how messages quote input: ``{text!r}``), not
glued to a word (so the apostrophe of "the seat's" never opens one)."""
_COUNTED: Final = re.compile(r" \(\d+ characters\)")
"""What follows an ``excerpt``'s quote (so an excerpt is never cut again)."""


def excerpt(text: str, limit: int = EXCERPT) -> str:
    """``text`` quoted as ``repr`` does, cut to its first ``limit`` characters with an
    ellipsis and the whole length when it is longer: ``'xxxx…' (1000000 characters)``."""
    if len(text) <= limit:
        return repr(text)
    return f"{repr(text[:limit])[:-1]}…{repr(text[:limit])[-1]} ({len(text)} characters)"


def shorten(message: str, limit: int = EXCERPT) -> str:
    """``message`` with every quoted string longer than ``limit`` characters cut to an
    ``excerpt`` (short messages come back unchanged)."""
    if len(message) <= limit:
        return message

    def cut(match: re.Match[str]) -> str:
        literal = match.group(0)
        if len(literal) <= limit + 2 or _COUNTED.match(message, match.end()):
            return literal  # short, or already an excerpt
        try:
            value = ast.literal_eval(literal)
        except (ValueError, SyntaxError, MemoryError, RecursionError):
            value = literal[1:-1]
        return excerpt(value, limit) if isinstance(value, str) else literal

    return _QUOTED.sub(cut, message)


class EurotableError(Exception):
    """Base class of every error eurotable raises on purpose.

    A message given as text is ``shorten``-ed: quoted user input shows as an excerpt.
    """

    def __init__(self, *args: object) -> None:
        if args and isinstance(args[0], str):
            args = (shorten(args[0]), *args[1:])
        super().__init__(*args)


class IllegalAction(EurotableError):
    """An action that the rules do not allow in the current state.

    ``code`` is a stable machine-readable identifier, ``reason`` a sentence for people.
    """

    def __init__(self, code: str, reason: str) -> None:
        super().__init__(f"{reason} [{code}]")
        self.code = code
        self.reason = shorten(reason)


class BadNotation(EurotableError):
    """Text that is not the canonical notation of any action of the game.

    ``text`` is what was read, whole; the message and ``reason`` quote an excerpt of it.
    """

    def __init__(self, text: str, reason: str) -> None:
        self.text = text
        self.reason = shorten(reason)
        super().__init__(
            _("cannot read action {text}: {reason}", text=excerpt(text), reason=self.reason)
        )


class BadRecord(EurotableError):
    """A game record that cannot be replayed.

    ``index`` is the position of the first bad action, or ``None`` when the header is bad.
    """

    def __init__(self, reason: str, index: int | None = None) -> None:
        if index is None:
            super().__init__(_("record header: {reason}", reason=reason))
        else:
            super().__init__(_("action #{index}: {reason}", index=index, reason=reason))
        self.index = index
        self.reason = shorten(reason)


class BadPosition(EurotableError):
    """A JSON position that does not describe a valid state of the game."""


class BadOption(EurotableError):
    """An unknown game option, or a value the option does not accept."""


class UnknownGame(EurotableError):
    """A game name that is not in the registry."""
