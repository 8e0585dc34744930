"""The shakedown cruise (rulebook: Zkušební plavba), one finished ship at a time.

With several finished ships the player picks the order (``launch SLOT``). He then puts
crew and equipment from his stock on the ship, one piece at a time in the fixed order of
the edition's pieces (``add PIECE``), and says ``ready``. Cabins take the crew (the first
captain needs none; further captains are officers), the stern's own mount takes the drive
(a stoker in its cabin, or in the 1st edition a propeller in its place), black mounts take
sails and chimneys, blue mounts cannons, green mounts cranes; builders let a ship carry
more. The helmsman and the rigger may add speed, wholly or in
part (``boost N``). A ship without a captain, or whose canals are too short for its full
speed, fails and is removed from the game with its pieces. Otherwise it scores crew,
cannons and cranes, speed, and then sails: the first time the ship token enters at an
outer edge space (``start CANAL SPACE``), then it moves its full speed, never straight
back, choosing at junctions (``move CANAL SPACE``); in the 1st edition the token was put on
the canals with the first canal. Entering a space with an official
scores; only the last Blue Riband of a cruise counts. Leaving a canal tile puts it on the
player's used pile; tiles that lose touch with the system are discarded (a canal display
left short is refilled from them at once). Decisions the rules leave no room for are
taken without asking.
"""

from __future__ import annotations

from typing import Final

from eurotable.games.shipyard import canals, displays, yard
from eurotable.games.shipyard.data import (
    BUSINESSMAN,
    CANNON,
    CAPTAIN,
    CARRY_CREW,
    CHIMNEY,
    CRANE,
    DRIVE,
    DX,
    DY,
    EDITIONS,
    ICONS,
    LANTERN,
    LIFEBOAT,
    LIFEBUOY,
    MILITARY,
    PIECES,
    RIBAND,
    SAIL,
    SOLDIER,
    TRADE,
    Edition,
)
from eurotable.games.shipyard.notation import (
    MAX_BOOST,
    NAMES,
    SPACE_NAMES,
    SPACES_PER_CANAL,
    YARD_SLOTS,
    SYAction,
    Verb,
    act,
    space_arg,
    table,
)
from eurotable.games.shipyard.state import Player, ShipyardState, Step

LAUNCH_ACTIONS: Final = table(Verb.LAUNCH, YARD_SLOTS)
ADD_ACTIONS: Final = {
    name: tuple(act(Verb.ADD, NAMES[name].piece[p]) for p in range(len(PIECES)))
    for name in EDITIONS
}
"""``add PIECE`` for each piece slot, by edition."""
BOOST_ACTIONS: Final = table(Verb.BOOST, MAX_BOOST + 1)
READY: Final = act(Verb.READY)
OUTSIDE: Final = -2
"""As the tile a ship came from: it sailed in across its own space's outer side."""

Grid = dict[tuple[int, int], int]


# -- capacity and speed -------------------------------------------------------------------


def capacity(ed: Edition, tiles: list[int] | tuple[int, ...]) -> tuple[int, int, int, int, int]:
    """(cabins, drive mounts, sail/chimney mounts, cannon mounts, crane mounts)."""
    ships = ed.ships
    return (
        sum(ships[t].cabins for t in tiles),
        sum(ships[t].drive_mounts for t in tiles),
        sum(ships[t].black_mounts for t in tiles),
        sum(ships[t].cannon_mounts for t in tiles),
        sum(ships[t].crane_mounts for t in tiles),
    )


def carry(ed: Edition, employees: list[int]) -> list[int]:
    """Pieces a ship may carry beyond its cabins and mounts, by slot (``CARRY_CREW``: any
    crew)."""
    extra = [0] * (len(PIECES) + 1)
    for e in employees:
        employee = ed.employees[e]
        if employee.carry >= 0:
            extra[employee.carry] += employee.carry_count
    return extra


def fits(cap: tuple[int, int, int, int, int], extra: list[int], pieces: list[int]) -> bool:
    cabins, drive_mounts, black, cannon_mounts, crane_mounts = cap
    crew = max(pieces[CAPTAIN] - 1, 0) + pieces[BUSINESSMAN] + pieces[SOLDIER]
    return (
        crew <= cabins + extra[CARRY_CREW]
        and pieces[DRIVE] <= drive_mounts + extra[DRIVE]
        and max(0, pieces[SAIL] - extra[SAIL]) + max(0, pieces[CHIMNEY] - extra[CHIMNEY]) <= black
        and pieces[CANNON] <= cannon_mounts + extra[CANNON]
        and pieces[CRANE] <= crane_mounts + extra[CRANE]
    )


