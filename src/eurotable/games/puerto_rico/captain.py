"""Captain phase: compulsory loading, then storage, then full ships are emptied.

Loading goes round the table from the captain until nobody loads. A player who can load
must: one kind per turn, as much of it as fits, onto the ship that takes the most of it.
Wharf (once a phase, whenever its owner likes) ships all of one kind privately. Each
barrel is 1 VP; Harbor +1 per loading turn; the captain +1 with his first load.
"""

from __future__ import annotations

from typing import Final

from eurotable.games.puerto_rico import storage
from eurotable.games.puerto_rico.data import GOODS, HARBOR, WHARF
from eurotable.games.puerto_rico.notation import MAX_SHIPS, PRAction, Verb, act, load
from eurotable.games.puerto_rico.state import PuertoRicoState, Step

PASS: Final = act(Verb.PASS)


def begin(state: PuertoRicoState) -> None:
    state.cursor = 0
    state.streak = 0
    state.captain_bonus = False
    state.wharf_used = [0] * state.players
    _next(state)


def ship_choices(state: PuertoRicoState, good: int, amount: int) -> list[int]:
    """The ships that may take ``amount`` barrels of ``good`` under the loading rules."""
    if good in state.ship_good:
        ship = state.ship_good.index(good)
        return [ship] if state.ship_load[ship] < state.ship_capacity[ship] else []
    empty = [s for s, g in enumerate(state.ship_good) if g < 0]
    if not empty:
        return []
    best = max(min(state.ship_capacity[s], amount) for s in empty)
    return [s for s in empty if min(state.ship_capacity[s], amount) == best]


def legal(state: PuertoRicoState) -> list[PRAction]:
    seat = state.actor
    player = state.seats[seat]
    held = [g for g in range(len(GOODS)) if player.goods[g] > 0]
    actions = [load(g, s) for g in held for s in ship_choices(state, g, player.goods[g])]
    can_load = bool(actions)
    if player.active(WHARF) and not state.wharf_used[seat]:
        actions.extend(act(Verb.WHARF, g) for g in held)
    if actions and not can_load:
        actions.append(PASS)
    return actions


def _next(state: PuertoRicoState) -> None:
    while state.streak < state.players:
        state.actor = (state.chooser + state.cursor) % state.players
        if legal(state):
            state.step = Step.LOAD
            return
        state.streak += 1
        state.cursor += 1
    storage.begin(state)


def shipping_vp(state: PuertoRicoState, seat: int, barrels: int) -> int:
    """The VP a loading of ``barrels`` earns ``seat`` now: one per barrel, one for an
    occupied Harbor, one for the captain's first loading."""
    vp = barrels + (1 if state.seats[seat].active(HARBOR) else 0)
    if seat == state.chooser and not state.captain_bonus:
        vp += 1
    return vp


def _score(state: PuertoRicoState, seat: int, barrels: int) -> int:
    player = state.seats[seat]
    vp = shipping_vp(state, seat, barrels)
    if seat == state.chooser:
        state.captain_bonus = True
    player.vp += vp
    state.vp_supply -= vp
    return vp


def perform(state: PuertoRicoState, action: PRAction) -> None:
    seat = state.actor
    player = state.seats[seat]
    if action.verb is Verb.PASS:
        state.emit("pass", seat)
        state.streak += 1
    elif action.verb is Verb.WHARF:
        good = action.arg
        barrels = player.goods[good]
        player.goods[good] = 0
        state.goods_supply[good] += barrels
        state.wharf_used[seat] = 1
        vp = _score(state, seat, barrels)
        state.emit("wharf", seat, good=good, barrels=barrels, vp=vp)
        state.streak = 0
    else:
        good, ship = divmod(action.arg, MAX_SHIPS)
        barrels = min(player.goods[good], state.ship_capacity[ship] - state.ship_load[ship])
        player.goods[good] -= barrels
        state.ship_good[ship] = good
        state.ship_load[ship] += barrels
        vp = _score(state, seat, barrels)
        state.emit("load", seat, good=good, ship=ship, barrels=barrels, vp=vp)
        state.streak = 0
    state.cursor += 1
    _next(state)
