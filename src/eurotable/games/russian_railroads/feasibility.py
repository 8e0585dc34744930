"""Can an action be performed in full? (rulebook: POPIS JEDNOHO TAHU HRÁČE)

Board spaces, the engineers on the variable spaces and the "?" cards must be performed
completely, so they may only be chosen when that is possible (reference §11), and while
they are carried out the player is offered only the decisions that still let him finish
them. These checks are exact for track steps (searched), industry steps and doublers;
for locomotive and factory tiles they count what the supply holds.
"""

from __future__ import annotations

from eurotable.games.russian_railroads import factories, industry, locomotives, tracks
from eurotable.games.russian_railroads.data import (
    BLACK,
    C_BLACK_WORKER,
    C_ENGINEER,
    C_FACTORY,
    C_LOCO9,
    C_MIXED,
    SPACES,
    WHITE,
    Effect,
)
from eurotable.games.russian_railroads.effects import doublers_available
from eurotable.games.russian_railroads.state import (
    I_AGAIN,
    I_BONUS_BLACK,
    I_FACTORY,
    I_INDUSTRY,
    I_LOCO,
    I_LOF,
    Frame,
    Player,
    RussianRailroadsState,
)

REPEATABLE: tuple[bool, ...] = tuple(
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


def tiles_ok(state: RussianRailroadsState, seat: int, locos: int, others: int) -> bool:
    """Enough locomotives and factory tiles for ``locos`` + ``others`` takings?

    A locomotive placed on a board without an empty slot always returns a replaced
    locomotive as a factory, which the same action may then take (rulebook example).
    """
    in_supply = sum(state.loco_supply)
    if locos and (in_supply < locos or not locomotives.can_take(state, seat)):
        return False
    spare = factories.tiles(state) - locos
    if locos and 0 not in state.seats[seat].locos:
        spare += 1
    return others <= spare


def met(state: RussianRailroadsState, seat: int, need: Needs, player: Player | None = None) -> bool:
    """True when everything in ``need`` can still be done from the present position."""
    player = player or state.seats[seat]
    if need.industry > industry.capacity(player):
        return False
    if (need.locos or need.others) and not tiles_ok(state, seat, need.locos, need.others):
        return False
    if not tracks.feasible(player.tracks, need.kinds):
        return False
    if need.again:
        spare_doublers = doublers_available(state, seat) >= need.again
        spare_industry = industry.capacity(player) >= need.industry + need.again
        if not (
            spare_doublers
            or spare_industry
            or tracks.feasible(player.tracks, need.kinds + [BLACK] * need.again)
        ):
            return False
    return True


class Means:
    """What a seat could do right now, worked out once per list of legal actions."""

    __slots__ = ("_rooms", "_tiles", "doublers", "industry", "seat", "state")

    def __init__(self, state: RussianRailroadsState, seat: int) -> None:
        self.state = state
        self.seat = seat
        self.industry = industry.capacity(state.seats[seat])
        self.doublers = doublers_available(state, seat)
        self._rooms: list[int] | None = None
        self._tiles: dict[tuple[int, int], bool] = {}

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
        """Can ``effect`` be performed completely?"""
        if effect.doublers > self.doublers or effect.industry > self.industry:
            return False
        steps = effect.steps
        if steps:
            kind = effect.single_kind
            if kind < 0 or self.rooms()[kind] < len(steps):
                # one colour: the total room is exact; otherwise search
                if 0 <= kind <= WHITE:
                    return False
                board = self.state.seats[self.seat].tracks
                if not tracks.feasible(board, list(steps)):
                    return False
        tiles = effect.factory + effect.loco_or_factory
        if (effect.loco or tiles) and not self.tiles(effect.loco, tiles):
            return False
        return not effect.repeat or bool(self.repeatable(True))

    def repeatable(self, must: bool) -> list[int]:
        """The used one-worker actions the seat may repeat (performable in full if ``must``)."""
        used = self.state.seats[self.seat].used
        return [
            space
            for space, can in enumerate(REPEATABLE)
            if can and used[space] and (not must or self.performable(SPACES[space].effect))
        ]


def performable(state: RussianRailroadsState, seat: int, effect: Effect) -> bool:
    """Can ``effect`` be performed completely by ``seat`` now?"""
    return Means(state, seat).performable(effect)


def repeatable(state: RussianRailroadsState, seat: int, must: bool) -> list[int]:
    """The used one-worker actions ``seat`` may repeat (performable in full if ``must``)."""
    return Means(state, seat).repeatable(must)


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
