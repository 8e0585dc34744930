"""Public information is what every seat's view shows alike."""

from __future__ import annotations

import pytest

from eurotable.server.public import HIDDEN, public_observation, public_text

ANN_SEES = """\
Ann: 5 doubloons, 3 VP chips
  contracts: K-SHIPS, K-SAILS
Bob: 2 doubloons, ? VP chips
  contracts: 2 hidden
Ann's own note"""

BOB_SEES = """\
Ann: 5 doubloons, ? VP chips
  contracts: 2 hidden
Bob: 2 doubloons, 4 VP chips
  contracts: K-CREW, K-GOODS"""


def test_words_that_differ_between_views_are_hidden_and_lines_of_one_view_left_out() -> None:
    assert public_text([ANN_SEES, BOB_SEES]) == (
        f"Ann: 5 doubloons, {HIDDEN} VP chips\n"
        f"  contracts: {HIDDEN}\n"
        f"Bob: 2 doubloons, {HIDDEN} VP chips\n"
        f"  contracts: {HIDDEN}"
    )


def test_the_same_view_everywhere_is_public() -> None:
    assert public_text([BOB_SEES, BOB_SEES, BOB_SEES]) == BOB_SEES


def test_observations_keep_the_values_every_seat_sees() -> None:
    ann = {"seat": 0, "boards": [{"vp": 3, "gold": 5}, {"vp": None, "gold": 2}], "mine": ["a"]}
    bob = {"seat": 1, "boards": [{"vp": None, "gold": 5}, {"vp": 4, "gold": 2}], "mine": []}
    assert public_observation([ann, bob]) == {
        "seat": None,
        "boards": [{"vp": None, "gold": 5}, {"vp": None, "gold": 2}],
        "mine": None,
    }


def test_equal_values_of_different_types_are_not_alike() -> None:
    assert public_observation([{"x": 1, "y": True}, {"x": True, "y": True}]) == {
        "x": None,
        "y": True,
    }


def test_there_is_nothing_to_compare_without_views() -> None:
    with pytest.raises(ValueError):
        public_text([])
    with pytest.raises(ValueError):
        public_observation([])
