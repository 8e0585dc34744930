"""Shipyard heuristics, from the rulebook's tips and the way a cruise scores.

The tips (Czech and Italian rulebooks): every ship needs a captain and canals long enough
for its full speed before it is finished; crew other than the first captain needs cabins,
equipment its own mounts, so ship tiles, crew and equipment must be chosen to fit one
another; canals should suit the ships being built; and knowing when to make or recruit and
when to exchange goods is a key to success.

Value: the points a seat is sure of (cruises, traders, the best contract of each colour
read on its fleet), plus a weighted sum of ``FEATURES``, each scaled by how long it can
still be used. The main one is what every ship in the yard would score if it sailed now
with the pieces in stock that fit it (crew, cannons, cranes, speed and the cruise it can
expect), discounted for every tile it lacks, for a missing captain and for every canal
tile its speed lacks; the others are what those ships add to the contracts, pieces that
fit no ship yet, captains for the ships to come, canals beyond what the yard needs,
guilders, goods, employees (per turn left) and cabins and mounts still empty. The weights
were tuned by coordinate search on the mean score of solo games.

Rule policy (rollouts): finish a ship when it has a captain, canals and some cargo, fill
its cabins and mounts, keep the canals ahead of its speed, load only the speed the canals
allow, and sail past the officials that score. Greedy: every legal action is played on a
clone, the rest of the seat's turn is played by the rule policy, and the action leaving
the seat furthest ahead of the best other seat (alone: with the most) is chosen.

Search (``ismcts``): flat, on shared determinizations, judging every move at the start of
the seat's turn after next (horizon 2), the other seats' replies and the seat's next turn
each begun by the greedy choice of its action tile (``greedy_turns``: the search expects
every seat to choose as ``greedy`` would) and played on by the rule policy; the worse
half of the moves is dropped after 8 draws and again each time the draws double. A tree
judging at the end of the seat's own turn lost to ``greedy``, whose choice hardly depends
on the hidden cards; judging after the replies sees what a move leaves the other seats,
and a turn more what it prepares; expecting the replies ``greedy`` makes, not the rule
policy's, won more often still (docs/bots.md). The tree
(``t1``, exploration 0.25) is still there as ``ismcts:tree``. Where it stops, the flat
search judges by the heuristic lead plus a share (``BLENDS``, ``BLEND``) of a learned
correction (``judge``): a linear model over the seat's observation vector, trained from
self-play by ``eurotable train-eval`` and shipped in ``bots/data/shipyard-eval-v2.npz``
(docs/bots.md). The 2nd edition's 2-player search takes the whole correction; elsewhere
the share is 0 until the correction measures stronger, and the search judges by the lead
alone. ``HANDWRITTEN`` is the search without the learned evaluation at all.

Alone (the solo game), with 1 s a decision or more (or a budget of 8 draws or more,
``solo_draws``: about what 1 s bought on 2026-11-28), the flat search judges by playouts
instead (``solo_playouts``): at the start of each turn, every action tile on a draw is
followed by six more turns played by ``choose`` (``solo_cut``), where the heuristic value
plus the whole learned correction (``PLAYOUT_BLEND``) estimates the final score; on a
time budget the decisions inside a turn are ``choose``'s. From 1 s it scored more than
the search by the lead, for less CPU time; at 200 ms it scored less. On a budget in
draws, each turn of a playout begins by ``look_ahead`` (``solo_draws_look_ahead``), and
every decision inside the seat's turn is searched on the same draws too
(``solo_draws_in_turn``), which scored more than the greedy choice there. From 200 ms
to 1 s, alone, every decision is ``look_ahead``'s instead (``solo_look_ahead``): each
action's turn finished by ``choose`` and judged the same way, which scored more than the
search by the lead for a seventeenth of its CPU time (docs/bots.md).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from eurotable.bots.heuristics import SearchSettings, margins
from eurotable.core.actions import Action
from eurotable.core.game import GameState
from eurotable.games.shipyard import building, canals, cruise, exchange, flow, row, wheels
from eurotable.games.shipyard import employees as hiring
from eurotable.games.shipyard.contracts import score as contract_score
from eurotable.games.shipyard.data import (
    ACTIONS,
    BOW,
    BUILD,
    BUSINESSMAN,
    CANAL,
    CANNON,
    CAPTAIN,
    CARRY_CREW,
    CHIMNEY,
    CRANE,
    CREW,
    DRIVE,
    DX,
    DY,
    EMPLOYEE,
    EQUIPMENT,
    EXCHANGE,
    GOODS,
    LANTERN,
    LIFEBOAT,
    LIFEBUOY,
    MIDDLE,
    MILITARY,
    PIECES,
    RIBAND,
    SAIL,
    SOLDIER,
    STERN,
    SUBSIDY,
    TRADE,
    CanalTile,
    Edition,
    ShipTile,
)
from eurotable.games.shipyard.game import Shipyard
from eurotable.games.shipyard.notation import (
    DISPLAY_TILES,
    NAMES,
    SPACE_NAMES,
    SPACES_PER_CANAL,
    SWAP_STRIDE,
    SYAction,
    Verb,
    at_parts,
)
from eurotable.games.shipyard.scoring import breakdown, trader_points
from eurotable.games.shipyard.state import Mode, Player, Step
from eurotable.learning import evaluation
from eurotable.learning.evaluation import Evaluation

Ship = tuple[tuple[int, ...], tuple[int, ...]]
"""A ship as a fleet holds it: its tiles, bow to stern, and its pieces by slot."""

_TURN_LIMIT = 60
"""Decisions the greedy look-ahead plays to finish a turn (a turn has far fewer)."""


_MISSING_TILE = 0.9
_MISSING_CAPTAIN = 0.7
_MISSING_CANAL = 0.75
"""A ship in the yard counts this share of its points for every tile it lacks, without a
captain in stock, and for every canal tile its speed lacks (the ``ship-points`` feature)."""
_SPEED_POINTS = 1.35
"""A point of speed scores once, and the Blue Riband adds about a third of it more."""
_OFFICIALS = 0.14
"""Expected official points per space sailed for each item an official counts."""
_SHIP_SPEED = 5.0
_TURNS_PER_SHIP = 4.5
"""A ship still to be started will want this speed, and come every so many turns."""

WEIGHTS: tuple[float, ...] = (
    *(1.5, 0.85, 0.2, 0.2, 0.2, 0.2, 0.2, -0.3, -0.5),
    *(0.31, 0.27, 0.27, 0.31, 0.31, 0.29, 0.48, 0.48),
    *(0.8, 0.15, 0.45, 0.43, 0.6, 0.3, 0.3, 0.06, 0.09, 0.03, 0.03, 0.6),
)
"""The value estimate's weight of each feature (``FEATURES``), tuned by coordinate search
on the mean score of seeded solo games (seeds apart from those the tests use)."""

_BLOCKED = 2
"""Tiles a ship counts as lacking more while another ship stands where it must grow."""
_MAX_REACH = 14
_CANAL_REACH = 3
"""About how much a canal tile lengthens a cruise."""
_REACH: dict[tuple[object, ...], int] = {}
_REACH_CACHE = 1 << 15


# -- the position -------------------------------------------------------------------------


def total_turns(state: Shipyard) -> int:
    """Regular turns each player gets in a game that ends by the countdown."""
    ed = state.ed
    # The cubes or marker steps count the drops (laps) before the one that ends the game.
    drops = ed.countdown_cubes[state.players] + (ed.countdown_rule != "marker")
    ticks = ed.first_drop_after + (drops - 1) * ed.turn_wheel_teeth
    return -(-ticks // state.owners) + row.first_turns(state)


def turns_left(state: Shipyard, seat: int) -> int:
    """Regular turns ``seat`` still has, this one included."""
    if state.mode is not Mode.REGULAR:
        return 0
    left = max(0, total_turns(state) - state.turns[seat])
    return min(left, 1) if state.end_triggered else left


def reach(state: Shipyard, seat: int) -> int:
    """The longest cruise the seat's canals allow now (capped; cached by layout)."""
    player = state.seats[seat]
    if not player.canal_ids:
        return 0
    key = (
        state.ed.name,
        tuple(player.canal_ids),
        tuple(player.canal_x),
        tuple(player.canal_y),
        tuple(player.canal_rot),
        player.token_canal,
        player.token_space,
        player.from_canal,
        player.from_space,
    )
    found = _REACH.get(key)
    if found is None:
        found, beyond = 0, _MAX_REACH + 1  # a cruise of ``found`` can be sailed
        while beyond - found > 1:
            middle = (found + beyond) // 2
            if cruise.can_sail(state, seat, middle):
                found = middle
            else:
                beyond = middle
        if len(_REACH) >= _REACH_CACHE:
            _REACH.clear()
        _REACH[key] = found
    return found


