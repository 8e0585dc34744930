"""What the other seats changed since the viewer last moved (``recent`` in a view, issue
47 "see every move"): each of their entries with its log line and the paths of the
viewer's own observation it changed; taken-back moves left out; nothing of another
seat's secrets; kept across a restart."""

from __future__ import annotations

import random
from typing import Any

from fastapi.testclient import TestClient

from eurotable import games
from eurotable.core.timeline import Timeline
from eurotable.server import create_app
from eurotable.server.recent import KEPT, Trail, changes

from .conftest import act, create, human, view
from .test_undo import undo


def test_changes_name_each_path_and_how_it_changed() -> None:
    before = {"coins": 3, "hand": ["a", "b", "b"], "seats": [{"n": 1}, {"n": 2}], "who": None}
    after = {"coins": 1, "hand": ["b", "c"], "seats": [{"n": 1}, {"n": 4}], "who": 2, "new": "x"}
    assert changes(before, after) == [
        {"path": "coins", "delta": -2},
        {"path": "hand", "added": ["c"], "removed": ["a", "b"]},
        {"path": "seats.1.n", "delta": 2},
        {"path": "who", "added": [2]},
        {"path": "new", "added": ["x"]},
    ]
    assert changes(before, before) == []
    assert changes({"on": True}, {"on": False}) == [
        {"path": "on", "removed": [True], "added": [False]}
    ]
    assert changes({"gone": 1}, {}) == [{"path": "gone", "removed": [1]}]


def two_humans(client: TestClient) -> tuple[str, dict[str, str]]:
    created = create(
        client, game="puerto-rico", players=2, seats=[human("Ann"), human("Bob")], seed=8
    )
    return created["id"], created["tokens"]


def to_move(client: TestClient, game_id: str, tokens: dict[str, str]) -> tuple[int, str]:
    seat = view(client, game_id)["to_move"]
    return seat, tokens[str(seat)]


def test_the_other_seats_moves_since_mine_with_their_log_lines(client: TestClient) -> None:
    game_id, tokens = two_humans(client)
    first, token = to_move(client, game_id, tokens)
    other = 1 - first
    assert act(client, game_id, token, "role prospector").status_code == 200
    mine = view(client, game_id, token)
    assert mine["recent"] == [], "only my own move since I moved"
    theirs = view(client, game_id, tokens[str(other)])
    [entry] = theirs["recent"]
    assert entry["seat"] == first
    assert theirs["log"][entry["line"]]["text"].endswith("chooses the Prospector")
    paths = {change["path"]: change for change in entry["changes"]}
    assert paths[f"boards.{first}.doubloons"]["delta"] == 1, "the prospector's doubloon"
    # Bob answers; now Ann sees Bob's move, and Bob sees nothing since his own.
    legal = [e["action"] for e in theirs["legal"]]
    assert act(client, game_id, tokens[str(other)], legal[0]).status_code == 200
    assert view(client, game_id, tokens[str(other)])["recent"] == []
    back = view(client, game_id, token)["recent"]
    assert [e["seat"] for e in back] == [other]


def test_a_move_taken_back_is_not_shown(client: TestClient) -> None:
    game_id, tokens = two_humans(client)
    first, token = to_move(client, game_id, tokens)
    other = tokens[str(1 - first)]
    assert act(client, game_id, token, "role prospector").status_code == 200
    assert undo(client, game_id, token).status_code == 200
    assert view(client, game_id, other)["recent"] == [], "the move and its undo cancel out"
    assert act(client, game_id, token, "role builder").status_code == 200
    [entry] = view(client, game_id, other)["recent"]
    assert "Builder" in view(client, game_id, other)["log"][entry["line"]]["text"]


def seen_paths(game_view: dict[str, Any]) -> set[str]:
    return {change["path"] for entry in game_view["recent"] for change in entry["changes"]}


def test_no_secret_of_another_seat_is_in_the_changes(sqlite_client: TestClient) -> None:
    """Puerto Rico's VP chips may lie face down (CZ rules, "Fáze kapitána", Vítězné body:
    unlike money and goods, the chips may be turned over): a captain's chips change in
    his own observation only, so never in the other seat's or a spectator's changes."""
    client = sqlite_client
    game_id, tokens = two_humans(client)
    shipped: dict[int, int] = {}
    for _ in range(400):
        game = view(client, game_id)
        if game["status"] != "running":
            break
        seat, token = to_move(client, game_id, tokens)
        mine = view(client, game_id, token)
        before = mine["board"]["observation"]["boards"][seat]["vp_chips"]
        assert act(client, game_id, token, mine["legal"][0]["action"]).status_code == 200
        after = view(client, game_id, token)["board"]["observation"]["boards"][seat]["vp_chips"]
        if after != before:
            shipped[seat] = shipped.get(seat, 0) + 1
            watcher = view(client, game_id, tokens[str(1 - seat)])
            assert f"boards.{seat}.vp_chips" not in seen_paths(watcher)
            spectator = view(client, game_id)
            assert f"boards.{seat}.vp_chips" not in seen_paths(spectator)
            if len(shipped) == 2:
                break
    assert shipped, "some captain shipped goods for VP chips"


def test_recent_moves_are_kept_across_a_restart(sqlite_url: str) -> None:
    with TestClient(create_app(sqlite_url)) as client:
        game_id, tokens = two_humans(client)
        first, token = to_move(client, game_id, tokens)
        assert act(client, game_id, token, "role prospector").status_code == 200
        seen = view(client, game_id, tokens[str(1 - first)])["recent"]
    with TestClient(create_app(sqlite_url)) as client:
        assert view(client, game_id, tokens[str(1 - first)])["recent"] == seen
        assert seen


def test_a_trail_keeps_only_the_latest_positions() -> None:
    """A seat that has not moved for longer than the trail keeps sees the latest ``KEPT``
    moves of the others, each with what it changed."""
    spec = games.get("puerto-rico")
    timeline = Timeline(spec, spec.new_game(3, {}, 1))
    rng = random.Random(1)
    entries = []
    for _ in range(KEPT + 40):
        action = str(rng.choice(timeline.state.legal_actions()))
        timeline.play(action)
        entries.append(action)
    followed = Timeline(spec, spec.new_game(3, {}, 1))
    trail = Trail(followed.state)
    trail.follow(followed, entries)
    lines = list(range(len(followed.state.events or [])))
    shown = trail.recent(None, 0, lambda state: state.observation(0), lines)
    assert len(shown) == KEPT, "a seat that never moved (None): every kept move"
    assert all(entry["changes"] for entry in shown)
