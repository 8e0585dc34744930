"""Where each observation feature of Russian Railroads sits in the vector, per player count.

``Layout(players)`` names every entry and keeps the offset of each block; ``features``
fills them. Domains come from the component data (spaces, engineers, routes and their
colours, levels, tokens, cards) and from the position's own vocabularies (``state``:
steps, phases, pieces, pending items, origins, score categories). The scales and where
each maximum comes from are beside the constants below.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import Final

from eurotable.games.russian_railroads.data import (
    BOARD_SPACES,
    BONUS_IDS,
    BONUS_REMOVED,
    CARD_EFFECTS,
    CARDS,
    COLOURS,
    ENGINEERS,
    FACTORY_EFFECTS,
    LEVELS,
    NOTCHES,
    ROUTES,
    SETUPS,
    SPACES,
    SPECIALS,
    START_BONUSES,
    START_EFFECTS,
    TOKEN_EFFECTS,
    TOKEN_SPECIALS,
    TOKENS,
    Effect,
)
from eurotable.games.russian_railroads.state import (
    CATEGORIES,
    ITEMS,
    LOCO_SLOT_ROUTE,
    ORIGINS,
    PHASES,
    PIECES,
    STEPS,
    TOKEN_SPACES,
)
from eurotable.rl.russian_railroads.actions import MARKERS, spaces_in_play

COIN_SCALE: Final = 10.0
"""Coins are unlimited (data: components): an open amount, half way at ten, more than a
seat usually holds."""
CATEGORY_SCALE: Final = 200.0
TOTAL_SCALE: Final = 500.0
"""Points of one score category and of a whole score, open amounts half way at these. The
game prints no maximum: these are about what strong games reach (a winning total of 400
to 500, its best category up to 200)."""
STACK_SCALE: Final = 6.0
"""Pending effects nested in one another (a space, a "?" space, a token, a card, a
factory fired on the way …), an open amount half way at six: the rules set no limit to
such a chain, and random games reach seven."""


def _item_scale() -> float:
    """The most items of one kind a single effect of the data brings (the industry "?"
    token's five steps): pending items are open amounts half way at this many (a choice
    can add items to an effect, and the effects below the top one add up)."""
    effects: list[Effect] = [
        *(s.effect for s in SPACES),
        *FACTORY_EFFECTS,
        *TOKEN_EFFECTS,
        *CARD_EFFECTS,
        *START_EFFECTS,
    ]
    return float(max(max(len(e.steps), e.industry) for e in effects))


ITEM_SCALE: Final = _item_scale()
LOCO_SLOTS: Final[tuple[str, ...]] = tuple(
    f"{ROUTES[route].id}-{LOCO_SLOT_ROUTE[: slot + 1].count(route)}"
    for slot, route in enumerate(LOCO_SLOT_ROUTE)
)
"""Names of a board's locomotive slots: ts-1, ts-2, stp-1, kiev-1."""
TOKEN_SPACE_NAMES: Final[tuple[str, ...]] = (
    *(f"{ROUTES[SPECIALS[i].route].id}-{SPECIALS[i].space}" for i in TOKEN_SPECIALS),
    "industry",
)
"""The "?" spaces of a board: the route spaces, then the industry track's."""
assert len(TOKEN_SPACE_NAMES) == TOKEN_SPACES
FIRED_NAMES: Final[tuple[str, ...]] = (
    *(f"{ROUTES[s.route].id}-{s.space}-{s.benefit}" for s in SPECIALS),
    "industry-token",
)
"""The one-time benefits of a board (``Player.fired`` bits, in order)."""
TRACKS: Final[tuple[tuple[int, int], ...]] = tuple(
    (route.index, colour) for route in ROUTES for colour in range(route.colours)
)
"""(route, colour) of every track a board can hold."""
BONUS_PLACES: Final[tuple[str, ...]] = ("mine", "deck", "removed", "others")
"""Where an end-bonus card may be, from one seat's point of view."""


def relative(players: int) -> tuple[str, ...]:
    """Seat labels relative to the observer: me, opp1 (the next seat), …"""
    return ("me", *(f"opp{k}" for k in range(1, players)))


