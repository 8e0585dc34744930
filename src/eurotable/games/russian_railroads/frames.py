"""Resolving pending effects one decision at a time.

The top frame of ``state.stack`` is worked on: each decision does one item (one track
step, one industry step, one locomotive or factory, a repeat, a token, a card …).
Benefits fired on the way push new frames on top, which are finished first. A track step
uses the most specific item that allows its colour (a mandatory item before an optional
one), which never loses an option. Only decisions that keep every mandatory item of the
stack achievable are offered (``feasibility``; when only a benefit still to fire can make
that possible, each decision is tried on a copy: ``finishable``); ``done`` ends the
optional part.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import lru_cache
from operator import itemgetter
from typing import Final

from eurotable.games.russian_railroads import (
    bonus_cards,
    effects,
    factories,
    feasibility,
    industry,
    locomotives,
    player_board,
    tracks,
)
from eurotable.games.russian_railroads.data import (
    ANY,
    BLACK,
    BLACK_OR_GREY,
    BONUS_CARDS,
    C_FACTORY,
    C_LOCO9,
    C_MIXED,
    CARD_EFFECTS,
    CARDS,
    GREY,
    KIND_COLOURS,
    LEVELS,
    SPACES,
    T_CARD,
    T_SECOND_MARKER,
    TOKEN_EFFECTS,
    TOKENS,
    Effect,
)
from eurotable.games.russian_railroads.notation import (
    AGAIN,
    BONUS,
    BONUS_POINTS,
    CARD,
    DONE,
    FACTORY,
    LOCOMOTIVE,
    MARKER,
    NOTCH,
    PUT,
    REPEAT,
    RETURN,
    STEP,
    TOKEN,
    RRAction,
    act,
    table,
)
from eurotable.games.russian_railroads.state import (
    I_AGAIN,
    I_BONUS_BLACK,
    I_CARD,
    I_END_BONUS,
    I_FACTORY,
    I_INDUSTRY,
    I_LOCO,
    I_LOF,
    I_REPEAT,
    I_TOKEN,
    ITEMS,
    O_CARD,
    O_REPEAT,
    O_SPACE,
    O_TOKEN,
    Frame,
    RussianRailroadsState,
)

STEPS: Final[tuple[RRAction, ...]] = table(STEP, 15)
MARKERS: Final[tuple[RRAction, ...]] = table(MARKER, 2)
TAKE_LOCO: Final = act(LOCOMOTIVE)
FACTORIES: Final[tuple[RRAction, ...]] = table(FACTORY, LEVELS + 1)
REPEATS: Final[tuple[RRAction, ...]] = table(REPEAT, len(SPACES))
AGAINS: Final[tuple[RRAction, ...]] = table(AGAIN, 3)
TOKEN_ACTIONS: Final[tuple[RRAction, ...]] = table(TOKEN, len(TOKENS))
CARD_ACTIONS: Final[tuple[RRAction, ...]] = table(CARD, len(CARDS))
BONUSES: Final[tuple[RRAction, ...]] = table(BONUS, len(BONUS_CARDS) + 1)
PUTS: Final[tuple[RRAction, ...]] = table(PUT, 30)
RETURN_ACTION: Final = act(RETURN)
DONE_ACTION: Final = act(DONE)
NOTCHES: Final[tuple[RRAction, ...]] = table(NOTCH, 5)
A_DOUBLER, A_INDUSTRY, A_BLACK = range(3)


def _priority(colour: int, must: bool) -> tuple[int, ...]:
    wide = (BLACK_OR_GREY, ANY) if colour <= GREY else (ANY,)
    bonus = (I_BONUS_BLACK,) if colour == BLACK else ()
    return (colour, *wide, *bonus) if must else (colour, *bonus, *wide)


_CONSUMERS: Final[tuple[tuple[tuple[int, ...], ...], ...]] = (
    tuple(_priority(c, False) for c in range(5)),
    tuple(_priority(c, True) for c in range(5)),
)
"""For an optional / a mandatory frame and a colour: the items a step may use, best first."""


_ALLOWS: Final[tuple[int, ...]] = tuple(
    sum(1 << colour for colour in range(5) if item in _CONSUMERS[0][colour])
    for item in range(len(ITEMS))
)
"""For each item: the bit set of the colours a step using it may take (0: not a step)."""
_STEP_ARGS: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(colour * 3 + route for colour in range(5) if mask >> colour & 1 for route in range(3))
    for mask in range(1 << 5)
)
"""For a bit set of colours: their step actions' arguments, in order."""


