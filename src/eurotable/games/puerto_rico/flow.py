"""Turn flow: role selection, the phase of each role, the end of a round and of the game.

Each round the governor picks a role first, then the players to his left (2 players:
the two alternate until each has picked three roles). The picker takes the doubloons on
the card and everybody carries out the role, starting with the picker. After the round
every unpicked role gets one doubloon and the governor card moves on; the game ends at the
end of a round in which an end condition occurred.
"""

from __future__ import annotations

from typing import Final

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
    ROLES,
    SETTLER,
    SETUPS,
    TRADER,
)
from eurotable.games.puerto_rico.notation import PRAction, Verb, act
from eurotable.games.puerto_rico.state import PuertoRicoState, Step
from eurotable.i18n import N_, _, tr

ROLE_ACTIONS: Final[tuple[PRAction, ...]] = tuple(act(Verb.ROLE, r) for r in range(len(ROLES)))

# The phases' rules are called by name, step by step: a compiled build calls a named
# function directly, and through a table of functions only by the slower generic call.


def _begin(state: PuertoRicoState, role: int) -> None:
    if role == SETTLER:
        settler.begin(state)
    elif role == MAYOR:
        mayor.begin(state)
    elif role == BUILDER:
        builder.begin(state)
    elif role == CRAFTSMAN:
        craftsman.begin(state)
    elif role == TRADER:
        trader.begin(state)
    elif role == CAPTAIN:
        captain.begin(state)
    else:
        raise AssertionError(f"role {role} has no phase")


def legal_roles(state: PuertoRicoState) -> list[PRAction]:
    """One action per kind of role still on the table (two prospectors are one choice)."""
    on_table = [False] * len(ROLE_ACTIONS)
    taken = state.role_taken
    for card, role in enumerate(state.role_cards):
        if taken[card] < 0:
            on_table[role] = True
    return [ROLE_ACTIONS[r] for r in range(len(ROLE_ACTIONS)) if on_table[r]]


def legal(state: PuertoRicoState) -> list[PRAction]:
    step = state.step
    if step is Step.ROLE:
        return legal_roles(state)
    if step is Step.MAYOR:
        return mayor.legal(state)
    if step is Step.SETTLE:
        return settler.legal(state)
    if step is Step.LOAD:
        return captain.legal(state)
    if step is Step.BUILD:
        return builder.legal(state)
    if step is Step.TRADE:
        return trader.legal(state)
    if step is Step.STORE:
        return storage.legal(state)
    if step is Step.EXTRA:
        return craftsman.legal(state)
    if step is Step.HOSPICE:
        return settler.legal_hospice(state)
    if step is Step.UNIVERSITY:
        return builder.legal_university(state)
    return []  # over (a pending ``DONE`` never waits for a decision)


def _pick_card(state: PuertoRicoState, role: int) -> int:
    """The card of ``role`` to take: with two prospectors, the one with more doubloons
    (the first of them on a tie)."""
    best = -1
    for card, r in enumerate(state.role_cards):
        if r != role or state.role_taken[card] >= 0:
            continue
        if best < 0 or state.role_money[card] > state.role_money[best]:
            best = card
    return best


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
        _begin(state, role)


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
    step = state.step
    if step is Step.ROLE:
        choose_role(state, action.arg)
    elif step is Step.MAYOR:
        mayor.perform(state, action)
    elif step is Step.SETTLE:
        settler.perform(state, action)
    elif step is Step.LOAD:
        captain.perform(state, action)
    elif step is Step.BUILD:
        builder.perform(state, action)
    elif step is Step.TRADE:
        trader.perform(state, action)
    elif step is Step.STORE:
        storage.perform(state, action)
    elif step is Step.EXTRA:
        craftsman.perform(state, action)
    elif step is Step.HOSPICE:
        settler.perform_hospice(state, action)
    elif step is Step.UNIVERSITY:
        builder.perform_university(state, action)
    else:
        raise AssertionError(f"no decision is pending at step {step.name}")
    if state.step is Step.DONE:
        _end_phase(state)


def why_illegal(state: PuertoRicoState, action: object) -> tuple[str, str]:
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
