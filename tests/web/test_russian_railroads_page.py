"""The game page with Russian Railroads drawn, in headless Chromium against a real server:
a whole game played by clicking board elements and prompt buttons only, every legal action
on exactly one element at every decision, another seat's end-bonus cards never in the
page, phones and desktops, the end screen with the score named by category (on a phone in
Italian, no category's word broken across lines). Screenshots go to
artifacts/screenshots (kept by CI)."""

from __future__ import annotations

import random
import time
from collections.abc import Callable

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from eurotable import games
from eurotable.games.russian_railroads.bonus_cards import hand
from eurotable.games.russian_railroads.game import RussianRailroads

from .play import (
    TARGETS,
    PromptOnAPhone,
    act,
    assert_decision_in_sight,
    assert_targets_match,
    console_errors,
    create,
    flights,
    index,
    no_sideways_scroll,
    open_seats,
    screenshot,
    wait_for_index_beyond,
    wait_for_turn_or_end,
)

SPEC = games.get("russian-railroads")
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
SHOWN_CARDS = """() => [...document.querySelectorAll('[data-bonus]')].map((e) => e.dataset.bonus)
  .concat([...document.querySelectorAll('[data-tip]')].map((e) => e.dataset.tip)
    .filter((tip) => tip.includes('End-bonus card\\n')))"""
"""The end-bonus cards the page shows face up: their drawings and their tooltips."""


def shot(page: Page, name: str) -> None:
    """A screenshot of the whole page as a visitor sees it first: scrolled to the top (so
    the sticky prompt is in its place, by ``screenshot``) and without a tooltip under the
    mouse."""
    page.mouse.move(0, 0)
    page.locator(".tooltip").first.wait_for(state="hidden")
    screenshot(page, name)


def choose(legal: list[str], rng: random.Random) -> str:
    """A random legal action; placing workers is preferred to passing while there is a
    choice, so the round is played out, but a quarter of the time the seat passes as soon
    as it may (the game then ends sooner)."""
    if "pass" in legal and len(legal) > 1 and rng.random() > 0.25:
        legal = [action for action in legal if action != "pass"]
    return rng.choice(legal)


def play_by_clicking(
    page: Page,
    server: str,
    game_id: str,
    token: str,
    decisions: int,
    rng: random.Random,
    wide: bool = False,
    check: Callable[[], None] | None = None,
) -> tuple[list[str], list[tuple[int, list[str]]]]:
    """Make up to ``decisions`` decisions by clicking, checking before each that every
    legal action has exactly one visible element (and on a ``wide`` screen that a target,
    the player's panel and the log's last line are in the window, and ``check`` if
    given). Returns the actions
    played and, for each decision, the page's index and the end-bonus cards it showed
    face up."""
    played: list[str] = []
    shown: list[tuple[int, list[str]]] = []
    while len(played) < decisions:
        wait_for_turn_or_end(page)
        if not page.locator(".ending").is_hidden():
            break
        legal = assert_targets_match(page, server, game_id, token)
        if wide:
            assert_decision_in_sight(page)
        if check:
            check()
        before = index(page)
        shown.append((before, page.evaluate(SHOWN_CARDS)))
        action = choose(legal, rng)
        act(page, action)
        wait_for_index_beyond(page, before)
        played.append(action)
    return played, shown


def hands_at(server: str, game_id: str) -> dict[int, list[list[int]]]:
    """Each seat's end-bonus cards after every number of entries, replayed from the
    finished game's record (no undo is played in these tests)."""
    record = httpx.get(f"{server}/api/games/{game_id}/record").json()
    state = SPEC.new_game(len(record["seats"]), record["options"], record["seed"])
    assert isinstance(state, RussianRailroads)
    hands = {0: [hand(state, seat) for seat in range(state.players)]}
    for n, action in enumerate(record["actions"], start=1):
        state.apply(SPEC.parse_action(action if isinstance(action, str) else action["action"]))
        hands[n] = [hand(state, seat) for seat in range(state.players)]
    return hands


