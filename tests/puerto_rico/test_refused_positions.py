"""Positions that cannot exist are refused with ``BadPosition`` naming the field, and
action texts that are not notation with ``BadNotation`` (issue 18; docs/positions.md).

Each test reproduces one probe that used to be accepted, or to crash."""

from __future__ import annotations

import copy
import json

import pytest

from eurotable import games
from eurotable.core.errors import BadNotation
from eurotable.games.puerto_rico.state import Step
from position_probes import position, refused

SPEC = games.get("puerto-rico")
GAME = "puerto-rico"


def role_selection() -> dict:
    """A 3-player position at the start of a role pick."""
    return position(GAME, 3, 0, None, lambda d: d["step"] == "role" and d["picks"] == 1)


def test_actor_9_is_refused_and_a_refused_action_changes_nothing() -> None:
    data = role_selection()
    broken = copy.deepcopy(data)
    broken["actor"] = 9
    refused(GAME, broken, "'actor'")
    state = SPEC.from_json(data)
    before = json.dumps(state.to_json())
    for text in ("role prospector", "build hacienda", "take quarry"):
        with pytest.raises(Exception) as caught:
            state.apply(SPEC.parse_action(text))
        assert type(caught.value).__name__ == "IllegalAction"
        assert json.dumps(state.to_json()) == before


def test_role_card_42_is_refused() -> None:
    data = role_selection()
    data["role_cards"][0] = 42
    refused(GAME, data, "'role_cards'")


def test_a_role_card_of_another_player_count_is_refused() -> None:
    data = role_selection()
    data["role_cards"][0] = 6  # a prospector: 3 players have none
    refused(GAME, data, "'role_cards'")


def test_short_goods_supply_is_refused() -> None:
    data = role_selection()
    data["goods_supply"].pop()
    refused(GAME, data, "'goods_supply'")


def test_unknown_tile_kind_in_the_stack_is_refused() -> None:
    data = role_selection()
    data["stack"][0] = 7
    refused(GAME, data, "'stack'")


def test_empty_streams_are_refused() -> None:
    data = role_selection()
    data["streams"] = {}
    refused(GAME, data, "'streams'")


def test_a_stream_under_another_name_is_refused() -> None:
    data = role_selection()
    data["streams"]["plantations"]["name"] = "setup"
    refused(GAME, data, "'name'")


@pytest.mark.parametrize("step", [s.name.lower() for s in Step if s not in (Step.ROLE,)])
def test_a_step_that_does_not_fit_the_turn_is_refused(step: str) -> None:
    data = role_selection()
    data["step"] = step
    refused(GAME, data)


def test_the_turn_of_the_wrong_seat_is_refused() -> None:
    data = role_selection()
    data["actor"] = (data["actor"] + 1) % 3
    refused(GAME, data, "picks the next role")


def test_unknown_and_missing_fields_are_refused() -> None:
    data = role_selection()
    data["actr"] = data.pop("actor")
    refused(GAME, data, "'actr'")
    data = role_selection()
    del data["seats"][0]["vp"]
    refused(GAME, data, "seat 0", "'vp'")


@pytest.mark.parametrize("text", [None, 3, b"role settler", ["pass"], {"pass": 1}])
def test_parse_action_refuses_what_is_not_text(text: object) -> None:
    with pytest.raises(BadNotation, match="written as text"):
        SPEC.parse_action(text)  # type: ignore[arg-type]


@pytest.mark.parametrize("text", ["role\tsettler", "role\nsettler", "pass\n", "\tpass"])
def test_parse_action_refuses_tabs_and_line_breaks(text: str) -> None:
    with pytest.raises(BadNotation, match="only spaces"):
        SPEC.parse_action(text)


def test_parse_action_ignores_extra_spaces() -> None:
    assert SPEC.parse_action("  role   settler ") == SPEC.parse_action("role settler")