class _Names:
    def __init__(self) -> None:
        self.names: list[str] = []

    def add(self, labels: Iterable[str]) -> int:
        """Append a block; returns its offset."""
        offset = len(self.names)
        self.names.extend(labels)
        return offset


class SeatLayout:
    """The block of one seat, offsets relative to the block's start."""

    def __init__(self, players: int, spaces: tuple[int, ...]) -> None:
        setup = SETUPS[players]
        self.spaces = spaces
        """The spaces in play (``SPACES`` indices), in the order of the ``used`` block."""
        self.fired_bits = len(FIRED_NAMES)
        self.max_workers = float(setup.start_workers + setup.extra_workers)
        """Workers a seat can own: its start workers and the ones its board adds."""
        self.engineer_scale = float(setup.rounds + 1)
        """Engineers a seat can own: one hire a round, and the engineer "?" card's."""
        n = _Names()
        self.position = n.add(f"position={p}" for p in range(1, players + 1))
        self.card = n.add(f"card={p}" for p in range(1, players + 1))
        self.passed = n.add(["passed"])
        self.in_queue = n.add(["in_queue"])
        self.tracks = n.add(f"track.{ROUTES[r].id}.{COLOURS[c]}" for r, c in TRACKS)
        self.owns = n.add(f"owns.{colour}" for colour in COLOURS[1:])
        self.locos = n.add(f"loco.{slot}" for slot in LOCO_SLOTS)
        self.reach = n.add(f"reach.{route.id}" for route in ROUTES)
        self.special = n.add(["loco.special"])
        self.factories = n.add(
            f"factory.{notch}={level}"
            for notch in range(1, len(NOTCHES) + 1)
            for level in range(1, LEVELS + 1)
        )
        self.markers = n.add(f"marker.{m}" for m in range(1, MARKERS + 1))
        self.second_marker = n.add(["marker.2.in_play"])
        self.doublers = n.add(["doublers"])
        self.workers = n.add(["workers", "hand", "temp", "black_worker", "black_in_hand"])
        self.coins = n.add(["coins"])
        self.placed = n.add(f"placed.{piece}" for piece in PIECES)
        self.fired = n.add(f"fired.{name}" for name in FIRED_NAMES)
        self.tokens = n.add(f"token.{token}" for token in TOKENS)
        self.token_spaces = n.add(f"token_space.{name}" for name in TOKEN_SPACE_NAMES)
        self.engineers = n.add(["engineers"])
        self.hired = n.add(f"engineer.{e.engineer}" for e in ENGINEERS)
        self.engineer_used = n.add(f"engineer.{e.engineer}.used" for e in ENGINEERS)
        self.used = n.add(
            f"used.{SPACES[s].id}{suffix}" for s in spaces for suffix in ("", ".black")
        )
        self.score = n.add(f"score.{category}" for category in CATEGORIES)
        self.total = n.add(["score"])
        self.bonus_held = n.add(["bonus.held"])
        self.bonus = n.add(f"bonus.{card}" for card in BONUS_IDS)
        self.names = tuple(n.names)
        self.size = len(self.names)


