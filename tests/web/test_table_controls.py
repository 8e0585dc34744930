"""Seats that go quiet, in headless Chromium: the lobby's form sets a turn timer and a
seed, and the game page shows the seed the host chose and the time left for the seat to
move, and offers Resign (for a seat this browser holds) and Abandon (for the host), each
asking for confirmation first."""

from __future__ import annotations

import re

from playwright.sync_api import Dialog, Page, expect

from eurotable.bots import DEFAULT_OPPONENT

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
        "Turn timer: 1 day per move, then the bot (random) makes the move."
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
    resigned = page.locator(".log li", has_text="resigns: the bot (random) plays the seat")
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
