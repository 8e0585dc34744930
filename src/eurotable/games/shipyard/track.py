"""The 1st edition's action track (HE מהלך תור, תור רגיל א–ג).

The eight (or seven) action cards travel round a closed track of spaces; the row lists the
spaces counted back from the leading card's (position 0), ``EMPTY`` where no card lies.
At the start of a turn the player's previous card goes to the space in front of the
leading card (so the head of the track moves one space a turn, and a lap is one turn per
space). One empty space must always stay in front of the leading card: cards left behind
that the head has caught up with are pushed forward, each pushing the next.

Income is a coin per other player's figure on the cards in front of the chosen one and,
when no other player's figure is behind it, a coin per three empty spaces between it and
the next card in front. With two players each has three figures: two on the card chosen
last, one on the card before it, which is the one that moves.
"""

from __future__ import annotations

from typing import Final

from eurotable.games.shipyard.data import ACTIONS
from eurotable.games.shipyard.state import ShipyardState

EMPTY: Final = -1
"""A track space without a card."""
GAP_PER_COIN: Final = 3


def move_to_head(state: ShipyardState, owner: int) -> None:
    """Step 1: the owner's previous card (with two players, the older one) takes the space
    in front of the leading card; its figure comes off."""
    row, owners, cubes, coins = state.row, state.row_owner, state.row_cubes, state.row_coins
    two = state.owners == 2
    position = next(p for p in range(len(row)) if owners[p] == owner and (not two or cubes[p] == 1))
    card = row[position]
    row[position] = EMPTY
    owners[position] = -1
    cubes[position] = 0
    for items, value in ((row, card), (owners, -1), (cubes, 0), (coins, 0)):
        items.pop()  # the space in front of the leading card, always empty
        items.insert(0, value)
    _push(state)


def _push(state: ShipyardState) -> None:
    """Keep the space in front of the leading card empty by pushing the cards there on."""
    row = state.row
    last = len(row) - 1
    if row[last] == EMPTY:
        return
    gap = last - 1
    while row[gap] != EMPTY:
        gap -= 1
    pushed = [ACTIONS[a] for a in row[gap + 1 :]]
    for items, blank in ((row, EMPTY), (state.row_owner, -1), (state.row_cubes, 0)):
        del items[gap]
        items.append(blank)
    del state.row_coins[gap]
    state.row_coins.append(0)
    state.emit("cards-pushed", None, actions=pushed)


def income(state: ShipyardState, position: int) -> int:
    """A coin per other figure in front, and a coin per three empty spaces in front when
    no other figure is behind (income: figures ahead + gap bonus)."""
    owner = state.owner
    row, owners, cubes = state.row, state.row_owner, state.row_cubes
    ahead = sum(cubes[q] for q in range(position) if owners[q] not in (-1, owner))
    if any(owners[q] not in (-1, owner) for q in range(position + 1, len(row))):
        return ahead
    return ahead + gap_ahead(state, position) // GAP_PER_COIN


def gap_ahead(state: ShipyardState, position: int) -> int:
    """Empty spaces between the card at ``position`` and the next card in front."""
    gap = 0
    q = position - 1
    while q > 0 and state.row[q] == EMPTY:
        gap += 1
        q -= 1
    return gap


def place(state: ShipyardState, owner: int, position: int) -> None:
    """The figure goes on the chosen card (two players: two figures, one of them from the
    card chosen last turn, which keeps one)."""
    count = 1
    if state.owners == 2:
        count = 2
        for p, who in enumerate(state.row_owner):
            if who == owner:
                state.row_cubes[p] = 1
    state.row_owner[position] = owner
    state.row_cubes[position] = count