_KIND_ROOMS: Final[tuple[Callable[[list[int]], tuple[int, ...]], ...]] = tuple(
    itemgetter(*(colour * 3 + route for colour in colours for route in range(3)))
    for colours in KIND_COLOURS
)
"""For each step kind: the ``step_rooms`` of the tracks it may take."""


def _step_actions(pool: list[int], rooms: list[int]) -> list[RRAction]:
    """The steps the items of ``pool`` allow on the tracks with room (``step_rooms``)."""
    allowed = 0
    for item in pool:
        allowed |= _ALLOWS[item]
    return [STEPS[arg] for arg in _STEP_ARGS[allowed] if rooms[arg] > 0]


def consumer(frame: Frame, colour: int) -> int:
    """The item a step of ``colour`` uses up in ``frame`` (-1: none allows it)."""
    pool = frame.pool
    for item in _CONSUMERS[frame.must][colour]:
        if item in pool:
            return item
    return -1


def mandatory_left(frame: Frame) -> bool:
    """True while ``done`` is not allowed: a mandatory item, or an end-bonus choice, waits."""
    if I_END_BONUS in frame.pool:
        return True
    if not frame.must:
        return False
    return frame.pool.count(I_BONUS_BLACK) != len(frame.pool) or bool(frame.later)


def tidy(state: RussianRailroadsState) -> None:
    """Drop finished frames; a frame whose pool is done moves on to its ``later`` items."""
    stack = state.stack
    while stack:
        top = stack[-1]
        if top.pool:
            return
        if top.later:
            top.pool = top.later
            top.later = []
            return
        stack.pop()


def _without(need: feasibility.Needs, item: int) -> feasibility.Needs:
    """``need`` once ``item`` (a mandatory item of the top frame) is done."""
    rest = feasibility.Needs()
    rest.kinds = need.kinds[:]
    rest.industry, rest.locos, rest.others, rest.again = (
        need.industry,
        need.locos,
        need.others,
        need.again,
    )
    if item < I_BONUS_BLACK:
        rest.kinds.remove(item)
    elif item == I_INDUSTRY:
        rest.industry -= 1
    elif item == I_LOCO:
        rest.locos -= 1
    elif item in (I_FACTORY, I_LOF):
        rest.others -= 1
    elif item == I_AGAIN:
        rest.again -= 1
    return rest


def legal(state: RussianRailroadsState) -> list[RRAction]:
    """The decisions for the top frame (empty if its mandatory items cannot be done)."""
    seat = state.actor
    top = state.stack[-1]
    pool = top.pool
    fast = _only_steps(state, top)
    if fast is not None:
        return fast
    need = feasibility.needs(state.stack)
    if not (need.empty or feasibility.met(state, seat, need)):
        # only a benefit fired on the way can finish the action: try each decision
        return keep_finishable(state, choices(state))
    actions: list[RRAction] = []
    if any(item <= I_BONUS_BLACK for item in pool):
        _steps(state, seat, top, need, actions)
    if I_INDUSTRY in pool:
        _markers(state, seat, top, need, actions)
    if I_LOCO in pool or I_LOF in pool:
        _locomotive(state, seat, top, need, actions)
    if I_FACTORY in pool or I_LOF in pool:
        _factories(state, seat, top, need, actions)
    if I_REPEAT in pool:
        repeats = feasibility.repeatable(state, seat, top.must, effect_finishable)
        actions.extend(REPEATS[s] for s in repeats)
    if I_AGAIN in pool:
        _again(state, seat, need, actions)
    if I_TOKEN in pool:
        used = state.seats[seat].tokens
        actions.extend(TOKEN_ACTIONS[t] for t in range(len(TOKENS)) if t not in used)
    if I_CARD in pool:
        for card in range(len(CARDS)):
            if state.cards[card] < 0 and (
                feasibility.card_performable(state, seat, card)
                or _card_rescued(state, seat, need, card)
            ):
                actions.append(CARD_ACTIONS[card])
    if I_END_BONUS in pool:
        actions.extend(BONUSES[c] for c in bonus_cards.deck(state))
        actions.append(BONUSES[BONUS_POINTS])
    if actions and not mandatory_left(top):
        actions.append(DONE_ACTION)
    return actions


