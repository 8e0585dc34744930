"""The HTTP API on SQLite and PostgreSQL: lobby, creating, joining, playing, refusals."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from eurotable import games
from eurotable.bots import DEFAULT_OPPONENT
from eurotable.core.actions import Action
from eurotable.core.game import GameState

from .conftest import act, bot, create, human, log_lines, notations, view, wait_until

PR = "puerto-rico"


def my_turn(seat: int) -> Any:
    return lambda v: v["to_move"] == seat or v["status"] == "finished"


def test_catalog_lists_every_game_its_options_and_the_bots(client: TestClient) -> None:
    catalog = client.get("/api/catalog").json()
    assert [g["name"] for g in catalog["games"]] == games.names()
    shipyard = next(g for g in catalog["games"] if g["name"] == "shipyard")
    assert shipyard["solo"] and 1 in shipyard["player_counts"]
    names = {o["name"] for o in shipyard["options"]}
    assert names == {"edition", "contracts", "employees", "bonus"}
    bots = [b["name"] for b in catalog["bots"]]
    assert bots[:2] == ["random", "greedy"]
    assert {"ismcts:easy", "ismcts:medium", "ismcts:hard", "ismcts:expert"} <= set(bots)
    assert catalog["default_bot"] == DEFAULT_OPPONENT


def test_a_human_plays_against_bots_that_answer_server_side(client: TestClient) -> None:
    seats = [human("Ann"), bot("random"), bot("greedy")]
    created = create(client, game=PR, players=3, seats=seats, seed=5)
    game_id, token = created["id"], created["tokens"]["0"]
    first = wait_until(client, game_id, token, my_turn(0))
    assert first["status"] == "running" and first["viewer"] == 0 and first["held"] == [0]
    assert [s["name"] for s in first["seats"]] == ["Ann", "Random bot", "Greedy bot"]
    assert "Ann" in first["board"]["text"]
    for _ in range(6):
        before = wait_until(client, game_id, token, my_turn(0))
        assert notations(before), "the seat to move is offered its legal actions"
        response = act(client, game_id, token, notations(before)[-1])
        assert response.status_code == 200, response.text
        after = response.json()
        assert after["index"] == before["index"] + 1
        assert len(log_lines(after)) > len(log_lines(before))
    assert wait_until(client, game_id, token, my_turn(0))["index"] > 6
    lobby = client.get("/api/games").json()
    # The seed was chosen at creation: shown to everyone (docs/web.md, "Hidden information").
    assert [(g["id"], g["status"], g["seed"]) for g in lobby] == [(game_id, "running", 5)]


EARLY_VERBS = {
    "puerto-rico": {"pass", "decline"},
    "russian-railroads": {"pass", "done"},
    "shipyard": {"pass", "ready"},
}
"""The verbs that stop short in each game's notation (docs/notation/*.md): pass, decline,
done, ready."""


@pytest.mark.parametrize("game", sorted(EARLY_VERBS))
def test_the_legal_list_marks_what_ends_a_decision_early(
    sqlite_client: TestClient, game: str
) -> None:
    """Each legal entry says whether taking it ends the decision early (``ends``): true
    exactly for a pass, a decline, a done or a ready while other actions remain, but for
    the pass that answers Shipyard's bonus question (none this turn: ruling 52); the page
    keeps those apart (docs/web.md, "The prompt")."""
    client = sqlite_client
    created = create(client, game=game, players=2, seats=[human("Ann"), bot("greedy")], seed=4)
    game_id, token = created["id"], created["tokens"]["0"]
    marked = 0
    for decision in range(40):
        current = wait_until(client, game_id, token, my_turn(0))
        if current["status"] == "finished":
            break
        legal = current["legal"]
        verbs = {entry["action"].split()[0] for entry in legal}
        question = verbs <= {"bonus", "later", "pass"}  # Shipyard's bonus question
        for entry in legal:
            early = entry["action"].split()[0] in EARLY_VERBS[game] and len(legal) > 1
            early = early and not question
            assert entry["ends"] is early, (entry, len(legal))
            marked += early
        # Mostly keep playing (a pass ends Ann's round); now and then stop short anyway.
        stay = [e["action"] for e in legal if not e["ends"]] if decision % 7 else []
        response = act(client, game_id, token, (stay or notations(current))[0])
        assert response.status_code == 200, response.text
    assert marked > 0, "some decision could end early"


def test_a_game_created_without_seats_waits_for_a_human_against_greedy_bots(
    client: TestClient,
) -> None:
    created = create(client, game=PR, players=3)
    seats = view(client, created["id"])["seats"]
    assert [(s["free"], s["bot"], s["name"]) for s in seats] == [
        (True, None, "Seat 1"),
        (False, "greedy", "Greedy bot 2"),
        (False, "greedy", "Greedy bot 3"),
    ]


def test_seats_are_joined_with_a_name_and_the_game_starts_when_all_are_taken(
    client: TestClient,
) -> None:
    created = create(client, game=PR, players=3, seats=[human(), human("Bea"), bot("random")])
    game_id = created["id"]
    assert list(created["tokens"]) == ["1"]
    assert view(client, game_id)["status"] == "open"
    refused = {
        "bot seat": (client.post(f"/api/games/{game_id}/seats/2", json={"name": "X"}), 409),
        "taken seat": (client.post(f"/api/games/{game_id}/seats/1", json={"name": "X"}), 409),
        "no such seat": (client.post(f"/api/games/{game_id}/seats/7", json={"name": "X"}), 404),
        "empty name": (client.post(f"/api/games/{game_id}/seats/0", json={"name": " "}), 422),
        "same name": (client.post(f"/api/games/{game_id}/seats/0", json={"name": "bea"}), 409),
    }
    for what, (response, status) in refused.items():
        assert response.status_code == status, (what, response.text)
        assert response.json()["detail"], what
    assert act(client, game_id, created["tokens"]["1"], "role settler").status_code == 409
    joined = client.post(f"/api/games/{game_id}/seats/0", json={"name": " Ann "})
    assert joined.status_code == 200, joined.text
    token = joined.json()["token"]
    seen = view(client, game_id, token)
    assert seen["status"] == "running" and seen["viewer"] == 0
    assert [s["name"] for s in seen["seats"]][:2] == ["Ann", "Bea"]
    again = client.post(f"/api/games/{game_id}/seats/0", json={"name": "Cid"})
    assert again.status_code == 409


BAD_GAMES: list[tuple[str, Any, int, str]] = [
    ("unknown game", {"game": "chess", "players": 2}, 422, "unknown game 'chess'"),
    ("player count", {"game": PR, "players": 7}, 422, "not 7"),
    ("solo Puerto Rico", {"game": PR, "players": 1}, 422, "not 1"),
    ("unknown option", {"game": PR, "players": 2, "options": {"x": 1}}, 422, "unknown option"),
    ("option type", {"game": PR, "players": 2, "options": {"open_vp": "yes"}}, 422, "open_vp"),
    ("unknown bot", {"game": PR, "players": 2, "seats": [human(), bot("deep")]}, 422, "deep"),
    ("bot level", {"game": PR, "players": 2, "seats": [human(), bot("ismcts:huge")]}, 422, "huge"),
    (
        "budget over the cap",
        {"game": PR, "players": 2, "seats": [human(), bot("ismcts:90000ms")]},
        422,
        "the web table seats the bots of its catalogue",
    ),
    (
        "policy bot",
        {"game": PR, "players": 2, "seats": [human(), bot("policy:policy.npz")]},
        422,
        "the web table seats the bots of its catalogue",
    ),
    ("seat count", {"game": PR, "players": 3, "seats": [human(), bot("random")]}, 422, "3"),
    ("same names", {"game": PR, "players": 2, "seats": [human("A"), human("a")]}, 422, "same"),
    ("players type", {"game": PR, "players": "2"}, 422, "players"),
    ("extra field", {"game": PR, "players": 2, "colour": "red"}, 422, "colour"),
    ("negative seed", {"game": PR, "players": 2, "seed": -1}, 422, "seed"),
]


@pytest.mark.parametrize(
    ("what", "body", "status", "says"), BAD_GAMES, ids=[b[0] for b in BAD_GAMES]
)
def test_bad_games_are_refused_with_a_reason(
    sqlite_client: TestClient, what: str, body: Any, status: int, says: str
) -> None:
    response = sqlite_client.post("/api/games", json=body)
    assert response.status_code == status, response.text
    assert says in response.json()["detail"]
    assert sqlite_client.get("/api/games").json() == []


def test_a_policy_bot_is_refused_before_it_is_built(
    sqlite_client: TestClient, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The lobby keeps to its catalogue: a ``policy:MODULE:CALLABLE`` seat is refused
    without importing the module (a module may do anything on import)."""
    (tmp_path / "lobby_policy_probe.py").write_text(
        "import pathlib\npathlib.Path(__file__).with_suffix('.imported').touch()\n"
        "def act(vector, mask):\n    return 0\n",
        encoding="utf-8",
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    seats = [human(), bot("policy:lobby_policy_probe:act")]
    response = sqlite_client.post("/api/games", json={"game": PR, "players": 2, "seats": seats})
    assert response.status_code == 422, response.text
    assert "the web table seats the bots of its catalogue" in response.json()["detail"]
    assert not (tmp_path / "lobby_policy_probe.imported").exists()
    assert "lobby_policy_probe" not in sys.modules
    assert sqlite_client.get("/api/games").json() == []


def test_bad_actions_are_refused_and_change_nothing(client: TestClient) -> None:
    created = create(client, game=PR, players=2, seats=[human("Ann"), human("Bob")], seed=3)
    game_id, tokens = created["id"], created["tokens"]
    start = view(client, game_id)
    mover = str(start["to_move"])
    waiter = str(1 - start["to_move"])
    path = f"/api/games/{game_id}/actions"
    refusals = {
        "no token": (act(client, game_id, None, "role settler"), 401),
        "wrong token": (act(client, game_id, "not-a-token", "role settler"), 403),
        "not your turn": (act(client, game_id, tokens[waiter], "role settler"), 409),
        "unreadable": (act(client, game_id, tokens[mover], "dance"), 422),
        "illegal": (act(client, game_id, tokens[mover], "take corn"), 422),
        "malformed JSON": (
            client.post(
                path,
                content=b'{"action": ',
                headers={"X-Seat-Token": tokens[mover], "Content-Type": "application/json"},
            ),
            400,
        ),
        "missing action": (
            client.post(path, json={}, headers={"X-Seat-Token": tokens[mover]}),
            422,
        ),
        "stale index": (
            client.post(
                path,
                json={"action": "role settler", "index": 5},
                headers={"X-Seat-Token": tokens[mover]},
            ),
            409,
        ),
        "no index": (
            client.post(
                path, json={"action": "role settler"}, headers={"X-Seat-Token": tokens[mover]}
            ),
            422,
        ),
        "unknown game": (act(client, "nope", tokens[mover], "role settler", index=0), 404),
        "NUL in the game id": (act(client, "a%00b", tokens[mover], "role settler", index=0), 404),
    }
    for what, (response, status) in refusals.items():
        assert response.status_code == status, (what, response.text)
        assert isinstance(response.json()["detail"], str), what
    assert "not allowed" in refusals["illegal"][0].json()["detail"]
    assert "not your turn" in refusals["not your turn"][0].json()["detail"]
    assert view(client, game_id) == start
    assert act(client, game_id, tokens[mover], "role settler").status_code == 200


def test_a_game_continues_after_a_restart_on_the_same_database(database_url: str) -> None:
    from eurotable.server import create_app

    with TestClient(create_app(database_url)) as first:
        created = create(first, game=PR, players=2, seats=[human("Ann"), human("Bob")], seed=8)
        game_id, tokens = created["id"], created["tokens"]
        for _ in range(5):
            now = view(first, game_id)
            token = tokens[str(now["to_move"])]
            assert act(first, game_id, token, notations(view(first, game_id, token))[0]).is_success
        before = {seat: view(first, game_id, token) for seat, token in tokens.items()}
    with TestClient(create_app(database_url)) as second:
        for seat, token in tokens.items():
            assert view(second, game_id, token) == before[seat]
        to_move = view(second, game_id)["to_move"]
        token = tokens[str(to_move)]
        assert act(second, game_id, token, notations(view(second, game_id, token))[0]).is_success
        assert view(second, game_id)["index"] == 6


def test_bots_resume_after_a_restart(database_url: str) -> None:
    """A human move stored just before the server stopped: the bot answers on restart."""
    from eurotable.server import create_app
    from eurotable.server.store import Store

    with TestClient(create_app(database_url)) as first:
        created = create(first, game=PR, players=2, seats=[human("Ann"), bot("random")], seed=4)
        game_id, token = created["id"], created["tokens"]["0"]
        ready = wait_until(first, game_id, token, my_turn(0))
    store = Store(database_url)
    stored = store.load(game_id)
    assert stored is not None
    spec = games.get(PR)
    state = spec.new_game(2, stored.options, stored.seed)
    for text in stored.actions:
        state.apply(spec.parse_action(text))
    handing_over = next(a for a in state.legal_actions() if after(state, a).current_player == 1)
    store.append(game_id, ready["index"], 0, str(handing_over), "running")
    store.close()
    with TestClient(create_app(database_url)) as second:
        moved = wait_until(second, game_id, token, lambda v: v["index"] > ready["index"] + 1)
        assert log_lines(moved)[: len(log_lines(ready))] == log_lines(ready)


def after(state: GameState, action: Action) -> GameState:
    trial = state.clone()
    trial.apply(action)
    return trial


def test_a_shipyard_first_edition_game_is_played_to_its_end_against_a_bot(
    sqlite_client: TestClient,
) -> None:
    """Issue 6: the web table plays the 1st edition (the Hebrew rulebook) like any game:
    the option is stored, the board is the edition's own (action track, propellers)."""
    client = sqlite_client
    seats = [human("Ann"), bot("greedy")]
    created = create(
        client, game="shipyard", players=2, seats=seats, seed=6, options={"edition": "first"}
    )
    game_id, token = created["id"], created["tokens"]["0"]
    now = wait_until(client, game_id, token, my_turn(0))
    assert now["board"]["text"].startswith("Shipyard, first edition")
    assert "track head" in now["board"]["text"]
    for _ in range(2000):
        if now["status"] == "finished":
            break
        # The rule-free choice: always the last legal action (passing where it can).
        assert act(client, game_id, token, notations(now)[-1]).status_code == 200
        now = wait_until(client, game_id, token, my_turn(0))
    assert now["status"] == "finished" and now["result"] is not None
    assert len(now["result"]["scores"]) == 2
    record = client.get(f"/api/games/{game_id}/record").json()
    assert record["options"]["edition"] == "first"


# The lobby's form: player counts per option, and refusals that stay short ----------------

LONG = 60_000
"""A text far longer than any real one, in a body under the server's body limit."""


def test_the_catalog_says_which_player_counts_each_option_value_allows(
    sqlite_client: TestClient,
) -> None:
    """Shipyard's 1st edition has no solo game (2 to 4 players), the 2nd is 1 to 4: the
    catalog gives the counts per edition, as the lobby's form uses them."""
    catalog = {g["name"]: g for g in sqlite_client.get("/api/catalog").json()["games"]}
    edition = next(o for o in catalog["shipyard"]["options"] if o["name"] == "edition")
    assert edition["label"] == "Edition"
    assert edition["player_counts"] == {"second": [1, 2, 3, 4], "first": [2, 3, 4]}
    for game in catalog.values():
        for option in game["options"]:
            assert option["label"] and option["help"]
            assert set(option["player_counts"]) <= set(option["choices"])
            assert all(
                n in game["player_counts"] for c in option["player_counts"].values() for n in c
            )
    assert [o["player_counts"] for o in catalog[PR]["options"]] == [{}]


def test_a_player_count_the_chosen_edition_lacks_is_refused(sqlite_client: TestClient) -> None:
    first = {"edition": "first"}
    response = sqlite_client.post(
        "/api/games",
        json={"game": "shipyard", "players": 1, "options": first, "seats": [human("Ann")]},
    )
    assert response.status_code == 422, response.text
    detail = response.json()["detail"]
    assert "first edition" in detail and "2 to 4 players, not 1" in detail, detail
    assert sqlite_client.get("/api/games").json() == []
    solo = create(sqlite_client, game="shipyard", players=1, seats=[human("Ann")])
    two = create(
        sqlite_client,
        game="shipyard",
        players=2,
        options=first,
        seats=[human("Ann"), bot("random")],
    )
    assert solo["tokens"] == {"0": solo["tokens"]["0"]} and list(two["tokens"]) == ["0"]


def short_refusal(response: Any, status: int, says: str) -> str:
    """The refusal's reason, checked to be small and to say what was wrong."""
    assert response.status_code == status, response.text[:300]
    assert len(response.content) < 1024, response.content[:300]
    detail: str = response.json()["detail"]
    assert says in detail, detail
    return detail


def test_bodies_over_the_limit_are_refused_before_they_are_read(
    sqlite_client: TestClient,
) -> None:
    """413, in a few words, whether the body's length is declared or it comes in chunks."""
    client = sqlite_client
    created = create(client, game=PR, players=2, seats=[human("Ann"), human("Bob")], seed=3)
    game_id, tokens = created["id"], created["tokens"]
    mover = tokens[str(view(client, game_id)["to_move"])]
    start = view(client, game_id)
    huge = {"action": "x" * 1_000_000, "index": 0}
    declared = client.post(
        f"/api/games/{game_id}/actions", json=huge, headers={"X-Seat-Token": mover}
    )
    short_refusal(declared, 413, "over 65536 bytes")

    def chunks() -> Any:
        yield b'{"game": "puerto-rico", "players": 2, "seats": [{"kind": "human", "name": "'
        for _ in range(100):
            yield b"y" * 10_000
        yield b'"}]}'

    chunked = client.post(
        "/api/games", content=chunks(), headers={"Content-Type": "application/json"}
    )
    short_refusal(chunked, 413, "over 65536 bytes")
    assert view(client, game_id) == start
    assert len(client.get("/api/games").json()) == 1, "nothing was created"


def test_refusals_quote_only_a_short_excerpt_of_what_was_sent(sqlite_client: TestClient) -> None:
    """Sixty thousand characters sent (an action, a name, an option, a game or bot name)
    are refused in a few words: at most the first 40 characters, an ellipsis and the length
    are quoted."""
    client = sqlite_client
    huge = "x" * LONG
    created = create(client, game=PR, players=2, seats=[human("Ann"), human("Bob")], seed=3)
    game_id, tokens = created["id"], created["tokens"]
    mover = tokens[str(view(client, game_id)["to_move"])]
    start = view(client, game_id)

    short_refusal(act(client, game_id, mover, huge), 422, "action")
    long_word = "q" * 999
    detail = short_refusal(act(client, game_id, mover, long_word), 422, "cannot read action")
    assert f"'{'q' * 40}…' (999 characters)" in detail
    assert "unknown verb" in detail
    assert view(client, game_id) == start

    def new_game(**body: Any) -> Any:
        return client.post("/api/games", json={"game": PR, "players": 2, **body})

    short_refusal(new_game(seats=[human(huge), bot("random")]), 422, "at most 40 characters")
    detail = short_refusal(new_game(options={"open_vp": huge}), 422, "open_vp")
    detail = short_refusal(new_game(options={huge: True}), 422, "unknown option")
    assert f"({LONG} characters)" in detail
    detail = short_refusal(
        client.post(
            "/api/games",
            json={"game": "shipyard", "players": 2, "options": {"edition": huge}},
        ),
        422,
        "edition",
    )
    assert f"'{'x' * 40}…' ({LONG} characters)" in detail
    short_refusal(new_game(game=huge), 422, "unknown game")
    short_refusal(new_game(seats=[human("Ann"), bot(huge)]), 422, "unknown bot")
    short_refusal(client.get(f"/api/games/{'f' * 60_000}"), 404, "there is no game")
    open_game = create(client, game=PR, players=2, seats=[human("Ann"), human()])
    joined = client.post(f"/api/games/{open_game['id']}/seats/1", json={"name": huge})
    short_refusal(joined, 422, "at most 40 characters")
    assert len(client.get("/api/games").json()) == 2, "nothing else was created"


def test_a_page_address_that_leads_nowhere_gets_the_page_that_says_so(
    sqlite_client: TestClient,
) -> None:
    """A mistyped page address gets the client's page with 404 (it tells the reader in
    their language); the API and the static files keep their JSON 404, and anything but a
    page's GET is not a page."""
    for address in ("/nothing-here", "/games/abc/replay/more"):
        page = sqlite_client.get(address)
        assert page.status_code == 404
        assert page.headers["content-type"].startswith("text/html")
        assert "/static/app.js" in page.text
    for address in ("/api", "/api/nothing", "/static/nothing.js"):
        answer = sqlite_client.get(address)
        assert (answer.status_code, answer.json()) == (404, {"detail": "Not Found"})
    posted = sqlite_client.post("/nothing-here")
    assert (posted.status_code, posted.json()) == (404, {"detail": "Not Found"})
