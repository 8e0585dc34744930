"""The Russian Railroads position: plain data, cheap to clone, written to JSON in full."""

from __future__ import annotations

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
from eurotable.games.russian_railroads.data import (
    BOARD_SPACES,
    BONUS_CARDS,
    CARDS,
    CLAIM_SPACES,
    COLOURS,
    DOUBLER_SPACES,
    DOUBLERS,
    ENGINEERS,
    INDUSTRY_END,
    LEVELS,
    NOTCHES,
    ROUTES,
    SETUPS,
    SPACES,
    SPECIALS,
    START_BONUSES,
    TEMPORARY_WORKERS,
    TOKEN_SPECIALS,
    TOKENS,
)
from eurotable.games.russian_railroads.notation import RRAction

STEPS: Final[tuple[str, ...]] = ("start", "main", "pay", "frame", "put", "notch", "reuse", "over")
"""The kinds of decision that can be pending."""
S_START, S_MAIN, S_PAY, S_FRAME, S_PUT, S_NOTCH, S_REUSE, S_OVER = range(len(STEPS))
PHASES: Final[tuple[str, ...]] = ("start", "play", "reuse", "over")
"""Where the game returns once the pending effects are done."""
P_START, P_PLAY, P_REUSE, P_OVER = range(len(PHASES))

CATEGORIES: Final[tuple[str, ...]] = (
    "trans-siberian",
    "st-petersburg",
    "kiev",
    "kiev-bonuses",
    "industry",
    "end-stations",
    "passing",
    "engineer-actions",
    "factory-actions",
    "ten-points",
    "end-bonus-cards",
    "engineer-majority",
)
"""Score categories, the breakdown of the result."""
(
    SC_TS,
    SC_STP,
    SC_KIEV,
    SC_KIEV_BONUS,
    SC_INDUSTRY,
    SC_END_STATIONS,
    SC_PASSING,
    SC_ENGINEER,
    SC_FACTORY,
    SC_TEN,
    SC_CARDS,
    SC_MAJORITY,
) = range(len(CATEGORIES))

PIECES: Final[tuple[str, ...]] = ("worker", "temporary", "black", "coin")
"""What can stand on a space: own worker, temporary worker, the black worker, a coin."""
PC_WORKER, PC_TEMP, PC_BLACK, PC_COIN = range(len(PIECES))

LOCO_SLOT_ROUTE: Final[tuple[int, ...]] = (0, 0, 1, 2)
"""Locomotive slots of a player board: two on the Trans-Siberian, St Petersburg, Kiev."""
TOKEN_SPACES: Final = len(TOKEN_SPECIALS) + 1
"""The "?" spaces of a board: the route spaces, then the industry-track space."""
ROUTE_SLOTS: Final = len(ROUTES) * len(COLOURS)

ITEMS: Final[tuple[str, ...]] = (
    *COLOURS,
    "any",
    "black-or-grey",
    "black-bonus",
    "industry",
    "locomotive-or-factory",
    "locomotive",
    "factory",
    "repeat",
    "again",
    "token",
    "card",
    "end-bonus",
)
"""Pending parts of an effect; the first seven are step kinds (``data.STEP_KINDS``)."""
I_BONUS_BLACK, I_INDUSTRY, I_LOF, I_LOCO, I_FACTORY, I_REPEAT = range(7, 13)
I_AGAIN, I_TOKEN, I_CARD, I_END_BONUS = range(13, 17)

ORIGINS: Final[tuple[str, ...]] = (
    "space",
    "repeat",
    "factory",
    "token-space",
    "token",
    "card",
    "start",
)
O_SPACE, O_REPEAT, O_FACTORY, O_TOKEN_SPACE, O_TOKEN, O_CARD, O_START = range(len(ORIGINS))


_PLAYER_KEYS: Final = (
    "black",
    "black_hand",
    "card",
    "coins",
    "doublers",
    "engineer_used",
    "engineers",
    "factories",
    "fired",
    "hand",
    "locos",
    "markers",
    "passed",
    "placed",
    "score",
    "special",
    "temp",
    "tokens",
    "tracks",
    "used",
    "workers",
)
"""A player's fields: its JSON keys (a compiled class has no ``__slots__`` to read)."""


