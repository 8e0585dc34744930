"""Actions: small immutable values with one canonical string each."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Action:
    """Base class of every game's actions.

    ``text`` is the canonical notation; a game's ``parse_action`` turns it back into the
    very same value, so ``spec.parse_action(str(a)) == a`` always holds.
    """

    text: str

    def __str__(self) -> str:
        return self.text
