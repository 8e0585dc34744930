"""Bots: players that see only their seat's observation and the legal actions.

``make_bot("random", seed)`` builds a bot by name; ``bot_names()`` lists the names.
A game seats its bots with ``bots_for_seats`` and seeds each from ``seat_seed``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from eurotable.bots.base import Bot, Decision, decision_for
from eurotable.bots.random_bot import RandomBot
from eurotable.core.errors import EurotableError
from eurotable.core.rng import derive_seed

__all__ = [
    "DEFAULT_BOT",
    "BadBot",
    "Bot",
    "Decision",
    "bot_names",
    "bots_for_seats",
    "decision_for",
    "make_bot",
    "seat_seed",
]

DEFAULT_BOT = RandomBot.name
"""The bot used when none is named."""

_FACTORIES: dict[str, Callable[[int], Bot]] = {
    RandomBot.name: RandomBot,
}


class BadBot(EurotableError):
    """An unknown bot name, or a list of bots that does not fit the seats."""


def bot_names() -> list[str]:
    """The names of every available bot."""
    return list(_FACTORIES)


def make_bot(name: str, seed: int) -> Bot:
    """A new bot called ``name`` with its own seeded generator; raises ``BadBot``."""
    return _factory(name)(seed)


def _factory(name: str) -> Callable[[int], Bot]:
    factory = _FACTORIES.get(name)
    if factory is None:
        known = ", ".join(_FACTORIES)
        raise BadBot(f"unknown bot {name!r} (known bots: {known})")
    return factory


def bots_for_seats(names: Sequence[str], players: int) -> list[str]:
    """One known bot name per seat: a single name fills every seat; raises ``BadBot``."""
    for name in names:
        _factory(name)
    if len(names) == 1:
        return list(names) * players
    if len(names) != players:
        raise BadBot(f"give one bot for every seat or one per seat ({players}), not {len(names)}")
    return list(names)


def seat_seed(game_seed: int, seat: int) -> int:
    """The seed of the bot in ``seat`` of the game seeded ``game_seed`` (stable everywhere)."""
    return derive_seed(game_seed, f"bot-seat-{seat}")
