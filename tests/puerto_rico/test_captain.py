"""Captain phase (Pravidla: KAPITÁN – Dodací podmínky, Vítězné body, Skladování; Malé/Velké
skladiště; Přístav; Loděnice; reference §A.4 Captain)."""

from __future__ import annotations

import pytest

from eurotable.core.errors import IllegalAction
from eurotable.games.puerto_rico.game import PuertoRico
from eurotable.games.puerto_rico.state import Step

from .positions import (
    building,
    check,
    chips,
    goods,
    legal,
    new_game,
    play,
    ship,
    start_role,
)


def loads(state: PuertoRico) -> list[str]:
    return [a for a in legal(state) if a.startswith("load")]


def test_captain_gets_one_extra_vp_once_when_he_loads() -> None:
    """Pravidla: KAPITÁN – Vítězné body; upozornění ("Kapitán získá jen o jeden vítězný bod
    více, přestože naložil více druhů zboží")."""
    state = new_game()
    goods(state, 0, corn=2, indigo=1)
    start_role(state, 0, "captain")
    play(state, "load corn 1")
    assert state.seats[0].vp == 3
    play(state, "load indigo 2")
    assert state.seats[0].vp == 4
    assert state.vp_supply == 75 - 4
    check(state)


def test_captain_who_loads_nothing_gets_no_extra_vp() -> None:
    """Pravidla: KAPITÁN – upozornění ("Pokud nenaložil žádné zboží, nezískává ani tento
    vítězný bod"); other players never get it."""
    state = new_game()
    goods(state, 1, corn=2)
    start_role(state, 0, "captain")
    assert state.actor == 1
    play(state, "load corn 1")
    assert [p.vp for p in state.seats] == [0, 2, 0]


def test_wharf_shipment_counts_as_loading_for_the_captain() -> None:
    """Pravidla: KAPITÁN – Vítězné body; engine ruling (docs/rulings/puerto-rico.md): a
    captain who ships only with his wharf still gets the captain's extra VP."""
    state = new_game()
    building(state, 0, "wharf", 1)
    goods(state, 0, corn=3)
    start_role(state, 0, "captain")
    play(state, "wharf corn")
    assert state.seats[0].vp == 4


def test_loading_is_compulsory() -> None:
    """Pravidla: KAPITÁN ("pokaždé, když je hráč na řadě a může nějaké zboží naložit, také je
    naložit musí")."""
    state = new_game()
    goods(state, 1, sugar=1)
    start_role(state, 0, "captain")
    assert state.actor == 1
    assert "pass" not in legal(state)
    with pytest.raises(IllegalAction):
        play(state, "pass")


@pytest.mark.parametrize(
    ("corn", "ships"),
    [
        (3, ["load corn 1", "load corn 2", "load corn 3"]),
        (5, ["load corn 2", "load corn 3"]),
        (7, ["load corn 3"]),
    ],
)
def test_the_ship_that_takes_the_most(corn: int, ships: list[str]) -> None:
    """Pravidla: KAPITÁN – Dodací podmínky ("pokud má hráč na výběr z více lodí, musí využít
    loď s dostatečnou kapacitou"): with ships of 4, 5, 6 the player must pick a ship that
    takes as much of his kind as any could."""
    state = new_game()
    goods(state, 1, corn=corn)
    start_role(state, 0, "captain")
    assert loads(state) == ships


def test_loads_all_that_fits_and_keeps_the_rest() -> None:
    """Pravidla: KAPITÁN – Dodací podmínky ("musí naložit všechno, které může")."""
    state = new_game()
    goods(state, 1, corn=8)
    start_role(state, 0, "captain")
    play(state, "load corn 3")
    assert state.seats[1].vp == 6
    # Two corn are left; corn is on ship 3 (full) and may not start another ship, so the
    # loading is over although ships 1 and 2 are empty; storage keeps one corn.
    assert state.phase == -1
    assert state.seats[1].goods[0] == 1
    assert state.ship_load == [0, 0, 0]  # the full ship sailed
    check(state)


def test_one_kind_per_turn_and_free_choice_of_kind() -> None:
    """Pravidla: KAPITÁN – Dodací podmínky ("Naložit smí ale jen zboží jednoho druhu"; "smí si
    volně zvolit, který druh naloží. (Nemusí … od kterého může naložit nejvíce kusů)")."""
    state = new_game()
    goods(state, 1, corn=5, indigo=1)
    goods(state, 2, sugar=1)
    start_role(state, 0, "captain")
    assert "load indigo 1" in legal(state)
    play(state, "load indigo 1")
    assert state.seats[1].goods == [5, 0, 0, 0, 0]
    assert state.actor == 2  # his turn is over after one kind


