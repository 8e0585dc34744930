"""Typed errors raised by the kernel and the games.

Every error leaves the game state exactly as it was before the failing call.
"""

from __future__ import annotations


class EurotableError(Exception):
    """Base class of every error eurotable raises on purpose."""


class IllegalAction(EurotableError):
    """An action that the rules do not allow in the current state.

    ``code`` is a stable machine-readable identifier, ``reason`` a sentence for people.
    """

    def __init__(self, code: str, reason: str) -> None:
        super().__init__(f"{reason} [{code}]")
        self.code = code
        self.reason = reason


class BadNotation(EurotableError):
    """Text that is not the canonical notation of any action of the game."""

    def __init__(self, text: str, reason: str) -> None:
        super().__init__(f"cannot read action {text!r}: {reason}")
        self.text = text
        self.reason = reason


class BadRecord(EurotableError):
    """A game record that cannot be replayed.

    ``index`` is the position of the first bad action, or ``None`` when the header is bad.
    """

    def __init__(self, reason: str, index: int | None = None) -> None:
        where = "record header" if index is None else f"action #{index}"
        super().__init__(f"{where}: {reason}")
        self.index = index
        self.reason = reason


class BadPosition(EurotableError):
    """A JSON position that does not describe a valid state of the game."""


class BadOption(EurotableError):
    """An unknown game option, or a value the option does not accept."""


class UnknownGame(EurotableError):
    """A game name that is not in the registry."""