def yard_ships(ed: Edition, board: list[int]) -> list[tuple[list[int], int]]:
    """The ships being built, left to right: their tiles and how many tiles they lack.

    A bow opens a ship, a stern closes it; empty slots between parts of a ship are
    middles it still needs. A ship that cannot grow where it must (a bow right after its
    last tile, a tile right before its first one) waits for that ship to sail: it counts
    ``_BLOCKED`` tiles more."""
    ships = ed.ships
    found: list[tuple[list[int], int]] = []
    tiles: list[int] = []
    bow = blocked = False
    middles = gaps = pending = 0
    for slot, tile in enumerate(board):
        if tile < 0:
            pending += bool(tiles)
            continue
        kind = ships[tile].kind
        if kind == BOW:
            if tiles:
                lacking = _lacking(bow, False, middles, gaps)
                found.append((tiles, lacking + _BLOCKED * (blocked or not pending)))
            tiles, bow, blocked, middles, gaps, pending = [tile], True, False, 0, 0, 0
            continue
        if tiles:
            gaps += pending
        else:
            blocked = slot == 0 or board[slot - 1] >= 0
        pending = 0
        tiles.append(tile)
        if kind == MIDDLE:
            middles += 1
            continue
        found.append((tiles, _lacking(bow, True, middles, gaps) + _BLOCKED * blocked))
        tiles, bow, blocked, middles, gaps = [], False, False, 0, 0
    if tiles:
        found.append((tiles, _lacking(bow, False, middles, gaps) + _BLOCKED * blocked))
    return found


def _lacking(bow: bool, stern: bool, middles: int, gaps: int) -> int:
    return gaps + (not bow) + (not stern) + (middles + gaps == 0)


