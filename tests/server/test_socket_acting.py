"""Acting, undoing, ending a turn and arranging over the game websocket (``{"type":
"act"}``, ``"undo"``, ``"confirm"``, ``"arrange"``: how the game's page sends them), on
SQLite and PostgreSQL: the same checks and refusals as the HTTP routes, answered on the
socket once stored; a retry never plays twice; the other sockets see the same pushes as
when the seat acts by HTTP."""

from __future__ import annotations

import json
import random
from typing import Any

from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

from eurotable.server.pushes import follow
from eurotable.server.schemas import MAX_ACTION

from .conftest import act, create, human, log_lines, notations, view, wait_until
from .test_arrange import at_an_arrangement, colonists_on, spread
from .test_pacing import ANN, against_greedy
from .test_socket import FOLLOWED, next_view

PR = "puerto-rico"


def two_humans(client: TestClient, seed: int = 8) -> tuple[str, dict[str, str]]:
    created = create(client, game=PR, players=2, seats=[human("Ann"), human("Bob")], seed=seed)
    return created["id"], created["tokens"]


def answer(socket: WebSocketTestSession) -> dict[str, Any]:
    """The socket's answer to what it asked (the pushes before it are followed)."""
    for _ in range(50):
        message: dict[str, Any] = socket.receive_json()
        if message["type"] in ("acted", "undone", "confirmed", "arranged", "error"):
            return message
        FOLLOWED[id(socket)] = follow(FOLLOWED.get(id(socket)), message)
    raise AssertionError("no answer came")


def test_a_seat_acts_and_undoes_over_its_socket(client: TestClient) -> None:
    game_id, tokens = two_humans(client)
    mover = view(client, game_id)["to_move"]
    token, other = tokens[str(mover)], tokens[str(1 - mover)]
    path = f"/api/games/{game_id}/socket"
    with client.websocket_connect(path) as seat, client.websocket_connect(path) as watcher:
        seat.send_json({"tokens": [token]})
        watcher.send_json({"tokens": [other]})
        start = next_view(seat)
        next_view(watcher)
        seat.send_json({"type": "act", "action": "role prospector", "index": start["index"]})
        assert answer(seat) == {"type": "acted", "index": start["index"]}
        after = view(client, game_id, token)
        assert after["index"] == start["index"] + 1 and after["undo"] is True
        assert next_view(watcher, lambda v: v["index"] == after["index"])["to_move"] != mover

        seat.send_json({"type": "undo", "index": after["index"]})
        assert answer(seat) == {"type": "undone", "index": after["index"]}
        back = view(client, game_id, token)
        assert back["index"] == after["index"] + 1 and back["to_move"] == mover
        assert notations(back) == notations(start)
        assert log_lines(back)[-1].endswith("takes back an action")
        assert next_view(watcher, lambda v: v["index"] == back["index"])["to_move"] == mover


def test_a_seat_ends_its_turn_over_its_socket(client: TestClient) -> None:
    game_id, token = against_greedy(client, bot_ms=0, grace="confirm")
    with client.websocket_connect(f"/api/games/{game_id}/socket") as seat:
        seat.send_json({"tokens": [token]})
        start = next_view(seat)
        seat.send_json({"type": "confirm", "index": start["index"]})
        refused = answer(seat)
        assert refused["type"] == "error" and refused["status"] == 409, "no turn to end yet"
        seat.send_json({"type": "act", "action": "role prospector", "index": start["index"]})
        assert answer(seat)["type"] == "acted"
        waiting = view(client, game_id, token)
        assert waiting["confirm"] == ANN
        seat.send_json({"type": "confirm", "index": waiting["index"]})
        assert answer(seat) == {"type": "confirmed", "index": waiting["index"]}
    after = wait_until(client, game_id, token, lambda v: v["index"] > waiting["index"] + 1)
    assert "Ann ends the turn" in log_lines(after), "the bot answered the ended turn"


def test_a_mayor_arranges_over_the_socket_and_a_check_goes_by_http(client: TestClient) -> None:
    game_id, _tokens, token = at_an_arrangement(client)
    before = view(client, game_id, token)
    placed = spread(before["arrangement"], random.Random(3))
    with client.websocket_connect(f"/api/games/{game_id}/socket") as seat:
        seat.send_json({"tokens": [token]})
        next_view(seat)
        body = {"type": "arrange", "placed": placed, "index": before["index"]}
        seat.send_json({**body, "check": True})
        refused = answer(seat)
        assert refused["type"] == "error" and refused["status"] == 422
        assert "HTTP" in refused["message"]
        assert view(client, game_id, token)["index"] == before["index"], "nothing played"
        seat.send_json({**body, "placed": {"nowhere": 1}})
        refused = answer(seat)
        assert refused["status"] == 422 and "nowhere" in refused["message"], refused
        seat.send_json(body)
        assert answer(seat) == {"type": "arranged", "index": before["index"]}
    after = view(client, game_id, token)
    assert after["index"] > before["index"] and after["undo"] is True
    assert colonists_on({**after, "viewer": before["viewer"]}) == {
        k: n for k, n in placed.items() if n
    }


def test_a_socket_holding_two_seats_acts_for_the_one_to_move(client: TestClient) -> None:
    game_id, tokens = two_humans(client, seed=6)
    with client.websocket_connect(f"/api/games/{game_id}/socket") as socket:
        socket.send_json({"tokens": list(tokens.values())})
        for index in range(4):
            seen = next_view(socket, lambda v, i=index: v["index"] == i)
            socket.send_json({"type": "act", "action": notations(seen)[0], "index": index})
            assert answer(socket) == {"type": "acted", "index": index}
    assert view(client, game_id)["index"] == 4