def _only_steps(state: RussianRailroadsState, top: Frame) -> list[RRAction] | None:
    """The common case answered without a search: the top frame holds only track steps
    and nothing else must be done, or its mandatory steps are of one kind with room to
    spare. Every step a pool item allows is then legal. ``None``: use the general way."""
    pool = top.pool
    if not pool or top.later or max(pool) > I_BONUS_BLACK:
        return None
    stack = state.stack
    if len(stack) > 1 and any(frame.must for frame in stack[:-1]):
        return None
    rooms = tracks.step_rooms(state.seats[state.actor].tracks)
    if top.must:
        kinds = [item for item in pool if item != I_BONUS_BLACK]
        if kinds:
            kind = kinds[0]
            if kinds.count(kind) != len(kinds):
                return None
            if sum(_KIND_ROOMS[kind](rooms)) < len(kinds):
                return None
    actions = _step_actions(pool, rooms)
    if actions and not mandatory_left(top):
        actions.append(DONE_ACTION)
    return actions


def _after(need: feasibility.Needs, top: Frame, item: int) -> feasibility.Needs:
    return _without(need, item) if top.must and item != I_BONUS_BLACK else need


def _steps(
    state: RussianRailroadsState,
    seat: int,
    top: Frame,
    need: feasibility.Needs,
    actions: list[RRAction],
) -> None:
    player = state.seats[seat]
    board = player.tracks
    totals = tracks.colour_rooms(board)
    rests: dict[int, tuple[feasibility.Needs, bool]] = {}
    for colour in range(5):
        if not totals[colour]:
            continue
        item = consumer(top, colour)
        if item < 0:
            continue
        if item not in rests:
            rests[item] = _rest(top, need, item, totals)
        rest, easy = rests[item]
        for route in range(3):
            if tracks.room(board, route, colour) <= 0:
                continue
            if not easy:
                trial = player.copy()
                tracks.advance(trial.tracks, colour, route)
                if not feasibility.met(state, seat, rest, trial):
                    continue
            actions.append(STEPS[colour * 3 + route])


def _rest(
    top: Frame, need: feasibility.Needs, item: int, totals: list[int]
) -> tuple[feasibility.Needs, bool]:
    """What is still required once a step uses ``item``, and whether every step is then
    safe without a search (one kind left, with room to spare: a step lowers a kind's
    total room by one at most)."""
    rest = _after(need, top, item)
    if rest.empty:
        return rest, True
    kinds = rest.kinds
    if not kinds or rest.industry or rest.again or rest.locos or rest.others:
        return rest, False
    first = kinds[0]
    if kinds.count(first) != len(kinds):
        return rest, False
    room = sum(totals[c] for c in KIND_COLOURS[first])
    return rest, room - 1 >= len(kinds)


def _markers(
    state: RussianRailroadsState,
    seat: int,
    top: Frame,
    need: feasibility.Needs,
    actions: list[RRAction],
) -> None:
    player = state.seats[seat]
    rest = _after(need, top, I_INDUSTRY)
    for marker in (0, 1):
        if not industry.can_advance(player, marker):
            continue
        if not rest.empty:
            trial = player.copy()
            trial.markers[marker] += 1
            if not feasibility.met(state, seat, rest, trial):
                continue
        actions.append(MARKERS[marker])


