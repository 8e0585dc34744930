"""Clocks in headless Chromium (docs/web.md, "Clocks"): the lobby's form sets a live
clock and what happens on timeout, and the players panel draws each seat's clock, the
running one marked and counting down between pushes; on a phone and a wide screen."""

from __future__ import annotations

import re

import httpx
from playwright.sync_api import Browser, Page, expect

from .play import console_errors, open_seats, screenshot, seat_view

GAME_URL = re.compile(r"/games/([0-9a-f]+)$")
PHONE = {"width": 390, "height": 844}
WIDE = {"width": 1440, "height": 900}


def test_the_lobby_sets_a_live_clock_and_the_players_panel_counts_it_down(
    page: Page, server: str
) -> None:
    errors = console_errors(page)
    page.goto(server)
    page.locator("form.new-game select[name=game]").select_option("puerto-rico")
    page.locator("form.new-game select[name=players]").select_option("2")
    rows = page.locator("form.new-game .seat-row")
    rows.nth(0).locator(".seat-name").fill("Ann")
    rows.nth(1).locator(".seat-kind").select_option("human")
    rows.nth(1).locator(".seat-name").fill("Bob")
    expect(page.locator("#new-game-on-timeout")).to_be_hidden()
    page.locator("#new-game-clock").select_option("live:5:3")
    expect(page.locator("#new-game-timer")).to_be_hidden()
    expect(page.locator("#new-game-clock-bank")).to_be_hidden()
    page.locator("#new-game-on-timeout").select_option("bot_takes_seat")
    page.locator("form.new-game button[type=submit]").click()
    page.wait_for_url(GAME_URL)

    clocks = page.locator(".players .clock")
    expect(clocks).to_have_count(2)
    running = page.locator(".players .clock.running")
    expect(running).to_have_count(1)
    expect(running).to_have_text(re.compile(r"^4:5\d$|^5:00$"))
    first = running.inner_text()
    page.wait_for_timeout(2100)
    assert running.inner_text() != first, "the running clock counts down between pushes"
    expect(page.locator(".players .clock:not(.running)")).to_have_text("5:00")
    assert errors == []


def test_the_players_clocks_on_a_phone_and_a_wide_screen(browser: Browser, server: str) -> None:
    body = {
        "game": "puerto-rico",
        "players": 3,
        "seats": [
            {"kind": "human", "name": "Ann"},
            {"kind": "human", "name": "Bob"},
            {"kind": "human", "name": "Cleo"},
        ],
        "clock": {"kind": "turn", "days": 3, "bank_days": 7},
        "pacing": {"bot_ms": 0, "grace": 0},
    }
    created = httpx.post(f"{server}/api/games", json=body).json()
    for name, viewport in (("clocks-phone", PHONE), ("clocks-wide", WIDE)):
        page = browser.new_context(viewport=viewport).new_page()
        page.goto(f"{server}/games/{created['id']}")
        expect(page.locator(".players .clock")).to_have_count(3)
        expect(page.locator(".players .clock.running")).to_have_text(
            re.compile(r"^9 d 23 h$|^10 d 0 h$")
        )
        # A waiting seat shows what its next move will have (3 days and its 7-day bank).
        expect(page.locator(".players .clock:not(.running)")).to_have_text(["10 d 0 h", "10 d 0 h"])
        page.locator(".players").scroll_into_view_if_needed()
        screenshot(page, name)
        page.locator(".players").screenshot(
            path=str(screenshot(page, name).with_name(f"{name}-players.png"))
        )
        page.context.close()


def test_a_player_announces_an_absence_and_comes_back_early(page: Page, server: str) -> None:
    errors = console_errors(page)
    body = {
        "game": "puerto-rico",
        "players": 2,
        "seed": 4,
        "seats": [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}],
        "clock": {"kind": "turn", "days": 1, "bank_days": 0},
    }
    created = httpx.post(f"{server}/api/games", json=body).json()
    open_seats(page, server, created["id"], {"0": created["tokens"]["0"]})
    controls = page.locator(".table-controls .absence")
    expect(controls.get_by_role("button", name="Announce an absence")).to_be_visible()
    controls.locator("select.absence-days").select_option("3")
    controls.get_by_role("button", name="Announce an absence").click()
    expect(controls).to_contain_text("You are away until")
    seen = seat_view(server, created["id"], created["tokens"]["0"])
    assert len(seen["clocks"][0]["away"]) == 1 and seen["clocks"][1]["away"] == []
    screenshot(page, "absence-announced")
    controls.get_by_role("button", name="I am back").click()
    expect(controls.get_by_role("button", name="Announce an absence")).to_be_visible()
    assert seat_view(server, created["id"], created["tokens"]["0"])["clocks"][0]["away"] == []
    assert errors == []
