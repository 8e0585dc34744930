"""The Puerto Rico position: plain data, cheap to clone, written to JSON in full."""

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
from eurotable.games.puerto_rico.data import (
    BUILDINGS,
    GOODS,
    HOUSE_CAPACITY,
    ISLAND_SPACES,
    ROLES,
    SETUPS,
    TILES,
)
from eurotable.games.puerto_rico.notation import PRAction


class Step(IntEnum):
    """The kind of decision that is pending."""

    ROLE = 0
    SETTLE = 1
    HOSPICE = 2
    MAYOR = 3
    BUILD = 4
    UNIVERSITY = 5
    EXTRA = 6
    TRADE = 7
    LOAD = 8
    STORE = 9
    DONE = 10  # the phase in progress has nobody left to act
    OVER = 11


_SPACES: Final[tuple[int, ...]] = tuple(b.spaces for b in BUILDINGS)


class Player:
    """One player's board: money, chips, goods, island and city."""

    __slots__ = ("buildings", "doubloons", "goods", "island", "occupied", "san_juan", "vp")

    def __init__(self) -> None:
        self.doubloons = 0
        self.vp = 0
        self.goods = [0] * len(GOODS)
        self.island = [0] * len(TILES)
        """Island tiles by kind (corn … coffee, quarry)."""
        self.occupied = [0] * len(TILES)
        """How many tiles of each kind carry a colonist."""
        self.buildings = [-1] * len(BUILDINGS)
        """Colonists on each building; -1 when the player does not own it."""
        self.san_juan = 0

    def copy(self) -> Player:
        other = Player.__new__(Player)
        other.doubloons = self.doubloons
        other.vp = self.vp
        other.goods = self.goods[:]
        other.island = self.island[:]
        other.occupied = self.occupied[:]
        other.buildings = self.buildings[:]
        other.san_juan = self.san_juan
        return other

    def active(self, building: int) -> bool:
        """True when the player owns ``building`` and it is occupied."""
        return self.buildings[building] > 0

    def colonists(self) -> int:
        total = self.san_juan + sum(self.occupied)
        for w in self.buildings:
            if w > 0:
                total += w
        return total

    def city_spaces(self) -> int:
        spaces = 0
        buildings = self.buildings
        for b in range(len(buildings)):
            if buildings[b] >= 0:
                spaces += _SPACES[b]
        return spaces

    def to_json(self) -> dict[str, Any]:
        return {
            "doubloons": self.doubloons,
            "vp": self.vp,
            "goods": self.goods[:],
            "island": self.island[:],
            "occupied": self.occupied[:],
            "buildings": self.buildings[:],
            "san_juan": self.san_juan,
        }

    @classmethod
    def from_json(cls, data: Any) -> Player:
        """A board, every count in range: goods, tiles (manned ones at most the tiles),
        buildings (-1: not owned, else the colonists on it, at most its circles)."""
        only_keys(data, _PLAYER_KEYS, "a player's board")
        player = cls()
        player.doubloons = read_int(data, "doubloons")
        player.vp = read_int(data, "vp")
        player.goods = read_ints(data, "goods", len(GOODS))
        player.island = read_ints(data, "island", len(TILES), maximum=ISLAND_SPACES)
        player.occupied = read_ints(data, "occupied", len(TILES), maximum=ISLAND_SPACES)
        player.buildings = read_ints(data, "buildings", len(BUILDINGS), minimum=-1)
        player.san_juan = read_int(data, "san_juan")
        for kind, (tiles, manned) in enumerate(zip(player.island, player.occupied, strict=True)):
            check(manned <= tiles, f"'occupied': more colonists than {TILES[kind]} tiles")
        for b, colonists in zip(BUILDINGS, player.buildings, strict=True):
            check(colonists <= b.circles, f"'buildings': more colonists on the {b.id} than circles")
        return player


_PLAYER_KEYS: Final = ("doubloons", "vp", "goods", "island", "occupied", "buildings", "san_juan")

_SCALARS: Final = (
    "governor",
    "picks",
    "phase",
    "actor",
    "chooser",
    "cursor",
    "streak",
    "colonists",
    "ship_colonists",
    "vp_supply",
    "quarries",
    "pending",
    "store_left",
    "store_next",
    "last_slot",
)
_FLAGS: Final = ("hacienda_drawn", "placing", "captain_bonus", "end_triggered")
_LISTS: Final = (
    "role_cards",
    "role_money",
    "role_taken",
    "order",
    "goods_supply",
    "building_supply",
    "face_up",
    "stack",
    "discards",
    "house",
    "ship_capacity",
    "ship_good",
    "ship_load",
    "wharf_used",
    "protected",
)
_FIELDS: Final = PlainFields(_SCALARS, _FLAGS, _LISTS)
_KEYS: Final = ("game", "players", "options", "step", "seats", "streams", *_FIELDS.keys())
_STEP_NAMES: Final = tuple(step.name.lower() for step in Step if step is not Step.DONE)
"""Steps a position may be at (``done`` only passes inside a move)."""
MOST_TURNS: Final = 1000
"""Turns a phase can take at the most (``cursor``): captains load round and round, but
every turn ships or sells something, and the barrels run out long before."""


