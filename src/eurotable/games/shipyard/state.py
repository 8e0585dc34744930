"""The Shipyard position: plain data, cheap to clone, written to JSON in full."""

from __future__ import annotations

from enum import IntEnum
from typing import Any, Final, Self

from eurotable.core.errors import BadPosition
from eurotable.core.events import Event
from eurotable.core.options import Options
from eurotable.core.positions import (
    MOST,
    PlainFields,
    check,
    only_keys,
    read_bool,
    read_choice,
    read_int,
    read_ints,
    read_list,
    read_object,
    read_streams,
    within,
)
from eurotable.core.rng import Stream
from eurotable.core.rules_game import RulesGame
from eurotable.games.shipyard.data import (
    ACTIONS,
    BOW,
    DECKS,
    EDITIONS,
    MIDDLE,
    PIECES,
    STERN,
    SUBSIDY,
    Edition,
)
from eurotable.games.shipyard.notation import DISPLAY_TILES, MAX_BOOST, SYAction


class Step(IntEnum):
    """The kind of decision that is pending."""

    CHOOSE = 0
    BONUS = 1
    BUILD_TILE = 2
    BUILD_SLOT = 3
    CANAL_PICK = 4
    CANAL_PLACE = 5
    GOODS = 6
    EQUIPMENT = 7
    CREW = 8
    EMPLOYEE = 9
    TRADE_TILE = 10
    TRADE_GOOD = 11
    LAUNCH = 12
    OUTFIT = 13
    BOOST = 14
    START = 15
    SAIL = 16
    DISCARD = 17
    FINAL = 18
    OVER = 19
    TOKEN = 20
    """Where the ship token goes on the first canal (1st edition)."""


NO_BONUS: Final = -2
"""As ``bonus``: the player takes no bonus action this turn (he said so before his main
action, so none is offered after it)."""


class Stage(IntEnum):
    """Where the acting player is in step 4 of a turn (or in the end game)."""

    BEFORE = 0
    """The main action is chosen; a bonus action may be bought before it."""
    MAIN = 1
    EARLY_BONUS = 2
    AFTER = 3
    """The main action is done; a bonus action may still be bought."""
    LATE_BONUS = 4
    CRUISES = 5


class Mode(IntEnum):
    REGULAR = 0
    FINAL = 1
    """The final action: any action, no income, no bonus."""
    COMPLETION = 2
    """The last chance to complete a ship with one tile."""


_PLAYER_KEYS: Final = (
    "canal_ids",
    "canal_rot",
    "canal_x",
    "canal_y",
    "discarded",
    "employees",
    "fleet",
    "from_canal",
    "from_space",
    "goods",
    "guilders",
    "hand",
    "scores",
    "stock",
    "token_canal",
    "token_space",
    "used",
    "used_count",
    "wrecks",
    "yard",
)
"""A player's fields: its JSON keys (a compiled class has no ``__slots__`` to read)."""


