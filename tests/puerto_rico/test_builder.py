"""Builder phase (Pravidla: STAVITEL; Univerzita; FAQ STAVITEL; reference §A.1, §A.4)."""

from __future__ import annotations

import pytest

from eurotable.core.errors import IllegalAction
from eurotable.games.puerto_rico.data import BUILDING_INDEX
from eurotable.games.puerto_rico.state import Step

from .positions import (
    building,
    check,
    colonists,
    legal,
    money,
    new_game,
    play,
    start_role,
    tiles,
)

UNIVERSITY = BUILDING_INDEX["university"]


def test_builder_pays_one_doubloon_less() -> None:
    """Pravidla: STAVITEL. The builder pays the printed cost minus one."""
    state = new_game()
    money(state, 0, 4)
    start_role(state, 0, "builder")
    assert "build large-market" in legal(state)  # cost 5
    assert "build large-warehouse" not in legal(state)  # cost 6
    play(state, "build large-market")
    assert state.seats[0].doubloons == 0
    check(state)


def test_other_players_pay_the_full_cost() -> None:
    """Pravidla: STAVITEL ("Poté mohou také ostatní hráči … postavit po jedné budově")."""
    state = new_game()
    money(state, 1, 4)
    start_role(state, 0, "builder")
    play(state, "pass")
    assert "build large-market" not in legal(state)
    play(state, "build hospice")
    assert state.seats[1].doubloons == 0


def test_builder_who_does_not_build_gets_no_doubloon() -> None:
    """Pravidla: STAVITEL – upozornění ("Pokud stavitel nestaví žádnou budovu, nezískává
    žádný dublon jako privilegium")."""
    state = new_game()
    money(state, 0, 3)
    start_role(state, 0, "builder")
    play(state, "pass")
    assert state.seats[0].doubloons == 3


def test_cost_never_drops_below_zero() -> None:
    """Pravidla: STAVITEL – Kamenolom; reference §A.1 (cost never below 0). A builder with an
    occupied quarry builds a small indigo plant (cost 1) for nothing and gains nothing."""
    state = new_game()
    tiles(state, 0, "quarry", 1, occupied=1)
    money(state, 0, 2)
    start_role(state, 0, "builder")
    play(state, "build small-indigo-plant")
    assert state.seats[0].doubloons == 2


def test_each_player_builds_at_most_one_building_per_phase() -> None:
    """Pravidla: STAVITEL ("postavit po jedné budově")."""
    state = new_game()
    money(state, 0, 20)
    money(state, 1, 1)
    start_role(state, 0, "builder")
    play(state, "build small-market")
    assert state.seats[0].doubloons == 20  # cost 1 minus the privilege
    assert (state.step, state.actor) == (Step.BUILD, 1)
    play(state, "pass")
    assert state.step is Step.ROLE  # seat 0 is not asked again
    assert sum(1 for w in state.seats[0].buildings if w >= 0) == 1


@pytest.mark.parametrize("name", ["small-indigo-plant", "indigo-plant", "small-market"])
def test_one_building_of_each_kind_per_player(name: str) -> None:
    """Pravidla: BUDOVY; FAQ STAVITEL ("Hráč smí postavit pouze jednu budovu od každého druhu.
    To se týká také produkčních budov!")."""
    state = new_game()
    building(state, 1, name, 0)
    money(state, 1, 10)
    start_role(state, 0, "builder")
    play(state, "pass")
    assert state.actor == 1
    assert state.building_supply[BUILDING_INDEX[name]] > 0
    assert f"build {name}" not in legal(state)
    with pytest.raises(IllegalAction):
        play(state, f"build {name}")


def test_sold_out_buildings_cannot_be_built() -> None:
    """Pravidla: HRACÍ MATERIÁL (2 copies of each small violet building)."""
    state = new_game()
    building(state, 1, "office", 0)
    building(state, 2, "office", 0)
    money(state, 0, 10)
    start_role(state, 0, "builder")
    assert "build office" not in legal(state)
    assert "build large-market" in legal(state)


