"""The game websocket: views pushed on every change, per seat, and clear errors."""

from __future__ import annotations

import json
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession
from starlette.websockets import WebSocketDisconnect

from .conftest import act, bot, create, human, log_lines, notations

PR = "puerto-rico"


def next_view(socket: WebSocketTestSession, ready: Any = lambda v: True) -> dict[str, Any]:
    """The first view pushed that satisfies ``ready`` (views may coalesce or repeat)."""
    for _ in range(200):
        message = socket.receive_json()
        assert message["type"] == "view", message
        if ready(message["view"]):
            view: dict[str, Any] = message["view"]
            return view
    raise AssertionError("no such view was pushed")


def test_every_watcher_gets_its_own_view_after_each_change(client: TestClient) -> None:
    created = create(client, game=PR, players=2, seats=[human("Ann"), human("Bob")], seed=2)
    game_id, tokens = created["id"], created["tokens"]
    path = f"/api/games/{game_id}/socket"
    with client.websocket_connect(path) as ann, client.websocket_connect(path) as watcher:
        ann.send_json({"tokens": [tokens["0"]]})
        watcher.send_json({"tokens": []})
        seen = next_view(ann)
        assert seen["viewer"] == 0 and seen["held"] == [0]
        public = next_view(watcher)
        assert public["viewer"] is None and public["held"] == [] and notations(public) == []
        mover = seen["to_move"]
        legal = client.get(f"/api/games/{game_id}", headers={"X-Seat-Token": tokens[str(mover)]})
        action = notations(legal.json())[0]
        assert act(client, game_id, tokens[str(mover)], action).status_code == 200
        assert next_view(ann, lambda v: v["index"] == 1)["viewer"] == 0
        assert log_lines(next_view(watcher, lambda v: v["index"] == 1))[-1]


def test_one_browser_holding_two_seats_sees_the_seat_to_move(client: TestClient) -> None:
    """Hot-seat play: the view follows the seat that must decide."""
    created = create(client, game=PR, players=2, seats=[human("Ann"), human("Bob")], seed=6)
    game_id, tokens = created["id"], created["tokens"]
    with client.websocket_connect(f"/api/games/{game_id}/socket") as socket:
        socket.send_json({"tokens": list(tokens.values())})
        for index in range(4):
            seen = next_view(socket, lambda v, i=index: v["index"] == i)
            assert seen["held"] == [0, 1]
            assert seen["viewer"] == seen["to_move"] and notations(seen)
            token = tokens[str(seen["to_move"])]
            assert act(client, game_id, token, notations(seen)[0]).status_code == 200


def test_bot_moves_are_pushed(client: TestClient) -> None:
    created = create(client, game=PR, players=2, seats=[human("Ann"), bot("random")], seed=1)
    game_id, token = created["id"], created["tokens"]["0"]
    with client.websocket_connect(f"/api/games/{game_id}/socket") as socket:
        socket.send_json({"tokens": [token]})
        seen = next_view(socket, lambda v: v["to_move"] == 0)
        start = len(log_lines(seen))
        while not any("Bot 2 (random)" in line for line in log_lines(seen)[start:]):
            assert act(client, game_id, token, notations(seen)[0]).status_code == 200
            index = seen["index"]
            seen = next_view(socket, lambda v, i=index: v["index"] > i and v["to_move"] == 0)


def test_unreadable_messages_are_answered_and_unknown_tokens_ignored(
    sqlite_client: TestClient,
) -> None:
    created = create(sqlite_client, game=PR, players=2, seats=[human("A"), human("B")])
    with sqlite_client.websocket_connect(f"/api/games/{created['id']}/socket") as socket:
        for bad in ["{not json", json.dumps({"tokens": "abc"}), json.dumps([1])]:
            socket.send_text(bad)
            message = socket.receive_json()
            assert message["type"] == "error" and message["message"]
        socket.send_json({"tokens": ["someone-else's", created["tokens"]["1"]]})
        assert next_view(socket)["held"] == [1]


def test_an_unknown_game_closes_the_socket(sqlite_client: TestClient) -> None:
    with sqlite_client.websocket_connect("/api/games/nope/socket") as socket:
        message = socket.receive_json()
        assert message["type"] == "error" and "nope" in message["message"]
        with pytest.raises(WebSocketDisconnect) as closed:
            socket.receive_json()
    assert closed.value.code == 4404
