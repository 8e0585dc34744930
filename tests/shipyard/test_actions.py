"""The actions (Popis akcí) and the employees that change them (Dodatek: Zaměstnanci)."""

from __future__ import annotations

import pytest

from eurotable.core.errors import IllegalAction
from eurotable.games.shipyard.data import EDITIONS, PIECES
from eurotable.games.shipyard.game import Shipyard

from .positions import check, employee, legal, money, new_game, play, start

ED = EDITIONS["second"]


def stock(state: Shipyard, seat: int = 0) -> dict[str, int]:
    return {PIECES[k]: n for k, n in enumerate(state.seats[seat].stock) if n}


def test_engineer_example() -> None:
    """INŽENÝR, example: engineers '+1 crane' and '+1 sail', marker on the cannon: the free
    step to the chimney gives chimney, crane and sail; paying 1 to reach the crane gives 2
    cranes and a sail."""
    for target, cost, expected in (
        ("chimney", 0, {"chimney": 1, "crane": 1, "sail": 1}),
        ("crane", 1, {"crane": 2, "sail": 1}),
    ):
        state = new_game(3)
        employee(state, 0, "ENG-CRAN")
        employee(state, 0, "ENG-SAIL")
        state.equip_pos = ED.equipment_wheel.index(PIECES.index("cannon"))
        money(state, 0, 5)
        start(state, 0, "equipment")
        assert legal(state) == [
            "equipment chimney",
            "equipment sail",
            "equipment cannon",
            "equipment crane",
        ]
        play(state, f"equipment {target}")
        assert stock(state) == expected
        assert state.seats[0].guilders == 5 - cost
        check(state)


@pytest.mark.parametrize(("steps", "cost", "with_accountant"), [(1, 0, 0), (2, 1, 0), (4, 3, 1)])
def test_wheel_steps_cost_and_the_accountant(steps: int, cost: int, with_accountant: int) -> None:
    """Nábor posádky: one step free, each further step a guilder (the starting sector costs
    3); ÚČETNÍ: two more free steps, so the starting sector costs 1."""
    for accountant in (False, True):
        state = new_game(3)
        if accountant:
            employee(state, 0, "ACCOUNTANT")
        money(state, 0, 5)
        start(state, 0, "crew")
        target = ED.crew_wheel[(state.crew_pos + steps) % 4]
        play(state, f"crew {PIECES[target]}")
        paid = 5 - state.seats[0].guilders
        assert paid == (with_accountant if accountant else cost)
        assert stock(state) == {PIECES[target]: 1}


def test_recruiters_add_their_crew() -> None:
    """NÁBORÁŘ: every Recruit Crew action gives one more piece of the recruiter's crew."""
    state = new_game(3)
    employee(state, 0, "REC-CAP")
    employee(state, 0, "REC-STO")
    money(state, 0, 0)
    start(state, 0, "crew")
    play(state, legal(state)[0])
    assert stock(state).get("captain", 0) >= 1 and stock(state).get("stoker", 0) >= 1
    assert sum(stock(state).values()) == 3


def test_hiring_costs_and_restrictions() -> None:
    """Najímání zaměstnanců: one free step, a guilder for each further one; engineers and
    recruiters cost a guilder more; no two identical employees; a level-II trader needs
    the level-I one."""
    state = new_game(2)
    money(state, 0, 0)
    start(state, 0, "employee")
    group = (state.employee_pos + 1) % 8
    free = [ED.employees[e] for e in state.emp_slots[group * 3 : group * 3 + 3] if e >= 0]
    offered = {a.split()[1] for a in legal(state)}
    assert offered == {e.id.lower() for e in free if e.extra_cost == 0 and e.requires < 0}
    state = new_game(2)
    employee(state, 0, "TRA-COAL-1")
    money(state, 0, 20)
    start(state, 0, "employee")
    assert "hire tra-coal-2" in legal(state)
    assert "hire tra-coal-1" not in legal(state)
    assert "hire tra-cloth-2" not in legal(state)


def test_the_foreman_moves_three_more_spaces_free() -> None:
    """PŘEDÁK: up to 3 extra steps on the employee wheel for free."""
    state = new_game(2, employees="random")
    employee(state, 0, "FOREMAN")
    money(state, 0, 0)
    start(state, 0, "employee")
    groups = {
        state.emp_slots.index(ED.employee_index(a.split()[1].upper())) // 3 for a in legal(state)
    }
    reach = {(g - state.employee_pos) % 8 or 8 for g in groups}
    assert max(reach) == 4


