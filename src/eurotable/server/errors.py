"""Refusals the service gives, each with the HTTP status it is answered with.

A refused request changes nothing: the service checks everything before it stores or
applies anything.
"""

from __future__ import annotations

from typing import Any

from eurotable.core.errors import shorten


class Refused(Exception):
    """A request the service does not carry out; ``str(error)`` says why, for people
    (quoting at most a short excerpt of what the request sent: see ``shorten``)."""

    status = 400

    def __init__(self, reason: str) -> None:
        super().__init__(shorten(reason))

    @property
    def fields(self) -> dict[str, Any]:
        """What the answer holds beside ``detail`` (for a program to read)."""
        return {}


class BadRequest(Refused):
    """The request is well formed but asks for something impossible (unknown game, bad
    option, illegal action, …)."""

    status = 422


class Unauthorized(Refused):
    """An action sent without a seat token."""

    status = 401


class Forbidden(Refused):
    """A seat token that does not belong to this game."""

    status = 403


class NotFound(Refused):
    """No game (or seat) with that id."""

    status = 404


class Conflict(Refused):
    """Not now: not your turn, the seat is taken, the game has not started or is over."""

    status = 409


class Rematched(Conflict):
    """A rematch asked of a game that has one already: the answer names it."""

    def __init__(self, reason: str, rematch: str) -> None:
        super().__init__(reason)
        self.rematch = rematch

    @property
    def fields(self) -> dict[str, Any]:
        return {"rematch": self.rematch}


class Unavailable(Refused):
    """The database failed to store a change; nothing was changed."""

    status = 503


class TooMany(Refused):
    """A client asked for more than its share (``Limits``): try again later."""

    status = 429
