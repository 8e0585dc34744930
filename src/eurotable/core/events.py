"""Structured events emitted by rule effects.

An event says who did what with which amounts; logs, translations and recaps are built
from events, never from formatted strings.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Event:
    """One rule effect: ``kind`` names it, ``seat`` is who it concerns (None: nobody)."""

    kind: str
    seat: int | None = None
    data: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "seat": self.seat, "data": dict(self.data)}
