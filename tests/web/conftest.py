"""Fixtures of the browser tests: a real uvicorn server and Debian's Chromium.

The server runs the app in a thread, on a free port of 127.0.0.1, over a new SQLite
file. Chromium is driven by Playwright, launched from /usr/bin/chromium (Playwright's
own browsers are never downloaded). A missing Chromium fails the tests with a clear
message, unless EUROTABLE_ALLOW_MISSING=1 is set, which skips them instead (for local
runs only: CI installs Chromium, so there nothing is skipped).
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
import uvicorn
from fastapi import FastAPI
from playwright.sync_api import Browser, Page, sync_playwright

from eurotable.server import create_app
from system_tools import missing

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    if not CHROMIUM.exists():
        missing(f"Chromium not found at {CHROMIUM}: apt-get install chromium")
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield launched
        launched.close()


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    """A page of a new browser context (its own storage: a new visitor)."""
    context = browser.new_context()
    context.set_default_timeout(15_000)
    yield context.new_page()
    context.close()


@contextmanager
def serving(listener: socket.socket, app: FastAPI) -> Iterator[None]:
    """``app`` served by uvicorn in a thread on ``listener`` (bound) until the block ends."""
    running = uvicorn.Server(uvicorn.Config(app, log_level="warning"))
    thread = threading.Thread(target=running.run, kwargs={"sockets": [listener]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not running.started:
        assert thread.is_alive() and time.monotonic() < deadline, "the server did not start"
        time.sleep(0.02)
    try:
        yield
    finally:
        running.should_exit = True
        thread.join(timeout=30)
        listener.close()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[str]:
    """The base URL of a running eurotable server on a new database."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    port = listener.getsockname()[1]
    with serving(listener, create_app(f"sqlite:///{tmp_path / 'web.db'}")):
        yield f"http://127.0.0.1:{port}"
