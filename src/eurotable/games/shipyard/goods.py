"""Purchase goods (rulebook: Nákup zboží): buy one of the goods tiles on display."""

from __future__ import annotations

from typing import Final

from eurotable.games.shipyard.common import budget, pay
from eurotable.games.shipyard.displays import refill_goods
from eurotable.games.shipyard.notation import DISPLAY_SLOTS, SYAction, Verb, table
from eurotable.games.shipyard.state import ShipyardState, Step

PICK_ACTIONS: Final = table(Verb.GOODS, DISPLAY_SLOTS)


def options(state: ShipyardState, money: int) -> list[int]:
    prices = state.ed.goods_prices
    return [i for i in range(len(state.goods_display)) if prices[i] <= money]


def min_cost(state: ShipyardState) -> int:
    return state.ed.goods_prices[0] if state.goods_display else 0


def begin(state: ShipyardState) -> bool:
    state.step = Step.GOODS
    return False


def legal(state: ShipyardState) -> list[SYAction]:
    return [PICK_ACTIONS[i] for i in options(state, budget(state, state.actor))]


def perform(state: ShipyardState, action: SYAction) -> bool:
    seat = state.actor
    slot = action.arg
    cost = state.ed.goods_prices[slot]
    tile = state.goods_display.pop(slot)
    pay(state, seat, cost)
    state.seats[seat].goods.append(tile)
    state.emit("buy-goods", seat, tile=state.ed.goods_tiles[tile].id, cost=cost)
    refill_goods(state)
    return True
