"""Puerto Rico's drawn board (web/boards/puerto-rico/) in headless Chromium, fed with
observations of real engine positions: every legal action that has a place on the table
gets exactly one target, large enough to tap and named by its sentence; hidden VP chips
show "?"; the builder's prices are shown; text stays readable and inside its panel on a
phone, left to right and right to left; after a bot's turn every part it changed is marked
and what it moved travels from elsewhere on the table (issue 47). Screenshots go to
artifacts/screenshots."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Page

from eurotable import games
from eurotable.bots.puerto_rico import rollout_action
from eurotable.games.puerto_rico.game import PuertoRico
from eurotable.server.public import public_observation

from .play import ARTIFACTS, console_errors
from .recent_checks import check_bot_turns_are_marked

SPEC = games.get("puerto-rico")
NAMES = ["Ann", "Bob", "Cleo", "Dario", "Eliška"]
PROMPT_ONLY = {"pass", "keep", "decline", "hospice", "university"}
"""Actions with no place on the table: the page makes them prompt buttons."""

RENDER = """async ({ ctx, width, dir }) => {
  const board = await import("/static/boards/puerto-rico/index.js");
  const { t, tn } = await import("/static/i18n/t.js");
  document.documentElement.dir = dir;
  let box = document.getElementById("pr-test");
  if (!box) {
    box = document.createElement("div");
    box.id = "pr-test";
    document.body.replaceChildren(box);
  }
  box.style.width = `${width}px`;
  board.render(box, { ...ctx, legal: new Map(ctx.legal), placed: new Set(), t, tn });
  const observation = ctx.observation;
  const factsCtx = { t, tn, components: ctx.components };
  const facts = observation.boards.map((_, seat) => board.seatFacts(observation, seat, factsCtx));
  const targets = [...box.querySelectorAll("[data-action]")].map((element) => {
    const rect = element.getBoundingClientRect();
    return {
      action: element.getAttribute("data-action"),
      label: element.getAttribute("aria-label"),
      role: element.getAttribute("role"),
      tabindex: element.getAttribute("tabindex"),
      width: rect.width,
      height: rect.height,
    };
  });
  return { targets, facts };
}"""

LAYOUT = """() => {
  const problems = [];
  let smallest = Infinity;
  for (const svg of document.querySelectorAll("#pr-test svg.bd-panel")) {
    const frame = svg.getBoundingClientRect();
    const scale = frame.width / svg.viewBox.baseVal.width;
    for (const text of svg.querySelectorAll("text")) {
      if (!text.textContent.trim()) continue;
      smallest = Math.min(smallest, Number(text.getAttribute("font-size")) * scale);
      const box = text.getBoundingClientRect();
      const outside = box.left < frame.left - 0.5 || box.right > frame.right + 0.5;
      if (outside) problems.push(text.textContent);
    }
  }
  return { smallest, problems };
}"""


def positions(players: int, seed: int) -> Iterator[tuple[str, PuertoRico]]:
    """The first position of each kind of decision in a seeded game played by the
    rollout policy, and the end."""
    rng = random.Random(seed)
    state = SPEC.new_game(players, {}, seed)
    assert isinstance(state, PuertoRico)
    seen: set[str] = set()
    while not state.is_over:
        legal = [str(action) for action in state.legal_actions()]
        kind = state.step.name.lower()
        if kind == "settle" and "hacienda" in legal:
            kind = "hacienda"
        if kind == "load" and any(action.startswith("wharf") for action in legal):
            kind = "wharf"
        if kind == "mayor" and state.placing:
            kind = "placing"
        if kind not in seen:
            seen.add(kind)
            yield kind, state.clone()
        state.apply(rollout_action(state, rng))
    yield "over", state


def context(state: PuertoRico, seat: int | None) -> dict[str, Any]:
    """What the game page hands the board: the seat's observation (or the public one) and,
    for the seat to move, the legal actions with their sentences."""
    names = NAMES[: state.players]
    to_move = None if state.is_over else state.actor
    deciding = seat is not None and seat == to_move
    legal = [[str(a), SPEC.describe_action(state, a, names)] for a in state.legal_actions()]
    observation = (
        state.observation(seat)
        if seat is not None
        else public_observation([state.observation(s) for s in range(state.players)])
    )
    return {
        "observation": observation,
        "text": "",
        "viewer": seat,
        "toMove": to_move,
        "over": state.is_over,
        "names": names,
        "legal": legal if deciding else [],
        "components": SPEC.components({}),
    }


def draw(page: Page, ctx: dict[str, Any], width: int = 340, rtl: bool = False) -> dict[str, Any]:
    drawn: dict[str, Any] = page.evaluate(
        RENDER, {"ctx": ctx, "width": width, "dir": "rtl" if rtl else "ltr"}
    )
    return drawn


@pytest.fixture
def table(server: str, page: Page) -> Page:
    """A page of the server's origin, so the board module and the catalog load from it."""
    page.set_viewport_size({"width": 360, "height": 800})
    page.goto(server + "/")
    page.locator("#app").wait_for(state="attached")
    return page


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_legal_action_with_a_place_on_the_table_has_one_target(
    table: Page, players: int
) -> None:
    errors = console_errors(table)
    kinds = set()
    for kind, state in positions(players, seed=40 + players):
        kinds.add(kind)
        seat = 0 if state.is_over else state.actor
        ctx = context(state, seat)
        drawn = draw(table, ctx)
        sentences = dict(map(tuple, ctx["legal"]))
        placed = [target["action"] for target in drawn["targets"]]
        assert sorted(placed) == sorted(set(sentences) - PROMPT_ONLY), (kind, placed, sentences)
        for target in drawn["targets"]:
            assert target["label"] == sentences[target["action"]]
            assert (target["role"], target["tabindex"]) == ("button", "0")
            assert min(target["width"], target["height"]) >= 28, (kind, target)
        if kind in ("role", "placing", "build", "load", "over"):
            table.locator("#pr-test").screenshot(path=str(shot(f"pr-board-{players}p-{kind}")))
    assert {"role", "settle", "mayor", "build", "trade", "load", "over"} <= kinds
    assert errors == []