class PuertoRicoState(RulesGame[PRAction]):
    """A Puerto Rico position: the data. ``game.PuertoRico`` adds the rules."""

    __slots__ = (
        *_SCALARS,
        *_FLAGS,
        *_LISTS,
        "legal_cache",
        "events",
        "options",
        "players",
        "seats",
        "step",
        "streams",
    )

    players: int
    options: Options
    seats: list[Player]
    step: Step
    streams: dict[str, Stream]
    events: list[Event] | None
    governor: int
    picks: int
    """Roles picked so far this round."""
    phase: int
    """The role being carried out, or -1 between roles."""
    actor: int
    """The seat that decides now (-1 when the game is over)."""
    chooser: int
    """The seat that picked the role being carried out."""
    order: list[int]
    """Seats in the order they act in this phase, starting with the chooser."""
    cursor: int
    streak: int
    """Captain phase: consecutive turns in which nobody loaded."""
    colonists: int
    ship_colonists: int
    vp_supply: int
    """VP chips left; negative once points are noted on paper."""
    quarries: int
    pending: int
    """The tile or building a pending hospice or university colonist would go to."""
    store_left: int
    store_next: int
    last_slot: int
    """Mayor: the slot of the last colonist placed (placements go in slot order)."""
    hacienda_drawn: bool
    placing: bool
    """Mayor: the actor has started placing colonists one by one."""
    captain_bonus: bool
    end_triggered: bool
    role_cards: list[int]
    role_money: list[int]
    role_taken: list[int]
    goods_supply: list[int]
    building_supply: list[int]
    face_up: list[int]
    stack: list[int]
    discards: list[int]
    house: list[int]
    ship_capacity: list[int]
    ship_good: list[int]
    ship_load: list[int]
    wharf_used: list[int]
    protected: list[int]

    # -- copying and serialising --------------------------------------------------------

    def clone(self) -> Self:
        other = self.__class__.__new__(self.__class__)
        _FIELDS.copy(self, other)
        other.players = self.players
        other.options = self.options
        other.step = self.step
        other.seats = [p.copy() for p in self.seats]
        other.streams = {k: s.copy() for k, s in self.streams.items()}
        other.events = None
        other.legal_cache = self.legal_cache
        return other

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "game": "puerto-rico",
            "players": self.players,
            "options": dict(self.options),
            "step": self.step.name.lower(),
            "seats": [p.to_json() for p in self.seats],
            "streams": {k: s.to_json() for k, s in sorted(self.streams.items())},
        }
        _FIELDS.dump(self, data)
        return data

    @classmethod
    def from_json(cls, data: Any) -> Self:
        """The position ``to_json`` wrote: every field present, of its type, in its range
        and of its length for the player count (``BadPosition`` names the first that is
        not). What the fields must say together is checked by ``spec.from_json``."""
        if not isinstance(data, dict) or data.get("game") != "puerto-rico":
            raise BadPosition("not a Puerto Rico position")
        only_keys(data, _KEYS, "a Puerto Rico position")
        state = cls.__new__(cls)
        players = state.players = read_int(data, "players", min(SETUPS), max(SETUPS))
        setup = SETUPS[players]
        state.options = dict(read_object(data, "options"))
        state.step = Step[_STEP_NAMES[read_choice(data, "step", _STEP_NAMES)].upper()]
        seats = read_list(data, "seats", players)
        state.seats = []
        for seat, board in enumerate(seats):
            with within(f"seat {seat}"):
                state.seats.append(Player.from_json(board))
        state.streams = read_streams(data, ("setup", "plantations"))
        seat_or_none = {"minimum": -1, "maximum": players - 1}
        ranges: dict[str, dict[str, int]] = {
            "governor": {"maximum": players - 1},
            "picks": {"maximum": setup.picks_per_round},
            "phase": {"minimum": -1, "maximum": len(ROLES) - 1},
            "actor": seat_or_none,
            "chooser": seat_or_none,
            "cursor": {"maximum": MOST_TURNS},
            "streak": {"maximum": players},
            "vp_supply": {"minimum": -MOST},
            "pending": {"minimum": -1, "maximum": max(len(BUILDINGS), len(TILES)) - 1},
            "store_left": {"maximum": 3},
            "store_next": {"maximum": len(GOODS)},
            "last_slot": {"maximum": len(TILES) + len(BUILDINGS) - 1},
        }
        for name in _SCALARS:
            setattr(state, name, read_int(data, name, **ranges.get(name, {})))
        for name in _FLAGS:
            setattr(state, name, read_bool(data, name))
        roles, ships = len(setup.roles), len(setup.cargo_ships)
        good = {"maximum": len(GOODS) - 1}
        lists: dict[str, dict[str, int]] = {
            "role_cards": {"length": roles, "maximum": len(ROLES) - 1},
            "role_money": {"length": roles},
            "role_taken": {"length": roles, **seat_or_none},
            "order": {"maximum": players - 1, "longest": players},
            "goods_supply": {"length": len(GOODS)},
            "building_supply": {"length": len(BUILDINGS)},
            "face_up": {**good, "longest": players + 1},
            "stack": good,
            "discards": good,
            "house": {**good, "longest": HOUSE_CAPACITY - 1},
            "ship_capacity": {"length": ships},
            "ship_good": {"length": ships, "minimum": -1, **good},
            "ship_load": {"length": ships},
            "wharf_used": {"length": players, "maximum": 1},
            "protected": {**good, "longest": 3},
        }
        for name in _LISTS:
            setattr(state, name, read_ints(data, name, **lists[name]))
        state.events = []
        state.legal_cache = None
        return state

    def equals(self, other: object) -> bool:
        if not isinstance(other, PuertoRicoState):
            return False
        mine, theirs = self.to_json(), other.to_json()
        return mine == theirs
