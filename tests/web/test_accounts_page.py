"""Accounts in headless Chromium (issue 48): a guest who signs up claims the seats this
browser holds; another browser signed in to the account finds the game in "My games" and
plays the seat without any seat link; signing out turns that browser back into a
spectator."""

from __future__ import annotations

import re
import time
from pathlib import Path

import httpx
from playwright.sync_api import Browser, Page, expect

from .play import ARTIFACTS, create, index, open_seats, seat_view, wait_for_index_beyond

PASSWORD = "a long enough password"


def sign(page: Page, kind: str, name: str) -> None:
    """Sign up (``kind`` "up") or in ("in") with the form of the page's header."""
    page.locator("#account button", has_text="Sign up" if kind == "up" else "Sign in").click()
    page.fill("#account-name", name)
    page.fill("#account-password", PASSWORD)
    page.locator(f"form.account-form.{kind} button[type=submit]").click()
    shown = re.compile(f"Signed in as {name}", re.IGNORECASE)  # names compare case-folded
    expect(page.locator("#account .account-name")).to_have_text(shown)


def press_first_action(page: Page, server: str, game_id: str, token: str) -> None:
    """Click the first legal action the seat has, and wait until it is played."""
    legal = seat_view(server, game_id, token)["legal"]
    assert legal, "the seat has nothing to do"
    seen = index(page)
    page.locator(f'[data-action="{legal[0]["action"]}"]').first.click()
    wait_for_index_beyond(page, seen)


def test_two_browsers_signed_in_to_one_account_play_the_same_seat(
    browser: Browser, server: str
) -> None:
    created = create(
        server,
        game="puerto-rico",
        players=2,
        seed=11,
        seats=[{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "random"}],
    )
    game_id, token = created["id"], created["tokens"]["0"]
    home = browser.new_context()
    laptop = browser.new_context(viewport={"width": 1600, "height": 900})
    phone = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True)
    try:
        guest = home.new_page()
        open_seats(guest, server, game_id, {"0": token})  # a guest's seat, by its token
        guest.goto(server + "/")
        guest.fill(".seat-row.you .seat-name", "")
        sign(guest, "up", "Ann")
        expect(guest.locator(".seat-row.you .seat-name")).to_have_value("Ann")  # the form's You
        kept = guest.evaluate("() => JSON.parse(localStorage.getItem('eurotable.seats'))")
        assert kept[game_id]["0"] != token  # the claimed seat's new token (issue 51)
        assert seat_view(server, game_id, token).get("detail")  # the old one is dead
        token = kept[game_id]["0"]
        mine = guest.locator(".games.mine li")
        expect(mine).to_have_count(1)
        expect(mine.first).to_contain_text("Puerto Rico")

        away = laptop.new_page()
        away.goto(server + "/")
        expect(away.locator(".games.mine")).to_have_count(0)  # a guest here
        sign(away, "in", "ann")  # the name as compared: case-folded
        expect(away.locator(".games.mine li")).to_have_count(1)
        away.locator(".games.mine li a").click()
        away.locator(".game").wait_for()
        expect(away.locator(".game")).to_contain_text("Ann (you)")
        assert away.evaluate("localStorage.getItem('eurotable.seats')") is None
        press_first_action(away, server, game_id, token)  # played by the session alone
        played = index(away)

        small = phone.new_page()
        small.goto(server + "/")
        sign(small, "in", "Ann")
        small.locator(".games.mine li a").click()
        small.locator(".game").wait_for()
        small.wait_for_function(
            "n => document.querySelector('.game').dataset.index >= n", arg=played
        )
        folder = Path(ARTIFACTS)
        folder.mkdir(parents=True, exist_ok=True)
        small.goto(server + "/")
        expect(small.locator(".games.mine li")).to_have_count(1)
        small.screenshot(path=str(folder / "accounts-lobby-phone.png"), full_page=True)
        away.goto(server + "/")
        expect(away.locator(".games.mine li")).to_have_count(1)
        away.screenshot(path=str(folder / "accounts-lobby-wide.png"))

        away.locator("#account button", has_text="Sign out").click()
        expect(away.locator("#account button", has_text="Sign in")).to_be_visible()
        expect(away.locator(".games.mine")).to_have_count(0)
        away.goto(f"{server}/games/{game_id}")
        away.locator(".game").wait_for()
        expect(away.locator(".game")).not_to_contain_text("Ann (you)")
    finally:
        for context in (home, laptop, phone):
            context.close()


def test_a_wrong_password_is_said_in_the_form(page: Page, server: str) -> None:
    page.goto(server + "/")
    sign(page, "up", "Bea")
    page.locator("#account button", has_text="Sign out").click()
    page.locator("#account button", has_text="Sign in").click()
    page.fill("#account-name", "Bea")
    page.fill("#account-password", "not the password")
    page.locator("form.account-form.in button[type=submit]").click()
    expect(page.locator("form.account-form .error")).to_have_text("wrong name or password")
    expect(page.locator("#account-password")).to_be_visible()


