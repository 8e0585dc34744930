"""Hire an employee (rulebook: Najímání zaměstnanců, appendix Zaměstnanci).

The marker on the brass ring moves clockwise, one step free and each further step a
guilder (the foreman makes three more free); the player takes one of the employees of the
group it stops on. Engineers and recruiters cost one guilder more. Nobody may own two
identical employees, and a level-II trader needs the level-I trader of the same good.
With three or four players every slot holds two identical tiles (decks I and II).
"""

from __future__ import annotations

from eurotable.games.shipyard.common import budget, pay
from eurotable.games.shipyard.notation import NAMES, SYAction, Verb, act
from eurotable.games.shipyard.state import ShipyardState, Step


def free_steps(state: ShipyardState, seat: int) -> int:
    employees = state.ed.employees
    return 1 + sum(employees[e].employee_free for e in state.seats[seat].employees)


def may_own(state: ShipyardState, seat: int, employee: int) -> bool:
    owned = state.seats[seat].employees
    needed = state.ed.employees[employee].requires
    return employee not in owned and (needed < 0 or needed in owned)


def options(
    state: ShipyardState, seat: int, money: int, first: bool = False
) -> list[tuple[int, int, int]]:
    """(employee, slot, total cost) for every employee the player can hire now (with
    ``first``, stop at the first one found)."""
    ed = state.ed
    groups, size = ed.employee_groups, ed.group_size
    free = free_steps(state, seat)
    found = []
    for steps in range(1, groups + 1):
        move_cost = max(0, steps - free)
        if move_cost > money:
            continue
        group = (state.employee_pos + steps) % groups
        for slot in range(group * size, group * size + size):
            employee = state.emp_slots[slot]
            if employee < 0 or not may_own(state, seat, employee):
                continue
            cost = move_cost + ed.employees[employee].extra_cost
            if cost <= money:
                found.append((employee, slot, cost))
                if first:
                    return found
    return found


def min_cost(state: ShipyardState, seat: int) -> int:
    found = options(state, seat, 10**6)
    return min(cost for _, _, cost in found) if found else 0


def begin(state: ShipyardState) -> bool:
    state.step = Step.EMPLOYEE
    return False


def legal(state: ShipyardState) -> list[SYAction]:
    shared = NAMES[state.ed.name].employee
    found = sorted(shared[e] for e, _, _ in options(state, state.actor, budget(state, state.actor)))
    return [act(Verb.HIRE, e) for e in found]


def hire_cost(state: ShipyardState, seat: int, employee: int) -> tuple[int, int, int]:
    """(group, steps, guilders) for hiring ``employee`` (in the ring) now."""
    ed = state.ed
    group = state.emp_slots.index(employee) // ed.group_size
    steps = (group - state.employee_pos) % ed.employee_groups or ed.employee_groups
    cost = max(0, steps - free_steps(state, seat)) + ed.employees[employee].extra_cost
    return group, steps, cost


def perform(state: ShipyardState, action: SYAction) -> bool:
    seat = state.actor
    employee = NAMES[state.ed.name].employee.index(action.arg)
    ed = state.ed
    slot = state.emp_slots.index(employee)
    group, steps, cost = hire_cost(state, seat, employee)
    pay(state, seat, cost)
    state.employee_pos = group
    state.emp_copies[slot] -= 1
    if state.emp_copies[slot] == 0:
        state.emp_slots[slot] = -1
    state.seats[seat].employees.append(employee)
    hired = ed.employees[employee]
    state.emit("hire", seat, employee=hired.id, employee_kind=hired.kind, steps=steps, cost=cost)
    return True


def move(state: ShipyardState, steps: int) -> None:
    """An automaton moves the marker without paying or hiring."""
    state.employee_pos = (state.employee_pos + steps) % state.ed.employee_groups
    state.emit("automaton-wheel", None, wheel="employee", steps=steps)
