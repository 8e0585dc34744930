"""GET /api/rules/GAME: a game's rules reference in the reader's language, cacheable per
release (ETag and Cache-Control, 304 for the ETag held), 404 for a game without one, an
unknown language read as English; and the page /rules/GAME that shows it."""

from __future__ import annotations

from fastapi.testclient import TestClient

from eurotable import __version__
from eurotable.i18n import speaking
from eurotable.rules import reference


def test_the_reference_in_english_with_its_caching_headers(sqlite_client: TestClient) -> None:
    answer = sqlite_client.get("/api/rules/shipyard")
    assert answer.status_code == 200
    assert answer.headers["content-language"] == "en"
    assert answer.headers["cache-control"] == "public, max-age=3600"
    assert answer.headers["etag"] == f'"{__version__}-shipyard-en-all"'
    body = answer.json()
    assert body == reference("shipyard")
    assert body["decisions"]["choose"] == "turn.choose"
    assert "actions.canal" in {section["id"] for section in body["sections"]}


def test_the_etag_held_is_answered_304_and_each_language_has_its_own(
    sqlite_client: TestClient,
) -> None:
    tag = sqlite_client.get("/api/rules/shipyard").headers["etag"]
    again = sqlite_client.get("/api/rules/shipyard", headers={"If-None-Match": tag})
    assert again.status_code == 304
    assert again.content == b""
    assert again.headers["etag"] == tag
    czech = sqlite_client.get("/api/rules/shipyard?lang=cs", headers={"If-None-Match": tag})
    assert czech.status_code == 200
    assert czech.headers["etag"] != tag


def test_the_reference_in_the_language_asked_for(sqlite_client: TestClient) -> None:
    for lang in ("cs", "it", "he"):
        answer = sqlite_client.get(f"/api/rules/shipyard?lang={lang}")
        assert answer.headers["content-language"] == lang
        with speaking(lang):
            assert answer.json() == reference("shipyard")


def test_an_unknown_language_is_english(sqlite_client: TestClient) -> None:
    answer = sqlite_client.get("/api/rules/shipyard?lang=xx")
    assert answer.status_code == 200
    assert answer.headers["content-language"] == "en"
    assert answer.json() == sqlite_client.get("/api/rules/shipyard").json()


def test_the_games_that_have_a_reference(sqlite_client: TestClient) -> None:
    answer = sqlite_client.get("/api/rules")
    assert answer.json() == {"games": ["shipyard"]}
    assert answer.headers["cache-control"] == "public, max-age=3600"
    assert answer.headers["etag"] == f'"{__version__}-rules"'


def test_a_game_without_a_reference_is_404(sqlite_client: TestClient) -> None:
    for game in ("nonesuch", "puerto-rico"):
        answer = sqlite_client.get(f"/api/rules/{game}")
        assert answer.status_code == 404
        assert "rules reference" in answer.json()["detail"]


def test_an_edition_keeps_its_own_sections(sqlite_client: TestClient) -> None:
    first = sqlite_client.get("/api/rules/shipyard?edition=first")
    ids = {section["id"] for section in first.json()["sections"]}
    assert "first.track" in ids and "solo.overview" not in ids
    assert first.headers["etag"].endswith('-first"')
    second = sqlite_client.get("/api/rules/shipyard?edition=second").json()
    assert "solo.overview" in {section["id"] for section in second["sections"]}


def test_the_rules_page_is_the_client(sqlite_client: TestClient) -> None:
    page = sqlite_client.get("/rules/shipyard")
    assert page.status_code == 200
    assert page.headers["content-type"].startswith("text/html")
