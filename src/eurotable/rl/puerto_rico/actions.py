"""The Puerto Rico action catalogue: every action a game with a given set-up can offer.

Built from the component tables (``data.py``) and the notation's constructors, in the
notation's verb order (role, hacienda, take, hospice, university, decline, keep, place,
build, extra, sell, load, wharf, warehouse, windrose, pass). Texts for components absent
from the set-up are left out: roles not among the set-up's role cards, cargo ships beyond
its ships, buildings (and the actions they grant) without a copy in its supply, tiles and
goods without a piece. The ``open_vp`` option changes nothing here.
"""

from __future__ import annotations

from functools import cache

from eurotable.games.puerto_rico.data import (
    BUILDINGS,
    GOODS,
    HACIENDA,
    HOSPICE,
    LARGE_WAREHOUSE,
    QUARRY,
    SETUPS,
    SMALL_WAREHOUSE,
    UNIVERSITY,
    WHARF,
    Setup,
)
from eurotable.games.puerto_rico.notation import ISLAND_SLOTS, PRAction, Verb, act, load


def _tiles(setup: Setup) -> list[int]:
    """Island tile kinds that exist: plantations with pieces, the quarry if there are any."""
    kinds = [g for g in range(len(GOODS)) if setup.plantations[g] > 0]
    return kinds + ([QUARRY] if setup.quarries > 0 else [])


def _buildings(setup: Setup) -> list[int]:
    return [b.index for b in BUILDINGS if setup.building_copies[b.index] > 0]


def _goods(setup: Setup) -> list[int]:
    return [g for g in range(len(GOODS)) if setup.goods[g] > 0]


def _actions(players: int) -> list[PRAction]:
    setup = SETUPS[players]
    buildings = set(_buildings(setup))
    tiles = _tiles(setup)
    goods = _goods(setup)
    plays: list[PRAction] = [act(Verb.ROLE, r) for r in sorted(set(setup.roles))]
    if HACIENDA in buildings:
        plays.append(act(Verb.HACIENDA))
    plays += [act(Verb.TAKE, t) for t in tiles]
    if HOSPICE in buildings:
        plays.append(act(Verb.HOSPICE))
    if UNIVERSITY in buildings:
        plays.append(act(Verb.UNIVERSITY))
    if HOSPICE in buildings or UNIVERSITY in buildings:
        plays.append(act(Verb.DECLINE))
    plays.append(act(Verb.KEEP))
    slots = tiles + [ISLAND_SLOTS + b for b in sorted(buildings)]
    plays += [act(Verb.PLACE, slot) for slot in slots]
    plays += [act(Verb.BUILD, b) for b in sorted(buildings)]
    for verb in (Verb.EXTRA, Verb.SELL):
        plays += [act(verb, g) for g in goods]
    plays += [load(g, ship) for g in goods for ship in range(len(setup.cargo_ships))]
    if WHARF in buildings:
        plays += [act(Verb.WHARF, g) for g in goods]
    if SMALL_WAREHOUSE in buildings or LARGE_WAREHOUSE in buildings:
        plays += [act(Verb.WAREHOUSE, g) for g in goods]
    plays += [act(Verb.WINDROSE, g) for g in goods]
    plays.append(act(Verb.PASS))
    return plays


@cache
def action_texts(players: int) -> tuple[str, ...]:
    """The catalogue for ``players`` (the same for either value of ``open_vp``)."""
    return tuple(str(a) for a in _actions(players))