def test_three_and_four_players_have_two_of_each_employee() -> None:
    """Příprava hry 12: with 3–4 players deck II lies on the same employees of deck I."""
    state = new_game(4)
    assert set(state.emp_copies) == {2}
    employee(state, 0, "HELMSMAN")
    employee(state, 1, "HELMSMAN")
    assert ED.employee_index("HELMSMAN") not in state.emp_slots
    check(state)


def test_exchange_sells_or_swaps_each_good() -> None:
    """Burza: the cube moves exactly one space; each good of one tile is sold at the cube's
    price (+1 per trader of that good) or swapped for one item of its table, never two goods
    for the same item. From the start space the cube goes to the first price space."""
    state = new_game(3)
    employee(state, 0, "TRA-WHEAT-1")
    tile = next(g for g in ED.goods_tiles if g.goods == (0, 0, 2))  # coal, coal, wheat
    state.goods_stack.append(state.seats[0].goods[0])
    state.goods_stack.remove(tile.index)
    state.seats[0].goods = [tile.index]
    money(state, 0, 0)
    start(state, 0, "exchange")
    assert state.exchange_pos == 0  # P1: 2 / 2 / 2
    # Identical goods are decided sells first, then swaps in table order (notation).
    assert legal(state) == ["sell coal", "swap coal stoker"]
    play(state, "swap coal stoker")
    assert legal(state) == ["swap coal chimney"]  # never a second stoker
    play(state, "swap coal chimney")
    play(state, "sell wheat")
    assert state.seats[0].guilders == 2 + 1
    assert stock(state) == {"stoker": 1, "chimney": 1}
    assert tile.index in state.goods_sold
    check(state)


def test_exchange_cannot_pay_for_more_steps_and_needs_goods() -> None:
    """Burza: 'při této akci nemůžete platit za další posunutí ukazatele'; without a goods
    tile the action cannot be chosen."""
    state = new_game(3)
    state.exchange_pos = 5
    start(state, 0, "exchange")
    assert state.exchange_pos == 0  # P6 goes on to P1


def test_purchase_goods_and_rent_canal_prices() -> None:
    """Nákup zboží and Pronájem kanálu: the bottom tile is free, the newest the dearest;
    the display slides down and refills at the top."""
    state = new_game(3)
    money(state, 0, 2)
    start(state, 0, "goods")
    assert legal(state) == ["goods 1", "goods 2", "goods 3", "goods 4", "goods 5"]
    top = state.goods_display[4]
    play(state, "goods 5")
    assert state.seats[0].guilders == 0
    assert top in state.seats[0].goods and len(state.goods_display) == 5
    state = new_game(3)
    money(state, 0, 1)
    start(state, 0, "canal")
    assert legal(state) == ["canal 1", "canal 2", "canal 3"]
    check(state)


def test_canals_must_touch_the_system_and_may_turn() -> None:
    """Pronájem kanálu: the first canal starts the system; every later one must touch it on
    at least one side; tiles may be turned (ruling)."""
    state = new_game(3)
    money(state, 0, 0)
    start(state, 0, "canal")
    play(state, "canal 1")
    assert all(a.startswith("at 0 0 ") for a in legal(state))
    assert len(legal(state)) == 4
    play(state, "at 0 0 r1")
    state = _second_canal(state)
    cells = {tuple(map(int, a.split()[1:3])) for a in legal(state)}
    assert cells == {(0, -1), (1, 0), (0, 1), (-1, 0)}
    play(state, "at -1 0 r0")
    assert state.seats[0].canal_x == [1, 0] and state.seats[0].canal_y == [0, 0]
    check(state)


def _second_canal(state: Shipyard) -> Shipyard:
    state.turns[0] += 1
    start(state, 0, "canal")
    play(state, "canal 1")
    return state


def test_refused_actions_change_nothing() -> None:
    """Illegal input raises IllegalAction with a machine code and leaves the state alone."""
    state = new_game(3)
    before = state.to_json()
    with pytest.raises(IllegalAction) as refused:
        play(state, "hire rec-cap")
    assert refused.value.code == "not-legal-now"
    assert state.to_json() == before