class Player:
    """One player's board and supply."""

    __slots__ = _PLAYER_KEYS

    def __init__(self) -> None:
        self.tracks = [0] * ROUTE_SLOTS
        """Track position by ``route * 5 + colour``; 0 while the track is not on the board."""
        self.locos = [0] * len(LOCO_SLOT_ROUTE)
        """Locomotive level in each slot (0: empty)."""
        self.special = False
        """True when one of the player's level-9 locomotives is the one without a factory."""
        self.factories = [0] * 5
        """Factory level in each notch (0: empty)."""
        self.markers = [0, -1]
        """Industry-track index of each marker (-1: the second marker is not in play)."""
        self.doublers = 0
        self.workers = 0
        """Own-colour workers in play (in hand or on the board)."""
        self.hand = 0
        self.temp = 0
        self.black = False
        self.black_hand = False
        self.coins = 0
        self.placed = [0] * len(PIECES)
        """Pieces standing on spaces (board, engineer tiles) by kind."""
        self.fired = 0
        """Bit i: the one-time benefit of ``SPECIALS[i]`` has fired; the last bit is the
        industry "?" space."""
        self.tokens = [-1] * TOKEN_SPACES
        """The "?" token used on each "?" space (-1: none)."""
        self.engineers: list[int] = []
        self.engineer_used = 0
        """Bit n: hired engineer n was used this round."""
        self.used = [0] * len(SPACES)
        """For each space: 0 unused this round, 1 used, 2 used with the black worker."""
        self.score = [0] * len(CATEGORIES)
        self.card = 0
        """The turn-order card held this round (1 = first)."""
        self.passed = False

    def copy(self) -> Player:
        other = Player.__new__(Player)
        other.tracks = self.tracks[:]
        other.locos = self.locos[:]
        other.special = self.special
        other.factories = self.factories[:]
        other.markers = self.markers[:]
        other.doublers = self.doublers
        other.workers = self.workers
        other.hand = self.hand
        other.temp = self.temp
        other.black = self.black
        other.black_hand = self.black_hand
        other.coins = self.coins
        other.placed = self.placed[:]
        other.fired = self.fired
        other.tokens = self.tokens[:]
        other.engineers = self.engineers[:]
        other.engineer_used = self.engineer_used
        other.used = self.used[:]
        other.score = self.score[:]
        other.card = self.card
        other.passed = self.passed
        return other

    def total(self) -> int:
        return sum(self.score)

    def to_json(self) -> dict[str, Any]:
        return {
            "tracks": self.tracks[:],
            "locos": self.locos[:],
            "special": self.special,
            "factories": self.factories[:],
            "markers": self.markers[:],
            "doublers": self.doublers,
            "workers": self.workers,
            "hand": self.hand,
            "temp": self.temp,
            "black": self.black,
            "black_hand": self.black_hand,
            "coins": self.coins,
            "placed": self.placed[:],
            "fired": self.fired,
            "tokens": self.tokens[:],
            "engineers": self.engineers[:],
            "engineer_used": self.engineer_used,
            "used": self.used[:],
            "score": self.score[:],
            "card": self.card,
            "passed": self.passed,
        }

    @classmethod
    def from_json(cls, data: Any, players: int) -> Player:
        """A board, every count in range: tracks on their routes, locomotives and
        factories of a level, markers on the industry track, tokens, engineers (each
        engineer used this round one the player holds), the turn-order card."""
        only_keys(data, _PLAYER_KEYS, "a player's board")
        player = cls()
        player.tracks = read_ints(data, "tracks", ROUTE_SLOTS)
        for slot, position in enumerate(player.tracks):
            route = ROUTES[slot // len(COLOURS)]
            check(position <= route.length, f"a track beyond the end of {route.id}")
        player.locos = read_ints(data, "locos", len(LOCO_SLOT_ROUTE), maximum=LEVELS)
        player.special = read_bool(data, "special")
        player.factories = read_ints(data, "factories", len(NOTCHES), maximum=LEVELS)
        player.markers = read_ints(data, "markers", 2, minimum=-1, maximum=INDUSTRY_END)
        check(player.markers[0] >= 0, "the first industry marker is always in play")
        player.doublers = read_int(data, "doublers", maximum=DOUBLER_SPACES)
        player.workers = read_int(data, "workers", maximum=_MOST_WORKERS)
        player.hand = read_int(data, "hand", maximum=_MOST_WORKERS)
        player.temp = read_int(data, "temp", maximum=TEMPORARY_WORKERS)
        player.coins = read_int(data, "coins")
        player.fired = read_int(data, "fired", maximum=(1 << (len(SPECIALS) + 1)) - 1)
        player.black = read_bool(data, "black")
        player.black_hand = read_bool(data, "black_hand")
        player.placed = read_ints(data, "placed", len(PIECES))
        player.tokens = read_ints(data, "tokens", TOKEN_SPACES, minimum=-1, maximum=len(TOKENS) - 1)
        player.engineers = read_ints(data, "engineers", longest=len(ENGINEERS))
        numbers = {e.engineer for e in ENGINEERS}
        check(set(player.engineers) <= numbers, "'engineers' must hold engineer numbers")
        check(len(set(player.engineers)) == len(player.engineers), "an engineer held twice")
        player.engineer_used = read_int(data, "engineer_used")
        held = sum(1 << number for number in player.engineers)
        check(not player.engineer_used & ~held, "'engineer_used' names an engineer not held")
        player.used = read_ints(data, "used", len(SPACES), maximum=2)
        player.score = read_ints(data, "score", len(CATEGORIES), minimum=-MOST)
        player.card = read_int(data, "card", 1, players)
        player.passed = read_bool(data, "passed")
        return player


_MOST_WORKERS: Final = max(s.start_workers + s.extra_workers for s in SETUPS.values())


class Frame:
    """Effects still to be carried out, from one source (a space, a factory, a token …).

    ``pool`` items may be done in any order; ``later`` items follow once the pool is empty.
    In a ``must`` frame every item except the black-worker bonus must be done; otherwise
    the player may stop (``done``) at any time. ``black`` is 1 while the black worker's
    extra step is still to be earned, 2 once it was granted.
    """

    __slots__ = ("arg", "black", "later", "must", "origin", "pool")

    def __init__(
        self,
        origin: int,
        arg: int,
        must: bool,
        pool: list[int],
        later: list[int] | None = None,
        black: int = 0,
    ) -> None:
        self.origin = origin
        self.arg = arg
        self.must = must
        self.pool = pool
        self.later = later if later is not None else []
        self.black = black

    def copy(self) -> Frame:
        return Frame(self.origin, self.arg, self.must, self.pool[:], self.later[:], self.black)

    def to_json(self) -> dict[str, Any]:
        return {
            "origin": ORIGINS[self.origin],
            "arg": self.arg,
            "must": self.must,
            "pool": [ITEMS[i] for i in self.pool],
            "later": [ITEMS[i] for i in self.later],
            "black": self.black,
        }

    @classmethod
    def from_json(cls, data: Any) -> Frame:
        """A pending effect: its origin and the argument that names it within the origin
        (a space, a factory level, a "?" space, token, card or starting bonus), its items
        (names of ``ITEMS``) and its black-worker mark."""
        only_keys(data, ("origin", "arg", "must", "pool", "later", "black"), "a pending effect")
        origin = read_choice(data, "origin", ORIGINS)
        arg = read_int(data, "arg", maximum=_ARGS[origin] - 1)
        items = []
        for key in ("pool", "later"):
            names = read_list(data, key)
            check(len(names) <= _MOST_ITEMS, f"{key!r} holds too many items")
            items.append([read_choice({key: name}, key, ITEMS) for name in names])
        frame = cls(origin, arg, read_bool(data, "must"), items[0], items[1])
        frame.black = read_int(data, "black", maximum=2)
        return frame


_ARGS: Final = (
    len(SPACES),
    len(SPACES),
    LEVELS + 1,
    TOKEN_SPACES,
    len(TOKENS),
    len(CARDS),
    len(START_BONUSES),
)
"""For each origin, how many arguments it has (``ORIGINS``' order)."""
_MOST_ITEMS: Final = 20


_SCALARS: Final = (
    "rounds",
    "round",
    "actor",
    "hired",
    "doubler_supply",
    "temp_holder",
    "carry",
    "carry_from",
    "pending",
    "building",
)
HIDDEN: Final[tuple[str, ...]] = ("bonus_where", "bonus_log", "streams")
"""The parts of ``to_json`` a seat may not see (``view`` shows each seat its share)."""
_FLAGS: Final = ("carry_special", "busy")
_LISTS: Final = (
    "order",
    "occupied",
    "claim_piece",
    "strip",
    "strip_user",
    "loco_supply",
    "factory_supply",
    "cards",
    "start_cards",
    "queue",
    "bonus_where",
    "bonus_log",
)
_FIELDS: Final = PlainFields(_SCALARS, _FLAGS, _LISTS)
_KEYS: Final = (
    "game",
    "players",
    "options",
    "step",
    "phase",
    "seats",
    "stack",
    "streams",
    *_FIELDS.keys(),
)
_MOST_FRAMES: Final = 30
"""More pending effects than any chain of benefits stacks up."""


class RussianRailroadsState(RulesGame[RRAction]):
    """A Russian Railroads position: the data. ``game.RussianRailroads`` adds the rules."""

    __slots__ = (
        *_SCALARS,
        *_FLAGS,
        *_LISTS,
        "events",
        "legal_cache",
        "options",
        "phase",
        "players",
        "seats",
        "stack",
        "step",
        "streams",
    )

    players: int
    options: Options
    seats: list[Player]
    streams: dict[str, Stream]
    events: list[Event] | None
    step: int
    """The kind of decision pending (``STEPS``)."""
    phase: int
    """Where play returns once the pending effects are done (``PHASES``)."""
    rounds: int
    round: int
    """The round being played, from 1."""
    actor: int
    """The seat that decides now (-1 when the game is over)."""
    order: list[int]
    """Seats by turn-order position (index 0 plays first)."""
    occupied: list[int]
    """The seat occupying each board space this round (-1: free)."""
    claim_piece: list[int]
    """The piece standing on each turn-order claim space (-1: none; ``PIECES``)."""
    strip: list[int]
    """The engineer number on each position of the engineer strip (0: empty)."""
    strip_user: list[int]
    """The seat that used each variable engineer space this round (-1: free)."""
    hired: int
    """The seat that hired the engineer this round (-1: nobody yet)."""
    loco_supply: list[int]
    """Locomotives (face up) in the supply by level."""
    factory_supply: list[int]
    """Returned factories in the supply by level."""
    doubler_supply: int
    temp_holder: int
    """The seat that took the temporary workers this round (-1: they are on their space)."""
    cards: list[int]
    """The seat that took each "?" card (-1: still face up)."""
    start_cards: list[int]
    """The seat that took each starting-bonus card (-1: still available)."""
    queue: list[int]
    """Seats still to decide in the starting-bonus draft or the turn-order re-use."""
    bonus_where: list[int]
    """Where each end-bonus card is: -2 removed, -1 in the deck, else the seat holding it."""
    bonus_log: list[int]
    """Every look through the deck, card taken and ten points taken instead, in order
    (encoded by ``bonus_cards.event``): what each seat knows is replayed from it."""
    stack: list[Frame]
    carry: int
    """The level of the locomotive being placed (0: none)."""
    carry_from: int
    """The route the carried locomotive was replaced on (-1: a new locomotive)."""
    carry_special: bool
    pending: int
    """The space chosen and waiting for its payment (-1: none)."""
    building: int
    """The level of a factory waiting for the notch it replaces (0: none)."""
    busy: bool
    """True while the actor's turn (or starting bonus, or re-use) is being carried out."""

    # -- copying and serialising --------------------------------------------------------

    def _shell(self) -> Self:
        """A new state holding this one's plain (immutable) fields; the caller fills in
        the lists, the boards and the streams."""
        other = self.__class__.__new__(self.__class__)
        other.players = self.players
        other.options = self.options
        other.step = self.step
        other.phase = self.phase
        other.rounds = self.rounds
        other.round = self.round
        other.actor = self.actor
        other.hired = self.hired
        other.doubler_supply = self.doubler_supply
        other.temp_holder = self.temp_holder
        other.carry = self.carry
        other.carry_from = self.carry_from
        other.carry_special = self.carry_special
        other.pending = self.pending
        other.building = self.building
        other.busy = self.busy
        return other

    def clone(self) -> Self:
        other = self._shell()
        other.order = self.order[:]
        other.occupied = self.occupied[:]
        other.claim_piece = self.claim_piece[:]
        other.strip = self.strip[:]
        other.strip_user = self.strip_user[:]
        other.loco_supply = self.loco_supply[:]
        other.factory_supply = self.factory_supply[:]
        other.cards = self.cards[:]
        other.start_cards = self.start_cards[:]
        other.queue = self.queue[:]
        other.bonus_where = self.bonus_where[:]
        other.bonus_log = self.bonus_log[:]
        other.stack = [f.copy() for f in self.stack]
        other.seats = [p.copy() for p in self.seats]
        other.streams = {k: s.copy() for k, s in self.streams.items()}
        other.events = None
        other.legal_cache = self.legal_cache
        return other

    def trial(self, seat: int) -> Self:
        """A copy on which ``seat`` may try the decisions of its pending effects (the
        exact check of ``frames``), cheaper than ``clone``. What those decisions change is
        copied: ``seat``'s board, the pending effects, the supplies, the "?" cards and the
        end-bonus cards. The other boards, the spaces, the engineer strip, the turn order
        and the streams are shared, and no events are kept."""
        other = self._shell()
        other.order = self.order
        other.occupied = self.occupied
        other.claim_piece = self.claim_piece
        other.strip = self.strip
        other.strip_user = self.strip_user
        other.loco_supply = self.loco_supply[:]
        other.factory_supply = self.factory_supply[:]
        other.cards = self.cards[:]
        other.start_cards = self.start_cards
        other.queue = self.queue
        other.bonus_where = self.bonus_where[:]
        other.bonus_log = self.bonus_log[:]
        other.stack = [f.copy() for f in self.stack]
        other.seats = self.seats[:]
        other.seats[seat] = self.seats[seat].copy()
        other.streams = self.streams
        other.events = None
        other.legal_cache = None
        return other

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "game": "russian-railroads",
            "players": self.players,
            "options": dict(self.options),
            "step": STEPS[self.step],
            "phase": PHASES[self.phase],
            "seats": [p.to_json() for p in self.seats],
            "stack": [f.to_json() for f in self.stack],
            "streams": {k: s.to_json() for k, s in sorted(self.streams.items())},
        }
        _FIELDS.dump(self, data)
        return data

    @classmethod
    def from_json(cls, data: Any) -> Self:
        """The position ``to_json`` wrote: every field present, of its type, in its range
        and of its length for the player count (``BadPosition`` names the first that is
        not). What the fields must say together is checked by ``spec.from_json``."""
        if not isinstance(data, dict) or data.get("game") != "russian-railroads":
            raise BadPosition("not a Russian Railroads position")
        only_keys(data, _KEYS, "a Russian Railroads position")
        state = cls.__new__(cls)
        players = state.players = read_int(data, "players", min(SETUPS), max(SETUPS))
        setup = SETUPS[players]
        state.options = dict(read_object(data, "options"))
        state.step = read_choice(data, "step", STEPS)
        state.phase = read_choice(data, "phase", PHASES)
        state.seats = []
        for seat, board in enumerate(read_list(data, "seats", players)):
            with within(f"seat {seat}"):
                state.seats.append(Player.from_json(board, players))
        stack = read_list(data, "stack")
        check(len(stack) <= _MOST_FRAMES, "too many pending effects")
        state.stack = []
        for index, frame in enumerate(stack):
            with within(f"pending effect {index}"):
                state.stack.append(Frame.from_json(frame))
        state.streams = read_streams(data, ("setup", "bonus"))
        seat_or_none = {"minimum": -1, "maximum": players - 1}
        scalars: dict[str, dict[str, int]] = {
            "rounds": {"minimum": setup.rounds, "maximum": setup.rounds},
            "round": {"minimum": 1, "maximum": setup.rounds},
            "actor": seat_or_none,
            "hired": seat_or_none,
            "doubler_supply": {"maximum": DOUBLERS},
            "temp_holder": seat_or_none,
            "carry": {"maximum": LEVELS},
            "carry_from": {"minimum": -1, "maximum": len(ROUTES) - 1},
            "pending": {"minimum": -1, "maximum": len(SPACES) - 1},
            "building": {"maximum": LEVELS},
        }
        for name in _SCALARS:
            setattr(state, name, read_int(data, name, **scalars[name]))
        for name in _FLAGS:
            setattr(state, name, read_bool(data, name))
        strip = len(setup.strip)
        lists: dict[str, dict[str, int]] = {
            "order": {"length": players, "maximum": players - 1},
            "occupied": {"length": len(BOARD_SPACES), **seat_or_none},
            "claim_piece": {"length": len(CLAIM_SPACES), "minimum": -1, "maximum": len(PIECES) - 1},
            "strip": {"length": strip, "maximum": len(ENGINEERS)},
            "strip_user": {"length": strip, **seat_or_none},
            "loco_supply": {"length": LEVELS + 1},
            "factory_supply": {"length": LEVELS + 1},
            "cards": {"length": len(CARDS), **seat_or_none},
            "start_cards": {"length": len(START_BONUSES), **seat_or_none},
            "queue": {"maximum": players - 1, "longest": players},
            "bonus_where": {"length": len(BONUS_CARDS), "minimum": -2, "maximum": players - 1},
            "bonus_log": {"maximum": players * 64 - 1, "longest": 4 * len(BONUS_CARDS) * players},
        }
        for name in _LISTS:
            setattr(state, name, read_ints(data, name, **lists[name]))
        state.events = []
        state.legal_cache = None
        return state

    def equals(self, other: object) -> bool:
        if not isinstance(other, RussianRailroadsState):
            return False
        return self.to_json() == other.to_json()