def test_a_ship_holds_one_kind_and_a_kind_may_not_start_a_second_ship() -> None:
    """Pravidla: KAPITÁN – Dodací podmínky ("Každá loď pojme pouze zboží jednoho druhu";
    "Žádná loď nevezme zboží druhu, který se již nachází na jiné lodi")."""
    state = new_game()
    ship(state, 0, "corn", 1)
    ship(state, 2, "sugar", 1)
    goods(state, 1, corn=5, sugar=1, indigo=2)
    start_role(state, 0, "captain")
    assert loads(state) == ["load corn 1", "load indigo 2", "load sugar 3"]
    play(state, "load corn 1")
    assert state.ship_load[0] == 4
    assert state.seats[1].goods[0] == 2
    check(state)


def test_full_ships_take_nothing() -> None:
    """Pravidla: KAPITÁN – Dodací podmínky ("Plná loď již nepřijme další zboží")."""
    state = new_game()
    ship(state, 0, "corn", 4)
    ship(state, 1, "indigo", 5)
    ship(state, 2, "sugar", 6)
    goods(state, 1, corn=1, indigo=1, sugar=1)
    start_role(state, 0, "captain")
    # Nobody can load: straight to storage (seat 1 keeps one barrel of his choice).
    assert state.step is Step.STORE
    assert state.actor == 1
    assert [p.vp for p in state.seats] == [0, 0, 0]


def test_no_load_when_every_ship_carries_another_kind() -> None:
    """Pravidla: KAPITÁN – Dodací podmínky ("Každá loď pojme pouze zboží jednoho druhu"): with
    all three ships started with other kinds, coffee cannot be loaded even though every
    ship has room."""
    state = new_game()
    ship(state, 0, "corn", 1)
    ship(state, 1, "indigo", 1)
    ship(state, 2, "sugar", 1)
    goods(state, 1, coffee=1)
    start_role(state, 0, "captain")
    assert state.step is Step.ROLE
    assert state.seats[1].goods[4] == 1 and state.seats[1].vp == 0
    assert state.ship_load == [1, 1, 1]


def test_loading_goes_round_the_table_until_nobody_can_load() -> None:
    """Pravidla: KAPITÁN ("Fáze kapitána probíhá po řadě opakovaně, dokud může někdo něco
    naložit"), starting with the captain."""
    state = new_game()
    goods(state, 1, corn=1, sugar=1)
    goods(state, 2, indigo=1)
    goods(state, 0, indigo=1)
    start_role(state, 1, "captain")
    turns = []
    while state.step is Step.LOAD:
        turns.append(state.actor)
        play(state, loads(state)[0])
    assert turns == [1, 2, 0, 1]
    assert [p.vp for p in state.seats] == [1, 3, 1]


def test_wharf_ships_every_barrel_of_any_kind_once_per_phase() -> None:
    """Pravidla: Loděnice. Instead of loading a cargo ship the owner may send all barrels of
    one kind back to the bank for their VP, once per phase, any kind — even one already on a
    cargo ship or on another player's wharf."""
    state = new_game()
    building(state, 1, "wharf", 1)
    building(state, 2, "wharf", 1)
    ship(state, 0, "corn", 1)
    goods(state, 1, corn=8, indigo=2)
    goods(state, 2, corn=1)
    start_role(state, 0, "captain")
    assert "wharf corn" in legal(state) and "wharf indigo" in legal(state)
    play(state, "wharf corn")
    assert state.seats[1].goods[0] == 0
    assert state.seats[1].vp == 8
    assert state.actor == 2
    play(state, "wharf corn")
    assert state.seats[2].vp == 1
    assert state.actor == 1
    assert "wharf indigo" not in legal(state)  # already used this phase
    play(state, "load indigo 2")
    assert state.seats[1].vp == 10
    assert state.step is Step.ROLE
    check(state)


def test_wharf_works_again_in_the_next_captain_phase() -> None:
    """Pravidla: Loděnice ("maximálně jednou během fáze")."""
    state = new_game()
    building(state, 1, "wharf", 1)
    goods(state, 1, corn=2)
    start_role(state, 0, "captain")
    play(state, "wharf corn")
    goods(state, 1, indigo=2)
    start_role(state, 0, "captain")
    assert "wharf indigo" in legal(state)


