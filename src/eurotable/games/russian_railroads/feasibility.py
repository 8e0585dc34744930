"""Can an action be performed in full? (rulebook: POPIS JEDNOHO TAHU HRÁČE)

Board spaces, the engineers on the variable spaces and the "?" cards must be performed
completely, so they may only be chosen when that is possible (reference §11), and while
they are carried out the player is offered only the decisions that still let him finish
them. ``met`` answers quickly for track steps (searched), industry steps, doublers and
tiles (the order of the takings searched). When industry steps or tiles are short, a
benefit fired on the way may still make them up (``may_help``): then ``frames`` searches
the real decisions on copies.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from eurotable.games.russian_railroads import industry, locomotives, player_board, tracks
from eurotable.games.russian_railroads.data import (
    BLACK,
    C_BLACK_WORKER,
    C_ENGINEER,
    C_FACTORY,
    C_LOCO9,
    C_MIXED,
    FACTORY_EFFECTS,
    INDUSTRY_TOKEN,
    KIND_COLOURS,
    LEVELS,
    NOTCH_AT,
    SPACES,
    SPECIALS,
    T_CARD,
    T_SECOND_MARKER,
    TOKEN_SPECIALS,
    WHITE,
    Effect,
)
from eurotable.games.russian_railroads.effects import doublers_available, items
from eurotable.games.russian_railroads.industry import TOKEN_BIT
from eurotable.games.russian_railroads.notation import NEW_FACTORY
from eurotable.games.russian_railroads.state import (
    I_AGAIN,
    I_BONUS_BLACK,
    I_CARD,
    I_FACTORY,
    I_INDUSTRY,
    I_LOCO,
    I_LOF,
    I_REPEAT,
    I_TOKEN,
    Frame,
    Player,
    RussianRailroadsState,
)

REPEATABLE: Final[tuple[bool, ...]] = tuple(
    s.one_worker and not s.effect.temporary_workers and not s.effect.claim and not s.effect.repeat
    for s in SPACES
)
"""Actions a repeat may copy: exactly one worker, not the temporary workers, not a
turn-order claim, not a repeat itself (rulings 9 and 10)."""


class Needs:
    """What the mandatory parts of the pending effects still require."""

    __slots__ = ("again", "industry", "kinds", "locos", "others")

    def __init__(self) -> None:
        self.kinds: list[int] = []
        """Track step kinds."""
        self.industry = 0
        self.locos = 0
        """Locomotives that must be taken."""
        self.others = 0
        """Tiles (locomotive or factory) that must be taken besides."""
        self.again = 0
        """Mixed-card repeats: one more doubler, industry step or black step."""

    def add(self, item: int) -> None:
        if item < I_BONUS_BLACK:
            self.kinds.append(item)
        elif item == I_INDUSTRY:
            self.industry += 1
        elif item == I_LOCO:
            self.locos += 1
        elif item in (I_FACTORY, I_LOF):
            self.others += 1
        elif item == I_AGAIN:
            self.again += 1

    def add_frame(self, frame: Frame) -> None:
        if frame.must:
            for item in frame.pool:
                self.add(item)
            for item in frame.later:
                self.add(item)

    @property
    def empty(self) -> bool:
        return not (self.kinds or self.industry or self.locos or self.others or self.again)


def needs(frames: list[Frame]) -> Needs:
    found = Needs()
    for frame in frames:
        found.add_frame(frame)
    return found


TilePosition = tuple[tuple[int, ...], int, tuple[int, ...], int]
"""What decides which tiles can still be taken: the supply's locomotive levels (lowest
first), the returned factories, the seat's locomotive slots (weakest first, 0: empty)
and its empty notches."""


def tiles_ok(state: RussianRailroadsState, seat: int, locos: int, others: int) -> bool:
    """Can ``locos`` locomotives and ``others`` factories be taken, in some order?

    A locomotive is the lowest of the supply and must fit the board, so factories may be
    taken first from the lowest locomotives to uncover one that fits (the rulebook's own
    hint for the 3-worker space). A locomotive placed on a board without an empty slot
    returns a replaced one as a factory, and so does a factory built over five full
    notches; a later taking may use that tile (rulebook example).
    """
    player = state.seats[seat]
    tiles = sum(state.loco_supply) + sum(state.factory_supply)
    empty = player.factories.count(0)
    if not locos:
        return _factories_ok(tiles, empty, others)
    if locos == 1:
        # the locomotive first, when it fits, and then the factories (else search)
        weakest = min(player.locos)
        if weakest < locomotives.lowest(state) and _factories_ok(
            tiles - (0 if weakest else 1), empty, others
        ):
            return True
    return _tiles(tile_position(state, seat), locos, others)


def tiles_after(
    state: RussianRailroadsState, seat: int, source: int, locos: int, others: int
) -> bool:
    """``tiles_ok`` once the seat takes a tile now: the lowest locomotive (``source`` -1,
    which must fit) or a factory from ``source`` (``factories.sources``)."""
    if not locos:
        player = state.seats[seat]
        tiles = sum(state.loco_supply) + sum(state.factory_supply)
        empty = player.factories.count(0)
        if source >= 0:
            return _factories_ok(tiles - (1 if empty else 0), max(0, empty - 1), others)
        lowest, weakest = locomotives.lowest(state), min(player.locos)
        return weakest < lowest and _factories_ok(tiles - (0 if weakest else 1), empty, others)
    position = tile_position(state, seat)
    after = _with_locomotive(position) if source < 0 else _with_factory(position, source)
    return after is not None and _tiles(after, locos, others)


def tile_position(state: RussianRailroadsState, seat: int) -> TilePosition:
    supply = state.loco_supply
    levels = tuple(level for level in range(1, LEVELS + 1) for _ in range(supply[level]))
    player = state.seats[seat]
    return levels, sum(state.factory_supply), tuple(sorted(player.locos)), player.factories.count(0)


def _factories_ok(supply: int, empty: int, others: int) -> bool:
    """Can ``others`` factories be taken from ``supply`` tiles with ``empty`` notches? Each
    taking uses a tile, and gives one back once the notches are full."""
    return supply >= min(others, empty + 1)


def _tiles(position: TilePosition, locos: int, others: int) -> bool:
    if not locos:
        levels, returned, _, empty = position
        return _factories_ok(len(levels) + returned, empty, others)
    after = _with_locomotive(position)
    if after is not None and _tiles(after, locos - 1, others):
        return True
    if others:
        levels, returned = position[0], position[1]
        if levels and _tiles(_with_factory(position, NEW_FACTORY), locos, others - 1):
            return True
        if returned and _tiles(_with_factory(position, 1), locos, others - 1):
            return True
    return False


def _with_locomotive(position: TilePosition) -> TilePosition | None:
    """The lowest locomotive on the board (None: none left, or it fits nowhere); on a
    full board it replaces the weakest, which is returned as a factory."""
    levels, returned, board, empty = position
    if not levels:
        return None
    level, weakest = levels[0], board[0]
    if weakest >= level:
        return None
    placed = tuple(sorted((*board[1:], level)))
    return levels[1:], returned + (1 if weakest else 0), placed, empty


def _with_factory(position: TilePosition, source: int) -> TilePosition:
    """A factory from the lowest locomotive (``NEW_FACTORY``) or a returned one, in the
    first empty notch, or over a full one, whose factory goes back to the supply."""
    levels, returned, board, empty = position
    back = 0 if empty else 1
    if source == NEW_FACTORY:
        return levels[1:], returned + back, board, max(0, empty - 1)
    return levels, returned - 1 + back, board, max(0, empty - 1)


def met(state: RussianRailroadsState, seat: int, need: Needs, player: Player | None = None) -> bool:
    """True when everything in ``need`` can still be done from the present position."""
    player = player or state.seats[seat]
    if need.industry > industry.capacity(player):
        return False
    if (need.locos or need.others) and not tiles_ok(state, seat, need.locos, need.others):
        return False
    if not tracks.feasible(player.tracks, need.kinds):
        return False
    if need.again and doublers_available(state, seat) < need.again:
        return again_without_doublers(player, need)
    return True


def again_without_doublers(player: Player, need: Needs) -> bool:
    """Can the mixed card's repeats be industry or black steps, beside everything else?"""
    return industry.capacity(player) >= need.industry + need.again or tracks.feasible(
        player.tracks, need.kinds + [BLACK] * need.again
    )


