"""Turn flow: the starting-bonus draft, turns and passing, the end of a round and of the game.

After every decision ``settle`` finds the next one: a factory waiting for its notch, a
locomotive being placed, a payment, the top pending effect, then (when a turn is done)
the next player, the turn-order re-use, the scoring and the next round. Decisions with
a single possibility are taken without asking.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from eurotable.games.russian_railroads import (
    bonus_cards,
    effects,
    engineers,
    factories,
    frames,
    scoring,
    spaces,
    turn_order,
)
from eurotable.games.russian_railroads.data import SPACES, START_BONUSES, START_EFFECTS
from eurotable.games.russian_railroads.notation import (
    PASS,
    PLACE,
    START,
    RRAction,
    table,
)
from eurotable.games.russian_railroads.state import (
    I_END_BONUS,
    O_START,
    P_OVER,
    P_PLAY,
    P_REUSE,
    P_START,
    PC_BLACK,
    S_FRAME,
    S_MAIN,
    S_NOTCH,
    S_OVER,
    S_PAY,
    S_PUT,
    S_REUSE,
    S_START,
    STEPS,
    RussianRailroadsState,
)
from eurotable.i18n import N_, _, tr

START_ACTIONS: Final[tuple[RRAction, ...]] = table(START, len(START_BONUSES))


def legal_start(state: RussianRailroadsState) -> list[RRAction]:
    return [START_ACTIONS[k] for k, taken in enumerate(state.start_cards) if taken < 0]


def perform_start(state: RussianRailroadsState, action: RRAction) -> None:
    seat = state.actor
    state.start_cards[action.arg] = seat
    state.emit("starting-bonus", seat, card=action.arg)
    state.busy = True
    effects.start(state, seat, START_EFFECTS[action.arg], O_START, action.arg, False)


def perform_main(state: RussianRailroadsState, action: RRAction) -> None:
    if action.verb == PASS:
        turn_order.pass_turn(state, state.actor)
        end_turn(state)
        return
    state.pending = action.arg
    state.busy = True


def perform_pay(state: RussianRailroadsState, action: RRAction) -> None:
    spaces.pay(state, action.arg)


def legal_notch(state: RussianRailroadsState) -> list[RRAction]:
    if frames.help_needed(state):
        return frames.keep_finishable(state, frames.NOTCHES)
    return list(frames.NOTCHES)


def perform_notch(state: RussianRailroadsState, action: RRAction) -> None:
    factories.replace(state, state.actor, action.arg)


def perform_reuse(state: RussianRailroadsState, action: RRAction) -> None:
    seat = state.actor
    if action.verb == PASS:
        state.emit("reuse-declined", seat)
        end_turn(state)
        return
    claim = turn_order.claimants(state).index(seat)
    black = state.claim_piece[claim] == PC_BLACK
    space = SPACES[action.arg]
    state.emit("reuse", seat, space=space.index, black=black)
    state.busy = True
    spaces.occupy(state, seat, space, black)


def _over(state: RussianRailroadsState) -> list[RRAction]:
    return []


_LEGAL: Final[tuple[Callable[[RussianRailroadsState], list[RRAction]], ...]] = (
    legal_start,
    spaces.legal_main,
    spaces.legal_pay,
    frames.legal,
    frames.legal_put,
    legal_notch,
    spaces.legal_reuse,
    _over,
)
_PERFORM: Final[tuple[Callable[[RussianRailroadsState, RRAction], None], ...]] = (
    perform_start,
    perform_main,
    perform_pay,
    frames.perform,
    frames.perform_put,
    perform_notch,
    perform_reuse,
)
_PHASE_STEP: Final = (S_START, S_MAIN, S_REUSE, S_OVER)


def legal(state: RussianRailroadsState) -> list[RRAction]:
    """The legal actions of the pending decision (the state must be settled)."""
    return _LEGAL[state.step](state)


def perform(state: RussianRailroadsState, action: RRAction) -> None:
    """Apply a legal action, then settle on the next decision."""
    _PERFORM[state.step](state, action)
    settle(state)


def settle(state: RussianRailroadsState) -> None:
    """Advance to the next real decision, taking every forced one on the way."""
    while True:
        step = _next_step(state)
        if step == S_OVER:
            state.legal_cache = []
            return
        actions = _LEGAL[step](state)
        if len(actions) > 1:
            state.legal_cache = actions
            return
        if actions:
            _PERFORM[step](state, actions[0])
        else:
            _lapse(state)


def _lapse(state: RussianRailroadsState) -> None:
    """The top effect has nothing left that can be done: it ends."""
    frame = state.stack.pop()
    left = len(frame.pool) + len(frame.later)
    state.emit("lapsed" if frame.must else "done", state.actor, left=left)


def _next_step(state: RussianRailroadsState) -> int:
    while True:
        if state.phase == P_OVER:
            step = S_OVER
        elif state.building:
            step = S_NOTCH
        elif state.carry:
            step = S_PUT
        elif state.pending >= 0:
            step = S_PAY
        else:
            if state.stack and not state.stack[-1].pool:
                frames.tidy(state)
            if state.stack:
                if I_END_BONUS in state.stack[-1].pool:
                    bonus_cards.look(state, state.actor)
                step = S_FRAME
            elif state.busy:
                state.busy = False
                end_turn(state)
                continue
            else:
                step = _PHASE_STEP[state.phase]
        state.step = step
        return step


def end_turn(state: RussianRailroadsState) -> None:
    """The actor is done: the next player, or the next part of the round."""
    if state.phase == P_START:
        state.queue.pop(0)
        if state.queue:
            state.actor = state.queue[0]
        else:
            begin_round(state)
    elif state.phase == P_PLAY:
        seat = turn_order.next_seat(state)
        if seat < 0:
            end_round(state)
        else:
            state.actor = seat
    else:
        state.queue.pop(0)
        if state.queue:
            state.actor = state.queue[0]
        else:
            finish_round(state)


def begin_round(state: RussianRailroadsState) -> None:
    state.phase = P_PLAY
    turn_order.deal_cards(state)
    state.actor = state.order[0]
    state.emit("round", None, round=state.round, last=state.round == state.rounds)


def end_round(state: RussianRailroadsState) -> None:
    """Everybody passed: new turn order and its re-use (not in the last round), scoring."""
    if state.round < state.rounds:
        turn_order.reorder(state)
        if state.queue:
            state.phase = P_REUSE
            state.actor = state.queue[0]
            return
    finish_round(state)


def finish_round(state: RussianRailroadsState) -> None:
    scoring.score_round(state)
    if state.round == state.rounds:
        scoring.final_scoring(state)
        state.phase = P_OVER
        state.actor = -1
        state.emit("game-over", None, scores=[p.total() for p in state.seats])
        return
    _prepare(state)
    state.round += 1
    begin_round(state)


def _prepare(state: RussianRailroadsState) -> None:
    """PŘÍPRAVA DALŠÍHO KOLA: pieces come home, coins go to the bank, engineers slide."""
    for player in state.seats:
        player.hand = player.workers
        player.temp = 0
        player.black_hand = player.black
        player.placed = [0] * len(player.placed)
        player.engineer_used = 0
        player.used = [0] * len(player.used)
        player.passed = False
    state.occupied = [-1] * len(state.occupied)
    state.claim_piece = [-1] * len(state.claim_piece)
    state.temp_holder = -1
    engineers.slide(state)


def why_illegal(state: RussianRailroadsState, action: object) -> tuple[str, str]:
    """A machine code and a sentence saying why ``action`` is refused now."""
    if state.phase == P_OVER:
        return "game-over", _("the game is over")
    if not isinstance(action, RRAction):
        return "wrong-game", _("{action} is not a Russian Railroads action", action=str(action))
    if action.verb == PLACE and state.step in (S_MAIN, S_REUSE):
        return spaces.why_closed(state, SPACES[action.arg], state.step == S_REUSE)
    expected = {
        S_START: N_("choose a starting-bonus card"),
        S_MAIN: N_("place workers on an action space or pass"),
        S_PAY: N_("choose how to pay for the space"),
        S_FRAME: N_("carry out the pending action"),
        S_PUT: N_("place the locomotive"),
        S_NOTCH: N_("choose the factory to replace"),
        S_REUSE: N_("move the turn-order worker to a one-worker space, or pass"),
    }[state.step]
    legal_texts = ", ".join(str(a) for a in legal(state))
    return (
        f"not-legal-{STEPS[state.step]}",
        _(
            "{action} is not allowed now: seat {seat} must {expected} ({legal})",
            action=str(action),
            seat=state.actor,
            expected=tr(expected),
            legal=legal_texts,
        ),
    )
