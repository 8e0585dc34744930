"""How many clicks a turn takes a quick player: a whole game of a title played in Chromium
against a greedy bot by clicking only, counting every click (board, prompt, a second press,
an arrangement's pieces and its confirm, End turn) and every turn (each time the move comes
back to the player after another seat's entries; in Shipyard, solo too, each choice of an
action tile).

The quick player takes the prompt's first choice that is no early end (pass, done,
decline, ready), else the board's first target, else the early end; the mayor's colonists
go on the first free circles in the board's order (Keep when keeping is legal). A
measurement for the closing notes of the table's issues, not a test: run it against a
running server (of this tree or an older one)::

    python -m tests.web.clicks http://127.0.0.1:8000 puerto-rico shipyard:1 ...

(``title:players``, 2 players by default; ``shipyard-no-bonus`` for a player who never
takes a bonus action). It prints one JSON line per game.
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any

import httpx
from playwright.sync_api import Page, sync_playwright

from .conftest import CHROMIUM, CHROMIUM_ARGS
from .play import arrange_by_clicking, open_seats, seat_view

DESKTOP = {"width": 1280, "height": 800}


def first_circles(problem: dict[str, Any]) -> dict[str, int]:
    """The colonists on the first free circles in the board's order."""
    wanted: dict[str, int] = {}
    left = problem["colonists"]
    for place in problem["places"]:
        wanted[place["place"]] = min(place["circles"], left)
        left -= wanted[place["place"]]
    return wanted


EARLY = ("pass", "done", "decline", "ready")
"""The verbs that stop short (told by their notation, so that a page from before the
prompt marked them plays alike)."""


def bonus(action: str) -> bool:
    """Whether ``action`` takes Shipyard's bonus action now or later."""
    return action.startswith("bonus ") or action == "later"


def quick_choice(page: Page, no_bonus: bool) -> str:
    """The prompt's first choice that is no early end, else the board's first target, else
    the prompt's early end; with ``no_bonus``, never a bonus action."""
    listed = "es => es.map(e => e.dataset.action)"
    prompt = page.locator(".prompt [data-action]").evaluate_all(listed)
    board = page.locator(".board [data-action]").evaluate_all(listed)
    if no_bonus:
        prompt = [action for action in prompt if not bonus(action)]
        board = [action for action in board if not bonus(action)]
    for action in prompt:
        if action.split()[0] not in EARLY:
            return str(action)
    if board:
        return str(board[0])
    if prompt:
        return str(prompt[0])
    raise AssertionError("nothing to play")


def press(page: Page, action: str) -> int:
    """Click ``action``'s element, twice when it asks for a second press; the clicks made."""
    selector = f'[data-action="{action}"]'
    page.locator(selector).first.click()
    if page.evaluate("s => !!document.querySelector(s)?.classList.contains('armed')", selector):
        page.locator(selector).first.click()
        return 2
    return 1


def play(
    page: Page, server: str, game: str, players: int, seed: int, no_bonus: bool
) -> dict[str, Any]:
    """One whole game as seat 0 against greedy bots; its clicks and turns."""
    seats = [{"kind": "human", "name": "Ann"}] + [{"kind": "bot", "bot": "greedy"}] * (players - 1)
    body = {"game": game, "players": players, "seats": seats, "seed": seed}
    created = httpx.post(f"{server}/api/games", json=body | {"pacing": {"bot_ms": 0, "grace": 0}})
    if created.status_code == 422:  # a server from before the bots' pacing: full speed
        created = httpx.post(f"{server}/api/games", json=body)
    created.raise_for_status()
    game_id, token = created.json()["id"], created.json()["tokens"]["0"]
    open_seats(page, server, game_id, {"0": token})
    clicks = turns = 0
    read = 0  # the log's length at the player's previous decision
    while True:
        page.wait_for_function(
            "() => document.querySelector('[data-action], .arrange-bar, button.end-turn')"
            " || !document.querySelector('.ending').hidden",
            timeout=60_000,
        )
        view = seat_view(server, game_id, token)
        if view["status"] != "running":
            break
        if view["to_move"] != view["viewer"] and not page.locator("button.end-turn").count():
            time.sleep(0.05)  # the bots' turn: ask again shortly, not at once
            continue
        index = view["index"]
        log = [entry for entry in view["log"] if not entry.get("undone")]
        others = any(entry["seat"] not in (None, view["viewer"]) for entry in log[read:])
        read = len(log)
        choosing = all(entry["action"].startswith("action ") for entry in view["legal"])
        if turns == 0 or others or (game == "shipyard" and choosing):
            turns += 1  # other seats' moves since the player's last, or a new action tile
        if page.locator("button.end-turn").count():
            page.locator("button.end-turn").click()
            clicks += 1
        elif view.get("arrangement"):
            problem = view["arrangement"]
            if any(entry["action"] == "keep" for entry in view["legal"]):
                clicks += press(page, "keep")
            else:
                clicks += arrange_by_clicking(page, problem, first_circles(problem))
        else:
            clicks += press(page, quick_choice(page, no_bonus))
        page.wait_for_function(
            "n => document.querySelector('.game').dataset.index > n", arg=index, timeout=60_000
        )
    return {
        "game": game,
        "players": players,
        "seed": seed,
        "no_bonus": no_bonus,
        "clicks": clicks,
        "turns": turns,
    }


def main(server: str, games: list[str]) -> None:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for entry in games:
            name, _, count = entry.partition(":")
            game = name.removesuffix("-no-bonus")
            page = browser.new_context(viewport=DESKTOP).new_page()
            result = play(page, server, game, int(count or 2), 1, name != game)
            result["clicks_per_turn"] = round(result["clicks"] / result["turns"], 2)
            print(json.dumps(result), flush=True)
            page.context.close()
        browser.close()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2:])
