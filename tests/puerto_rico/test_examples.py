"""The worked examples of the Czech rulebook, one test each."""

from __future__ import annotations

import pytest

from eurotable.games.puerto_rico import builder, scoring
from eurotable.games.puerto_rico.data import BUILDING_INDEX, FORTRESS
from eurotable.games.puerto_rico.state import Player, Step

from .positions import (
    building,
    check,
    chips,
    colonists,
    goods,
    house,
    legal,
    money,
    new_game,
    play,
    role_card,
    ship,
    start_role,
    supply,
    tiles,
)

QUARRY_EXAMPLE = {
    "construction-hut": 1,
    "office": 3,
    "harbor": 5,
    "city-hall": 7,
}


@pytest.mark.parametrize(("name", "cost"), sorted(QUARRY_EXAMPLE.items()))
def test_three_quarries_price_formula(name: str, cost: int) -> None:
    """Pravidla: STAVITEL – Kamenolom. A player with three occupied quarries pays
    construction hut 1, office 3, harbor 5, city hall 7 (a quarry discounts at most the
    building's column)."""
    player = Player()
    player.island[5] = 3
    player.occupied[5] = 3
    assert builder.price(player, BUILDING_INDEX[name], is_builder=False) == cost
    assert builder.price(player, BUILDING_INDEX[name], is_builder=True) == cost - 1


@pytest.mark.parametrize(("name", "cost"), sorted(QUARRY_EXAMPLE.items()))
def test_three_quarries_in_a_builder_phase(name: str, cost: int) -> None:
    """Pravidla: STAVITEL – Kamenolom. In a builder phase, a non-builder with three occupied
    quarries may build the example building with exactly the example price, not with one
    doubloon less, and pays exactly that price."""
    short = new_game()
    tiles(short, 1, "quarry", 3, occupied=3)
    money(short, 1, cost - 1)
    start_role(short, 0, "builder")
    play(short, "pass")  # the builder himself could build a small indigo plant for 0
    assert short.actor == 1
    assert f"build {name}" not in legal(short)

    state = new_game()
    tiles(state, 1, "quarry", 3, occupied=3)
    money(state, 1, cost)
    start_role(state, 0, "builder")
    play(state, "pass")
    assert state.actor == 1
    assert f"build {name}" in legal(state)
    play(state, f"build {name}")
    assert state.seats[1].doubloons == 0
    assert state.seats[1].buildings[BUILDING_INDEX[name]] == 0
    check(state)


def test_unoccupied_quarries_give_no_discount() -> None:
    """Pravidla: STAVITEL – Kamenolom ("Každý obsazený kamenolom snižuje cenu")."""
    state = new_game()
    tiles(state, 1, "quarry", 3, occupied=0)
    money(state, 1, 7)
    start_role(state, 0, "builder")
    play(state, "pass")
    assert state.actor == 1
    assert "build city-hall" not in legal(state)
    assert "build factory" in legal(state)


def test_production_example() -> None:
    """Pravidla: Produkční budovy – příklad. 2 corn (the 3rd corn plantation is unmanned),
    1 tobacco (the 2nd circle of the tobacco storage is empty), 3 sugar (the 4th sugar
    plantation is unmanned)."""
    state = new_game()
    tiles(state, 0, "corn", 3, occupied=2)
    tiles(state, 0, "tobacco", 2, occupied=2)
    building(state, 0, "tobacco-storage", 1)
    tiles(state, 0, "sugar", 4, occupied=3)
    building(state, 0, "sugar-mill", 3)
    building(state, 0, "small-sugar-mill", 1)
    start_role(state, 1, "craftsman")
    assert state.seats[0].goods == [2, 0, 3, 1, 0]
    check(state)


def test_factory_example() -> None:
    """Pravidla: Manufaktura – příklad. 3 corn, 3 sugar and 1 tobacco plantation with their
    buildings, but the bank has no corn and only 2 sugar: 2 sugar + 1 tobacco, and 1
    doubloon for two kinds produced."""
    state = new_game()
    tiles(state, 0, "corn", 3, occupied=3)
    tiles(state, 0, "sugar", 3, occupied=3)
    building(state, 0, "sugar-mill", 3)
    tiles(state, 0, "tobacco", 1, occupied=1)
    building(state, 0, "tobacco-storage", 1)
    building(state, 0, "factory", 1)
    supply(state, 2, corn=0, sugar=2)
    start_role(state, 1, "craftsman")
    player = state.seats[0]
    assert player.goods == [0, 0, 2, 1, 0]
    assert player.doubloons == 1
    check(state)


