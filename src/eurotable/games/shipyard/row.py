"""The action row and the turn wheel (rulebook: Tah hráče, steps 1–3; Konec hry).

Position 0 of the row is the leading tile, next to the wheel. At the start of a regular
turn the tile a player chose last time (two turns ago with two players, the one with two
of his cubes) moves to the front, pushing the tiles before it one place back, and the
wheel turns one tooth; when the cube drops into the hole a countdown cube goes at the end
of that turn. The new action is any unoccupied tile but the leading one; the player earns
a guilder for every occupied tile in front of it, and takes the coins lying on it.
"""

from __future__ import annotations

from eurotable.games.shipyard.state import ShipyardState


def first_turns(state: ShipyardState) -> int:
    """Turns of each player that skip step 1: two with two players, else one."""
    return 2 if state.owners == 2 else 1


def who(state: ShipyardState, owner: int) -> int | None:
    """The seat of a cube owner, or None for an automaton."""
    return owner if owner < state.players else None


def advance(state: ShipyardState, owner: int) -> None:
    """Step 1: the tile of the previous turn goes to the front and the wheel turns."""
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
    state.lead_locked = True
    state.emit("advance", who(state, owner), owner=owner, action=row[0])
    state.wheel -= 1
    if state.wheel <= 0:
        state.wheel = state.ed.turn_wheel_teeth
        state.dropped = True
        state.emit("wheel-drop", None, cubes=state.cubes)


def available(state: ShipyardState) -> list[int]:
    """Row positions a cube may go on now."""
    return [
        p
        for p in range(len(state.row))
        if state.row_cubes[p] == 0
        and state.row[p] != state.spacer
        and not (p == 0 and state.lead_locked)
    ]


def last_position(state: ShipyardState) -> int:
    """The tile farthest from the wheel (the face-down subsidy tile does not count)."""
    return max(p for p in range(len(state.row)) if state.row[p] != state.spacer)


def income(state: ShipyardState, position: int) -> int:
    """A guilder per occupied tile in front of ``position``, and the coins lying on it."""
    return position - state.row_cubes[:position].count(0) + state.row_coins[position]


def place(state: ShipyardState, owner: int, position: int) -> None:
    count = 2 if state.owners == 2 and state.turns[owner] == 0 else 1
    state.row_owner[position] = owner
    state.row_cubes[position] = count


def coin(state: ShipyardState) -> None:
    """A guilder on the last tile when nobody's cube is on it (Státní zakázky a počítadlo)."""
    last = last_position(state)
    if state.row_cubes[last] == 0:
        state.row_coins[last] += 1
        state.bank -= 1
        state.emit("coin", None, action=state.row[last])