def test_the_form_invites_a_player_by_account_name(browser: Browser, server: str) -> None:
    host, guest = browser.new_context(), browser.new_context()
    try:
        bob = guest.new_page()
        bob.goto(server + "/")
        sign(bob, "up", "Bob")
        ann = host.new_page()
        ann.goto(server + "/")
        ann.fill(".seat-row.you .seat-name", "Ann")
        second = ann.locator(".seat-row").nth(1)
        second.locator("select.seat-kind").select_option("invite")
        ann.locator("form.new-game button[type=submit]").click()
        expect(ann.locator("form.new-game .error")).to_contain_text("account name")
        second.locator(".seat-name").fill("bob")
        ann.locator("form.new-game button[type=submit]").click()
        ann.wait_for_url(re.compile(r"/games/[0-9a-f]+$"))
        game_id = ann.url.rsplit("/", 1)[1]
        held = ann.evaluate("JSON.parse(localStorage.getItem('eurotable.seats'))")
        assert list(held[game_id]) == ["0"]  # Bob's seat is not this browser's
        bob.reload()
        expect(bob.locator(".games.mine li")).to_have_count(1)
        bob.locator(".games.mine li a").click()
        bob.locator(".game").wait_for()
        expect(bob.locator(".game")).to_contain_text("Bob (you)")
    finally:
        host.close()
        guest.close()


NOTIFICATIONS = """
window.__notes = [];
const Real = window.Notification;
window.Notification = class extends Real {
  constructor(title, options) { super(title, options); window.__notes.push([title, options.body]); }
};
"""
"""Records each notification the page shows (the browser's own Notification still shows it)."""


def test_a_signed_in_player_is_notified_when_a_game_becomes_their_turn(
    browser: Browser, server: str
) -> None:
    created = create(
        server,
        game="puerto-rico",
        players=2,
        seed=21,
        seats=[{"kind": "human", "name": "Cy"}, {"kind": "human", "name": "Dee"}],
    )
    game_id = created["id"]
    first = seat_view(server, game_id)["to_move"]  # the governor (chosen by the seed)
    bob, ann = created["tokens"][str(first)], created["tokens"][str(1 - first)]
    context = browser.new_context()
    context.grant_permissions(["notifications"])
    context.add_init_script(NOTIFICATIONS)
    try:
        page = context.new_page()
        open_seats(page, server, game_id, {str(1 - first): ann})
        page.goto(server + "/")
        sign(page, "up", "Ann")
        expect(page.locator(".games.mine li")).to_have_count(1)
        assert page.evaluate("window.__notes") == []
        seen = seat_view(server, game_id, bob)
        while seen["to_move"] == first:  # Bob plays until it is Ann's turn
            body = {"action": seen["legal"][0]["action"], "index": seen["index"]}
            answer = httpx.post(
                f"{server}/api/games/{game_id}/actions", json=body, headers={"X-Seat-Token": bob}
            )
            assert answer.status_code == 200, answer.text
            seen = seat_view(server, game_id, bob)
        page.wait_for_function("() => window.__notes.length > 0", timeout=30_000)
        assert page.evaluate("window.__notes") == [["Your turn", "Puerto Rico"]]
        expect(page).to_have_title("(1) eurotable")
    finally:
        context.close()


def test_my_finished_games_say_who_won(page: Page, server: str) -> None:
    """A finished game in "My games" says its result for the seat played (issue 48: "then
    finished with results")."""
    created = create(
        server,
        game="shipyard",
        players=2,
        options={"edition": "second", "contracts": "advanced", "employees": "starters"},
        pacing={"bot_ms": 0, "grace": "confirm"},
        turn_timer={"seconds": 3600, "bot": "random"},
        seats=[{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "random"}],
    )
    game_id, token = created["id"], created["tokens"]["0"]
    resigned = httpx.post(
        f"{server}/api/games/{game_id}/resign", headers={"X-Seat-Token": token}, timeout=30
    )
    assert resigned.status_code == 200, resigned.text
    deadline = time.monotonic() + 90
    while (final := seat_view(server, game_id))["status"] != "finished":
        assert time.monotonic() < deadline, "the bots did not finish the game"
        time.sleep(0.2)
    open_seats(page, server, game_id, {"0": token})
    page.goto(server + "/")
    sign(page, "up", "Ann")
    result = final["result"]
    scores, winners = result["scores"], result["winners"]
    names = " & ".join(final["seats"][w]["name"] for w in winners)
    said = (
        f"You won with {scores[0]} VP"
        if 0 in winners
        else f"Won by {names} with {scores[winners[0]]} VP"
    )
    mine = page.locator(".games.mine li")
    expect(mine).to_have_count(1)
    expect(mine.first).to_contain_text(said)
    expect(mine.first.get_by_role("link", name="Final position")).to_be_visible()
