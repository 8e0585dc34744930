"""The web table speaks each viewer's language (``?lang=``): the catalog for the browser,
the lobby's catalog, views (prompt, actions, log, board), component data and refusals;
and a translation never changes what is hidden from whom."""

from __future__ import annotations

import random
import warnings
from pathlib import Path

import pytest

from eurotable import games
from eurotable.i18n import speaking
from eurotable.server import create_app
from eurotable.server.views import board

from .languages import COMPLETE

warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
from fastapi.testclient import TestClient  # noqa: E402

ROLES_CS = ["Osadník", "Purkmistr", "Stavitel", "Dozorce", "Kupec", "Kapitán", "Zlatokop"]
"""Puerto Rico's roles as the Czech rulebook names them (OSADNÍK … ZLATOKOP)."""


@pytest.fixture
def client(tmp_path: Path) -> TestClient:
    return TestClient(create_app(f"sqlite:///{tmp_path / 'i18n.db'}"))


def test_the_languages_and_their_catalogs_are_served(client: TestClient) -> None:
    with client:
        languages = client.get("/api/i18n").json()
        assert [entry["code"] for entry in languages] == ["en", "cs", "it", "he"]
        assert {entry["code"]: entry["dir"] for entry in languages}["he"] == "rtl"
        czech = client.get("/api/i18n/cs")
        assert czech.status_code == 200 and czech.json()["plural"]["few"] == 1
        assert czech.json()["messages"]["Your turn:"] == "Jsi na tahu:"
        assert client.get("/api/i18n/xx").json()["lang"] == "en"


def test_a_czech_puerto_rico_game_through_the_api(client: TestClient) -> None:
    with client:
        lobby = client.get("/api/catalog", params={"lang": "cs"}).json()
        titles = {game["name"]: game["title"] for game in lobby["games"]}
        assert titles["russian-railroads"] == "Ruské železnice"
        created = client.post(
            "/api/games",
            params={"lang": "cs"},
            json={
                "game": "puerto-rico",
                "players": 3,
                "seats": [{"kind": "human", "name": "Ann"}]
                + [{"kind": "human", "name": name} for name in ("Bob", "Cid")],
            },
        ).json()
        game = created["id"]
        to_move = client.get(f"/api/games/{game}").json()["to_move"]
        token = created["tokens"][str(to_move)]
        answer = client.get(
            f"/api/games/{game}", params={"lang": "cs"}, headers={"X-Seat-Token": token}
        )
        assert answer.headers["content-language"] == "cs"
        view = answer.json()
        assert view["prompt"] == "Vyber roli"
        sentences = " ".join(entry["text"] for entry in view["legal"])
        assert all(role in sentences for role in ROLES_CS[:6])  # 3 players: no prospector
        assert (
            view["log"][0]["text"].startswith("3 hráči; ")
            and "je guvernér" in view["log"][0]["text"]
        )
        assert "Guvernér" in view["board"]["text"]
        components = client.get(f"/api/games/{game}/components", params={"lang": "cs"}).json()
        assert [role["name"] for role in components["roles"]] == ROLES_CS
        assert components["score_categories"]["vp_chips"] == "Žetony VB"
        english = client.get(f"/api/games/{game}", headers={"X-Seat-Token": token}).json()
        assert english["prompt"] == "Choose a role"
        refused = client.post(
            f"/api/games/{game}/actions",
            params={"lang": "cs"},
            json={"action": "role settler", "index": 0},
        )
        assert refused.status_code == 401
        assert refused.json()["detail"] == (
            "k tomu je potřeba token místa (hlavička X-Seat-Token) nebo přihlášení"
        )


def test_the_websocket_speaks_the_language_it_was_opened_in(client: TestClient) -> None:
    with client:
        created = client.post(
            "/api/games", json={"game": "puerto-rico", "players": 3, "seed": 4}
        ).json()
        with client.websocket_connect(f"/api/games/{created['id']}/socket?lang=cs") as socket:
            socket.send_json({"tokens": []})
            view = socket.receive_json()["view"]
        assert view["status"] == "open" and view["title"] == "Puerto Rico"
        assert [seat["name"] for seat in view["seats"]][1].startswith(
            "Hladový bot"
        )  # "Greedy bot 2"


@pytest.mark.parametrize("lang", COMPLETE)
@pytest.mark.parametrize(("game", "players"), [("puerto-rico", 3), ("russian-railroads", 3)])
def test_no_board_changes_with_a_secret_its_viewer_may_not_know_in_any_language(
    lang: str, game: str, players: int
) -> None:
    """tests/server/test_secrets.py in another language: the spectator's board is the
    words every seat's board shares, and no word may tell a secret (a noun in the
    plural for one face-down chip would)."""
    spec = games.get(game)
    names = ["Ann", "Bob", "Cid"][:players]
    for seed in range(3):
        rng = random.Random(seed)
        state = spec.new_game(players, {}, seed)
        for step in range(160):
            state.apply(rng.choice(list(state.legal_actions())))
            if step % 40 != 39:
                continue
            with speaking(lang):
                public = board(spec, state, None, names)
                for seat in range(players):
                    mine = board(spec, state, seat, names)
                    for secret, changed in spec.secrets(state, seat, random.Random(seed)):
                        assert board(spec, changed, seat, names) == mine, (seat, secret)
                        assert board(spec, changed, None, names) == public, (seat, secret)


@pytest.mark.parametrize("lang", COMPLETE)
def test_shipyard_contracts_stay_hidden_in_any_language(lang: str) -> None:
    spec = games.get("shipyard")
    names = ["Ann", "Bob"]
    for seed in range(3):
        rng = random.Random(seed)
        state = spec.new_game(2, {}, seed)
        for _step in range(60):
            state.apply(rng.choice(list(state.legal_actions())))
        with speaking(lang):
            public = board(spec, state, None, names)
            for seat in range(2):
                mine = board(spec, state, seat, names)
                for secret, changed in spec.secrets(state, seat, random.Random(seed)):
                    assert board(spec, changed, seat, names) == mine, secret
                    assert board(spec, changed, None, names) == public, secret