class Player:
    """One player's shipyard, stock, canals, fleet and contracts."""

    __slots__ = _PLAYER_KEYS

    def __init__(self, yard_slots: int = 0) -> None:
        # The default lets ``Player.__new__(Player)`` (in ``copy``) work when compiled:
        # mypyc's ``__new__`` of a native class runs ``__init__``.
        self.guilders = 0
        self.scores = [0, 0, 0, 0]
        """Cruise points so far: crew, cannons and cranes, speed, the cruise itself."""
        self.yard = [-1] * yard_slots
        self.stock = [0] * len(PIECES)
        self.employees: list[int] = []
        self.goods: list[int] = []
        self.canal_ids: list[int] = []
        self.canal_x: list[int] = []
        self.canal_y: list[int] = []
        self.canal_rot: list[int] = []
        self.token_canal = -1
        self.token_space = -1
        self.from_canal = -1
        """The canal of the space the ship token came from; -1: it sailed in from the
        outside, across its own space's edge."""
        self.from_space = -1
        self.used: list[int] = []
        self.used_count = 0
        """Canals used so far (the used pile may be reshuffled; the count stays)."""
        self.fleet: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
        """Ships that passed their cruise: (ship tiles bow to stern, pieces by kind)."""
        self.wrecks: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
        """Ships that failed their cruise, removed from the game with their pieces."""
        self.hand: list[int] = []
        self.discarded: list[int] = []

    @property
    def vp(self) -> int:
        return sum(self.scores)

    def copy(self) -> Player:
        other = Player.__new__(Player)
        other.guilders = self.guilders
        other.scores = self.scores[:]
        other.yard = self.yard[:]
        other.stock = self.stock[:]
        other.employees = self.employees[:]
        other.goods = self.goods[:]
        other.canal_ids = self.canal_ids[:]
        other.canal_x = self.canal_x[:]
        other.canal_y = self.canal_y[:]
        other.canal_rot = self.canal_rot[:]
        other.token_canal = self.token_canal
        other.token_space = self.token_space
        other.from_canal = self.from_canal
        other.from_space = self.from_space
        other.used = self.used[:]
        other.used_count = self.used_count
        other.fleet = self.fleet[:]
        other.wrecks = self.wrecks[:]
        other.hand = self.hand[:]
        other.discarded = self.discarded[:]
        return other

    def to_json(self) -> dict[str, Any]:
        return {
            "guilders": self.guilders,
            "scores": self.scores[:],
            "yard": self.yard[:],
            "stock": self.stock[:],
            "employees": self.employees[:],
            "goods": self.goods[:],
            "canal_ids": self.canal_ids[:],
            "canal_x": self.canal_x[:],
            "canal_y": self.canal_y[:],
            "canal_rot": self.canal_rot[:],
            "token_canal": self.token_canal,
            "token_space": self.token_space,
            "from_canal": self.from_canal,
            "from_space": self.from_space,
            "used": self.used[:],
            "used_count": self.used_count,
            "fleet": [[list(t), list(p)] for t, p in self.fleet],
            "wrecks": [[list(t), list(p)] for t, p in self.wrecks],
            "hand": self.hand[:],
            "discarded": self.discarded[:],
        }

    @classmethod
    def from_json(cls, data: Any, ed: Edition) -> Player:
        """A player's board, every id one of the edition's and every count in range: the
        yard's ship tiles, finished ships (a bow, middles and a stern), canals (each at a
        place, turned a way the tile can be), the ship token on a space of a canal."""
        only_keys(data, _PLAYER_KEYS, "a player's board")
        player = cls(ed.yard_slots)
        player.guilders = read_int(data, "guilders")
        player.scores = read_ints(data, "scores", 4)
        player.yard = read_ints(data, "yard", ed.yard_slots, minimum=-1, maximum=len(ed.ships) - 1)
        player.stock = read_ints(data, "stock", len(PIECES))
        player.employees = _ids(data, "employees", len(ed.employees))
        check(len(set(player.employees)) == len(player.employees), "an employee held twice")
        player.goods = _ids(data, "goods", len(ed.goods_tiles))
        player.canal_ids = _ids(data, "canal_ids", len(ed.canals))
        count = len(player.canal_ids)
        for name in ("canal_x", "canal_y"):
            setattr(player, name, read_ints(data, name, count, maximum=max(count - 1, 0)))
        player.canal_rot = read_ints(data, "canal_rot", count, maximum=3)
        for canal, rotation in zip(player.canal_ids, player.canal_rot, strict=True):
            check(
                rotation in ed.canals[canal].rotations,
                f"'canal_rot': canal {ed.canals[canal].id} cannot be turned {rotation}",
            )
        for on, at in (("token_canal", "token_space"), ("from_canal", "from_space")):
            tile = read_int(data, on, -1, len(ed.canals) - 1)
            spaces = len(ed.canals[tile].names) if tile >= 0 else 0
            setattr(player, on, tile)
            setattr(player, at, read_int(data, at, -1 if tile < 0 else 0, spaces - 1))
        player.used = _ids(data, "used", len(ed.canals))
        player.used_count = read_int(data, "used_count", minimum=len(player.used))
        player.fleet = _ships(data, "fleet", ed)
        player.wrecks = _ships(data, "wrecks", ed)
        player.hand = _ids(data, "hand", len(ed.contracts))
        player.discarded = _ids(data, "discarded", len(ed.contracts))
        return player


