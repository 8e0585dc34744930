"""Several server processes on one PostgreSQL database (issue 17): any process serves any
game, a move made through one is pushed to the seats connected to another, two moves for
the same game through two processes never fork it, a killed process loses no
acknowledged action, only one process drives a game's bots and another takes over when
it dies; and ``eurotable serve --workers 2`` on one port. Real ``eurotable serve``
processes, real websockets, a real PostgreSQL cluster."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx
import psycopg
import pytest
from fastapi.testclient import TestClient
from sqlalchemy import insert
from sqlalchemy.engine import make_url
from websockets.sync.client import ClientConnection, connect

from eurotable.server import create_app
from eurotable.server.cluster import conninfo
from eurotable.server.models import ActionRow
from eurotable.server.pushes import follow
from eurotable.server.store import CHANNEL, ENTRY_IN_ANNOUNCEMENT, Announcement, Store
from eurotable.server.table import Table

from .conftest import act, create, human, view
from .postgres import Cluster
from .test_serve import free_port

PR = "puerto-rico"
EUROTABLE = [sys.executable, "-c", "from eurotable.cli import main; main()"]


@contextmanager
def serving(database: str, log: Path, *extra: str) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """A ``eurotable serve`` process on its own port until the block ends."""
    port = free_port()
    with log.open("w") as out:
        server = subprocess.Popen(
            [*EUROTABLE, "serve", "--port", str(port), "--database", database, *extra],
            stdout=out,
            stderr=out,
        )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(f"{url}/api/health", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            assert server.poll() is None, log.read_text()
            assert time.monotonic() < deadline, "the server did not start"
            time.sleep(0.1)
        yield url, server
    finally:
        if server.poll() is None:
            server.terminate()
            server.wait(timeout=30)


@pytest.fixture
def database(postgres: Cluster) -> str:
    return postgres.new_database()


class Seat:
    """A seat's websocket on one server, following the pushed view (a context manager)."""

    def __init__(self, url: str, game_id: str, token: str | None) -> None:
        self._url = url.replace("http", "ws", 1) + f"/api/games/{game_id}/socket"
        self._token = token
        self._stack = ExitStack()
        self.view: dict[str, Any] | None = None

    def __enter__(self) -> Seat:
        self.socket: ClientConnection = self._stack.enter_context(connect(self._url))
        self.socket.send(json.dumps({"tokens": [self._token] if self._token else []}))
        return self

    def __exit__(self, *exc: object) -> None:
        self._stack.close()

    def until(self, ready: Callable[[dict[str, Any]], bool], seconds: float = 20) -> dict[str, Any]:
        deadline = time.monotonic() + seconds
        while self.view is None or not ready(self.view):
            left = deadline - time.monotonic()
            assert left > 0, f"no such view came; last: {self.view and self.view['index']}"
            self.view = follow(self.view, json.loads(self.socket.recv(timeout=left)))
        return self.view


def created(url: str, seats: list[dict[str, Any]], seed: int = 3) -> dict[str, Any]:
    body = {"game": PR, "players": len(seats), "seats": seats, "seed": seed}
    answer = httpx.post(f"{url}/api/games", json=body)
    assert answer.status_code == 201, answer.text
    game: dict[str, Any] = answer.json()
    return game


def look(url: str, game_id: str, token: str | None = None) -> dict[str, Any]:
    headers = {"X-Seat-Token": token} if token else {}
    answer = httpx.get(f"{url}/api/games/{game_id}", headers=headers)
    assert answer.status_code == 200, answer.text
    view: dict[str, Any] = answer.json()
    return view


def move(url: str, game_id: str, token: str, index: int) -> httpx.Response:
    action = look(url, game_id, token)["legal"][0]["action"]
    body = {"action": action, "index": index}
    return httpx.post(
        f"{url}/api/games/{game_id}/actions", json=body, headers={"X-Seat-Token": token}
    )


def test_two_processes_serve_one_game_and_push_each_others_moves(
    database: str, tmp_path: Path
) -> None:
    with (
        serving(database, tmp_path / "a.log") as (a, _),
        serving(database, tmp_path / "b.log") as (b, _),
    ):
        game = created(a, [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}])
        game_id, tokens = game["id"], game["tokens"]
        seen_after: list[float] = []
        with Seat(a, game_id, tokens["0"]) as ann, Seat(b, game_id, tokens["1"]) as bob:
            for index in range(12):
                server = (a, b)[index % 2]  # every move through the other process in turn
                to_move = look(server, game_id)["to_move"]
                started = time.monotonic()
                assert move(server, game_id, tokens[str(to_move)], index).status_code == 200
                for seat in (ann, bob):
                    assert seat.until(lambda v, i=index: v["index"] == i + 1)["index"] == index + 1
                seen_after.append(time.monotonic() - started)
            assert look(a, game_id, tokens["0"])["log"] == look(b, game_id, tokens["0"])["log"]
    (tmp_path / "seen-after.txt").write_text(" ".join(f"{s:.3f}" for s in seen_after))


