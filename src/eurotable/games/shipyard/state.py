"""The Shipyard position: plain data, cheap to clone, written to JSON in full."""

from __future__ import annotations

from enum import IntEnum
from typing import Any, Self

from eurotable.core.errors import BadPosition
from eurotable.core.events import Event
from eurotable.core.options import Options
from eurotable.core.positions import PlainFields, read_bool, read_int, read_ints
from eurotable.core.rng import Stream
from eurotable.core.rules_game import RulesGame
from eurotable.games.shipyard.data import EDITIONS, PIECES, Edition
from eurotable.games.shipyard.notation import SYAction


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


class Player:
    """One player's shipyard, stock, canals, fleet and contracts."""

    __slots__ = (
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

    def __init__(self, yard_slots: int) -> None:
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
    def from_json(cls, data: Any, yard_slots: int) -> Player:
        if not isinstance(data, dict):
            raise BadPosition("a player must be an object")
        player = cls(yard_slots)
        player.guilders = read_int(data, "guilders")
        player.scores = read_ints(data, "scores", 4)
        player.yard = read_ints(data, "yard", yard_slots, minimum=-1)
        player.stock = read_ints(data, "stock", len(PIECES))
        for name in ("employees", "goods", "canal_ids", "used", "hand", "discarded"):
            setattr(player, name, read_ints(data, name))
        for name in ("canal_x", "canal_y", "canal_rot"):
            setattr(player, name, read_ints(data, name, len(player.canal_ids), minimum=-(10**6)))
        for name in ("token_canal", "token_space", "from_canal", "from_space"):
            setattr(player, name, read_int(data, name, minimum=-1))
        player.used_count = read_int(data, "used_count")
        player.fleet = _ships(data, "fleet")
        player.wrecks = _ships(data, "wrecks")
        return player


def _ships(data: dict[str, Any], key: str) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    value = data.get(key)
    if not isinstance(value, list):
        raise BadPosition(f"{key!r} must be a list of ships")
    ships = []
    for ship in value:
        if not isinstance(ship, list) or len(ship) != 2:
            raise BadPosition(f"{key!r}: a ship is [tiles, pieces]")
        tiles = read_ints({"t": ship[0]}, "t")
        pieces = read_ints({"p": ship[1]}, "p", len(PIECES))
        ships.append((tuple(tiles), tuple(pieces)))
    return ships


_SCALARS = (
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
_FLAGS = ("lead_locked", "dropped", "end_triggered")
_LISTS = (
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
_FIELDS = PlainFields(_SCALARS, _FLAGS, _LISTS)


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
    """The bonus action bought this turn, -1 if none."""
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
        if not isinstance(data, dict) or data.get("game") != "shipyard":
            raise BadPosition("not a Shipyard position")
        state = cls.__new__(cls)
        state.players = read_int(data, "players", minimum=1)
        options = data.get("options")
        if not isinstance(options, dict):
            raise BadPosition("'options' must be an object")
        state.options = dict(options)
        edition = EDITIONS.get(str(options.get("edition", "second")))
        if edition is None:
            raise BadPosition(f"unknown edition {options.get('edition')!r}")
        state.ed = edition
        for name, enum in (("step", Step), ("stage", Stage), ("mode", Mode)):
            try:
                setattr(state, name, enum[str(data.get(name)).upper()])
            except KeyError:
                raise BadPosition(f"unknown {name} {data.get(name)!r}") from None
        seats = data.get("seats")
        if not isinstance(seats, list) or len(seats) != state.players:
            raise BadPosition("'seats' must list one shipyard per player")
        state.seats = [Player.from_json(p, edition.yard_slots) for p in seats]
        streams = data.get("streams")
        if not isinstance(streams, dict):
            raise BadPosition("'streams' must be an object")
        try:
            state.streams = {k: Stream.from_json(v) for k, v in streams.items()}
        except ValueError as error:
            raise BadPosition(str(error)) from None
        for name in _SCALARS:
            setattr(state, name, read_int(data, name, minimum=-(10**9)))
        for name in _FLAGS:
            setattr(state, name, read_bool(data, name))
        for name in _LISTS:
            setattr(state, name, read_ints(data, name, minimum=-(10**9)))
        state.events = []
        state.legal_cache = None
        return state

    def equals(self, other: object) -> bool:
        if not isinstance(other, ShipyardState):
            return False
        return self.to_json() == other.to_json()
