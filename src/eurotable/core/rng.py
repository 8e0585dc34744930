"""Seeded random streams stored inside game states.

A stream is a counter-based generator: each draw builds a fresh ``random.Random`` seeded
from the text ``"<name>:<seed>:<draw number>"``. String seeds are hashed with SHA-512 by
the standard library, so the sequence is the same on every machine and Python version
that eurotable supports. The whole stream state is three plain values, which makes
clones free and positions easy to write to JSON.
"""

from __future__ import annotations

import random
from typing import Any, TypeVar

T = TypeVar("T")


class Stream:
    """One source of randomness (setup, a deck, …) with its own seed and draw counter."""

    __slots__ = ("draws", "name", "seed")

    def __init__(self, name: str, seed: int, draws: int = 0) -> None:
        self.name = name
        self.seed = seed
        self.draws = draws

    def _next(self) -> random.Random:
        generator = random.Random(f"{self.name}:{self.seed}:{self.draws}")
        self.draws += 1
        return generator

    def shuffle(self, items: list[T]) -> None:
        """Shuffle ``items`` in place (one draw)."""
        self._next().shuffle(items)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (one draw)."""
        return self._next().randrange(n)

    def copy(self) -> Stream:
        return Stream(self.name, self.seed, self.draws)

    def reseeded(self, seed: int) -> Stream:
        """The same stream with another seed: used by samplers to hide future draws."""
        return Stream(self.name, seed, self.draws)

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "seed": self.seed, "draws": self.draws}

    @classmethod
    def from_json(cls, data: Any) -> Stream:
        if not isinstance(data, dict):
            raise ValueError("a random stream must be an object")
        name, seed, draws = data.get("name"), data.get("seed"), data.get("draws")
        if not isinstance(name, str) or not isinstance(seed, int) or not isinstance(draws, int):
            raise ValueError("a random stream needs name (text), seed and draws (integers)")
        if draws < 0:
            raise ValueError("a random stream cannot have a negative draw count")
        return cls(name, seed, draws)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Stream) and (self.name, self.seed, self.draws) == (
            other.name,
            other.seed,
            other.draws,
        )

    def __hash__(self) -> int:
        return hash((self.name, self.seed, self.draws))

    def __repr__(self) -> str:
        return f"Stream({self.name!r}, seed={self.seed}, draws={self.draws})"


def derive_seed(seed: int, label: str) -> int:
    """A 64-bit seed for ``label`` derived from a game seed, stable across machines."""
    return random.Random(f"{label}:{seed}").getrandbits(64)
