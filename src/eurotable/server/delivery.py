"""What the notifications' queue hands to a channel (mail, a webhook), and what a channel
answers.

A ``Sender`` delivers one ``Outgoing`` message or says why not: ``TryLater`` when the
failure may pass (a timeout, a refused connection, a 5xx or 429 answer), and the queue
sends it again after a backoff (or the wait the other side asked for, if longer);
``Undeliverable`` when it never will (an address that is not allowed, a 4xx answer), and
the queue drops it. The text is already in the player's language; a sender only shapes
it for its channel.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True, slots=True)
class Outgoing:
    """One notification to deliver to one address of one account."""

    id: int
    """The queue's id of the message (unique, stable across restarts)."""
    channel: str
    """``"mail"`` or ``"webhook"``."""
    address: str
    """An email address or a webhook's URL."""
    subject: str
    """One line: a mail's subject, a webhook message's first line."""
    text: str
    """The message, plain text, in the player's language."""
    link: str
    """The absolute URL the message is about (a game's page), or ``""``."""
    unsubscribe: str
    """The absolute URL that turns this kind of message off, or ``""``."""
    attempts: int
    """How many times delivering it has failed before."""


class TryLater(Exception):
    """Delivering failed for a reason that may pass: send again after a while (at least
    ``after`` seconds when the other side said how long, as an HTTP ``Retry-After``)."""

    def __init__(self, reason: str = "", after: float | None = None) -> None:
        super().__init__(reason)
        self.after = after


class Undeliverable(Exception):
    """Delivering can never succeed: drop the message."""


class Sender(Protocol):
    """A channel: delivers a message or raises ``TryLater`` or ``Undeliverable``."""

    async def send(self, message: Outgoing) -> None: ...