def test_a_whole_two_player_game_by_clicking_to_the_end_screen(server: str, page: Page) -> None:
    """A whole game as a player who asked for less motion plays it (the flights are the
    bot-turn checks' subject, test_russian_railroads_board.py): none runs, and every
    decision is brought into sight at once."""
    errors = console_errors(page)
    page.emulate_media(reduced_motion="reduce")
    page.set_viewport_size(DESKTOP)
    # The greedy bot takes end-bonus cards in every game (the random one seldom does), so
    # the check below that they stay face down on Ann's page always has cards to check.
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "greedy"}]
    created = create(server, game="russian-railroads", players=2, seats=seats, seed=14)
    game_id, token = created["id"], created["tokens"]["0"]
    open_seats(page, server, game_id, {"0": token})
    expect(page.locator(".prompt")).to_contain_text("Your turn")
    screenshot(page, "russian-railroads-2p-start")
    rng = random.Random(14)
    started = time.monotonic()
    played, shown = play_by_clicking(page, server, game_id, token, 30, rng, wide=True)
    wait_for_turn_or_end(page)
    assert_decision_in_sight(page)  # settled: the screenshot puts the page back there
    shot(page, "russian-railroads-2p-mid-game")
    more, shown_later = play_by_clicking(page, server, game_id, token, 2000, rng, wide=True)
    played += more
    elapsed = time.monotonic() - started
    expect(page.locator(".ending")).to_be_visible()
    kinds = {action.split()[0] for action in played}
    assert {"place", "step", "pass"} <= kinds, kinds
    expect(page.locator(".banner")).to_contain_text("wins with")
    table = page.locator("table.result")
    labels = SPEC.components({})["score_categories"]
    rows = table.locator("th[scope=row]").all_text_contents()
    assert set(labels.values()) <= set(rows), rows
    assert not set(labels) & set(rows), rows
    expect(page.locator(".score-chart polyline")).to_have_count(2)
    expect(page.locator(".prompt")).to_contain_text("The game is over")
    assert page.locator(TARGETS).count() == 0
    shot(page, "russian-railroads-2p-end")
    # The bot's cards stayed face down in Ann's page until the end.
    rows = SPEC.components({})["end_bonus_cards"]
    hands = hands_at(server, game_id)
    held_by_bot = 0
    for at, cards in shown + shown_later:
        others = [rows[c] for c in hands[at][1]]
        held_by_bot += len(others)
        for row in others:
            face = f"End-bonus card\n{row['text'][0].upper()}{row['text'][1:]}\n"
            assert row["id"] not in cards, (at, row, cards)
            assert not any(face in tip for tip in cards), (at, row, cards)
    assert held_by_bot > 0, "the bot held end-bonus cards while Ann played"
    assert flights(page) == 0
    assert errors == []
    print(
        f"{len(played)} decisions by clicking in {elapsed:.1f} s; bot's cards checked {held_by_bot}"
    )


@pytest.mark.parametrize(
    ("players", "viewport"), [(4, PHONE), (3, DESKTOP)], ids=["4p-390px", "3p-1280px"]
)
def test_three_and_four_players_for_thirty_decisions(
    server: str, page: Page, players: int, viewport: dict[str, int]
) -> None:
    """Thirty decisions with the flights of the bots' moves: on the wide screen every
    decision is brought into sight (smoothly); on the phone the prompt keeps to a fifth of
    the screen ("More" opens the rest), and the page never scrolls sideways, zoomed in
    either."""
    errors = console_errors(page)
    page.set_viewport_size(viewport)
    seats = [{"kind": "human", "name": "Ann"}] + [{"kind": "bot", "bot": "random"}] * (players - 1)
    created = create(server, game="russian-railroads", players=players, seats=seats, seed=30)
    game_id, token = created["id"], created["tokens"]["0"]
    open_seats(page, server, game_id, {"0": token})
    wide = viewport is DESKTOP
    prompt = None if wide else PromptOnAPhone(page)
    rng = random.Random(players)
    played, _ = play_by_clicking(page, server, game_id, token, 30, rng, wide, prompt)
    assert len(played) == 30
    assert flights(page) > 0
    assert no_sideways_scroll(page)
    shot(page, f"russian-railroads-{players}p-{viewport['width']}px")
    page.click(".zoom button >> text=+")
    page.click(".zoom button >> text=+")
    assert no_sideways_scroll(page), "zooming scrolls the board's frame, not the page"
    screenshot(page, f"russian-railroads-{players}p-{viewport['width']}px-zoomed")
    assert errors == []


def test_a_spectator_sees_the_board_and_no_action(server: str, page: Page) -> None:
    errors = console_errors(page)
    page.set_viewport_size(DESKTOP)
    seats = [{"kind": "bot", "bot": "random"}] * 3
    created = create(server, game="russian-railroads", players=3, seats=seats, seed=8)
    page.goto(f"{server}/games/{created['id']}")
    page.locator(".rr-table").wait_for()
    expect(page.locator(".rr-board")).to_have_count(3)
    assert page.locator(TARGETS).count() == 0
    screenshot(page, "russian-railroads-3p-spectator")
    assert errors == []


