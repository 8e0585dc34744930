"""Positions that cannot exist are refused with ``BadPosition`` naming the field, and
action texts that are not notation with ``BadNotation`` (issue 18; docs/positions.md).

Each test reproduces one probe that used to be accepted, or to crash."""

from __future__ import annotations

import pytest

from eurotable import games
from eurotable.core.errors import BadNotation
from position_probes import position, refused

SPEC = games.get("russian-railroads")
GAME = "russian-railroads"


def main_turn() -> dict:
    return position(GAME, 3, 0, None, lambda d: d["step"] == "main" and d["round"] == 2)


@pytest.mark.parametrize("card", [0, 9, 4])
def test_turn_order_card_out_of_range_is_refused(card: int) -> None:
    """Card 0 used to be read as the last card's back and score 4 points on passing."""
    data = main_turn()
    data["seats"][0]["card"] = card
    refused(GAME, data, "seat 0", "'card'")


def test_two_players_with_one_turn_order_card_are_refused() -> None:
    data = main_turn()
    data["seats"][0]["card"] = data["seats"][1]["card"]
    refused(GAME, data, "turn-order cards")


def test_frame_step_with_an_empty_stack_is_refused() -> None:
    data = main_turn()
    assert not data["stack"]
    data["step"] = "frame"
    refused(GAME, data, "step 'frame'")


def test_notch_step_with_no_factory_waiting_is_refused() -> None:
    data = main_turn()
    assert data["building"] == 0
    data["step"] = "notch"
    refused(GAME, data, "step 'notch'")


def test_a_pending_effect_of_no_known_origin_is_refused() -> None:
    data = main_turn()
    data["busy"] = True
    data["step"] = "frame"
    data["stack"] = [
        {"origin": "token-space", "arg": 40, "must": False, "pool": ["token"], "later": []}
    ]
    refused(GAME, data, "pending effect 0", "'arg'")


@pytest.mark.parametrize("text", [None, 7, b"pass", ["pass"]])
def test_parse_action_refuses_what_is_not_text(text: object) -> None:
    with pytest.raises(BadNotation, match="written as text"):
        SPEC.parse_action(text)  # type: ignore[arg-type]


@pytest.mark.parametrize("text", ["place\tcoins", "place coins\n", "\npass"])
def test_parse_action_refuses_tabs_and_line_breaks(text: str) -> None:
    with pytest.raises(BadNotation, match="only spaces"):
        SPEC.parse_action(text)