def _locomotive(
    state: RussianRailroadsState,
    seat: int,
    top: Frame,
    need: feasibility.Needs,
    actions: list[RRAction],
) -> None:
    if not locomotives.can_take(state, seat):
        return
    rest = _after(need, top, I_LOCO if I_LOCO in top.pool else I_LOF)
    if feasibility.tiles_after(state, seat, -1, rest.locos, rest.others):
        actions.append(TAKE_LOCO)


def _factories(
    state: RussianRailroadsState,
    seat: int,
    top: Frame,
    need: feasibility.Needs,
    actions: list[RRAction],
) -> None:
    rest = _after(need, top, I_FACTORY if I_FACTORY in top.pool else I_LOF)
    for source in factories.sources(state):
        if feasibility.tiles_after(state, seat, source, rest.locos, rest.others):
            actions.append(FACTORIES[source])


def _again(
    state: RussianRailroadsState, seat: int, need: feasibility.Needs, actions: list[RRAction]
) -> None:
    rest = _without(need, I_AGAIN)
    if effects.doublers_available(state, seat) and feasibility.met(state, seat, rest):
        actions.append(AGAINS[A_DOUBLER])
    rest.industry += 1
    if feasibility.met(state, seat, rest):
        actions.append(AGAINS[A_INDUSTRY])
    rest.industry -= 1
    rest.kinds.append(BLACK)
    if feasibility.met(state, seat, rest):
        actions.append(AGAINS[A_BLACK])


def _use(top: Frame, item: int) -> None:
    top.pool.remove(item)


def perform(state: RussianRailroadsState, action: RRAction) -> None:
    seat = state.actor
    top = state.stack[-1]
    verb = action.verb
    if verb == STEP:
        colour, route = divmod(action.arg, 3)
        item = consumer(top, colour)
        _use(top, item)
        if colour == BLACK and top.black == 1 and item != I_BONUS_BLACK:
            top.black = 2
            top.pool.append(I_BONUS_BLACK)
            state.emit("black-worker-bonus", seat)
        player_board.build(state, seat, colour, route)
    elif verb == MARKER:
        _use(top, I_INDUSTRY)
        industry.advance(state, seat, action.arg)
    elif verb == LOCOMOTIVE:
        _use(top, I_LOCO if I_LOCO in top.pool else I_LOF)
        locomotives.take(state, seat)
    elif verb == FACTORY:
        _use(top, I_FACTORY if I_FACTORY in top.pool else I_LOF)
        factories.build(state, seat, action.arg)
    elif verb == REPEAT:
        _use(top, I_REPEAT)
        space = action.arg
        black = state.seats[seat].used[space] == 2
        state.emit("repeat", seat, space=space)
        effects.start(state, seat, SPACES[space].effect, O_REPEAT, space, top.must, black)
    elif verb == AGAIN:
        _use(top, I_AGAIN)
        state.emit("again", seat, choice=action.arg)
        if action.arg == A_DOUBLER:
            effects.place_doublers(state, seat, 1)
        else:
            top.pool.append(I_INDUSTRY if action.arg == A_INDUSTRY else BLACK)
    elif verb == TOKEN:
        _use(top, I_TOKEN)
        state.seats[seat].tokens[top.arg] = action.arg
        state.emit("token", seat, token=action.arg, space=top.arg)
        effects.start(state, seat, TOKEN_EFFECTS[action.arg], O_TOKEN, action.arg, False)
    elif verb == CARD:
        _use(top, I_CARD)
        state.cards[action.arg] = seat
        state.emit("card", seat, card=action.arg)
        effects.start(state, seat, CARD_EFFECTS[action.arg], O_CARD, action.arg, True)
    elif verb == BONUS:
        _use(top, I_END_BONUS)
        if action.arg == BONUS_POINTS:
            bonus_cards.take_points(state, seat)
        else:
            bonus_cards.take(state, seat, action.arg)
    else:
        assert verb == DONE
        state.emit("done", seat, left=len(top.pool) + len(top.later))
        top.pool = []


