"""Rent a canal (rulebook: Pronájem kanálu) and the geometry of a player's canal system.

Canal tiles lie on a square grid. A new tile must touch the system on at least one side
(the first one starts it) and may be turned (docs/rulings/shipyard.md); tiles never move
afterwards. Coordinates are renumbered after every change so the system's top-left tile
is at (0, 0). Spaces on a tile's side connect to the space on the touching side of the
neighbouring tile, when that tile has a channel there. In the 1st edition the ship token
is put on one of the end points of the first canal as it is laid (``start CANAL SPACE``,
asked only when there is a choice); the first cruise starts there.
"""

from __future__ import annotations

from typing import Final

from eurotable.games.shipyard.common import budget, pay
from eurotable.games.shipyard.data import DX, DY
from eurotable.games.shipyard.displays import refill_canals
from eurotable.games.shipyard.notation import (
    DISPLAY_SLOTS,
    NAMES,
    SPACE_NAMES,
    SPACES_PER_CANAL,
    SYAction,
    Verb,
    act,
    at_arg,
    at_parts,
    space_arg,
    table,
)
from eurotable.games.shipyard.state import Player, ShipyardState, Step

PICK_ACTIONS: Final = table(Verb.CANAL, DISPLAY_SLOTS)

Space = tuple[int, int]
"""A space of a player's system: (index of the tile in the player's lists, space)."""


def cells(player: Player) -> dict[tuple[int, int], int]:
    return {(x, y): i for i, (x, y) in enumerate(zip(player.canal_x, player.canal_y, strict=True))}


def normalize(player: Player) -> None:
    """Renumber the grid so the smallest x and y are 0."""
    if not player.canal_ids:
        return
    dx, dy = min(player.canal_x), min(player.canal_y)
    if dx or dy:
        player.canal_x = [x - dx for x in player.canal_x]
        player.canal_y = [y - dy for y in player.canal_y]


def placements(state: ShipyardState, seat: int, canal: int) -> list[tuple[int, int, int]]:
    """Every (x, y, rotation) where ``canal`` may join the player's system."""
    player = state.seats[seat]
    rotations = state.ed.canals[canal].rotations
    if not player.canal_ids:
        return [(0, 0, r) for r in rotations]
    grid = cells(player)
    free = sorted(
        {
            (x + DX[d], y + DY[d])
            for (x, y) in grid
            for d in range(4)
            if (x + DX[d], y + DY[d]) not in grid
        }
    )
    return [(x, y, r) for x, y in free for r in rotations]


def place(player: Player, canal: int, x: int, y: int, rotation: int) -> None:
    player.canal_ids.append(canal)
    player.canal_x.append(x)
    player.canal_y.append(y)
    player.canal_rot.append(rotation)
    normalize(player)


def neighbours(
    state: ShipyardState, player: Player, grid: dict[tuple[int, int], int], tile: int, space: int
) -> list[Space]:
    """Spaces one move away: along the tile's channels, and across its side."""
    canals = state.ed.canals
    canal = canals[player.canal_ids[tile]]
    found = [(tile, other) for other in canal.links[space]]
    side = canal.space_edge[player.canal_rot[tile]][space]
    if side >= 0:
        across = grid.get((player.canal_x[tile] + DX[side], player.canal_y[tile] + DY[side]))
        if across is not None:
            other = canals[player.canal_ids[across]]
            entry = other.edge_space[player.canal_rot[across]][(side + 2) % 4]
            if entry >= 0:
                found.append((across, entry))
    return found


