"""Exchange goods (rulebook: Burza).

The exchange cube moves exactly one space clockwise (paying for more is not allowed; the
start space is left for good). The player hands in one goods tile and, good by good,
sells it at the cube's price (plus one per matching trader) or swaps it for one item of
that good's table; two goods of the tile may never be swapped for the same item. Goods
are decided in the edition's order (coal, cloth, wheat; 1st edition: coal, iron, gold),
and identical goods in the order sell, then swaps in table order, so every outcome has
exactly one spelling. The traded tile goes to the used pile, which refills a goods
display left short at once.
"""

from __future__ import annotations

from typing import Final

from eurotable.games.shipyard.common import earn, gain
from eurotable.games.shipyard.displays import refill_goods
from eurotable.games.shipyard.notation import NAMES, SWAP_STRIDE, SYAction, Verb, act
from eurotable.games.shipyard.state import ShipyardState, Step

SELL: Final = -1


def move_cube(state: ShipyardState) -> None:
    state.exchange_pos = (state.exchange_pos + 1) % len(state.ed.exchange_prices)
    state.emit("exchange-cube", None, position=state.exchange_pos)


def price(state: ShipyardState, seat: int, good: int) -> int:
    employees = state.ed.employees
    traders = sum(1 for e in state.seats[seat].employees if employees[e].trade == good)
    return state.ed.exchange_prices[state.exchange_pos][good] + traders


def tile_choices(state: ShipyardState, seat: int) -> list[int]:
    """One goods tile per distinct content (the lowest-numbered), in the player's order."""
    tiles = state.ed.goods_tiles
    chosen: dict[tuple[int, ...], int] = {}
    for tile in sorted(state.seats[seat].goods):
        chosen.setdefault(tiles[tile].goods, tile)
    return list(chosen.values())


def begin(state: ShipyardState) -> bool:
    move_cube(state)
    choices = tile_choices(state, state.actor)
    if len(choices) == 1:
        return _start_tile(state, choices[0])
    state.step = Step.TRADE_TILE
    return False


def legal_tile(state: ShipyardState) -> list[SYAction]:
    shared = NAMES[state.ed.name].goods_tile
    return [act(Verb.TRADE, shared[t]) for t in tile_choices(state, state.actor)]


def perform_tile(state: ShipyardState, action: SYAction) -> bool:
    return _start_tile(state, NAMES[state.ed.name].goods_tile.index(action.arg))


def _start_tile(state: ShipyardState, tile: int) -> bool:
    seat = state.actor
    state.seats[seat].goods.remove(tile)
    state.trade_tile = tile
    state.trade_goods = list(state.ed.goods_tiles[tile].goods)
    state.trade_choices = []
    state.emit("trade-tile", seat, tile=state.ed.goods_tiles[tile].id)
    state.step = Step.TRADE_GOOD
    return False


def legal_good(state: ShipyardState) -> list[SYAction]:
    done = len(state.trade_choices)
    good = state.trade_goods[done]
    swaps = state.ed.swaps[good]
    names = NAMES[state.ed.name]
    shared = names.goods[good]
    floor = SELL
    if done and state.trade_goods[done - 1] == good:
        previous = state.trade_choices[-1]
        floor = SELL if previous == SELL else swaps.index(previous) + 1
    found = [act(Verb.SELL, shared)] if floor == SELL else []
    # Identical goods still to come must take swaps further along (sells come first).
    later = state.trade_goods[done + 1 :].count(good)
    found.extend(
        act(Verb.SWAP, shared * SWAP_STRIDE + names.piece[swaps[i]])
        for i in range(max(floor, 0), len(swaps) - later)
    )
    return found


def perform_good(state: ShipyardState, action: SYAction) -> bool:
    seat = state.actor
    good = state.trade_goods[len(state.trade_choices)]
    if action.verb is Verb.SELL:
        amount = price(state, seat, good)
        earn(state, seat, amount)
        state.trade_choices.append(SELL)
        state.emit("sell", seat, good=state.ed.goods[good], guilders=amount)
    else:
        piece = NAMES[state.ed.name].slot[action.arg % SWAP_STRIDE]
        gain(state, seat, piece)
        state.trade_choices.append(piece)
        state.emit("swap", seat, good=state.ed.goods[good], piece=state.ed.pieces[piece])
    if len(state.trade_choices) < len(state.trade_goods):
        return False
    state.goods_sold.append(state.trade_tile)
    state.trade_tile = -1
    state.trade_goods = []
    state.trade_choices = []
    refill_goods(state)  # a display left short takes the used tile at once (ruling 50)
    return True
