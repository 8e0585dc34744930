"""The displays of ship tiles, goods tiles and canals: sliding down and refilling.

Ship tiles (rulebook: Stavba lodí): four columns of five, the bottom row free; bought
tiles leave gaps, the rest slide down and the stacks refill the top. Both middle columns
draw from the middle stack I, then II. When a stack's last tile is laid out the game ends
early (Konec hry). Goods and canals: one column of five, refilled from the top; an empty
stack is made again from the sold goods tiles, or from the used and discarded canals.
Their supply never runs out (Konec hry: "Zásoba všech ostatních částí herního materiálu
… je neomezená"), so a display left short because nothing was left is refilled as soon
as a tile reaches a used or discard pile (ruling 50): it is never short while used
tiles wait.
"""

from __future__ import annotations

from eurotable.games.shipyard.data import BOW, STERN
from eurotable.games.shipyard.notation import ROWS
from eurotable.games.shipyard.state import ShipyardState

END_COUNTDOWN, END_SHIPS = 1, 2


def trigger_end(state: ShipyardState, reason: int) -> None:
    if not state.end_triggered:
        state.end_triggered = True
        state.end_reason = reason
        state.emit("game-end-triggered", None, reason="countdown" if reason == 1 else "ship tiles")


def _draw_ship(state: ShipyardState, column: int) -> int:
    if column == 0:
        stack, final = state.bows, True
    elif column == 3:
        stack, final = state.sterns, True
    elif state.middles_1:
        stack, final = state.middles_1, False
    else:
        stack, final = state.middles_2, True
    if not stack:
        return -1
    tile = stack.pop()
    if not stack and final:
        trigger_end(state, END_SHIPS)
    return tile


def refill_ships(state: ShipyardState) -> None:
    """Slide every column down over its gaps and refill the top from the stacks."""
    display = state.ship_display
    for column in range(4):
        base = column * ROWS
        kept = [t for t in display[base : base + ROWS] if t >= 0]
        while len(kept) < ROWS:
            tile = _draw_ship(state, column)
            if tile < 0:
                break
            kept.append(tile)
        kept.extend([-1] * (ROWS - len(kept)))
        display[base : base + ROWS] = kept
    state.taken = []


def ship_stack_empty(state: ShipyardState, kind: int) -> bool:
    if kind == BOW:
        return not state.bows
    if kind == STERN:
        return not state.sterns
    return not state.middles_1 and not state.middles_2


def refill_goods(state: ShipyardState) -> None:
    """Fill the goods display's gaps from the stack, the stack made again from the sold
    tiles when it is empty (Nákup zboží). Called whenever a tile leaves the display and
    whenever a sold tile reaches the used pile."""
    while len(state.goods_display) < len(state.ed.goods_prices):
        if not state.goods_stack:
            if not state.goods_sold:
                return
            state.goods_stack = state.goods_sold
            state.goods_sold = []
            state.streams["goods"].shuffle(state.goods_stack)
            state.emit("goods-reshuffled", None, tiles=len(state.goods_stack))
        state.goods_display.append(state.goods_stack.pop())


def refill_canals(state: ShipyardState) -> None:
    """Fill the canal display's gaps from the stack, the stack made again from every
    player's used canals and the discarded ones when it is empty (Pronájem kanálu; ruling
    51). Called whenever a canal leaves the display and whenever canals reach a used or
    discard pile on a cruise."""
    while len(state.canal_display) < len(state.ed.canal_prices):
        if not state.canal_stack:
            pile = state.canal_discard
            for player in state.seats:
                pile.extend(player.used)
                player.used = []
            if not pile:
                return
            state.canal_stack = pile
            state.canal_discard = []
            state.streams["canals"].shuffle(state.canal_stack)
            state.emit(
                "canals-reshuffled",
                None,
                tiles=len(state.canal_stack),
                used=[p.used_count for p in state.seats],
            )
        state.canal_display.append(state.canal_stack.pop())
