"""Every HTTP answer carries the security headers (issue 51): a Content-Security-Policy
allowing only the site's own scripts and styles and no framing, X-Frame-Options,
Referrer-Policy no-referrer. The browser tests, which fail on any console error, show
that the pages run under that policy (a refused script or style is a console error)."""

from __future__ import annotations

from fastapi.testclient import TestClient

from .conftest import create, human

PR = "puerto-rico"


def test_every_answer_carries_the_security_headers(sqlite_client: TestClient) -> None:
    client = sqlite_client
    created = create(client, game=PR, players=2, seats=[human("Ann"), human("Bob")], seed=1)
    answers = [
        client.get("/"),
        client.get(f"/games/{created['id']}"),
        client.get("/static/app.js"),
        client.get("/api/games"),
        client.get(f"/api/games/{created['id']}"),
        client.get("/api/games/nosuchgame"),
        client.post("/api/games", json={"game": "chess"}),
        client.get("/no/such/page"),
    ]
    assert {answer.status_code for answer in answers} >= {200, 404, 422}
    for answer in answers:
        policy = answer.headers["content-security-policy"]
        rules = dict(rule.split(" ", 1) for rule in policy.split("; "))
        assert rules["script-src"] == "'self'" and rules["style-src"] == "'self'", policy
        assert rules["frame-ancestors"] == "'none'" and rules["object-src"] == "'none'"
        assert "unsafe" not in policy
        assert answer.headers["x-frame-options"] == "DENY"
        assert answer.headers["referrer-policy"] == "no-referrer"
        assert answer.headers["x-content-type-options"] == "nosniff"
