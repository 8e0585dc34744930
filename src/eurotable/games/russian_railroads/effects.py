"""Starting an effect: what needs no decision happens at once, the rest waits in a frame.

Doublers, points, coins, temporary workers, the black worker and the tokens that only
put a piece down leave nothing to choose, so they are carried out immediately (as far as
the supply allows; an optional effect leaves the doublers a pending mandatory one needs).
Track steps, industry steps, locomotives, factories, repeats and "?" cards become items
of a ``Frame`` that the player resolves one decision at a time (``frames``). An end-bonus
card choice is made at the end of the turn (reference §11, ruling 29): its frame waits at
the bottom of the pending effects, below the action that gained it.
"""

from __future__ import annotations

from eurotable.games.russian_railroads.data import (
    BLACK,
    C_MIXED,
    DOUBLER_SPACES,
    LETTERLESS,
    T_CARD,
    Effect,
)
from eurotable.games.russian_railroads.state import (
    I_AGAIN,
    I_CARD,
    I_END_BONUS,
    I_FACTORY,
    I_INDUSTRY,
    I_LOCO,
    I_LOF,
    I_REPEAT,
    O_CARD,
    O_FACTORY,
    O_TOKEN,
    SC_ENGINEER,
    SC_FACTORY,
    Frame,
    RussianRailroadsState,
)


def doublers_available(state: RussianRailroadsState, seat: int) -> int:
    """Doublers the seat could still place: limited by the supply and its 8 spaces."""
    return min(state.doubler_supply, DOUBLER_SPACES - state.seats[seat].doublers)


def place_doublers(state: RussianRailroadsState, seat: int, count: int, keep: int = 0) -> None:
    """Put up to ``count`` doublers on the leftmost free spaces over the Trans-Siberian,
    leaving at least ``keep`` of those the seat could take."""
    placed = min(count, max(0, doublers_available(state, seat) - keep))
    if placed:
        state.doubler_supply -= placed
        state.seats[seat].doublers += placed
    state.emit("doublers", seat, count=placed, wanted=count)


def items(effect: Effect) -> list[int]:
    """The items of an effect that wait for decisions, in a fixed order."""
    pool = list(effect.steps)
    if effect.industry:
        pool += [I_INDUSTRY] * effect.industry
    if effect.loco_or_factory:
        pool += [I_LOF] * effect.loco_or_factory
    if effect.loco:
        pool += [I_LOCO] * effect.loco
    if effect.factory:
        pool += [I_FACTORY] * effect.factory
    if effect.repeat:
        pool.append(I_REPEAT)
    return pool


def gain_end_bonus(state: RussianRailroadsState, origin: int, arg: int) -> None:
    """An end-bonus card choice gained now, made at the end of the turn (reference §11:
    "End-bonus card choices are made at the end of the turn"; ruling 29): it waits at
    the bottom of the pending effects, so everything else the turn holds comes first."""
    state.stack.insert(0, Frame(origin, arg, False, [I_END_BONUS]))


def loco_points(state: RussianRailroadsState, seat: int) -> int:
    """The levels of the seat's two strongest locomotives, added."""
    levels = sorted(state.seats[seat].locos, reverse=True)
    return levels[0] + levels[1]


def start(
    state: RussianRailroadsState,
    seat: int,
    effect: Effect,
    origin: int,
    arg: int,
    must: bool,
    black: bool = False,
) -> None:
    """Carry out ``effect`` for ``seat``: the automatic parts now, the rest as a frame."""
    player = state.seats[seat]
    category = SC_FACTORY if origin == O_FACTORY else SC_ENGINEER
    if effect.doublers:
        place_doublers(state, seat, effect.doublers, 0 if must else _kept(state, seat))
    if effect.points:
        player.score[category] += effect.points
        state.emit("points", seat, points=effect.points)
    if effect.coins:
        player.coins += effect.coins
        state.emit("coins", seat, coins=effect.coins)
    if effect.temporary_workers:
        player.temp += effect.temporary_workers
        state.temp_holder = seat
        state.emit("temporary-workers", seat, workers=effect.temporary_workers)
    if effect.engineer_points:
        points = sum(player.engineers)
        player.score[SC_FACTORY] += points
        state.emit("points", seat, points=points)
    if effect.loco_points:
        points = loco_points(state, seat)
        player.score[SC_FACTORY] += points
        state.emit("points", seat, points=points)
    if effect.special:
        _special(state, seat, effect.special)
    for part in (effect, effect.then):
        if part is not None and part.end_bonus:
            gain_end_bonus(state, origin, arg)
    pool = items(effect)
    later = items(effect.then) if effect.then is not None else []
    if pool or later:
        if not pool:
            pool, later = later, []
        state.stack.append(
            Frame(origin, arg, must, pool, later, 1 if black and effect.black_steps else 0)
        )


def _kept(state: RussianRailroadsState, seat: int) -> int:
    """Doublers an optional effect leaves for the mandatory ones pending (ruling 4)."""
    # feasibility reads the effects of spaces and benefits, so it is imported here.
    from eurotable.games.russian_railroads.feasibility import doublers_kept

    return doublers_kept(state, seat)


def _special(state: RussianRailroadsState, seat: int, special: str) -> None:
    player = state.seats[seat]
    if special == "second-marker":
        player.markers[1] = 0
    elif special == "question-card":
        gain_end_bonus(state, O_TOKEN, T_CARD)
        state.stack.append(Frame(O_TOKEN, T_CARD, False, [I_CARD]))
    elif special == "mixed":
        place_doublers(state, seat, 1)
        state.stack.append(Frame(O_CARD, C_MIXED, True, [I_INDUSTRY, BLACK], [I_AGAIN]))
    elif special == "engineer":
        player.engineers.append(LETTERLESS)
        player.coins += 1
        state.emit("engineer-gained", seat, engineer=LETTERLESS, coins=1)
    elif special == "black-worker":
        player.black = True
        player.black_hand = True
        state.emit("black-worker", seat)
    elif special == "locomotive-9":
        state.carry = 9
        state.carry_from = -1
        state.carry_special = True
    state.emit("special", seat, effect=special)
