"""``eurotable serve``: refuses bad arguments in one line, and serves the app."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from typer.testing import CliRunner

from eurotable.cli import app


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--port", "0"], "--port must be from 1 to 65535"),
        (["--database", "no-url"], "not a database URL"),
        (["--database", "nosuchdb://x"], "cannot open database"),
        (["--database", "sqlite:////no/such/folder/x.db"], "cannot open database"),
        (["--smtp", "smtp://127.0.0.1:25"], "--smtp and --mail-from go together"),
        (["--smtp", "http://mail", "--mail-from", "t@example.org"], "--smtp takes smtp://"),
    ],
)
def test_bad_arguments_are_one_line_on_stderr(args: list[str], says: str) -> None:
    result = CliRunner().invoke(app, ["serve", *args])
    assert result.exit_code == 1
    assert result.stderr.startswith("error: ") and says in result.stderr
    assert result.stderr.count("\n") == 1


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def test_serve_runs_the_web_table_on_an_sqlite_file_by_default(tmp_path: Path) -> None:
    port = free_port()
    eurotable = [sys.executable, "-c", "from eurotable.cli import main; main()"]
    output = tmp_path / "serve.log"
    with output.open("w") as log:
        server = subprocess.Popen(
            [*eurotable, "serve", "--port", str(port)], cwd=tmp_path, stdout=log, stderr=log
        )
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/catalog") as answer:
                    catalog = json.load(answer)
                break
            except OSError:
                assert server.poll() is None, output.read_text()
                assert time.monotonic() < deadline, "the server did not start"
                time.sleep(0.1)
        assert [game["name"] for game in catalog["games"]]
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/") as page:
            assert b"/static/app.js" in page.read()
        assert (tmp_path / "eurotable.db").exists()
    finally:
        server.terminate()
        server.wait(timeout=30)


@pytest.mark.parametrize("limits", ["not json", '{"no_such_limit": 1}', '{"body_bytes": "big"}'])
def test_limits_in_the_environment_that_are_not_limits_are_one_line(limits: str) -> None:
    result = CliRunner().invoke(app, ["serve"], env={"EUROTABLE_LIMITS": limits})
    assert result.exit_code == 1
    assert result.stderr.startswith("error: EUROTABLE_LIMITS must be a JSON object of limits")
    assert result.stderr.count("\n") == 1


def test_serve_takes_the_caps_of_seats_played_by_search_bots(tmp_path: Path) -> None:
    """``--searching-seats-per-client 1``: a game of one search bot is made, a second one
    is refused with 422 naming the cap."""
    port = free_port()
    eurotable = [sys.executable, "-c", "from eurotable.cli import main; main()"]
    output = tmp_path / "serve.log"
    caps = ["--searching-seats-per-client", "1", "--searching-seats", "5"]
    with output.open("w") as log:
        server = subprocess.Popen(
            [*eurotable, "serve", "--port", str(port), *caps], cwd=tmp_path, stdout=log, stderr=log
        )
    body = json.dumps(
        {
            "game": "puerto-rico",
            "players": 2,
            "seats": [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "ismcts:hard"}],
        }
    ).encode()

    def create() -> int:
        request = urllib.request.Request(
            f"http://127.0.0.1:{port}/api/games",
            data=body,
            headers={"content-type": "application/json"},
        )
        try:
            with urllib.request.urlopen(request) as answer:
                status: int = answer.status
                return status
        except urllib.error.HTTPError as refused:
            assert "one client may have at most 1" in refused.read().decode()
            return refused.code

    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                first = create()
                break
            except OSError:  # not listening yet
                assert server.poll() is None, output.read_text()
                assert time.monotonic() < deadline, "the server did not start"
                time.sleep(0.1)
        assert (first, create()) == (201, 422)
    finally:
        server.terminate()
        server.wait(timeout=30)
