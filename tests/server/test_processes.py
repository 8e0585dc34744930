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
from pathlib import Path
from typing import Any

import httpx
import pytest
from websockets.sync.client import ClientConnection, connect

from eurotable.server.pushes import follow

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