def _ids(data: dict[str, Any], key: str, size: int) -> list[int]:
    """A list of ids of a table of ``size`` entries."""
    return read_ints(data, key, maximum=size - 1, longest=size)


def _ships(
    data: dict[str, Any], key: str, ed: Edition
) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Ships that left the yard: each a bow, one to ``max_middles`` middles and a stern
    (ship tiles of the edition, the stand-ins included), and the pieces it carried."""
    value = read_list(data, key)
    ships = []
    for ship in value:
        if not isinstance(ship, list) or len(ship) != 2:
            raise BadPosition(f"{key!r}: a ship is [tiles, pieces]")
        tiles = read_ints({key: ship[0]}, key, maximum=len(ed.ships) - 1, longest=ed.yard_slots)
        kinds = [ed.ships[t].kind for t in tiles]
        middles = len(kinds) - 2
        check(
            1 <= middles <= ed.max_middles and kinds == [BOW, *[MIDDLE] * middles, STERN],
            f"{key!r}: a ship is a bow, 1 to {ed.max_middles} middles and a stern",
        )
        pieces = read_ints({key: ship[1]}, key, len(PIECES))
        ships.append((tuple(tiles), tuple(pieces)))
    return ships


_SCALARS: Final = (
    "owners",
    "first",
    "owner",
    "actor",
    "main",
    "doing",
    "bonus",
    "reserve",
    "picked",
    "picked_from",
    "bought",
    "canal_pick",
    "trade_tile",
    "ship_start",
    "ship_end",
    "last_add",
    "boost",
    "speed",
    "steps_left",
    "moved",
    "riband",
    "discard_seat",
    "last_discard",
    "cursor",
    "wheel",
    "cubes",
    "removed_cubes",
    "end_reason",
    "spacer",
    "crew_pos",
    "equip_pos",
    "exchange_pos",
    "employee_pos",
    "bank",
    "solo_number",
)
_FLAGS: Final = ("lead_locked", "dropped", "end_triggered")
_LISTS: Final = (
    "turns",
    "row",
    "row_owner",
    "row_cubes",
    "row_coins",
    "emp_slots",
    "emp_copies",
    "ship_display",
    "bows",
    "sterns",
    "middles_1",
    "middles_2",
    "removed_ships",
    "goods_display",
    "goods_stack",
    "goods_sold",
    "goods_box",
    "removed_goods",
    "canal_display",
    "canal_stack",
    "canal_discard",
    "removed_canals",
    "contract_pool",
    "solo_stack",
    "solo_faceup",
    "supply",
    "trade_goods",
    "trade_choices",
    "launches",
    "ship_pieces",
    "discard_need",
    "queue",
    "taken",
)
_FIELDS: Final = PlainFields(_SCALARS, _FLAGS, _LISTS)
_KEYS: Final = (
    "game",
    "players",
    "options",
    "step",
    "stage",
    "mode",
    "seats",
    "streams",
    *_FIELDS.keys(),
)
_STEP_NAMES: Final = tuple(step.name.lower() for step in Step)
_STAGE_NAMES: Final = tuple(stage.name.lower() for stage in Stage)
_MODE_NAMES: Final = tuple(mode.name.lower() for mode in Mode)
STREAMS: Final = (
    "setup",
    "bows",
    "sterns",
    "middles-1",
    "middles-2",
    "goods",
    "canals",
    "contracts",
    "employees",
    "solo",
)
"""The random streams of a game: one per stack and the set-up."""


def _scalars(ed: Edition, players: int, owners: int) -> dict[str, tuple[int, int]]:
    """The lowest and highest value of each number of a position."""
    actions = len(ACTIONS) - 1
    countdown = ed.countdown_cubes[players]
    numbers = [t.number for t in ed.solo_tiles] + [ed.solo_board_number]
    spacer = -1 if players in ed.subsidy_players else SUBSIDY
    return {
        "owners": (owners, owners),
        "first": (0, players - 1),
        "owner": (0, owners - 1),
        "actor": (-1, players - 1),
        "main": (-1, actions),
        "doing": (-1, actions),
        "bonus": (NO_BONUS, actions),
        "reserve": (0, MOST),
        "picked": (-1, len(ed.ships) - 1),
        "picked_from": (-1, DISPLAY_TILES + 2),
        "bought": (0, ed.max_tiles_per_build),
        "canal_pick": (-1, len(ed.canals) - 1),
        "trade_tile": (-1, len(ed.goods_tiles) - 1),
        "ship_start": (-1, ed.yard_slots - 1),
        "ship_end": (-1, ed.yard_slots - 1),
        "last_add": (0, len(PIECES) - 1),
        "boost": (0, MAX_BOOST),
        "speed": (0, MOST),
        "steps_left": (0, MOST),
        "moved": (0, MOST),
        "riband": (0, MOST),
        "discard_seat": (-1, players - 1),
        "last_discard": (-1, len(ed.contracts) - 1),
        "cursor": (0, owners),
        "wheel": (1, max(ed.turn_wheel_teeth, ed.first_drop_after)),
        "cubes": (0, countdown),
        "removed_cubes": (0, countdown),
        "end_reason": (0, 2),
        "spacer": (spacer, spacer),
        "crew_pos": (0, len(ed.crew_wheel) - 1),
        "equip_pos": (0, len(ed.equipment_wheel) - 1),
        "exchange_pos": (min(ed.exchange_start, 0), len(ed.exchange_prices) - 1),
        "employee_pos": (0, ed.employee_groups - 1),
        "bank": (-MOST, MOST),
        "solo_number": (-1, max(numbers)),
    }


def _lists(ed: Edition, players: int, owners: int) -> dict[str, tuple[int | None, int, int, int]]:
    """The length (or None), lowest and highest item and greatest length of each list."""
    row = ed.turn_wheel_teeth if ed.action_row == "track" else len(ACTIONS)
    ships, canals, goods = len(ed.ships), len(ed.canals), len(ed.goods_tiles)
    contracts, slots = len(ed.contracts), ed.employee_groups * ed.group_size
    solo = len(ed.solo_tiles) if players == 1 else 0
    return {
        "turns": (owners, 0, MOST, owners),
        "row": (row, -1, len(ACTIONS) - 1, row),
        "row_owner": (None, -1, owners - 1, row),
        "row_cubes": (None, 0, 2, row),
        "row_coins": (None, 0, MOST, row),
        "emp_slots": (slots, -1, len(ed.employees) - 1, slots),
        "emp_copies": (slots, 0, 2, slots),
        "ship_display": (DISPLAY_TILES, -1, ed.real_ships - 1, DISPLAY_TILES),
        "bows": (None, 0, ed.real_ships - 1, ships),
        "sterns": (None, 0, ed.real_ships - 1, ships),
        "middles_1": (None, 0, ed.real_ships - 1, ships),
        "middles_2": (None, 0, ed.real_ships - 1, ships),
        "removed_ships": (None, 0, ed.real_ships - 1, ships),
        "goods_display": (None, 0, goods - 1, len(ed.goods_prices)),
        "goods_stack": (None, 0, goods - 1, goods),
        "goods_sold": (None, 0, goods - 1, goods),
        "goods_box": (None, 0, goods - 1, goods),
        "removed_goods": (None, 0, goods - 1, goods),
        "canal_display": (None, 0, canals - 1, len(ed.canal_prices)),
        "canal_stack": (None, 0, canals - 1, canals),
        "canal_discard": (None, 0, canals - 1, canals),
        "removed_canals": (None, 0, canals - 1, canals),
        "contract_pool": (None, 0, contracts - 1, contracts),
        "solo_stack": (None, 0, max(solo - 1, 0), solo),
        "solo_faceup": (None, 0, max(solo - 1, 0), solo),
        "supply": (len(PIECES), -MOST, MOST, len(PIECES)),
        "trade_goods": (None, 0, len(ed.goods) - 1, 3),
        "trade_choices": (None, -1, len(PIECES) - 1, 3),
        "launches": (None, 0, ed.yard_slots - 1, ed.yard_slots),
        "ship_pieces": (None, 0, MOST, len(PIECES)),
        "discard_need": (None, 0, contracts, 2),
        "queue": (None, 0, players - 1, owners),
        "taken": (None, 0, DISPLAY_TILES - 1, ed.max_tiles_per_build),
    }


class ShipyardState(RulesGame[SYAction]):
    """A Shipyard position: the data. ``game.Shipyard`` adds the rules."""

    __slots__ = (
        *_SCALARS,
        *_FLAGS,
        *_LISTS,
        "ed",
        "events",
        "legal_cache",
        "mode",
        "options",
        "players",
        "seats",
        "stage",
        "step",
        "streams",
    )

    players: int
    options: Options
    ed: Edition
    seats: list[Player]
    step: Step
    stage: Stage
    mode: Mode
    streams: dict[str, Stream]
    events: list[Event] | None
    legal_cache: list[SYAction] | None
    owners: int
    """Cube colours on the action row: the seats, and in solo the two automata."""
    first: int
    """The start player (the seat that took the first turn)."""
    owner: int
    """Whose turn it is (a seat or, in solo, an automaton)."""
    actor: int
    """The seat that decides now (-1 when the game is over)."""
    main: int
    doing: int
    """The action being carried out now (main or bonus), -1 between actions."""
    bonus: int
    """The bonus action bought this turn, -1 if none (yet), ``NO_BONUS`` when the player
    said he takes none this turn."""
    reserve: int
    """Guilders a bonus action taken before the main one may not spend: what the main
    action needs (and in the 1st edition this turn's income, already while the bonus is
    being chosen)."""
    picked: int
    picked_from: int
    bought: int
    canal_pick: int
    trade_tile: int
    ship_start: int
    ship_end: int
    last_add: int
    boost: int
    speed: int
    steps_left: int
    moved: int
    riband: int
    discard_seat: int
    last_discard: int
    cursor: int
    wheel: int
    """Steps of the turn wheel until the cube drops into the hole."""
    cubes: int
    removed_cubes: int
    end_reason: int
    spacer: int
    """The face-down subsidy tile (an action id) when it is not in play, else -1."""
    crew_pos: int
    equip_pos: int
    exchange_pos: int
    employee_pos: int
    bank: int
    solo_number: int
    lead_locked: bool
    dropped: bool
    end_triggered: bool
    turns: list[int]
    row: list[int]
    row_owner: list[int]
    row_cubes: list[int]
    row_coins: list[int]
    emp_slots: list[int]
    emp_copies: list[int]
    ship_display: list[int]
    bows: list[int]
    sterns: list[int]
    middles_1: list[int]
    middles_2: list[int]
    removed_ships: list[int]
    goods_display: list[int]
    goods_stack: list[int]
    goods_sold: list[int]
    goods_box: list[int]
    removed_goods: list[int]
    canal_display: list[int]
    canal_stack: list[int]
    canal_discard: list[int]
    removed_canals: list[int]
    contract_pool: list[int]
    solo_stack: list[int]
    solo_faceup: list[int]
    supply: list[int]
    trade_goods: list[int]
    trade_choices: list[int]
    launches: list[int]
    ship_pieces: list[int]
    discard_need: list[int]
    queue: list[int]
    taken: list[int]
    """Ship display positions emptied by the build action in progress."""

    @property
    def solo(self) -> bool:
        return self.owners > self.players

    # -- copying and serialising --------------------------------------------------------

    def clone(self) -> Self:
        other = self.__class__.__new__(self.__class__)
        _FIELDS.copy(self, other)
        other.players = self.players
        other.options = self.options
        other.ed = self.ed
        other.step = self.step
        other.stage = self.stage
        other.mode = self.mode
        other.seats = [p.copy() for p in self.seats]
        other.streams = {k: s.copy() for k, s in self.streams.items()}
        other.events = None
        other.legal_cache = self.legal_cache
        return other

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "game": "shipyard",
            "players": self.players,
            "options": dict(self.options),
            "step": self.step.name.lower(),
            "stage": self.stage.name.lower(),
            "mode": self.mode.name.lower(),
            "seats": [p.to_json() for p in self.seats],
            "streams": {k: s.to_json() for k, s in sorted(self.streams.items())},
        }
        _FIELDS.dump(self, data)
        return data

    @classmethod
    def from_json(cls, data: Any) -> Self:
        """The position ``to_json`` wrote: every field present, of its type, in its range
        and of its length for the edition and player count, every id one of the edition's
        (``BadPosition`` names the first that is not). What the fields must say together
        is checked by ``spec.from_json``."""
        if not isinstance(data, dict) or data.get("game") != "shipyard":
            raise BadPosition("not a Shipyard position")
        only_keys(data, _KEYS, "a Shipyard position")
        state = cls.__new__(cls)
        state.options = dict(read_object(data, "options"))
        edition = EDITIONS.get(str(state.options.get("edition", "second")))
        if edition is None:
            raise BadPosition(f"unknown edition {state.options.get('edition')!r}")
        ed = state.ed = edition
        players = state.players = read_int(data, "players", 1, 4)
        check(players in ed.player_counts, f"the {ed.name} edition has no {players}-player game")
        state.step = Step(read_choice(data, "step", _STEP_NAMES))
        state.stage = Stage(read_choice(data, "stage", _STAGE_NAMES))
        state.mode = Mode(read_choice(data, "mode", _MODE_NAMES))
        state.seats = []
        for seat, board in enumerate(read_list(data, "seats", players)):
            with within(f"seat {seat}"):
                state.seats.append(Player.from_json(board, ed))
        state.streams = read_streams(data, STREAMS)
        owners = players + 2 if players == 1 else players
        for name, (low, high) in _scalars(ed, players, owners).items():
            setattr(state, name, read_int(data, name, low, high))
        for name in _FLAGS:
            setattr(state, name, read_bool(data, name))
        for name, (length, low, high, longest) in _lists(ed, players, owners).items():
            value = read_ints(data, name, length, low, high, longest)
            setattr(state, name, value)
        for name, deck in (("bows", 0), ("middles_1", 1), ("middles_2", 2), ("sterns", 3)):
            check(
                all(ed.ships[t].deck == deck for t in getattr(state, name)),
                f"{name!r} must hold {DECKS[deck]} tiles",
            )
        length = len(state.row)
        for name in ("row_owner", "row_cubes", "row_coins"):
            check(len(getattr(state, name)) == length, f"{name!r} must be as long as 'row'")
        check(len(state.ship_pieces) in (0, len(PIECES)), "'ship_pieces' counts every piece")
        check(len(state.discard_need) in (0, 2), "'discard_need' counts both colours")
        state.events = []
        state.legal_cache = None
        return state

    def equals(self, other: object) -> bool:
        if not isinstance(other, ShipyardState):
            return False
        return self.to_json() == other.to_json()