def test_large_building_needs_two_city_spaces() -> None:
    """Pravidla: STAVITEL – upozornění ("Kdo už má jen jedno volné pole, nesmí stavět velkou
    budovu")."""
    state = new_game()
    for name in (
        "small-indigo-plant",
        "small-sugar-mill",
        "indigo-plant",
        "sugar-mill",
        "tobacco-storage",
        "coffee-roaster",
        "small-market",
        "hacienda",
        "construction-hut",
        "small-warehouse",
        "hospice",
    ):
        building(state, 0, name, 0)
    assert state.seats[0].city_spaces() == 11
    money(state, 0, 20)
    start_role(state, 0, "builder")
    assert "build city-hall" not in legal(state)
    assert "build office" in legal(state)


def test_city_holds_twelve_spaces_and_filling_the_last_ends_the_game() -> None:
    """Pravidla: STAVITEL – upozornění; KONEC HRY, second condition. Nobody builds beyond 12
    city spaces; filling the 12th space ends the game after the round."""
    state = new_game()
    for name in (
        "small-indigo-plant",
        "small-sugar-mill",
        "indigo-plant",
        "sugar-mill",
        "tobacco-storage",
        "coffee-roaster",
        "small-market",
        "hacienda",
        "construction-hut",
        "small-warehouse",
    ):
        building(state, 1, name, 0)
    money(state, 1, 20)
    start_role(state, 0, "builder")
    play(state, "pass")
    assert "build guild-hall" in legal(state)
    play(state, "build guild-hall")
    assert state.seats[1].city_spaces() == 12
    assert state.end_triggered
    assert not state.is_over
    start_role(state, 0, "builder")
    play(state, "pass")
    assert state.step is Step.ROLE  # a full city: seat 1 (20 doubloons) is not even asked
    check(state)


def test_university_puts_one_colonist_even_on_a_three_circle_building() -> None:
    """Pravidla: Univerzita – upozornění. The owner may put one colonist from the supply on
    the building just built; only one, even on a building with three circles."""
    state = new_game()
    building(state, 0, "university", 1)
    money(state, 0, 5)
    supply = state.colonists
    start_role(state, 0, "builder")
    play(state, "build tobacco-storage")
    assert legal(state) == ["university", "decline"]
    play(state, "university")
    assert state.seats[0].buildings[BUILDING_INDEX["tobacco-storage"]] == 1
    assert state.colonists == supply - 1
    check(state)


def test_university_falls_back_to_the_ship_then_to_nothing() -> None:
    """Pravidla: Univerzita – upozornění. With no colonist in the supply it comes from the
    ship; with none there either, there is none."""
    state = new_game()
    building(state, 0, "university", 1)
    money(state, 0, 1)
    state.colonists = 0
    start_role(state, 0, "builder")
    play(state, "build small-market", "university")
    assert state.seats[0].buildings[BUILDING_INDEX["small-market"]] == 1
    assert state.ship_colonists == 2

    empty = new_game()
    building(empty, 0, "university", 1)
    money(empty, 0, 1)
    empty.colonists = 0
    empty.ship_colonists = 0
    start_role(empty, 0, "builder")
    play(empty, "build small-market")
    assert empty.step is not Step.UNIVERSITY
    assert empty.seats[0].buildings[BUILDING_INDEX["small-market"]] == 0


def test_unoccupied_university_gives_nothing() -> None:
    """Pravidla: BUDOVY ("Jen obsazené budovy plní svoji funkci")."""
    state = new_game()
    building(state, 0, "university", 0)
    money(state, 0, 1)
    start_role(state, 0, "builder")
    play(state, "build small-market")
    assert state.step is not Step.UNIVERSITY
    assert state.seats[0].buildings[BUILDING_INDEX["small-market"]] == 0


def test_building_with_a_waiting_colonist_does_not_move_it() -> None:
    """FAQ PURKMISTR ("Kolonisté se smějí přemísťovat … pouze během fáze starosty")."""
    state = new_game()
    colonists(state, 0, 2)
    money(state, 0, 1)
    start_role(state, 0, "builder")
    play(state, "build small-market")
    assert state.seats[0].buildings[BUILDING_INDEX["small-market"]] == 0
    assert state.seats[0].san_juan == 2
