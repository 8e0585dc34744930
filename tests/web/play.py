"""Helpers of the browser tests: creating games through the API, opening a seat's page,
and playing by clicking the page's [data-action] elements (board and prompt) only."""

from __future__ import annotations

import json
import os
import random
import time
from contextlib import suppress
from pathlib import Path
from typing import Any

import httpx
from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

ARTIFACTS = Path(os.environ.get("EUROTABLE_ARTIFACTS", "artifacts")) / "screenshots"
"""Where the browser tests keep their screenshots (CI keeps the folder as an artifact)."""

TARGETS = "[data-action]"


FULL_SPEED = {"bot_ms": 0, "grace": 0}
"""The pacing of the games the browser tests make, unless a test asks for another: bots
answer at once (whole games by clicking would otherwise wait 0.7 s a bot action and 3 s
after each turn); the tests of pacing itself (test_pacing_page.py) use the defaults."""


def create(server: str, **body: Any) -> dict[str, Any]:
    """Create a game through the API (the body as keyword arguments; ``pacing`` by
    default ``FULL_SPEED``)."""
    body.setdefault("pacing", FULL_SPEED)
    response = httpx.post(f"{server}/api/games", json=body)
    assert response.status_code == 201, response.text
    created: dict[str, Any] = response.json()
    return created


def seat_view(server: str, game_id: str, token: str | None = None) -> dict[str, Any]:
    headers = {"X-Seat-Token": token} if token else {}
    answer: dict[str, Any] = httpx.get(f"{server}/api/games/{game_id}", headers=headers).json()
    return answer


def open_seats(page: Page, server: str, game_id: str, tokens: dict[str, str]) -> None:
    """Open the game page holding these seats' tokens (as if created in this browser)."""
    page.goto(server + "/")  # a page of the origin (the lobby), to reach its storage
    page.evaluate(
        "([id, held]) => localStorage.setItem('eurotable.seats', JSON.stringify({[id]: held}))",
        [game_id, tokens],
    )
    page.goto(f"{server}/games/{game_id}")
    page.locator(".game").wait_for()


def index(page: Page) -> int:
    """How many log entries the page has shown being played."""
    return int(page.locator(".game").get_attribute("data-index") or 0)


def wait_for_index_beyond(page: Page, seen: int) -> None:
    """Wait until the page shows more than ``seen`` entries played (pushed or answered)."""
    page.wait_for_function("n => document.querySelector('.game').dataset.index > n", arg=seen)


def wait_for_index_at_least(page: Page, entries: int) -> None:
    """Wait until the page shows at least ``entries`` entries played."""
    page.wait_for_function("n => document.querySelector('.game').dataset.index >= n", arg=entries)


def wait_for_draft(page: Page, place: str, colonists: int) -> None:
    """Wait until the arrangement the page holds puts ``colonists`` on ``place``."""
    page.wait_for_function(
        "([place, n]) => JSON.parse(document.querySelector('.arrange-bar').dataset.placed)"
        "[place] === n",
        arg=[place, colonists],
    )


def wait_until_finished(server: str, game_id: str, seconds: float = 60) -> None:
    """Wait until the game's bots have played it to its end."""
    deadline = time.monotonic() + seconds
    while seat_view(server, game_id)["status"] != "finished":
        assert time.monotonic() < deadline, "the bots did not finish the game"
        time.sleep(0.05)


def wait_for_turn_or_end(page: Page) -> None:
    """Wait until the page offers an action (an arrangement to make, a turn to end) or
    shows the end of the game."""
    page.wait_for_function(
        "() => document.querySelector('[data-action], .arrange-bar, button.end-turn')"
        " || !document.querySelector('.ending').hidden",
        timeout=30_000,
    )


def targets(page: Page) -> dict[str, int]:
    """Every visible [data-action] element of the page, counted by action."""
    counts: dict[str, int] = json.loads(
        page.evaluate(
            """() => {
              const counts = {};
              for (const element of document.querySelectorAll('[data-action]')) {
                const box = element.getBoundingClientRect();
                const style = getComputedStyle(element);
                if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
                const action = element.getAttribute('data-action');
                counts[action] = (counts[action] || 0) + 1;
              }
              return JSON.stringify(counts);
            }"""
        )
    )
    return counts


