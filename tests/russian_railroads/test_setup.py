"""Set-up for every player count (Pravidla: PŘÍPRAVA HRY; ÚPRAVA PRO HRU DVOU A TŘÍ HRÁČŮ)."""

from __future__ import annotations

import pytest

from eurotable.core.errors import BadOption
from eurotable.games import get
from eurotable.games.russian_railroads.data import (
    C_BLACK_WORKER,
    C_ENGINEER,
    C_LOCO9,
    ENGINEERS,
    LETTERLESS,
)
from eurotable.games.russian_railroads.game import RussianRailroads
from eurotable.games.russian_railroads.spaces import ON_BOARD
from eurotable.games.russian_railroads.state import S_MAIN, S_START

SPEC = get("russian-railroads")

# players: (rounds, workers, coins, locomotives per level, strip letters, board spaces absent)
TABLE = {
    2: (
        6,
        6,
        2,
        2,
        ["B", "B", "B", "A", "A", "A"],
        {
            "black-2",
            "grey-2",
            "locomotive-2w",
            "industry-black",
            "temporary-workers",
            "turn-order-2",
        },
    ),
    3: (6, 6, 1, 3, [None, "B", "B", "B", "A", "A", "A"], set()),
    4: (7, 5, 1, 4, ["B", "B", "B", "B", "A", "A", "A"], set()),
}


def new(players: int, seed: int = 3) -> RussianRailroads:
    state = SPEC.new_game(players, seed=seed)
    assert isinstance(state, RussianRailroads)
    return state


@pytest.mark.parametrize("players", sorted(TABLE))
def test_setup_table(players: int) -> None:
    """PŘÍPRAVA HRY and the 2/3-player changes: rounds, workers, coins, locomotive
    columns, engineers on the strip (4p: 4 B + 3 A; 3p: 3 + 3, leftmost space empty; 2p:
    3 + 3 on the back side), spaces crossed out on the 2-player side."""
    rounds, workers, coins, per_level, letters, absent = TABLE[players]
    state = new(players)
    assert state.rounds == rounds
    assert state.loco_supply == [0, 0] + [per_level] * 8
    assert state.factory_supply == [0] * 10
    dealt = [ENGINEERS[n - 1].letter if n else None for n in state.strip]
    assert dealt == letters
    assert LETTERLESS not in state.strip
    spaces = {space.id for space in ON_BOARD[players]}
    assert not spaces & absent
    assert len(spaces) == 24 - len(absent)
    for player in state.seats:
        assert player.workers == workers
        assert player.coins == coins
    assert state.doubler_supply + sum(p.doublers for p in state.seats) == 20
    assert SPEC.invariants(state) == []


@pytest.mark.parametrize("players", sorted(TABLE))
def test_player_pieces_at_the_start(players: int) -> None:
    """PŘÍPRAVA HRY – HRÁČ: a black track on space 1 of each route, the level-1 locomotive
    on the Trans-Siberian, the industry marker on the start, all seven tokens unused."""
    state = new(players)
    for player in state.seats:
        assert player.tracks == [1, 0, 0, 0, 0] * 3
        assert player.locos == [1, 0, 0, 0]
        assert player.factories == [0] * 5
        assert player.tokens == [-1] * 4
        assert player.engineers == []


def test_question_cards_carry_their_loads() -> None:
    """PŘÍPRAVA HRY 4, 5, 9: the special level-9 locomotive, the black worker and the
    letterless engineer with a coin lie on their "?" cards."""
    state = new(4)
    assert state.cards == [-1] * 5
    for card in (C_BLACK_WORKER, C_ENGINEER, C_LOCO9):
        assert state.cards[card] == -1
    assert not any(p.black or p.special for p in state.seats)


@pytest.mark.parametrize("players", sorted(TABLE))
def test_starting_bonus_draft_from_the_last_position(players: int) -> None:
    """Starting-bonus cards: the players from the last turn-order position to the second
    each choose one; the first player gets none (reference §9)."""
    state = new(players)
    order = state.order
    assert state.step == S_START
    pickers = []
    while state.step == S_START:
        pickers.append(state.actor)
        state.apply(state.legal_actions()[-1])
        while state.step != S_START and state.step != S_MAIN:
            state.apply(state.legal_actions()[0])
    assert pickers == order[:0:-1]
    assert state.step == S_MAIN and state.actor == order[0]
    assert sorted(state.start_cards, reverse=True)[: players - 1] == sorted(order[1:], reverse=True)


def test_turn_order_drawn_by_lot_and_reproducible() -> None:
    """PŘÍPRAVA HRY 8: the turn-order cards are dealt at random; the same seed deals the
    same."""
    orders = {tuple(new(4, seed).order) for seed in range(30)}
    assert len(orders) > 10
    assert new(4, 11).to_json() == new(4, 11).to_json()


def test_turn_order_cards_match_positions() -> None:
    """PŘÍPRAVA HRY 8–9: each player's card shows his turn-order position."""
    state = new(3)
    for position, seat in enumerate(state.order):
        assert state.seats[seat].card == position + 1


@pytest.mark.parametrize("players", [1, 5])
def test_unsupported_player_counts(players: int) -> None:
    with pytest.raises(BadOption, match="2, 3, 4 players"):
        SPEC.new_game(players)


def test_no_options() -> None:
    assert new(2).options == {}
    with pytest.raises(BadOption):
        SPEC.new_game(3, {"no_such_option": 1})
