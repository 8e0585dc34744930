"""The web table in every language, in headless Chromium: the language chosen by ?lang=,
remembered, or the browser's; the header's switcher; Czech Puerto Rico with the Czech
rulebook's role names; the browser's plural rule; Hebrew right to left without sideways
scrolling on a phone; and a screenshot of a game page of each game in each language
(artifacts/screenshots/lang-*.png: look at them, no text may overflow its box)."""

from __future__ import annotations

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from .play import (
    console_errors,
    create,
    no_sideways_scroll,
    open_seats,
    screenshot,
    wait_until_finished,
)
from .untranslated import english_left

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
LANGUAGES = ("en", "cs", "it", "he")
ROLES_CS = ["Osadník", "Purkmistr", "Stavitel", "Dozorce", "Kupec", "Kapitán"]
SETUPS = {
    "puerto-rico": (3, {}),
    "russian-railroads": (3, {}),
    "shipyard": (2, {}),
}


def seated(server: str, game: str, players: int, options: dict[str, object]) -> tuple[str, str]:
    """A game of Ann (seat 1) and random bots, after a few bot moves; (id, Ann's token)."""
    seats = [{"kind": "human", "name": "Ann"}] + [{"kind": "bot", "bot": "random"}] * (players - 1)
    created = create(server, game=game, players=players, options=options, seats=seats, seed=5)
    return created["id"], created["tokens"]["0"]


def test_czech_puerto_rico_shows_the_rulebooks_role_names(server: str, page: Page) -> None:
    errors = console_errors(page)
    page.set_viewport_size(DESKTOP)
    game_id, token = seated(server, "puerto-rico", 3, {})
    page.goto(f"{server}/?lang=cs")
    expect(page.locator("h1")).to_have_text("Nová hra")
    open_seats(page, server, game_id, {"0": token})
    assert page.evaluate("() => [document.documentElement.lang, document.documentElement.dir]") == [
        "cs",
        "ltr",
    ]
    page.locator(".pr-role").first.wait_for()
    cards = page.locator(".pr-role").all_text_contents()
    for role in ROLES_CS:
        assert any(role in card for card in cards), (role, cards)
    expect(page.locator(".prompt-line")).to_contain_text("Vyber roli")
    expect(page.locator("h2").first).to_have_text("Hráči")
    assert "Osadník" in page.locator("[data-action='role settler']").get_attribute("aria-label")
    assert not errors, errors


def test_the_browsers_plural_rule_counts_czech_in_three_forms(server: str, page: Page) -> None:
    page.goto(f"{server}/?lang=cs")
    page.locator("h1").wait_for()
    forms = page.evaluate(
        """async () => {
          const { tn } = await import("/static/i18n/t.js");
          return [0, 1, 2, 3, 4, 5, 11, 22].map((n) => tn("{n} player", "{n} players", n));
        }"""
    )
    assert forms == [
        "0 hráčů",
        "1 hráč",
        "2 hráči",
        "3 hráči",
        "4 hráči",
        "5 hráčů",
        "11 hráčů",
        "22 hráčů",
    ]


def test_the_language_is_remembered_and_the_switcher_changes_it(server: str, page: Page) -> None:
    page.goto(f"{server}/?lang=cs")
    expect(page.locator("h1")).to_have_text("Nová hra")
    page.goto(f"{server}/")  # no ?lang=: the remembered Czech
    expect(page.locator("h1")).to_have_text("Nová hra")
    assert page.locator("#language option").all_text_contents() == [
        "English",
        "Čeština",
        "Italiano",
        "עברית",
    ]
    page.locator("#language").select_option("en")
    expect(page.locator("h1")).to_have_text("New game")
    assert page.evaluate("() => localStorage.getItem('eurotable.lang')") == "en"


def test_the_browsers_preferred_language_is_the_default(server: str, browser: Browser) -> None:
    context = browser.new_context(locale="cs-CZ")
    page = context.new_page()
    page.goto(f"{server}/")
    expect(page.locator("h1")).to_have_text("Nová hra")
    context.close()


