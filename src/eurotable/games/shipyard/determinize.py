"""A full Shipyard position rebuilt from one seat's observation (how bots imagine a game).

Everything on the table is read back from the observation. What the seat cannot see is
drawn at random, consistent with what it can: the order of the ship-tile, goods and canal
stacks (their contents are whatever nobody has seen); the solo tiles below the top one
(the top one shows its back number); the other players' contracts (as many of each colour,
kept and discarded, as they are known to hold; a starting set of the beginner game stays
whole; a player in the middle of discarding holds enough contracts to go on); the box of
contracts; and fresh seeds for every random stream.
"""

from __future__ import annotations

import random
from typing import Any, Final

from eurotable.core.errors import BadPosition
from eurotable.core.rng import Stream
from eurotable.games.shipyard import contracts
from eurotable.games.shipyard.data import ACTIONS, DECKS, EDITIONS, Edition
from eurotable.games.shipyard.game import Shipyard
from eurotable.games.shipyard.setup import STREAMS
from eurotable.games.shipyard.state import NO_BONUS, Mode, Player, Stage, Step
from eurotable.games.shipyard.track import EMPTY
from eurotable.games.shipyard.view import FLOW, IDS

_INDEX: Final[dict[str, dict[str, dict[str, int]]]] = {
    name: {
        "ships": {t: i for i, t in enumerate(ids.ships)},
        "canals": {c: i for i, c in enumerate(ids.canals)},
        "goods_tiles": {g: i for i, g in enumerate(ids.goods_tiles)},
        "employees": {e: i for i, e in enumerate(ids.employees)},
        "contracts": {c: i for i, c in enumerate(ids.contracts)},
    }
    for name, ids in IDS.items()
}
_STACKS: Final = ("bows", "middles_1", "middles_2", "sterns")
"""The ship-tile stacks by deck (``DECKS`` order)."""


def determinize(obs: dict[str, Any], rng: random.Random) -> Shipyard:
    """A full state consistent with ``obs``; what the seat cannot see is drawn at random."""
    try:
        return _determinize(obs, rng)
    except (KeyError, TypeError, ValueError, IndexError, StopIteration) as error:
        raise BadPosition(f"not a Shipyard observation: {error!r}") from None


class _Reader:
    """Reads an observation's names back into one edition's numbers."""

    def __init__(self, ed: Edition) -> None:
        self.ed = ed
        self.index = _INDEX[ed.name]

    def one(self, table: str, name: str | None) -> int:
        return -1 if name is None else self.index[table][name]

    def many(self, table: str, names: list[str | None]) -> list[int]:
        return [self.one(table, name) for name in names]

    def ship(self, ship: dict[str, Any]) -> tuple[tuple[int, ...], tuple[int, ...]]:
        pieces = ship["pieces"]
        return (
            tuple(self.many("ships", ship["tiles"])),
            tuple(pieces.get(name, 0) for name in self.ed.pieces),
        )

    def action(self, name: str | None) -> int:
        return -1 if name is None else ACTIONS.index(name)


def _determinize(obs: dict[str, Any], rng: random.Random) -> Shipyard:
    ed = EDITIONS[obs["edition"]]
    read = _Reader(ed)
    state = Shipyard.__new__(Shipyard)
    state.players = obs["players"]
    state.options = dict(obs["options"])
    state.ed = ed
    state.events = []
    state.legal_cache = None
    state.step = Step[obs["step"].upper()]
    state.stage = Stage[obs["stage"].upper()]
    state.mode = Mode[obs["mode"].upper()]
    state.streams = {name: Stream(name, rng.getrandbits(64)) for name in STREAMS}
    _table(state, obs, read)
    _turn(state, obs, read)
    state.seats = [_player(board, read) for board in obs["boards"]]
    _stacks(state, obs, rng)
    _solo(state, obs, rng)
    _contracts(state, obs, rng)
    return state


def _table(state: Shipyard, obs: dict[str, Any], read: _Reader) -> None:
    state.owners = obs["owners"]
    state.first = obs["first"]
    state.owner = obs["owner"]
    state.actor = -1 if obs["actor"] is None else obs["actor"]
    state.turns = list(obs["turns"])
    row = obs["row"]
    state.row = [EMPTY if tile is None else ACTIONS.index(tile["action"]) for tile in row]
    state.row_owner = [
        -1 if tile is None or tile["owner"] is None else tile["owner"] for tile in row
    ]
    state.row_cubes = [0 if tile is None else tile["cubes"] for tile in row]
    state.row_coins = [0 if tile is None else tile["coins"] for tile in row]
    state.lead_locked = obs["lead_locked"]
    state.wheel = obs["wheel"]
    state.dropped = obs["dropped"]
    state.cubes = obs["countdown_cubes"]
    state.removed_cubes = obs["removed_cubes"]
    state.end_triggered = obs["end_triggered"]
    state.exchange_pos = obs["exchange_position"]
    state.employee_pos = obs["employee_group"]
    slots = obs["employee_slots"]
    state.emp_slots = [-1 if s is None else read.one("employees", s[0]) for s in slots]
    state.emp_copies = [0 if s is None else s[1] for s in slots]
    state.ship_display = read.many("ships", obs["ship_display"])
    state.removed_ships = read.many("ships", obs["removed_ships"])
    state.goods_display = read.many("goods_tiles", obs["goods_display"])
    state.goods_sold = read.many("goods_tiles", obs["goods_sold"])
    state.goods_box = read.many("goods_tiles", obs["goods_box"])
    state.removed_goods = read.many("goods_tiles", obs["removed_goods"])
    state.canal_display = read.many("canals", obs["canal_display"])
    state.canal_discard = read.many("canals", obs["canal_discard"])
    state.removed_canals = read.many("canals", obs["removed_canals"])
    state.bank = obs["bank"]
    state.supply = [obs["supply"][name] for name in state.ed.pieces]
    flow = obs["flow"]
    for name in FLOW:
        setattr(state, name, int(flow[name]))