def _pieces_for(
    ed: Edition, tiles: list[int], stock: list[int], extra: list[int]
) -> tuple[list[int], tuple[int, int, int, int, int]]:
    """The pieces from ``stock`` a ship of ``tiles`` would carry (taken from the stock),
    and its cabins, drive, black, cannon and crane mounts left empty. Sails and chimneys
    go on the black mounts by the speed they add."""
    cabins, drives, black, cannon_mounts, crane_mounts = cruise.capacity(ed, tiles)
    cabins += extra[CARRY_CREW]
    drives += extra[DRIVE]
    cannon_mounts += extra[CANNON]
    crane_mounts += extra[CRANE]
    pieces = [0] * len(PIECES)
    if stock[CAPTAIN]:
        pieces[CAPTAIN] = 1
    while cabins and (stock[BUSINESSMAN] > pieces[BUSINESSMAN] or stock[SOLDIER] > pieces[SOLDIER]):
        spare_b = stock[BUSINESSMAN] - pieces[BUSINESSMAN]
        spare_s = stock[SOLDIER] - pieces[SOLDIER]
        pieces[BUSINESSMAN if spare_b >= spare_s else SOLDIER] += 1
        cabins -= 1
    pieces[DRIVE] = min(stock[DRIVE], drives)
    carried = {SAIL: extra[SAIL], CHIMNEY: extra[CHIMNEY]}
    speed = cruise.base_speed(ed, pieces)
    while True:
        best, best_count, best_gain = -1, 0, 0.0
        for piece in (SAIL, CHIMNEY):
            for count in (1, 2):  # a lone chimney may add nothing where a pair does
                if stock[piece] - pieces[piece] < count or carried[piece] + black < count:
                    continue
                pieces[piece] += count
                gain = (cruise.base_speed(ed, pieces) - speed) / count
                pieces[piece] -= count
                if gain > best_gain:
                    best, best_count, best_gain = piece, count, gain
        if best < 0:
            break
        pieces[best] += best_count
        from_carry = min(best_count, carried[best])
        carried[best] -= from_carry
        black -= best_count - from_carry
        speed = cruise.base_speed(ed, pieces)
    pieces[CANNON] = min(stock[CANNON], cannon_mounts)
    pieces[CRANE] = min(stock[CRANE], crane_mounts)
    empty = (
        cabins,
        drives - pieces[DRIVE],
        black,
        cannon_mounts - pieces[CANNON],
        crane_mounts - pieces[CRANE],
    )
    for piece, count in enumerate(pieces):
        stock[piece] -= count
    return pieces, empty


def _icons(ships: tuple[ShipTile, ...], tiles: list[int]) -> int:
    return sum(ships[t].lanterns + ships[t].lifeboats + ships[t].lifebuoys for t in tiles)


