"""Positions that cannot exist are refused with ``BadPosition`` naming the field, and
action texts that are not notation with ``BadNotation`` (issue 18; docs/positions.md).

Each test reproduces one probe that used to be accepted, or to crash."""

from __future__ import annotations

import pytest

from eurotable import games
from eurotable.core.errors import BadNotation
from position_probes import position, refused

SPEC = games.get("shipyard")
GAME = "shipyard"


def choosing(players: int = 3, **options: object) -> dict:
    return position(GAME, players, 30, options, lambda d: d["step"] == "choose")


def with_canals() -> dict:
    """A 1st-edition position where seat 0 has canals and its ship token on them."""
    return position(
        GAME, 3, 0, {"edition": "first"}, lambda d: len(d["seats"][0]["canal_ids"]) >= 2
    )


def test_employee_id_74_is_refused() -> None:
    data = choosing()
    data["seats"][0]["employees"].append(74)
    refused(GAME, data, "seat 0", "'employees'")


def test_fleet_tile_past_the_last_tile_is_refused() -> None:
    data = choosing()
    data["seats"][0]["fleet"] = [[[0, 40, 999], [1, 0, 0, 0, 0, 0, 0, 0]]]
    refused(GAME, data, "seat 0", "'fleet'")


def test_a_ship_that_is_no_bow_middles_and_stern_is_refused() -> None:
    data = choosing()
    data["seats"][0]["fleet"] = [[[0, 1, 2], [1, 0, 0, 0, 0, 0, 0, 0]]]  # three bows
    refused(GAME, data, "seat 0", "'fleet'")


def test_ship_token_on_space_40_is_refused() -> None:
    data = with_canals()
    board = data["seats"][0]
    assert board["token_canal"] >= 0
    board["token_space"] = 40
    refused(GAME, data, "seat 0", "'token_space'")


def test_crew_marker_at_17_is_refused() -> None:
    data = choosing()
    data["crew_pos"] = 17
    refused(GAME, data, "'crew_pos'")


def test_trade_step_with_no_goods_tile_is_refused() -> None:
    data = position(GAME, 3, 10, None, lambda d: d["step"] == "crew" and d["stage"] == "main")
    data.update(step="trade_good", main=6, doing=6)
    assert data["stage"] == "main" and data["trade_tile"] == -1
    refused(GAME, data, "'trade_tile'")


def test_owner_9_is_refused() -> None:
    data = choosing()
    data["owner"] = 9
    refused(GAME, data, "'owner'")


def test_negative_stock_or_guilders_are_refused() -> None:
    data = choosing()
    data["seats"][0]["stock"][0] = -1
    refused(GAME, data, "seat 0", "'stock'")
    data = choosing()
    data["seats"][0]["guilders"] = -3
    refused(GAME, data, "seat 0", "'guilders'")


def test_negative_supplies_are_refused_unless_the_pieces_are_accounted_for() -> None:
    """The rules make crew, equipment and guilders unlimited (substitutes stand in), so a
    supply below zero is a real position when the pieces beyond the box are in play; a
    negative supply that loses pieces is refused."""
    data = choosing()
    data["supply"][0] = -2
    refused(GAME, data, "not accounted for")
    data = choosing()
    taken = data["supply"][0] + 2
    data["supply"][0] = -2
    data["seats"][0]["stock"][0] += taken
    assert SPEC.from_json(data).to_json() == data


def test_canal_rotation_9_is_refused() -> None:
    data = with_canals()
    data["seats"][0]["canal_rot"][0] = 9
    refused(GAME, data, "seat 0", "'canal_rot'")


def test_exchange_position_12_is_refused() -> None:
    data = choosing()
    data["exchange_pos"] = 12
    refused(GAME, data, "'exchange_pos'")


def test_turns_that_do_not_fit_the_action_row_are_refused() -> None:
    data = choosing()
    data["turns"][data["owner"]] += 1
    refused(GAME, data, "'turns'")
    data = choosing()
    data["row_cubes"] = [0] * len(data["row_cubes"])
    data["row_owner"] = [-1] * len(data["row_owner"])
    refused(GAME, data, "cubes on the action row")


@pytest.mark.parametrize("text", [None, 7, b"pass", ["pass"]])
def test_parse_action_refuses_what_is_not_text(text: object) -> None:
    with pytest.raises(BadNotation, match="written as text"):
        SPEC.parse_action(text)  # type: ignore[arg-type]


@pytest.mark.parametrize("text", ["action\tbuild", "action build\r\n", "\u00a0pass"])
def test_parse_action_refuses_tabs_and_line_breaks(text: str) -> None:
    with pytest.raises(BadNotation, match="only spaces"):
        SPEC.parse_action(text)
