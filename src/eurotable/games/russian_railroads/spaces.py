"""Action spaces: which are open, how they are paid, what taking one does.

Rulebook: POPIS JEDNOHO TAHU HRÁČE, DALŠÍ AKCE (coins), INŽENÝŘI. A space must be free
(the black-or-grey track space never fills), paid with exactly the pieces it asks for
(a coin may stand in for a worker, never the reverse) and performable in full. Hired
engineers are the player's own spaces: usable once a round, in part if he likes.
"""

from __future__ import annotations

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

PLACES: tuple[RRAction, ...] = table(PLACE, len(SPACES))
PAYS: tuple[RRAction, ...] = table(PAY, len(PAYMENTS))
PASS_ACTION = act(PASS)
ON_BOARD: dict[int, tuple[Space, ...]] = {
    players: tuple(s for s in BOARD_SPACES if players in s.players) for players in SETUPS
}


_Row = tuple[Space, int, bool, int, int, int, int, int, int, bool, int]


def _row(space: Space) -> _Row:
    """What ``_open`` checks about a space, unpacked once: (space, index, blocks, workers,
    coins, doublers, industry steps, step kind, steps, needs the full check, claim)."""
    e = space.effect
    kind = e.single_kind
    full = bool(e.loco or e.factory or e.loco_or_factory or e.repeat) or (
        bool(e.steps) and kind < 0
    )
    steps = len(e.steps) if kind >= 0 else 0
    return (
        space,
        space.index,
        not space.reusable,
        space.workers,
        space.coins,
        e.doublers,
        e.industry,
        kind,
        steps,
        full,
        e.claim,
    )


def _rows(players: int, last: bool, pieces: int) -> tuple[_Row, ...]:
    return tuple(
        _row(s)
        for s in ON_BOARD[players]
        if s.workers + s.coins <= pieces and not (s.not_last_round if last else s.last_round_only)
    )


_ROWS: dict[tuple[int, bool, int], tuple[_Row, ...]] = {
    (players, last, pieces): _rows(players, last, pieces)
    for players in ON_BOARD
    for last in (False, True)
    for pieces in range(4)
}
"""The board spaces in play by player count, last round or not, and the pieces a seat
has (3: three or more), in board order."""


def payments(player: Player, workers: int, coins: int) -> list[int]:
    """Every way ``player`` can pay ``workers`` + ``coins`` (indices into ``PAYMENTS``)."""
    hand = player.hand + player.temp
    found = []
    for extra in range(workers + 1):
        paid_coins = coins + extra
        if paid_coins > player.coins:
            break
        pieces = workers - extra
        if pieces == 0:
            found.append(PAYMENT_INDEX[(0, 0, paid_coins)])
            continue
        if pieces <= hand:
            found.append(PAYMENT_INDEX[(0, pieces, paid_coins)])
        if player.black_hand and pieces - 1 <= hand:
            found.append(PAYMENT_INDEX[(1, pieces - 1, paid_coins)])
    return found


def _claim_open(state: RussianRailroadsState, seat: int, space: Space) -> bool:
    if any(state.occupied[c] == seat for c in CLAIM_SPACES):
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
    claim worker: not the claim spaces)."""
    occupied = state.occupied
    doublers, steps_left = means.doublers, means.industry
    rooms: list[int] | None = None
    found = []
    for row in _ROWS[(state.players, state.round == state.rounds, pieces if pieces < 3 else 3)]:
        space, index, blocks, workers, needed, dbl, ind, kind, steps, full, claim = row
        if blocks and occupied[index] >= 0:
            continue
        if needed > coins or pieces - needed < workers:
            continue
        if dbl > doublers:
            continue
        if steps:
            if rooms is None:
                rooms = means.rooms()
            if rooms[kind] < steps and (kind <= WHITE or not means.performable(space.effect)):
                continue  # one colour's total room is exact; "any" may still make room
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
    return [PAYS[p] for p in payments(state.seats[state.actor], space.workers, space.coins)]


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
            return "no-engineer-to-hire", "there is no engineer to hire this round"
        return "cannot-pay", "hiring an engineer takes a coin"
    if space.engineer:
        number = space.engineer
        if number in player.engineers:
            if player.engineer_used >> number & 1:
                return "engineer-used", f"engineer {number} was already used this round"
        elif number not in (state.strip[p] for p in engineers.variable(state.players)):
            return "engineer-not-here", f"engineer {number} is not on a variable space"
        elif state.strip_user[state.strip.index(number)] >= 0:
            return "space-taken", f"the space of engineer {number} is taken this round"
    elif space not in ON_BOARD[state.players]:
        return "not-in-game", f"{name} is not on the board with {state.players} players"
    elif state.round == state.rounds and space.not_last_round:
        return "not-this-round", f"{name} is not used in the last round"
    elif state.round != state.rounds and space.last_round_only:
        return "not-this-round", f"{name} is only used in the last round"
    elif state.occupied[space.index] >= 0 and not space.reusable:
        return "space-taken", f"{name} is taken this round"
    elif space.effect.claim and not _claim_open(state, seat, space):
        return "claim-not-allowed", "one claim a round, never under your own pawn"
    if reuse and not space.one_worker:
        return "not-one-worker", "the turn-order worker can only go to a one-worker space"
    if not reuse and not _affordable(player, space):
        return "cannot-pay", f"{name} needs {space.workers} worker(s) and {space.coins} coin(s)"
    return "not-performable", f"{name} cannot be carried out in full now"


def _affordable(player: Player, space: Space) -> bool:
    coins = player.coins
    pieces = player.hand + player.temp + (1 if player.black_hand else 0) + coins
    return space.coins <= coins and pieces - space.coins >= space.workers
