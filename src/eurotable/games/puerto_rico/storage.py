"""End of the captain phase: storage, emptying full ships, the VP-chip end trigger.

Each player keeps one barrel on his windrose; an occupied Small / Large Warehouse keeps
every barrel of 1 / 2 more kinds (3 with both). The player chooses the kinds: warehouse
kinds are named in ascending order, then the windrose barrel. The rest is lost.
"""

from __future__ import annotations

from eurotable.games.puerto_rico.common import rotation
from eurotable.games.puerto_rico.data import GOODS, LARGE_WAREHOUSE, SMALL_WAREHOUSE
from eurotable.games.puerto_rico.notation import PRAction, Verb, act
from eurotable.games.puerto_rico.state import Player, PuertoRicoState, Step


def warehouse_kinds(player: Player) -> int:
    return (1 if player.active(SMALL_WAREHOUSE) else 0) + (
        2 if player.active(LARGE_WAREHOUSE) else 0
    )


def _held(player: Player) -> list[int]:
    return [g for g in range(len(GOODS)) if player.goods[g] > 0]


def keeps_everything(player: Player) -> bool:
    held = _held(player)
    slots = warehouse_kinds(player)
    return len(held) <= slots or (
        len(held) == slots + 1 and any(player.goods[g] == 1 for g in held)
    )


def begin(state: PuertoRicoState) -> None:
    state.order = rotation(state, state.chooser)
    state.cursor = 0
    _next(state)


def _next(state: PuertoRicoState) -> None:
    while state.cursor < len(state.order):
        seat = state.order[state.cursor]
        player = state.seats[seat]
        if not keeps_everything(player):
            state.actor = seat
            state.protected = []
            state.store_left = warehouse_kinds(player)
            state.store_next = 0
            if not _forced(state):
                state.step = Step.STORE
                return
        state.cursor += 1
    _finish(state)


def _unprotected(state: PuertoRicoState, player: Player) -> list[int]:
    return [g for g in _held(player) if g not in state.protected]


def _forced(state: PuertoRicoState) -> bool:
    """Resolve the windrose choice when only one kind is left; True when done."""
    if state.store_left > 0:
        return False
    left = _unprotected(state, state.seats[state.actor])
    if len(left) > 1:
        return False
    _discard(state, left[0] if left else -1)
    return True


def legal(state: PuertoRicoState) -> list[PRAction]:
    player = state.seats[state.actor]
    left = _unprotected(state, player)
    if state.store_left > 0:
        return [
            act(Verb.WAREHOUSE, g)
            for g in left
            if g >= state.store_next
            and sum(1 for later in left if later > g) >= state.store_left - 1
        ]
    return [act(Verb.WINDROSE, g) for g in left]


def _discard(state: PuertoRicoState, windrose: int) -> None:
    player = state.seats[state.actor]
    lost = [0] * len(GOODS)
    for good in _unprotected(state, player):
        keep = 1 if good == windrose else 0
        lost[good] = player.goods[good] - keep
        player.goods[good] = keep
        state.goods_supply[good] += lost[good]
    state.emit("storage", state.actor, kept=player.goods[:], lost=lost)
    state.protected = []


def perform(state: PuertoRicoState, action: PRAction) -> None:
    if action.verb is Verb.WAREHOUSE:
        state.protected.append(action.arg)
        state.store_left -= 1
        state.store_next = action.arg + 1
        if not _forced(state):
            return
    else:
        _discard(state, action.arg)
    state.cursor += 1
    _next(state)


def _finish(state: PuertoRicoState) -> None:
    for ship, capacity in enumerate(state.ship_capacity):
        if state.ship_load[ship] == capacity:
            state.goods_supply[state.ship_good[ship]] += capacity
            state.emit("ship-emptied", None, ship=ship, good=state.ship_good[ship])
            state.ship_good[ship] = -1
            state.ship_load[ship] = 0
    if state.vp_supply <= 0 and not state.end_triggered:
        state.end_triggered = True
        state.emit("game-end-triggered", None, reason="vp-chips")
    state.step = Step.DONE
