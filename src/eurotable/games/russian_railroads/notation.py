"""Russian Railroads actions and their canonical notation (docs/notation/russian-railroads.md).

Every action the game can ever offer is built once here; ``parse`` looks texts up in
that table, so ``parse(str(a)) is a`` for every action. Verbs are plain integers so that
the rules can dispatch on them through tuples.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from eurotable.core.actions import Action, notation_words
from eurotable.core.errors import BadNotation
from eurotable.games.russian_railroads.data import (
    BONUS_IDS,
    CARDS,
    COLOURS,
    LEVELS,
    ROUTE_IDS,
    SPACES,
    START_BONUSES,
    TOKENS,
)
from eurotable.i18n import _

VERBS: Final[tuple[str, ...]] = (
    "place",
    "pass",
    "pay",
    "step",
    "marker",
    "locomotive",
    "factory",
    "put",
    "return",
    "notch",
    "repeat",
    "again",
    "token",
    "card",
    "bonus",
    "start",
    "done",
)
(
    PLACE,
    PASS,
    PAY,
    STEP,
    MARKER,
    LOCOMOTIVE,
    FACTORY,
    PUT,
    RETURN,
    NOTCH,
    REPEAT,
    AGAIN,
    TOKEN,
    CARD,
    BONUS,
    START,
    DONE,
) = range(len(VERBS))

AGAIN_CHOICES: Final[tuple[str, ...]] = ("doubler", "industry", "black")
BONUS_POINTS: Final = len(BONUS_IDS)
"""``bonus points``: ten points instead of an end-bonus card."""
NEW_FACTORY: Final = 0
"""``factory new``: flip the lowest locomotive of the supply into a factory."""


def _payments() -> tuple[tuple[int, int, int], ...]:
    """(black worker, other workers, coins) for every way to pay 1 to 3 pieces."""
    found = []
    for black in (0, 1):
        for workers in range(4):
            for coins in range(4):
                if 1 <= black + workers + coins <= 3:
                    found.append((black, workers, coins))
    return tuple(found)


PAYMENTS: Final[tuple[tuple[int, int, int], ...]] = _payments()
PAYMENT_INDEX: Final[dict[tuple[int, int, int], int]] = {p: i for i, p in enumerate(PAYMENTS)}


@dataclass(frozen=True, slots=True, eq=False)
class RRAction(Action):
    """A Russian Railroads action: a verb and one small integer argument.

    Every action is interned (``ALL_ACTIONS``; ``parse`` and ``act`` return those
    objects), so equality is identity: one action, one object, one text.
    """

    verb: int = PASS
    arg: int = 0

    # Written as methods (not ``__eq__ = object.__eq__``), which mypyc compiles.
    def __eq__(self, other: object) -> bool:
        return self is other

    def __hash__(self) -> int:
        return id(self)


def _text(verb: int, arg: int) -> str:
    name = VERBS[verb]
    if verb in (PLACE, REPEAT):
        return f"{name} {SPACES[arg].id}"
    if verb == PAY:
        black, workers, coins = PAYMENTS[arg]
        return " ".join([name] + ["black"] * black + ["worker"] * workers + ["coin"] * coins)
    if verb == STEP:
        colour, route = divmod(arg, len(ROUTE_IDS))
        return f"step {COLOURS[colour]} {ROUTE_IDS[route]}"
    if verb == MARKER:
        return f"marker {arg + 1}"
    if verb == FACTORY:
        return "factory new" if arg == NEW_FACTORY else f"factory {arg}"
    if verb == PUT:
        route, level = divmod(arg, 10)
        return f"put {ROUTE_IDS[route]}" + (f" {level}" if level else "")
    if verb == NOTCH:
        return f"notch {arg + 1}"
    if verb == AGAIN:
        return f"again {AGAIN_CHOICES[arg]}"
    if verb == TOKEN:
        return f"token {TOKENS[arg]}"
    if verb == CARD:
        return f"card {CARDS[arg]}"
    if verb == BONUS:
        return "bonus points" if arg == BONUS_POINTS else f"bonus {BONUS_IDS[arg]}"
    if verb == START:
        return f"start {START_BONUSES[arg]}"
    return name


def _arguments(verb: int) -> range | list[int]:
    if verb in (PLACE, REPEAT):
        return range(len(SPACES))
    if verb == PUT:
        return [r * 10 + level for r in range(len(ROUTE_IDS)) for level in range(LEVELS + 1)]
    sizes = {
        PAY: len(PAYMENTS),
        STEP: len(COLOURS) * len(ROUTE_IDS),
        MARKER: 2,
        FACTORY: LEVELS + 1,
        NOTCH: 5,
        AGAIN: len(AGAIN_CHOICES),
        TOKEN: len(TOKENS),
        CARD: len(CARDS),
        BONUS: len(BONUS_IDS) + 1,
        START: len(START_BONUSES),
    }
    return range(sizes.get(verb, 1))


ALL_ACTIONS: Final[tuple[RRAction, ...]] = tuple(
    RRAction(_text(verb, arg), verb, arg) for verb in range(len(VERBS)) for arg in _arguments(verb)
)
"""Every text of the notation, in a fixed order (the learning environments use the tighter
catalogue of ``eurotable.rl.russian_railroads``, which leaves out what a set-up cannot offer)."""

_BY_KEY: Final[dict[tuple[int, int], RRAction]] = {(a.verb, a.arg): a for a in ALL_ACTIONS}
_BY_TEXT: Final[dict[str, RRAction]] = {a.text: a for a in ALL_ACTIONS}


def act(verb: int, arg: int = 0) -> RRAction:
    """The interned action for a verb and argument."""
    return _BY_KEY[(verb, arg)]


def table(verb: int, size: int) -> tuple[RRAction, ...]:
    """The interned actions ``act(verb, 0) … act(verb, size - 1)`` as a tuple."""
    return tuple(act(verb, arg) for arg in range(size))


def parse(text: object) -> RRAction:
    """The action written ``text`` (extra spaces are ignored, nothing else is)."""
    words = notation_words(text)
    assert isinstance(text, str)  # anything else was refused by notation_words
    action = _BY_TEXT.get(" ".join(words))
    if action is None:
        verb = words[0] if words else ""
        if verb not in VERBS:
            raise BadNotation(
                text,
                _(
                    "unknown verb {verb}; verbs are {verbs}",
                    verb=repr(verb),
                    verbs=", ".join(VERBS),
                ),
            )
        raise BadNotation(text, _("{verb} does not take that argument", verb=repr(verb)))
    return action