def assert_targets_match(page: Page, server: str, game_id: str, token: str) -> list[str]:
    """Every legal action of the seat has exactly one visible element, nothing else is
    clickable, except the actions an arrangement stands for (made on the board, then
    confirmed); what ends the decision early (the server's ``ends``) is a plain prompt
    button, which asks for a second press when it gives up more than one other action.
    Returns the legal notations the page offers one by one."""
    seen = seat_view(server, game_id, token)
    arranged = set(seen["arrangement"]["actions"]) if seen["arrangement"] else set()
    entries = [entry for entry in seen["legal"] if entry["action"] not in arranged]
    legal = [entry["action"] for entry in entries]
    counts = targets(page)
    assert counts == {action: 1 for action in legal}, (legal, counts)
    ends = sorted(entry["action"] for entry in entries if entry["ends"])
    drawn = page.evaluate(EARLY_BUTTONS)
    assert drawn["plain"] == ends, (drawn, ends)
    assert drawn["confirm"] == (ends if len(legal) > 2 else []), (drawn, legal)
    return legal


def spread(problem: dict[str, Any], rng: random.Random) -> dict[str, int]:
    """A legal arrangement of ``problem`` (a view's ``arrangement``): its pieces on
    randomly chosen circles."""
    circles = [p["place"] for p in problem["places"] for _ in range(p["circles"])]
    rng.shuffle(circles)
    chosen = circles[: problem["colonists"]]
    return {p["place"]: chosen.count(p["place"]) for p in problem["places"]}


def draft(page: Page) -> dict[str, int]:
    """The arrangement the page holds now (before it is confirmed)."""
    placed: dict[str, int] = json.loads(
        page.locator(".arrange-bar").get_attribute("data-placed") or "{}"
    )
    return placed


def arrange_by_clicking(page: Page, problem: dict[str, Any], wanted: dict[str, int]) -> int:
    """Make the arrangement ``wanted`` on the board by clicks (a click on a place short
    of colonists brings one from San Juan; once San Juan is empty, a click on a place
    with too many, then one on a place short of them, moves one), waiting for the
    server's check of each, then confirm it. Returns the clicks made, confirm included."""
    clicks = 0
    now = {p["place"]: p["colonists"] for p in problem["places"]}
    waiting = problem["colonists"] - sum(now.values())

    def click(place: str) -> None:
        nonlocal clicks
        page.locator(f'.pr-own [data-arrange="{place}"]').first.click()
        clicks += 1

    for place in now:
        while now[place] < wanted.get(place, 0):
            if waiting:
                waiting -= 1
            else:
                extra = next(p for p in now if now[p] > wanted.get(p, 0))
                click(extra)
                now[extra] -= 1
            click(place)
            now[place] += 1
            page.wait_for_function(
                "want => JSON.stringify(JSON.parse(document.querySelector('.arrange-bar')"
                ".dataset.placed)) === want",
                arg=json.dumps(now, separators=(",", ":")),
            )
    confirm = page.locator("button.arrange-confirm")
    expect(confirm).to_be_enabled()
    confirm.click()
    return clicks + 1


EARLY_BUTTONS = """() => {
  const early = [...document.querySelectorAll('.prompt [data-action].ends')];
  const glowing = early.filter((e) => getComputedStyle(e).boxShadow !== 'none');
  return {
    plain: early.filter((e) => !glowing.includes(e)).map((e) => e.dataset.action).sort(),
    confirm: early.filter((e) => e.hasAttribute('data-confirm'))
      .map((e) => e.dataset.action).sort(),
  };
}"""
"""The prompt's buttons that end the decision early: those drawn without the targets' glow,
and those that ask for a second press."""


def no_sideways_scroll(page: Page) -> bool:
    return bool(
        page.evaluate(
            "() => document.documentElement.scrollWidth <= document.documentElement.clientWidth"
        )
    )


