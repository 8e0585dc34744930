"""Helpers to build Shipyard positions for the rules tests.

A position starts as a new game (seat 0 starts). Helpers then hand out money, pieces,
ship tiles, canals, employees and contracts *from the bank, the supply, the stacks, the
wheel or the box*, so every position still obeys the engine's conservation invariants
and ``check`` can assert them after the actions under test.
"""

from __future__ import annotations

from eurotable import games
from eurotable.core.game import GameSpec
from eurotable.games.shipyard import canals
from eurotable.games.shipyard.data import ACTIONS
from eurotable.games.shipyard.game import Shipyard
from eurotable.games.shipyard.notation import SYAction
from eurotable.games.shipyard.state import Stage, Step

SPEC: GameSpec = games.get("shipyard")


def new_game(players: int = 3, *, seed: int = 1, **options: str) -> Shipyard:
    """A new game in which seat 0 is the start player and must choose an action."""
    state = SPEC.new_game(players, options or None, seed)
    assert isinstance(state, Shipyard)
    state.first = 0
    state.owner = 0
    state.actor = 0
    touch(state)
    return state


def touch(state: Shipyard) -> None:
    """Forget the cached legal actions after fields were edited by hand."""
    state.legal_cache = None


def money(state: Shipyard, seat: int, guilders: int) -> None:
    player = state.seats[seat]
    state.bank += player.guilders - guilders
    player.guilders = guilders
    touch(state)


def pieces(state: Shipyard, seat: int, **counts: int) -> None:
    """Set the seat's stock (``captain=2, sail=1``) from the supply."""
    player = state.seats[seat]
    for name, count in counts.items():
        k = state.ed.pieces.index(name)
        state.supply[k] += player.stock[k] - count
        player.stock[k] = count
    touch(state)


def _take_ship(state: Shipyard, tile: int) -> None:
    for pile in (state.bows, state.sterns, state.middles_1, state.middles_2):
        if tile in pile:
            pile.remove(tile)
            return
    if tile in state.ship_display:
        state.ship_display[state.ship_display.index(tile)] = -1
        return
    raise AssertionError(f"ship tile {tile} is not in the stacks or the display")


def yard(state: Shipyard, seat: int, tiles: dict[int, str]) -> None:
    """Put ship tiles (by id) on yard slots (1-based), taken from the stacks or display."""
    ed = state.ed
    for slot, tile_id in tiles.items():
        tile = ed.ship_index(tile_id)
        if tile < ed.real_ships:
            _take_ship(state, tile)
        state.seats[seat].yard[slot - 1] = tile
    touch(state)


def display_tile(state: Shipyard, position: int, tile_id: str) -> None:
    """Put a ship tile on a display position, returning the one there to its stack."""
    ed = state.ed
    tile = ed.ship_index(tile_id)
    old = state.ship_display[position]
    _take_ship(state, tile)
    state.ship_display[position] = tile
    if old >= 0:
        {0: state.bows, 1: state.middles_1, 2: state.middles_2, 3: state.sterns}[
            ed.ships[old].deck
        ].insert(0, old)
    touch(state)


def _take_canal(state: Shipyard, canal: int) -> None:
    for pile in (state.canal_stack, state.canal_display):
        if canal in pile:
            pile.remove(canal)
            return
    raise AssertionError(f"canal {canal} is not in the stack or the display")


def canal(state: Shipyard, seat: int, canal_id: str, x: int, y: int, rotation: int = 0) -> None:
    """Lay a canal (by id) in the seat's system at (x, y) before renumbering."""
    index = state.ed.canal_index(canal_id)
    _take_canal(state, index)
    canals.place(state.seats[seat], index, x, y, rotation)
    touch(state)


