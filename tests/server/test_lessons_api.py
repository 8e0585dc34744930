"""Lessons over HTTP: a lesson's game made from its file, its steps in a language, and the
learner's step worked out from the game (docs/web.md, "Tutorials")."""

from __future__ import annotations

from fastapi.testclient import TestClient

from eurotable import lessons

from .conftest import FULL_SPEED, act, create, view, wait_until


def test_a_lesson_s_game_takes_its_set_up_from_the_lesson(client: TestClient) -> None:
    lesson = lessons.load("puerto-rico")
    created = create(client, lesson="puerto-rico", name="Ann")
    game = view(client, created["id"], created["tokens"][str(lesson.seat)])
    assert game["game"] == lesson.game and game["players"] == lesson.players
    assert game["seed"] == lesson.seed and game["seed_chosen"]
    assert game["viewer"] == lesson.seat
    assert [s["bot"] for s in game["seats"] if s["seat"] != lesson.seat] == [lesson.bot] * 3
    assert game["pacing"] == {"bot_ms": 0, "grace": 0}  # the test's pacing replaces it
    paced = client.post("/api/games", json={"lesson": "puerto-rico"})
    assert paced.status_code == 201
    assert view(client, paced.json()["id"])["pacing"] == lesson.pacing


def test_a_lesson_s_game_refuses_anything_but_a_name_and_pacing(client: TestClient) -> None:
    for body in (
        {"lesson": "chess"},
        {"lesson": "puerto-rico", "seed": 3},
        {"lesson": 4},
        {"lesson": "puerto-rico", "name": 5, "pacing": FULL_SPEED},
    ):
        assert client.post("/api/games", json=body).status_code == 422, body


def test_the_steps_in_a_language_and_an_unknown_lesson(client: TestClient) -> None:
    steps = client.get("/api/lessons/puerto-rico?lang=cs")
    assert steps.status_code == 200 and steps.headers["Content-Language"] == "cs"
    said = steps.json()
    assert [s["id"] for s in said["steps"]] == [s.id for s in lessons.load("puerto-rico").steps]
    settler = next(s for s in said["steps"] if s["id"] == "settler")
    assert settler["expect"] == ["role settler"] and "role mayor" in settler["wrong"]
    assert "at" not in said
    missing = client.get("/api/lessons/chess")
    assert missing.status_code == 404 and "chess" in missing.json()["detail"]


def test_the_learner_s_step_follows_the_game(client: TestClient) -> None:
    lesson = lessons.load("puerto-rico")
    created = create(client, lesson="puerto-rico", name="Ann")
    game_id, token = created["id"], created["tokens"]["0"]
    url = f"/api/lessons/puerto-rico?game={game_id}"
    assert client.get(url).json()["at"] == {"step": 0, "on_track": True, "over": False}
    assert act(client, game_id, token, "role settler").status_code == 200
    settler = [s.id for s in lesson.steps].index("settler")
    assert client.get(url).json()["at"]["step"] == settler + 1
    wait_until(client, game_id, token, lambda v: v["to_move"] == 0)
    assert act(client, game_id, token, "take corn").status_code == 200  # not the quarry
    assert client.get(url).json()["at"] == {"step": settler + 1, "on_track": False, "over": False}


def test_the_step_of_a_game_of_another_set_up_is_refused(client: TestClient) -> None:
    other = create(client, game="puerto-rico", players=3)
    answer = client.get(f"/api/lessons/puerto-rico?game={other['id']}")
    assert answer.status_code == 409
    assert client.get("/api/lessons/puerto-rico?game=nosuchgame").status_code == 404
