"""Shipyard's drawn board (web/boards/shipyard/) in headless Chromium, fed with
observations of real engine positions (both editions, solo): every legal action that has a
place on the table gets exactly one target, large enough to tap and named by its sentence,
at many moments of whole games (canal laying and cruising included); the canal ghost shows
the tile in its square before the click; another seat's contracts never reach the page;
spectators get no target; text stays readable and inside its panel on a phone.
Screenshots go to artifacts/screenshots."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Page

from eurotable import games
from eurotable.bots import make_bot
from eurotable.bots.base import decision_for
from eurotable.games.shipyard.game import Shipyard
from eurotable.server.public import public_observation

from .play import ARTIFACTS, act_first, console_errors, seat_view
from .recent_checks import check_bot_turns_are_marked, resolves

SPEC = games.get("shipyard")
NAMES = ["Ann", "Bob", "Cleo", "Dario"]


def prompt_only(action: str) -> bool:
    """Actions with no place on the table (the page makes them prompt buttons): passing,
    leaving the bonus question until after the main action (``later``), declaring a ship
    outfitted, the helmsman's and rigger's extra speed."""
    return action in ("pass", "later", "ready") or action.startswith("boost ")


RENDER = """async ({ ctx, width, dir }) => {
  const board = await import("/static/boards/shipyard/index.js");
  const { markTargets } = await import("/static/table/targets.js");
  const { t, tn } = await import("/static/i18n/t.js");
  document.documentElement.dir = dir;
  let box = document.getElementById("sy-test");
  if (!box) {
    box = document.createElement("div");
    box.id = "sy-test";
    document.body.replaceChildren(box);
  }
  box.style.width = `${width}px`;
  const legal = new Map(ctx.legal);
  board.render(box, { ...ctx, legal, placed: new Set(), t, tn });
  markTargets(box, legal);
  const observation = ctx.observation;
  const facts = observation
    ? observation.boards.map((_, seat) => board.seatFacts(observation, seat, { t, tn }))
    : [];
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
  const parts = [...box.querySelectorAll("[data-part]")].map((element) => element.dataset.part);
  return { targets, facts, parts, html: box.outerHTML };
}"""

LAYOUT = """() => {
  const problems = [];
  let smallest = Infinity;
  for (const svg of document.querySelectorAll("#sy-test svg.bd-panel")) {
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

SPATIAL = {"canal_place", "token", "start", "sail"}
"""Kinds of decision drawn every time they come: laying canals and cruising."""
OFTEN = {"launch", "outfit", "build_slot", "build_tile", "discard", "trade_good", "choose"}
"""Kinds drawn up to ``OFTEN_LIMIT`` times; every other kind is drawn the first time."""
OFTEN_LIMIT = 5


def positions(
    players: int, edition: str, seed: int, every: bool = True
) -> Iterator[tuple[str, Shipyard]]:
    """Positions of a seeded game played by greedy bots (they build, lay canals and sail):
    with ``every``, each spatial decision and several of the frequent kinds, else the first
    of each kind; and the end."""
    state = SPEC.new_game(players, {"edition": edition}, seed)
    assert isinstance(state, Shipyard)
    bots = [make_bot("greedy", seed + seat, SPEC) for seat in range(players)]
    seen: dict[str, int] = {}
    while not state.is_over:
        kind = state.step.name.lower()
        if state.mode.name == "COMPLETION":
            kind = "completion"
        count = seen.get(kind, 0)
        wanted = count == 0 or (
            every and (kind in SPATIAL or (kind in OFTEN and count < OFTEN_LIMIT))
        )
        if wanted:
            seen[kind] = count + 1
            yield kind, state.clone()
        state.apply(bots[state.actor].choose(decision_for(state)))
    yield "over", state


def context(state: Shipyard, seat: int | None) -> dict[str, Any]:
    """What the game page hands the board: the seat's observation (or the public one) and,
    for the seat to move, the legal actions with their sentences."""
    names = NAMES[: state.players]
    to_move = None if state.is_over else state.actor
    deciding = seat is not None and seat == to_move
    legal = (
        [[str(a), SPEC.describe_action(state, a, names)] for a in state.legal_actions()]
        if deciding
        else []
    )
    if seat is not None:
        observation = state.observation(seat)
    elif state.players == 1:
        observation = None
    else:
        observation = public_observation([state.observation(s) for s in range(state.players)])
    return {
        "observation": observation,
        "text": "the board as text",
        "viewer": seat,
        "toMove": to_move,
        "over": state.is_over,
        "names": names,
        "legal": legal,
        "components": SPEC.components(dict(state.options)),
    }


def draw(page: Page, ctx: dict[str, Any], width: int = 340, rtl: bool = False) -> dict[str, Any]:
    drawn: dict[str, Any] = page.evaluate(
        RENDER, {"ctx": ctx, "width": width, "dir": "rtl" if rtl else "ltr"}
    )
    return drawn


def shot(name: str) -> Any:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS / f"{name}.png"


def others_contracts(state: Shipyard, seat: int) -> list[str]:
    """The ids and texts of the contracts other seats hold or discarded (secret from
    ``seat`` until the end)."""
    ed = state.ed
    texts = {c["id"]: c["text"] for c in SPEC.components(dict(state.options))["contracts"]}
    secret = []
    for other, player in enumerate(state.seats):
        if other == seat:
            continue
        for card in [*player.hand, *player.discarded]:
            contract_id = ed.contracts[card].id
            secret += [contract_id, contract_id.lower(), texts[contract_id]]
    return secret


@pytest.fixture
def table(server: str, page: Page) -> Page:
    """A page of the server's origin, so the board module and the catalog load from it."""
    page.set_viewport_size({"width": 360, "height": 800})
    page.goto(server + "/")
    page.locator("#app").wait_for(state="attached")
    return page


GAMES = [("second", 2, 3), ("second", 1, 5), ("second", 4, 8), ("first", 3, 4), ("first", 2, 6)]


@pytest.mark.parametrize(("edition", "players", "seed"), GAMES)
def test_every_legal_action_with_a_place_on_the_table_has_one_target(
    table: Page, edition: str, players: int, seed: int
) -> None:
    errors = console_errors(table)
    kinds: dict[str, int] = {}
    for kind, state in positions(players, edition, seed):
        kinds[kind] = kinds.get(kind, 0) + 1
        seat = 0 if state.is_over else state.actor
        ctx = context(state, seat)
        drawn = draw(table, ctx)
        sentences = dict(map(tuple, ctx["legal"]))
        placed = [target["action"] for target in drawn["targets"]]
        expected = [action for action in sentences if not prompt_only(action)]
        assert sorted(placed) == sorted(expected), (kind, placed, sentences)
        assert [p for p in drawn["parts"] if not resolves(ctx["observation"], p)] == [], kind
        for target in drawn["targets"]:
            assert target["label"] == sentences[target["action"]]
            assert (target["role"], target["tabindex"]) == ("button", "0")
            assert min(target["width"], target["height"]) >= 27.5, (kind, target)
        if not state.is_over:
            for secret in others_contracts(state, seat):
                assert secret not in drawn["html"], (kind, secret)
        if kinds[kind] == 1 and kind in ("choose", "canal_place", "outfit", "sail", "over"):
            table.locator("#sy-test").screenshot(
                path=str(shot(f"sy-board-{edition}-{players}p-{kind}"))
            )
    assert {"choose", "build_tile", "canal_place", "outfit", "over"} <= set(kinds)
    assert errors == []


def test_cruises_and_canals_are_played_on_the_map(table: Page) -> None:
    """Laying canals (Pronájem kanálu), the ship token's first space and its branches
    (Zkušební plavba) and the 1st edition's token on the first canal are all targets on
    the player's map, over several games."""
    found: dict[str, int] = {}
    for edition, players, seed in [("second", 2, 11), ("first", 4, 9), ("second", 3, 12)]:
        for kind, state in positions(players, edition, seed):
            if kind not in ("canal_place", "start", "sail", "token"):
                continue
            drawn = draw(table, context(state, state.actor))
            on_map = [t["action"] for t in drawn["targets"]]
            assert on_map and all(a.split()[0] in ("at", "start", "move") for a in on_map)
            found[kind] = found.get(kind, 0) + 1
    assert found.get("canal_place", 0) >= 30
    assert found.get("start", 0) >= 5
    assert found.get("sail", 0) >= 2
    assert found.get("token", 0) >= 3


def test_the_canal_ghost_shows_the_tile_in_its_square_before_the_click(table: Page) -> None:
    """Each free square is split in one part per rotation, each part showing the rented
    canal turned that way; pointing at a part (or focusing it) shows the tile full size in
    its square, half transparent, and the other rotations' ghosts stay hidden."""
    state = next(s for kind, s in positions(2, "second", 3) if kind == "canal_place")
    ctx = context(state, state.actor)
    draw(table, ctx, width=340)
    cell = table.locator("#sy-test .sy-cell").first
    parts = cell.locator(".sy-place")
    assert parts.count() >= 2

    def ghosts() -> list[float]:
        opacities: list[float] = cell.locator(".sy-ghost").evaluate_all(
            "gs => gs.map((g) => Number(getComputedStyle(g).opacity))"
        )
        return opacities

    assert all(opacity == 0 for opacity in ghosts())
    parts.nth(1).hover()
    table.wait_for_timeout(250)
    shown = ghosts()
    assert shown[1] > 0.5 and all(o == 0 for k, o in enumerate(shown) if k != 1), shown
    table.locator("#sy-test").screenshot(path=str(shot("sy-board-canal-ghost")))
    table.mouse.move(0, 0)
    parts.nth(0).focus()
    table.wait_for_timeout(250)
    assert ghosts()[0] > 0.5


def test_spectators_get_no_target_and_see_no_contract(table: Page) -> None:
    for kind, state in positions(3, "second", 2, every=False):
        if kind not in ("choose", "discard", "canal_place"):
            continue
        drawn = draw(table, context(state, None))
        assert drawn["targets"] == []
        assert "sy-contract contract-" in drawn["html"]
        for secret in others_contracts(state, -1):
            assert secret not in drawn["html"], (kind, secret)
        facts = {fact["label"]: fact["value"] for fact in drawn["facts"][0]}
        assert facts["Contracts"] == sum(state.observation(0)["boards"][0]["contracts"].values())
    solo = next(s for kind, s in positions(1, "second", 5) if kind == "choose")
    drawn = draw(table, context(solo, None))
    assert drawn["targets"] == [] and "the board as text" in drawn["html"]


def test_the_solo_game_shows_both_automata_and_the_solo_tiles(table: Page) -> None:
    state = next(s for kind, s in positions(1, "second", 5) if kind == "build_tile")
    ctx = context(state, 0)
    drawn = draw(table, ctx)
    assert [p for p in drawn["parts"] if not resolves(ctx["observation"], p)] == []
    assert {"solo.stack", "solo.top_number"} <= set(drawn["parts"])
    solo = table.locator("#sy-test .sy-solo")
    assert solo.locator(".sy-automaton").count() == 2
    assert "solo tile" in (solo.text_content() or "")
    solo.screenshot(path=str(shot("sy-board-solo-automata")))


@pytest.mark.parametrize("rtl", [False, True])
def test_text_is_readable_and_inside_its_panel_on_a_phone(table: Page, rtl: bool) -> None:
    """At 340 CSS px (a 360 px phone) no text is smaller than 9 px, and no text leaves its
    panel, in either direction of the page."""
    for edition, players, seed in [("second", 4, 8), ("first", 3, 4)]:
        for kind, state in positions(players, edition, seed, every=False):
            if kind not in ("choose", "trade_good", "outfit", "discard", "over"):
                continue
            draw(table, context(state, 0 if state.is_over else state.actor), rtl=rtl)
            layout = table.evaluate(LAYOUT)
            assert layout["smallest"] >= 9, (kind, layout)
            assert layout["problems"] == [], (kind, layout)
    table.locator("#sy-test").screenshot(
        path=str(shot(f"sy-board-phone-{'rtl' if rtl else 'ltr'}"))
    )


FLIGHTS = """(() => {
  // Every animation the table starts on a drawn part, with the panel it starts over (a
  // flight's first frame is a translation from where the part was) and the one it ends
  // in; with window.slowFlights, flights last a minute (to be looked at mid-air).
  const animate = Element.prototype.animate;
  window.flights = [];
  Element.prototype.animate = function (keyframes, options) {
    const part = this.getAttribute("data-part");
    if (part !== null) {
      const box = this.getBoundingClientRect();
      const by = /translate\\(([-\\d.e]+)px, ([-\\d.e]+)px\\)/;
      const moved = by.exec(keyframes[0].transform || "");
      const scale = this.ownerSVGElement?.getScreenCTM()?.a || 1;
      const start = moved && [
        box.left + box.width / 2 + Number(moved[1]) * scale,
        box.top + box.height / 2 + Number(moved[2]) * scale,
      ];
      const panels = start ? document.elementsFromPoint(...start) : [];
      const over = panels.find((e) => e.matches("svg.bd-panel"));
      const panel = (svg) => (svg ? [...svg.classList].find((c) => /^sy-(?!board)/.test(c)) : null);
      const to = panel(this.closest("svg.bd-panel"));
      window.flights.push({ part, from: panel(over), to, travels: Boolean(start) });
    }
    const slow = window.slowFlights ? { ...options, duration: 60000 } : options;
    return animate.call(this, keyframes, slow);
  };
})();"""

PAUSE = """(share) => {
  const flights = document.getAnimations().filter((a) => !(a instanceof CSSAnimation));
  for (const flight of flights) {
    flight.pause();
    flight.currentTime = flight.effect.getTiming().duration * share;
  }
  return flights.length;
}"""

COMMON = {"sy-status", "sy-ships", "sy-wheels", "sy-market", "sy-employees"}
"""The panels of what all players share (the players' own boards are sy-own / sy-other)."""


@pytest.mark.parametrize(
    ("edition", "seed", "turns", "least", "lang"),
    [("second", 3, 5, 50, "en"), ("first", 6, 3, 25, "he")],
)
def test_what_a_bot_changed_is_marked_and_flies_in_from_where_it_was(
    server: str, page: Page, edition: str, seed: int, turns: int, least: int, lang: str
) -> None:
    """Issue 47 "see every move": after each of the greedy bot's turns every drawn part of
    the board it changed (action tiles, wheels, displays, the bot's shipyard…) carries
    data-recent of one of its moves and the flights ran; what it took travels from the
    common panel it came from (the row's tiles along the row); a bot's turn is shot with
    its flights halfway, left to right and right to left."""
    page.set_viewport_size({"width": 1280, "height": 2400})  # the whole table: starts on screen
    page.add_init_script(FLIGHTS + f"localStorage.setItem('eurotable.lang', '{lang}');")
    checked = check_bot_turns_are_marked(
        page, server, "shipyard", turns=turns, seed=seed, options={"edition": edition}
    )
    assert checked >= least
    flights = page.evaluate("() => window.flights")
    travels = [f for f in flights if f["travels"]]
    assert all(f["from"] for f in travels), travels  # every flight starts over a panel
    assert all(f["from"] == "sy-status" for f in travels if f["part"].startswith("row.")), travels
    taken = [f for f in travels if f["part"].startswith("boards.1.") and f["from"] in COMMON]
    assert taken, flights  # the bot took something from the table to its shipyard
    # One more turn, the bot's flights slow, shot halfway.
    while not page.locator(".end-turn").count():
        index = int(page.locator(".game").get_attribute("data-index") or 0)
        act_first(page)
        page.wait_for_function("n => document.querySelector('.game').dataset.index > n", arg=index)
        page.wait_for_selector(".end-turn, [data-action]")
    page.evaluate("() => { window.slowFlights = true; }")
    index = int(page.locator(".game").get_attribute("data-index") or 0)
    page.locator(".end-turn").click()
    page.wait_for_function("n => document.querySelector('.game').dataset.index > n + 1", arg=index)
    page.wait_for_selector("[data-action]")
    game_id = page.url.rsplit("/", 1)[-1]
    token = page.evaluate(
        "id => JSON.parse(localStorage.getItem('eurotable.seats'))[id]['0']", game_id
    )
    settled = seat_view(server, game_id, token)["index"]
    page.wait_for_function("n => document.querySelector('.game').dataset.index >= n", arg=settled)
    assert page.evaluate(PAUSE, 0.5) > 0
    page.locator(".board").screenshot(path=str(shot(f"sy-flights-{edition}-{lang}")))
    page.evaluate(PAUSE, 1)
