"""Laying out feature names: each block asks for its names once and keeps the offsets.

Encoding then writes into a zeroed vector at those offsets, so the names and the vector
cannot drift apart: both come from the same calls.
"""

from __future__ import annotations

from collections.abc import Iterable


class Fields:
    """The feature names laid out so far."""

    def __init__(self) -> None:
        self.names: list[str] = []

    def one(self, name: str) -> int:
        """A single feature; its offset."""
        self.names.append(name)
        return len(self.names) - 1

    def onehot(self, name: str, labels: Iterable[object]) -> int:
        """``name=label`` for each label (a categorical); the offset of the first."""
        start = len(self.names)
        self.names.extend(f"{name}={label}" for label in labels)
        return start

    def group(self, name: str, labels: Iterable[object]) -> int:
        """``name.label`` for each label; the offset of the first."""
        start = len(self.names)
        self.names.extend(f"{name}.{label}" for label in labels)
        return start


def seat_labels(players: int, owners: int) -> tuple[str, ...]:
    """Cube owners as seen from a seat: ``me``, ``opp1`` … in play order, then the solo
    game's automata."""
    seats = ["me", *(f"opp{k}" for k in range(1, players))]
    return (*seats, *(f"automaton{k}" for k in range(1, owners - players + 1)))


def relative(owner: int, seat: int, players: int) -> int:
    """The index of a cube owner (a seat or an automaton) in ``seat_labels``."""
    return (owner - seat) % players if owner < players else owner
