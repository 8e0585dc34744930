"""The game websocket: views pushed on every change, per seat, and clear errors."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession
from starlette.websockets import WebSocketDisconnect

from eurotable.server.pushes import follow

from .conftest import act, bot, create, human, log_lines, notations, view

PR = "puerto-rico"


FOLLOWED: dict[int, dict[str, Any]] = {}
"""The view each socket of a test holds (by the socket's id), as a client follows it."""


def next_view(socket: WebSocketTestSession, ready: Any = lambda v: True) -> dict[str, Any]:
    """The first view a socket holds that satisfies ``ready`` (changes may coalesce)."""
    for _ in range(200):
        message = socket.receive_json()
        assert message["type"] in ("view", "update"), message
        view = FOLLOWED[id(socket)] = follow(FOLLOWED.get(id(socket)), message)
        if ready(view):
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
        while not any("Random bot" in line for line in log_lines(seen)[start:]):
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


def test_pushes_carry_only_what_changed_and_follow_to_the_same_view(client: TestClient) -> None:
    """After the first view a socket is sent updates: no text board, the log only from
    the first line that changed. A client following them holds, after every action and
    undo, exactly the view the API answers (without the text board), for every seat and
    a spectator."""
    created = create(
        client, game=PR, players=3, seats=[human("Ann"), human("Bob"), human("Cid")], seed=4
    )
    game_id, tokens = created["id"], created["tokens"]
    path = f"/api/games/{game_id}/socket"
    holders = {**tokens, "watcher": None}
    with (
        client.websocket_connect(path) as ann,
        client.websocket_connect(path) as bob,
        client.websocket_connect(path) as cid,
        client.websocket_connect(path) as watcher,
    ):
        sockets = {"0": ann, "1": bob, "2": cid, "watcher": watcher}
        for who, socket in sockets.items():
            socket.send_json({"tokens": [] if holders[who] is None else [holders[who]]})
            next_view(socket)
        updates = 0
        for step in range(24):
            now = view(client, game_id)
            token = tokens[str(now["to_move"])]
            if step % 6 == 5 and view(client, game_id, token)["undo"]:
                body = {"index": now["index"]}
                headers = {"X-Seat-Token": token}
                assert client.post(f"/api/games/{game_id}/undo", json=body, headers=headers)
            else:
                assert act(client, game_id, token, notations(view(client, game_id, token))[0])
            index = view(client, game_id)["index"]
            for who, socket in sockets.items():
                message = socket.receive_json()
                assert message["type"] == "update", message
                assert all(path[:2] != ["board", "text"] for path, _ in message["patch"])
                before = FOLLOWED[id(socket)]["log"]
                assert message["log_from"] >= len(before) - 3, "only the last lines are sent"
                followed = FOLLOWED[id(socket)] = follow(FOLLOWED[id(socket)], message)
                updates += 1
                held = view(client, game_id, holders[who])
                assert followed["index"] == index
                assert followed == {**held, "board": {"observation": held["board"]["observation"]}}
        assert updates == 24 * 4


def test_following_an_update_changes_neither_the_view_before_nor_the_message() -> None:
    before = {"log": ["one"], "a": {"b": [1, {"c": 2}], "d": 3}, "e": [4, 5]}
    message = {
        "type": "update",
        "patch": [
            [["a", "b", 1, "c"], 6],
            [["a", "b", 0], 7],
            [["e", 1], {"f": 8}],
            [["e", 1, "f"], 9],
        ],
        "log_from": 1,
        "log": ["two"],
    }
    kept, sent = copy.deepcopy(before), copy.deepcopy(message)
    after = follow(before, message)
    assert after == {"log": ["one", "two"], "a": {"b": [7, {"c": 6}], "d": 3}, "e": [4, {"f": 9}]}
    assert before == kept and message == sent
