"""Seats that go quiet, in headless Chromium: the lobby's form sets a turn timer and a
seed, and the game page shows the seed the host chose and the time left for the seat to
move, and offers Resign (for a seat this browser holds) and Abandon (for the host), each
asking for confirmation first; at the end, the rematch."""

from __future__ import annotations

import re

import httpx
from playwright.sync_api import Browser, Dialog, Page, expect

from eurotable.bots import DEFAULT_OPPONENT

from .play import create, open_seats, screenshot, seat_view, wait_until_finished

GAME_URL = re.compile(r"/games/([0-9a-f]+)$")


def test_timer_resign_and_abandon_on_the_game_page(page: Page, server: str) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(server)
    page.locator("form.new-game select[name=game]").select_option("puerto-rico")
    page.locator("form.new-game select[name=players]").select_option("2")
    rows = page.locator("form.new-game .seat-row")
    rows.nth(0).locator(".seat-name").fill("Ann")
    rows.nth(1).locator(".seat-kind").select_option("human")
    rows.nth(1).locator(".seat-name").fill("Bob")
    page.locator("#new-game-seed").fill("77")
    expect(page.locator("#new-game-timer-bot")).to_be_hidden()
    page.locator("#new-game-timer").select_option(str(24 * 3600))
    expect(page.locator("#new-game-timer-bot")).to_have_value(DEFAULT_OPPONENT)
    page.locator("#new-game-timer-bot").select_option("random")
    page.locator("form.new-game button[type=submit]").click()
    page.wait_for_url(GAME_URL)

    controls = page.locator(".table-controls")
    expect(controls.locator(".seed-chosen")).to_have_text("Seed chosen by the host: 77")
    expect(controls.locator(".turn-timer")).to_contain_text(
        "Turn timer: 1 day per move, then Random bot makes the move."
    )
    expect(controls.locator(".turn-clock")).to_have_text(
        re.compile(r"Time left for your move: (1 d|23 h \d\d min)")
    )

    answers: list[str] = []

    def dismiss_then_accept(dialog: Dialog) -> None:
        answers.append(dialog.message)
        if len(answers) == 1:
            dialog.dismiss()
        else:
            dialog.accept()

    page.on("dialog", dismiss_then_accept)
    resigning = page.locator(".game[data-index='0'] button.resign")
    resigning.click()
    page.wait_for_timeout(300)
    assert page.locator(".game").get_attribute("data-index") == "0", "dismissed: nothing sent"
    resigning.click()
    expect(page.locator(".players .mark.resigned")).to_have_count(1)
    # The bot plays Ann's seat on until Bob, whose seat this browser holds too, is to
    # move: the screen is then passed to him (the log hidden meanwhile, as at a hot seat).
    page.locator(".handover button").click()
    resigned = page.locator(".log li", has_text="resigns: Random bot plays the seat")
    expect(resigned).to_have_count(1)
    assert answers[0].startswith("Resign?")

    page.locator("button.abandon").click()
    expect(page.locator(".prompt-line")).to_have_text(
        "The host abandoned the game: it ends without a result."
    )
    expect(page.locator(".log li").last).to_have_text(
        "The host abandoned the game: it ends without a result"
    )
    expect(page.locator("button.abandon")).to_have_count(0)
    expect(page.locator("button.resign")).to_have_count(0)
    assert errors == []