def shot(name: str) -> Any:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS / f"{name}.png"


def test_the_two_prospectors_offer_the_richer_card(table: Page) -> None:
    """Pravidla, ZLATOKOP: with five players both prospector cards are on the table; the
    one with more doubloons on it is the one `role prospector` takes."""
    state = SPEC.new_game(5, {}, 3)
    assert isinstance(state, PuertoRico)
    ctx = context(state, state.actor)
    cards = ctx["observation"]["roles"]
    second = max(i for i, card in enumerate(cards) if card["role"] == "prospector")
    cards[second]["doubloons"] = 2
    draw(table, ctx)
    offered = table.locator('#pr-test [data-action="role prospector"]')
    assert offered.count() == 1
    assert "2" in (offered.text_content() or "")


def test_hidden_chips_show_a_question_mark_and_spectators_get_no_targets(
    table: Page,
) -> None:
    kinds = dict(positions(4, seed=7))
    state = kinds["build"]
    own = draw(table, context(state, state.actor))
    facts = {fact["label"]: fact["value"] for fact in own["facts"][state.actor]}
    assert facts["VP chips"] == state.seats[state.actor].vp
    other = (state.actor + 1) % 4
    assert {fact["label"]: fact["value"] for fact in own["facts"][other]}["VP chips"] == "?"
    prices = state.observation(state.actor)["prices"]["build"]
    shown = table.locator("#pr-test .pr-building.affordable .pr-price text").evaluate_all(
        "texts => texts.map((text) => text.textContent)"
    )
    affordable = [
        b
        for b, n in state.observation(state.actor)["building_supply"].items()
        if n
        and prices[b] <= state.seats[state.actor].doubloons
        and b not in state.observation(state.actor)["boards"][state.actor]["buildings"]
    ]
    assert sorted(shown) == sorted(str(prices[b]) for b in affordable)

    public = draw(table, context(state, None))
    assert public["targets"] == []
    assert all(
        fact["value"] == "?"
        for facts in public["facts"]
        for fact in facts
        if fact["label"] == "VP chips"
    )