def test_tooltips_explain_spaces_and_cards(server: str, page: Page) -> None:
    page.set_viewport_size(DESKTOP)
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "random"}]
    created = create(server, game="russian-railroads", players=2, seats=seats, seed=3)
    open_seats(page, server, created["id"], {"0": created["tokens"]["0"]})
    tooltip = page.locator(".tooltip")
    page.locator('.rr-actions [data-space="coins"]').hover()
    expect(tooltip).to_be_visible()
    expect(tooltip).to_contain_text("2 rubles")
    expect(tooltip).to_contain_text("Costs 1 worker")
    page.locator('.rr-supply [data-card="mixed"]').hover()
    expect(tooltip).to_contain_text("then one of the three again")


WORDS_SPLIT = """() => {
  // Every word of the result table's category names that the browser drew on two lines
  // (a line may end after a dash: Mosca–/Kiev).
  const split = [];
  for (const header of document.querySelectorAll(".result th[scope=row]")) {
    const text = header.firstChild;
    for (const match of text.textContent.matchAll(/[^\\s\u2013-]+/g)) {
      const range = document.createRange();
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (lines.size > 1) split.push(match[0]);
    }
  }
  return split;
}"""


def test_the_end_screens_categories_keep_their_words_whole_on_a_phone(
    server: str, page: Page
) -> None:
    # Italian names the long categories (Linea Mosca–San Pietroburgo); a long player name
    # takes its column's room. The table may scroll in its own box, the page never.
    page.set_viewport_size(PHONE)
    seats = [{"kind": "human", "name": "Giulia"}, {"kind": "bot", "bot": "greedy"}]
    created = create(server, game="russian-railroads", players=2, seats=seats, seed=9)
    path = f"/api/games/{created['id']}"
    page.goto(f"{server}/?lang=it")
    page.locator("h1").wait_for()
    page.evaluate(
        """async ([path]) => {
          const { get } = await import("/static/net/api.js");
          const { showEnding } = await import("/static/table/ending.js");
          const components = await get(`${path}/components`);
          const categories = Object.keys(components.score_categories);
          const parts = Object.fromEntries(categories.map((category) => [category, 7]));
          const result = {
            winners: [1], scores: [77, 307], places: [2, 1], breakdown: [parts, parts],
            tiebreak: [0, 0],
          };
          const view = {
            id: "ending", game: "russian-railroads", seed: 9, result, held: [],
            seats: [{ name: "Giulia" }, { name: "Greedy bot" }],
          };
          const element = document.createElement("section");
          element.className = "ending";
          document.querySelector("main").replaceChildren(element);
          await showEnding(element, view, components, path);
        }""",
        [path],
    )
    expect(page.locator(".result th[scope=row]").first).to_be_visible()
    assert page.locator(".result th[scope=row]").count() > 10
    assert page.evaluate(WORDS_SPLIT) == []
    assert no_sideways_scroll(page)
    screenshot(page, "russian-railroads-end-phone-it")


def test_passing_with_actions_left_asks_for_a_second_tap(server: str, browser: Browser) -> None:
    """On a phone, Pass (which ends Ann's round while places are free) is a plain button at
    the end of the prompt, not glowing like the places to act: one stray tap does not end
    the round, it asks for a second, which does."""
    phone = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    page = phone.new_page()
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "greedy"}]
    created = create(server, game="russian-railroads", players=2, seats=seats, seed=3)
    game_id, token = created["id"], created["tokens"]["0"]
    open_seats(page, server, game_id, {"0": token})
    passing = page.locator('.prompt [data-action="pass"]')
    for _ in range(10):
        wait_for_turn_or_end(page)
        legal = assert_targets_match(page, server, game_id, token)
        if "pass" in legal and len(legal) > 2:
            break
        before = index(page)
        act(page, legal[0])
        wait_for_index_beyond(page, before)
    expect(passing).to_have_class("act ends")
    assert passing.evaluate("e => getComputedStyle(e).boxShadow") == "none"
    assert page.locator(".prompt-actions > .act").last.get_attribute("data-action") == "pass"
    before = index(page)
    passing.tap()
    expect(passing).to_contain_text("Press again to confirm: Pass")
    expect(passing).to_have_class("act ends armed")
    assert index(page) == before
    passing.tap()
    wait_for_index_beyond(page, before)
    expect(page.locator(".log")).to_contain_text("Ann passes")
    phone.close()
