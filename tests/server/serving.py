"""A real ``eurotable serve`` process for the hostile-client tests: its limits, its
open-file limit, its log; and raw loopback connections from chosen addresses."""

from __future__ import annotations

import json
import os
import resource
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from eurotable.server.loadtest import free_port

EUROTABLE = [sys.executable, "-c", "from eurotable.cli import main; main()"]


@dataclass(frozen=True)
class Served:
    url: str
    port: int
    log: Path

    def text(self) -> str:
        """What the server wrote to its log so far."""
        return self.log.read_text(errors="replace")


@contextmanager
def serving(
    folder: Path, limits: dict[str, Any], open_files: int | None = None, *args: str
) -> Iterator[Served]:
    """``eurotable serve`` on a new SQLite file in ``folder`` with ``limits`` (set as the
    environment's ``EUROTABLE_LIMITS``) and at most ``open_files`` open files (soft and
    hard: the server cannot raise it)."""
    port = free_port()
    log = folder / "serve.log"

    def limit_files() -> None:
        if open_files is not None:
            resource.setrlimit(resource.RLIMIT_NOFILE, (open_files, open_files))

    command = [*EUROTABLE, "serve", "--port", str(port), "--database", "sqlite:///games.db"]
    with log.open("w") as output:
        server = subprocess.Popen(
            [*command, *args],
            cwd=folder,
            stdout=output,
            stderr=output,
            env={**os.environ, "EUROTABLE_LIMITS": json.dumps(limits)},
            preexec_fn=limit_files,
        )
    served = Served(f"http://127.0.0.1:{port}", port, log)
    try:
        _wait_until_up(server, served)
        yield served
    finally:
        server.terminate()
        server.wait(timeout=30)


def _wait_until_up(server: subprocess.Popen[bytes], served: Served) -> None:
    deadline = time.monotonic() + 60
    while True:
        try:
            with urllib.request.urlopen(f"{served.url}/api/catalog", timeout=5):
                return
        except OSError:
            assert server.poll() is None, served.text()
            assert time.monotonic() < deadline, "the server did not start"
            time.sleep(0.1)


def connect(port: int, address: str = "127.0.0.1") -> socket.socket:
    """A TCP connection to the server from ``address`` (any of 127.0.0.0/8)."""
    connection = socket.socket()
    connection.bind((address, 0))
    connection.settimeout(10)
    connection.connect(("127.0.0.1", port))
    return connection


def closed_by_server(connection: socket.socket, within: float) -> bool:
    """Whether the server closes ``connection`` within ``within`` seconds (whatever it
    sends before)."""
    connection.settimeout(within)
    end = time.monotonic() + within
    try:
        while time.monotonic() < end:
            if not connection.recv(65536):
                return True
    except TimeoutError:
        return False
    except ConnectionResetError:
        return True
    return False


def still_open(connections: list[socket.socket]) -> list[bool]:
    """Which connections the server has not closed (looked at all at once, now)."""
    open_ones = []
    for connection in connections:
        timeout = connection.gettimeout()
        connection.setblocking(False)
        try:
            open_ones.append(bool(connection.recv(65536, socket.MSG_PEEK)))
        except BlockingIOError:
            open_ones.append(True)
        except OSError:
            open_ones.append(False)
        finally:
            connection.settimeout(timeout)
    return open_ones


def served_now(url: str) -> bool:
    """Whether an honest client is answered 200 at ``url`` (within a liveness timeout of
    10 seconds, far over any answer of an idle server)."""
    try:
        with urllib.request.urlopen(url, timeout=10) as answer:
            answer.read()
            return bool(answer.status == 200)
    except OSError:
        return False
