"""The rules at hand, in headless Chromium against a real server: the prompt's "?" opens
the section of the current decision in a drawer beside the table (the board stays in
view), a Shipyard component's tooltip names its rule and a right click opens it (on a
touch screen: the link in the box of the long press), the stats line explains itself, a
game without a reference says so, and the reference page /rules/GAME reads right to left
in Hebrew with every section linkable by its id. Screenshots on a phone and a wide
screen, in Hebrew and Czech, go to artifacts/screenshots."""

from __future__ import annotations

import httpx
import pytest
from playwright.sync_api import Page, expect

from .play import ARTIFACTS, console_errors, create, open_seats, screenshot

PHONE = {"width": 390, "height": 844}
WIDE = {"width": 1440, "height": 900}
SEATS = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "random"}]


def rules(server: str, lang: str = "en") -> dict[str, dict[str, str]]:
    """The reference's sections by id, and its maps, as the server gives them."""
    body = httpx.get(f"{server}/api/rules/shipyard", params={"lang": lang}).json()
    return {
        "titles": {section["id"]: section["title"] for section in body["sections"]},
        "components": body["components"],
    }


def open_game(page: Page, server: str, lang: str = "en", game: str = "shipyard") -> None:
    created = create(server, game=game, players=2, seats=SEATS, seed=5)
    page.goto(f"{server}/?lang={lang}")  # the language, remembered by the browser
    open_seats(page, server, created["id"], {"0": created["tokens"]["0"]})
    expect(page.locator(".prompt .rules-help")).to_be_visible()


def test_the_question_mark_opens_the_decisions_section_beside_the_table(
    server: str, page: Page
) -> None:
    errors = console_errors(page)
    page.set_viewport_size(WIDE)
    open_game(page, server)
    reference = rules(server)
    page.locator(".prompt .rules-help").click()
    drawer = page.locator(".rules-drawer")
    expect(drawer).to_be_visible()
    expect(drawer).to_have_attribute("data-section", "turn.choose")
    expect(drawer.locator("h3")).to_have_text(reference["titles"]["turn.choose"])
    expect(page.locator(".sy-table")).to_be_visible()  # the game stays on the page
    link = drawer.locator("a.rules-whole")
    assert link.get_attribute("href") == "/rules/shipyard?edition=second#turn.choose"
    page.keyboard.press("Escape")
    expect(drawer).to_be_hidden()
    assert errors == []


def test_a_components_tooltip_leads_to_its_rule(server: str, page: Page) -> None:
    page.set_viewport_size(WIDE)
    open_game(page, server)
    reference = rules(server)
    tile = page.locator('[data-rule="action:canal"]').first
    tile.hover()
    line = page.locator(".tooltip .tip-rule")
    expect(line).to_be_visible()
    expect(line).to_contain_text(reference["titles"]["actions.canal"])
    # (the box never takes the mouse: it would stand over places to act)
    events = "() => getComputedStyle(document.querySelector('.tooltip')).pointerEvents"
    assert page.evaluate(events) == "none"
    tile.click(button="right")
    drawer = page.locator(".rules-drawer")
    expect(drawer).to_have_attribute("data-section", "actions.canal")
    expect(drawer).to_contain_text(reference["titles"]["actions.canal"])
    # Every component kind the board marks has its section's link in its tooltip.
    kinds = page.evaluate(
        "() => [...new Set([...document.querySelectorAll('[data-rule]')]"
        ".map((e) => e.dataset.rule))]"
    )
    assert set(kinds) <= set(reference["components"])
    assert {"action:build", "wheel:crew", "ship:bow", "canal-tile", "stats"} <= set(kinds)


def test_the_stats_line_explains_itself(server: str, page: Page) -> None:
    page.set_viewport_size(WIDE)
    open_game(page, server)
    reference = rules(server)
    # (the line "crew 0 · guns 0 · speed 0 · cruises 0" on the player's own board)
    stats = page.locator('.sy-own [data-rule="stats"][data-tip]', has_text="guns").first
    tip = stats.get_attribute("data-tip") or ""
    for word in ("crew:", "guns:", "speed:", "cruises:"):
        assert word in tip
    stats.hover()
    expect(page.locator(".tooltip .tip-rule")).to_contain_text(reference["titles"]["cruise.score"])
    stats.click(button="right")
    expect(page.locator(".rules-drawer")).to_have_attribute("data-section", "cruise.score")


def test_a_game_without_a_reference_says_so(server: str, page: Page) -> None:
    errors = console_errors(page)  # (its reference is never asked for: no 404)
    page.set_viewport_size(WIDE)
    open_game(page, server, game="puerto-rico")
    page.locator(".prompt .rules-help").click()
    drawer = page.locator(".rules-drawer")
    expect(drawer).to_contain_text("This game has no rules reference yet.")
    assert drawer.locator("a.rules-whole").get_attribute("href") == "/rules/puerto-rico"
    assert errors == []


def test_the_reference_page_in_hebrew_reads_right_to_left(server: str, page: Page) -> None:
    page.set_viewport_size(PHONE)
    page.goto(f"{server}/rules/shipyard?lang=he#actions.canal")
    section = page.locator('section[id="actions.canal"]')
    expect(section).to_be_visible()
    assert page.evaluate("() => document.documentElement.dir") == "rtl"
    assert (
        page.evaluate("() => getComputedStyle(document.querySelector('.rules-page')).direction")
        == "rtl"
    )
    expect(section).to_be_in_viewport()
    titles = rules(server, "he")["titles"]
    expect(section.locator("h3")).to_have_text(titles["actions.canal"])
    expect(page.locator(".rules-contents a")).to_have_count(len(titles))
    assert page.evaluate(
        "() => document.documentElement.scrollWidth <= document.documentElement.clientWidth"
    )


@pytest.mark.parametrize("lang", ["he", "cs"])
def test_screenshots_of_the_rules_on_a_phone_and_a_wide_screen(
    server: str, page: Page, lang: str
) -> None:
    for name, size in (("phone", PHONE), ("wide", WIDE)):
        page.set_viewport_size(size)
        open_game(page, server, lang)
        page.locator(".prompt .rules-help").click()
        expect(page.locator(".rules-drawer")).to_be_visible()
        # (the drawer and the table as they stand in the window)
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"rules-table-{lang}-{name}.png"))
        page.goto(f"{server}/rules/shipyard?lang={lang}")
        expect(page.locator(".rules-page h1")).to_be_visible()
        screenshot(page, f"rules-page-{lang}-{name}")
