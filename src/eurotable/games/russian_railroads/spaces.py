"""Action spaces: which are open, how they are paid, what taking one does.

Rulebook: POPIS JEDNOHO TAHU HRÁČE, DALŠÍ AKCE (coins), INŽENÝŘI. A space must be free
(the black-or-grey track space never fills), paid with exactly the pieces it asks for
(a coin may stand in for a worker, never the reverse) and performable in full. Hired
engineers are the player's own spaces: usable once a round, in part if he likes.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from eurotable.games.russian_railroads import effects, engineers, feasibility, frames
from eurotable.games.russian_railroads.data import (
    BOARD_SPACES,
    CLAIM_SPACES,
    ENGINEERS,
    HIRE,
    SETUPS,
    SPACES,
    WHITE,
    Space,
)
from eurotable.games.russian_railroads.notation import (
    PASS,
    PAY,
    PAYMENT_INDEX,
    PAYMENTS,
    PLACE,
    RRAction,
    act,
    table,
)
from eurotable.games.russian_railroads.state import (
    O_SPACE,
    PC_BLACK,
    PC_COIN,
    PC_TEMP,
    PC_WORKER,
    Player,
    RussianRailroadsState,
)
from eurotable.i18n import _

PLACES: Final[tuple[RRAction, ...]] = table(PLACE, len(SPACES))
PAYS: Final[tuple[RRAction, ...]] = table(PAY, len(PAYMENTS))
PASS_ACTION: Final = act(PASS)
ON_BOARD: Final[dict[int, tuple[Space, ...]]] = {
    players: tuple(s for s in BOARD_SPACES if players in s.players) for players in SETUPS
}


_Checks = tuple[Space, int, int, bool, int]
"""What some spaces ask besides being free, paid and having track room: (space,
doublers, industry steps, needs the full check, claim)."""
_Row = tuple[int, bool, int, int, int, _Checks | None]


def _row(space: Space) -> _Row:
    """What ``_open`` checks about a space, unpacked once: (index, blocks, coins, step
    kind, steps, the other checks or None when there are none). A space without track
    steps of one kind asks for no room (kind 0, no steps)."""
    e = space.effect
    kind = e.single_kind
    full = bool(e.loco or e.factory or e.loco_or_factory or e.repeat) or (
        bool(e.steps) and kind < 0
    )
    checks: _Checks | None = None
    if e.doublers or e.industry or full or e.claim or kind > WHITE:
        checks = (space, e.doublers, e.industry, full, e.claim)
    if kind < 0:
        return (space.index, not space.reusable, space.coins, 0, 0, checks)
    return (space.index, not space.reusable, space.coins, kind, len(e.steps), checks)


def _rows(players: int, last: bool, pieces: int) -> tuple[_Row, ...]:
    return tuple(
        _row(s)
        for s in ON_BOARD[players]
        if s.workers + s.coins <= pieces and not (s.not_last_round if last else s.last_round_only)
    )


_ROWS: Final[dict[tuple[int, bool, int], tuple[_Row, ...]]] = {
    (players, last, pieces): _rows(players, last, pieces)
    for players in ON_BOARD
    for last in (False, True)
    for pieces in range(4)
}
"""The board spaces in play by player count, last round or not, and the pieces a seat
has (3: three or more), in board order."""


@lru_cache(maxsize=1024)
def payments(
    hand: int, black_hand: bool, coins_held: int, workers: int, coins: int
) -> tuple[RRAction, ...]:
    """``pay`` for every way to pay ``workers`` + ``coins`` out of a hand of ``hand``
    workers (the black worker besides, if in hand) and ``coins_held`` coins."""
    found = []
    for extra in range(workers + 1):
        paid_coins = coins + extra
        if paid_coins > coins_held:
            break
        pieces = workers - extra
        if pieces == 0:
            found.append(PAYS[PAYMENT_INDEX[(0, 0, paid_coins)]])
            continue
        if pieces <= hand:
            found.append(PAYS[PAYMENT_INDEX[(0, pieces, paid_coins)]])
        if black_hand and pieces - 1 <= hand:
            found.append(PAYS[PAYMENT_INDEX[(1, pieces - 1, paid_coins)]])
    return tuple(found)


def _claim_open(state: RussianRailroadsState, seat: int, space: Space) -> bool:
    occupied = state.occupied
    for claim in CLAIM_SPACES:
        if occupied[claim] == seat:
            return False
    under = state.order[space.effect.claim - 1]
    return under != seat or SETUPS[state.players].claim_under_own_pawn


def _open(
    state: RussianRailroadsState,
    seat: int,
    means: feasibility.Means,
    coins: int,
    pieces: int,
    reuse: bool,
) -> list[RRAction]:
    """``place`` for the board spaces that are free, in play this round, affordable with
    ``coins`` and ``pieces`` (coins included) and performable in full (for the re-use of a
    claim worker: not the claim spaces). The rows in play hold only spaces the pieces pay
    for, so what is left to check is the coins a space asks."""
    occupied = state.occupied
    doublers, steps_left = means.doublers, means.industry
    rooms = means.rooms()
    found = []
    for index, blocks, needed, kind, steps, checks in _ROWS[
        (state.players, state.round == state.rounds, pieces if pieces < 3 else 3)
    ]:
        if (blocks and occupied[index] >= 0) or needed > coins:
            continue
        if checks is None:
            if rooms[kind] >= steps:  # one colour's total room is exact
                found.append(PLACES[index])
            continue
        space, dbl, ind, full, claim = checks
        if dbl > doublers:
            continue
        if rooms[kind] < steps and (kind <= WHITE or not means.performable(space.effect)):
            continue  # "any" or black-or-grey may still make room
        if claim and (reuse or not _claim_open(state, seat, space)):
            continue
        if (full or ind > steps_left) and not means.performable(space.effect):
            continue  # a benefit on the way may still open the industry track
        found.append(PLACES[index])
    return found


def legal_main(state: RussianRailroadsState) -> list[RRAction]:
    seat = state.actor
    player = state.seats[seat]
    means = feasibility.Means(state, seat, frames.effect_finishable)
    coins = player.coins
    pieces = player.hand + player.temp + (1 if player.black_hand else 0) + coins
    actions = _open(state, seat, means, coins, pieces, False)
    for number in engineers.usable(state, seat, means, coins, pieces):
        actions.append(PLACES[ENGINEERS[number - 1].index])
    if coins >= HIRE.coins and engineers.for_hire(state):
        actions.append(PLACES[HIRE.index])
    actions.append(PASS_ACTION)
    return actions


def legal_reuse(state: RussianRailroadsState) -> list[RRAction]:
    """A claimant's extra action: any free space that needs exactly one worker."""
    seat = state.actor
    means = feasibility.Means(state, seat, frames.effect_finishable)
    actions = _open(state, seat, means, 0, 1, True)
    for number in engineers.usable(state, seat, means, 0, 1):
        actions.append(PLACES[ENGINEERS[number - 1].index])
    actions.append(PASS_ACTION)
    return actions


