"""The web client in headless Chromium: the lobby, playing by clicking, spectating,
hot-seat play and replays, against a real server."""

from __future__ import annotations

import re
import time
from typing import Any

import httpx
from playwright.sync_api import Browser, Page, expect

ACTIONS = "button.action:enabled"


def index(page: Page) -> int:
    """How many actions the page has shown being played."""
    return int(page.locator(".game").get_attribute("data-index") or 0)


def wait_for_index_beyond(page: Page, seen: int) -> None:
    """Wait until the page shows more than ``seen`` actions played (pushed or answered)."""
    page.wait_for_function("n => document.querySelector('.game').dataset.index > n", arg=seen)


def create(server: str, **body: Any) -> dict[str, Any]:
    response = httpx.post(f"{server}/api/games", json=body)
    assert response.status_code == 201, response.text
    created: dict[str, Any] = response.json()
    return created


def test_a_game_against_a_bot_created_and_played_in_the_browser(server: str, page: Page) -> None:
    page.goto(server)
    page.select_option("select[name=game]", "puerto-rico")
    page.select_option("select[name=players]", "2")
    page.select_option('[aria-label="Seat 1"]', "human")
    page.fill('[aria-label="Seat 1 name"]', "Ann")
    page.select_option('[aria-label="Seat 2"]', "bot:random")
    page.fill("input[name=seed]", "7")
    page.click("text=Create game")
    page.wait_for_url(re.compile(r"/games/[0-9a-f]+$"))
    expect(page.locator(".board-text")).to_contain_text("Ann")

    for _ in range(5):
        page.locator(ACTIONS).first.wait_for()
        before = index(page)
        page.locator(ACTIONS).first.click()
        wait_for_index_beyond(page, before)
    expect(page.locator(".log")).to_contain_text("Bot 2 (random)")

    page.locator(ACTIONS).first.wait_for()
    before = index(page)
    page.fill('[aria-label="Action notation"]', "fly to the moon")
    page.click("form.typed button")
    expect(page.locator(".error")).to_be_visible()
    expect(page.locator(".error")).to_contain_text("cannot read action 'fly to the moon'")
    assert index(page) == before

    page.reload()
    expect(page.locator(".mark.you")).to_have_count(1)
    expect(page.locator(".status")).to_contain_text("Your turn, Ann")
    assert page.locator(ACTIONS).count() > 0
    page.locator(ACTIONS).first.click()
    wait_for_index_beyond(page, before)
    expect(page.locator(".error")).to_be_hidden()


def test_a_spectator_follows_the_game_and_a_seat_link_gives_the_seat(
    server: str, page: Page, browser: Browser
) -> None:
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "greedy"}]
    created = create(server, game="russian-railroads", players=2, seats=seats, seed=3)
    game = f"{server}/games/{created['id']}"
    watcher = browser.new_context().new_page()
    watcher.goto(game)
    expect(watcher.locator(".status")).to_contain_text("You are watching")
    expect(watcher.locator(".actions")).to_be_hidden()

    page.goto(f"{game}#seat=0&token={created['tokens']['0']}")
    expect(page.locator(".status")).to_contain_text("Your turn, Ann")
    assert "#" not in page.url, "the token is taken out of the address bar"
    seen = index(watcher)
    page.locator(ACTIONS).first.click()
    wait_for_index_beyond(watcher, seen)
    assert watcher.locator("button.action").count() == 0
    watcher.context.close()


def test_a_second_player_joins_a_free_seat_from_the_lobby(
    server: str, page: Page, browser: Browser
) -> None:
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "human"}]
    created = create(server, game="shipyard", players=2, seats=seats, seed=1)
    guest = browser.new_context().new_page()
    guest.goto(server)
    guest.locator(".games.open li", has_text="Shipyard").get_by_role("link", name="Join").click()
    expect(guest.locator(".status")).to_contain_text("Waiting for players")
    guest.fill('[aria-label="Name for seat 2"]', "Ann")
    guest.click("form.join button")
    expect(guest.locator(".error")).to_contain_text("already plays at this table")
    guest.fill('[aria-label="Name for seat 2"]', "Bea")
    guest.click("form.join button")
    expect(guest.locator(".status")).to_contain_text("You see Bea's view")
    expect(guest.locator(".mark.you")).to_have_count(1)
    page.goto(f"{server}/games/{created['id']}#seat=0&token={created['tokens']['0']}")
    expect(page.locator(".status")).not_to_contain_text("Waiting")
    guest.context.close()


def test_hot_seat_players_pass_the_screen(server: str, page: Page) -> None:
    page.goto(server)
    page.select_option("select[name=game]", "puerto-rico")
    page.select_option("select[name=players]", "2")
    page.fill('[aria-label="Seat 1 name"]', "Ann")
    page.select_option('[aria-label="Seat 2"]', "human")
    page.fill('[aria-label="Seat 2 name"]', "Bob")
    page.click("text=Create game")
    page.wait_for_url(re.compile(r"/games/[0-9a-f]+$"))
    expect(page.locator(".mark.you")).to_have_count(2)
    for _ in range(10):
        if page.locator(".handover").count():
            break
        before = index(page)
        page.locator(ACTIONS).first.click()
        wait_for_index_beyond(page, before)
    handover = page.locator(".handover")
    expect(handover).to_contain_text("Pass the screen to")
    name = handover.inner_text().split("Pass the screen to ")[1].split(".")[0]
    handover.locator("button").click()
    expect(page.locator(".status")).to_contain_text(f"Your turn, {name}")
    expect(page.locator(".board-text")).to_be_visible()


def test_a_finished_game_is_replayed_step_by_step(server: str, page: Page) -> None:
    created = create(
        server, game="shipyard", players=1, seats=[{"kind": "bot", "bot": "random"}], seed=2
    )
    url = f"{server}/api/games/{created['id']}"
    deadline = time.monotonic() + 30
    while httpx.get(url).json()["status"] != "finished":
        assert time.monotonic() < deadline, "the bot did not finish its game"
        time.sleep(0.05)
    page.goto(f"{server}/games/{created['id']}/replay")
    expect(page.locator(".step")).to_contain_text("Step 0 of")
    expect(page.locator(".board")).to_contain_text("spectators see the log")
    page.click("text=Next ▶")
    page.click("text=Next ▶")
    expect(page.locator(".step")).to_contain_text("Step 2 of")
    assert page.locator("input[type=range]").input_value() == "2"
    page.click("text=Last »")
    expect(page.locator("table.result")).to_be_visible()
    page.click("text=◀ Previous")
    expect(page.locator("table.result")).to_have_count(0)