@pytest.mark.parametrize("rtl", [False, True])
def test_text_is_readable_and_inside_its_panel_on_a_phone(table: Page, rtl: bool) -> None:
    """At 340 CSS px (a 360 px phone) no text is smaller than 9 px, and no text leaves its
    panel, in either direction of the page."""
    for kind, state in positions(5, seed=11):
        if kind not in ("role", "build", "load", "over"):
            continue
        draw(table, context(state, 0 if state.is_over else state.actor), rtl=rtl)
        layout = table.evaluate(LAYOUT)
        assert layout["smallest"] >= 9, (kind, layout)
        assert layout["problems"] == [], (kind, layout)
    table.locator("#pr-test").screenshot(
        path=str(shot(f"pr-board-phone-{'rtl' if rtl else 'ltr'}"))
    )


FREEZE = """(() => {
  // Every animation the page starts is held at its last frame (so that the flown elements
  // are in their places to be clicked) and kept in window.animations; for each flight,
  // window.flights keeps the part, the centres it starts and ends at and the board's box.
  const animate = Element.prototype.animate;
  window.animations = [];
  window.flights = [];
  const centre = (element) => {
    const box = element.getBoundingClientRect();
    return [box.left + box.width / 2, box.top + box.height / 2];
  };
  Element.prototype.animate = function (keyframes, options) {
    const animation = animate.call(this, keyframes, options);
    const end = animation.effect.getTiming().duration;
    animation.pause();
    if (keyframes[0].transform) {
      animation.currentTime = 0;
      const start = centre(this);
      animation.currentTime = end;
      const box = this.closest('.board').getBoundingClientRect();
      const board = [box.left, box.top, box.right, box.bottom];
      window.flights.push({ part: this.dataset.part, start, end: centre(this), board });
    }
    animation.currentTime = end;
    window.animations.push(animation);
    return animation;
  };
})()"""

HALF_WAY = """() => {
  for (const animation of window.animations) animation.currentTime = 300;
}"""


@pytest.mark.parametrize(
    ("lang", "width", "height", "turns", "least"),
    [("en", 1280, 800, 8, 55), ("he", 390, 844, 3, 20)],
)
def test_every_part_a_bot_changed_is_marked_and_travels_from_where_it_was(
    server: str, page: Page, lang: str, width: int, height: int, turns: int, least: int
) -> None:
    """Issue 47 ("see every move"): after each of the greedy bot's turns every drawn part
    of the table it changed carries data-recent and its animation ran; what the bot took
    travels to its place from elsewhere on the table, left to right and right to left.
    Screenshots of the last turn's marks (its flights half way) go to artifacts."""
    page.set_viewport_size({"width": width, "height": height})
    page.goto(f"{server}/?lang={lang}")
    page.add_init_script(FREEZE)
    checked = check_bot_turns_are_marked(page, server, "puerto-rico", turns=turns, seed=7)
    assert checked >= least
    flights = page.evaluate("() => window.flights")
    assert len(flights) >= turns, "what the bot took did not travel"
    for flight in flights:
        (x0, y0), (x1, y1) = flight["start"], flight["end"]
        left, top, right, bottom = flight["board"]
        assert abs(x1 - x0) + abs(y1 - y0) > 20, flight
        assert left <= x0 <= right and top <= y0 <= bottom, flight
    page.evaluate(HALF_WAY)
    page.screenshot(path=str(shot(f"pr-recent-{lang}-{width}")), full_page=True)