def doublers_kept(state: RussianRailroadsState, seat: int) -> int:
    """Doublers an optional benefit must leave in the supply: those the pending mandatory
    effects still need (the mixed card's repeat, when nothing else is left for it)."""
    need = needs(state.stack)
    if need.again and not again_without_doublers(state.seats[seat], need):
        return need.again
    return 0


Rescue = Callable[[RussianRailroadsState, int, Effect], bool]
"""The exact check (``frames.effect_finishable``) for an effect the quick one refuses,
asked only when a benefit may help (``may_help``)."""


class Means:
    """What a seat could do right now, worked out once per list of legal actions.

    ``rescue``, when given, is asked about an effect the quick check refuses: a benefit it
    fires on the way may make up what is short.
    """

    __slots__ = ("_helped", "_rooms", "_tiles", "doublers", "industry", "rescue", "seat", "state")

    def __init__(
        self, state: RussianRailroadsState, seat: int, rescue: Rescue | None = None
    ) -> None:
        self.state = state
        self.seat = seat
        self.rescue = rescue
        self.industry = industry.capacity(state.seats[seat])
        self.doublers = doublers_available(state, seat)
        self._rooms: list[int] | None = None
        self._tiles: dict[tuple[int, int], bool] = {}
        self._helped: dict[tuple[tuple[int, ...], bool, int, int], bool] = {}

    def rooms(self) -> list[int]:
        """Total room of each step kind (``data.STEP_KINDS`` order)."""
        if self._rooms is None:
            colour = tracks.colour_rooms(self.state.seats[self.seat].tracks)
            self._rooms = [*colour, sum(colour), colour[0] + colour[1]]
        return self._rooms

    def tiles(self, locos: int, others: int) -> bool:
        key = (locos, others)
        if key not in self._tiles:
            self._tiles[key] = tiles_ok(self.state, self.seat, locos, others)
        return self._tiles[key]

    def performable(self, effect: Effect) -> bool:
        """Can ``effect`` be performed completely? Doublers and track room are never made
        up by a benefit fired on the way, and a repeat is short only when no action it may
        copy is performable (benefits counted); short industry steps or tiles are left to
        ``rescue``."""
        if effect.doublers > self.doublers:
            return False
        steps = effect.steps
        if steps:
            kind = effect.single_kind
            rooms = self.rooms()
            if kind < 0 or rooms[kind] < len(steps):
                # one colour: the total room is exact; else the rooms shared out, or search
                if 0 <= kind <= WHITE:
                    return False
                board = self.state.seats[self.seat].tracks
                if not (tracks.fits(rooms, steps) or tracks.feasible(board, list(steps))):
                    return False
        if effect.repeat and not self.repeatable(True):
            return False
        tiles = effect.factory + effect.loco_or_factory
        if effect.industry > self.industry or (
            (effect.loco or tiles) and not self.tiles(effect.loco, tiles)
        ):
            return (
                self.rescue is not None
                and self.may_help(effect)
                and self.rescue(self.state, self.seat, effect)
            )
        return True

    def may_help(self, effect: Effect) -> bool:
        """``may_help`` for ``effect`` performed with what is pending. It reads the step
        kinds, whether industry steps are asked, the locomotives and the other tiles, so
        effects alike in these share the answer."""
        tiles = effect.factory + effect.loco_or_factory
        key = (effect.steps, effect.industry > 0, effect.loco, tiles)
        known = self._helped.get(key)
        if known is None:
            need = needs(self.state.stack)
            for item in items(effect):
                need.add(item)
            known = self._helped[key] = may_help(self.state, self.seat, need)
        return known

    def repeatable(self, must: bool) -> list[int]:
        """The used one-worker actions the seat may repeat (performable in full if ``must``)."""
        used = self.state.seats[self.seat].used
        return [
            space
            for space, can in enumerate(REPEATABLE)
            if can and used[space] and (not must or self.performable(SPACES[space].effect))
        ]


