"""Craftsman phase: everybody produces; the craftsman then takes one extra good.

Production of a kind is the smaller of occupied plantations and occupied production
circles (corn needs no building). Goods come from a limited supply, in turn order.
Factory pays 0/1/2/3/5 doubloons for 1/2/3/4/5 kinds actually produced.
"""

from __future__ import annotations

from eurotable.games.puerto_rico.common import rotation
from eurotable.games.puerto_rico.data import CORN, FACTORY, FACTORY_BONUS, GOODS, PRODUCTION_BY_GOOD
from eurotable.games.puerto_rico.notation import PRAction, Verb, act
from eurotable.games.puerto_rico.state import Player, PuertoRicoState, Step


def capacity(player: Player, good: int) -> int:
    """How many barrels of ``good`` the player's occupied island and buildings make."""
    if good == CORN:
        return player.occupied[CORN]
    circles = sum(max(player.buildings[b], 0) for b in PRODUCTION_BY_GOOD[good])
    return min(player.occupied[good], circles)


def begin(state: PuertoRicoState) -> None:
    craftsman = state.chooser
    made_by_craftsman: list[int] = []
    for seat in rotation(state, craftsman):
        player = state.seats[seat]
        made = [0] * len(GOODS)
        for good in range(len(GOODS)):
            made[good] = min(capacity(player, good), state.goods_supply[good])
            state.goods_supply[good] -= made[good]
            player.goods[good] += made[good]
        state.emit("produce", seat, goods=made)
        kinds = sum(1 for m in made if m > 0)
        if player.active(FACTORY) and FACTORY_BONUS[kinds]:
            player.doubloons += FACTORY_BONUS[kinds]
            state.emit("factory", seat, doubloons=FACTORY_BONUS[kinds], kinds=kinds)
        if seat == craftsman:
            made_by_craftsman = made
    state.actor = craftsman
    choices = [g for g, m in enumerate(made_by_craftsman) if m > 0 and state.goods_supply[g] > 0]
    if len(choices) == 1:
        _extra(state, choices[0])
    elif choices:
        state.step = Step.EXTRA
        return
    state.step = Step.DONE


def legal(state: PuertoRicoState) -> list[PRAction]:
    # Supplies only shrink during this phase, so a kind the craftsman can make that is
    # still in supply is exactly a kind he received this phase.
    player = state.seats[state.actor]
    return [
        act(Verb.EXTRA, g)
        for g in range(len(GOODS))
        if capacity(player, g) > 0 and state.goods_supply[g] > 0
    ]


def _extra(state: PuertoRicoState, good: int) -> None:
    state.goods_supply[good] -= 1
    state.seats[state.actor].goods[good] += 1
    state.emit("craftsman-privilege", state.actor, good=good)


def perform(state: PuertoRicoState, action: PRAction) -> None:
    _extra(state, action.arg)
    state.step = Step.DONE
