"""Manufacture equipment and recruit crew (rulebook: Výroba vybavení, Nábor posádky).

The marker moves clockwise: the first step is free, each further step costs a guilder
(the accountant makes two more steps free). The player takes the piece the marker stops
on, and one more piece for every engineer (equipment) or recruiter (crew) he employs.
"""

from __future__ import annotations

from typing import Final

from eurotable.games.shipyard.common import budget, gain, pay
from eurotable.games.shipyard.data import CREW, EDITIONS
from eurotable.games.shipyard.notation import NAMES, SYAction, Verb, act
from eurotable.games.shipyard.state import ShipyardState, Step

_VERBS: Final = {True: Verb.CREW, False: Verb.EQUIPMENT}
_PICKS: Final = {
    (name, crew): {
        p: act(_VERBS[crew], NAMES[name].piece[p])
        for p in (ed.crew_wheel if crew else ed.equipment_wheel)
    }
    for name, ed in EDITIONS.items()
    for crew in (True, False)
}
"""The action that takes a piece (by slot) from a wheel, by edition and wheel."""


def free_steps(state: ShipyardState, seat: int) -> int:
    employees = state.ed.employees
    return 1 + sum(employees[e].wheel_free for e in state.seats[seat].employees)


def _wheel(state: ShipyardState, crew: bool) -> tuple[tuple[int, ...], int]:
    if crew:
        return state.ed.crew_wheel, state.crew_pos
    return state.ed.equipment_wheel, state.equip_pos


def step_cost(steps: int, free: int) -> int:
    return max(0, steps - free)


def options(state: ShipyardState, seat: int, crew: bool, money: int) -> list[tuple[int, int]]:
    """(piece, cost) for every sector the player can afford, nearest first."""
    wheel, position = _wheel(state, crew)
    free = free_steps(state, seat)
    found = []
    for steps in range(1, len(wheel) + 1):
        cost = step_cost(steps, free)
        if cost <= money:
            found.append((wheel[(position + steps) % len(wheel)], cost))
    return found


def begin(state: ShipyardState) -> bool:
    state.step = Step.CREW if state.doing == CREW else Step.EQUIPMENT
    return False


def legal(state: ShipyardState) -> list[SYAction]:
    crew = state.step is Step.CREW
    picks = _PICKS[(state.ed.name, crew)]
    found = {p for p, _ in options(state, state.actor, crew, budget(state, state.actor))}
    return [picks[piece] for piece in sorted(found)]


def steps_to(state: ShipyardState, crew: bool, piece: int) -> int:
    """Sectors the marker moves to stop on ``piece`` (a whole turn to stay where it is)."""
    wheel, position = _wheel(state, crew)
    return (wheel.index(piece) - position) % len(wheel) or len(wheel)


def extras(state: ShipyardState, seat: int, crew: bool) -> list[int]:
    """The pieces the player's recruiters (crew) or engineers (equipment) add."""
    employees = state.ed.employees
    found = []
    for e in state.seats[seat].employees:
        bonus = employees[e].recruit if crew else employees[e].manufacture
        if bonus >= 0:
            found.append(bonus)
    return found


def perform(state: ShipyardState, action: SYAction) -> bool:
    seat = state.actor
    crew = action.verb is Verb.CREW
    wheel, _ = _wheel(state, crew)
    piece = NAMES[state.ed.name].slot[action.arg]
    steps = steps_to(state, crew, piece)
    cost = step_cost(steps, free_steps(state, seat))
    pay(state, seat, cost)
    if crew:
        state.crew_pos = wheel.index(piece)
    else:
        state.equip_pos = wheel.index(piece)
    gain(state, seat, piece)
    extra = []
    for bonus in extras(state, seat, crew):
        gain(state, seat, bonus)
        extra.append(state.ed.pieces[bonus])
    state.emit(
        "recruit" if crew else "manufacture",
        seat,
        piece=state.ed.pieces[piece],
        steps=steps,
        cost=cost,
        extra=extra,
    )
    return True


def move(state: ShipyardState, crew: bool, steps: int) -> None:
    """An automaton moves the marker without paying or taking anything."""
    wheel, position = _wheel(state, crew)
    target = (position + steps) % len(wheel)
    if crew:
        state.crew_pos = target
    else:
        state.equip_pos = target
    state.emit("automaton-wheel", None, wheel="crew" if crew else "equipment", steps=steps)
