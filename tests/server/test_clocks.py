"""Clocks (issue 48, "Clocks"; docs/web.md, "Clocks"): a live clock's time runs only
while it is its seat's turn, gains its increment after each move, and when it runs out a
bot makes that move or takes the seat; each seat's time is stored with each move, so a
restart and a second server process know it."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from eurotable.server import create_app
from eurotable.server.limits import Limits

from .conftest import act, bot, create, human, log_lines, notations, view, wait_until

QUICK = Limits(shortest_clock_minutes=0.01, timer_check_seconds=0.05)
"""Clocks of under a second, checked twenty times a second (a minute at least otherwise)."""


@pytest.fixture
def quick(database_url: str) -> Iterator[TestClient]:
    with TestClient(create_app(database_url, limits=QUICK)) as client:
        yield client


def against_a_bot(client: TestClient, **clock: Any) -> dict[str, Any]:
    return create(
        client,
        game="puerto-rico",
        players=2,
        seats=[human("Ann"), bot("random")],
        seed=5,
        **clock,
    )


def record_of(client: TestClient, created: dict[str, Any]) -> list[str]:
    """The record's entries, once the host abandoned the game (so it may be read)."""
    headers = {"X-Host-Token": created["host_token"]}
    assert client.post(f"/api/games/{created['id']}/abandon", headers=headers).is_success
    actions: list[str] = client.get(f"/api/games/{created['id']}/record").json()["actions"]
    return actions


def test_a_live_clock_is_shown_for_each_seat_and_runs_for_the_seat_to_move(
    client: TestClient,
) -> None:
    created = against_a_bot(client, clock={"kind": "live", "minutes": 5, "increment": 2})
    game_id, token = created["id"], created["tokens"]["0"]
    mine = wait_until(client, game_id, token, lambda v: v["to_move"] == 0)
    assert mine["clock"] == {
        "kind": "live",
        "minutes": 5,
        "increment": 2,
        "on_timeout": "bot_moves",
    }
    ann, other = mine["clocks"]
    assert ann["running"] is True and other["running"] is False
    assert 290_000 < ann["remaining_ms"] <= 300_000 and other["remaining_ms"] == 300_000


def test_the_increment_is_added_after_each_move(client: TestClient) -> None:
    created = against_a_bot(client, clock={"kind": "live", "minutes": 5, "increment": 30})
    game_id, token = created["id"], created["tokens"]["0"]
    mine = wait_until(client, game_id, token, lambda v: v["to_move"] == 0)
    assert act(client, game_id, token, notations(mine)[0]).status_code == 200
    after = view(client, game_id, token)
    ann = after["clocks"][0]
    if not ann["running"]:  # still less than the 5 minutes and 30 seconds, yet above 5 minutes
        assert 300_000 < ann["remaining_ms"] <= 330_000


def test_a_live_clock_that_runs_out_lets_a_bot_make_that_move(quick: TestClient) -> None:
    created = against_a_bot(quick, clock={"kind": "live", "minutes": 0.01, "increment": 0})
    game_id, token = created["id"], created["tokens"]["0"]
    late = wait_until(
        quick, game_id, token, lambda v: any("time ran out" in line for line in log_lines(v))
    )
    assert "Ann's time ran out: Greedy bot makes this move" in log_lines(late)
    assert late["clocks"][0]["remaining_ms"] == 0
    assert "timeout 0 greedy" in record_of(quick, created)


def test_a_live_clock_that_runs_out_hands_the_seat_to_a_bot(quick: TestClient) -> None:
    created = against_a_bot(
        quick,
        clock={"kind": "live", "minutes": 0.01, "increment": 0},
        on_timeout="bot_takes_seat",
    )
    game_id, token = created["id"], created["tokens"]["0"]
    taken = wait_until(quick, game_id, token, lambda v: v["seats"][0]["resigned"])
    assert taken["seats"][0]["bot"] == "greedy"
    entries = record_of(quick, created)
    assert "resign 0 greedy" in entries and "timeout 0 greedy" not in entries


def test_bad_clocks_are_refused(client: TestClient) -> None:
    for clock, extra, reason in [
        ({"kind": "live", "minutes": 0.5}, {}, "from 1.0 to 180 minutes"),
        ({"kind": "live", "minutes": 181}, {}, "from 1.0 to 180 minutes"),
        ({"kind": "live"}, {}, "from 1.0 to 180 minutes"),
        ({"kind": "live", "minutes": 5, "increment": 61}, {}, "from 0 to 60 seconds"),
        ({"kind": "live", "minutes": 5, "increment": -1}, {}, "from 0 to 60 seconds"),
        ({"kind": "live", "minutes": 5}, {"turn_timer": {"seconds": 60}}, "not both"),
    ]:
        body = {"game": "puerto-rico", "players": 2, "clock": clock, **extra}
        answer = client.post("/api/games", json=body)
        assert answer.status_code == 422 and reason in answer.json()["detail"], answer.text
    body = {"game": "puerto-rico", "players": 2, "on_timeout": "nothing"}
    assert client.post("/api/games", json=body).status_code == 422
    assert client.get("/api/games").json() == []


def test_a_game_without_a_clock_shows_none(client: TestClient) -> None:
    created = against_a_bot(client)
    shown = view(client, created["id"])
    assert shown["clock"] == {"kind": "none"} and shown["clocks"] is None


def test_a_clock_runs_on_across_a_restart(database_url: str) -> None:
    slow = Limits(shortest_clock_minutes=0.01, timer_check_seconds=3600)
    with TestClient(create_app(database_url, limits=slow)) as first:
        created = against_a_bot(first, clock={"kind": "live", "minutes": 0.02})
        game_id = created["id"]
        wait_until(first, game_id, None, lambda v: v["to_move"] == 0)
    with TestClient(create_app(database_url, limits=QUICK)) as second:
        service = second.app.state.service  # type: ignore[attr-defined]
        service._tables.clear()  # the game is in the database only
        late = wait_until(second, game_id, None, lambda v: "time ran out" in " ".join(log_lines(v)))
        assert late["clocks"][0]["remaining_ms"] == 0