def test_hebrew_is_right_to_left_without_sideways_scrolling(server: str, page: Page) -> None:
    errors = console_errors(page)
    page.set_viewport_size(PHONE)
    page.goto(f"{server}/?lang=he")
    page.locator("h1").wait_for()
    assert page.evaluate("() => document.documentElement.dir") == "rtl"
    assert no_sideways_scroll(page)
    for game, (players, options) in SETUPS.items():
        game_id, token = seated(server, game, players, options)
        open_seats(page, server, game_id, {"0": token})
        page.locator(".board svg, .board pre").first.wait_for()
        assert page.evaluate(
            "() => [document.documentElement.lang, document.documentElement.dir]"
        ) == [
            "he",
            "rtl",
        ]
        assert no_sideways_scroll(page), game
        directions = page.evaluate(
            "() => [...document.querySelectorAll('.board svg')]"
            ".map((svg) => getComputedStyle(svg).direction)"
        )
        assert set(directions) <= {"ltr"}, directions
        screenshot(page, f"lang-he-{game}-phone")
    assert not errors, errors


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", list(SETUPS))
def test_a_game_page_of_each_game_in_each_language(
    server: str, page: Page, game: str, lang: str
) -> None:
    errors = console_errors(page)
    page.set_viewport_size(DESKTOP)
    players, options = SETUPS[game]
    game_id, token = seated(server, game, players, options)
    page.goto(f"{server}/?lang={lang}")
    page.locator("h1").wait_for()
    open_seats(page, server, game_id, {"0": token})
    page.locator(".board svg, .board pre").first.wait_for()
    page.wait_for_timeout(300)
    assert page.evaluate("() => document.documentElement.lang") == lang
    assert no_sideways_scroll(page)
    screenshot(page, f"lang-{lang}-{game}")
    if lang != "en":
        assert english_left(page, lang) == [], "a text shown without t()"
    assert not errors, errors


def test_no_english_is_left_in_the_lobby_the_end_screen_and_the_replay(
    server: str, page: Page
) -> None:
    """In Czech, Italian and Hebrew, the lobby, the end screen of a finished game (with
    its players panel and final scores) and its replay show no English msgid that the
    language translates (a text drawn without t()). The game pages of each title are
    checked by the test above."""
    errors = console_errors(page)
    page.set_viewport_size(DESKTOP)
    seats = [{"kind": "bot", "bot": "random"}] * 2
    game_id = create(server, game="shipyard", players=2, seats=seats, seed=3)["id"]
    wait_until_finished(server, game_id)
    left = {}
    for lang in LANGUAGES[1:]:
        for path, ready in (
            ("/", "form.new-game select[name=game] option"),
            (f"/games/{game_id}", "table.result"),
            (f"/games/{game_id}/replay", ".board svg"),
        ):
            page.goto(f"{server}{path}?lang={lang}")
            page.locator(ready).first.wait_for(state="attached")
            page.wait_for_timeout(300)
            left[f"{lang} {path}"] = english_left(page, lang)
    assert left == {key: [] for key in left}
    assert not errors, errors


