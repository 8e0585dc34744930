"""Chat at the table (issue 48, "Chat at the table"): channels, limits, phrases, pushes.

Every test runs on SQLite and on PostgreSQL (the ``client`` fixture)."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

from eurotable.bots import decision_for
from eurotable.server.chat import BURST, MAX_CHARS
from eurotable.server.service import GameService

from .conftest import bot, create, from_address, human, view, wait_until

PR = "puerto-rico"
SCRIPT = "<script>alert(1)</script>"


def until(socket: WebSocketTestSession, kind: str) -> dict[str, Any]:
    """The next message of this ``type`` the socket receives (views and updates skipped)."""
    for _ in range(200):
        message: dict[str, Any] = socket.receive_json()
        if message["type"] == kind:
            return message
        assert message["type"] in ("view", "update", "chat", "said"), message
    raise AssertionError(f"no {kind} message came")


def first_view(socket: WebSocketTestSession, tokens: list[str]) -> dict[str, Any]:
    socket.send_json({"tokens": tokens})
    return until(socket, "view")


def chat(client: TestClient, game_id: str, token: str | None = None) -> dict[str, Any]:
    query = {} if token is None else {"token": token}
    response = client.get(f"/api/games/{game_id}/chat", params=query)
    assert response.status_code == 200, response.text
    read: dict[str, Any] = response.json()
    return read


def say(client: TestClient, game_id: str, **body: Any) -> Any:
    return client.post(f"/api/games/{game_id}/chat", json=body)


def three_players(client: TestClient, **body: Any) -> tuple[str, list[str]]:
    seats = [human("Ann"), human("Bob"), human("Cid")]
    created = create(client, game=PR, players=3, seats=seats, seed=3, **body)
    return created["id"], [created["tokens"][str(seat)] for seat in range(3)]


def test_a_message_reaches_every_seat_and_no_spectator(client: TestClient) -> None:
    game_id, tokens = three_players(client)
    path = f"/api/games/{game_id}/socket"
    with (
        client.websocket_connect(path) as ann,
        client.websocket_connect(path) as bob,
        client.websocket_connect(path) as cid,
        client.websocket_connect(path) as watcher,
    ):
        for socket, token in ((ann, tokens[0]), (bob, tokens[1]), (cid, tokens[2])):
            assert first_view(socket, [token])["chat"] == []
        assert first_view(watcher, [])["chat"] == []
        ann.send_json({"type": "chat", "text": f"  {SCRIPT}  "})
        assert until(ann, "said")["seq"] == 1
        for socket in (ann, bob, cid):
            message = until(socket, "chat")["message"]
            assert message["text"] == SCRIPT  # stripped, kept as text: the page escapes it
            assert (message["seat"], message["name"], message["channel"]) == (0, "Ann", "players")
        watcher.send_json({"type": "chat", "text": "hello players?"})
        assert until(watcher, "said")["seq"] == 2
        assert until(watcher, "chat")["message"]["channel"] == "spectators"
        bob.send_json({"type": "chat", "phrase": "good_luck"})
        assert until(bob, "chat")["message"] == {**until(ann, "chat")["message"]}
    # The spectator's message reached no seat, the players' none of the spectators.
    assert [m["seq"] for m in chat(client, game_id, tokens[2])["messages"]] == [1, 3]
    assert [m["text"] for m in chat(client, game_id)["messages"]] == ["hello players?"]
    with client.websocket_connect(path) as late:
        recent = first_view(late, [tokens[1]])["chat"]
        assert [m.get("text", m.get("phrase")) for m in recent] == [SCRIPT, "good_luck"]


def test_over_http_with_the_channels_each_reader_may_read(client: TestClient) -> None:
    game_id, tokens = three_players(client)
    said = say(client, game_id, token=tokens[1], text="Hi")
    assert said.status_code == 201, said.text
    assert said.json()["message"]["name"] == "Bob"
    assert say(client, game_id, text="from the rail", name="Eve").status_code == 201
    assert say(client, game_id, token="not-a-seat", text="x").status_code == 403
    read = chat(client, game_id, tokens[0])
    assert read["channels"] == ["players"]
    assert [(m["name"], m["text"]) for m in read["messages"]] == [("Bob", "Hi")]
    spectator = chat(client, game_id)
    assert spectator["channels"] == ["spectators"]
    assert [(m["seat"], m["name"]) for m in spectator["messages"]] == [(None, "Eve")]


def test_spectators_read_the_players_only_when_the_game_allows(client: TestClient) -> None:
    game_id, tokens = three_players(client, spectator_chat="players")
    assert view(client, game_id)["spectator_chat"] == "players"
    say(client, game_id, token=tokens[0], text="players only?")
    assert say(client, game_id, text="we watch").status_code == 201
    assert [m["channel"] for m in chat(client, game_id)["messages"]] == ["players", "spectators"]
    assert [m["text"] for m in chat(client, game_id, tokens[0])["messages"]] == ["players only?"]
    with client.websocket_connect(f"/api/games/{game_id}/socket") as watcher:
        first_view(watcher, [])
        say(client, game_id, token=tokens[2], text="seen by the rail")
        assert until(watcher, "chat")["message"]["text"] == "seen by the rail"

    closed, seats = three_players(client, spectator_chat="none")
    refused = say(client, closed, text="anyone?")
    assert refused.status_code == 403 and "spectators" in refused.json()["detail"]
    say(client, closed, token=seats[0], text="secret plans")
    assert chat(client, closed) == {"channels": [], "messages": []}


def test_bad_texts_and_phrases_are_refused_and_nothing_is_stored(client: TestClient) -> None:
    game_id, tokens = three_players(client)
    assert (
        say(client, game_id, token=tokens[0], text=" " + "é" * MAX_CHARS + " ").status_code == 201
    )
    for body in (
        {"text": "   "},
        {"text": "x" * (MAX_CHARS + 1)},
        {"text": "line\nbreak"},
        {"text": "bell\x07"},
        {"phrase": "you_lose"},
        {"text": "both", "phrase": "thanks"},
        {},
    ):
        refused = say(client, game_id, token=tokens[0], **body)
        assert refused.status_code == 422, (body, refused.text)
        assert refused.json()["detail"]
    assert len(chat(client, game_id, tokens[0])["messages"]) == 1
    with client.websocket_connect(f"/api/games/{game_id}/socket") as socket:
        first_view(socket, [tokens[1]])
        socket.send_json({"type": "chat", "phrase": "<b>"})
        error = until(socket, "error")
        assert error["status"] == 422 and "phrase" in error["message"]
    assert len(chat(client, game_id, tokens[0])["messages"]) == 1
    thanks = say(client, game_id, token=tokens[0], phrase="thanks").json()["message"]
    assert thanks["phrase"] == "thanks" and "text" not in thanks


def test_five_messages_in_ten_seconds_per_seat(client: TestClient) -> None:
    game_id, tokens = three_players(client)
    for n in range(BURST):
        assert say(client, game_id, token=tokens[0], text=f"m{n}").status_code == 201
    refused = say(client, game_id, token=tokens[0], text="one more")
    assert refused.status_code == 429 and "10" in refused.json()["detail"]
    assert len(chat(client, game_id, tokens[0])["messages"]) == BURST
    # Another seat, and spectators (per client), have buckets of their own.
    assert say(client, game_id, token=tokens[1], text="me too").status_code == 201
    for n in range(BURST):
        assert say(client, game_id, text=f"s{n}").status_code == 201
    assert say(client, game_id, text="s5").status_code == 429
    other = from_address(client, "10.1.2.3")
    assert say(other, game_id, text="another spectator").status_code == 201
    with client.websocket_connect(f"/api/games/{game_id}/socket") as socket:
        first_view(socket, [tokens[0]])
        socket.send_json({"type": "chat", "text": "over the socket"})
        assert until(socket, "error")["status"] == 429
    assert len(chat(client, game_id, tokens[0])["messages"]) == BURST + 1


def test_bots_never_read_chat(client: TestClient) -> None:
    created = create(client, game=PR, players=3, seats=[human("Ann"), bot("greedy"), bot("random")])
    game_id, token = created["id"], created["tokens"]["0"]
    assert say(client, game_id, token=token, text="secret-word-for-no-bot").status_code == 201
    service: GameService = client.app.state.service  # type: ignore[attr-defined]
    table = client.portal.call(service.table, game_id)  # type: ignore[union-attr]
    for seat in (1, 2):
        assert "secret-word" not in repr(table.state.observation(seat))
    assert "secret-word" not in repr(decision_for(table.state))
    assert "secret-word" not in str(view(client, game_id))


def test_a_rematch_keeps_the_spectator_chat_option(client: TestClient) -> None:
    created = create(
        client,
        game=PR,
        players=3,
        seats=[bot("random"), bot("random"), bot("random")],
        spectator_chat="none",
    )
    game_id = created["id"]

    wait_until(client, game_id, None, lambda v: v["status"] == "finished", 60)
    again = client.post(
        f"/api/games/{game_id}/rematch", headers={"X-Host-Token": created["host_token"]}
    )
    assert again.status_code == 201, again.text
    assert view(client, again.json()["id"])["spectator_chat"] == "none"
