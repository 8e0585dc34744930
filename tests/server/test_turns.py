"""Seats that go quiet, on SQLite and PostgreSQL: turn timers hand a late seat's turn to
a bot, a player resigns (a bot takes the seat), the host abandons the game; each is an
entry of the game's log, shown to everyone, kept across a restart and in the record.
And the seed ruling: a seed the host chose is shown to everyone from the start."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from eurotable.core.record import Record, replay
from eurotable.server import create_app
from eurotable.server.limits import Limits

from .conftest import act, bot, create, human, log_lines, notations, view, wait_until

QUICK = Limits(shortest_turn=1, timer_check_seconds=0.05)
"""Turn timers of a second, checked twenty times a second (a minute at least otherwise)."""


@pytest.fixture
def quick(database_url: str) -> Iterator[TestClient]:
    with TestClient(create_app(database_url, limits=QUICK)) as client:
        yield client


def post(client: TestClient, game_id: str, what: str, **headers: str) -> Any:
    return client.post(f"/api/games/{game_id}/{what}", headers=headers)


def two_humans(client: TestClient, **body: Any) -> dict[str, Any]:
    return create(client, game="puerto-rico", players=2, seats=[human("Ann"), human("Bob")], **body)


def lobby_entry(client: TestClient, game_id: str) -> dict[str, Any]:
    entry: dict[str, Any] = next(g for g in client.get("/api/games").json() if g["id"] == game_id)
    return entry


# The seed ruling ---------------------------------------------------------------------------


def test_a_seed_the_host_chose_is_shown_to_everyone_from_the_start(client: TestClient) -> None:
    game_id = two_humans(client, seed=1234)["id"]
    for entry in (lobby_entry(client, game_id), view(client, game_id)):
        assert entry["seed_chosen"] is True and entry["seed"] == 1234


def test_a_drawn_seed_stays_secret_until_the_end(client: TestClient) -> None:
    created = two_humans(client)
    game_id = created["id"]
    for entry in (lobby_entry(client, game_id), view(client, game_id, created["tokens"]["0"])):
        assert entry["seed_chosen"] is False and entry["seed"] is None
    assert post(client, game_id, "abandon", **{"X-Host-Token": created["host_token"]}).is_success
    ended = view(client, game_id)
    assert ended["seed_chosen"] is False and isinstance(ended["seed"], int)
    assert isinstance(lobby_entry(client, game_id)["seed"], int)


# Turn timers -------------------------------------------------------------------------------


def test_a_turn_whose_time_ran_out_is_played_by_the_timer_bot(quick: TestClient) -> None:
    created = create(
        quick,
        game="puerto-rico",
        players=2,
        seats=[human("Ann"), bot("random")],
        seed=5,
        turn_timer={"seconds": 1, "bot": "greedy"},
    )
    game_id, token = created["id"], created["tokens"]["0"]
    first = view(quick, game_id, token)
    assert first["turn_timer"] == {"seconds": 1, "bot": "greedy", "bot_label": "Greedy bot"}
    late = wait_until(
        quick, game_id, token, lambda v: any("time ran out" in line for line in log_lines(v))
    )
    line = next(text for text in log_lines(late) if "time ran out" in text)
    assert line == "Ann's time ran out: Greedy bot makes this move"
    # Ann's turns come back to her: each has its deadline, a second after it began.
    mine = wait_until(quick, game_id, token, lambda v: v["to_move"] == 0 and v["deadline"])
    assert mine["deadline"] is not None
    assert post(quick, game_id, "abandon", **{"X-Host-Token": created["host_token"]}).is_success
    record = quick.get(f"/api/games/{game_id}/record").json()
    entries = record["actions"]
    at = entries.index("timeout 0 greedy")
    assert entries[at + 1] not in ("undo", "abandon") and entries[-1] == "abandon"
    replay(Record.from_json(record))  # every entry replays


def test_a_timer_runs_on_across_a_restart_for_a_game_not_in_memory(database_url: str) -> None:
    slow = Limits(shortest_turn=1, timer_check_seconds=3600)
    with TestClient(create_app(database_url, limits=slow)) as first:
        created = two_humans(first, seed=5, turn_timer={"seconds": 1, "bot": "random"})
        game_id = created["id"]
        assert view(first, game_id)["deadline"] is not None
    with TestClient(create_app(database_url, limits=QUICK)) as second:
        service = second.app.state.service  # type: ignore[attr-defined]
        service._tables.clear()  # the game is in the database only
        timed_out = wait_until(
            second, game_id, None, lambda v: "time ran out" in " ".join(log_lines(v))
        )
        assert any("time ran out: Random bot" in line for line in log_lines(timed_out))


def test_bad_turn_timers_are_refused(client: TestClient) -> None:
    for timer, reason in [
        ({"seconds": 59}, "from 60 to 604800 seconds"),
        ({"seconds": 7 * 24 * 3600 + 1}, "from 60 to 604800 seconds"),
        ({"seconds": 60, "bot": "ismcts:90000ms"}, "must be one of"),
        ({"seconds": 60, "bot": "nobody"}, "must be one of"),
    ]:
        body = {"game": "puerto-rico", "players": 2, "turn_timer": timer}
        answer = client.post("/api/games", json=body)
        assert answer.status_code == 422 and reason in answer.json()["detail"], answer.text
    assert client.get("/api/games").json() == []


def test_a_game_without_a_timer_has_no_deadline(client: TestClient) -> None:
    created = two_humans(client)
    assert view(client, created["id"])["turn_timer"] is None
    assert view(client, created["id"])["deadline"] is None


# Resigning ---------------------------------------------------------------------------------


def test_a_player_resigns_and_a_bot_plays_the_seat_to_the_end(client: TestClient) -> None:
    created = two_humans(client, seed=8)
    game_id, ann, bob = created["id"], created["tokens"]["0"], created["tokens"]["1"]
    answer = post(client, game_id, "resign", **{"X-Seat-Token": ann})
    assert answer.status_code == 200, answer.text
    after = answer.json()
    assert log_lines(after)[-1] == "Ann resigns: Greedy bot plays the seat from now on"
    assert after["seats"][0]["bot"] == "greedy" and after["seats"][0]["name"] == "Ann"
    assert after["seats"][0]["resigned"] is True and after["seats"][1]["resigned"] is False
    assert after["legal"] == [], "a resigned seat is offered nothing, even on its turn"
    assert lobby_entry(client, game_id)["seats"][0]["bot"] == "greedy"
    again = post(client, game_id, "resign", **{"X-Seat-Token": ann})
    assert again.status_code == 409 and "already resigned" in again.json()["detail"]
    while (current := view(client, game_id, bob))["status"] == "running":
        if current["to_move"] == 0:
            refused = act(client, game_id, ann, "role prospector", current["index"])
            if refused.status_code == 409 and "resigned" in refused.json()["detail"]:
                current = wait_until(client, game_id, bob, lambda v: v["to_move"] != 0)
            continue
        assert act(client, game_id, bob, notations(current)[-1]).status_code in (200, 409)
    record = client.get(f"/api/games/{game_id}/record").json()
    assert "resign 0 greedy" in record["actions"]
    assert replay(Record.from_json(record)).is_over


def test_resigning_is_refused_when_not_allowed_and_changes_nothing(client: TestClient) -> None:
    created = two_humans(client)
    game_id, host = created["id"], created["host_token"]
    other = two_humans(client)
    before = view(client, game_id)
    assert post(client, game_id, "resign").status_code == 401
    assert (
        post(client, game_id, "resign", **{"X-Seat-Token": other["tokens"]["0"]}).status_code == 403
    )
    assert view(client, game_id) == before
    open_game = create(client, game="puerto-rico", players=2, seats=[human("Ann"), human()])
    early = post(client, open_game["id"], "resign", **{"X-Seat-Token": open_game["tokens"]["0"]})
    assert early.status_code == 409 and "not started" in early.json()["detail"]
    assert post(client, game_id, "abandon", **{"X-Host-Token": host}).is_success
    late = post(client, game_id, "resign", **{"X-Seat-Token": created["tokens"]["0"]})
    assert late.status_code == 409 and "abandoned" in late.json()["detail"]


# Abandoning --------------------------------------------------------------------------------


def test_the_host_abandons_a_game(client: TestClient) -> None:
    created = two_humans(client, seed=8)
    game_id, host, ann = created["id"], created["host_token"], created["tokens"]["0"]
    seat = str(view(client, game_id)["to_move"])
    act(client, game_id, created["tokens"][seat], "role prospector")
    answer = post(client, game_id, "abandon", **{"X-Host-Token": host})
    assert answer.status_code == 200, answer.text
    ended = answer.json()
    assert ended["status"] == "abandoned" and ended["legal"] == [] and ended["result"] is None
    assert log_lines(ended)[-1] == "The host abandoned the game: it ends without a result"
    assert lobby_entry(client, game_id)["status"] == "abandoned"
    moved = act(client, game_id, created["tokens"][str(ended["to_move"])], "role mayor")
    assert moved.status_code == 409 and "abandoned" in moved.json()["detail"]
    twice = post(client, game_id, "abandon", **{"X-Host-Token": host})
    assert twice.status_code == 409 and "already abandoned" in twice.json()["detail"]
    record = client.get(f"/api/games/{game_id}/record").json()
    assert record["actions"] == ["role prospector", "abandon"]
    state = replay(Record.from_json(record))
    assert not state.is_over
    assert view(client, game_id, ann)["index"] == 2


def test_abandoning_is_refused_when_not_allowed_and_changes_nothing(client: TestClient) -> None:
    created = two_humans(client)
    game_id = created["id"]
    before = view(client, game_id)
    assert post(client, game_id, "abandon").status_code == 401
    seat_token = post(client, game_id, "abandon", **{"X-Host-Token": created["tokens"]["0"]})
    assert seat_token.status_code == 403 and "host" in seat_token.json()["detail"]
    other_host = two_humans(client)["host_token"]
    assert post(client, game_id, "abandon", **{"X-Host-Token": other_host}).status_code == 403
    assert view(client, game_id) == before
    assert post(client, "nosuchgame", "abandon", **{"X-Host-Token": other_host}).status_code == 404


def test_a_finished_game_cannot_be_abandoned(client: TestClient) -> None:
    created = create(client, game="puerto-rico", players=2, seats=[bot("random")] * 2)
    game_id = created["id"]
    wait_until(client, game_id, None, lambda v: v["status"] == "finished", seconds=60)
    over = post(client, game_id, "abandon", **{"X-Host-Token": created["host_token"]})
    assert over.status_code == 409 and "over" in over.json()["detail"]


def test_entries_survive_a_restart(database_url: str) -> None:
    with TestClient(create_app(database_url)) as first:
        created = create(
            first, game="puerto-rico", players=3, seats=[human("Ann"), human("Bob"), human("Cy")]
        )
        game_id = created["id"]
        assert post(first, game_id, "resign", **{"X-Seat-Token": created["tokens"]["1"]}).is_success
        before = view(first, game_id)
    with TestClient(create_app(database_url)) as second:
        again = view(second, game_id)
        assert again["seats"][1]["bot"] == "greedy"
        assert log_lines(again)[: len(before["log"])] == log_lines(before)
        refused = act(second, game_id, created["tokens"]["1"], "role mayor")
        assert refused.status_code in (409, 422)
