"""Clocks (issue 48, "Clocks"; docs/web.md, "Clocks"): a live clock's time runs only
while it is its seat's turn, gains its increment after each move, and when it runs out a
bot makes that move or takes the seat; each seat's time is stored with each move, so a
restart and a second server process know it."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest
from alembic import command
from fastapi.testclient import TestClient
from sqlalchemy import MetaData, create_engine, insert

from eurotable.server import clocks, create_app, migrations
from eurotable.server.limits import LIMITS_VARIABLE, Limits
from eurotable.server.store import database_url as database_url_of
from eurotable.server.table import token_hash

from .conftest import FULL_SPEED, act, bot, create, human, log_lines, notations, view, wait_until
from .postgres import Cluster
from .serving import serving
from .test_processes import serving as processes_serving

QUICK = Limits(shortest_clock_minutes=0.01, timer_check_seconds=0.05)
"""Clocks of under a second, checked twenty times a second (a minute at least otherwise)."""
DAY = 24 * 3600 * 1000


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
    listed = next(g for g in client.get("/api/games").json() if g["id"] == game_id)
    assert listed["clock"] == mine["clock"]
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


# Turn-based clocks, on a clock the test moves ------------------------------------------


class Moved:
    """A clock the test moves on by hand (``clocks.use``), starting now."""

    def __init__(self) -> None:
        self.at = datetime.now(UTC)

    def __call__(self) -> datetime:
        return self.at

    def on(self, **span: float) -> None:
        self.at += timedelta(**span)


@pytest.fixture
def moved() -> Iterator[Moved]:
    clock = Moved()
    clocks.use(clock)
    try:
        yield clock
    finally:
        clocks.use(None)


def two_humans(client: TestClient, **body: Any) -> tuple[str, dict[int, str]]:
    created = create(
        client, game="puerto-rico", players=2, seats=[human("Ann"), human("Bob")], seed=5, **body
    )
    return created["id"], {int(seat): token for seat, token in created["tokens"].items()}


def play_once(client: TestClient, game_id: str, tokens: dict[int, str]) -> int:
    """The seat to move makes its first legal move; which seat it was."""
    current = view(client, game_id)
    seat: int = current["to_move"]
    answer = act(client, game_id, tokens[seat], notations(view(client, game_id, tokens[seat]))[0])
    assert answer.status_code == 200, answer.text
    return seat


def left_ms(shown: dict[str, Any], moved: Moved) -> int:
    """The time a running clock of the view has left on the test's clock."""
    return int((datetime.fromisoformat(shown["deadline"]) - moved.at) / timedelta(milliseconds=1))


def near(ms: int, expected: int) -> bool:
    """Within a second (the game began a moment after the test's clock was set)."""
    return abs(ms - expected) < 1000