def test_the_same_move_through_two_processes_at_once_is_played_once(
    database: str, tmp_path: Path
) -> None:
    with (
        serving(database, tmp_path / "a.log") as (a, _),
        serving(database, tmp_path / "b.log") as (b, _),
    ):
        game = created(a, [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}])
        game_id, tokens = game["id"], game["tokens"]
        for index in range(6):
            token = tokens[str(look(a, game_id)["to_move"])]
            action = look(a, game_id, token)["legal"][0]["action"]
            answers: list[int] = []
            barrier = threading.Barrier(10)
            body = {"action": action, "index": index}
            headers = {"X-Seat-Token": token}

            def send(
                server: str,
                body: Any = body,
                headers: Any = headers,
                barrier: Any = barrier,
                answers: list[int] = answers,
            ) -> None:
                barrier.wait()
                answer = httpx.post(
                    f"{server}/api/games/{game_id}/actions", json=body, headers=headers
                )
                answers.append(answer.status_code)

            threads = [threading.Thread(target=send, args=((a, b)[n % 2],)) for n in range(10)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            assert sorted(answers) == [200] + [409] * 9, answers
            assert look(a, game_id)["index"] == look(b, game_id)["index"] == index + 1


def test_a_killed_process_loses_no_acknowledged_action_and_bots_move_on(
    database: str, tmp_path: Path
) -> None:
    """Ann plays against a bot; the moves go through one process, then it is killed: the
    other has every acknowledged action, and the bot, whichever process drove it, is
    driven on by the survivor."""
    with serving(database, tmp_path / "b.log") as (b, _):
        with serving(database, tmp_path / "a.log") as (a, first):
            game = created(a, [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "random"}])
            game_id, token = game["id"], game["tokens"]["0"]
            acknowledged = 0
            for _ in range(6):
                with Seat(a, game_id, token) as seat:
                    now = seat.until(lambda v: v["to_move"] == 0 and bool(v["legal"]))
                answer = move(a, game_id, token, now["index"])
                assert answer.status_code == 200, answer.text
                acknowledged = answer.json()["index"]
            os.kill(first.pid, signal.SIGKILL)
            first.wait(timeout=30)
        with Seat(b, game_id, token) as watcher:
            start = watcher.until(lambda v: v["index"] >= acknowledged)["index"]
            ann_moves, seen = 0, start - 1
            while True:  # Ann plays on through the survivor until the bot has answered
                now = watcher.until(
                    lambda v, i=seen: v["index"] > i and v["to_move"] == 0 and bool(v["legal"]), 30
                )
                if now["index"] - start > ann_moves:
                    break
                assert ann_moves < 20, "the bot never moved after the kill"
                assert move(b, game_id, token, now["index"]).status_code == 200
                ann_moves, seen = ann_moves + 1, now["index"]


def test_a_chat_message_said_through_one_process_reaches_the_sockets_of_another(
    database: str, tmp_path: Path
) -> None:
    with (
        serving(database, tmp_path / "a.log") as (a, _),
        serving(database, tmp_path / "b.log") as (b, _),
    ):
        game = created(a, [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}])
        game_id, tokens = game["id"], game["tokens"]
        url = b.replace("http", "ws", 1) + f"/api/games/{game_id}/socket"
        with connect(url) as bob:
            bob.send(json.dumps({"tokens": [tokens["1"]]}))
            assert json.loads(bob.recv(timeout=20))["type"] == "view"
            said = httpx.post(
                f"{a}/api/games/{game_id}/chat", json={"text": "hello", "token": tokens["0"]}
            )
            assert said.status_code == 201, said.text
            deadline = time.monotonic() + 20
            while True:
                left = deadline - time.monotonic()
                assert left > 0, "the message never reached the other process's socket"
                message = json.loads(bob.recv(timeout=left))
                if message["type"] == "chat":
                    break
            assert message["message"]["text"] == "hello" and message["message"]["name"] == "Ann"
            assert message["message"]["seq"] == said.json()["message"]["seq"]


