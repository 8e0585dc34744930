"""End-bonus card values, the engineer majority, Kiev bonuses and the starting bonuses
(Pravidla: KARTY CÍLOVÝCH BONUSŮ, NEJVÍCE INŽENÝRŮ, ZÍSKÁNÍ BODOVÉ PRÉMIE, POČÁTEČNÍ
PRÉMIOVÉ KARTY)."""

from __future__ import annotations

import pytest

from eurotable.games.russian_railroads import engineers, scoring
from eurotable.games.russian_railroads.data import (
    BONUS_IDS,
    C_BLACK_WORKER,
    EXTRA_ENGINEER_CARD,
    INDUSTRY_POINTS,
    KIEV_BONUSES,
)
from eurotable.games.russian_railroads.state import S_MAIN

from .positions import (
    SPEC,
    RussianRailroads,
    doublers,
    factories,
    hire,
    legal,
    locos,
    new_game,
    play,
    tracks,
)


def board() -> RussianRailroads:
    """Seat 0: black on 15 / 9 / 4; locomotives 5 + 4, 3, 2; three factories; two
    engineers; five doublers; two tokens used; the black worker, and the worker that
    brown track and locomotive on Trans-Siberian 3 gave."""
    state = new_game()
    tracks(state, 0, "ts", black=15, grey=9, brown=4, natural=2)
    tracks(state, 0, "stp", black=9)
    tracks(state, 0, "kiev", black=4)
    locos(state, 0, 5, 4, 3, 2)
    factories(state, 0, 6, 7, 8)
    hire(state, 0, 3, 9)
    doublers(state, 0, 5)
    state.cards[C_BLACK_WORKER] = 0
    state.seats[0].black = state.seats[0].black_hand = True
    state.seats[0].tokens = [0, 1, -1, -1]
    return state


@pytest.mark.parametrize(
    ("card", "points"),
    [
        ("points-15", 15),
        ("workers", 20),  # Trans-Siberian 3 worker + the black worker
        ("doublers", 20),  # 5 doublers: at least 4
        ("end-stations", 20),  # Trans-Siberian and St Petersburg
        ("black-tracks", 15 + 9 + 4),
        ("extra-engineer", 0),
        ("factories", 12),
        ("locomotives", 5 + 4 + 3 + 2),
        ("tokens", 14),
        ("engineers", 12),
    ],
)
def test_end_bonus_card_values(card: str, points: int) -> None:
    """KARTY CÍLOVÝCH BONUSŮ: each card's points at the final scoring."""
    state = board()
    assert scoring.card_points(state, 0, BONUS_IDS.index(card)) == points


def test_doubler_card_thresholds() -> None:
    """KARTY CÍLOVÝCH BONUSŮ: 4 doublers 20, 7 doublers 30 (not cumulative)."""
    state = board()
    card = BONUS_IDS.index("doublers")
    for count, points in ((3, 0), (4, 20), (6, 20), (7, 30), (8, 30)):
        doublers(state, 0, count)
        assert scoring.card_points(state, 0, card) == points


def test_extra_engineer_card_counts_for_the_majority_only_with_a_tile() -> None:
    """NEJVÍCE INŽENÝRŮ and the extra-engineer card: the card is one more engineer, but a
    player needs at least one engineer tile to score."""
    state = new_game()
    hire(state, 0, 2, 4)
    hire(state, 1, 13)
    cards = [[] for _ in range(4)]
    assert engineers.majority(state, cards)[:2] == [40, 20]
    cards[1] = [EXTRA_ENGINEER_CARD]
    assert engineers.majority(state, cards)[:2] == [20, 40]  # 2 each: #13 beats #4
    cards = [[], [], [EXTRA_ENGINEER_CARD], []]
    assert engineers.majority(state, cards)[2] == 0


def test_kiev_8_bonus_from_the_data() -> None:
    """ZÍSKÁNÍ BODOVÉ PRÉMIE: Kiev 1–4 and 8 with black track and locomotive (the value on
    space 8 is proposed data, reference §12)."""
    state = new_game()
    tracks(state, 0, "ts", black=2)
    tracks(state, 0, "kiev", black=8)
    locos(state, 0, 1, 0, 0, 8)
    assert scoring.kiev_bonus(state.seats[0]) == sum(points for _, points in KIEV_BONUSES)


def test_industry_points_are_not_cumulative() -> None:
    """VYHODNOCENÍ PRŮMYSLOVÉHO ROZVOJE: only the value of the space reached counts."""
    state = new_game()
    factories(state, 0, 2, 2)
    state.seats[0].markers = [8, -1]
    assert scoring.industry_points(state.seats[0]) == INDUSTRY_POINTS[8] == 15


@pytest.mark.parametrize("seed", range(6))
def test_starting_bonuses(seed: int) -> None:
    """POČÁTEČNÍ PRÉMIOVÉ KARTY: a black step, an industry step, a doubler or a coin."""
    state = SPEC.new_game(4, seed=seed)
    assert isinstance(state, RussianRailroads)
    last = state.actor
    coins = state.seats[last].coins
    play(state, "start coin")
    assert state.seats[last].coins == coins + 1
    second = state.actor
    play(state, "start doubler")
    assert state.seats[second].doublers == 1
    third = state.actor
    play(state, "start black")
    assert legal(state) == ["step black ts", "step black stp", "step black kiev", "done"]
    play(state, "step black kiev")
    assert state.seats[third].tracks[2 * 5] == 2
    assert state.step == S_MAIN and state.actor == state.order[0]
    assert state.start_cards.count(-1) == 1
