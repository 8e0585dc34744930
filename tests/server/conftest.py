"""Fixtures of the server tests: an app on SQLite or PostgreSQL, and helpers to drive it.

Tests marked with the ``database_url`` fixture run once on SQLite and once on a
throwaway PostgreSQL cluster. A missing PostgreSQL fails those tests with a clear message,
unless EUROTABLE_ALLOW_MISSING=1 is set, which skips them instead (for local runs only:
CI installs PostgreSQL, so there nothing is skipped).
"""

from __future__ import annotations

import time
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .postgres import Cluster, ClusterUnavailable

# Starlette would rather use httpx2; httpx is the documented client of FastAPI's TestClient.
warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")

from fastapi.testclient import TestClient  # noqa: E402

from eurotable.server import create_app  # noqa: E402
from system_tools import missing  # noqa: E402


@pytest.fixture(scope="session")
def postgres() -> Iterator[Cluster]:
    try:
        cluster = Cluster()
    except ClusterUnavailable as error:
        missing(str(error))
    try:
        cluster.start()
    except ClusterUnavailable as error:
        cluster.stop()
        missing(str(error))
    try:
        yield cluster
    finally:
        cluster.stop()


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'eurotable.db'}"


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request: pytest.FixtureRequest) -> str:
    """A new empty database: an SQLite file, then a PostgreSQL database."""
    if request.param == "sqlite":
        url: str = request.getfixturevalue("sqlite_url")
        return url
    cluster: Cluster = request.getfixturevalue("postgres")
    return cluster.new_database()


@pytest.fixture
def client(database_url: str) -> Iterator[TestClient]:
    with TestClient(create_app(database_url)) as client:
        yield client


@pytest.fixture
def sqlite_client(sqlite_url: str) -> Iterator[TestClient]:
    with TestClient(create_app(sqlite_url)) as client:
        yield client


# Helpers ---------------------------------------------------------------------------------


def from_address(client: TestClient, host: str) -> TestClient:
    """Another client of the app ``client`` runs (started with ``with``), at the address
    ``host``: its requests are served by the same app, in the same event loop, and the
    server tells the two apart by address (``Limits``, ``Table.client``)."""
    other = TestClient(client.app, client=(host, 50000))
    other.portal = client.portal
    return other


FULL_SPEED = {"bot_ms": 0, "grace": 0}
"""The pacing of the games these tests make unless a test asks for another: bots answer
at once (test_pacing.py tests the pace and the grace themselves)."""


def create(client: TestClient, **body: Any) -> dict[str, Any]:
    """Create a game (the body as keyword arguments; ``pacing`` by default
    ``FULL_SPEED``); returns ``{"id", "tokens"}``."""
    body.setdefault("pacing", FULL_SPEED)
    response = client.post("/api/games", json=body)
    assert response.status_code == 201, response.text
    created: dict[str, Any] = response.json()
    return created


def human(name: str | None = None) -> dict[str, Any]:
    return {"kind": "human"} if name is None else {"kind": "human", "name": name}


def bot(name: str) -> dict[str, Any]:
    return {"kind": "bot", "bot": name}


def view(client: TestClient, game_id: str, token: str | None = None) -> dict[str, Any]:
    headers = {"X-Seat-Token": token} if token else {}
    response = client.get(f"/api/games/{game_id}", headers=headers)
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()
    return result


def act(
    client: TestClient, game_id: str, token: str | None, action: str, index: int | None = None
) -> Any:
    """Post an action with ``index``, by default the number of log entries now (as a
    client that has just looked)."""
    headers = {"X-Seat-Token": token} if token else {}
    if index is None:
        index = view(client, game_id)["index"]
    body = {"action": action, "index": index}
    return client.post(f"/api/games/{game_id}/actions", json=body, headers=headers)


def wait_until(
    client: TestClient, game_id: str, token: str | None, ready: Any, seconds: float = 20
) -> dict[str, Any]:
    """Poll the game until ``ready(view)`` holds (bots move in the server's threads)."""
    deadline = time.monotonic() + seconds
    while True:
        current = view(client, game_id, token)
        if ready(current):
            return current
        assert time.monotonic() < deadline, f"timed out; last view: {current['log'][-3:]}"
        time.sleep(0.02)


def notations(game_view: dict[str, Any]) -> list[str]:
    """The notations of the legal actions a view offers (each comes with its sentence)."""
    return [entry["action"] for entry in game_view["legal"]]


def log_lines(game_view: dict[str, Any]) -> list[str]:
    """The texts of a view's log lines."""
    return [line["text"] for line in game_view["log"]]
