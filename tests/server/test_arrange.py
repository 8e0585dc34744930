"""The mayor's arrangement through the API (``POST /api/games/ID/arrange``): the problem
in the view of the seat to move only; a good arrangement played as the engine's actions,
stored as those entries; a refused one (its reasons), a check, the wrong seat and a stale
view change nothing; one undo takes the whole arrangement back."""

from __future__ import annotations

import random
from typing import Any

from fastapi.testclient import TestClient

from eurotable.core.record import Record, replay

from .conftest import act, create, human, view

Arrangement = dict[str, int]


def arrange(
    client: TestClient,
    game_id: str,
    token: str | None,
    placed: Arrangement,
    index: int | None = None,
    check: bool = False,
) -> Any:
    headers = {"X-Seat-Token": token} if token else {}
    if index is None:
        index = view(client, game_id)["index"]
    body = {"placed": placed, "index": index, "check": check}
    return client.post(f"/api/games/{game_id}/arrange", json=body, headers=headers)


def at_an_arrangement(client: TestClient, seed: int = 8) -> tuple[str, dict[str, str], str]:
    """A game of two players played on (seeded choices) until one must arrange
    colonists on more than one place; the game, the tokens and the mayor's token."""
    created = create(
        client, game="puerto-rico", players=2, seats=[human("Ann"), human("Bob")], seed=seed
    )
    game_id, tokens = created["id"], created["tokens"]
    rng = random.Random(seed)
    for _ in range(400):
        public = view(client, game_id)
        token = tokens[str(public["to_move"])]
        seen = view(client, game_id, token)
        problem = seen["arrangement"]
        if problem is not None and len(problem["places"]) > 2 and problem["san_juan"] > 0:
            return game_id, tokens, token
        legal = [entry["action"] for entry in seen["legal"]]
        assert act(client, game_id, token, rng.choice(legal)).status_code == 200
    raise AssertionError("no arrangement met")


def spread(problem: dict[str, Any], rng: random.Random) -> Arrangement:
    """A legal arrangement: the colonists on randomly chosen circles."""
    circles = [p["place"] for p in problem["places"] for _ in range(p["circles"])]
    rng.shuffle(circles)
    chosen = circles[: problem["colonists"]]
    return {p["place"]: chosen.count(p["place"]) for p in problem["places"]}


def colonists_on(seen: dict[str, Any]) -> Arrangement:
    board = seen["board"]["observation"]["boards"][seen["viewer"]]
    return {k: n for k, n in {**board["occupied"], **board["buildings"]}.items() if n > 0}


def test_an_arrangement_is_played_as_its_actions_and_one_undo_takes_it_back(
    client: TestClient,
) -> None:
    game_id, tokens, token = at_an_arrangement(client)
    before = view(client, game_id, token)
    problem = before["arrangement"]
    assert set(problem["actions"]) <= {entry["action"] for entry in before["legal"]}
    other = next(t for t in tokens.values() if t != token)
    assert view(client, game_id, other)["arrangement"] is None, "the seat to move's only"
    assert view(client, game_id)["arrangement"] is None, "a spectator has none"

    rng = random.Random(3)
    placed = spread(problem, rng)
    while len(set(placed.values()) - {0}) < 2:  # several actions, to take back together
        placed = spread(problem, rng)
    checked = arrange(client, game_id, token, placed, check=True)
    assert checked.json() == {"ok": True, "refusals": []}
    assert view(client, game_id, token)["index"] == before["index"], "a check plays nothing"

    answer = arrange(client, game_id, token, placed, before["index"])
    assert answer.status_code == 200, answer.text
    after = view(client, game_id, token)
    played = after["index"] - before["index"]
    assert played >= 1 and after["undo"] is True
    assert colonists_on({**after, "viewer": before["viewer"]}) == {
        k: n for k, n in placed.items() if n
    }

    headers = {"X-Seat-Token": token}
    body = {"index": after["index"]}
    undone = client.post(f"/api/games/{game_id}/undo", json=body, headers=headers)
    assert undone.status_code == 200, undone.text
    back = view(client, game_id, token)
    assert back["index"] == after["index"] + played, "one undo entry per action taken back"
    assert back["board"]["observation"] == before["board"]["observation"]
    assert back["arrangement"] == problem and back["undo"] == before["undo"]

    again = arrange(client, game_id, token, placed, back["index"])
    assert again.status_code == 200
    assert view(client, game_id, token)["index"] == back["index"] + played, "the same actions"


def test_refused_arrangements_stale_views_and_other_seats_change_nothing(
    client: TestClient,
) -> None:
    game_id, tokens, token = at_an_arrangement(client, seed=11)
    before = view(client, game_id, token)
    problem = before["arrangement"]
    now = {p["place"]: p["colonists"] for p in problem["places"]}  # San Juan not emptied

    checked = arrange(client, game_id, token, now, check=True).json()
    assert checked["ok"] is False
    assert checked["refusals"][0]["place"] is None
    assert "still in San Juan" in checked["refusals"][0]["reason"]

    full = next(p for p in problem["places"])
    crowded = {full["place"]: full["circles"] + 1}
    refused = arrange(client, game_id, token, crowded)
    assert refused.status_code == 422
    assert "no room" in refused.json()["detail"]
    checked = arrange(client, game_id, token, crowded, check=True).json()
    assert checked["refusals"][0]["place"] == full["place"]

    good = spread(problem, random.Random(1))
    other = next(t for t in tokens.values() if t != token)
    assert arrange(client, game_id, other, good).status_code == 409
    assert arrange(client, game_id, None, good).status_code == 401
    stale = arrange(client, game_id, token, good, before["index"] - 1)
    assert stale.status_code == 409 and "moved on" in stale.json()["detail"]
    assert arrange(client, game_id, token, {"x" * 50: 1}).status_code == 422
    after = view(client, game_id, token)
    assert after["index"] == before["index"] and after["board"] == before["board"]


def test_a_game_with_arrangements_replays_from_its_record(client: TestClient) -> None:
    """The entries stored are the engine's actions and undos: the record replays."""
    game_id, tokens, token = at_an_arrangement(client, seed=5)
    rng = random.Random(5)
    for _ in range(2000):
        public = view(client, game_id)
        if public["status"] != "running":
            break
        token = tokens[str(public["to_move"])]
        seen = view(client, game_id, token)
        if seen["arrangement"] is not None:
            answer = arrange(client, game_id, token, spread(seen["arrangement"], rng))
        else:
            answer = act(client, game_id, token, rng.choice(seen["legal"])["action"])
        assert answer.status_code == 200, answer.text
    record = client.get(f"/api/games/{game_id}/record").json()
    assert replay(Record.from_json(record)).is_over
