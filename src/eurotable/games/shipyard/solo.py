"""The two automata of the solo game (rulebook: Sólová hra).

On an automaton's turn its tile moves to the front as usual, then solo tiles are turned
until one shows an action whose tile is free (the leading tile is not free: ruling); the
special tile sends it to the last tile of the row. Its cube goes there. In its first turn
that is all. Later it acts with the number on the back of the new top face-down tile (the
printed board number when the stack has just run out, after which all eight tiles are
shuffled again): wheels move that many spaces (a 0 uses its bracket number), the exchange
cube always one; from the ship display a whole row goes, from the goods and canal
displays one tile (0: the price-0 one, 1: the first price-1 one, 2: the first price-2
one). Removed tiles leave the game. Automata pay and earn nothing: coins on their tile go
back to the bank.
"""

from __future__ import annotations

from eurotable.games.shipyard import displays, employees, exchange, row, wheels
from eurotable.games.shipyard.data import (
    ACTIONS,
    BUILD,
    CANAL,
    CREW,
    EMPLOYEE,
    EQUIPMENT,
    EXCHANGE,
    GOODS,
    LAST_TILE,
)
from eurotable.games.shipyard.notation import ROWS
from eurotable.games.shipyard.state import ShipyardState


def _flip(state: ShipyardState) -> tuple[int, int]:
    """Turn the top solo tile; its action and the number that goes with it."""
    tile = state.solo_stack.pop()
    state.solo_faceup.append(tile)
    tiles = state.ed.solo_tiles
    if state.solo_stack:
        top = tiles[state.solo_stack[-1]]
        number = top.number or top.bracket
        state.solo_number = top.number
    else:
        number = state.solo_number = state.ed.solo_board_number
        state.solo_stack = list(range(len(tiles)))
        state.solo_faceup = []
        state.streams["solo"].shuffle(state.solo_stack)
        state.emit("solo-reshuffled", None)
    face = tiles[tile].action
    name = "last" if face == LAST_TILE else ACTIONS[face]
    state.emit("solo-flip", None, action=name, number=state.solo_number)
    return tiles[tile].action, number


def _target(state: ShipyardState, action: int) -> int:
    position = row.last_position(state) if action == LAST_TILE else state.row.index(action)
    return position if position in row.available(state) else -1


def turn(state: ShipyardState) -> None:
    """One whole automaton turn (the caller ends it)."""
    owner = state.owner
    first = state.turns[owner] == 0
    if not first:
        row.advance(state, owner)
    while True:
        action, number = _flip(state)
        position = _target(state, action)
        if position >= 0:
            break
    coins = state.row_coins[position]
    if coins:
        state.row_coins[position] = 0
        state.bank += coins
    row.place(state, owner, position)
    chosen = state.row[position]
    state.emit("automaton-action", None, owner=owner, action=ACTIONS[chosen], coins=coins)
    if not first:
        _act(state, chosen, number)


def _act(state: ShipyardState, action: int, number: int) -> None:
    tile_number = state.solo_number
    if action == CREW:
        wheels.move(state, True, number)
    elif action == EQUIPMENT:
        wheels.move(state, False, number)
    elif action == EMPLOYEE:
        employees.move(state, number)
    elif action == EXCHANGE:
        exchange.move_cube(state)
    elif action == BUILD:
        _remove_ship_row(state, tile_number)
    elif action == GOODS:
        index = _index(state.ed.goods_prices, tile_number)
        if 0 <= index < len(state.goods_display):
            tile = state.goods_display.pop(index)
            state.removed_goods.append(tile)
            tile_id = state.ed.goods_tiles[tile].id
            state.emit("automaton-removes", None, display="goods", tiles=[tile_id])
            displays.refill_goods(state)
    elif action == CANAL:
        index = _index(state.ed.canal_prices, tile_number)
        if 0 <= index < len(state.canal_display):
            canal = state.canal_display.pop(index)
            state.removed_canals.append(canal)
            canal_id = state.ed.canals[canal].id
            state.emit("automaton-removes", None, display="canals", tiles=[canal_id])
            displays.refill_canals(state)


def _index(prices: tuple[int, ...], number: int) -> int:
    return prices.index(number) if number in prices else -1


def _remove_ship_row(state: ShipyardState, number: int) -> None:
    line = _index(state.ed.ship_row_prices, number)
    if line < 0:
        return
    removed = []
    for column in range(4):
        position = column * ROWS + line
        tile = state.ship_display[position]
        if tile >= 0:
            removed.append(tile)
            state.removed_ships.append(tile)
            state.ship_display[position] = -1
    ids = [state.ed.ships[t].id for t in removed]
    state.emit("automaton-removes", None, display="ships", tiles=ids)
    displays.refill_ships(state)
