"""The README's pictures, taken from a real game in Chromium against a running server:
a three-player Puerto Rico game against greedy bots, played through the API up to the
player's first loading in the captain phase after the bots' own (their moves marked on the
board, the prompt, players and log in the side column), the same moment on a phone, and
the end screen of the same game played out. Not a test: run it when the table's looks
change::

    eurotable serve --port 8765 --database sqlite:////tmp/images.db &
    python -m tests.web.readme_images http://127.0.0.1:8765 docs/images
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path
from typing import Any

import httpx
from playwright.sync_api import Page, sync_playwright

from .conftest import CHROMIUM, CHROMIUM_ARGS
from .play import open_seats, seat_view

WIDE = {"width": 1440, "height": 900}
PHONE = {"width": 390, "height": 844}


def act(server: str, game_id: str, token: str, action: str, index: int) -> None:
    answer = httpx.post(
        f"{server}/api/games/{game_id}/actions",
        json={"action": action, "index": index},
        headers={"X-Seat-Token": token},
    )
    answer.raise_for_status()


def wait_for_turn(server: str, game_id: str, token: str) -> dict[str, Any]:
    while True:
        view = seat_view(server, game_id, token)
        if view["status"] != "running" or view["to_move"] == view["viewer"]:
            return view
        time.sleep(0.05)  # the bots' turn: ask again shortly, not at once


def play_until(server: str, game_id: str, token: str, rng: random.Random, stop: str) -> None:
    """Play the seat at random (the mayor keeps or places at random) until an action
    starting with ``stop`` is legal after other seats' moves, or to the end when ``stop``
    is empty."""
    while True:
        view = wait_for_turn(server, game_id, token)
        if view["status"] != "running":
            return
        legal = [entry["action"] for entry in view["legal"]]
        if stop and view["recent"] and any(action.startswith(stop) for action in legal):
            return
        act(server, game_id, token, rng.choice(legal), view["index"])


def settle(page: Page) -> None:
    page.wait_for_selector("[data-action]")
    page.wait_for_timeout(1500)  # the bots' moves have flown in; the marks stay
    page.mouse.move(0, 0)


def main(server: str, folder: str) -> None:
    out = Path(folder)
    seats = [{"kind": "human", "name": "Ann"}] + [{"kind": "bot", "bot": "greedy"}] * 2
    created = httpx.post(
        f"{server}/api/games",
        json={
            "game": "puerto-rico",
            "players": 3,
            "seats": seats,
            "seed": 7,
            "pacing": {"bot_ms": 0, "grace": 0},
        },
    )
    created.raise_for_status()
    game_id, token = created.json()["id"], created.json()["tokens"]["0"]
    rng = random.Random(7)
    play_until(server, game_id, token, rng, "load ")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for name, viewport in (("puerto-rico-table", WIDE), ("puerto-rico-phone", PHONE)):
            page = browser.new_context(viewport=viewport, device_scale_factor=1).new_page()
            open_seats(page, server, game_id, {"0": token})
            settle(page)
            page.screenshot(path=str(out / f"{name}.jpg"), type="jpeg", quality=82)
            page.context.close()
        play_until(server, game_id, token, rng, "")
        page = browser.new_context(viewport=WIDE).new_page()
        open_seats(page, server, game_id, {"0": token})
        page.wait_for_selector(".ending:not([hidden])")
        page.wait_for_timeout(1000)
        page.locator(".ending").screenshot(
            path=str(out / "puerto-rico-end.jpg"), type="jpeg", quality=82
        )
        browser.close()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
