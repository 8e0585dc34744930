"""Finished games: their record and a step-by-step public replay."""

from __future__ import annotations

from fastapi.testclient import TestClient

from eurotable.core.record import Record, replay

from .conftest import bot, create, human, log_lines, notations, view, wait_until


def finished_game(client: TestClient) -> str:
    """A solo Shipyard game played by a random bot to its end."""
    created = create(client, game="shipyard", players=1, seats=[bot("random")], seed=9)
    wait_until(client, created["id"], None, lambda v: v["status"] == "finished")
    return str(created["id"])


def test_a_finished_game_gives_its_record_which_replays(client: TestClient) -> None:
    game_id = finished_game(client)
    final = view(client, game_id)
    assert final["result"]["scores"] and final["seed"] == 9 and notations(final) == []
    record = Record.from_json(client.get(f"/api/games/{game_id}/record").json())
    assert record.seed == 9 and len(record.actions) == final["index"]
    assert [seat.kind for seat in record.seats] == ["bot:random"]
    assert list(replay(record).result().scores) == final["result"]["scores"]
    lobby = client.get("/api/games").json()
    assert [(g["status"], g["seed"]) for g in lobby] == [("finished", 9)]


def test_a_finished_game_is_replayed_step_by_step(client: TestClient) -> None:
    game_id = finished_game(client)
    total = view(client, game_id)["index"]
    start = client.get(f"/api/games/{game_id}/replay", params={"step": 0}).json()
    assert start["step"] == 0 and start["total"] == total and start["action"] is None
    assert start["result"] is None
    one = client.get(f"/api/games/{game_id}/replay", params={"step": 1}).json()
    assert one["action"] and len(log_lines(one)) >= len(log_lines(start))
    assert start["said"] == [] and one["said"], "step 1 says what its action did"
    assert log_lines(one)[len(log_lines(one)) - len(one["said"]) :] == one["said"]
    two = client.get(f"/api/games/{game_id}/replay", params={"step": 2}).json()
    assert log_lines(two)[len(log_lines(one)) :] == two["said"], "only the step's own lines"
    end = client.get(f"/api/games/{game_id}/replay", params={"step": total}).json()
    assert end["result"] == view(client, game_id)["result"]
    beyond = client.get(f"/api/games/{game_id}/replay", params={"step": total + 1})
    assert beyond.status_code == 422 and str(total) in beyond.json()["detail"]


def test_an_unfinished_game_keeps_its_record_and_replay_secret(client: TestClient) -> None:
    """The record holds the seed, from which every hidden card could be worked out."""
    created = create(client, game="puerto-rico", players=2, seats=[human("A"), human("B")])
    game_id = created["id"]
    assert view(client, game_id)["seed"] is None
    for path in ("record", "replay"):
        response = client.get(f"/api/games/{game_id}/{path}")
        assert response.status_code == 409 and response.json()["detail"]
