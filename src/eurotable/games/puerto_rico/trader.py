"""Trader phase: each player may sell one good to the trading house.

Only kinds not yet in the house (Office: any kind); the house holds four goods and is
emptied at the end of the phase only when full. Trader +1, Small Market +1, Large Market +2.
"""

from __future__ import annotations

from typing import Final

from eurotable.games.puerto_rico.common import rotation
from eurotable.games.puerto_rico.data import (
    GOODS,
    HOUSE_CAPACITY,
    LARGE_MARKET,
    OFFICE,
    PRICES,
    SMALL_MARKET,
    TRADER,
)
from eurotable.games.puerto_rico.notation import PRAction, Verb, act
from eurotable.games.puerto_rico.state import PuertoRicoState, Step

PASS: Final = act(Verb.PASS)


def sale_price(state: PuertoRicoState, seat: int, good: int) -> int:
    """What ``seat`` gets for one barrel of ``good`` now (the trader's privilege counts
    during his trader phase only)."""
    player = state.seats[seat]
    return (
        PRICES[good]
        + (1 if seat == state.chooser and state.phase == TRADER else 0)
        + (1 if player.active(SMALL_MARKET) else 0)
        + (2 if player.active(LARGE_MARKET) else 0)
    )


def begin(state: PuertoRicoState) -> None:
    state.order = rotation(state, state.chooser)
    state.cursor = 0
    _next(state)


def legal(state: PuertoRicoState) -> list[PRAction]:
    player = state.seats[state.actor]
    office = player.active(OFFICE)
    actions = [
        act(Verb.SELL, g)
        for g in range(len(GOODS))
        if player.goods[g] > 0 and (office or g not in state.house)
    ]
    actions.append(PASS)
    return actions


def _next(state: PuertoRicoState) -> None:
    while state.cursor < len(state.order) and len(state.house) < HOUSE_CAPACITY:
        state.actor = state.order[state.cursor]
        if len(legal(state)) > 1:
            state.step = Step.TRADE
            return
        state.cursor += 1
    if len(state.house) == HOUSE_CAPACITY:
        for good in state.house:
            state.goods_supply[good] += 1
        state.house = []
        state.emit("trading-house-emptied")
    state.step = Step.DONE


def perform(state: PuertoRicoState, action: PRAction) -> None:
    seat = state.actor
    if action.verb is Verb.SELL:
        good = action.arg
        price = sale_price(state, seat, good)
        state.seats[seat].goods[good] -= 1
        state.seats[seat].doubloons += price
        state.house.append(good)
        state.emit("sell", seat, good=good, doubloons=price)
    else:
        state.emit("pass", seat)
    state.cursor += 1
    _next(state)
