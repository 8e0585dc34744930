"""The check of "see every move" (issue 47) that each board's browser test runs: after a
bot's turn, every drawn part of the board that changed carries ``data-recent``, the
flights ran, and every part a board names is a path of the observation.

The game waits for "End turn" after each of the player's turns (grace "confirm"), so the
board is read exactly between the player's own moves and the bot's answer.
"""

from __future__ import annotations

import random
from typing import Any

from playwright.sync_api import Page

from .play import act, arrange_by_clicking, create, flights, open_seats, seat_view, spread

SIGNATURES = """() => {
  // What each named part draws, without what only says it can be clicked now or that it
  // changed (the targets' marks, the tooltips, data-recent itself).
  const plain = (element) => {
    const copy = element.cloneNode(true);
    const marks = ['data-action', 'role', 'tabindex', 'aria-label', 'data-tip', 'data-recent'];
    for (const e of [copy, ...copy.querySelectorAll('*')]) {
      for (const name of marks) e.removeAttribute(name);
      e.classList?.remove('target', 'spotlit', 'in-flight');
      if (e.getAttribute('class') === '') e.removeAttribute('class');
    }
    for (const area of copy.querySelectorAll('.hit-area')) area.remove();
    return copy.outerHTML;
  };
  const found = {};
  for (const element of document.querySelectorAll('.board [data-part]')) {
    const key = element.dataset.part + '|' + (element.dataset.item ?? '');
    found[key] = {html: plain(element), recent: element.dataset.recent ?? null};
  }
  return found;
}"""


def first_choice(page: Page) -> str:
    """What a quick player takes: the prompt's first choice, else its early end (a pass or
    done: rounds end soon, and the game meets their changes), else the board's first place."""
    for selector in (
        ".prompt [data-action]:not(.ends)",
        ".prompt [data-action]",
        ".board [data-action]",
    ):
        found = page.locator(selector)
        if found.count():
            action = found.first.get_attribute("data-action")
            assert action is not None
            return action
    raise AssertionError("nothing to play")


def resolves(observation: Any, path: str) -> bool:
    """Whether ``path`` (keys and list positions joined by dots) names a value of
    ``observation``."""
    value = observation
    for step in path.split("."):
        if isinstance(value, dict) and step in value:
            value = value[step]
        elif isinstance(value, list) and step.isdigit() and int(step) < len(value):
            value = value[int(step)]
        else:
            return False
    return True


def check_bot_turns_are_marked(
    page: Page, server: str, game: str, turns: int = 4, **body: Any
) -> int:
    """Play a 2-player ``game`` (``body``: more of the creation body) as seat 0 against
    greedy by clicking the first target, and after each of ``turns`` bot turns check the
    marks; returns how many changed parts were checked."""
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "greedy"}]
    created = create(
        server,
        game=game,
        players=2,
        seats=seats,
        pacing={"bot_ms": 0, "grace": "confirm"},
        **body,
    )
    game_id, token = created["id"], created["tokens"]["0"]
    open_seats(page, server, game_id, {"0": token})
    checked = 0
    rng = random.Random(0)
    for _ in range(turns):
        if seat_view(server, game_id, token)["status"] != "running":
            return checked
        page.wait_for_selector(".end-turn, [data-action], [data-arrange]")
        while not page.locator(".end-turn").count():
            view = seat_view(server, game_id, token)
            if view["status"] != "running":
                return checked
            index = view["index"]
            if view["arrangement"]:  # the mayor's colonists, arranged at random
                arrange_by_clicking(page, view["arrangement"], spread(view["arrangement"], rng))
            else:
                act(page, first_choice(page))
            page.wait_for_function(
                "n => document.querySelector('.game').dataset.index > n", arg=index
            )
            page.wait_for_selector(".end-turn, [data-action], [data-arrange]")
        before = page.evaluate(SIGNATURES)
        started = flights(page)
        index = int(page.locator(".game").get_attribute("data-index") or 0)
        page.locator(".end-turn").click()
        page.wait_for_function(
            "n => document.querySelector('.game').dataset.index > n + 1", arg=index
        )
        page.wait_for_selector("[data-action], [data-arrange], .ending:not([hidden])")
        view = seat_view(server, game_id, token)
        page.wait_for_function(
            "n => document.querySelector('.game').dataset.index >= n", arg=view["index"]
        )
        after = page.evaluate(SIGNATURES)
        observation = view["board"]["observation"]
        changed = 0
        for key, drawn in after.items():
            part = key.split("|")[0]
            assert resolves(observation, part), f"{part} is no path of the observation"
            if key in before and before[key]["html"] == drawn["html"]:
                continue
            changed += 1
            assert drawn["recent"] is not None, f"{key} changed in the bot's turn, unmarked"
            lines = {entry["line"] for entry in view["recent"]}
            assert int(drawn["recent"]) in lines, f"{key} marked with a line of no recent move"
        checked += changed
        if changed:
            assert flights(page) > started
        log_marks = page.locator(".log li[data-recent]").count()
        assert log_marks == len([e for e in view["recent"] if e["line"] is not None])
    return checked
