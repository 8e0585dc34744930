"""Shipyard actions and their canonical notation (docs/notation/shipyard.md).

Every action the game can ever offer is built once here; ``parse`` looks texts up in
that table, so ``parse(str(a)) is a`` for every action. Named things (pieces, goods,
employees, contracts, canal tiles, goods tiles) are numbered in one list shared by every
edition; ``Names`` converts between that numbering and an edition's own.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Final

from eurotable.core.actions import Action, notation_words
from eurotable.core.errors import BadNotation
from eurotable.games.shipyard.data import ACTIONS, EDITIONS, Edition
from eurotable.i18n import _

COLUMNS: Final = ("bow", "mid-a", "mid-b", "stern")
ROWS: Final = 5
DISPLAY_TILES: Final = len(COLUMNS) * ROWS
"""Ship display positions: ``column * ROWS + row``, row 0 the free bottom row."""
VIRTUAL_NAMES: Final = ("virtual-bow", "virtual-middle", "virtual-stern")
YARD_SLOTS: Final = 9
DISPLAY_SLOTS: Final = 5
COORDINATES: Final = range(-1, 25)
"""Canal grid coordinates an action may name (positions are renumbered from 0)."""
SPACES_PER_CANAL: Final = 8
MAX_BOOST: Final = 40


class Verb(IntEnum):
    ACTION = 0
    BONUS = 1
    PASS = 2
    TILE = 3
    SLOT = 4
    CANAL = 5
    AT = 6
    GOODS = 7
    EQUIPMENT = 8
    CREW = 9
    HIRE = 10
    TRADE = 11
    SELL = 12
    SWAP = 13
    LAUNCH = 14
    ADD = 15
    READY = 16
    BOOST = 17
    START = 18
    MOVE = 19
    DISCARD = 20
    LATER = 21
    """Before the main action: decide on a bonus action after it."""


@dataclass(frozen=True, slots=True)
class SYAction(Action):
    """A Shipyard action: a verb and one small integer argument."""

    verb: Verb = Verb.PASS
    arg: int = 0


def _union(lists: list[list[str]]) -> tuple[str, ...]:
    names: dict[str, None] = {}
    for items in lists:
        names.update(dict.fromkeys(items))
    return tuple(names)


_EDITIONS: Final = list(EDITIONS.values())
PIECE_NAMES: Final = _union([list(ed.pieces) for ed in _EDITIONS])
GOODS_NAMES: Final = _union([list(ed.goods) for ed in _EDITIONS])
SWAP_STRIDE: Final = 16
"""``swap`` arguments are ``good * SWAP_STRIDE + piece`` (shared numbers; a power of two
above the number of pieces, so ``arg % 8`` is the piece for the first eight)."""
EMPLOYEE_IDS: Final = _union([[e.id for e in ed.employees] for ed in _EDITIONS])
CONTRACT_IDS: Final = _union([[c.id for c in ed.contracts] for ed in _EDITIONS])
CANAL_IDS: Final = _union([[c.id for c in ed.canals] for ed in _EDITIONS])
GOODS_TILE_IDS: Final = _union([[g.id for g in ed.goods_tiles] for ed in _EDITIONS])
SPACE_NAMES: Final = _union([[n for c in ed.canals for n in c.names] for ed in _EDITIONS])


@dataclass(frozen=True, slots=True)
class Names:
    """One edition's numbering of named things against the shared one: ``piece[slot]`` is
    the shared number of the edition's piece in that slot, ``slot[shared]`` the way back
    (-1 for a piece the edition does not have); goods likewise."""

    piece: tuple[int, ...]
    slot: tuple[int, ...]
    goods: tuple[int, ...]
    good: tuple[int, ...]
    employee: tuple[int, ...]
    contract: tuple[int, ...]
    canal: tuple[int, ...]
    goods_tile: tuple[int, ...]


def _back(shared: tuple[int, ...], size: int) -> tuple[int, ...]:
    return tuple(shared.index(i) if i in shared else -1 for i in range(size))


def _names(ed: Edition) -> Names:
    piece = tuple(PIECE_NAMES.index(p) for p in ed.pieces)
    goods = tuple(GOODS_NAMES.index(g) for g in ed.goods)
    return Names(
        piece=piece,
        slot=_back(piece, len(PIECE_NAMES)),
        goods=goods,
        good=_back(goods, len(GOODS_NAMES)),
        employee=tuple(EMPLOYEE_IDS.index(e.id) for e in ed.employees),
        contract=tuple(CONTRACT_IDS.index(c.id) for c in ed.contracts),
        canal=tuple(CANAL_IDS.index(c.id) for c in ed.canals),
        goods_tile=tuple(GOODS_TILE_IDS.index(g.id) for g in ed.goods_tiles),
    )


NAMES: Final[dict[str, Names]] = {name: _names(ed) for name, ed in EDITIONS.items()}


def _tile_text(arg: int) -> str:
    if arg >= DISPLAY_TILES:
        return f"tile {VIRTUAL_NAMES[arg - DISPLAY_TILES]}"
    column, row = divmod(arg, ROWS)
    return f"tile {COLUMNS[column]} {row + 1}"


def at_arg(x: int, y: int, rotation: int) -> int:
    width = len(COORDINATES)
    return ((x - COORDINATES.start) * width + (y - COORDINATES.start)) * 4 + rotation


def at_parts(arg: int) -> tuple[int, int, int]:
    width = len(COORDINATES)
    cell, rotation = divmod(arg, 4)
    x, y = divmod(cell, width)
    return x + COORDINATES.start, y + COORDINATES.start, rotation


def _space_text(arg: int) -> str:
    canal, space = divmod(arg, SPACES_PER_CANAL)
    return f"{CANAL_IDS[canal].lower()} {SPACE_NAMES[space]}"


def _text(verb: Verb, arg: int) -> str:
    name = verb.name.lower()
    if verb in (Verb.ACTION, Verb.BONUS):
        return f"{name} {ACTIONS[arg]}"
    if verb is Verb.TILE:
        return _tile_text(arg)
    if verb in (Verb.SLOT, Verb.CANAL, Verb.GOODS, Verb.LAUNCH):
        return f"{name} {arg + 1}"
    if verb is Verb.AT:
        x, y, rotation = at_parts(arg)
        return f"at {x} {y} r{rotation}"
    if verb in (Verb.EQUIPMENT, Verb.CREW, Verb.ADD):
        return f"{name} {PIECE_NAMES[arg]}"
    if verb is Verb.HIRE:
        return f"hire {EMPLOYEE_IDS[arg].lower()}"
    if verb is Verb.TRADE:
        return f"trade {GOODS_TILE_IDS[arg].lower()}"
    if verb is Verb.SELL:
        return f"sell {GOODS_NAMES[arg]}"
    if verb is Verb.SWAP:
        good, piece = divmod(arg, SWAP_STRIDE)
        return f"swap {GOODS_NAMES[good]} {PIECE_NAMES[piece]}"
    if verb is Verb.BOOST:
        return f"boost {arg}"
    if verb in (Verb.START, Verb.MOVE):
        return f"{name} {_space_text(arg)}"
    if verb is Verb.DISCARD:
        return f"discard {CONTRACT_IDS[arg].lower()}"
    return name


def _arguments(verb: Verb) -> list[int]:
    if verb in (Verb.ACTION, Verb.BONUS):
        return list(range(len(ACTIONS)))
    if verb is Verb.TILE:
        return list(range(DISPLAY_TILES + len(VIRTUAL_NAMES)))
    if verb in (Verb.SLOT, Verb.LAUNCH):
        return list(range(YARD_SLOTS))
    if verb in (Verb.CANAL, Verb.GOODS):
        return list(range(DISPLAY_SLOTS))
    if verb is Verb.AT:
        return [at_arg(x, y, r) for x in COORDINATES for y in COORDINATES for r in range(4)]
    if verb in (Verb.EQUIPMENT, Verb.CREW):
        return sorted(
            {
                PIECE_NAMES.index(ed.pieces[p])
                for ed in _EDITIONS
                for p in (ed.crew_wheel if verb is Verb.CREW else ed.equipment_wheel)
            }
        )
    if verb is Verb.ADD:
        return list(range(len(PIECE_NAMES)))
    if verb is Verb.HIRE:
        return list(range(len(EMPLOYEE_IDS)))
    if verb is Verb.TRADE:
        return list(range(len(GOODS_TILE_IDS)))
    if verb is Verb.SELL:
        return list(range(len(GOODS_NAMES)))
    if verb is Verb.SWAP:
        return [
            g * SWAP_STRIDE + p for g in range(len(GOODS_NAMES)) for p in range(len(PIECE_NAMES))
        ]
    if verb is Verb.BOOST:
        return list(range(MAX_BOOST + 1))
    if verb in (Verb.START, Verb.MOVE):
        return [
            c * SPACES_PER_CANAL + SPACE_NAMES.index(n)
            for ed in _EDITIONS
            for c, canal in zip(NAMES[ed.name].canal, ed.canals, strict=True)
            for n in canal.names
        ]
    if verb is Verb.DISCARD:
        return list(range(len(CONTRACT_IDS)))
    return [0]


def _build() -> tuple[SYAction, ...]:
    table: dict[tuple[Verb, int], SYAction] = {}
    for verb in Verb:
        for arg in _arguments(verb):
            table.setdefault((verb, arg), SYAction(_text(verb, arg), verb, arg))
    return tuple(table.values())


ALL_ACTIONS: Final[tuple[SYAction, ...]] = _build()
"""Every text of the notation, in a fixed order (the learning environments use the tighter
catalogue of ``eurotable.rl.shipyard``, which leaves out what a set-up cannot offer)."""

_BY_KEY: Final[dict[tuple[Verb, int], SYAction]] = {(a.verb, a.arg): a for a in ALL_ACTIONS}
_BY_TEXT: Final[dict[str, SYAction]] = {a.text: a for a in ALL_ACTIONS}


def act(verb: Verb, arg: int = 0) -> SYAction:
    """The interned action for a verb and argument."""
    return _BY_KEY[(verb, arg)]


def table(verb: Verb, size: int) -> tuple[SYAction, ...]:
    """The interned actions ``verb 0 … size-1`` (for arguments that are plain indices)."""
    return tuple(act(verb, arg) for arg in range(size))


def space_arg(canal_shared: int, space_name: str) -> int:
    return canal_shared * SPACES_PER_CANAL + SPACE_NAMES.index(space_name)


def parse(text: object) -> SYAction:
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
