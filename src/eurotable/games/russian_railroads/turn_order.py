"""Turn order (rulebook: POŘADÍ NA TAHU).

Players act in turn-order position, skipping those who passed; passing scores the
points on the back of the player's turn-order card. At the end of a round the claimants
move to the front in the order of their claim spaces and everybody else slides back in
the old order (so a first player who claims the second space while nobody claims the
first changes nothing). Then the claimants, worse space first, may move their claim
piece to a free one-worker space for one more action.
"""

from __future__ import annotations

from eurotable.games.russian_railroads.data import CLAIM_SPACES, PASS_POINTS, SETUPS
from eurotable.games.russian_railroads.state import SC_PASSING, RussianRailroadsState


def pass_turn(state: RussianRailroadsState, seat: int) -> None:
    player = state.seats[seat]
    player.passed = True
    points = PASS_POINTS[player.card - 1]
    player.score[SC_PASSING] += points
    if state.events is not None:
        state.emit("pass", seat, points=points, card=player.card)


def next_seat(state: RussianRailroadsState) -> int:
    """The next seat after the actor, in turn order, that has not passed (-1: none)."""
    order = state.order
    count = len(order)
    start = order.index(state.actor)
    seats = state.seats
    for offset in range(1, count + 1):
        seat = order[(start + offset) % count]
        if not seats[seat].passed:
            return seat
    return -1


def claimants(state: RussianRailroadsState) -> list[int]:
    """The seat on each claim space in play (-1: nobody), first space first."""
    return [state.occupied[c] for c in CLAIM_SPACES[: SETUPS[state.players].claims]]


def new_order(order: list[int], claims: list[int]) -> list[int]:
    """Claimants first (by claim space), then the others in their old order."""
    front = [seat for seat in claims if seat >= 0]
    return front + [seat for seat in order if seat not in front]


def reorder(state: RussianRailroadsState) -> None:
    """Set the next round's turn order; queue the claimants for their extra action."""
    claims = claimants(state)
    old = state.order
    state.order = new_order(old, claims)
    state.emit("turn-order", None, order=state.order[:], changed=state.order != old)
    state.queue = [seat for seat in reversed(claims) if seat >= 0]


def deal_cards(state: RussianRailroadsState) -> None:
    """Each player takes the turn-order card of his position, number side up."""
    for position, seat in enumerate(state.order):
        state.seats[seat].card = position + 1