def _turn(state: Shipyard, obs: dict[str, Any], read: _Reader) -> None:
    pending = obs["pending"]
    ed = state.ed
    state.main = read.action(pending["main"])
    state.doing = read.action(pending["doing"])
    state.bonus = NO_BONUS if pending["no_bonus"] else read.action(pending["bonus"])
    state.reserve = pending["reserve"]
    state.picked = read.one("ships", pending["picked"])
    state.bought = pending["bought"]
    state.taken = list(pending["taken"])
    state.canal_pick = read.one("canals", pending["canal"])
    state.trade_tile = read.one("goods_tiles", pending["trade_tile"])
    state.trade_goods = [ed.goods.index(g) for g in pending["trade_goods"]]
    state.trade_choices = [
        -1 if c == "sell" else ed.pieces.index(c) for c in pending["trade_choices"]
    ]
    state.launches = list(pending["launches"])
    state.ship_start, state.ship_end = pending["ship"]
    state.ship_pieces = list(pending["ship_pieces"])
    state.boost = pending["boost"]
    state.speed = pending["speed"]
    state.steps_left = pending["steps_left"]
    state.moved = pending["moved"]
    state.riband = pending["riband"]
    state.discard_seat = pending["discard_seat"]
    state.discard_need = list(pending["discard_need"])
    state.last_discard = read.one("contracts", pending["last_discard"])
    state.queue = list(pending["queue"])
    state.cursor = pending["cursor"]
    state.solo_number = obs["solo"]["last_number"]


def _player(board: dict[str, Any], read: _Reader) -> Player:
    ed = read.ed
    player = Player(ed.yard_slots)
    player.guilders = board["guilders"]
    player.scores = list(board["scores"])
    player.yard = read.many("ships", board["yard"])
    player.stock = [board["stock"][name] for name in ed.pieces]
    player.employees = read.many("employees", board["employees"])
    player.goods = read.many("goods_tiles", board["goods"])
    canals = board["canals"]
    player.canal_ids = [read.one("canals", c["id"]) for c in canals]
    player.canal_x = [c["x"] for c in canals]
    player.canal_y = [c["y"] for c in canals]
    player.canal_rot = [c["rotation"] for c in canals]
    token = board["token"]
    if token is not None:
        player.token_canal = read.one("canals", token["canal"])
        player.token_space = ed.canals[player.token_canal].names.index(token["space"])
        came = token["from"]
        if came is not None:
            player.from_canal = read.one("canals", came[0])
            player.from_space = ed.canals[player.from_canal].names.index(came[1])
    player.used = read.many("canals", board["used"])
    player.used_count = board["used_count"]
    player.fleet = [read.ship(ship) for ship in board["fleet"]]
    player.wrecks = [read.ship(ship) for ship in board["wrecks"]]
    if "hand" in board:
        player.hand = read.many("contracts", board["hand"])
    if "discarded_ids" in board:
        player.discarded = read.many("contracts", board["discarded_ids"])
    return player


# -- what nobody has seen -------------------------------------------------------------------


def _stacks(state: Shipyard, obs: dict[str, Any], rng: random.Random) -> None:
    """Each stack holds the tiles seen nowhere else, in a random order."""
    ed = state.ed
    seen = {t for t in state.ship_display + state.removed_ships if t >= 0}
    seen.add(state.picked)
    for player in state.seats:
        seen.update(player.yard)
        for tiles, _ in player.fleet + player.wrecks:
            seen.update(tiles)
    for deck, name in enumerate(_STACKS):
        stack = [
            t.index for t in ed.ships[: ed.real_ships] if t.deck == deck and t.index not in seen
        ]
        _check(len(stack), obs["ship_stacks"][name], DECKS[deck])
        rng.shuffle(stack)
        setattr(state, name, stack)
    goods = set(state.goods_display + state.goods_sold + state.goods_box + state.removed_goods)
    goods.add(state.trade_tile)
    for player in state.seats:
        goods.update(player.goods)
    state.goods_stack = [g.index for g in ed.goods_tiles if g.index not in goods]
    _check(len(state.goods_stack), obs["goods_stack"], "goods")
    rng.shuffle(state.goods_stack)
    canals = set(state.canal_display + state.canal_discard + state.removed_canals)
    canals.add(state.canal_pick)
    for player in state.seats:
        canals.update(player.canal_ids + player.used)
    state.canal_stack = [c.index for c in ed.canals if c.index not in canals]
    _check(len(state.canal_stack), obs["canal_stack"], "canal")
    rng.shuffle(state.canal_stack)