def performable(state: RussianRailroadsState, seat: int, effect: Effect) -> bool:
    """Can ``effect`` be performed completely by ``seat`` now (benefits aside)?"""
    return Means(state, seat).performable(effect)


def repeatable(
    state: RussianRailroadsState, seat: int, must: bool, rescue: Rescue | None = None
) -> list[int]:
    """The used one-worker actions ``seat`` may repeat (performable in full if ``must``)."""
    return Means(state, seat, rescue).repeatable(must)


BUILDS: Final[tuple[bool, ...]] = tuple(
    bool(s.one_worker and s.effect.loco_or_factory and REPEATABLE[s.index]) for s in SPACES
)
"""The one-worker spaces whose repeat may build a factory."""


def may_help(state: RussianRailroadsState, seat: int, need: Needs) -> bool:
    """Could a benefit still to fire make up what ``need`` lacks?

    Track room and doublers are never made up. Industry steps are, by a factory built (a
    level-4 factory, a level-6 one repeating a locomotive space, the factory "?" card)
    or by the second marker; tiles only by the level-9 "?" card's locomotive, which on a
    full board returns one. The benefits that may fire: optional effects waiting on the
    stack, a locomotive being placed, the factories and the "?" space ahead of the
    markers, and the "?" spaces of the routes (reached by black track or locomotive; one
    beyond the locomotives' reach only while a locomotive may still be placed).
    """
    player = state.seats[seat]
    if need.kinds and not tracks.feasible(player.tracks, need.kinds):
        return False
    short_tiles = bool(need.locos or need.others) and not tiles_ok(
        state, seat, need.locos, need.others
    )
    used = player.tokens
    if short_tiles:
        tokens = T_CARD not in used and state.cards[C_LOCO9] < 0
    else:
        tokens = T_SECOND_MARKER not in used or (T_CARD not in used and state.cards[C_FACTORY] < 0)
    card = C_LOCO9 if short_tiles else C_FACTORY
    industry_short = not short_tiles and bool(need.industry or need.again)
    black = any(BLACK in KIND_COLOURS[k] for k in need.kinds) or bool(need.again)
    locos = bool(need.locos or state.carry)
    for frame in state.stack:
        if frame.must:
            continue
        pending = set(frame.pool + frame.later)
        if I_CARD in pending and state.cards[card] < 0:
            return True
        if tokens and I_TOKEN in pending:
            return True
        black = black or any(
            item <= I_BONUS_BLACK and BLACK in _STEP_COLOURS[item] for item in pending
        )
        if industry_short and pending & _BUILD_ITEMS and _tiles_left(state):
            return True
        industry_short = industry_short or (I_INDUSTRY in pending and not short_tiles)
    if industry_short and _industry_helps(state, seat, tokens):
        return True
    if not (tokens and (black or locos)):
        return False
    grows: bool | None = None
    for index in TOKEN_SPECIALS:
        special = SPECIALS[index]
        if player.fired >> index & 1:
            continue
        if player.tracks[special.route * 5] >= special.space:
            if locos:
                return True
        elif black:
            if not special.loco or player_board.reach(player, special.route) >= special.space:
                return True
            if grows is None:
                grows = locos or _reach_may_grow(state, player)
            if grows:
                return True
    return False


