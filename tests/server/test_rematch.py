"""Rematch (``POST /api/games/ID/rematch``): a finished game played again with the same
seats, options, pacing and timer and a new seed; one per game, stored with it."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from eurotable.server import create_app

from .conftest import bot, create, human, view, wait_until

OPTIONS = {"edition": "second", "contracts": "advanced", "employees": "starters"}
TIMER = {"seconds": 3600, "bot": "random"}
PACING = {"bot_ms": 0, "grace": "confirm"}


def finished(client: TestClient, seats: list[dict[str, Any]]) -> tuple[str, dict[str, str]]:
    """A Shipyard game with these seats (the named ones taken by their players),
    ended by its players resigning: the timer's random bot plays their seats to the end.
    Its id and the tokens of the named seats."""
    created = create(
        client,
        game="shipyard",
        players=len(seats),
        seats=seats,
        options=OPTIONS,
        turn_timer=TIMER,
        pacing=PACING,
    )
    game_id, tokens = created["id"], created["tokens"]
    for token in tokens.values():
        response = client.post(f"/api/games/{game_id}/resign", headers={"X-Seat-Token": token})
        assert response.status_code == 200, response.text
    wait_until(client, game_id, None, lambda v: v["status"] == "finished", seconds=90)
    return game_id, tokens


def rematch(client: TestClient, game_id: str, tokens: list[str], **headers: str) -> Any:
    return client.post(f"/api/games/{game_id}/rematch", json={"tokens": tokens}, headers=headers)


def test_rematch_creates_a_game_with_the_same_seats(client: TestClient) -> None:
    game_id, tokens = finished(client, [human("Ann"), bot("random"), human("Bob")])
    old = view(client, game_id)
    assert old["rematch"] is None
    answer = rematch(client, game_id, [tokens["0"]])
    assert answer.status_code == 201, answer.text
    made = answer.json()
    assert set(made) == {"id", "tokens", "host_token"} and set(made["tokens"]) == {"0"}
    again = view(client, made["id"], made["tokens"]["0"])
    assert again["viewer"] == 0 and again["status"] == "open"
    assert [(s["name"], s["bot"], s["free"]) for s in again["seats"]] == [
        ("Ann", None, False),
        (again["seats"][1]["name"], "random", False),
        (again["seats"][2]["name"], None, True),
    ], "Ann sits again, the bot is the same bot, Bob's seat is free for him"
    assert again["options"] == old["options"] and again["options"]["contracts"] == "advanced"
    assert again["turn_timer"] == {**TIMER, "bot_label": "Random bot"}
    assert again["pacing"] == PACING
    assert again["seed_chosen"] is False and again["rematch"] is None
    assert view(client, game_id)["rematch"] == made["id"]
    lobby = {entry["id"]: entry for entry in client.get("/api/games").json()}
    assert lobby[game_id]["rematch"] == made["id"]

    # Bob joins the rematch; it is played with a new seed.
    joined = client.post(f"/api/games/{made['id']}/seats/2", json={"name": "Bob"})
    assert joined.status_code == 200 and view(client, made["id"])["status"] == "running"
    second = rematch(client, game_id, [tokens["2"]])
    assert second.status_code == 409
    assert second.json()["rematch"] == made["id"] and made["id"] in second.json()["detail"]


def test_a_browser_holding_several_seats_takes_them_all(sqlite_client: TestClient) -> None:
    """At one screen (hot seat) the browser holds every seat: the rematch is theirs too."""
    game_id, tokens = finished(sqlite_client, [human("Ann"), human("Bob")])
    made = rematch(sqlite_client, game_id, list(tokens.values())).json()
    assert set(made["tokens"]) == {"0", "1"}
    again = view(sqlite_client, made["id"], made["tokens"]["1"])
    assert again["status"] == "running" and again["held"] == [1]
    assert [s["name"] for s in again["seats"]] == ["Ann", "Bob"]


def test_the_host_asks_for_a_rematch_with_every_human_seat_free(
    sqlite_client: TestClient,
) -> None:
    created = create(
        sqlite_client, game="shipyard", players=1, seats=[human("Cy")], turn_timer=TIMER
    )
    game_id, token = created["id"], created["tokens"]["0"]
    sqlite_client.post(f"/api/games/{game_id}/resign", headers={"X-Seat-Token": token})
    wait_until(sqlite_client, game_id, None, lambda v: v["status"] == "finished")
    stranger = rematch(sqlite_client, game_id, [], **{"X-Host-Token": "not the host's"})
    assert stranger.status_code == 403
    answer = rematch(sqlite_client, game_id, [], **{"X-Host-Token": created["host_token"]})
    assert answer.status_code == 201 and answer.json()["tokens"] == {}
    freed = view(sqlite_client, answer.json()["id"])
    assert [(s["free"], s["bot"]) for s in freed["seats"]] == [(True, None)]


def test_a_rematch_is_refused_without_a_seat_before_the_end_and_after_an_abandon(
    sqlite_client: TestClient,
) -> None:
    created = create(sqlite_client, game="puerto-rico", players=2, seats=[human("A"), human("B")])
    game_id, token = created["id"], created["tokens"]["0"]
    nobody = sqlite_client.post(f"/api/games/{game_id}/rematch")
    assert nobody.status_code == 401 and nobody.json()["detail"]
    other = create(sqlite_client, game="puerto-rico", players=2, seats=[human("C"), human("D")])
    foreign = rematch(sqlite_client, game_id, [other["tokens"]["0"]])
    assert foreign.status_code == 403
    running = rematch(sqlite_client, game_id, [token])
    assert running.status_code == 409 and "finished" in running.json()["detail"]
    host = {"X-Host-Token": created["host_token"]}
    assert sqlite_client.post(f"/api/games/{game_id}/abandon", headers=host).status_code == 200
    assert rematch(sqlite_client, game_id, [token]).status_code == 409
    assert view(sqlite_client, game_id)["rematch"] is None


def test_the_rematch_is_stored_with_the_game(database_url: str) -> None:
    with TestClient(create_app(database_url)) as client:
        game_id, tokens = finished(client, [human("Ann"), human("Bob")])
        made = rematch(client, game_id, [tokens["1"]]).json()
    with TestClient(create_app(database_url)) as client:
        assert view(client, game_id)["rematch"] == made["id"], "after a restart"
        lobby = {entry["id"]: entry for entry in client.get("/api/games").json()}
        assert lobby[game_id]["rematch"] == made["id"], "read from the database"
        again = rematch(client, game_id, [tokens["0"]])
        assert again.status_code == 409 and again.json()["rematch"] == made["id"]
        seats = view(client, made["id"], made["tokens"]["1"])["seats"]
        assert [(s["name"], s["free"]) for s in seats] == [("Seat 1", True), ("Bob", False)]