def token(
    state: Shipyard, seat: int, canal_id: str, space: str, came_from: tuple[str, str] | None
) -> None:
    """Put the ship token on a space, with the space it came from (None: from outside)."""
    ed = state.ed
    player = state.seats[seat]
    c = ed.canal_index(canal_id)
    player.token_canal = c
    player.token_space = ed.canals[c].names.index(space)
    if came_from is None:
        player.from_canal = player.from_space = -1
    else:
        f = ed.canal_index(came_from[0])
        player.from_canal = f
        player.from_space = ed.canals[f].names.index(came_from[1])
    touch(state)


def employee(state: Shipyard, seat: int, employee_id: str) -> None:
    """Give an employee from the wheel."""
    e = state.ed.employee_index(employee_id)
    slot = state.emp_slots.index(e)
    state.emp_copies[slot] -= 1
    if state.emp_copies[slot] == 0:
        state.emp_slots[slot] = -1
    state.seats[seat].employees.append(e)
    touch(state)


def contracts(state: Shipyard, seat: int, *ids: str) -> None:
    """Give exactly these contracts (the old hand goes back to the box)."""
    ed = state.ed
    player = state.seats[seat]
    state.contract_pool.extend(player.hand)
    player.hand = []
    for contract_id in ids:
        c = ed.contract_index(contract_id)
        if c not in state.contract_pool:
            for other in state.seats:
                if c in other.hand:
                    other.hand.remove(c)
                    state.contract_pool.append(c)
        state.contract_pool.remove(c)
        player.hand.append(c)
    player.hand.sort()
    touch(state)


def fleet(state: Shipyard, seat: int, tiles: list[str], **counts: int) -> None:
    """Put a finished ship in the seat's fleet, its tiles from the stacks, pieces from supply."""
    ed = state.ed
    indices = []
    for tile_id in tiles:
        tile = ed.ship_index(tile_id)
        if tile < ed.real_ships:
            _take_ship(state, tile)
        indices.append(tile)
    load = [0] * len(ed.pieces)
    for name, count in counts.items():
        load[ed.pieces.index(name)] = count
        state.supply[ed.pieces.index(name)] -= count
    state.seats[seat].fleet.append((tuple(indices), tuple(load)))
    touch(state)


def turn_of(state: Shipyard, seat: int, action: str) -> None:
    """Make ``seat`` carry out ``action`` now, as a main action after the income step."""
    state.owner = state.actor = seat
    state.main = state.doing = -1
    state.bonus = -1
    state.stage = Stage.BEFORE
    state.step = Step.CHOOSE
    position = state.row.index(ACTIONS.index(action))
    state.row_owner[position] = -1
    state.row_cubes[position] = 0
    state.lead_locked = False
    touch(state)


def start(state: Shipyard, seat: int, name: str) -> None:
    """``seat`` chooses ``name`` now and goes straight to it (no bonus action first)."""
    turn_of(state, seat, name)
    play(state, f"action {name}")
    if state.step is Step.BONUS:
        play(state, "pass")


def action(text: str) -> SYAction:
    parsed = SPEC.parse_action(text)
    assert isinstance(parsed, SYAction)
    return parsed


def play(state: Shipyard, *texts: str) -> None:
    """Apply actions given in notation, through the legality check."""
    for text in texts:
        state.apply(action(text))


def legal(state: Shipyard) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def check(state: Shipyard) -> None:
    """The engine's conservation invariants still hold."""
    assert SPEC.invariants(state) == []


def track(state: Shipyard, cards: dict[int, str], figures: dict[int, tuple[int, int]]) -> None:
    """Lay the 1st edition's action cards on track spaces (counted back from the leading
    card's), and figures on them: ``figures[space] = (owner, count)``."""
    size = len(state.row)
    state.row = [-1] * size
    state.row_owner = [-1] * size
    state.row_cubes = [0] * size
    state.row_coins = [0] * size
    for space, name in cards.items():
        state.row[space] = ACTIONS.index(name)
    for space, (owner, count) in figures.items():
        state.row_owner[space] = owner
        state.row_cubes[space] = count
    touch(state)