class Layout:
    """Every block of the vector for a game of ``players``."""

    def __init__(self, players: int) -> None:
        setup = SETUPS[players]
        self.players = players
        in_play = spaces_in_play(players)
        self.spaces: tuple[int, ...] = tuple(s.index for s in in_play)
        self.space_at: dict[int, int] = {s: i for i, s in enumerate(self.spaces)}
        """Space index -> position among the spaces in play."""
        self.occupiable: tuple[int, ...] = tuple(
            s.index for s in BOARD_SPACES if players in s.players and not s.reusable
        )
        """Board spaces a seat can block (the reusable one never fills)."""
        self.claims = setup.claims
        self.variable = tuple(i for i, kind in enumerate(setup.strip) if kind == "variable")
        strip_engineers = tuple(
            tuple(e.engineer for e in ENGINEERS if e.letter in setup.strip_letters[: p + 1])
            for p in range(len(setup.strip))
        )
        """The engineers each strip position can hold: tiles only slide right, so those
        dealt there or further left (the letterless one only comes by card)."""
        self.loco_scale = float(setup.locos_per_level)
        self.factory_scales = (
            0.0,
            float(players),
            *(float(setup.locos_per_level) for _ in range(2, LEVELS + 1)),
        )
        """Tiles of each level that can be returned as factories: the players' starting
        level-1 locomotives, then each level's supply."""
        self.deck_size = float(len(BONUS_IDS) - BONUS_REMOVED)
        rel = relative(players)
        n = _Names()
        self.step = n.add(f"step={s}" for s in STEPS)
        self.phase = n.add(f"phase={p}" for p in PHASES)
        self.round = n.add(["round", "rounds_left", "last_round"])
        self.busy = n.add(["busy"])
        self.actor = n.add(f"actor={r}" for r in rel)
        self.pending = n.add(f"pending={SPACES[s].id}" for s in self.spaces)
        self.carry = n.add(["carry", "carry.special"])
        self.carry_from = n.add(f"carry.from={route.id}" for route in ROUTES)
        self.building = n.add(["building"])
        self.doublers = n.add(["supply.doublers"])
        self.locos = n.add(f"supply.locomotive.{level}" for level in range(2, LEVELS + 1))
        """Level 1 is only ever the players' starting locomotives, never in the supply."""
        self.factories = n.add(f"supply.factory.{level}" for level in range(1, LEVELS + 1))
        self.cards = n.add(
            f"question_card.{card}={who}" for card in CARDS for who in ("free", *rel)
        )
        self.start_cards = n.add(
            f"start_bonus.{bonus}={who}" for bonus in START_BONUSES for who in ("free", *rel)
        )
        self.strip: tuple[dict[int, int], ...] = tuple(
            {e: n.add([f"strip.{p + 1}=engineer-{e}"]) for e in engineers}
            for p, engineers in enumerate(strip_engineers)
        )
        """For each strip position: engineer number -> its feature's index."""
        self.strip_user = n.add(f"strip.{p + 1}.user={r}" for p in self.variable for r in rel)
        self.hired = n.add(f"hired={r}" for r in rel)
        self.temp_holder = n.add(f"temporary_workers={r}" for r in rel)
        self.occupied = n.add(f"space.{SPACES[s].id}={r}" for s in self.occupiable for r in rel)
        self.claim = n.add(
            f"claim.{k}={piece}" for k in range(1, self.claims + 1) for piece in PIECES
        )
        self.stack = n.add(["stack.depth", "stack.below.must"])
        self.below = n.add(f"stack.below.{item}" for item in ITEMS)
        self.origin = n.add(f"top.origin={origin}" for origin in ORIGINS)
        self.top = n.add(["top.must", "top.black=1", "top.black=2"])
        self.pool = n.add(f"top.pool.{item}" for item in ITEMS)
        self.later = n.add(f"top.later.{item}" for item in ITEMS)
        self.source_space = n.add(f"top.space={SPACES[s].id}" for s in self.spaces)
        self.source_factory = n.add(f"top.factory={level}" for level in range(1, LEVELS + 1))
        self.source_token_space = n.add(f"top.token_space={name}" for name in TOKEN_SPACE_NAMES)
        self.source_token = n.add(f"top.token={token}" for token in TOKENS)
        self.source_card = n.add(f"top.card={card}" for card in CARDS)
        self.source_start = n.add(f"top.start={bonus}" for bonus in START_BONUSES)
        self.bonus_deck = n.add(["bonus.deck"])
        self.bonus = n.add(f"bonus.{card}.{place}" for card in BONUS_IDS for place in BONUS_PLACES)
        self.seat = SeatLayout(players, self.spaces)
        self.seats = tuple(n.add(f"{label}.{name}" for name in self.seat.names) for label in rel)
        self.names = tuple(n.names)
        self.size = len(self.names)


@cache
def layout(players: int) -> Layout:
    return Layout(players)