@pytest.mark.parametrize(("kinds", "bonus"), [(1, 0), (2, 1), (3, 2), (4, 3), (5, 5)])
def test_factory_pays_by_kinds_produced(kinds: int, bonus: int) -> None:
    """Pravidla: Manufaktura. 2 kinds 1 doubloon, 3 kinds 2, 4 kinds 3, all five 5; the
    number of barrels does not matter."""
    state = new_game()
    names = ["corn", "indigo", "sugar", "tobacco", "coffee"][:kinds]
    producers = {
        "indigo": "indigo-plant",
        "sugar": "sugar-mill",
        "tobacco": "tobacco-storage",
        "coffee": "coffee-roaster",
    }
    for name in names:
        tiles(state, 0, name, 2, occupied=2)
        if name in producers:
            building(state, 0, producers[name], 2)
    building(state, 0, "factory", 1)
    start_role(state, 1, "craftsman")
    assert state.seats[0].doubloons == bonus


def test_small_market_example() -> None:
    """Pravidla: Malá tržnice – příklad. The owner of an occupied small market sells one corn
    for 1 doubloon."""
    state = new_game()
    building(state, 1, "small-market", 1)
    goods(state, 1, corn=1)
    start_role(state, 0, "trader")
    assert state.actor == 1
    play(state, "sell corn")
    assert state.seats[1].doubloons == 1
    assert state.house == [0]
    check(state)


def test_office_example() -> None:
    """Pravidla: Obchodní kancelář – příklad. The house holds one tobacco; an office owner
    sells a second tobacco, then a second office owner sells tobacco too. A player without
    an office may not."""
    state = new_game(4)
    house(state, "tobacco")
    building(state, 1, "office", 1)
    building(state, 2, "office", 1)
    for seat in (1, 2, 3):
        goods(state, seat, tobacco=1)
    start_role(state, 0, "trader")
    assert state.actor == 1
    play(state, "sell tobacco")
    assert state.actor == 2
    play(state, "sell tobacco")
    assert state.house == [3, 3, 3]
    assert state.seats[1].doubloons == 3
    assert state.seats[2].doubloons == 3
    # Seat 3 has no office: tobacco is already in the house, so it is not even asked.
    assert state.step is Step.ROLE
    assert state.seats[3].goods[3] == 1
    check(state)


def test_harbor_and_wharf_example() -> None:
    """Pravidla: Přístav – příklad. The owner of a harbor and a wharf fills the tobacco ship
    with 3 of his 5 tobacco (3+1 VP); next turn ships 2 sugar (2+1); then uses the wharf for
    the 2 remaining tobacco (2+1): the harbor brought 3 VP in the phase."""
    state = new_game()
    building(state, 1, "harbor", 1)
    building(state, 1, "wharf", 1)
    goods(state, 1, tobacco=5, sugar=2)
    ship(state, 0, "tobacco", 1)  # capacity 4: room for 3
    ship(state, 1, "sugar", 1)  # capacity 5: room for 4
    start_role(state, 0, "captain")  # seat 0 has nothing to load
    assert state.actor == 1
    play(state, "load tobacco 1")
    assert state.seats[1].vp == 4
    assert state.ship_load[0] == 4
    assert state.actor == 1  # nobody else can load
    play(state, "load sugar 2")
    assert state.seats[1].vp == 7
    # The tobacco ship is full and tobacco cannot start another: only the wharf (or pass).
    assert legal(state) == ["wharf tobacco", "pass"]
    play(state, "wharf tobacco")
    assert state.seats[1].vp == 10
    assert state.seats[1].goods == [0, 0, 0, 0, 0]
    # 7 barrels shipped, 3 harbor points, no captain bonus (the captain loaded nothing).
    assert state.vp_supply == 75 - 10
    assert state.step is Step.ROLE
    check(state)


def test_guild_hall_example_follows_the_rule_not_the_printed_total() -> None:
    """Pravidla: Sídlo cechu – příklad. Small and large sugar mill, small indigo plant and
    coffee roaster. The Czech example says 2 bonus points, but its own rule (+1 per small,
    +2 per large production building) gives 1 + 2 + 1 + 2 = 6; the engine follows the rule
    (ruling in docs/rulings/puerto-rico.md)."""
    player = Player()
    for name in ("small-sugar-mill", "sugar-mill", "small-indigo-plant", "coffee-roaster"):
        player.buildings[BUILDING_INDEX[name]] = 0
    player.buildings[BUILDING_INDEX["guild-hall"]] = 1
    assert scoring.guild_hall(player) == 6
    parts = scoring.breakdown(player)
    assert parts["guild-hall"] == 6
    assert parts["buildings"] == 1 + 2 + 1 + 3 + 4