def legal_put(state: RussianRailroadsState) -> list[RRAction]:
    """Where the carried locomotive may go (and ``return`` for a replaced one)."""
    actions = _puts(state)
    if help_needed(state):
        return keep_finishable(state, actions)
    return actions


def _puts(state: RussianRailroadsState) -> list[RRAction]:
    locos = state.seats[state.actor].locos
    return list(_put_actions(tuple(locos), state.carry, state.carry_from))


@lru_cache(maxsize=4096)
def _put_actions(locos: tuple[int, ...], level: int, came_from: int) -> tuple[RRAction, ...]:
    """``_puts`` for a board's locomotives: a few boards come back again and again."""
    board = list(locos)
    actions = [
        PUTS[route * 10 + replaced]
        for route, replaced in locomotives.places(board, level, came_from)
    ]
    if came_from >= 0 and locomotives.may_return(board):
        actions.append(RETURN_ACTION)
    return tuple(actions)


def perform_put(state: RussianRailroadsState, action: RRAction) -> None:
    if action.verb == RETURN:
        locomotives.scrap(state, state.actor)
    else:
        route, replaced = divmod(action.arg, 10)
        locomotives.put(state, state.actor, route, replaced)


# -- the exact check: searching the decisions of the action on copies -------------------


def help_needed(state: RussianRailroadsState) -> bool:
    """True when the pending mandatory items cannot be done without a benefit's help."""
    need = feasibility.needs(state.stack)
    return not (need.empty or feasibility.met(state, state.actor, need))


Seen = dict[tuple[object, ...], bool]
"""The search's memo: ``finishable`` by ``_key``."""


def keep_finishable(state: RussianRailroadsState, actions: Iterable[RRAction]) -> list[RRAction]:
    """The ``actions`` after which the pending mandatory items can still be done (one memo
    for all: the positions after different decisions often meet)."""
    seen: Seen = {}
    return [a for a in actions if finishable_after(state, a, seen)]


def finishable_after(state: RussianRailroadsState, action: RRAction, seen: Seen) -> bool:
    """Can the pending mandatory items still be done once ``action`` is taken?"""
    child = state.trial(state.actor)
    _do(child, action)
    return finishable(child, seen)


def effect_finishable(state: RussianRailroadsState, seat: int, effect: Effect) -> bool:
    """Can ``seat`` perform ``effect`` in full (with what is pending), counting what the
    benefits it fires on the way allow? ``feasibility.Means``' exact check (``Rescue``),
    asked once its doublers are there and a benefit may help."""
    assert seat == state.actor, "the pending effects are the actor's"
    child = state.trial(seat)
    effects.start(child, seat, effect, O_SPACE, 0, True)
    return finishable(child, {})


def _card_rescued(
    state: RussianRailroadsState, seat: int, need: feasibility.Needs, card: int
) -> bool:
    """The "?" card performed in full with the help of what it fires (the quick check
    said no). The mixed card's doubler is placed at once, so nothing fired later can
    make it up: without one the card is never performed in full."""
    if card == C_MIXED and not effects.doublers_available(state, seat):
        return False
    wanted = feasibility.Needs()
    wanted.kinds, wanted.industry = need.kinds[:], need.industry
    wanted.locos, wanted.others, wanted.again = need.locos, need.others, need.again
    for item in effects.items(CARD_EFFECTS[card]):
        wanted.add(item)
    return feasibility.may_help(state, seat, wanted) and finishable_after(
        state, CARD_ACTIONS[card], {}
    )


