"""The action row and the turn wheel (rulebook: Tah hráče, steps 1–3; Konec hry).

Position 0 of the row is the leading tile, next to the wheel. At the start of a regular
turn the tile a player chose last time (two turns ago with two players, the one with two
of his cubes) moves to the front, pushing the tiles before it one place back, and the
wheel turns one tooth; when the cube drops into the hole a countdown cube goes at the end
of that turn. The new action is any unoccupied tile but the leading one; the player earns
a guilder for every occupied tile in front of it, and takes the coins lying on it.

The 1st edition's action track (``track.py``) keeps the same row, counted back from the
leading card, with empty spaces; a lap of its leading card plays the wheel's part.
"""

from __future__ import annotations

from eurotable.games.shipyard import track
from eurotable.games.shipyard.data import ACTIONS
from eurotable.games.shipyard.state import ShipyardState


def first_turns(state: ShipyardState) -> int:
    """Turns of each player that skip step 1: two with two players, else one."""
    return 2 if state.owners == 2 else 1


def who(state: ShipyardState, owner: int) -> int | None:
    """The seat of a cube owner, or None for an automaton."""
    return owner if owner < state.players else None


def advance(state: ShipyardState, owner: int) -> None:
    """Step 1: the tile of the previous turn goes to the front and the wheel turns."""
    if state.ed.action_row == "track":
        track.move_to_head(state, owner)
    else:
        _move_to_front(state, owner)
    state.lead_locked = True
    state.emit("advance", who(state, owner), owner=owner, action=ACTIONS[state.row[0]])
    state.wheel -= 1
    if state.wheel <= 0:
        state.wheel = state.ed.turn_wheel_teeth
        state.dropped = True
        lap = state.ed.action_row == "track"  # the leading card reached the start point
        state.emit("lap" if lap else "wheel-drop", None, cubes=state.cubes)


def _move_to_front(state: ShipyardState, owner: int) -> None:
    row, owners, cubes, coins = state.row, state.row_owner, state.row_cubes, state.row_coins
    two = state.owners == 2
    position = next(p for p in range(len(row)) if owners[p] == owner and (not two or cubes[p] == 2))
    for items in (row, owners, cubes, coins):
        items.insert(0, items.pop(position))
    owners[0] = -1
    cubes[0] = 0
    if two:
        other = next(p for p in range(len(row)) if owners[p] == owner)
        cubes[other] = 2


def available(state: ShipyardState) -> list[int]:
    """Row positions a cube may go on now."""
    return [
        p
        for p in range(len(state.row))
        if state.row_cubes[p] == 0
        and state.row[p] >= 0
        and state.row[p] != state.spacer
        and not (p == 0 and state.lead_locked)
    ]


def last_position(state: ShipyardState) -> int:
    """The tile farthest from the wheel (the face-down subsidy tile does not count)."""
    return max(p for p in range(len(state.row)) if state.row[p] != state.spacer)


def income(state: ShipyardState, position: int) -> int:
    """The income for choosing the tile at ``position`` now."""
    if state.ed.income_rule == "figures-and-gaps":
        return track.income(state, position)
    # A guilder per occupied tile in front, and the coins lying on the tile.
    return position - state.row_cubes[:position].count(0) + state.row_coins[position]


def place(state: ShipyardState, owner: int, position: int) -> None:
    if state.ed.action_row == "track":
        track.place(state, owner, position)
        return
    count = 2 if state.owners == 2 and state.turns[owner] == 0 else 1
    state.row_owner[position] = owner
    state.row_cubes[position] = count


def coin(state: ShipyardState) -> None:
    """A guilder on the last tile when nobody's cube is on it (Státní zakázky a počítadlo)."""
    if not state.ed.last_tile_coin:
        return
    last = last_position(state)
    if state.row_cubes[last] == 0:
        state.row_coins[last] += 1
        state.bank -= 1
        state.emit("coin", None, action=ACTIONS[state.row[last]])
