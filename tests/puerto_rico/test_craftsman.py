"""Craftsman phase (Pravidla: DOZORCE; Produkční budovy; FAQ DOZORCE; reference §A.4)."""

from __future__ import annotations

import pytest

from eurotable.core.errors import IllegalAction
from eurotable.games.puerto_rico.data import GOODS
from eurotable.games.puerto_rico.state import Step

from .positions import building, check, legal, new_game, play, start_role, supply, tiles


def test_corn_needs_no_building_other_goods_do() -> None:
    """Pravidla: Produkční budovy ("Pro rostliny kukuřice není potřeba žádná produkční
    budova"). Occupied corn plantations produce; an occupied indigo plantation without an
    occupied indigo plant produces nothing."""
    state = new_game()
    tiles(state, 1, "corn", 2, occupied=2)
    tiles(state, 1, "indigo", 2, occupied=2)
    building(state, 1, "indigo-plant", 0)
    start_role(state, 0, "craftsman")
    assert state.seats[1].goods == [2, 0, 0, 0, 0]
    check(state)


def test_production_needs_both_plantations_and_circles() -> None:
    """Pravidla: Produkční budovy ("K tomu je nutný také stejný počet obsazených plantáží");
    idle colonists produce nothing ("zahálející kolonisté nepřináší hráči nic")."""
    state = new_game()
    tiles(state, 1, "sugar", 1, occupied=1)
    building(state, 1, "sugar-mill", 3)
    tiles(state, 2, "sugar", 3, occupied=3)
    building(state, 2, "small-sugar-mill", 1)
    start_role(state, 0, "craftsman")
    assert state.seats[1].goods[2] == 1
    assert state.seats[2].goods[2] == 1


@pytest.mark.parametrize(
    ("good", "plantations", "buildings", "most"),
    [
        ("coffee", 3, {"coffee-roaster": 2}, 2),
        ("tobacco", 4, {"tobacco-storage": 3}, 3),
        ("indigo", 6, {"small-indigo-plant": 1, "indigo-plant": 3}, 4),
        ("sugar", 6, {"small-sugar-mill": 1, "sugar-mill": 3}, 4),
    ],
)
def test_most_one_player_can_produce(
    good: str, plantations: int, buildings: dict[str, int], most: int
) -> None:
    """FAQ DOZORCE. At most 2 coffee (one roaster, two circles), 4 indigo or sugar and 3
    tobacco per craftsman phase; the craftsman's privilege adds one more."""
    for craftsman, expected in ((1, most), (0, most + 1)):
        state = new_game()
        tiles(state, 0, good, plantations, occupied=plantations)
        for name, workers in buildings.items():
            building(state, 0, name, workers)
        start_role(state, craftsman, "craftsman")
        assert state.seats[0].goods[GOODS.index(good)] == expected


def test_goods_are_taken_in_turn_order_from_a_limited_supply() -> None:
    """Pravidla: DOZORCE – upozornění ("Když již nějaký druh zboží v banku není, nedostane
    postižený hráč nic"); players take goods starting with the craftsman."""
    state = new_game()
    for seat in range(3):
        tiles(state, seat, "corn", 2, occupied=2)
    supply(state, 2, corn=3)  # the other 7 corn wait on seat 2's windrose
    start_role(state, 1, "craftsman")
    # Seat 1 (craftsman) takes 2, seat 2 the last one, seat 0 nothing; no corn is left for
    # the privilege either.
    assert [p.goods[0] for p in state.seats] == [0, 2, 7 + 1]
    assert state.goods_supply[0] == 0
    check(state)


def test_craftsman_extra_good_of_a_kind_he_produced() -> None:
    """Pravidla: DOZORCE ("vezme … ještě jeden další kamen od jednoho z druhů zboží, které
    právě vyprodukoval"). With two kinds produced he chooses; other kinds are refused."""
    state = new_game()
    tiles(state, 0, "corn", 1, occupied=1)
    tiles(state, 0, "indigo", 1, occupied=1)
    building(state, 0, "small-indigo-plant", 1)
    tiles(state, 1, "sugar", 1, occupied=1)
    building(state, 1, "small-sugar-mill", 1)
    start_role(state, 0, "craftsman")
    assert state.step is Step.EXTRA
    assert legal(state) == ["extra corn", "extra indigo"]
    with pytest.raises(IllegalAction):
        play(state, "extra sugar")
    play(state, "extra indigo")
    assert state.seats[0].goods == [1, 2, 0, 0, 0]
    assert state.seats[1].goods == [0, 0, 1, 0, 0]
    assert (state.step, state.actor) == (Step.ROLE, 1)
    check(state)


def test_single_kind_extra_is_given_without_asking() -> None:
    """Pravidla: DOZORCE: with one kind produced the extra good can only be that kind."""
    state = new_game()
    tiles(state, 0, "corn", 2, occupied=2)
    start_role(state, 0, "craftsman")
    assert state.seats[0].goods[0] == 3
    assert state.step is Step.ROLE


def test_no_extra_good_when_the_craftsman_produced_nothing() -> None:
    """Pravidla: DOZORCE – upozornění ("Pokud dozorce nic nevyprodukoval, nezískává ani
    zvláštní kamen")."""
    state = new_game()
    tiles(state, 1, "corn", 2, occupied=2)
    tiles(state, 0, "corn", 2, occupied=0)
    start_role(state, 0, "craftsman")
    assert state.seats[0].goods == [0] * 5
    assert state.seats[1].goods == [2, 0, 0, 0, 0]


def test_no_extra_good_of_a_kind_gone_from_the_supply() -> None:
    """Pravidla: DOZORCE – upozornění: the extra good must still be in the bank; the
    craftsman cannot choose a kind the bank no longer has."""
    state = new_game()
    tiles(state, 0, "corn", 2, occupied=2)
    tiles(state, 0, "indigo", 1, occupied=1)
    building(state, 0, "small-indigo-plant", 1)
    supply(state, 2, corn=2)
    start_role(state, 0, "craftsman")
    # Corn ran out with his own production: the only choice, indigo, is given at once.
    assert state.seats[0].goods == [2, 2, 0, 0, 0]
    assert state.step is Step.ROLE


def test_goods_are_not_limited_after_the_craftsman_phase() -> None:
    """FAQ DOZORCE ("Pokud na konci fáze dozorce máte více zboží než můžete skladovat,
    nemusíte žádné zboží odkládat"); Pravidla: KAPITÁN – upozornění."""
    state = new_game()
    tiles(state, 1, "corn", 3, occupied=3)
    tiles(state, 1, "indigo", 3, occupied=3)
    building(state, 1, "indigo-plant", 3)
    tiles(state, 1, "sugar", 1, occupied=1)
    building(state, 1, "small-sugar-mill", 1)
    start_role(state, 0, "craftsman")
    assert state.seats[1].goods == [3, 3, 1, 0, 0]
    start_role(state, 0, "builder")  # a later phase: nothing is discarded
    assert state.seats[1].goods == [3, 3, 1, 0, 0]


def test_unoccupied_factory_pays_nothing() -> None:
    """Pravidla: BUDOVY ("Jen obsazené budovy plní svoji funkci"); Manufaktura."""
    state = new_game()
    tiles(state, 1, "corn", 1, occupied=1)
    tiles(state, 1, "indigo", 1, occupied=1)
    building(state, 1, "small-indigo-plant", 1)
    building(state, 1, "factory", 0)
    start_role(state, 0, "craftsman")
    assert state.seats[1].goods == [1, 1, 0, 0, 0]
    assert state.seats[1].doubloons == 0
