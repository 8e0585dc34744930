"""The Shipyard action catalogue: every action a game with a given set-up can offer.

Built from the edition's data file (``data.py``) and the notation's constructors, verb by
verb in the notation's order (action, bonus, pass, tile, slot, canal, at, goods,
equipment, crew, hire, trade, sell, swap, launch, add, ready, boost, start, move,
discard). What the set-up can never offer is left out:

- the subsidy tile when it is out of play (1st edition: in the box; 2nd: face down);
- pieces not on the crew or equipment wheel, goods and swaps of the other edition;
- goods tiles nobody can hold (starting tiles left in the box);
- bow slots a ship cannot start from (``launch``), boosts above the most the helmsman and
  the rigger can ever give, canal spaces on no side (``start``);
- canal squares no system can reach (below), rotations no canal tile has;
- contracts when the set-up never discards, and outside the beginner sets in a beginner
  game.

Canal squares: a system is one connected group of ``k`` tiles renumbered so its top-left
is ``0 0``; a connected group spanning ``w`` columns and ``h`` rows has at least
``w + h - 1`` tiles, so a new square ``x y`` with ``x, y >= 0`` has ``x + y <= k``, and
one at ``-1 y`` (or ``x -1``) has ``y <= k - 1``. ``k`` is at most the number of canal
tiles less the one being laid.
"""

from __future__ import annotations

from functools import cache
from typing import Final

from eurotable.core.options import Options
from eurotable.games.shipyard.data import ACTIONS, EDITIONS, SAIL, SUBSIDY, Edition
from eurotable.games.shipyard.notation import (
    DISPLAY_TILES,
    MAX_BOOST,
    NAMES,
    SWAP_STRIDE,
    VIRTUAL_NAMES,
    SYAction,
    Verb,
    act,
    at_arg,
    space_arg,
)
from eurotable.games.shipyard.spec import edition_options

SHORTEST_SHIP: Final = 3
"""A bow, a middle and a stern (rulebook: Stavba lodí); ``yard.finished`` asks the same."""


def set_up(options: Options) -> tuple[Edition, str]:
    """The edition and the contract mode a game with these (resolved) options plays."""
    effective = edition_options(dict(options))
    return EDITIONS[str(effective["edition"])], str(effective["contracts"])


def actions_in_play(ed: Edition, players: int) -> list[int]:
    """The action tiles a seat can choose (the subsidy only when it is in play)."""
    return [a for a in range(len(ACTIONS)) if a != SUBSIDY or players in ed.subsidy_players]


def canal_squares(ed: Edition) -> list[tuple[int, int]]:
    """Every square ``x y`` a canal can be laid on (see the module notes)."""
    most = len(ed.canals) - 1
    inside = [(x, y) for x in range(most + 1) for y in range(most + 1 - x)]
    west = [(-1, y) for y in range(most)]
    north = [(x, -1) for x in range(most)]
    return sorted(inside + west + north)


def holdable_goods_tiles(ed: Edition, players: int) -> list[int]:
    """Goods tiles a player can hold: those for sale and the starting tiles dealt."""
    starting = [g.index for g in ed.goods_tiles if g.start][:players]
    return [g.index for g in ed.goods_tiles if not g.start or g.index in starting]


def most_boost(ed: Edition) -> int:
    """The most extra speed the helmsman and the rigger can give one ship.

    The rigger adds per pair of sails; a ship holds at most its black mounts in sails
    (the best bow, the best ``max_middles`` middles, the best stern) plus what a sail
    builder lets it carry. The notation stops at ``MAX_BOOST``, and so does the engine.
    """
    real = ed.ships[: ed.real_ships]
    best = [sorted((t.black_mounts for t in real if t.kind == k), reverse=True) for k in range(3)]
    mounts = best[0][0] + sum(best[1][: ed.max_middles]) + best[2][0]
    carried = sum(e.carry_count for e in ed.employees if e.carry == SAIL)
    sails = mounts + carried
    boost = sum(e.speed + e.speed_per_sail_pair * (sails // 2) for e in ed.employees)
    return min(boost, MAX_BOOST)


def launch_slots(ed: Edition) -> int:
    """Slots a finished ship's bow can lie on: all but the last ``SHORTEST_SHIP - 1``."""
    return ed.yard_slots - SHORTEST_SHIP + 1


def discardable(ed: Edition, players: int, mode: str) -> list[int]:
    """Contracts a player may have to discard in this set-up."""
    if not ed.discards[mode].get(players):
        return []
    if mode == "beginner":
        return sorted({c for chosen in ed.fixed_sets for c in chosen})
    return [c.index for c in ed.contracts]


def _spaces(ed: Edition, sides_only: bool) -> list[int]:
    names = NAMES[ed.name]
    return sorted(
        space_arg(names.canal[canal.index], name)
        for canal in ed.canals
        for space, name in enumerate(canal.names)
        if not sides_only or canal.space_edge[0][space] >= 0
    )


def _catalogue(ed: Edition, players: int, mode: str) -> list[SYAction]:
    names = NAMES[ed.name]
    chosen = actions_in_play(ed, players)
    plays = [act(Verb.ACTION, a) for a in chosen]
    plays += [act(Verb.BONUS, a) for a in chosen]
    plays += [act(Verb.LATER), act(Verb.PASS)]
    plays += [act(Verb.TILE, p) for p in range(DISPLAY_TILES + len(VIRTUAL_NAMES))]
    plays += [act(Verb.SLOT, s) for s in range(ed.yard_slots)]
    plays += [act(Verb.CANAL, i) for i in range(len(ed.canal_prices))]
    rotations = sorted({r for canal in ed.canals for r in canal.rotations})
    plays += [act(Verb.AT, at_arg(x, y, r)) for x, y in canal_squares(ed) for r in rotations]
    plays += [act(Verb.GOODS, i) for i in range(len(ed.goods_prices))]
    plays += [act(Verb.EQUIPMENT, names.piece[p]) for p in sorted(ed.equipment_wheel)]
    plays += [act(Verb.CREW, names.piece[p]) for p in sorted(ed.crew_wheel)]
    plays += [act(Verb.HIRE, names.employee[e.index]) for e in ed.employees]
    plays += [act(Verb.TRADE, names.goods_tile[g]) for g in holdable_goods_tiles(ed, players)]
    plays += [act(Verb.SELL, names.goods[g]) for g in range(len(ed.goods))]
    plays += [
        act(Verb.SWAP, names.goods[g] * SWAP_STRIDE + names.piece[p])
        for g, swaps in enumerate(ed.swaps)
        for p in swaps
    ]
    plays += [act(Verb.LAUNCH, s) for s in range(launch_slots(ed))]
    plays += [act(Verb.ADD, names.piece[p]) for p in range(len(ed.pieces))]
    plays.append(act(Verb.READY))
    plays += [act(Verb.BOOST, b) for b in range(most_boost(ed) + 1)]
    plays += [act(Verb.START, arg) for arg in _spaces(ed, sides_only=True)]
    plays += [act(Verb.MOVE, arg) for arg in _spaces(ed, sides_only=False)]
    plays += [act(Verb.DISCARD, names.contract[c]) for c in discardable(ed, players, mode)]
    return plays


@cache
def _texts(edition: str, players: int, mode: str) -> tuple[str, ...]:
    return tuple(str(a) for a in _catalogue(EDITIONS[edition], players, mode))


def action_texts(players: int, options: Options) -> tuple[str, ...]:
    """The catalogue for ``players`` and resolved ``options`` (``employees`` changes
    nothing)."""
    ed, mode = set_up(options)
    return _texts(ed.name, players, mode)