@pytest.mark.parametrize(("filled", "bonus"), [(5, 4), (9, 4), (10, 5), (11, 6), (12, 7)])
def test_residence_example(filled: int, bonus: int) -> None:
    """Pravidla: Rezidence – příklad. 10 filled island spaces give 5; ≤9 give 4, 11 give 6,
    12 give 7 (plantations and quarries, manned or not)."""
    player = Player()
    player.island[0] = filled - 2
    player.island[5] = 2
    player.buildings[BUILDING_INDEX["residence"]] = 1
    assert scoring.breakdown(player)["residence"] == bonus


def test_fortress_example() -> None:
    """Pravidla: Pevnost – příklad. 20 colonists on plantations, quarries, buildings and in
    San Juan give 6."""
    state = new_game()
    tiles(state, 0, "corn", 4, occupied=4)
    tiles(state, 0, "quarry", 2, occupied=2)
    building(state, 0, "fortress", 1)
    building(state, 0, "sugar-mill", 3)
    colonists(state, 0, 10)
    player = state.seats[0]
    assert player.colonists() == 20
    assert player.san_juan == 10
    assert scoring.breakdown(player)["fortress"] == 6
    player.san_juan -= 2  # 18 colonists: still 6; 17 would be 5
    assert scoring.breakdown(player)["fortress"] == 6
    player.san_juan -= 1
    assert scoring.breakdown(player)["fortress"] == 5
    assert player.active(FORTRESS)


def test_customs_house_example() -> None:
    """Pravidla: Celnice – příklad. 23 VP in chips give 5; building VP do not count."""
    state = new_game()
    building(state, 0, "customs-house", 1)
    building(state, 0, "harbor", 0)
    chips(state, 0, 23)
    parts = scoring.breakdown(state.seats[0])
    assert parts["customs-house"] == 5
    assert parts["vp_chips"] == 23
    assert parts["buildings"] == 7


def test_city_hall_example() -> None:
    """Pravidla: Radnice – příklad. Hacienda, construction hut, office, large warehouse,
    harbor, residence and city hall (the city hall counts itself): 7; production buildings
    do not count."""
    state = new_game()
    for name in (
        "hacienda",
        "construction-hut",
        "office",
        "large-warehouse",
        "harbor",
        "residence",
    ):
        building(state, 0, name, 0)
    building(state, 0, "city-hall", 1)
    building(state, 0, "indigo-plant", 0)
    assert scoring.breakdown(state.seats[0])["city-hall"] == 7


@pytest.mark.parametrize(
    ("name", "bonus"),
    [("guild-hall", 3), ("residence", 5), ("fortress", 4), ("customs-house", 5), ("city-hall", 1)],
)
def test_large_building_bonus_only_when_occupied(name: str, bonus: int) -> None:
    """Pravidla: KONEC HRY. Every large building is worth its 4 VP even when unoccupied; its
    extra points count only when it is occupied."""
    state = new_game()
    tiles(state, 0, "indigo", 7, occupied=0)
    tiles(state, 0, "quarry", 3, occupied=3)
    building(state, 0, "small-indigo-plant", 0)
    building(state, 0, "coffee-roaster", 0)
    chips(state, 0, 20)
    colonists(state, 0, 9)
    building(state, 0, name, 0)
    empty = scoring.breakdown(state.seats[0])
    assert empty[name] == 0
    assert empty["buildings"] == 1 + 3 + 4
    state.seats[0].san_juan -= 1
    state.seats[0].buildings[BUILDING_INDEX[name]] = 1
    manned = scoring.breakdown(state.seats[0])
    # 10 island tiles, 12 colonists, 20 chips, small indigo plant + coffee roaster.
    assert manned[name] == bonus
    assert manned["buildings"] == empty["buildings"]


def test_prospector_with_two_doubloons_gets_three() -> None:
    """Pravidla: Jedno nové kolo… A prospector with two doubloons on the card brings three
    doubloons in all."""
    state = new_game(4)
    state.role_money[role_card(state, "prospector")] = 2
    start_role(state, 0, "prospector")
    assert state.seats[0].doubloons == 3
    assert state.role_money[role_card(state, "prospector")] == 0