def test_a_turn_based_clock_takes_from_the_bank_then_runs_out(
    quick: TestClient, moved: Moved
) -> None:
    game_id, tokens = two_humans(
        quick, clock={"kind": "turn", "days": 1, "bank_days": 2}, on_timeout="bot_moves"
    )
    first = view(quick, game_id)
    assert first["clock"] == {"kind": "turn", "days": 1, "bank_days": 2, "on_timeout": "bot_moves"}
    seat = first["to_move"]
    shown = first["clocks"][seat]
    assert shown["running"] and shown["remaining_ms"] == 3 * DAY and shown["bank_ms"] == 2 * DAY
    moved.on(days=1, hours=12)  # half a day beyond the day of the move: from the bank
    assert near(left_ms(view(quick, game_id)["clocks"][seat], moved), DAY * 3 // 2)
    assert play_once(quick, game_id, tokens) == seat
    assert near(view(quick, game_id)["clocks"][seat]["bank_ms"], DAY * 3 // 2)
    while (after := view(quick, game_id))["to_move"] == seat:  # its further moves, at once
        play_once(quick, game_id, tokens)
    mine, other = after["clocks"][seat], after["to_move"]
    assert near(mine["remaining_ms"], DAY * 3 // 2) and mine["bank_ms"] == mine["remaining_ms"]
    assert mine["running"] is False and mine["deadline"] is None and mine["away"] == []
    assert after["clocks"][other]["remaining_ms"] == 3 * DAY
    moved.on(hours=23)  # within the day of the move: the bank is untouched
    play_once(quick, game_id, tokens)
    assert view(quick, game_id)["clocks"][other]["bank_ms"] == 2 * DAY
    while view(quick, game_id)["to_move"] != seat:
        play_once(quick, game_id, tokens)
    assert near(view(quick, game_id)["clocks"][seat]["remaining_ms"], DAY * 5 // 2)
    moved.on(days=2, hours=11)
    time.sleep(0.3)  # the watcher looks several times: an hour is left
    assert "time ran out" not in " ".join(log_lines(view(quick, game_id)))
    moved.on(hours=2)  # a day and a half of bank, a day of the move: all gone
    late = wait_until(quick, game_id, None, lambda v: "time ran out" in " ".join(log_lines(v)))
    assert late["clocks"][seat]["bank_ms"] == 0


def test_an_absence_pauses_a_turn_based_clock(quick: TestClient, moved: Moved) -> None:
    game_id, tokens = two_humans(quick, clock={"kind": "turn", "days": 1, "bank_days": 0})
    seat = view(quick, game_id)["to_move"]
    away = quick.post(
        f"/api/games/{game_id}/absence", json={"days": 3}, headers={"X-Seat-Token": tokens[seat]}
    )
    assert away.status_code == 200, away.text
    shown = away.json()["clocks"][seat]
    assert len(shown["away"]) == 1 and shown["running"]
    assert near(left_ms(shown, moved), 4 * DAY)  # the day of the move comes after the absence
    moved.on(days=3, hours=20)  # three days away, then 20 hours of the day of the move
    time.sleep(0.3)  # the watcher looks several times
    assert "time ran out" not in " ".join(log_lines(view(quick, game_id)))
    moved.on(hours=5)
    wait_until(quick, game_id, None, lambda v: "time ran out" in " ".join(log_lines(v)))


def test_absences_are_at_most_fourteen_days_in_thirty(client: TestClient, moved: Moved) -> None:
    game_id, tokens = two_humans(client, clock={"kind": "turn", "days": 7, "bank_days": 30})

    def away(days: int, seat: int = 0) -> Any:
        return client.post(
            f"/api/games/{game_id}/absence",
            json={"days": days},
            headers={"X-Seat-Token": tokens[seat]},
        )

    assert away(10).status_code == 200
    refused = away(5)
    assert refused.status_code == 409 and "at most 14 days" in refused.json()["detail"]
    assert away(4).status_code == 200
    assert away(1, seat=1).status_code == 200  # each player's own
    assert away(15, seat=1).status_code == 422
    moved.on(days=31)  # those absences are over and out of the last 30 days
    assert away(14).status_code == 200
    assert client.post(f"/api/games/{game_id}/absence", json={"days": 1}).status_code == 401


def test_an_absence_needs_a_turn_based_clock(client: TestClient) -> None:
    created = against_a_bot(client, clock={"kind": "live", "minutes": 5})
    answer = client.post(
        f"/api/games/{created['id']}/absence",
        json={"days": 1},
        headers={"X-Seat-Token": created["tokens"]["0"]},
    )
    assert answer.status_code == 409 and "turn-based" in answer.json()["detail"]


def test_bad_turn_based_clocks_are_refused(client: TestClient) -> None:
    for clock, reason in [
        ({"kind": "turn", "days": 4}, "1, 2, 3, 5, 7 days per move"),
        ({"kind": "turn"}, "1, 2, 3, 5, 7 days per move"),
        ({"kind": "turn", "days": 1, "bank_days": 31}, "from 0 to 30 days"),
    ]:
        answer = client.post(
            "/api/games", json={"game": "puerto-rico", "players": 2, "clock": clock}
        )
        assert answer.status_code == 422 and reason in answer.json()["detail"], answer.text


# Real server processes -----------------------------------------------------------------


QUICK_LIMITS = {"shortest_clock_minutes": 0.01, "timer_check_seconds": 0.05}
SLOW_LIMITS = {"shortest_clock_minutes": 0.01, "timer_check_seconds": 3600}


def served_game(url: str, body: dict[str, Any]) -> dict[str, Any]:
    answer = httpx.post(f"{url}/api/games", json={"pacing": FULL_SPEED, **body})
    assert answer.status_code == 201, answer.text
    game: dict[str, Any] = answer.json()
    return game


def served_view(url: str, game_id: str, token: str | None = None) -> dict[str, Any]:
    headers = {"X-Seat-Token": token} if token else {}
    answer = httpx.get(f"{url}/api/games/{game_id}", headers=headers)
    assert answer.status_code == 200, answer.text
    shown: dict[str, Any] = answer.json()
    return shown


def served_until(url: str, game_id: str, ready: Any, seconds: float = 30) -> dict[str, Any]:
    deadline = time.monotonic() + seconds
    while not ready(current := served_view(url, game_id)):
        assert time.monotonic() < deadline, current["log"][-3:]
        time.sleep(0.05)
    return current


def test_a_restarted_server_keeps_each_seats_clock(tmp_path: Path) -> None:
    body = {
        "game": "puerto-rico",
        "players": 2,
        "seats": [human("Ann"), bot("random")],
        "seed": 5,
        "clock": {"kind": "live", "minutes": 0.2, "increment": 0},
    }
    with serving(tmp_path, SLOW_LIMITS) as first:
        game = served_game(first.url, body)
        game_id, token = game["id"], game["tokens"]["0"]
        mine = served_until(first.url, game_id, lambda v: v["to_move"] == 0)
        time.sleep(1)
        action = served_view(first.url, game_id, token)["legal"][0]["action"]
        answer = httpx.post(
            f"{first.url}/api/games/{game_id}/actions",
            json={"action": action, "index": mine["index"]},
            headers={"X-Seat-Token": token},
        )
        assert answer.status_code == 200, answer.text
        played = served_until(
            first.url, game_id, lambda v: v["to_move"] == 0 and v["index"] > mine["index"]
        )
        kept = played["clocks"][0]["remaining_ms"]
        assert kept <= 12_000 - 1000, "the second Ann waited is taken off her clock"
    with serving(tmp_path, QUICK_LIMITS) as second:
        again = served_view(second.url, game_id)
        assert again["clocks"][0]["remaining_ms"] == kept
        late = served_until(second.url, game_id, lambda v: "time ran out" in " ".join(log_lines(v)))
        assert late["clocks"][0]["remaining_ms"] == 0


def test_two_processes_on_postgresql_act_once_on_an_expiry(
    postgres: Cluster, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    database = postgres.new_database()
    monkeypatch.setenv(LIMITS_VARIABLE, json.dumps(QUICK_LIMITS))
    with (
        processes_serving(database, tmp_path / "a.log") as (a, _),
        processes_serving(database, tmp_path / "b.log") as (b, _),
    ):
        game = served_game(
            a,
            {
                "game": "puerto-rico",
                "players": 2,
                "seats": [human("Ann"), human("Bob")],
                "seed": 5,
                "clock": {"kind": "live", "minutes": 0.02},
                "on_timeout": "bot_takes_seat",
            },
        )
        game_id = game["id"]
        served_view(b, game_id)  # both processes hold the game in memory
        for url in (a, b):
            served_until(url, game_id, lambda v: all(s["resigned"] for s in v["seats"]))
        headers = {"X-Host-Token": game["host_token"]}
        httpx.post(f"{a}/api/games/{game_id}/abandon", headers=headers)
        record = httpx.get(f"{a}/api/games/{game_id}/record").json()["actions"]
    assert record.count("resign 0 greedy") == 1 and record.count("resign 1 greedy") == 1


# An older database -----------------------------------------------------------------------


def test_a_database_of_revision_0004_with_a_turn_timer_game_upgrades(database_url: str) -> None:
    engine = create_engine(database_url_of(database_url))
    settings = migrations.config()
    with engine.begin() as connection:
        settings.attributes["connection"] = connection
        command.upgrade(settings, "0004")
    tables = MetaData()
    tables.reflect(engine)
    now = datetime.now(UTC)
    with engine.begin() as connection:
        connection.execute(
            insert(tables.tables["games"]),
            {
                "id": "timed",
                "game": "puerto-rico",
                "options": {},
                "seed": 5,
                "format": 1,
                "engine_version": "0.1.0",
                "status": "running",
                "created_at": now,
                "started_at": now,
                "seed_chosen": False,
                "turn_seconds": 3600,
                "turn_bot": "greedy",
                "bot_pace_ms": 0,
                "grace_seconds": 0,
            },
        )
        for seat, name in enumerate(["Ann", "Bob"]):
            connection.execute(
                insert(tables.tables["seats"]),
                {
                    "game_id": "timed",
                    "seat": seat,
                    "kind": "human",
                    "name": name,
                    "token_hash": token_hash(f"timed-{seat}"),
                },
            )
    engine.dispose()
    with TestClient(create_app(database_url)) as client:
        service = client.app.state.service  # type: ignore[attr-defined]
        assert migrations.revision(service.store.engine) == migrations.HEAD == "0008"
        shown = view(client, "timed")
        assert shown["turn_timer"]["seconds"] == 3600 and shown["turn_timer"]["bot"] == "greedy"
        assert shown["clock"] == {"kind": "none"} and shown["clocks"] is None
        deadline = datetime.fromisoformat(shown["deadline"])
        assert timedelta(minutes=59) < deadline - now <= timedelta(hours=1)
        seat = shown["to_move"]
        answer = act(
            client, "timed", f"timed-{seat}", notations(view(client, "timed", f"timed-{seat}"))[0]
        )
        assert answer.status_code == 200, answer.text