def _reach_may_grow(state: RussianRailroadsState, player: Player) -> bool:
    """Could a locomotive be placed before the action ends? Only through an item pending
    (a locomotive; a factory, which a marker may then enter; a repeat, a token or a card)
    or a level-4 or level-6 factory or the "?" space ahead of a marker."""
    if any(item in _GROW_ITEMS for frame in state.stack for item in (*frame.pool, *frame.later)):
        return True
    end = industry.limit(player)
    for position in player.markers:
        for ahead in range(position + 1, end if position >= 0 else 0):
            notch = NOTCH_AT[ahead]
            if notch >= 0:
                effect = FACTORY_EFFECTS[player.factories[notch]]
                if effect.loco_or_factory or effect.repeat:
                    return True
            elif ahead == INDUSTRY_TOKEN and not player.fired & TOKEN_BIT:
                return True
    return False


_BUILD_ITEMS: Final = frozenset((I_LOF, I_FACTORY, I_REPEAT))
"""Pending items that may build a factory."""
_GROW_ITEMS: Final = frozenset((I_LOCO, I_LOF, I_FACTORY, I_REPEAT, I_TOKEN, I_CARD))
"""Pending items that may lead to a locomotive placed."""
_STEP_COLOURS: Final[tuple[tuple[int, ...], ...]] = (*KIND_COLOURS, (BLACK,))
"""The colours a step item allows (the black worker's bonus step last)."""


def _tiles_left(state: RussianRailroadsState) -> bool:
    return bool(sum(state.loco_supply) or sum(state.factory_supply))


def _industry_helps(state: RussianRailroadsState, seat: int, token: bool) -> bool:
    """A factory ahead of a marker that can build one (level 4, or level 6 repeating a
    locomotive space used this round), or the industry "?" space when a token there
    could help."""
    player = state.seats[seat]
    tiles = _tiles_left(state)
    end = industry.limit(player)
    for position in player.markers:
        for ahead in range(position + 1, end if position >= 0 else 0):
            notch = NOTCH_AT[ahead]
            if notch >= 0 and tiles:
                effect = FACTORY_EFFECTS[player.factories[notch]]
                if effect.loco_or_factory or (
                    effect.repeat and any(u and b for u, b in zip(player.used, BUILDS, strict=True))
                ):
                    return True
            if ahead == INDUSTRY_TOKEN and token and not player.fired & TOKEN_BIT:
                return True
    return False


def card_performable(state: RussianRailroadsState, seat: int, card: int) -> bool:
    """Can the "?" card be carried out completely (reference §11), together with what the
    pending effects still require?"""
    if card in (C_ENGINEER, C_BLACK_WORKER):
        return True
    if card == C_LOCO9:
        return locomotives.placeable(state, seat, 9)
    need = needs(state.stack)
    if card == C_FACTORY:
        if not tiles_ok(state, seat, need.locos, need.others + 1):
            return False
        built = state.seats[seat].copy()
        if 0 in built.factories:
            built.factories[built.factories.index(0)] = 1
        need.industry += 2
        return met(state, seat, need, built)
    assert card == C_MIXED
    if doublers_available(state, seat) < 1:
        return False
    need.industry += 1
    need.kinds.append(BLACK)
    if not met(state, seat, need):
        return False
    if doublers_available(state, seat) >= 2:
        return True
    need.industry += 1
    if met(state, seat, need):
        return True
    need.industry -= 1
    need.kinds.append(BLACK)
    return met(state, seat, need)
