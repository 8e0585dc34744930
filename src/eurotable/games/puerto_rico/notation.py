"""Puerto Rico actions and their canonical notation (docs/notation/puerto-rico.md).

Every action the game can ever offer is built once here; ``parse`` looks texts up in
that table, so ``parse(str(a)) is a`` for every action.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Final

from eurotable.core.actions import Action, notation_words
from eurotable.core.errors import BadNotation
from eurotable.games.puerto_rico.data import BUILDINGS, GOODS, ROLES, TILES
from eurotable.i18n import _

MAX_SHIPS: Final = 3


class Verb(IntEnum):
    ROLE = 0
    HACIENDA = 1
    TAKE = 2
    HOSPICE = 3
    UNIVERSITY = 4
    DECLINE = 5
    KEEP = 6
    PLACE = 7
    BUILD = 8
    EXTRA = 9
    SELL = 10
    LOAD = 11
    WHARF = 12
    WAREHOUSE = 13
    WINDROSE = 14
    PASS = 15


@dataclass(frozen=True, slots=True)
class PRAction(Action):
    """A Puerto Rico action: a verb and one small integer argument."""

    verb: Verb = Verb.PASS
    arg: int = 0


SLOTS: Final[tuple[str, ...]] = (*TILES, *(b.id for b in BUILDINGS))
"""Mayor slots: the six island tile kinds, then the buildings in table order."""
ISLAND_SLOTS: Final = len(TILES)


def _text(verb: Verb, arg: int) -> str:
    if verb is Verb.ROLE:
        return f"role {ROLES[arg]}"
    if verb is Verb.TAKE:
        return f"take {TILES[arg]}"
    if verb is Verb.PLACE:
        return f"place {SLOTS[arg]}"
    if verb is Verb.BUILD:
        return f"build {BUILDINGS[arg].id}"
    if verb is Verb.LOAD:
        good, ship = divmod(arg, MAX_SHIPS)
        return f"load {GOODS[good]} {ship + 1}"
    if verb in (Verb.EXTRA, Verb.SELL, Verb.WHARF, Verb.WAREHOUSE, Verb.WINDROSE):
        return f"{verb.name.lower()} {GOODS[arg]}"
    return verb.name.lower()


def _arguments(verb: Verb) -> range:
    sizes = {
        Verb.ROLE: len(ROLES),
        Verb.TAKE: len(TILES),
        Verb.PLACE: len(SLOTS),
        Verb.BUILD: len(BUILDINGS),
        Verb.LOAD: len(GOODS) * MAX_SHIPS,
        Verb.EXTRA: len(GOODS),
        Verb.SELL: len(GOODS),
        Verb.WHARF: len(GOODS),
        Verb.WAREHOUSE: len(GOODS),
        Verb.WINDROSE: len(GOODS),
    }
    return range(sizes.get(verb, 1))


ALL_ACTIONS: Final[tuple[PRAction, ...]] = tuple(
    PRAction(_text(verb, arg), verb, arg) for verb in Verb for arg in _arguments(verb)
)
"""Every text of the notation, in a fixed order (the learning environments use the tighter
catalogue of ``eurotable.rl.puerto_rico``, which leaves out what a set-up cannot offer)."""

_BY_VERB: Final[tuple[tuple[PRAction, ...], ...]] = tuple(
    tuple(a for a in ALL_ACTIONS if a.verb is verb) for verb in Verb
)
"""The interned actions by verb, then argument (indexing is cheaper than hashing)."""
_BY_TEXT: Final[dict[str, PRAction]] = {a.text: a for a in ALL_ACTIONS}


def act(verb: Verb, arg: int = 0) -> PRAction:
    """The interned action for a verb and argument."""
    return _BY_VERB[verb][arg]


def load(good: int, ship: int) -> PRAction:
    return _BY_VERB[Verb.LOAD][good * MAX_SHIPS + ship]


def parse(text: object) -> PRAction:
    """The action written ``text`` (extra spaces are ignored, nothing else is)."""
    words = notation_words(text)
    assert isinstance(text, str)  # anything else was refused by notation_words
    action = _BY_TEXT.get(" ".join(words))
    if action is None:
        verb = words[0] if words else ""
        known = sorted({a.text.split()[0] for a in ALL_ACTIONS})
        if verb not in known:
            raise BadNotation(
                text,
                _(
                    "unknown verb {verb}; verbs are {verbs}",
                    verb=repr(verb),
                    verbs=", ".join(known),
                ),
            )
        raise BadNotation(text, _("{verb} does not take that argument", verb=repr(verb)))
    return action
