"""core.result: competition ranking with shared places, and results built from breakdowns."""

from __future__ import annotations

from eurotable.core.result import Result, make_result, rank


def test_rank_orders_by_descending_key() -> None:
    assert rank([(10,), (30,), (20,)]) == (3, 1, 2)


def test_equal_keys_share_a_place_and_the_next_place_is_skipped() -> None:
    assert rank([(5,), (7,), (7,), (1,)]) == (3, 1, 1, 4)
    assert rank([(4,), (4,), (4,)]) == (1, 1, 1)


def test_later_key_parts_break_ties() -> None:
    assert rank([(40, 2), (40, 5), (38, 9)]) == (2, 1, 3)
    assert rank([(40, 5), (40, 5), (38, 9)]) == (1, 1, 3)


def test_make_result_sums_breakdowns_and_ranks_with_the_tiebreak() -> None:
    result = make_result(
        [{"chips": 10, "buildings": 20}, {"chips": 25, "buildings": 5}, {"chips": 1}],
        [3, 7, 0],
    )
    assert result.scores == (30, 30, 1)
    assert result.places == (2, 1, 3)
    assert result.winners == (1,)
    assert result.breakdown[2] == {"chips": 1}


def test_a_tie_the_tiebreak_cannot_break_gives_several_winners() -> None:
    result = make_result([{"vp": 9}, {"vp": 9}, {"vp": 2}], [4, 4, 0])
    assert result.places == (1, 1, 3)
    assert result.winners == (0, 1)


def test_to_json() -> None:
    result = Result(scores=(3, 5), breakdown=({"a": 3}, {"a": 5}), tiebreak=(0, 1), places=(2, 1))
    assert result.to_json() == {
        "scores": [3, 5],
        "breakdown": [{"a": 3}, {"a": 5}],
        "tiebreak": [0, 1],
        "places": [2, 1],
        "winners": [1],
    }
