"""Structured events emitted by rule effects.

An event says who did what with which amounts; logs, translations and recaps are built
from events, never from formatted strings. An event that reveals a secret (a card drawn,
a contract discarded) is private to one seat: only that seat's log shows it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Event:
    """One rule effect: ``kind`` names it, ``seat`` is who it concerns (None: nobody);
    ``private_to`` is the only seat allowed to see it (None: everybody)."""

    kind: str
    seat: int | None = None
    data: dict[str, Any] = field(default_factory=dict)
    private_to: int | None = None

    def visible_to(self, seat: int | None) -> bool:
        """Whether ``seat`` may see this event (``None``: an onlooker, who sees public ones)."""
        return self.private_to is None or self.private_to == seat

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "seat": self.seat,
            "data": dict(self.data),
            "private_to": self.private_to,
        }


def log_for(events: Iterable[Event], seat: int | None) -> list[Event]:
    """The events ``seat`` may see, in order."""
    return [event for event in events if event.visible_to(seat)]