# The player board's yard is the rulebooks' shipyard (docs/glossary.md: loděnice, cantiere
# navale, מספנה), not the game's title, which the Italian and Hebrew editions keep in
# English: the two are different texts for the translators.
YARD_LABELS = {
    "en": "Shipyard slots",
    "cs": "Místa loděnice",
    "it": "Spazi del cantiere navale",
    "he": "המקומות במספנה",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_shipyard_board_names_the_yard_in_the_rulebooks_words(
    server: str, page: Page, lang: str
) -> None:
    game_id, token = seated(server, "shipyard", 2, {})
    page.goto(f"{server}/?lang={lang}")
    page.locator("h1").wait_for()
    open_seats(page, server, game_id, {"0": token})
    labels = page.locator(".sy-yard > text.bd-strong")
    expect(labels.first).to_have_text(YARD_LABELS[lang])
    assert set(labels.all_text_contents()) == {YARD_LABELS[lang]}


def test_a_title_kept_in_english_keeps_its_place_in_a_hebrew_line(server: str, page: Page) -> None:
    """The Hebrew edition keeps Shipyard's English title. In the lobby's right-to-left
    lines the title comes first (rightmost) and the player count after it, to its left;
    without isolating the title, the count's number joined the English run and showed
    before the title ("3 Shipyard שחקנים")."""
    errors = console_errors(page)
    page.set_viewport_size(PHONE)
    seated(server, "shipyard", 3, {})
    page.goto(f"{server}/?lang=he")
    entry = page.locator(".games li").filter(has_text="Shipyard").first
    entry.wait_for()
    boxes = entry.evaluate(
        """(li) => {
          const box = (element) => {
            const r = element.getBoundingClientRect();
            return { left: r.left, right: r.right };
          };
          return { title: box(li.querySelector('strong')), count: box(li.querySelector('.quiet')) };
        }"""
    )
    assert boxes["count"]["right"] <= boxes["title"]["left"] + 0.5, boxes
    assert not errors, errors


# Every text of every drawn panel keeps to its own place: two texts whose boxes overlap
# by more than 2 px each way (more than glyphs that touch) is a defect a player sees.
OVERLAPPING_TEXTS = """(board) => {
  const found = [];
  for (const svg of board.querySelectorAll('svg')) {
    const boxes = [...svg.querySelectorAll('text')]
      .filter((text) => text.textContent.trim())
      .map((text) => [text.textContent.trim(), text.getBoundingClientRect()])
      .filter(([, box]) => box.width > 0);
    boxes.forEach(([a, boxA], i) => boxes.slice(i + 1).forEach(([b, boxB]) => {
      const across = Math.min(boxA.right, boxB.right) - Math.max(boxA.left, boxB.left);
      const down = Math.min(boxA.bottom, boxB.bottom) - Math.max(boxA.top, boxB.top);
      if (across > 2 && down > 2) found.push(`${a} / ${b}`);
    }));
  }
  return found;
}"""
BOARDS = {
    "puerto-rico-5": ("puerto-rico", 5, {}),
    "russian-railroads-4": ("russian-railroads", 4, {}),
    "shipyard-4": ("shipyard", 4, {}),
    "shipyard-first-3": ("shipyard", 3, {"edition": "first"}),
}
STEPS = 7


def finished_bot_game(server: str, game: str, players: int, options: dict[str, object]) -> str:
    """A game of greedy bots played to its end; its id."""
    seats = [{"kind": "bot", "bot": "greedy"}] * players
    game_id = str(create(server, game=game, players=players, options=options, seats=seats)["id"])
    wait_until_finished(server, game_id)
    return game_id


@pytest.mark.parametrize("setup", list(BOARDS))
def test_no_two_texts_of_a_drawn_board_overlap_in_any_language(
    server: str, page: Page, setup: str
) -> None:
    """The replay of a whole game, through the first seat's eyes, at positions from the
    start to the end, in each language (the Shipyard action panel's step name and start
    player once ran into each other: "Scelta di una tessera Azione" and "Giocatore
    iniziale: Bot 3 (greedy)")."""
    errors = console_errors(page)
    page.set_viewport_size(DESKTOP)
    game_id = finished_bot_game(server, *BOARDS[setup])
    total = int(httpx.get(f"{server}/api/games/{game_id}").json()["index"])
    overlapping: dict[str, list[str]] = {}
    for lang in LANGUAGES:
        page.goto(f"{server}/games/{game_id}/replay?lang={lang}")
        page.locator(".board svg").first.wait_for()
        page.select_option(".replay-controls select", "0")
        for step in (total * k // (STEPS - 1) for k in range(STEPS)):
            page.evaluate(
                "(step) => { const slider = document.querySelector('input[type=range]');"
                " slider.value = step; slider.dispatchEvent(new Event('input')); }",
                step,
            )
            page.wait_for_function(
                "(step) => document.querySelector('.board').dataset.step == step", arg=step
            )
            found = page.locator(".board").evaluate(OVERLAPPING_TEXTS)
            if found:
                overlapping[f"{lang} step {step}"] = found
    assert overlapping == {}
    assert not errors, errors
