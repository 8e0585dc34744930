"""See every move on the game page (issue 47): the "since your last move" strip lists the
other seats' moves with their log lines, the marks stay until the player acts again, a
click skips the flights and reduced motion has none (the boards' own tests check that
every changed part is marked: test_*_board.py with recent_checks.py)."""

from __future__ import annotations

from playwright.sync_api import Browser, Page, expect

from .play import (
    act_first,
    console_errors,
    create,
    index,
    open_seats,
    seat_view,
    wait_for_index_beyond,
)
from .test_pacing_page import ANN_FIRST

RUNNING_FLIGHTS = """() => document.getAnimations()
  .filter((a) => !(a instanceof CSSAnimation) && a.playState === 'running').length"""


def ann_waiting_for_end_turn(server: str, page: Page) -> tuple[str, str]:
    """Open Ann's page (seat 0, the governor) of a 2-player Puerto Rico game against greedy
    that waits for "End turn"; returns the game's id and Ann's token."""
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "greedy"}]
    created = create(
        server,
        game="puerto-rico",
        players=2,
        seats=seats,
        seed=ANN_FIRST,
        pacing={"bot_ms": 0, "grace": "confirm"},
    )
    game_id, token = created["id"], created["tokens"]["0"]
    open_seats(page, server, game_id, {"0": token})
    return game_id, token


def after_the_bots_turn(server: str, page: Page) -> tuple[str, str]:
    """Ann chooses the Prospector and ends her turn; the greedy bot answers. Returns the
    game's id and Ann's token once the page shows her turn again."""
    game_id, token = ann_waiting_for_end_turn(server, page)
    page.locator('[data-action="role prospector"]').click()
    page.locator("button.end-turn").click()
    wait_for_index_beyond(page, 2)
    page.wait_for_selector(".board [data-action]")
    return game_id, token


def test_the_strip_lists_the_bots_moves_until_the_player_acts(server: str, page: Page) -> None:
    errors = console_errors(page)
    game_id, token = after_the_bots_turn(server, page)
    view = seat_view(server, game_id, token)
    lines = [entry["line"] for entry in view["recent"]]
    assert lines and all(view["log"][n]["seat"] == 1 for n in lines), "the bot's moves"
    strip = page.locator(".since")
    expect(strip).to_be_visible()
    expect(strip.locator("h2")).to_have_text("Since your last move")
    shown = strip.locator("li")
    assert shown.count() == min(3, len(lines))
    expect(shown.last).to_have_text(view["log"][lines[-1]]["text"])
    expect(page.locator(f'.log li[data-recent="{lines[-1]}"]')).to_have_count(1)
    assert page.locator(".board [data-recent]").count() > 0, "the bot's changes are marked"
    seen = index(page)
    act_first(page, ".board")
    wait_for_index_beyond(page, seen)
    expect(strip).to_be_hidden()
    expect(page.locator(".board [data-recent]")).to_have_count(0)
    assert errors == []


def test_a_click_skips_the_flights(server: str, page: Page) -> None:
    ann_waiting_for_end_turn(server, page)
    page.locator('[data-action="role prospector"]').click()
    page.locator("button.end-turn").click()
    page.wait_for_function(f"() => ({RUNNING_FLIGHTS})() > 0")
    page.locator(".game-head").dispatch_event("pointerdown")
    assert page.evaluate(RUNNING_FLIGHTS) == 0, "a click finishes every flight at once"


def test_reduced_motion_keeps_the_marks_without_flights(server: str, browser: Browser) -> None:
    context = browser.new_context(reduced_motion="reduce")
    try:
        page = context.new_page()
        after_the_bots_turn(server, page)
        assert page.locator(".board [data-recent]").count() > 0
        assert page.locator(".game").get_attribute("data-animations") == "0"
    finally:
        context.close()
