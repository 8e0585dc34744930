"""Chat at the table in headless Chromium (issue 48, "Chat at the table"): two seats'
pages, a message typed in one shown in the other as text (never as markup), muting a
player (undone from its marker), a quick phrase in the reader's language, and the panel
on a phone and on a wide screen, in Hebrew right to left."""

from __future__ import annotations

from playwright.sync_api import Browser, Page, expect

from .play import ARTIFACTS, console_errors, create, no_sideways_scroll, open_seats, screenshot

PR = "puerto-rico"
SCRIPT = "<script>alert(1)</script>"


def two_seats(server: str) -> tuple[str, dict[str, str]]:
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}]
    created = create(server, game=PR, players=2, seats=seats, seed=5)
    return created["id"], created["tokens"]


def test_a_message_typed_at_one_seat_shows_at_the_other(browser: Browser, server: str) -> None:
    game_id, tokens = two_seats(server)
    ann, bob = browser.new_context().new_page(), browser.new_context().new_page()
    errors = console_errors(bob)
    dialogs: list[str] = []
    bob.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    open_seats(ann, server, game_id, {"0": tokens["0"]})
    open_seats(bob, server, game_id, {"1": tokens["1"]})
    ann.locator(".chat-text").fill(SCRIPT)
    ann.locator(".chat-form button[type=submit]").click()
    said = bob.locator(".chat-line .chat-said")
    expect(said).to_have_text(SCRIPT)  # shown as text: no element made of it
    assert bob.locator(".chat-lines script").count() == 0 and not dialogs
    expect(bob.locator(".chat-line .chat-who")).to_have_text("Ann")
    expect(ann.locator(".chat-text")).to_have_value("")

    # Bob mutes Ann: her messages fold into a marker, which shows them again.
    bob.locator(".chat-mute[data-seat='0']").click()
    expect(said).to_have_count(0)
    expect(bob.locator(".chat-muted")).to_contain_text("muted: Ann")
    ann.locator(".chat-phrases [data-phrase=thanks]").click()
    expect(ann.locator(".chat-line .chat-said").last).to_have_text("Thanks")
    expect(bob.locator(".chat-muted")).to_have_count(1)
    bob.reload()
    expect(bob.locator(".chat-muted")).to_have_count(1)  # kept in this browser
    bob.locator(".chat-muted button").click()
    expect(said).to_have_text([SCRIPT, "Thanks"])
    expect(bob.locator(".chat-mute[data-seat='0']")).to_have_attribute("aria-pressed", "false")
    assert not errors


def test_a_phrase_shows_in_the_readers_language(browser: Browser, server: str) -> None:
    game_id, tokens = two_seats(server)
    ann, bob = browser.new_context().new_page(), browser.new_context().new_page()
    open_seats(ann, server, game_id, {"0": tokens["0"]})
    bob.goto(f"{server}/?lang=cs")
    open_seats(bob, server, game_id, {"1": tokens["1"]})
    ann.locator(".chat-phrases [data-phrase=good_luck]").click()
    expect(ann.locator(".chat-line .chat-said")).to_have_text("Good luck")
    expect(bob.locator(".chat-line .chat-said")).to_have_text("Hodně štěstí")


def test_the_panel_on_a_phone_and_a_wide_screen_in_hebrew(browser: Browser, server: str) -> None:
    game_id, tokens = two_seats(server)
    for name, size in (("phone", (390, 844)), ("wide", (1600, 900))):
        context = browser.new_context(viewport={"width": size[0], "height": size[1]})
        page: Page = context.new_page()
        page.goto(f"{server}/?lang=he")
        open_seats(page, server, game_id, {"0": tokens["0"]})
        assert page.evaluate("() => document.documentElement.dir") == "rtl"
        page.locator(".chat-text").fill(f"שלום {name}")
        page.locator(".chat-form button[type=submit]").click()
        expect(page.locator(".chat-line .chat-said").last).to_have_text(f"שלום {name}")
        page.locator(".chat").scroll_into_view_if_needed()
        assert page.locator(".chat-phrases button").count() == 5
        assert no_sideways_scroll(page)
        screenshot(page, f"chat-{name}-he")
        page.locator(".chat").screenshot(path=str(ARTIFACTS / f"chat-{name}-he-panel.png"))
        context.close()