def test_a_player_who_can_only_use_the_wharf_may_pass() -> None:
    """Pravidla: Fialové budovy ("Hráč ale není nucen používat své fialové budovy … (to má
    význam především u loděnice)")."""
    state = new_game()
    building(state, 1, "wharf", 1)
    ship(state, 0, "corn", 4)
    goods(state, 1, corn=2)
    start_role(state, 0, "captain")
    assert legal(state) == ["wharf corn", "pass"]
    play(state, "pass")
    assert state.seats[1].vp == 0
    assert state.step is Step.ROLE  # storage: he keeps one corn, loses the other
    assert state.seats[1].goods[0] == 1


def test_a_wharf_owner_who_passed_is_asked_again_while_others_load() -> None:
    """Pravidla: Loděnice ("Okamžik, ve kterém ji použije si ale smí libovolně zvolit");
    docs/rulings/puerto-rico.md (Wharf and passing)."""
    state = new_game()
    building(state, 1, "wharf", 1)
    ship(state, 0, "corn", 4)
    goods(state, 1, corn=2)
    goods(state, 2, indigo=1, sugar=1)
    start_role(state, 0, "captain")
    play(state, "pass")
    assert state.actor == 2
    play(state, "load indigo 2")
    assert state.actor == 1
    assert legal(state) == ["wharf corn", "pass"]
    play(state, "wharf corn")
    assert state.seats[1].vp == 2
    play(state, "load sugar 3")
    assert state.step is Step.ROLE
    check(state)


def test_a_player_who_can_load_may_use_the_wharf_instead() -> None:
    """Pravidla: Loděnice ("smí místo nakládání na jednu ze tří přepravních lodí …")."""
    state = new_game()
    building(state, 1, "wharf", 1)
    goods(state, 1, corn=2)
    start_role(state, 0, "captain")
    assert "load corn 1" in legal(state)
    assert "pass" not in legal(state)
    play(state, "wharf corn")
    assert state.ship_load == [0, 0, 0]


def test_harbor_adds_one_vp_per_loading_turn() -> None:
    """Pravidla: Přístav ("Pokaždé, když držitel přístavu během fáze kapitána nakládá zboží,
    obdrží za to jeden vítězný bod navíc")."""
    state = new_game()
    building(state, 1, "harbor", 1)
    goods(state, 1, corn=1, indigo=1)
    start_role(state, 0, "captain")
    play(state, "load corn 1", "load indigo 2")
    assert state.seats[1].vp == 4


def test_storage_keeps_one_barrel_the_player_chooses() -> None:
    """Pravidla: KAPITÁN – Skladování; upozornění ("smí si zvolit, které druhy uskladní").
    Without a warehouse each player keeps one single barrel; the rest go back to the bank."""
    state = new_game()
    ship(state, 0, "tobacco", 4)
    ship(state, 1, "coffee", 5)
    ship(state, 2, "sugar", 6)
    goods(state, 1, corn=3, indigo=2)
    start_role(state, 0, "captain")
    assert state.step is Step.STORE
    assert legal(state) == ["windrose corn", "windrose indigo"]
    with pytest.raises(IllegalAction):
        play(state, "windrose coffee")
    with pytest.raises(IllegalAction):
        play(state, "warehouse corn")
    play(state, "windrose indigo")
    assert state.seats[1].goods == [0, 1, 0, 0, 0]
    check(state)


def test_one_barrel_is_kept_without_asking() -> None:
    """Pravidla: KAPITÁN – Skladování ("Jeden kus zboží si každý hráč smí vždy ponechat")."""
    state = new_game()
    ship(state, 0, "corn", 4)
    goods(state, 1, corn=5)
    goods(state, 2, corn=1)
    start_role(state, 0, "captain")
    assert state.step is Step.ROLE
    assert state.seats[1].goods[0] == 1
    assert state.seats[2].goods[0] == 1


def test_small_warehouse_keeps_one_kind_plus_one_barrel() -> None:
    """Pravidla: Malé skladiště. The owner keeps every barrel of one kind besides the one
    barrel everybody keeps; he chooses the kinds."""
    state = new_game()
    ship(state, 0, "tobacco", 4)
    ship(state, 1, "coffee", 5)
    ship(state, 2, "sugar", 6)
    building(state, 1, "small-warehouse", 1)
    goods(state, 1, corn=3, indigo=2, sugar=4)
    start_role(state, 0, "captain")
    assert legal(state) == ["warehouse corn", "warehouse indigo", "warehouse sugar"]
    play(state, "warehouse sugar")
    assert legal(state) == ["windrose corn", "windrose indigo"]
    play(state, "windrose corn")
    assert state.seats[1].goods == [1, 0, 4, 0, 0]
    check(state)


