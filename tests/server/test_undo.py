"""Undo through the API, on SQLite and PostgreSQL: an entry of the append-only log that
every seat sees, kept across a restart and in the record; refused with a reason when the
window is closed, and then nothing changes."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from eurotable.core.record import Record, replay

from .conftest import act, create, human, log_lines, notations, view


def undo(client: TestClient, game_id: str, token: str | None, index: int | None = None) -> Any:
    """Ask to take back an action, with ``index`` (by default the number of log entries
    now, as a client that has just looked)."""
    headers = {"X-Seat-Token": token} if token else {}
    if index is None:
        index = view(client, game_id)["index"]
    return client.post(f"/api/games/{game_id}/undo", json={"index": index}, headers=headers)


def two_humans(client: TestClient, seed: int = 8) -> tuple[str, dict[str, str]]:
    created = create(
        client, game="puerto-rico", players=2, seats=[human("Ann"), human("Bob")], seed=seed
    )
    return created["id"], created["tokens"]


def seat_to_move(client: TestClient, game_id: str, tokens: dict[str, str]) -> str:
    return tokens[str(view(client, game_id)["to_move"])]


def test_an_action_is_taken_back_and_everyone_sees_it(client: TestClient) -> None:
    game_id, tokens = two_humans(client)
    token = seat_to_move(client, game_id, tokens)
    start = view(client, game_id, token)
    assert start["undo"] is False
    assert act(client, game_id, token, "role prospector").status_code == 200
    after = view(client, game_id, token)
    assert after["undo"] is True, "nobody has answered the prospector yet"
    other = next(t for t in tokens.values() if t != token)
    assert view(client, game_id, other)["undo"] is False, "only the seat that acted may undo"

    answer = undo(client, game_id, token, after["index"])
    assert answer.status_code == 200, answer.text
    back = answer.json()
    assert back["index"] == after["index"] + 1
    assert back["to_move"] == start["to_move"] and notations(back) == notations(start)
    assert back["board"]["observation"] == start["board"]["observation"]
    public = view(client, game_id)
    assert log_lines(public)[-1].endswith("takes back an action")
    assert any(line["undone"] for line in public["log"]), "the taken-back line is kept, marked"


def test_undo_is_kept_across_a_restart_and_in_the_record(database_url: str) -> None:
    from eurotable.server import create_app

    with TestClient(create_app(database_url)) as first:
        game_id, tokens = two_humans(first)
        token = seat_to_move(first, game_id, tokens)
        act(first, game_id, token, "role prospector")
        assert undo(first, game_id, token).status_code == 200
        before = view(first, game_id, token)
    with TestClient(create_app(database_url)) as second:
        again = view(second, game_id, token)
        assert again["index"] == before["index"] == 2
        assert again["board"] == before["board"] and again["undo"] is False
        while view(second, game_id)["status"] == "running":
            seat_token = seat_to_move(second, game_id, tokens)
            act(second, game_id, seat_token, notations(view(second, game_id, seat_token))[-1])
        record = second.get(f"/api/games/{game_id}/record").json()
    assert record["actions"][:2] == ["role prospector", "undo"]
    assert replay(Record.from_json(record)).is_over


def test_undo_refusals_change_nothing(client: TestClient) -> None:
    game_id, tokens = two_humans(client)
    first = seat_to_move(client, game_id, tokens)
    second = next(t for t in tokens.values() if t != first)
    assert undo(client, game_id, None).status_code == 401
    assert undo(client, game_id, "not a token").status_code == 403
    nothing = undo(client, game_id, first)
    assert nothing.status_code == 409 and "nothing can be taken back" in nothing.json()["detail"]

    act(client, game_id, first, "role prospector")
    stale = undo(client, game_id, first, index=0)
    assert stale.status_code == 409 and "moved on" in stale.json()["detail"]
    act(client, game_id, second, notations(view(client, game_id, second))[0])
    answered = undo(client, game_id, first)
    assert answered.status_code == 409
    assert "another seat has acted since" in answered.json()["detail"]
    before = view(client, game_id, first)
    assert view(client, game_id, first) == before


def test_undo_is_refused_after_a_draw_from_the_plantation_stack(client: TestClient) -> None:
    """Pravidla: OSADNÍK: the last pick of the settler phase turns up new plantations from
    the face-down stack: that pick cannot be taken back."""
    game_id, tokens = two_humans(client, seed=3)
    token = seat_to_move(client, game_id, tokens)
    act(client, game_id, token, "role settler")
    while view(client, game_id)["board"]["observation"]["phase"] == "settler":
        seat_token = seat_to_move(client, game_id, tokens)
        act(client, game_id, seat_token, notations(view(client, game_id, seat_token))[0])
    refused = undo(client, game_id, seat_token)
    assert refused.status_code == 409
    assert "something was revealed" in refused.json()["detail"]