def finishable(state: RussianRailroadsState, seen: Seen) -> bool:
    """Exact: can every mandatory item pending be done, counting what the benefits fired
    on the way allow? ``feasibility.met`` answers at once when no help is needed; the
    decisions are tried (on copies) only while something is short that a benefit still to
    fire may make up (``feasibility.may_help``)."""
    if not (state.building or state.carry):
        tidy(state)
    seat = state.actor
    need = feasibility.needs(state.stack)
    if need.empty or feasibility.met(state, seat, need):
        return True
    if not feasibility.may_help(state, seat, need):
        return False
    key = _key(state)
    known = seen.get(key)
    if known is not None:
        return known
    seen[key] = False
    for action in sorted(choices(state), key=_first):
        if action.verb == BONUS and action.arg != BONUS_POINTS:
            continue  # which end-bonus card is taken changes nothing here
        child = state.trial(seat)
        _do(child, action)
        if finishable(child, seen):
            seen[key] = True
            return True
    return False


def choices(state: RussianRailroadsState) -> list[RRAction]:
    """Every decision the rules allow now, whether or not it lets the action finish."""
    if state.building:
        return list(NOTCHES)
    if state.carry:
        return _puts(state)
    seat = state.actor
    top = state.stack[-1]
    pool = top.pool
    player = state.seats[seat]
    actions = _step_actions(pool, tracks.step_rooms(player.tracks))
    if I_INDUSTRY in pool:
        actions.extend(MARKERS[m] for m in (0, 1) if industry.can_advance(player, m))
    if (I_LOCO in pool or I_LOF in pool) and locomotives.can_take(state, seat):
        actions.append(TAKE_LOCO)
    if I_FACTORY in pool or I_LOF in pool:
        actions.extend(FACTORIES[source] for source in factories.sources(state))
    if I_REPEAT in pool:
        actions.extend(REPEATS[s] for s in feasibility.repeatable(state, seat, False))
    if I_AGAIN in pool:
        if effects.doublers_available(state, seat):
            actions.append(AGAINS[A_DOUBLER])
        actions.extend((AGAINS[A_INDUSTRY], AGAINS[A_BLACK]))
    if I_TOKEN in pool:
        actions.extend(TOKEN_ACTIONS[t] for t in range(len(TOKENS)) if t not in player.tokens)
    if I_CARD in pool:
        actions.extend(CARD_ACTIONS[c] for c in range(len(CARDS)) if state.cards[c] < 0)
    if I_END_BONUS in pool:
        actions.extend(BONUSES[c] for c in bonus_cards.deck(state))
        actions.append(BONUSES[BONUS_POINTS])
    if not mandatory_left(top):
        actions.append(DONE_ACTION)
    return actions


_HELPERS_FIRST: Final[dict[int, int]] = {DONE: 0, FACTORY: 1, TOKEN: 2, CARD: 2, MARKER: 3, STEP: 5}


def _first(action: RRAction) -> int:
    """Search order: stop, build, the tokens and cards that help most, then the rest."""
    if action.verb == TOKEN and action.arg in (T_SECOND_MARKER, T_CARD):
        return 1
    if action.verb == CARD and action.arg in (C_FACTORY, C_LOCO9):
        return 1
    return _HELPERS_FIRST.get(action.verb, 4)


def _do(state: RussianRailroadsState, action: RRAction) -> None:
    """Carry out a decision on a copy, without settling on the next one."""
    if state.building:
        factories.replace(state, state.actor, action.arg)
    elif state.carry:
        perform_put(state, action)
    else:
        perform(state, action)


def _key(state: RussianRailroadsState) -> tuple[object, ...]:
    """What the rest of the action depends on."""
    p = state.seats[state.actor]
    return (
        tuple(p.tracks),
        tuple(p.markers),
        tuple(p.factories),
        tuple(p.locos),
        tuple(p.tokens),
        p.fired,
        p.doublers,
        tuple(state.loco_supply),
        tuple(state.factory_supply),
        state.doubler_supply,
        tuple(state.cards),
        state.carry,
        state.carry_from,
        state.building,
        tuple((f.origin, f.arg, f.must, tuple(f.pool), tuple(f.later)) for f in state.stack),
    )