def test_an_announcement_carries_a_short_entry_and_reads_back() -> None:
    entry = Announcement("g1", "p1", (7, "build small indigo plant"))
    assert Announcement.read(entry.payload()) == entry
    assert Announcement.read(Announcement("g1", "p1").payload()) == Announcement("g1", "p1")
    chat = Announcement("g1", "p1", chat=12)
    assert Announcement.read(chat.payload()) == chat and chat.payload() == "g1 p1 chat 12"
    long = Announcement("g1", "p1", (7, "x" * (ENTRY_IN_ANNOUNCEMENT + 1)))
    assert Announcement.read(long.payload()) == Announcement("g1", "p1"), "read from the database"


def test_a_move_is_taken_by_a_process_that_has_not_heard_of_the_one_before(
    database: str,
) -> None:
    """A process checks a move against the game as it holds it, and reads the database
    only when that check refuses: a move made on a newer view than the process has heard
    of (another process stored the move before it; its announcement is late or lost) is
    checked again after reading and played; one made on an old view is still refused
    (409) and changes nothing. The other process's move is written here straight into the
    database, unannounced."""
    with TestClient(create_app(database)) as client:
        game = create(client, game=PR, players=2, seats=[human("Ann"), human("Bob")], seed=3)
        game_id, tokens = game["id"], game["tokens"]
        assert view(client, game_id)["index"] == 0  # the process holds the game now
        elsewhere = Store(database)
        stored = elsewhere.load(game_id)
        assert stored is not None
        table = Table(stored)
        first = table.state.current_player
        assert first is not None
        action = str(table.state.legal_actions()[0])
        with elsewhere.engine.begin() as connection:
            row = {"game_id": game_id, "number": 0, "seat": first, "text": action}
            connection.execute(insert(ActionRow).values(created_at=datetime.now(UTC), **row))
        table.play(action)
        second = table.state.current_player
        assert second is not None
        follow_up = str(table.state.legal_actions()[0])

        answer = act(client, game_id, tokens[str(second)], follow_up, index=1)
        assert answer.status_code == 200, answer.text
        assert answer.json()["index"] == 2
        for seat, again, index in ((second, follow_up, 1), (first, action, 0)):
            stale = act(client, game_id, tokens[str(seat)], again, index=index)
            assert stale.status_code == 409, stale.text
        assert view(client, game_id)["index"] == 2
        assert elsewhere.since(game_id, 0).entries == (action, follow_up)
        elsewhere.close()


def test_a_process_that_stopped_listening_reads_its_games_again(
    database: str, tmp_path: Path
) -> None:
    """Announcements made while a process's listening connection is down are lost: once
    it listens again, it reads every game it holds again and pushes what it missed."""
    with (
        serving(database, tmp_path / "a.log") as (a, _),
        serving(database, tmp_path / "b.log") as (b, _),
    ):
        game = created(a, [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}])
        game_id, tokens = game["id"], game["tokens"]
        with Seat(a, game_id, tokens["0"]) as ann:
            ann.until(lambda v: v["index"] == 0)
            with psycopg.connect(conninfo(make_url(database)), autocommit=True) as admin:
                cut = admin.execute(
                    "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
                    " WHERE datname = current_database() AND query = %s",
                    (f"LISTEN {CHANNEL}",),
                ).fetchone()
            assert cut is not None and cut[0] == 2, "both processes were listening"
            to_move = look(b, game_id)["to_move"]
            assert move(b, game_id, tokens[str(to_move)], 0).status_code == 200
            assert ann.until(lambda v: v["index"] == 1)["index"] == 1


def test_serve_with_two_workers_on_one_port(database: str, tmp_path: Path) -> None:
    with serving(database, tmp_path / "w.log", "--workers", "2") as (url, _):
        game = created(url, [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}])
        game_id, tokens = game["id"], game["tokens"]
        with ExitStack() as stack:
            seats = [stack.enter_context(Seat(url, game_id, tokens[str(n % 2)])) for n in range(6)]
            for index in range(10):
                to_move = look(url, game_id)["to_move"]
                assert move(url, game_id, tokens[str(to_move)], index).status_code == 200
                for seat in seats:
                    seat.until(lambda v, i=index: v["index"] == i + 1)


def test_several_workers_need_postgresql(tmp_path: Path) -> None:
    done = subprocess.run(
        [*EUROTABLE, "serve", "--workers", "2", "--database", f"sqlite:///{tmp_path}/x.db"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 1
    assert "several workers need a PostgreSQL database" in done.stderr
