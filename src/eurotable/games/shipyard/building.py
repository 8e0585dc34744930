"""Build ships (rulebook: Stavba lodí): buy one to three ship tiles, placing each at once.

A tile is bought (``tile COLUMN ROW``) and then put on a free slot (``slot N``); prices
are those of the rows when the action began, and the display slides down only once the
action is over. Only tiles that have a legal slot and that the player can pay for are
offered; after the first tile the player may stop (``pass``). When a kind of tile has run
out entirely, a featureless stand-in of that kind is free (Konec hry, the note on running
out; in the 1st edition only in the final action and the last chance, HE השלמת ספינה).
The same two steps serve the last chance to finish a ship at the end of the game, where
only a tile that finishes a ship may be taken.
"""

from __future__ import annotations

from typing import Final

from eurotable.games.shipyard import displays, yard
from eurotable.games.shipyard.common import budget, pay
from eurotable.games.shipyard.data import KINDS
from eurotable.games.shipyard.notation import (
    DISPLAY_TILES,
    ROWS,
    YARD_SLOTS,
    SYAction,
    Verb,
    act,
    table,
)
from eurotable.games.shipyard.state import Mode, ShipyardState, Step

TILE_ACTIONS: Final = table(Verb.TILE, DISPLAY_TILES + 3)
SLOT_ACTIONS: Final = table(Verb.SLOT, YARD_SLOTS)
PASS: Final = act(Verb.PASS)
_COLUMNS_OF_KIND: Final = ((0,), (1, 2), (3,))


def price(state: ShipyardState, position: int) -> int:
    """The price of a display position (stand-ins are free)."""
    if position >= DISPLAY_TILES:
        return 0
    return state.ed.ship_row_prices[position % ROWS]


def _stand_in_available(state: ShipyardState, kind: int) -> bool:
    if state.ed.stand_ins == "end-only" and state.mode is Mode.REGULAR:
        return False
    if not displays.ship_stack_empty(state, kind):
        return False
    display = state.ship_display
    return all(
        display[column * ROWS + row] < 0 for column in _COLUMNS_OF_KIND[kind] for row in range(ROWS)
    )


def _slots(state: ShipyardState, seat: int, kind: int, completion: bool) -> list[int]:
    board = state.seats[seat].yard
    if completion:
        return yard.completing_slots(state.ed, board, kind)
    return yard.legal_slots(state.ed, board, kind)


def options(state: ShipyardState, seat: int, money: int, completion: bool = False) -> list[int]:
    """Display positions (and stand-ins, ``DISPLAY_TILES + kind``) the player may buy now."""
    ships = state.ed.ships
    if completion:
        placeable = [bool(_slots(state, seat, kind, True)) for kind in range(3)]
    else:
        placeable = [bool(s) for s in yard.slots_by_kind(state.ed, state.seats[seat].yard)]
    prices = state.ed.ship_row_prices
    found = [
        position
        for position, tile in enumerate(state.ship_display)
        if tile >= 0 and placeable[ships[tile].kind] and prices[position % ROWS] <= money
    ]
    found.extend(
        DISPLAY_TILES + kind
        for kind in range(3)
        if placeable[kind] and _stand_in_available(state, kind)
    )
    return found


def can_build(state: ShipyardState, seat: int, money: int) -> bool:
    """Some tile can be bought and placed (``options`` stopping at the first one)."""
    placeable = [bool(s) for s in yard.slots_by_kind(state.ed, state.seats[seat].yard)]
    if not any(placeable):
        return False
    ships = state.ed.ships
    prices = state.ed.ship_row_prices
    for position, tile in enumerate(state.ship_display):
        if tile >= 0 and prices[position % ROWS] <= money and placeable[ships[tile].kind]:
            return True
    return any(placeable[k] and _stand_in_available(state, k) for k in range(3))


def min_cost(state: ShipyardState, seat: int) -> int:
    """The least a build action can cost this player (for a bonus action taken first)."""
    found = options(state, seat, 10**6)
    return min(price(state, p) for p in found) if found else 0


def begin(state: ShipyardState) -> bool:
    state.bought = 0
    state.taken = []
    state.step = Step.BUILD_TILE
    return False


def legal_tile(state: ShipyardState) -> list[SYAction]:
    completion = state.mode is Mode.COMPLETION
    found = [
        TILE_ACTIONS[p] for p in options(state, state.actor, budget(state, state.actor), completion)
    ]
    if state.bought or completion:
        found.append(PASS)
    return found


def legal_slot(state: ShipyardState) -> list[SYAction]:
    kind = state.ed.ships[state.picked].kind
    return [
        SLOT_ACTIONS[s] for s in _slots(state, state.actor, kind, state.mode is Mode.COMPLETION)
    ]


def _finish(state: ShipyardState) -> bool:
    if state.bought:
        displays.refill_ships(state)
    state.picked = -1
    state.picked_from = -1
    return True


def perform_tile(state: ShipyardState, action: SYAction) -> bool:
    if action is PASS:
        if not state.bought:
            state.emit("no-completion", state.actor)
        return _finish(state)
    seat = state.actor
    position = action.arg
    cost = price(state, position)
    if position >= DISPLAY_TILES:
        tile = state.ed.virtual[position - DISPLAY_TILES]
    else:
        tile = state.ship_display[position]
        state.ship_display[position] = -1
        state.taken.append(position)
    pay(state, seat, cost)
    state.picked = tile
    state.picked_from = position
    state.emit("buy-tile", seat, **_tile_data(state, tile), position=position, cost=cost)
    slots = legal_slot(state)
    if len(slots) == 1:
        return _place(state, slots[0].arg)
    state.step = Step.BUILD_SLOT
    return False


def perform_slot(state: ShipyardState, action: SYAction) -> bool:
    return _place(state, action.arg)


def _tile_data(state: ShipyardState, tile: int) -> dict[str, object]:
    """A ship tile as events name it: its id and kind (``stand_in`` for a featureless
    stand-in)."""
    ship = state.ed.ships[tile]
    return {"tile": ship.id, "tile_kind": KINDS[ship.kind], "stand_in": tile >= state.ed.real_ships}


def _place(state: ShipyardState, slot: int) -> bool:
    seat = state.actor
    state.seats[seat].yard[slot] = state.picked
    state.emit("place-tile", seat, **_tile_data(state, state.picked), slot=slot)
    state.picked = -1
    state.bought += 1
    if state.mode is Mode.COMPLETION or state.bought >= state.ed.max_tiles_per_build:
        return _finish(state)
    if not options(state, seat, budget(state, seat)):
        return _finish(state)
    state.step = Step.BUILD_TILE
    return False