def test_large_warehouse_keeps_two_kinds_and_both_three() -> None:
    """Pravidla: Velké skladiště (the Czech text says "malého skladiště" – a known slip,
    reference §A.4): two kinds; with both warehouses three kinds plus one barrel of a fourth."""
    state = new_game()
    ship(state, 0, "tobacco", 4)
    ship(state, 1, "coffee", 5)
    ship(state, 2, "sugar", 6)
    building(state, 1, "large-warehouse", 1)
    goods(state, 1, corn=3, indigo=2, sugar=4)
    start_role(state, 0, "captain")
    # Warehouse kinds are named in ascending order (docs/notation/puerto-rico.md): sugar,
    # the highest kind held, cannot come first when two kinds are to be named.
    assert legal(state) == ["warehouse corn", "warehouse indigo"]
    with pytest.raises(IllegalAction):
        play(state, "warehouse sugar")
    play(state, "warehouse corn", "warehouse sugar")
    # One kind is left: its single barrel is kept without asking.
    assert state.seats[1].goods == [3, 1, 4, 0, 0]

    both = new_game()
    ship(both, 0, "tobacco", 4)
    ship(both, 1, "coffee", 5)
    ship(both, 2, "sugar", 6)
    building(both, 1, "small-warehouse", 1)
    building(both, 1, "large-warehouse", 1)
    goods(both, 1, corn=3, indigo=2, sugar=4, coffee=2)
    start_role(both, 0, "captain")
    play(both, "warehouse corn", "warehouse indigo", "warehouse sugar")
    assert both.seats[1].goods == [3, 2, 4, 0, 1]
    check(both)


def test_warehouse_does_not_exempt_from_loading() -> None:
    """Pravidla: Malé skladiště – upozornění ("Skladiště hráče nechrání před povinností zboží
    během fáze kapitána nakládat na lodě")."""
    state = new_game()
    building(state, 1, "small-warehouse", 1)
    goods(state, 1, corn=2)
    start_role(state, 0, "captain")
    assert legal(state) == ["load corn 1", "load corn 2", "load corn 3"]


def test_full_ships_are_emptied_partial_ships_keep_their_cargo() -> None:
    """Pravidla: KAPITÁN – Skladování ("vyprázdní kapitán všechny plné lodě … Ne zcela
    zaplněné lodě zůstávají tak, jak jsou")."""
    state = new_game()
    ship(state, 0, "corn", 3)
    goods(state, 1, corn=1, indigo=2)
    bank_corn = state.goods_supply[0]
    start_role(state, 0, "captain")
    play(state, "load corn 1", "load indigo 2")
    assert state.ship_good == [-1, 1, -1]
    assert state.ship_load == [0, 2, 0]
    assert state.goods_supply[0] == bank_corn + 4
    check(state)


def test_unoccupied_harbor_wharf_and_warehouse_do_nothing() -> None:
    """Pravidla: BUDOVY ("Jen obsazené budovy plní svoji funkci")."""
    state = new_game()
    building(state, 1, "harbor", 0)
    building(state, 1, "wharf", 0)
    building(state, 1, "small-warehouse", 0)
    ship(state, 0, "corn", 4)
    goods(state, 1, corn=3, indigo=1)
    start_role(state, 0, "captain")
    assert legal(state) == ["load indigo 2", "load indigo 3"]
    play(state, "load indigo 2")
    assert state.seats[1].vp == 1
    assert state.seats[1].goods[0] == 1  # no warehouse: one corn kept


def test_last_vp_chip_ends_the_game_and_points_beyond_the_chips_count() -> None:
    """Pravidla: KONEC HRY, third condition ("Během fáze kapitána jsou rozebrány všechny
    zbývající žetony … zaznamenají se body … na list papíru"); FAQ KONEC HRY."""
    state = new_game()
    chips(state, 2, 73)  # two chips left
    goods(state, 1, corn=5)
    start_role(state, 0, "captain")
    play(state, "load corn 2")
    assert state.seats[1].vp == 5
    assert state.vp_supply == -3
    assert state.end_triggered
    assert not state.is_over
    check(state)


def test_taking_exactly_the_last_chip_ends_the_game() -> None:
    """Pravidla: KONEC HRY, third condition ("jsou rozebrány všechny zbývající žetony")."""
    state = new_game()
    chips(state, 2, 71)
    goods(state, 1, corn=4)
    start_role(state, 0, "captain")
    play(state, "load corn 1")
    assert state.vp_supply == 0
    assert state.end_triggered


def test_chips_running_low_without_running_out_do_not_end_the_game() -> None:
    """Pravidla: KONEC HRY, third condition: only the last chip ends the game."""
    state = new_game()
    chips(state, 2, 70)
    goods(state, 1, corn=4)
    start_role(state, 0, "captain")
    play(state, "load corn 1")
    assert state.vp_supply == 1
    assert not state.end_triggered