def _check(found: int, shown: int, what: str) -> None:
    if found != shown:
        raise ValueError(f"the {what} stack should hold {shown} tiles, not {found}")


def _solo(state: Shipyard, obs: dict[str, Any], rng: random.Random) -> None:
    """The face-down solo tiles: all but the face-up ones, the top one with the number
    its back shows."""
    solo = obs["solo"]
    tiles = state.ed.solo_tiles
    faces = ["last" if t.action >= len(ACTIONS) else ACTIONS[t.action] for t in tiles]
    state.solo_faceup = [faces.index(face) for face in solo["face_up"]]
    stack = [t for t in range(len(tiles)) if t not in state.solo_faceup] if solo["stack"] else []
    _check(len(stack), solo["stack"], "solo")
    rng.shuffle(stack)
    if stack:
        top = next(t for t in stack if tiles[t].number == solo["top_number"])
        stack.remove(top)
        stack.append(top)
    state.solo_stack = stack


def _contracts(state: Shipyard, obs: dict[str, Any], rng: random.Random) -> None:
    """Deal the contracts the seat cannot see, as many of each colour as each player holds."""
    ed = state.ed
    seat = obs["seat"]
    boards = obs["boards"]
    hands = {o: b["contracts"] for o, b in enumerate(boards) if "hand" not in b}
    gone = {o: b["discarded"] for o, b in enumerate(boards) if "discarded_ids" not in b}
    if state.options["contracts"] == "beginner":
        _deal_sets(state, hands, gone, rng)
    else:
        held = {c for player in state.seats for c in player.hand + player.discarded}
        unseen = [c.index for c in ed.contracts if c.index not in held]
        rng.shuffle(unseen)
        for other, counts in hands.items():
            state.seats[other].hand = _take(ed, unseen, counts)
        for other, counts in gone.items():
            state.seats[other].discarded = _take(ed, unseen, counts)
    held = {c for player in state.seats for c in player.hand + player.discarded}
    state.contract_pool = [c.index for c in ed.contracts if c.index not in held]
    if state.step is Step.DISCARD and state.discard_seat != seat:
        _mid_discard(state, rng)


Counts = dict[int, dict[str, int]]
"""Contracts of each colour a seat holds unseen, by seat."""


def _deal_sets(state: Shipyard, hands: Counts, gone: Counts, rng: random.Random) -> None:
    """Beginner game: every player holds one whole starting set; the sets nobody is known
    to hold are drawn for the others at random."""
    ed = state.ed
    known = [set(p.hand + p.discarded) for p in state.seats]
    sets = [set(s) for s in ed.fixed_sets]
    free = [s for s in sets if not any(k & s for k in known)]
    rng.shuffle(free)
    for other in sorted(set(hands) | set(gone)):
        mine = [s for s in sets if known[other] & s]
        chosen = mine[0] if mine else free.pop()
        rest = sorted(chosen - known[other])
        rng.shuffle(rest)
        player = state.seats[other]
        if other in hands:
            player.hand = _take(ed, rest, hands[other])
        if other in gone:
            player.discarded = _take(ed, rest, gone[other])


def _take(ed: Edition, pool: list[int], counts: dict[str, int]) -> list[int]:
    """Take from ``pool`` its first contracts of each colour, as many as ``counts`` says."""
    taken = []
    for colour, name in enumerate(ed.colours):
        for _ in range(counts[name]):
            card = next(c for c in pool if ed.contracts[c].colour == colour)
            pool.remove(card)
            taken.append(card)
    return sorted(taken)


def _mid_discard(state: Shipyard, rng: random.Random) -> None:
    """Another player is discarding: the contracts of the colour under way must let it go
    on after the last one it discarded, in table order (notation: one spelling)."""
    ed = state.ed
    player = state.seats[state.discard_seat]
    colour = 0 if state.discard_need[0] else 1
    left = state.discard_need[colour]
    done = contracts.discards_due(state) - left
    state.last_discard = -1
    if not done:
        return

    def of_colour(cards: list[int]) -> list[int]:
        return [c for c in cards if ed.contracts[c].colour == colour]

    earlier = len(of_colour(player.discarded)) - done
    cards = of_colour(player.hand + player.discarded)
    rng.shuffle(cards)
    before, rest = cards[:earlier], sorted(cards[earlier:])
    now = rng.sample(rest[: len(rest) - left], done)
    keep_gone = [c for c in player.discarded if ed.contracts[c].colour != colour]
    keep_hand = [c for c in player.hand if ed.contracts[c].colour != colour]
    player.discarded = sorted([*keep_gone, *before, *now])
    player.hand = sorted([*keep_hand, *(c for c in rest if c not in now)])
    state.last_discard = max(now)