def base_speed(ed: Edition, pieces: list[int] | tuple[int, ...]) -> int:
    """Speed from the pieces alone: full steam needs a chimney and the drive.

    2nd edition (Rychlost): steam is 4, +1 per further chimney and stoker and per sail;
    otherwise 1, +1 per sail and stoker and per pair of chimneys. 1st edition (HE מהירות):
    steam is 4, +1 per further chimney and per sail; otherwise 1, +1 per sail and per
    chimney after the first (docs/rulings/shipyard.md); further propellers add nothing.
    """
    chimneys, drives, sails = pieces[CHIMNEY], pieces[DRIVE], pieces[SAIL]
    if ed.speed_rule == "steam-stoker":
        if chimneys and drives:
            return 4 + (chimneys - 1) + (drives - 1) + sails
        return 1 + sails + drives + chimneys // 2
    if ed.speed_rule == "steam-propeller":
        return (4 if chimneys and drives else 1) + max(chimneys - 1, 0) + sails
    raise ValueError(f"unknown speed rule {ed.speed_rule!r}")


def max_boost(ed: Edition, employees: list[int], pieces: list[int]) -> int:
    """The most the helmsman and the rigger can add to this ship's speed."""
    boost = 0
    for e in employees:
        employee = ed.employees[e]
        boost += employee.speed + employee.speed_per_sail_pair * (pieces[SAIL] // 2)
    return boost


# -- movement on the canals ---------------------------------------------------------------


def _path(
    state: ShipyardState,
    player: Player,
    grid: Grid,
    here: tuple[int, int],
    back: tuple[int, int],
    steps: int,
    gone: frozenset[int],
) -> bool:
    if steps == 0:
        return True
    tile, space = here
    for nxt in canals.neighbours(state, player, grid, tile, space):
        if nxt == back:
            continue
        if nxt[0] != tile:
            if back[0] == OUTSIDE or nxt[0] in gone:
                continue
            if _path(state, player, grid, nxt, here, steps - 1, gone | {tile}):
                return True
        elif _path(state, player, grid, nxt, here, steps - 1, gone):
            return True
    return False


def _token(player: Player) -> tuple[tuple[int, int], tuple[int, int]]:
    """The token's space and where it may not go: back to the space it came from on the
    same tile, or back across its own side when it came from another tile or from outside
    (its stern points there, whatever tile may lie there now)."""
    tile = player.canal_ids.index(player.token_canal)
    same_tile = player.from_canal == player.token_canal
    back = (tile, player.from_space) if same_tile else (OUTSIDE, -1)
    return (tile, player.token_space), back


def starts(state: ShipyardState, seat: int, steps: int) -> list[tuple[int, int]]:
    """Outer edge spaces where the ship token may enter for a cruise of ``steps``."""
    player = state.seats[seat]
    grid = canals.cells(player)
    canal_tiles = state.ed.canals
    found = []
    for tile, canal in enumerate(player.canal_ids):
        rotation = player.canal_rot[tile]
        for space, side in enumerate(canal_tiles[canal].space_edge[rotation]):
            if side < 0:
                continue
            outer = (player.canal_x[tile] + DX[side], player.canal_y[tile] + DY[side]) not in grid
            if outer and _path(
                state, player, grid, (tile, space), (OUTSIDE, -1), steps, frozenset()
            ):
                found.append((tile, space))
    return found


def can_sail(state: ShipyardState, seat: int, steps: int) -> bool:
    """Requirement 2: the system is long enough for a cruise of ``steps`` spaces."""
    player = state.seats[seat]
    if player.token_canal < 0:
        return bool(starts(state, seat, steps))
    here, back = _token(player)
    return _path(state, player, canals.cells(player), here, back, steps, frozenset())


def moves(state: ShipyardState, seat: int) -> list[tuple[int, int]]:
    """Next spaces from which the rest of the cruise can still be sailed."""
    player = state.seats[seat]
    grid = canals.cells(player)
    here, back = _token(player)
    tile = here[0]
    found = []
    for nxt in canals.neighbours(state, player, grid, tile, here[1]):
        if nxt == back or (nxt[0] != tile and back[0] == OUTSIDE):
            continue
        gone = frozenset({tile}) if nxt[0] != tile else frozenset()
        if _path(state, player, grid, nxt, here, state.steps_left - 1, gone):
            found.append(nxt)
    return found


def _space_action(
    state: ShipyardState, verb: Verb, player: Player, where: tuple[int, int]
) -> SYAction:
    canal = player.canal_ids[where[0]]
    shared = NAMES[state.ed.name].canal[canal]
    return act(verb, space_arg(shared, state.ed.canals[canal].names[where[1]]))


def _where(state: ShipyardState, player: Player, action: SYAction) -> tuple[int, int]:
    shared, name = divmod(action.arg, SPACES_PER_CANAL)
    canal = NAMES[state.ed.name].canal.index(shared)
    return player.canal_ids.index(canal), state.ed.canals[canal].names.index(SPACE_NAMES[name])


# -- the cruise, step by step -------------------------------------------------------------


def begin(state: ShipyardState) -> bool:
    """Step 5 of a turn: every finished ship sails; True when there is none left."""
    board = state.seats[state.actor].yard
    state.launches = [start for start, _ in yard.finished(state.ed, board)]
    return _next_ship(state)


def _next_ship(state: ShipyardState) -> bool:
    if not state.launches:
        return True
    if len(state.launches) == 1:
        return _begin_ship(state, state.launches[0])
    state.step = Step.LAUNCH
    return False


def legal_launch(state: ShipyardState) -> list[SYAction]:
    return [LAUNCH_ACTIONS[s] for s in state.launches]


def perform_launch(state: ShipyardState, action: SYAction) -> bool:
    return _begin_ship(state, action.arg)


def _ids(state: ShipyardState, tiles: list[int] | tuple[int, ...]) -> list[str]:
    ships = state.ed.ships
    return [ships[t].id for t in tiles]


def _tiles(state: ShipyardState) -> list[int]:
    return state.seats[state.actor].yard[state.ship_start : state.ship_end + 1]


def _begin_ship(state: ShipyardState, start: int) -> bool:
    seat = state.actor
    player = state.seats[seat]
    state.launches.remove(start)
    end = next(e for s, e in yard.finished(state.ed, player.yard) if s == start)
    state.ship_start, state.ship_end = start, end
    state.ship_pieces = [0] * len(PIECES)
    state.last_add = 0
    state.boost = 0
    state.emit("ship-finished", seat, tiles=_ids(state, _tiles(state)))
    if player.stock[CAPTAIN] == 0:
        return _fail(state, "no captain")
    if not can_sail(state, seat, 1):
        return _fail(state, "canals too short")
    return _outfit(state)


def _addable(state: ShipyardState) -> list[int]:
    player = state.seats[state.actor]
    cap = capacity(state.ed, _tiles(state))
    extra = carry(state.ed, player.employees)
    pieces = state.ship_pieces
    found = []
    for piece in range(state.last_add, len(PIECES)):
        if player.stock[piece] <= 0:
            continue
        pieces[piece] += 1
        if fits(cap, extra, pieces):
            found.append(piece)
        pieces[piece] -= 1
    return found


def _outfit(state: ShipyardState) -> bool:
    if not _addable(state):
        return _ready(state)
    state.step = Step.OUTFIT
    return False


def legal_outfit(state: ShipyardState) -> list[SYAction]:
    adds = ADD_ACTIONS[state.ed.name]
    return [*(adds[p] for p in _addable(state)), READY]


def perform_outfit(state: ShipyardState, action: SYAction) -> bool:
    if action is READY:
        return _ready(state)
    piece = NAMES[state.ed.name].slot[action.arg]
    state.seats[state.actor].stock[piece] -= 1
    state.ship_pieces[piece] += 1
    state.last_add = piece
    state.emit("add-piece", state.actor, piece=state.ed.pieces[piece])
    return _outfit(state)


def _ready(state: ShipyardState) -> bool:
    player = state.seats[state.actor]
    most = min(max_boost(state.ed, player.employees, state.ship_pieces), MAX_BOOST)
    if most == 0:
        return _launch(state, 0)
    state.step = Step.BOOST
    state.boost = most  # the most that may be chosen, until the choice is made
    return False


def legal_boost(state: ShipyardState) -> list[SYAction]:
    return list(BOOST_ACTIONS[: state.boost + 1])


def perform_boost(state: ShipyardState, action: SYAction) -> bool:
    return _launch(state, action.arg)


def _fail(state: ShipyardState, reason: str) -> bool:
    seat = state.actor
    player = state.seats[seat]
    tiles = tuple(_tiles(state))
    player.wrecks.append((tiles, tuple(state.ship_pieces)))
    for slot in range(state.ship_start, state.ship_end + 1):
        player.yard[slot] = -1
    state.ship_pieces = []
    state.emit("ship-failed", seat, tiles=_ids(state, tiles), reason=reason)
    return _next_ship(state)


def _launch(state: ShipyardState, boost: int) -> bool:
    seat = state.actor
    player = state.seats[seat]
    pieces = state.ship_pieces
    state.boost = boost
    speed = base_speed(state.ed, pieces) + boost
    state.speed = speed
    if pieces[CAPTAIN] == 0:
        return _fail(state, "no captain")
    if not can_sail(state, seat, speed):
        return _fail(state, "canals too short")
    crew = pieces[CAPTAIN] + pieces[BUSINESSMAN] + pieces[SOLDIER]
    guns = 2 * (pieces[CANNON] + pieces[CRANE])
    player.scores[0] += crew
    player.scores[1] += guns
    player.scores[2] += speed
    state.emit("ship-scored", seat, crew=crew, guns=guns, speed=speed, boost=boost)
    state.steps_left = speed
    state.moved = 0
    state.riband = 0
    if player.token_canal < 0:
        found = starts(state, seat, speed)
        if len(found) > 1:
            state.step = Step.START
            return False
        _enter(state, found[0])
    return _sail(state)


def legal_start(state: ShipyardState) -> list[SYAction]:
    player = state.seats[state.actor]
    found = [
        _space_action(state, Verb.START, player, w) for w in starts(state, state.actor, state.speed)
    ]
    return sorted(found, key=lambda a: a.arg)


def perform_start(state: ShipyardState, action: SYAction) -> bool:
    _enter(state, _where(state, state.seats[state.actor], action))
    return _sail(state)


def _enter(state: ShipyardState, where: tuple[int, int]) -> None:
    player = state.seats[state.actor]
    player.token_canal = player.canal_ids[where[0]]
    player.token_space = where[1]
    player.from_canal = -1
    player.from_space = -1
    canal = state.ed.canals[player.token_canal]
    state.emit("token-enters", state.actor, canal=canal.id, space=canal.names[where[1]])


def _sail(state: ShipyardState) -> bool:
    while state.steps_left > 0:
        found = moves(state, state.actor)
        if len(found) > 1:
            state.step = Step.SAIL
            return False
        _move(state, found[0])
    return _arrive(state)


def legal_sail(state: ShipyardState) -> list[SYAction]:
    player = state.seats[state.actor]
    found = [_space_action(state, Verb.MOVE, player, w) for w in moves(state, state.actor)]
    return sorted(found, key=lambda a: a.arg)


def perform_sail(state: ShipyardState, action: SYAction) -> bool:
    _move(state, _where(state, state.seats[state.actor], action))
    return _sail(state)


def _move(state: ShipyardState, where: tuple[int, int]) -> None:
    seat = state.actor
    player = state.seats[seat]
    here = player.canal_ids.index(player.token_canal)
    canal = player.canal_ids[where[0]]
    player.from_canal = player.token_canal
    player.from_space = player.token_space
    player.token_canal = canal
    player.token_space = where[1]
    if where[0] != here:
        used, cut = canals.remove(state, seat, here, where[0])
        ids = [c.id for c in state.ed.canals]
        state.emit("canal-used", seat, canal=ids[used], discarded=[ids[c] for c in cut])
        displays.refill_canals(state)  # a display left short takes them at once (ruling 50)
    state.moved += 1
    state.steps_left -= 1
    _score_space(state, canal, where[1])


def _score_space(state: ShipyardState, canal: int, space: int) -> None:
    icon = state.ed.canals[canal].icons[space]
    if not icon:
        return
    if icon == RIBAND:
        state.riband = state.moved
        state.emit("blue-riband", state.actor, steps=state.moved)
        return
    pieces = state.ship_pieces
    ships = state.ed.ships
    tiles = _tiles(state)
    if icon == MILITARY:
        points = pieces[SOLDIER] + pieces[CANNON]
    elif icon == TRADE:
        points = pieces[BUSINESSMAN] + pieces[CRANE]
    elif icon == LANTERN:
        points = sum(ships[t].lanterns for t in tiles)
    elif icon == LIFEBOAT:
        points = sum(ships[t].lifeboats for t in tiles)
    else:
        assert icon == LIFEBUOY
        points = sum(ships[t].lifebuoys for t in tiles)
    state.seats[state.actor].scores[3] += points
    state.emit("official", state.actor, icon=ICONS[icon], points=points)


def _arrive(state: ShipyardState) -> bool:
    seat = state.actor
    player = state.seats[seat]
    if state.riband:
        player.scores[3] += state.riband
        state.emit("riband-scored", seat, points=state.riband)
    tiles = tuple(_tiles(state))
    player.fleet.append((tiles, tuple(state.ship_pieces)))
    for slot in range(state.ship_start, state.ship_end + 1):
        player.yard[slot] = -1
    state.ship_pieces = []
    state.riband = 0
    state.emit("cruise-over", seat, tiles=_ids(state, tiles))
    return _next_ship(state)