def remove(state: ShipyardState, seat: int, tile: int, keep: int) -> tuple[int, list[int]]:
    """Take tile ``tile`` off to the used pile, then discard tiles cut off from ``keep``.

    Returns the used canal and the discarded ones (Zkušební plavba, the note on tiles that
    lose touch with the system).
    """
    player = state.seats[seat]
    used = player.canal_ids[tile]
    grid = cells(player)
    del grid[(player.canal_x[tile], player.canal_y[tile])]
    start = (player.canal_x[keep], player.canal_y[keep])
    reached = {start}
    queue = [start]
    for x, y in queue:
        for d in range(4):
            nxt = (x + DX[d], y + DY[d])
            if nxt in grid and nxt not in reached:
                reached.add(nxt)
                queue.append(nxt)
    cut = [player.canal_ids[i] for cell, i in sorted(grid.items()) if cell not in reached]
    kept = [i for i in range(len(player.canal_ids)) if i != tile and player.canal_ids[i] not in cut]
    player.canal_ids = [player.canal_ids[i] for i in kept]
    player.canal_x = [player.canal_x[i] for i in kept]
    player.canal_y = [player.canal_y[i] for i in kept]
    player.canal_rot = [player.canal_rot[i] for i in kept]
    normalize(player)
    player.used.append(used)
    player.used_count += 1
    state.canal_discard.extend(cut)
    return used, cut


# -- the action ---------------------------------------------------------------------------


def options(state: ShipyardState, money: int) -> list[int]:
    prices = state.ed.canal_prices
    return [i for i in range(len(state.canal_display)) if prices[i] <= money]


def min_cost(state: ShipyardState) -> int:
    return state.ed.canal_prices[0] if state.canal_display else 0


def begin(state: ShipyardState) -> bool:
    state.step = Step.CANAL_PICK
    return False


def legal_pick(state: ShipyardState) -> list[SYAction]:
    return [PICK_ACTIONS[i] for i in options(state, budget(state, state.actor))]


def legal_place(state: ShipyardState) -> list[SYAction]:
    return [
        act(Verb.AT, at_arg(x, y, r))
        for x, y, r in placements(state, state.actor, state.canal_pick)
    ]


def perform_pick(state: ShipyardState, action: SYAction) -> bool:
    seat = state.actor
    slot = action.arg
    cost = state.ed.canal_prices[slot]
    canal = state.canal_display.pop(slot)
    pay(state, seat, cost)
    state.emit("rent-canal", seat, canal=state.ed.canals[canal].id, cost=cost)
    refill_canals(state)
    state.canal_pick = canal
    spots = legal_place(state)
    if len(spots) == 1:
        return perform_place(state, spots[0])
    state.step = Step.CANAL_PLACE
    return False


def perform_place(state: ShipyardState, action: SYAction) -> bool:
    seat = state.actor
    player = state.seats[seat]
    x, y, rotation = at_parts(action.arg)
    place(player, state.canal_pick, x, y, rotation)
    canal = state.ed.canals[state.canal_pick]
    state.emit("place-canal", seat, canal=canal.id, x=x, y=y, rotation=rotation)
    state.canal_pick = -1
    if state.ed.ship_token != "first-canal" or player.token_canal >= 0:
        return True
    ends = legal_token(state)
    if len(ends) == 1:
        return perform_token(state, ends[0])
    state.step = Step.TOKEN
    return False


def legal_token(state: ShipyardState) -> list[SYAction]:
    """The end points of the first canal, where the ship token may go (1st edition)."""
    player = state.seats[state.actor]
    canal = state.ed.canals[player.canal_ids[0]]
    shared = NAMES[state.ed.name].canal[canal.index]
    sides = canal.space_edge[player.canal_rot[0]]
    ends = [space_arg(shared, canal.names[s]) for s in range(len(sides)) if sides[s] >= 0]
    return [act(Verb.START, arg) for arg in sorted(ends)]


def perform_token(state: ShipyardState, action: SYAction) -> bool:
    player = state.seats[state.actor]
    canal = state.ed.canals[player.canal_ids[0]]
    player.token_canal = canal.index
    player.token_space = canal.names.index(SPACE_NAMES[action.arg % SPACES_PER_CANAL])
    player.from_canal = player.from_space = -1
    name = canal.names[player.token_space]
    state.emit("token-placed", state.actor, canal=canal.id, space=name)
    return True
