"""The schema's migrations, on SQLite and PostgreSQL: a database made by eurotable 0.1
(its ``create_all``: tables, no ``alembic_version``) is recognised as the baseline and
upgraded when the server opens it, and every game in it is intact and playable."""

from __future__ import annotations

import random
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime

import pytest
from alembic import command
from fastapi.testclient import TestClient
from sqlalchemy import (
    JSON,
    BigInteger,
    Column,
    DateTime,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    create_engine,
    inspect,
    text,
)

from eurotable import games
from eurotable.core.record import Record, replay
from eurotable.core.timeline import Timeline
from eurotable.server import create_app
from eurotable.server.migrations import HEAD, config, revision
from eurotable.server.store import DatabaseError, Store, database_url
from eurotable.server.store import database_url as engine_url
from eurotable.server.table import token_hash

from .conftest import act, log_lines, notations, view

OLD = MetaData()
"""The tables exactly as eurotable 0.1's models declared them."""
Table(
    "games",
    OLD,
    Column("id", String(32), primary_key=True),
    Column("game", String(64), nullable=False),
    Column("options", JSON, nullable=False),
    Column("seed", BigInteger, nullable=False),
    Column("format", Integer, nullable=False),
    Column("engine_version", String(32), nullable=False),
    Column("status", String(16), nullable=False, index=True),
    Column("created_at", DateTime(timezone=True), nullable=False),
)
Table(
    "seats",
    OLD,
    Column("game_id", ForeignKey("games.id"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("kind", String(64), nullable=False),
    Column("name", String(64)),
    Column("token_hash", String(64)),
)
Table(
    "actions",
    OLD,
    Column("game_id", ForeignKey("games.id"), primary_key=True),
    Column("number", Integer, primary_key=True),
    Column("seat", Integer, nullable=False),
    Column("text", Text, nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
)


def played(game: str, seed: int, count: int | None) -> list[tuple[int, str]]:
    """``count`` random legal actions of a two-player game (``None``: to its end), with
    the seat of each."""
    spec = games.get(game)
    timeline = Timeline(spec, spec.new_game(2, {}, seed))
    chooser = random.Random(seed)
    entries: list[tuple[int, str]] = []
    while not timeline.state.is_over and (count is None or len(entries) < count):
        seat = timeline.state.current_player
        assert seat is not None
        text = str(chooser.choice(timeline.state.legal_actions()))
        timeline.play(text)
        entries.append((seat, text))
    return entries


def old_database(url: str) -> None:
    """A database as eurotable 0.1 left it: a running game (three actions played), an
    open one and a finished one."""
    engine = create_engine(database_url(url))
    OLD.create_all(engine)
    now = datetime.now(UTC)
    rows = {
        "running": ("puerto-rico", 8, "running", played("puerto-rico", 8, 3)),
        "open": ("shipyard", 2, "open", []),
        "finished": ("puerto-rico", 4, "finished", played("puerto-rico", 4, None)),
    }
    with engine.begin() as connection:
        for game_id, (game, seed, status, actions) in rows.items():
            connection.execute(
                OLD.tables["games"].insert(),
                {
                    "id": game_id,
                    "game": game,
                    "options": {},
                    "seed": seed,
                    "format": 1,
                    "engine_version": "0.1.0",
                    "status": status,
                    "created_at": now,
                },
            )
            for seat, name in enumerate(["Ann", None if status == "open" else "Bob"]):
                token = None if name is None else token_hash(f"{game_id}-{seat}")
                connection.execute(
                    OLD.tables["seats"].insert(),
                    {
                        "game_id": game_id,
                        "seat": seat,
                        "kind": "human",
                        "name": name,
                        "token_hash": token,
                    },
                )
            for number, (seat, text) in enumerate(actions):
                connection.execute(
                    OLD.tables["actions"].insert(),
                    {
                        "game_id": game_id,
                        "number": number,
                        "seat": seat,
                        "text": text,
                        "created_at": now,
                    },
                )
    engine.dispose()


def test_a_database_of_the_previous_schema_is_upgraded_with_every_game_intact(
    database_url: str,
) -> None:
    old_database(database_url)
    with TestClient(create_app(database_url)) as client:
        lobby = {entry["id"]: entry for entry in client.get("/api/games").json()}
        assert {key: entry["status"] for key, entry in lobby.items()} == {
            "running": "running",
            "open": "open",
            "finished": "finished",
        }
        assert lobby["running"]["seed"] is None and lobby["running"]["seed_chosen"] is False
        assert lobby["running"]["turn_timer"] is None
        assert lobby["running"]["pacing"] == {"bot_ms": 700, "grace": 3}, "0003's defaults"

        running = view(client, "running")
        assert running["index"] == 3 and len(log_lines(running)) > 0
        token = f"running-{running['to_move']}"
        assert act(
            client, "running", token, notations(view(client, "running", token))[0]
        ).is_success
        assert view(client, "running")["index"] == 4
        account = {"name": "Ann", "password": "a long password", "tokens": [token]}
        assert client.post("/api/accounts", json=account).status_code == 201  # 0005's tables
        assert view(client, "running")["viewer"] == running["to_move"], "the seat was claimed"
        client.cookies.clear()

        joined = client.post("/api/games/open/seats/1", json={"name": "Bob"})
        assert joined.status_code == 200 and view(client, "open")["status"] == "running"

        record = client.get("/api/games/finished/record").json()
        assert replay(Record.from_json(record)).is_over
        old_host = client.post("/api/games/running/abandon", headers={"X-Host-Token": "x"})
        assert old_host.status_code == 403, "games made before hosts existed have no host"
    store = Store(database_url)
    try:
        assert revision(store.engine) == HEAD
        columns = {c["name"] for c in inspect(store.engine).get_columns("games")}
        assert {"seed_chosen", "bot_pace_ms", "grace_seconds", "rematch"} <= columns
        assert "account_id" in {c["name"] for c in inspect(store.engine).get_columns("seats")}
    finally:
        store.close()


def test_a_new_database_is_made_at_the_newest_revision_and_opened_again(
    database_url: str,
) -> None:
    for _ in range(2):
        store = Store(database_url)
        try:
            assert revision(store.engine) == HEAD
            tables = set(inspect(store.engine).get_table_names())
            assert {"games", "seats", "actions", "alembic_version"} <= tables
        finally:
            store.close()


def test_processes_opening_a_new_postgresql_database_together_migrate_it_once(
    database_url: str,
) -> None:
    """Server processes started together (``serve --workers``) each open the database:
    the advisory lock lets one migrate while the others wait, then find it done."""
    if not database_url.startswith("postgresql"):
        return  # SQLite is one process's database
    old_database(database_url)
    with ThreadPoolExecutor(4) as pool:
        stores = list(pool.map(lambda _: Store(database_url), range(4)))
    try:
        assert {revision(store.engine) for store in stores} == {HEAD}
        assert stores[0].load("running") is not None
    finally:
        for store in stores:
            store.close()


def test_a_database_of_a_newer_schema_is_refused_in_one_line(sqlite_url: str) -> None:
    store = Store(sqlite_url)
    with store.engine.begin() as connection:
        connection.execute(text("UPDATE alembic_version SET version_num = '9999'"))
    store.close()
    with pytest.raises(DatabaseError) as refused:
        Store(sqlite_url)
    assert "revision 9999, unknown to this eurotable" in str(refused.value)
    assert "\n" not in str(refused.value)


def test_an_account_of_0008_gets_its_notification_settings_from_0009(database_url: str) -> None:
    """Migration 0009: an account stored before speaks English, has no verified email
    (mail goes only to a verified one) and gets the key its unsubscribe links are signed
    with; the outbox and the mailed tokens are new tables."""
    engine = create_engine(engine_url(database_url))
    settings = config()
    with engine.begin() as connection:
        settings.attributes["connection"] = connection
        command.upgrade(settings, "0008")
        connection.execute(
            text(
                "INSERT INTO accounts (id, name, name_key, password_hash, email, created_at)"
                " VALUES ('a1', 'Ann', 'ann', 'x', 'ann@example.org', :now)"
            ),
            {"now": datetime.now(UTC)},
        )
    engine.dispose()
    store = Store(database_url)
    try:
        assert revision(store.engine) == HEAD
        with store.engine.connect() as connection:
            row = connection.execute(
                text("SELECT language, email_verified, notify_key, email FROM accounts")
            ).one()
        assert (row[0], bool(row[1]), row[3]) == ("en", False, "ann@example.org")
        assert row[2] is not None and len(row[2]) == 64
        assert {"outbox", "mail_tokens"} <= set(inspect(store.engine).get_table_names())
    finally:
        store.close()