def screenshot(page: Page, name: str) -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.mouse.move(0, 0)  # no tooltip left open
    # The sticky prompt in its own place, then the page scrolled back where it was (the
    # test goes on from there, as the player would).
    scrolled = page.evaluate("() => { const y = scrollY; window.scrollTo(0, 0); return y; }")
    page.screenshot(path=str(path), full_page=True)
    page.evaluate("y => window.scrollTo(0, y)", scrolled)
    return path


def console_errors(page: Page) -> list[str]:
    """A list that collects the page's console errors and uncaught exceptions from now on."""
    errors: list[str] = []
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    return errors


def act(page: Page, action: str) -> None:
    """Click the element of ``action``, twice when the first press asks for a second (an
    early end that gives up several actions)."""
    selector = f'[data-action="{action}"]'
    page.locator(selector).click()
    if page.evaluate("s => !!document.querySelector(s)?.classList.contains('armed')", selector):
        page.locator(selector).click()


def act_first(page: Page, within: str = "") -> None:
    """Play the first place to act of the page (``within``: of that part, e.g. ".board"),
    pressing twice when it asks for a second press."""
    action = page.locator(f"{within} [data-action]".strip()).first.get_attribute("data-action")
    assert action is not None
    act(page, action)


IN_SIGHT = """() => {
  const seen = (element) => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint((box.left + box.right) / 2, (box.top + box.bottom) / 2);
    return hit !== null && (hit === element || element.contains(hit));
  };
  return {
    target: [...document.querySelectorAll('[data-action], [data-arrange]')].some(seen),
    player: seen(document.querySelector('.player.active .player-name')),
    log: seen(document.querySelector('.log li:last-child')),
  };
}"""
"""Whether a place to act, the active player's name and the log's last line are each
really in sight: the middle of each is the element the window shows at that point (not
scrolled away, clipped by its box or covered by the prompt)."""


def assert_decision_in_sight(page: Page) -> None:
    """Once the page has settled (it may scroll smoothly to the decision), a place to act,
    the active player's panel and the log's latest line are in the window."""
    with suppress(PlaywrightTimeout):
        page.wait_for_function(
            f"() => Object.values(({IN_SIGHT})()).every(Boolean)", timeout=10_000
        )
    seen = page.evaluate(IN_SIGHT)
    assert all(seen.values()), (seen, page.evaluate(WHERE_TARGETS))


WHERE_TARGETS = """() => [scrollY, innerHeight].concat(
  [...document.querySelectorAll('[data-action], [data-arrange]')].map((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint((box.left + box.right) / 2, (box.top + box.bottom) / 2);
    const name = element.dataset.action ?? element.dataset.arrange;
    return [name, Math.round(box.top), Math.round(box.bottom),
      hit && `${hit.tagName}.${hit.getAttribute('class')}`];
  }))"""
"""(for a failure's message: the window's scroll and height, and each target's place and
what the window shows at its middle)"""


class PromptOnAPhone:
    """The check, at each decision of a game on a phone, that the prompt takes at most a
    fifth of the window's height; the first time it holds more, "More" opens it (taller)
    and "Less" closes it again. Called before each decision."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.decisions = 0
        self.opened = False

    def __call__(self) -> None:
        prompt = self.page.locator(".prompt")
        window = self.page.viewport_size
        assert window is not None
        fifth = 0.2 * window["height"]
        height = prompt.bounding_box()["height"]  # type: ignore[index]
        assert height <= fifth + 0.5, f"the prompt is {height} px tall"
        more = self.page.locator(".prompt-expand")
        if not self.opened and more.is_visible():
            more.click()
            assert prompt.bounding_box()["height"] > fifth  # type: ignore[index]
            expect(more).to_have_attribute("aria-expanded", "true")
            more.click()
            expect(more).to_have_attribute("aria-expanded", "false")
            self.opened = True
        self.decisions += 1


def flights(page: Page) -> int:
    """How many flights of recent moves the page has started (``data-animations``)."""
    return int(page.locator(".game").get_attribute("data-animations") or 0)