def legal_pay(state: RussianRailroadsState) -> list[RRAction]:
    space = SPACES[state.pending]
    player = state.seats[state.actor]
    hand = player.hand + player.temp
    return list(payments(hand, player.black_hand, player.coins, space.workers, space.coins))


def pay(state: RussianRailroadsState, payment: int) -> None:
    """Put the pieces of ``payment`` on the pending space and carry the space out."""
    seat = state.actor
    player = state.seats[seat]
    black, workers, coins = PAYMENTS[payment]
    temporary = min(player.temp, workers)
    player.temp -= temporary
    player.hand -= workers - temporary
    player.coins -= coins
    player.placed[PC_TEMP] += temporary
    player.placed[PC_WORKER] += workers - temporary
    player.placed[PC_COIN] += coins
    if black:
        player.black_hand = False
        player.placed[PC_BLACK] += 1
    space = SPACES[state.pending]
    state.pending = -1
    if state.events is not None:
        state.emit("place", seat, space=space.index, black=black, workers=workers, coins=coins)
    if space.effect.claim:
        piece = PC_BLACK if black else PC_TEMP if temporary else PC_WORKER if workers else PC_COIN
        state.claim_piece[space.effect.claim - 1] = piece
    occupy(state, seat, space, bool(black))


def occupy(state: RussianRailroadsState, seat: int, space: Space, black: bool) -> None:
    """Mark ``space`` as taken by ``seat`` and carry out its action."""
    player = state.seats[seat]
    player.used[space.index] = max(player.used[space.index], 2 if black else 1)
    if space is HIRE:
        engineers.hire(state, seat)
        return
    must = True
    if space.engineer:
        must = engineers.occupy(state, seat, space.engineer)
    elif not space.reusable:
        state.occupied[space.index] = seat
    effects.start(state, seat, space.effect, O_SPACE, space.index, must, black)


def why_closed(state: RussianRailroadsState, space: Space, reuse: bool) -> tuple[str, str]:
    """A machine code and a sentence saying why ``space`` cannot be taken now."""
    seat = state.actor
    player = state.seats[seat]
    name = space.id
    if space is HIRE:
        if reuse or not engineers.for_hire(state):
            return "no-engineer-to-hire", _("there is no engineer to hire this round")
        return "cannot-pay", _("hiring an engineer takes a coin")
    if space.engineer:
        number = space.engineer
        if number in player.engineers:
            if player.engineer_used >> number & 1:
                return "engineer-used", _(
                    "engineer {number} was already used this round", number=number
                )
        elif number not in (state.strip[p] for p in engineers.variable(state.players)):
            return "engineer-not-here", _(
                "engineer {number} is not on a variable space", number=number
            )
        elif state.strip_user[state.strip.index(number)] >= 0:
            return "space-taken", _(
                "the space of engineer {number} is taken this round", number=number
            )
    elif space not in ON_BOARD[state.players]:
        return "not-in-game", _(
            "{space} is not on the board with {n} players", space=name, n=state.players
        )
    elif state.round == state.rounds and space.not_last_round:
        return "not-this-round", _("{space} is not used in the last round", space=name)
    elif state.round != state.rounds and space.last_round_only:
        return "not-this-round", _("{space} is only used in the last round", space=name)
    elif state.occupied[space.index] >= 0 and not space.reusable:
        return "space-taken", _("{space} is taken this round", space=name)
    elif space.effect.claim and not _claim_open(state, seat, space):
        return "claim-not-allowed", _("one claim a round, never under your own pawn")
    if reuse and not space.one_worker:
        return "not-one-worker", _("the turn-order worker can only go to a one-worker space")
    if not reuse and not _affordable(player, space):
        return "cannot-pay", _(
            "{space} needs {workers} worker(s) and {coins} coin(s)",
            space=name,
            workers=space.workers,
            coins=space.coins,
        )
    return "not-performable", _("{space} cannot be carried out in full now", space=name)


def _affordable(player: Player, space: Space) -> bool:
    coins = player.coins
    pieces = player.hand + player.temp + (1 if player.black_hand else 0) + coins
    return space.coins <= coins and pieces - space.coins >= space.workers