def test_rematch_creates_a_game_with_the_same_seats(browser: Browser, server: str) -> None:
    """At the end Ann asks for a rematch: she sits in the new game at once, the bot is the
    same bot, and Bob, at his own screen, is shown the way to his seat in it."""
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "random"}]
    seats.append({"kind": "human", "name": "Bob"})
    timer = {"seconds": 3600, "bot": "random"}
    created = create(server, game="shipyard", players=3, seats=seats, turn_timer=timer)
    game_id, tokens = created["id"], created["tokens"]
    for token in tokens.values():  # both resign: the timer's bot plays to the end
        headers = {"X-Seat-Token": token}
        assert httpx.post(f"{server}/api/games/{game_id}/resign", headers=headers).is_success
    wait_until_finished(server, game_id)
    ann, bob = browser.new_context().new_page(), browser.new_context().new_page()
    open_seats(ann, server, game_id, {"0": tokens["0"]})
    open_seats(bob, server, game_id, {"2": tokens["2"]})
    rematch = ann.get_by_role("button", name="Rematch")
    expect(rematch).to_be_visible()
    expect(bob.get_by_role("button", name="Rematch")).to_be_visible()
    screenshot(ann, "rematch-offered")
    rematch.click()
    ann.wait_for_url(lambda url: GAME_URL.search(url) is not None and game_id not in url)
    new_id = GAME_URL.search(ann.url).group(1)  # type: ignore[union-attr]
    assert new_id != game_id
    again = seat_view(server, new_id)
    assert [(s["name"], s["bot"], s["free"]) for s in again["seats"]] == [
        ("Ann", None, False),
        (again["seats"][1]["name"], "random", False),
        (again["seats"][2]["name"], None, True),
    ]
    assert again["options"] == seat_view(server, game_id)["options"]
    assert again["turn_timer"] == {**timer, "bot_label": "Random bot"}
    expect(ann.locator(".players")).to_contain_text("Ann")
    assert ann.evaluate(
        f"() => Object.keys(JSON.parse(localStorage['eurotable.seats'])['{new_id}'])"
    ) == ["0"]

    join = bob.get_by_role("link", name="Join the rematch")
    expect(join).to_be_visible()
    screenshot(bob, "rematch-join")
    join.click()
    bob.wait_for_url(lambda url: game_id not in url)
    assert GAME_URL.search(bob.url).group(1) == new_id  # type: ignore[union-attr]
    expect(bob.locator(".players form.join")).to_have_count(1)
    ann.context.close()
    bob.context.close()


def test_the_host_gives_a_seat_a_new_link(browser: Browser, server: str) -> None:
    """The host's page offers a new link for each player's seat (asking first): Bob's old
    link stops working at once, his page shows him the game as a spectator, the new link
    is handed to the host to pass on, and everyone's log says so (issue 51)."""
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}]
    created = create(server, game="puerto-rico", players=2, seats=seats, seed=5)
    game_id, tokens = created["id"], created["tokens"]
    host, bob = browser.new_context().new_page(), browser.new_context().new_page()
    host.context.grant_permissions(["clipboard-read", "clipboard-write"])
    open_seats(host, server, game_id, {"0": tokens["0"]})
    host.evaluate(
        "([id, token]) => localStorage.setItem('eurotable.hosts', JSON.stringify({[id]: token}))",
        [game_id, created["host_token"]],
    )
    host.reload()
    open_seats(bob, server, game_id, {"1": tokens["1"]})
    expect(bob.locator(".players .mark.you")).to_have_count(1)
    expect(bob.locator("button.revoke")).to_have_count(0)  # Bob is not the host

    asked: list[str] = []
    host.on("dialog", lambda dialog: (asked.append(dialog.message), dialog.accept()))
    host.locator("button.revoke[data-seat='1']").click()
    line = "The host gave Bob's seat a new link: the old one no longer works"
    expect(host.locator(".log li").last).to_have_text(line)
    assert asked == ["Give Bob's seat a new link? The old one stops working at once."]
    link = host.evaluate("navigator.clipboard.readText()")
    assert link.startswith(f"{server}/games/{game_id}#seat=1&token=")
    new = link.split("token=", 1)[1]
    assert new != tokens["1"] and seat_view(server, game_id, new)["viewer"] == 1
    old = httpx.get(f"{server}/api/games/{game_id}", headers={"X-Seat-Token": tokens["1"]})
    assert old.status_code == 403
    expect(bob.locator(".log li").last).to_have_text(line)
    expect(bob.locator(".players .mark.you")).to_have_count(0)
    expect(host.locator(".players .mark.you")).to_have_count(1)  # Ann's seat is the host's
    host.context.close()
    bob.context.close()
