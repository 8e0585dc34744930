"""Builder phase: each player may build one building; the builder pays one less.

Occupied quarries lower the price by one each, at most as many as the building's column.
University puts a colonist on the building just built.
"""

from __future__ import annotations

from typing import Final

from eurotable.games.puerto_rico.common import colonist_available, rotation, take_colonist
from eurotable.games.puerto_rico.data import BUILDINGS, CITY_SPACES, QUARRY, UNIVERSITY
from eurotable.games.puerto_rico.notation import PRAction, Verb, act
from eurotable.games.puerto_rico.state import Player, PuertoRicoState, Step

PASS: Final = act(Verb.PASS)
BUILD_ACTIONS: Final = tuple(act(Verb.BUILD, b.index) for b in BUILDINGS)


def price(player: Player, building: int, is_builder: bool) -> int:
    """What ``player`` pays for ``building``: never below zero."""
    b = BUILDINGS[building]
    discount = min(player.occupied[QUARRY], b.column) + (1 if is_builder else 0)
    return max(0, b.cost - discount)


def begin(state: PuertoRicoState) -> None:
    state.order = rotation(state, state.chooser)
    state.cursor = 0
    _next(state)


def legal(state: PuertoRicoState) -> list[PRAction]:
    seat = state.actor
    player = state.seats[seat]
    room = CITY_SPACES - player.city_spaces()
    # A building is affordable when cost - discounts <= doubloons.
    budget = player.doubloons + (1 if seat == state.chooser else 0)
    quarries = player.occupied[QUARRY]
    actions = [
        BUILD_ACTIONS[b.index]
        for b in BUILDINGS
        if player.buildings[b.index] < 0
        and state.building_supply[b.index] > 0
        and b.cost - (quarries if quarries < b.column else b.column) <= budget
        and b.spaces <= room
    ]
    actions.append(PASS)
    return actions


def _next(state: PuertoRicoState) -> None:
    while state.cursor < len(state.order):
        state.actor = state.order[state.cursor]
        if len(legal(state)) > 1:
            state.step = Step.BUILD
            return
        state.cursor += 1
    state.step = Step.DONE


def _advance(state: PuertoRicoState) -> None:
    state.cursor += 1
    _next(state)


def perform(state: PuertoRicoState, action: PRAction) -> None:
    seat = state.actor
    player = state.seats[seat]
    if action.verb is Verb.PASS:
        state.emit("pass", seat)
        _advance(state)
        return
    building = action.arg
    cost = price(player, building, seat == state.chooser)
    player.doubloons -= cost
    player.buildings[building] = 0
    state.building_supply[building] -= 1
    state.emit("build", seat, building=building, cost=cost)
    if player.city_spaces() == CITY_SPACES and not state.end_triggered:
        state.end_triggered = True
        state.emit("game-end-triggered", seat, reason="city")
    if player.active(UNIVERSITY) and colonist_available(state):
        state.pending = building
        state.step = Step.UNIVERSITY
        return
    _advance(state)


def legal_university(state: PuertoRicoState) -> list[PRAction]:
    return [act(Verb.UNIVERSITY), act(Verb.DECLINE)]


def perform_university(state: PuertoRicoState, action: PRAction) -> None:
    if action.verb is Verb.UNIVERSITY:
        source = take_colonist(state)
        state.seats[state.actor].buildings[state.pending] = 1
        state.emit("university", state.actor, building=state.pending, source=source)
    state.pending = -1
    _advance(state)