class _Projection:
    """A seat's ships in the yard as they would sail with the stock and canals it has."""

    __slots__ = ("fleet", "lacking", "leftover", "open", "points", "short", "speed")

    def __init__(self, state: Shipyard, seat: int) -> None:
        ed = state.ed
        player = state.seats[seat]
        board = player.yard
        stock = player.stock[:]
        if state.actor == seat and state.ship_pieces and state.step in (Step.OUTFIT, Step.BOOST):
            stock = [a + b for a, b in zip(stock, state.ship_pieces, strict=True)]
        if state.actor == seat and state.step in (Step.START, Step.SAIL):
            board = board[:]
            board[state.ship_start : state.ship_end + 1] = [-1] * (
                state.ship_end - state.ship_start + 1
            )
        extra = cruise.carry(ed, player.employees)
        fuel = reach(state, seat)
        self.points = 0.0
        self.speed = self.lacking = self.short = 0
        self.open = [0, 0, 0, 0, 0]
        self.fleet: list[Ship] = []
        for tiles, lacking in sorted(yard_ships(ed, board), key=lambda s: s[1]):
            pieces, empty = _pieces_for(ed, tiles, stock, extra)
            speed = cruise.base_speed(ed, pieces) + cruise.max_boost(ed, player.employees, pieces)
            short = -(-max(0, speed - fuel) // _CANAL_REACH)
            fuel = max(0, fuel - speed)
            items = pieces[SOLDIER] + pieces[CANNON] + pieces[BUSINESSMAN] + pieces[CRANE]
            points = (
                1
                + pieces[BUSINESSMAN]
                + pieces[SOLDIER]
                + 2 * (pieces[CANNON] + pieces[CRANE])
                + speed * (_SPEED_POINTS + _OFFICIALS * (items + 0.7 * _icons(ed.ships, tiles)))
            )
            unmanned = pieces[CAPTAIN] == 0
            chance = _MISSING_TILE**lacking * _MISSING_CAPTAIN**unmanned * _MISSING_CANAL**short
            self.points += chance * points
            self.speed += speed
            self.open = [a + b for a, b in zip(self.open, empty, strict=True)]
            self.lacking += lacking
            self.short += short
            filler = [ed.virtual[MIDDLE]] * lacking
            self.fleet.append((tuple(tiles + filler), tuple(pieces)))
        self.leftover = stock


def _contracts(state: Shipyard, player: Player, fleet: list[Ship]) -> float:
    """What the contracts the seat will keep (the best of each colour) score on its fleet
    and ``fleet`` more ships."""
    ed = state.ed
    trial = player
    if fleet:
        trial = Player(ed.yard_slots)
        trial.fleet = player.fleet + fleet
        trial.employees = player.employees
        trial.used_count = player.used_count
    best = [0, 0]
    for contract in player.hand:
        colour = ed.contracts[contract].colour
        best[colour] = max(best[colour], contract_score(ed, trial, contract))
    return float(best[0] + best[1])


FEATURES = (
    "turns-left",
    "ship-points",
    "open-cabins",
    "open-drive-mounts",
    "open-black-mounts",
    "open-cannon-mounts",
    "open-crane-mounts",
    "lacking-tiles",
    "canals-short",
    *(f"spare-{piece}" for piece in PIECES),
    "reach-wanted",
    "reach-extra",
    "guilders",
    "goods-tiles",
    "captain-recruiters",
    "piece-employees",
    "more-piece-employees",
    "builders",
    "speed-employees",
    "traders",
    "other-employees",
    "contracts-to-come",
)
"""What the value estimate reads (``features``)."""


def features(state: Shipyard, seat: int, held: float) -> list[float]:
    """The seat's features (``FEATURES``), each scaled by how long it can still be used:
    assets count fully until the last few turns, employees once for every turn left.
    ``held`` is what the contracts score on the seat's fleet now (``_contracts``)."""
    player = state.seats[seat]
    ed = state.ed
    left = turns_left(state, seat)
    later = min(1.0, left / 6)
    projection = _Projection(state, seat)
    canals = max(0, reach(state, seat) - projection.speed)
    wanted = _SHIP_SPEED * max(0.0, left / _TURNS_PER_SHIP - len(projection.fleet))
    kinds = [0, 0, 0, 0, 0, 0, 0]
    for e in player.employees:
        employee = ed.employees[e]
        if employee.recruit == CAPTAIN:
            kinds[0] += left
        elif employee.recruit >= 0 or employee.manufacture >= 0:
            kinds[1 if kinds[1] < 2 * left else 2] += left
        elif employee.carry >= 0:
            kinds[3] += left
        elif employee.speed or employee.speed_per_sail_pair:
            kinds[4] += left
        elif employee.trade >= 0:
            kinds[5] += left
        else:
            kinds[6] += left
    return [
        float(left),
        projection.points,
        *(later * n for n in projection.open),
        later * projection.lacking,
        later * projection.short,
        *(later * n for n in projection.leftover),
        later * min(canals, wanted),
        later * max(0.0, canals - wanted),
        player.guilders * min(1.0, (left + 1) / 4),
        len(player.goods) * min(1.0, left / 4),
        *(float(n) for n in kinds),
        _contracts(state, player, projection.fleet) - held,
    ]


def _seat_value(state: Shipyard, seat: int) -> float:
    player = state.seats[seat]
    held = _contracts(state, player, [])
    certain = player.vp + trader_points(state, player) + held
    found = features(state, seat, held)
    return certain + sum(w * f for w, f in zip(WEIGHTS, found, strict=True))


def values(state: GameState) -> list[float]:
    assert isinstance(state, Shipyard)
    if state.is_over:
        return [sum(breakdown(state, p).values()) + 0.01 * p.guilders for p in state.seats]
    return [_seat_value(state, seat) for seat in range(state.players)]


# -- the rule policy ----------------------------------------------------------------------


def _wants(state: Shipyard, seat: int) -> list[float]:
    """How much the seat wants one more of each piece, judged by the ships in its yard."""
    ed = state.ed
    player = state.seats[seat]
    stock = player.stock
    ships = max(1, len(yard_ships(ed, player.yard)))
    cabins, drives, black, cannon_mounts, crane_mounts = cruise.capacity(
        ed, [t for t in player.yard if t >= 0]
    )
    extra = [n * ships for n in cruise.carry(ed, player.employees)]
    want = [0.3] * len(PIECES)
    want[CAPTAIN] = 4.0 if stock[CAPTAIN] < ships else 0.6
    if cabins + extra[CARRY_CREW] > stock[BUSINESSMAN] + stock[SOLDIER]:
        want[BUSINESSMAN] = want[SOLDIER] = 1.6
    if drives + extra[DRIVE] > stock[DRIVE]:
        want[DRIVE] = 2.4 if stock[DRIVE] == 0 else 1.0
    if black + extra[SAIL] + extra[CHIMNEY] > stock[SAIL] + stock[CHIMNEY]:
        want[SAIL] = 1.5
        want[CHIMNEY] = 2.4 if stock[CHIMNEY] == 0 else 0.8
    if cannon_mounts + extra[CANNON] > stock[CANNON]:
        want[CANNON] = 2.6
    if crane_mounts + extra[CRANE] > stock[CRANE]:
        want[CRANE] = 2.6
    return want


_CARGO = 3
"""Pieces besides the captain that make a ship worth finishing while time is left."""


class _Outlook:
    """What the acting seat's yard needs next, for the rule policy."""

    __slots__ = ("finish", "nearest", "reach", "ready", "ships", "speed")

    def __init__(self, state: Shipyard, seat: int) -> None:
        ed = state.ed
        player = state.seats[seat]
        self.ships = yard_ships(ed, player.yard)
        self.nearest = min((lacking for _, lacking in self.ships), default=9)
        self.reach = reach(state, seat)
        self.speed = 1
        self.ready = player.stock[CAPTAIN] > 0 and self.reach > 0
        """A ship finished now would sail."""
        self.finish = False
        """A ship finished now would sail and is worth sailing (or time is short)."""
        if self.ships:
            tiles = min(self.ships, key=lambda s: s[1])[0]
            extra = cruise.carry(ed, player.employees)
            pieces, empty = _pieces_for(ed, tiles, player.stock[:], extra)
            self.speed = cruise.base_speed(ed, pieces)
            loaded = sum(pieces) - pieces[CAPTAIN]
            soon = turns_left(state, seat) <= 4
            self.finish = self.ready and (loaded >= _CARGO or not any(empty) or soon)


def _pick_action(state: Shipyard, legal: list[SYAction], rng: random.Random) -> SYAction:
    seat = state.actor
    player = state.seats[seat]
    look = _Outlook(state, seat)
    want = _wants(state, seat)
    left = turns_left(state, seat)
    base = [0.0] * len(ACTIONS)
    if not look.ships:
        base[BUILD] = 3.0
    elif look.nearest <= 3:
        base[BUILD] = 4.5 if look.finish else (1.5 if look.nearest >= 2 else 0.5)
    else:
        base[BUILD] = 2.5
    if look.ships and not player.stock[CAPTAIN]:
        base[CREW] = 4.2
    else:
        base[CREW] = 1.0 + 0.8 * max(want[p] for p in (BUSINESSMAN, SOLDIER, DRIVE))
    if look.ships and not look.reach:
        base[CANAL] = 3.8
    else:
        base[CANAL] = 2.8 if look.reach < look.speed else 0.7
    base[EQUIPMENT] = 1.0 + 0.8 * max(want[p] for p in (CHIMNEY, SAIL, CANNON, CRANE))
    base[GOODS] = 0.8 + 0.5 * (not player.goods)
    base[EXCHANGE] = 2.2 + 0.3 * len(player.goods)
    base[EMPLOYEE] = 2.3 if left > 15 else (1.0 if left > 8 else 0.2)
    base[SUBSIDY] = 0.8 + (1.2 if player.guilders < 3 else 0.0)
    best, best_score = legal[0], -1e9
    for action in legal:
        income = row.income(state, state.row.index(action.arg))
        score = base[action.arg] + 0.35 * income + 0.8 * rng.random()
        if score > best_score:
            best, best_score = action, score
    return best


def _pick_bonus(state: Shipyard, legal: list[SYAction], rng: random.Random) -> SYAction:
    """A bonus action that finishes a ship soon or crews it; otherwise none now (before the
    main action: ``later``, to look again after it)."""
    player = state.seats[state.actor]
    none = flow.LATER if flow.LATER in legal else legal[-1]
    if player.guilders < 12:
        return none
    look = _Outlook(state, state.actor)
    for action in legal:
        if action.verb is Verb.BONUS:
            if action.arg == BUILD and look.nearest <= 3 and look.finish:
                return action
            if action.arg == CREW and player.stock[CAPTAIN] == 0 and look.ships:
                return action
    return none


_UNREADY = -5.0
"""The worth of finishing a ship that should not sail yet."""
_SHIP_LENGTH = 4
_LENGTHEN = 2.6
"""The worth of a middle for a ship shorter than ``_SHIP_LENGTH`` tiles still open."""


def _kind_needs(look: _Outlook, ed: Edition) -> list[float]:
    """How much the seat's yard needs a bow, a middle and a stern."""
    if not look.ships:
        return [2.0, 0.5, 0.5]
    need = [0.0, 0.0, 0.0]
    finishing = [False, False, False]
    kinds = ed.ships
    for tiles, lacking in look.ships:
        worth = 2.0 + 0.2 * (3 - lacking)
        lacks = (
            kinds[tiles[0]].kind != BOW,
            lacking - (kinds[tiles[0]].kind != BOW) - (kinds[tiles[-1]].kind != STERN) > 0,
            kinds[tiles[-1]].kind != STERN,
        )
        for kind in (BOW, MIDDLE, STERN):
            if lacks[kind]:
                need[kind] = max(need[kind], worth)
                finishing[kind] |= lacking == 1
        if lacks[STERN] and len(tiles) + lacking < _SHIP_LENGTH:
            need[MIDDLE] = max(need[MIDDLE], _LENGTHEN)
    for kind in (BOW, MIDDLE, STERN):
        if finishing[kind] and need[kind] != _LENGTHEN:
            need[kind] = 3.5 if look.finish else _UNREADY
    return need


def _tile_features(tile: ShipTile) -> float:
    return (
        0.5 * tile.cabins
        + 0.4 * tile.drive_mounts
        + 0.5 * tile.black_mounts
        + 0.6 * (tile.cannon_mounts + tile.crane_mounts)
        + 0.3 * (tile.lanterns + tile.lifeboats + tile.lifebuoys)
    )


def _pick_tile(state: Shipyard, legal: list[SYAction], rng: random.Random) -> SYAction:
    ed = state.ed
    need = _kind_needs(_Outlook(state, state.actor), ed)
    best, best_score = legal[-1], 1.2 if legal[-1].verb is Verb.PASS else -1e9
    for action in legal:
        if action.verb is not Verb.TILE:
            continue
        position = action.arg
        if position >= DISPLAY_TILES:
            tile = ed.ships[ed.virtual[position - DISPLAY_TILES]]
        else:
            tile = ed.ships[state.ship_display[position]]
        price = building.price(state, position)
        score = need[tile.kind] + 0.5 * _tile_features(tile) - 0.7 * price + 0.2 * rng.random()
        if score > best_score:
            best, best_score = action, score
    return best


def _pick_slot(state: Shipyard, legal: list[SYAction], rng: random.Random) -> SYAction:
    """The slot leaving the fewest tiles lacking, finishing a ship only if it can sail."""
    ed = state.ed
    seat = state.actor
    board = state.seats[seat].yard
    finish = _Outlook(state, seat).finish
    best, best_score = legal[0], -1e9
    for action in legal:
        trial = board[:]
        trial[action.arg] = state.picked
        ships = yard_ships(ed, trial)
        score = -sum(lacking for _, lacking in ships) - 0.3 * len(ships) - 0.01 * action.arg
        if not finish and any(lacking == 0 for _, lacking in ships):
            score += _UNREADY
        if score > best_score:
            best, best_score = action, score
    return best


def _pick_canal(state: Shipyard, legal: list[SYAction], rng: random.Random) -> SYAction:
    ed = state.ed
    best, best_score = legal[0], -1e9
    for action in legal:
        canal = ed.canals[state.canal_display[action.arg]]
        icons = sum(1 for i in canal.icons if i)
        score = len(canal.names) + 0.3 * icons - ed.canal_prices[action.arg] + rng.random()
        if score > best_score:
            best, best_score = action, score
    return best


def _joined(state: Shipyard, player: Player, canal: CanalTile, action: SYAction) -> int:
    """How many of the new canal's channels meet a channel of the system."""
    ed = state.ed
    x, y, rotation = at_parts(action.arg)
    joined = 0
    for side in range(4):
        if canal.edge_space[rotation][side] < 0:
            continue
        for other, (ox, oy) in enumerate(zip(player.canal_x, player.canal_y, strict=True)):
            if (ox, oy) == (x + DX[side], y + DY[side]):
                neighbour = ed.canals[player.canal_ids[other]]
                joined += neighbour.edge_space[player.canal_rot[other]][(side + 2) % 4] >= 0
    return joined


_PLACES_TRIED = 6
"""Places for a new canal whose cruise length the rule policy measures."""


def _pick_place(state: Shipyard, legal: list[SYAction], rng: random.Random) -> SYAction:
    """Among the places where the new canal's channels meet the system's, the one that
    lets the longest cruise."""
    seat = state.actor
    player = state.seats[seat]
    canal = state.ed.canals[state.canal_pick]
    ranked = sorted(
        ((_joined(state, player, canal, a) + rng.random(), a) for a in legal),
        key=lambda pair: -pair[0],
    )
    best, best_score = ranked[0][1], -1.0
    for joined, action in ranked[:_PLACES_TRIED]:
        trial = player.copy()
        x, y, rotation = at_parts(action.arg)
        canals.place(trial, state.canal_pick, x, y, rotation)
        state.seats[seat] = trial
        score = reach(state, seat) + 0.1 * joined
        state.seats[seat] = player
        if score > best_score:
            best, best_score = action, score
    return best


def _pick_piece(state: Shipyard, legal: list[SYAction], rng: random.Random) -> SYAction:
    seat = state.actor
    crew = state.step is Step.CREW
    want = _wants(state, seat)
    slots = NAMES[state.ed.name].slot
    costs: dict[int, int] = {}
    for piece, cost in wheels.options(state, seat, crew, state.seats[seat].guilders):
        costs.setdefault(piece, cost)
    best, best_score = legal[0], -1e9
    for action in legal:
        piece = slots[action.arg]
        score = want[piece] - 0.7 * costs.get(piece, 0) + 0.1 * rng.random()
        if score > best_score:
            best, best_score = action, score
    return best


def _hire_worth(state: Shipyard, employee: int) -> float:
    """A rough worth of an employee, for the rule policy: recruiters and engineers bring a
    piece every time, a captain most of all."""
    e = state.ed.employees[employee]
    if e.recruit >= 0:
        return 2.5 if e.recruit == CAPTAIN else 1.8
    if e.manufacture >= 0:
        return 2.0 if e.manufacture in (CANNON, CRANE) else 1.5
    if e.trade >= 0:
        return 1.0 + 0.3 * e.vp
    if e.carry >= 0:
        return 1.2
    if e.speed:
        return 2.0
    return 0.8


def _pick_hire(state: Shipyard, legal: list[SYAction], rng: random.Random) -> SYAction:
    seat = state.actor
    costs = {e: cost for e, _, cost in hiring.options(state, seat, state.seats[seat].guilders)}
    shared = NAMES[state.ed.name].employee
    best, best_score = legal[0], -1e9
    for action in legal:
        employee = shared.index(action.arg)
        score = _hire_worth(state, employee) - 0.6 * costs.get(employee, 0) + 0.2 * rng.random()
        if score > best_score:
            best, best_score = action, score
    return best


def _pick_good(state: Shipyard, legal: list[SYAction], rng: random.Random) -> SYAction:
    seat = state.actor
    want = _wants(state, seat)
    names = NAMES[state.ed.name]
    best, best_score = legal[0], -1e9
    for action in legal:
        if action.verb is Verb.SELL:
            score = 0.45 * exchange.price(state, seat, names.good[action.arg])
        else:
            score = want[names.slot[action.arg % SWAP_STRIDE]]
        score += 0.05 * rng.random()
        if score > best_score:
            best, best_score = action, score
    return best


def _helps(state: Shipyard, piece: int) -> bool:
    """Whether putting ``piece`` on the ship being outfitted is worth it."""
    seat = state.actor
    player = state.seats[seat]
    pieces = state.ship_pieces
    if piece == CAPTAIN:
        if not pieces[CAPTAIN]:
            return True
        # Officers score, but keep a captain for every other ship, and one to come.
        others = len(yard_ships(state.ed, player.yard)) - 1 + (turns_left(state, seat) > 2)
        return player.stock[CAPTAIN] > others
    if piece not in (DRIVE, CHIMNEY, SAIL):
        return True
    ed = state.ed
    before = cruise.base_speed(ed, pieces)
    pieces[piece] += 1
    after = cruise.base_speed(ed, pieces)
    pieces[piece] -= 1
    if after > reach(state, seat):
        return False
    if after > before:
        return True
    return piece == CHIMNEY and player.stock[CHIMNEY] > 1


def _pick_outfit(state: Shipyard, legal: list[SYAction], rng: random.Random) -> SYAction:
    slots = NAMES[state.ed.name].slot
    for action in legal:
        if action.verb is Verb.ADD and _helps(state, slots[action.arg]):
            return action
    return legal[-1]


def _pick_boost(state: Shipyard, legal: list[SYAction], rng: random.Random) -> SYAction:
    room = reach(state, state.actor) - cruise.base_speed(state.ed, state.ship_pieces)
    return legal[max(0, min(room, len(legal) - 1))]


def _space_points(state: Shipyard, action: SYAction) -> float:
    """What entering the space of a ``move`` action scores now."""
    ed = state.ed
    shared, name = divmod(action.arg, SPACES_PER_CANAL)
    canal = ed.canals[NAMES[ed.name].canal.index(shared)]
    icon = canal.icons[canal.names.index(SPACE_NAMES[name])]
    if not icon:
        return 0.0
    if icon == RIBAND:
        return float(state.moved + 1 - state.riband)
    pieces = state.ship_pieces
    if icon == MILITARY:
        return float(pieces[SOLDIER] + pieces[CANNON])
    if icon == TRADE:
        return float(pieces[BUSINESSMAN] + pieces[CRANE])
    tiles = state.seats[state.actor].yard[state.ship_start : state.ship_end + 1]
    ships = ed.ships
    if icon == LANTERN:
        return float(sum(ships[t].lanterns for t in tiles))
    if icon == LIFEBOAT:
        return float(sum(ships[t].lifeboats for t in tiles))
    assert icon == LIFEBUOY
    return float(sum(ships[t].lifebuoys for t in tiles))


def _pick_move(state: Shipyard, legal: list[SYAction], rng: random.Random) -> SYAction:
    return max(legal, key=lambda a: _space_points(state, a) + 0.1 * rng.random())


def _pick_discard(state: Shipyard, legal: list[SYAction], rng: random.Random) -> SYAction:
    ed = state.ed
    player = state.seats[state.discard_seat]
    shared = NAMES[ed.name].contract
    return min(legal, key=lambda a: contract_score(ed, player, shared.index(a.arg)) + rng.random())


def _pick_final(state: Shipyard, legal: list[SYAction], rng: random.Random) -> SYAction:
    look = _Outlook(state, state.actor)
    by_action = {a.arg: a for a in legal}
    if BUILD in by_action and look.nearest <= 3 and look.ready:
        return by_action[BUILD]
    if EMPLOYEE in by_action:
        return by_action[EMPLOYEE]
    return legal[rng.randrange(len(legal))]


def _pick_any(state: Shipyard, legal: list[SYAction], rng: random.Random) -> SYAction:
    return legal[0]


_POLICY = {
    Step.CHOOSE: _pick_action,
    Step.BONUS: _pick_bonus,
    Step.BUILD_TILE: _pick_tile,
    Step.BUILD_SLOT: _pick_slot,
    Step.CANAL_PICK: _pick_canal,
    Step.CANAL_PLACE: _pick_place,
    Step.GOODS: _pick_any,
    Step.EQUIPMENT: _pick_piece,
    Step.CREW: _pick_piece,
    Step.EMPLOYEE: _pick_hire,
    Step.TRADE_TILE: _pick_any,
    Step.TRADE_GOOD: _pick_good,
    Step.LAUNCH: _pick_any,
    Step.OUTFIT: _pick_outfit,
    Step.BOOST: _pick_boost,
    Step.SAIL: _pick_move,
    Step.DISCARD: _pick_discard,
    Step.FINAL: _pick_final,
}


def rollout_action(state: GameState, rng: random.Random) -> Action:
    """Cheap rules: finish ships that can sail, fill their cabins and mounts, keep the
    canals ahead of the ships' speed, and sail past the officials that score."""
    assert isinstance(state, Shipyard)
    legal = state.legal()
    if len(legal) == 1:
        return legal[0]
    pick = _POLICY.get(state.step)
    if pick is None:
        return legal[rng.randrange(len(legal))]
    return pick(state, legal, rng)


# -- the greedy choice --------------------------------------------------------------------


def _play_turn_out(
    state: Shipyard,
    seat: int,
    rng: random.Random,
    policy: Callable[[GameState, random.Random], Action],
) -> None:
    """Play the rest of ``seat``'s turn by ``policy``."""
    for _ in range(_TURN_LIMIT):
        if state.is_over or state.actor != seat or state.step in (Step.CHOOSE, Step.FINAL):
            return
        move = policy(state, rng)
        assert isinstance(move, SYAction)
        state.play(move)


def finish_turn(state: GameState, seat: int, rng: random.Random) -> None:
    """Play the rest of ``seat``'s turn by the rule policy."""
    assert isinstance(state, Shipyard)
    _play_turn_out(state, seat, rng, rollout_action)


def _greedy_scores(
    state: Shipyard, legal: list[SYAction], seat: int, rng: random.Random
) -> list[float]:
    """Each action's score in the greedy choice: the heuristic value where the seat's turn,
    finished by the rule policy, ends, and a millionth at random to break ties."""
    scores = []
    for action in legal:
        child = state.clone()
        child.play(action)
        finish_turn(child, seat, rng)
        scores.append(margins(HEURISTICS, child)[seat] + 1e-6 * rng.random())
    return scores


def choose(state: GameState, rng: random.Random) -> Action:
    assert isinstance(state, Shipyard)
    legal = state.legal()
    if len(legal) == 1:
        return legal[0]
    scores = _greedy_scores(state, legal, state.actor, rng)
    return legal[max(range(len(legal)), key=scores.__getitem__)]


def turn_starts(state: GameState, seat: int) -> bool:
    """Whether ``seat`` is to choose its next action (regular or final), or the game is
    over."""
    assert isinstance(state, Shipyard)
    return state.is_over or (state.actor == seat and state.step in (Step.CHOOSE, Step.FINAL))


# -- the learned judgement ----------------------------------------------------------------

BLEND = 0.0
"""How much of the learned correction the default search's judgement takes, for editions
and player counts not in ``BLENDS``: none, as it has not measured stronger than the
heuristic lead alone there (alone: lower mean scores; 4 players: more points than the
lead alone at one table, fewer wins against three ``greedy`` on other seeds; the 1st
edition: not measured in play; docs/bots.md). ``learned:…`` in
``eurotable.learning.arena`` plays with any share."""

BLENDS: dict[tuple[str, int], float] = {("second", 2): 1.0}
"""Editions and player counts whose default search takes another share. The 2nd
edition's 2-player search takes the whole correction: against ``greedy``, on the seeds
for choosing settings, it won 68 of 77 games where the lead alone won 63 (docs/bots.md)."""

PLAYOUT_BLEND = 1.0
"""The share of the learned correction where a solo playout is cut short (``solo_cut``):
all of it. After some turns of the greedy choice it judged better than the heuristic lead
alone, where at the horizon of the search by the lead it did not (docs/bots.md)."""


def learned_model(
    edition: str, players: int, contracts: str = evaluation.BEGINNER
) -> Evaluation | None:
    """The learned evaluation for an edition, player count and contract mode (the shipped
    file's, or the one ``evaluation.use`` chose), or None."""
    options = {"edition": edition, "contracts": contracts}
    return evaluation.model_for("shipyard", players, options)


def learned(state: Shipyard, seat: int, model: Evaluation, lead: float) -> float:
    """``model``'s prediction from ``seat``'s observation vector (the RL encoding) and its
    heuristic ``lead``: only what the seat may know reaches it."""
    from eurotable.rl.shipyard.features import encode

    return model.predict(encode(state.observation(seat)), lead)


def judge(state: GameState, seat: int, blend: float | None = None) -> float:
    """The flat search's judgement: ``seat``'s expected final margin over the best other
    seat (alone: its final score). A residual model's prediction (what the final margin
    adds to the heuristic lead), times ``blend``, is added to the heuristic lead; another
    model's prediction has the share ``blend`` of the judgement and the lead the rest
    (None: ``BLENDS`` for the edition and player count, else ``BLEND``). At the end of
    the game: the margin itself."""
    assert isinstance(state, Shipyard)
    if blend is None:
        blend = BLENDS.get((state.ed.name, state.players), BLEND)
    lead = margins(HEURISTICS, state)[seat]
    if state.is_over or blend == 0.0:
        return lead
    model = learned_model(
        state.ed.name, state.players, str(state.options.get("contracts", evaluation.BEGINNER))
    )
    if model is None:
        return lead
    return model.judge(lead, learned(state, seat, model, lead), blend)


LOOK_AHEAD_SEEDS = 2
"""Seeds of the greedy choice on which ``look_ahead`` judges each action: two scored more
than one, and four no more than two (docs/bots.md)."""


def look_ahead(
    state: GameState,
    rng: random.Random,
    deadline: float | None = None,
    seeds: int | None = None,
) -> Action:
    """The solo choice that looks to the end of the turn: each action played, the rest of
    the seat's turn played by the greedy choice on ``seeds`` seeds the actions share
    (None: ``LOOK_AHEAD_SEEDS``), and judged there as a cut playout is (``judge_playout``:
    the heuristic value plus the whole learned correction); the best total is played (the
    first legal one of equal totals).

    With a ``deadline`` (a ``time.thread_time()``), the actions are judged in the order the
    greedy choice ranks them on the first seed, and once the deadline has passed no other
    is begun: the best of those judged is played (at least one is judged)."""
    assert isinstance(state, Shipyard)
    legal = state.legal()
    if len(legal) == 1:
        return legal[0]
    seat = state.actor
    count = LOOK_AHEAD_SEEDS if seeds is None else seeds
    if count < 1:
        raise ValueError("the look-ahead judges on one seed or more")
    shared = [rng.getrandbits(64) for _ in range(count)]
    order = list(range(len(legal)))
    if deadline is not None:
        ranking = _greedy_scores(state, legal, seat, random.Random(shared[0]))
        order.sort(key=lambda index: -ranking[index])
    totals: dict[int, float] = {}
    for index in order:
        if totals and deadline is not None and time.thread_time() >= deadline:
            break
        total = 0.0
        for seed in shared:
            child = state.clone()
            child.play(legal[index])
            _play_turn_out(child, seat, random.Random(seed), choose)
            total += judge(child, seat, PLAYOUT_BLEND)
        totals[index] = total
    return legal[max(totals, key=lambda index: (totals[index], -index))]


class _ShipyardHeuristics:
    search = SearchSettings(
        turns=1,
        exploration=0.25,
        flat=True,
        horizon=2,
        greedy_turns=True,
        narrow=8,
        solo_playouts=1000.0,
        solo_cut=6,
        solo_draws=8,
        solo_look_ahead=200.0,
        solo_draws_look_ahead=1,
        solo_draws_cut=3,
        solo_draws_in_turn=True,
    )
    lead_scale = 8.0
    values = staticmethod(values)
    rollout_action = staticmethod(rollout_action)
    choose = staticmethod(choose)
    finish_turn = staticmethod(finish_turn)
    turn_starts = staticmethod(turn_starts)


class _LearnedShipyardHeuristics(_ShipyardHeuristics):
    """The heuristics with the learned judgement for the flat search (``judge``)."""

    def __init__(self, blend: float | None = None) -> None:
        self.blend = blend

    def judge(self, state: GameState, seat: int) -> float:
        return judge(state, seat, self.blend)

    def judge_playout(self, state: GameState, seat: int) -> float:
        return judge(state, seat, PLAYOUT_BLEND)

    def look_ahead(
        self,
        state: GameState,
        rng: random.Random,
        deadline: float | None,
        seeds: int | None = None,
    ) -> Action:
        return look_ahead(state, rng, deadline, seeds)


HANDWRITTEN = _ShipyardHeuristics()
"""The heuristics alone: the flat search judges by the heuristic lead (the search before
the learned evaluation, kept for comparison)."""

HEURISTICS = _LearnedShipyardHeuristics()


def with_blend(blend: float) -> _LearnedShipyardHeuristics:
    """The heuristics with another share of the learned evaluation (for measurements)."""
    return _LearnedShipyardHeuristics(blend)
