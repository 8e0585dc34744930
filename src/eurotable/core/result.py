"""Final results: scores, breakdowns, tie-break values and shared places."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Result:
    """The outcome of a finished game.

    ``places[seat]`` is 1 for a winner; seats still tied after the tie-break share a place.
    """

    scores: tuple[int, ...]
    breakdown: tuple[dict[str, int], ...]
    tiebreak: tuple[int, ...]
    places: tuple[int, ...]

    def __reduce__(self) -> tuple[type[Result], tuple[Any, ...]]:
        # Pickled by its constructor: a compiled frozen class is not unpickled field by
        # field (tournament workers send results back).
        return (Result, (self.scores, self.breakdown, self.tiebreak, self.places))

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(seat for seat, place in enumerate(self.places) if place == 1)

    def to_json(self) -> dict[str, Any]:
        return {
            "scores": list(self.scores),
            "breakdown": [dict(b) for b in self.breakdown],
            "tiebreak": list(self.tiebreak),
            "places": list(self.places),
            "winners": list(self.winners),
        }


def rank(keys: Sequence[tuple[int, ...]]) -> tuple[int, ...]:
    """Competition ranking (1, 1, 3, …) by descending keys; equal keys share a place."""
    places = []
    for key in keys:
        places.append(1 + sum(1 for other in keys if other > key))
    return tuple(places)


def make_result(breakdown: Sequence[dict[str, int]], tiebreak: Sequence[int]) -> Result:
    """A result whose score is the sum of each seat's breakdown, ranked with the tie-break."""
    scores = tuple(sum(parts.values()) for parts in breakdown)
    places = rank([(score, tb) for score, tb in zip(scores, tiebreak, strict=True)])
    return Result(
        scores=scores,
        breakdown=tuple(dict(parts) for parts in breakdown),
        tiebreak=tuple(tiebreak),
        places=places,
    )
