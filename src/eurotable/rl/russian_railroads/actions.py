"""The Russian Railroads action catalogue: every text a game of N players can offer.

Built from the component data (``games.russian_railroads.data``) and the notation
grammar (docs/notation/russian-railroads.md), verb by verb in the notation's order. Each
verb lists what its argument can be in such a game and nothing more:

- ``place``: the board spaces printed for that player count, every engineer (any A or B
  tile can slide onto a variable space or the hiring space; the letterless one is only
  ever a player's own, from the engineer "?" card) and ``hire``;
- ``pay``: the ways the engine's payment rule (``spaces.payments``) offers to pay the
  worker and coin cost of each of those spaces, for every hand that can pay it;
- ``step``: each route with each colour it takes;
- ``put ROUTE L``: only a weaker locomotive is replaced, so L stops below the top level;
- ``repeat``: the spaces in play a repeat may copy (the engine's ``REPEATABLE``).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Final

from eurotable.games.russian_railroads.data import (
    BOARD_SPACES,
    BONUS_IDS,
    CARDS,
    COLOURS,
    ENGINEERS,
    HIRE,
    LEVELS,
    NOTCHES,
    ROUTES,
    START_BONUSES,
    TOKENS,
    Space,
)
from eurotable.games.russian_railroads.feasibility import REPEATABLE
from eurotable.games.russian_railroads.notation import AGAIN_CHOICES
from eurotable.games.russian_railroads.spaces import payments

MARKERS: Final = 2
"""Industry markers: the first, and the second one the second-marker "?" token brings."""
MOST_PIECES: Final = 3
"""A hand large enough to pay any space every way: no space costs more than three pieces
(checked by ``_payments`` against the data)."""


def spaces_in_play(players: int) -> tuple[Space, ...]:
    """Every space a worker or coin may go to in such a game, in ``SPACES`` order."""
    board = tuple(s for s in BOARD_SPACES if players in s.players)
    return (*board, *ENGINEERS, HIRE)


def _payments(players: int) -> Iterator[str]:
    """``pay`` texts in the notation's order of pieces; duplicates are dropped by the caller."""
    for space in spaces_in_play(players):
        assert space.workers + space.coins <= MOST_PIECES, space.id
        for hand in range(MOST_PIECES + 1):
            for black in (False, True):
                for coins in range(MOST_PIECES + 1):
                    for action in payments(hand, black, coins, space.workers, space.coins):
                        yield action.text


def _texts(players: int) -> Iterator[str]:
    in_play = spaces_in_play(players)
    yield from (f"place {s.id}" for s in in_play)
    yield "pass"
    yield from sorted(set(_payments(players)), key=_payment_order)
    yield from (
        f"step {colour} {route.id}"
        for c, colour in enumerate(COLOURS)
        for route in ROUTES
        if c < route.colours
    )
    yield from (f"marker {m}" for m in range(1, MARKERS + 1))
    yield "locomotive"
    yield "factory new"
    yield from (f"factory {level}" for level in range(1, LEVELS + 1))
    for route in ROUTES:
        yield f"put {route.id}"
        yield from (f"put {route.id} {level}" for level in range(1, LEVELS))
    yield "return"
    yield from (f"notch {n}" for n in range(1, len(NOTCHES) + 1))
    yield from (f"repeat {s.id}" for s in in_play if REPEATABLE[s.index])
    yield from (f"again {choice}" for choice in AGAIN_CHOICES)
    yield from (f"token {token}" for token in TOKENS)
    yield from (f"card {card}" for card in CARDS)
    yield from (f"bonus {card}" for card in BONUS_IDS)
    yield "bonus points"
    yield from (f"start {bonus}" for bonus in START_BONUSES)
    yield "done"


def _payment_order(text: str) -> tuple[int, int, int]:
    """Fewest pieces first, then black worker before workers before coins."""
    pieces = text.split()[1:]
    return (len(pieces), -pieces.count("black"), -pieces.count("worker"))


@cache
def action_texts(players: int) -> tuple[str, ...]:
    """The catalogue for a game of ``players``: index ``i`` is action id ``i``."""
    return tuple(_texts(players))
