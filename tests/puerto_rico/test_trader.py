"""Trader phase (Pravidla: KUPEC (OBCHODNÍK); tržnice; Obchodní kancelář; FAQ KUPEC)."""

from __future__ import annotations

import pytest

from eurotable.core.errors import IllegalAction
from eurotable.games.puerto_rico.data import GOODS
from eurotable.games.puerto_rico.state import Step

from .positions import building, check, goods, house, legal, new_game, play, start_role


@pytest.mark.parametrize(
    ("good", "price"), [("corn", 0), ("indigo", 1), ("sugar", 2), ("tobacco", 3), ("coffee", 4)]
)
def test_trading_house_prices(good: str, price: int) -> None:
    """Pravidla: KUPEC (0–4 doubloons: corn 0, indigo 1, sugar 2, tobacco 3, coffee 4)."""
    state = new_game()
    goods(state, 1, **{good: 1})
    start_role(state, 0, "trader")
    play(state, f"sell {good}")
    assert state.seats[1].doubloons == price
    assert state.house == [GOODS.index(good)]
    check(state)


def test_trader_gets_one_more_only_when_he_sells() -> None:
    """Pravidla: KUPEC; upozornění ("Pokud kupec neprodá žádné zboží, ztrácí také nárok na své
    privilegium")."""
    state = new_game()
    goods(state, 0, sugar=1)
    start_role(state, 0, "trader")
    play(state, "sell sugar")
    assert state.seats[0].doubloons == 3

    passed = new_game()
    goods(passed, 0, sugar=1)
    start_role(passed, 0, "trader")
    play(passed, "pass")
    assert passed.seats[0].doubloons == 0
    assert passed.seats[0].goods[2] == 1


def test_corn_may_be_sold_for_nothing() -> None:
    """Pravidla: KUPEC – upozornění ("Je dovoleno prodat do obchodního domu kukuřici … i
    v případě, že z prodeje hráč nezískává žádný zisk")."""
    state = new_game()
    goods(state, 1, corn=2)
    start_role(state, 0, "trader")
    assert "sell corn" in legal(state)
    play(state, "sell corn")
    assert state.seats[1].doubloons == 0
    assert state.seats[1].goods[0] == 1
    assert state.house == [0]


def test_one_sale_per_player_per_phase() -> None:
    """FAQ KUPEC ("Během jedné fáze kupce smí každý hráč prodat pouze jeden kus zboží!")."""
    state = new_game()
    goods(state, 0, indigo=2, sugar=2)
    goods(state, 1, coffee=1)
    start_role(state, 0, "trader")
    play(state, "sell sugar")
    assert state.actor == 1
    play(state, "sell coffee")
    assert state.step is Step.ROLE  # seat 2 has nothing, seat 0 is not asked again
    assert state.seats[0].goods == [0, 2, 1, 0, 0]
    assert state.house == [2, 4]


def test_only_kinds_not_yet_in_the_house() -> None:
    """Pravidla: KUPEC ("Jsou přijímány jen kameny odlišných druhů zboží")."""
    state = new_game()
    house(state, "sugar")
    goods(state, 1, sugar=1, corn=1)
    start_role(state, 0, "trader")
    assert legal(state) == ["sell corn", "pass"]
    with pytest.raises(IllegalAction):
        play(state, "sell sugar")


def test_full_house_stops_the_phase_and_is_emptied_at_its_end() -> None:
    """Pravidla: KUPEC; FAQ KUPEC. The house holds four goods: once full nobody else may sell;
    a full house is emptied into the bank at the end of the phase."""
    state = new_game(4)
    house(state, "corn", "indigo")
    goods(state, 0, sugar=1)
    goods(state, 1, tobacco=1)
    goods(state, 2, coffee=1)
    supply_before = state.goods_supply[:]
    start_role(state, 0, "trader")
    play(state, "sell sugar", "sell tobacco")
    assert state.step is Step.ROLE  # seat 2 cannot sell into a full house
    assert state.seats[2].goods[4] == 1
    assert state.house == []
    assert state.goods_supply[0] == supply_before[0] + 1
    assert state.goods_supply[2] == supply_before[2] + 1
    check(state)


def test_house_not_full_is_not_emptied() -> None:
    """FAQ KUPEC ("Pokud na konci fáze kupce není obchodní dům plný, nevyprazdňuje se")."""
    state = new_game()
    house(state, "corn")
    goods(state, 0, sugar=1)
    goods(state, 1, tobacco=1)
    start_role(state, 0, "trader")
    play(state, "sell sugar", "sell tobacco")
    assert state.house == [0, 2, 3]
    # The next trader phase is harder: those kinds cannot be sold again.
    goods(state, 1, sugar=1)
    start_role(state, 0, "trader")
    assert state.step is Step.ROLE


@pytest.mark.parametrize(
    ("markets", "bonus"),
    [
        ((), 0),
        (("small-market",), 1),
        (("large-market",), 2),
        (("small-market", "large-market"), 3),
    ],
)
def test_markets(markets: tuple[str, ...], bonus: int) -> None:
    """Pravidla: Malá tržnice, Velká tržnice (both: 3 more)."""
    state = new_game()
    for name in markets:
        building(state, 1, name, 1)
    goods(state, 1, indigo=1)
    start_role(state, 0, "trader")
    play(state, "sell indigo")
    assert state.seats[1].doubloons == 1 + bonus


def test_unoccupied_market_gives_nothing() -> None:
    """Pravidla: BUDOVY ("Jen obsazené budovy plní svoji funkci")."""
    state = new_game()
    building(state, 1, "large-market", 0)
    goods(state, 1, indigo=1)
    start_role(state, 0, "trader")
    play(state, "sell indigo")
    assert state.seats[1].doubloons == 1


def test_trader_privilege_and_markets_add_up() -> None:
    """Pravidla: KUPEC + tržnice: trader +1 and both markets +3 on top of the price."""
    state = new_game()
    building(state, 0, "small-market", 1)
    building(state, 0, "large-market", 1)
    goods(state, 0, corn=1)
    start_role(state, 0, "trader")
    play(state, "sell corn")
    assert state.seats[0].doubloons == 4


def test_office_cannot_sell_into_a_full_house() -> None:
    """Pravidla: Obchodní kancelář ("Je-li obchodní dům plný, nelze prodat žádné zboží")."""
    state = new_game()
    house(state, "corn", "indigo", "sugar", "tobacco")
    building(state, 0, "office", 1)
    goods(state, 0, corn=1)
    start_role(state, 0, "trader")
    assert state.step is Step.ROLE
    assert state.seats[0].goods[0] == 1
    # The house was full at the end of the phase, so it was emptied.
    assert state.house == []
