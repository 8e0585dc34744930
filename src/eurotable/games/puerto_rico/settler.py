"""Settler phase: each player may take one plantation; the settler may take a quarry.

Buildings: Hacienda (an extra face-down tile first), Construction Hut (a quarry instead
of a plantation), Hospice (a colonist onto the tile taken).
"""

from __future__ import annotations

from typing import Final

from eurotable.games.puerto_rico.common import colonist_available, rotation, take_colonist
from eurotable.games.puerto_rico.data import (
    CONSTRUCTION_HUT,
    HACIENDA,
    HOSPICE,
    ISLAND_SPACES,
    QUARRY,
    TILES,
)
from eurotable.games.puerto_rico.notation import PRAction, Verb, act
from eurotable.games.puerto_rico.state import PuertoRicoState, Step

PASS: Final = act(Verb.PASS)
TAKE: Final[tuple[PRAction, ...]] = tuple(act(Verb.TAKE, kind) for kind in range(len(TILES)))


def begin(state: PuertoRicoState) -> None:
    state.order = rotation(state, state.chooser)
    state.cursor = 0
    _next(state)


def _free_spaces(state: PuertoRicoState, seat: int) -> int:
    return ISLAND_SPACES - sum(state.seats[seat].island)


def draw_tile(state: PuertoRicoState) -> int | None:
    """The top face-down plantation; the discards are reshuffled when the stack is empty."""
    if not state.stack:
        if not state.discards:
            return None
        state.stack = state.discards
        state.discards = []
        state.streams["plantations"].shuffle(state.stack)
        state.emit("plantations-reshuffled", None, tiles=len(state.stack))
    return state.stack.pop()


def legal(state: PuertoRicoState) -> list[PRAction]:
    seat = state.actor
    player = state.seats[seat]
    actions = []
    if not state.hacienda_drawn and player.active(HACIENDA) and (state.stack or state.discards):
        actions.append(act(Verb.HACIENDA))
    face_up = [False] * len(TAKE)
    for kind in state.face_up:
        face_up[kind] = True
    for kind in range(len(TAKE)):
        if face_up[kind]:
            actions.append(TAKE[kind])
    if state.quarries > 0 and (seat == state.chooser or player.active(CONSTRUCTION_HUT)):
        actions.append(act(Verb.TAKE, QUARRY))
    actions.append(PASS)
    return actions


def _has_choice(state: PuertoRicoState, seat: int) -> bool:
    if _free_spaces(state, seat) == 0:
        return False
    state.actor = seat
    state.hacienda_drawn = False
    return len(legal(state)) > 1


def _next(state: PuertoRicoState) -> None:
    while state.cursor < len(state.order):
        if _has_choice(state, state.order[state.cursor]):
            state.step = Step.SETTLE
            return
        state.cursor += 1
    _finish(state)


def _advance(state: PuertoRicoState) -> None:
    state.cursor += 1
    _next(state)


def _finish(state: PuertoRicoState) -> None:
    """Unused face-up plantations are discarded and players + 1 new ones turned up."""
    state.discards.extend(state.face_up)
    state.face_up = []
    for _ in range(state.players + 1):
        tile = draw_tile(state)
        if tile is None:
            break
        state.face_up.append(tile)
    state.step = Step.DONE


def perform(state: PuertoRicoState, action: PRAction) -> None:
    seat = state.actor
    player = state.seats[seat]
    if action.verb is Verb.HACIENDA:
        tile = draw_tile(state)
        assert tile is not None
        player.island[tile] += 1
        state.hacienda_drawn = True
        state.emit("hacienda", seat, tile=tile)
        if _free_spaces(state, seat) == 0 or legal(state) == [PASS]:
            _advance(state)
        return
    if action.verb is Verb.PASS:
        state.emit("pass", seat)
        _advance(state)
        return
    tile = action.arg
    if tile == QUARRY:
        state.quarries -= 1
    else:
        state.face_up.remove(tile)
    player.island[tile] += 1
    state.emit("settle", seat, tile=tile)
    if player.active(HOSPICE) and colonist_available(state):
        state.pending = tile
        state.step = Step.HOSPICE
        return
    _advance(state)


def legal_hospice(state: PuertoRicoState) -> list[PRAction]:
    return [act(Verb.HOSPICE), act(Verb.DECLINE)]


def perform_hospice(state: PuertoRicoState, action: PRAction) -> None:
    if action.verb is Verb.HOSPICE:
        source = take_colonist(state)
        state.seats[state.actor].occupied[state.pending] += 1
        state.emit("hospice", state.actor, tile=state.pending, source=source)
    state.pending = -1
    _advance(state)
