"""The host gives a seat a new token (issue 51): the old one stops working at once, over
HTTP and on the websockets holding it, everyone's log says so without the token, it
survives a restart and reaches the other processes of a PostgreSQL cluster; refused
cleanly otherwise."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from eurotable.server import create_app

from .conftest import act, bot, create, human, log_lines, notations, view
from .test_socket import next_view

PR = "puerto-rico"
LINE = "The host gave Bob's seat a new link: the old one no longer works"


def revoke(client: TestClient, game_id: str, seat: int | str, host_token: str | None) -> Any:
    headers = {"X-Host-Token": host_token} if host_token else {}
    return client.post(f"/api/games/{game_id}/seats/{seat}/revoke", headers=headers)


def two_humans_and_a_bot(client: TestClient) -> dict[str, Any]:
    seats = [human("Ann"), human("Bob"), bot("random")]
    return create(client, game=PR, players=3, seats=seats, seed=4)


def test_a_revoked_token_stops_working_at_once_and_the_new_one_plays(
    client: TestClient,
) -> None:
    created = two_humans_and_a_bot(client)
    game_id, old = created["id"], created["tokens"]["1"]
    path = f"/api/games/{game_id}/socket"
    with client.websocket_connect(path) as bob, client.websocket_connect(path) as public:
        bob.send_json({"tokens": [old]})
        public.send_json({"tokens": []})
        assert next_view(bob)["held"] == [1]
        next_view(public)

        answer = revoke(client, game_id, 1, created["host_token"])

        assert answer.status_code == 200, answer.text
        new = answer.json()["token"]
        assert answer.json()["seat"] == 1 and new != old and len(new) == len(old)
        lost = next_view(bob, lambda v: v["held"] == [])
        assert lost["viewer"] is None and notations(lost) == []
        assert log_lines(lost)[-1] == LINE
        seen_in_public = next_view(public, lambda v: LINE in log_lines(v))
        assert log_lines(seen_in_public)[-1] == LINE
        for token in (old, new):
            assert token not in str(lost) and token not in str(seen_in_public)
        bob.send_json({"type": "act", "action": "x", "index": 0})
        refused = bob.receive_json()
        assert refused["type"] == "error" and refused["status"] == 401
    mine = client.get(f"/api/games/{game_id}", headers={"X-Seat-Token": old})
    assert mine.status_code == 403, mine.text
    index = view(client, game_id)["index"]
    assert act(client, game_id, old, "x", index).status_code == 403
    seen = view(client, game_id, new)
    assert seen["viewer"] == 1 and seen["held"] == [1]
    for token in (old, new):
        assert token not in str(seen) and token not in str(view(client, game_id))
    with client.websocket_connect(path) as again:
        again.send_json({"tokens": [new]})
        assert next_view(again)["held"] == [1]


def test_a_revoked_seat_plays_on_with_its_new_token(sqlite_client: TestClient) -> None:
    """Ann plays with her new token where her turn is (the revoke closes no turn)."""
    created = two_humans_and_a_bot(sqlite_client)
    game_id, tokens = created["id"], created["tokens"]
    mover = view(sqlite_client, game_id)["to_move"]
    answer = revoke(sqlite_client, game_id, mover, created["host_token"])
    new = answer.json()["token"]
    seen = view(sqlite_client, game_id, new)
    assert act(sqlite_client, game_id, tokens[str(mover)], notations(seen)[0]).status_code == 403
    assert act(sqlite_client, game_id, new, notations(seen)[0]).status_code == 200


def test_a_revoke_survives_a_restart(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'db.sqlite'}"
    with TestClient(create_app(url)) as client:
        created = two_humans_and_a_bot(client)
        game_id, old = created["id"], created["tokens"]["1"]
        new = revoke(client, game_id, 1, created["host_token"]).json()["token"]
    with TestClient(create_app(url)) as client:
        headers = {"X-Seat-Token": old}
        assert client.get(f"/api/games/{game_id}", headers=headers).status_code == 403
        seen = view(client, game_id, new)
        assert seen["viewer"] == 1 and log_lines(seen)[-1] == LINE
        assert log_lines(view(client, game_id))[-1] == LINE


def test_revoking_is_refused_cleanly_and_changes_nothing(client: TestClient) -> None:
    created = two_humans_and_a_bot(client)
    game_id, host, tokens = created["id"], created["host_token"], created["tokens"]
    before = view(client, game_id, tokens["1"])
    refusals = {
        401: revoke(client, game_id, 1, None),
        403: revoke(client, game_id, 1, tokens["1"]),  # a seat token is no host token
        404: revoke(client, game_id, 3, host),
    }
    for status, answer in refusals.items():
        assert answer.status_code == status, answer.text
        assert answer.json()["detail"]
    assert revoke(client, "nosuchgame", 1, host).status_code == 404
    assert revoke(client, game_id, -1, host).status_code == 404
    assert revoke(client, game_id, "one", host).status_code == 422
    bot_seat = revoke(client, game_id, 2, host)
    assert bot_seat.status_code == 409 and "bot" in bot_seat.json()["detail"]
    assert view(client, game_id, tokens["1"]) == before

    waiting = create(client, game=PR, players=3, seats=[human("Ann"), human("Bob"), human()])
    free = revoke(client, waiting["id"], 2, waiting["host_token"])
    assert free.status_code == 409 and "free" in free.json()["detail"]
    joined = revoke(client, waiting["id"], 1, waiting["host_token"])
    assert joined.status_code == 409 and "not started" in joined.json()["detail"]

    abandoned = client.post(f"/api/games/{game_id}/abandon", headers={"X-Host-Token": host})
    assert abandoned.status_code == 200
    ended = revoke(client, game_id, 1, host)
    assert ended.status_code == 409 and "abandoned" in ended.json()["detail"]
    assert view(client, game_id, tokens["1"])["viewer"] == 1


@pytest.mark.parametrize("database_url", ["postgresql"], indirect=True)
def test_another_process_learns_the_new_token(database_url: str) -> None:
    """Two apps on one PostgreSQL database: the revoke through one reaches the sockets
    and the HTTP routes of the other (the announcement makes it read the seats)."""
    with (
        TestClient(create_app(database_url)) as one,
        TestClient(create_app(database_url)) as other,
    ):
        created = two_humans_and_a_bot(one)
        game_id, old = created["id"], created["tokens"]["1"]
        with other.websocket_connect(f"/api/games/{game_id}/socket") as bob:
            bob.send_json({"tokens": [old]})
            assert next_view(bob)["held"] == [1]
            new = revoke(one, game_id, 1, created["host_token"]).json()["token"]
            lost = next_view(bob, lambda v: v["held"] == [])
            assert log_lines(lost)[-1] == LINE
        headers = {"X-Seat-Token": old}
        assert other.get(f"/api/games/{game_id}", headers=headers).status_code == 403
        assert view(other, game_id, new)["viewer"] == 1
