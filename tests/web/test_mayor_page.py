"""Puerto Rico's mayor on the game page (Pravidla: PURKMISTR), in headless Chromium
against a real server: the colonists arranged on the board by clicks (and by dragging),
a refused place saying why, the whole arrangement confirmed in one request, and one Undo
taking it all back."""

from __future__ import annotations

import random
from typing import Any

from playwright.sync_api import Page, expect

from .play import (
    TARGETS,
    act,
    arrange_by_clicking,
    assert_targets_match,
    console_errors,
    create,
    draft,
    index,
    open_seats,
    seat_view,
    spread,
    wait_for_draft,
    wait_for_index_at_least,
    wait_for_index_beyond,
    wait_for_turn_or_end,
)

WAIT_FOR_END_TURN = {"bot_ms": 0, "grace": "confirm"}
"""The bot waits until Ann ends her turn, so her arrangement can still be taken back."""


def to_an_arrangement(page: Page, server: str, game_id: str, token: str) -> dict[str, Any]:
    """Click random targets (ending each turn) until Ann must arrange colonists on more
    than one place with some in San Juan; her view then."""
    rng = random.Random(2)
    for _ in range(300):
        wait_for_turn_or_end(page)
        seen = seat_view(server, game_id, token)
        problem = seen["arrangement"]
        if problem and problem["san_juan"] and len(problem["places"]) > 2:
            return seen
        if seen["confirm"] is not None:
            before = index(page)
            page.locator("button.end-turn").click()
            wait_for_index_beyond(page, before)
            continue
        legal = assert_targets_match(page, server, game_id, token)
        if problem:
            before = index(page)
            arrange_by_clicking(page, problem, spread(problem, rng))
            wait_for_index_beyond(page, before)
            continue
        before = index(page)
        act(page, rng.choice(legal))
        wait_for_index_beyond(page, before)
    raise AssertionError("Ann never had colonists to arrange")


def test_the_mayor_arranges_by_clicks_and_undo_takes_the_arrangement_back(
    server: str, page: Page
) -> None:
    errors = console_errors(page)
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "random"}]
    created = create(
        server, game="puerto-rico", players=2, seats=seats, seed=4, pacing=WAIT_FOR_END_TURN
    )
    game_id, token = created["id"], created["tokens"]["0"]
    open_seats(page, server, game_id, {"0": token})
    seen = to_an_arrangement(page, server, game_id, token)
    problem = seen["arrangement"]
    expect(page.locator(".prompt")).to_contain_text("none may stay in San Juan")
    assert_targets_match(page, server, game_id, token)  # no colonist circle is an action
    expect(page.locator(f"{TARGETS}[data-action^='place ']")).to_have_count(0)
    expect(page.locator('[data-action="keep"]')).to_have_count(0)  # San Juan is not empty
    places = page.locator(".pr-own [data-arrange]")
    assert places.count() >= len(problem["places"]) + 1  # every tile, building, San Juan
    expect(page.locator("button.arrange-confirm")).to_be_disabled()
    expect(page.locator(".arrange-why")).to_contain_text("still in San Juan")

    # A place with no room left refuses a colonist from San Juan, and says why.
    full = next((p for p in problem["places"] if p["colonists"] == p["circles"]), None)
    if full is not None:
        page.locator('.pr-own [data-arrange=""]').click()
        expect(page.locator('.pr-own [data-arrange=""]')).to_have_attribute("aria-pressed", "true")
        page.locator(f'.pr-own [data-arrange="{full["place"]}"]').first.click()
        expect(page.locator(".arrange-refused")).to_contain_text("no room")
        page.locator('.pr-own [data-arrange=""]').click()  # let it be
    # The keyboard reaches a place and Enter brings a colonist there from San Juan.
    room = next(p for p in problem["places"] if p["colonists"] < p["circles"])
    page.locator(f'.pr-own [data-arrange="{room["place"]}"]').first.focus()
    page.keyboard.press("Enter")
    wait_for_draft(page, room["place"], room["colonists"] + 1)
    assert page.evaluate("document.activeElement.dataset.arrange") == room["place"]
    page.locator("button.arrange-reset").click()
    wait_for_draft(page, room["place"], room["colonists"])

    wanted = spread(problem, random.Random(9))
    before = index(page)
    clicks = arrange_by_clicking(page, problem, wanted)
    wait_for_index_beyond(page, before)
    after = seat_view(server, game_id, token)
    played = after["index"] - before
    board = after["board"]["observation"]["boards"][0]
    made = {**board["occupied"], **board["buildings"]}
    assert {k: n for k, n in made.items() if n} == {k: n for k, n in wanted.items() if n}
    assert board["san_juan"] == 0 and clicks <= problem["colonists"] * 2 + 1
    expect(page.locator(".log")).to_contain_text("Ann")

    undo = page.locator("button.undo")
    expect(undo).to_be_visible()
    before = index(page)
    undo.click()
    wait_for_index_at_least(page, before + played)
    back = seat_view(server, game_id, token)
    assert back["index"] == before + played, "each action taken back, in one click"
    assert back["arrangement"] == problem
    assert draft(page) == {p["place"]: p["colonists"] for p in problem["places"]}
    expect(page.locator(".log li", has_text="Ann takes back an action")).to_have_count(played)
    expect(page.locator(".log li.undone").first).to_be_visible()

    # Dragging a colonist from San Juan onto a place moves it too.
    source = page.locator('.pr-own [data-arrange=""]')
    target = page.locator(f'.pr-own [data-arrange="{room["place"]}"]').first
    source.drag_to(target)
    wait_for_draft(page, room["place"], room["colonists"] + 1)
    assert errors == []