def test_every_refusal_is_answered_and_changes_nothing(client: TestClient) -> None:
    game_id, tokens = two_humans(client)
    mover = view(client, game_id)["to_move"]
    token, other = tokens[str(mover)], tokens[str(1 - mover)]
    path = f"/api/games/{game_id}/socket"
    with (
        client.websocket_connect(path) as seat,
        client.websocket_connect(path) as waiting,
        client.websocket_connect(path) as spectator,
    ):
        for socket, held in ((seat, [token]), (waiting, [other]), (spectator, [])):
            socket.send_json({"tokens": held})
            next_view(socket)
        before = view(client, game_id, token)
        index = before["index"]
        asked: list[tuple[WebSocketTestSession, Any, int, str]] = [
            (waiting, {"type": "act", "action": "role prospector", "index": index}, 409, "turn"),
            (waiting, {"type": "undo", "index": index}, 409, ""),
            (seat, {"type": "act", "action": "role prospector", "index": index + 1}, 409, "moved"),
            (seat, {"type": "act", "action": "role astronaut", "index": index}, 422, "astronaut"),
            (seat, {"type": "act", "action": "build wharf", "index": index}, 422, ""),
            (seat, {"type": "undo", "index": index}, 409, ""),
            (spectator, {"type": "act", "action": "role prospector", "index": index}, 401, "seat"),
            (spectator, {"type": "undo", "index": index}, 401, "seat"),
        ]
        for socket, message, status, said in asked:
            socket.send_json(message)
            refused = answer(socket)
            assert refused["type"] == "error" and refused["status"] == status, (message, refused)
            assert said in refused["message"] and refused["index"] == message["index"]
        malformed = [
            {"type": "act", "action": "role prospector"},
            {"type": "act", "index": index},
            {"type": "act", "action": "role prospector", "index": "0"},
            {"type": "act", "action": "role prospector", "index": True},
            {"type": "act", "action": "role prospector", "index": -1},
            {"type": "act", "action": "x" * (MAX_ACTION + 1), "index": index},
            {"type": "act", "action": "role prospector", "index": index, "seat": 1},
            {"type": "undo"},
        ]
        for message in malformed:
            seat.send_json(message)
            refused = seat.receive_json()
            assert refused["type"] == "error" and refused["status"] == 422, (message, refused)
            assert refused["message"]
        for text in ["{not json", json.dumps({"type": "act"} | {"x": [[[]]] * 2000})]:
            seat.send_text(text)
            refused = seat.receive_json()
            assert refused["type"] == "error" and refused["status"] == 400, refused
        assert view(client, game_id, token) == before, "nothing changed"
        seat.send_json({"type": "act", "action": "role prospector", "index": index})
        assert answer(seat) == {"type": "acted", "index": index}, "the socket stays usable"


def test_a_retried_act_never_plays_twice(client: TestClient) -> None:
    game_id, tokens = two_humans(client, seed=3)
    mover = view(client, game_id)["to_move"]
    with client.websocket_connect(f"/api/games/{game_id}/socket") as socket:
        socket.send_json({"tokens": list(tokens.values())})
        seen = next_view(socket)
        message = {"type": "act", "action": notations(seen)[0], "index": seen["index"]}
        socket.send_json(message)
        socket.send_json(message)
        assert answer(socket) == {"type": "acted", "index": seen["index"]}
        again = answer(socket)
        assert again["type"] == "error" and again["status"] == 409
        by_http = act(client, game_id, tokens[str(mover)], message["action"], seen["index"])
        assert by_http.status_code == 409
    assert view(client, game_id)["index"] == seen["index"] + 1


def pushes_seen(client: TestClient, by_socket: bool, steps: int) -> list[list[Any]]:
    """Play ``steps`` first actions of a seeded 3-seat game, the seat to move acting by its
    socket or by HTTP; the messages the other seats' sockets and a spectator's received
    after each action (the game's id taken out)."""
    created = create(
        client, game=PR, players=3, seats=[human("Ann"), human("Bob"), human("Cid")], seed=4
    )
    game_id, tokens = created["id"], created["tokens"]
    path = f"/api/games/{game_id}/socket"
    seen: list[list[Any]] = []
    with (
        client.websocket_connect(path) as ann,
        client.websocket_connect(path) as bob,
        client.websocket_connect(path) as cid,
        client.websocket_connect(path) as watcher,
    ):
        sockets = [ann, bob, cid]
        for socket, token in zip(sockets, tokens.values(), strict=True):
            socket.send_json({"tokens": [token]})
            next_view(socket)
        watcher.send_json({"tokens": []})
        next_view(watcher)
        for _ in range(steps):
            now = view(client, game_id, tokens[str(view(client, game_id)["to_move"])])
            mover = now["to_move"]
            action = notations(now)[0]
            if by_socket:
                sockets[mover].send_json({"type": "act", "action": action, "index": now["index"]})
                kinds = {sockets[mover].receive_json()["type"] for _ in range(2)}
                assert kinds == {"acted", "update"}, "its answer, and the push of its view"
            else:
                assert act(client, game_id, tokens[str(mover)], action).status_code == 200
                assert sockets[mover].receive_json()["type"] == "update"
            others = [s for n, s in enumerate(sockets) if n != mover] + [watcher]
            step = [socket.receive_text().replace(game_id, "GAME") for socket in others]
            seen.append([json.loads(text) for text in step])
    return seen


def test_other_sockets_get_the_same_pushes_whichever_way_a_seat_acts(
    client: TestClient,
) -> None:
    assert pushes_seen(client, True, 12) == pushes_seen(client, False, 12)
