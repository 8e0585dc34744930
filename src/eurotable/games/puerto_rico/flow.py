"""Turn flow: role selection, the phase of each role, the end of a round and of the game.

Each round the governor picks a role first, then the players to his left (2 players:
the two alternate until each has picked three roles). The picker takes the doubloons on
the card and everybody carries out the role, starting with the picker. After the round
every unpicked role gets one doubloon and the governor card moves on; the game ends at the
end of a round in which an end condition occurred.
"""

from __future__ import annotations

from collections.abc import Callable

from eurotable.core.actions import Action
from eurotable.games.puerto_rico import (
    builder,
    captain,
    craftsman,
    mayor,
    settler,
    storage,
    trader,
    words,
)
from eurotable.games.puerto_rico.data import (
    BUILDER,
    CAPTAIN,
    CRAFTSMAN,
    MAYOR,
    PROSPECTOR,
    SETTLER,
    SETUPS,
    TRADER,
)
from eurotable.games.puerto_rico.notation import PRAction, Verb, act
from eurotable.games.puerto_rico.state import PuertoRicoState, Step
from eurotable.i18n import N_, _, tr

_BEGIN: dict[int, Callable[[PuertoRicoState], None]] = {
    SETTLER: settler.begin,
    MAYOR: mayor.begin,
    BUILDER: builder.begin,
    CRAFTSMAN: craftsman.begin,
    TRADER: trader.begin,
    CAPTAIN: captain.begin,
}

_LEGAL_BY_STEP: dict[Step, Callable[[PuertoRicoState], list[PRAction]]] = {
    Step.SETTLE: settler.legal,
    Step.HOSPICE: settler.legal_hospice,
    Step.MAYOR: mayor.legal,
    Step.BUILD: builder.legal,
    Step.UNIVERSITY: builder.legal_university,
    Step.EXTRA: craftsman.legal,
    Step.TRADE: trader.legal,
    Step.LOAD: captain.legal,
    Step.STORE: storage.legal,
}

_PERFORM_BY_STEP: dict[Step, Callable[[PuertoRicoState, PRAction], None]] = {
    Step.SETTLE: settler.perform,
    Step.HOSPICE: settler.perform_hospice,
    Step.MAYOR: mayor.perform,
    Step.BUILD: builder.perform,
    Step.UNIVERSITY: builder.perform_university,
    Step.EXTRA: craftsman.perform,
    Step.TRADE: trader.perform,
    Step.LOAD: captain.perform,
    Step.STORE: storage.perform,
}


# Tuples indexed by step: IntEnum hashing is slow, indexing is not.
_LEGAL = tuple(_LEGAL_BY_STEP.get(step) for step in Step)
_PERFORM = tuple(_PERFORM_BY_STEP.get(step) for step in Step)


def legal_roles(state: PuertoRicoState) -> list[PRAction]:
    """One action per kind of role still on the table (two prospectors are one choice)."""
    cards = zip(state.role_cards, state.role_taken, strict=True)
    kinds = sorted({role for role, taken in cards if taken < 0})
    return [act(Verb.ROLE, r) for r in kinds]


def legal(state: PuertoRicoState) -> list[PRAction]:
    if state.step is Step.OVER:
        return []
    if state.step is Step.ROLE:
        return legal_roles(state)
    handler = _LEGAL[state.step]
    assert handler is not None
    return handler(state)


def _pick_card(state: PuertoRicoState, role: int) -> int:
    """The card of ``role`` to take: with two prospectors, the one with more doubloons."""
    cards = [i for i, r in enumerate(state.role_cards) if r == role and state.role_taken[i] < 0]
    return max(cards, key=lambda i: (state.role_money[i], -i))


def choose_role(state: PuertoRicoState, role: int) -> None:
    seat = state.actor
    card = _pick_card(state, role)
    money = state.role_money[card]
    state.role_taken[card] = seat
    state.role_money[card] = 0
    state.seats[seat].doubloons += money
    state.chooser = seat
    state.phase = role
    state.emit("role", seat, role=role, doubloons=money)
    if role == PROSPECTOR:
        state.seats[seat].doubloons += 1
        state.emit("prospector", seat, doubloons=1)
        state.step = Step.DONE
    else:
        _BEGIN[role](state)


def _end_phase(state: PuertoRicoState) -> None:
    state.phase = -1
    state.picks += 1
    if state.picks < picks_per_round(state):
        state.step = Step.ROLE
        state.actor = (state.governor + state.picks) % state.players
        return
    _end_round(state)


def picks_per_round(state: PuertoRicoState) -> int:
    """Roles picked each round: one per player; 2 players pick three each."""
    return SETUPS[state.players].picks_per_round


def _end_round(state: PuertoRicoState) -> None:
    for card, taken in enumerate(state.role_taken):
        if taken < 0:
            state.role_money[card] += 1
    state.role_taken = [-1] * len(state.role_cards)
    state.emit("round-end", None, governor=state.governor)
    if state.end_triggered:
        state.step = Step.OVER
        state.actor = -1
        state.emit("game-over")
        return
    state.governor = (state.governor + 1) % state.players
    state.picks = 0
    state.step = Step.ROLE
    state.actor = state.governor


def perform(state: PuertoRicoState, action: PRAction) -> None:
    if state.step is Step.ROLE:
        choose_role(state, action.arg)
    else:
        handler = _PERFORM[state.step]
        assert handler is not None
        handler(state, action)
    if state.step is Step.DONE:
        _end_phase(state)


def why_illegal(state: PuertoRicoState, action: Action) -> tuple[str, str]:
    """A machine code and a sentence saying why ``action`` is refused now."""
    if state.step is Step.OVER:
        return "game-over", _("the game is over")
    if not isinstance(action, PRAction):
        return "wrong-game", _("{action} is not a Puerto Rico action", action=str(action))
    expected = {
        Step.ROLE: N_("choose a role"),
        Step.SETTLE: N_("take a plantation or quarry, or pass"),
        Step.HOSPICE: N_("accept or decline the Hospice colonist"),
        Step.MAYOR: N_("place colonists or keep the arrangement"),
        Step.BUILD: N_("build or pass"),
        Step.UNIVERSITY: N_("accept or decline the University colonist"),
        Step.EXTRA: N_("choose the craftsman's extra good"),
        Step.TRADE: N_("sell a good or pass"),
        Step.LOAD: N_("load goods"),
        Step.STORE: N_("choose which goods to store"),
    }[state.step]
    if action.verb is Verb.ROLE and state.step is Step.ROLE:
        if action.arg not in state.role_cards:
            players = state.players
            return "role-not-in-game", _(
                "no {role} card in a {n}-player game", role=words.role(action.arg), n=players
            )
        return "role-taken", _(
            "the {role} has already been taken this round", role=words.role(action.arg)
        )
    legal_texts = ", ".join(str(a) for a in legal(state))
    return (
        "not-legal-now",
        _(
            "{action} is not allowed now: seat {seat} must {expected} ({legal})",
            action=str(action),
            seat=state.actor,
            expected=tr(expected),
            legal=legal_texts,
        ),
    )
