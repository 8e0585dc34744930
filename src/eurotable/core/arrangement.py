"""Arrangements: a decision a seat makes as one picture and the engine takes as a row of
actions (Puerto Rico's mayor places colonists one at a time, in slot order).

A game that has such decisions describes the problem (``GameSpec.arrangement``) and
turns a wanted arrangement into the one sequence of its actions that makes it
(``GameSpec.arrange``), or refuses it with a reason for each place it cannot accept.
"""

from __future__ import annotations

from dataclasses import dataclass

from eurotable.core.errors import IllegalAction


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why an arrangement cannot be made: the place it concerns (``None``: the
    arrangement as a whole) and a sentence for people."""

    place: str | None
    reason: str


class BadArrangement(IllegalAction):
    """An arrangement the rules do not allow now; ``refusals`` says why, place by place."""

    def __init__(self, refusals: list[Refusal]) -> None:
        super().__init__("bad-arrangement", "; ".join(r.reason for r in refusals))
        self.refusals = refusals
