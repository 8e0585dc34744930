"""The game page with Shipyard drawn, in headless Chromium against a real server: whole
games played by clicking board elements and prompt buttons only (two players against a
random bot, and the solo game against the automata), the 1st edition with three and four
players for thirty decisions; at every decision every legal action is exactly one element
of the page, and another seat's contracts are nowhere in the page; phones never scroll
sideways. Screenshots go to artifacts/screenshots (kept by CI)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from eurotable import games
from eurotable.display import solo_standing, solo_steps
from eurotable.games.shipyard.game import Shipyard
from eurotable.i18n import speaking

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
    seat_view,
    wait_for_index_beyond,
    wait_for_turn_or_end,
)

SPEC = games.get("shipyard")
PHONE = {"width": 390, "height": 844}
TABLET = {"width": 768, "height": 1024}
DESKTOP = {"width": 1280, "height": 800}

PREFERRED = ("action build", "tile ", "slot ", "action canal", "at ", "action crew", "crew ")
"""What the player below likes: building ships, laying canals and crew, so that ships get
finished, outfitted and sail on the map."""


def choose(legal: list[str], rng: random.Random) -> str:
    """A player who builds ships and sends them sailing, otherwise plays at random."""
    adds = [a for a in legal if a.startswith("add ")]
    if adds and rng.random() < 0.8:
        return rng.choice(adds)
    liked = [a for a in legal if a.startswith(PREFERRED)]
    if liked and rng.random() < 0.7:
        return rng.choice(liked)
    return rng.choice(legal)


def secret_contracts(players: int, options: dict[str, Any], seed: int, seat: int) -> list[str]:
    """The contracts dealt to the other seats (ids in both cases and their texts): the same
    seed deals the same hands, and contracts are only ever dealt at the start."""
    state = SPEC.new_game(players, options, seed)
    assert isinstance(state, Shipyard)
    texts = {c["id"]: c["text"] for c in SPEC.components(options)["contracts"]}
    secret = []
    for other, player in enumerate(state.seats):
        if other != seat:
            for card in player.hand:
                contract = state.ed.contracts[card].id
                secret += [contract, contract.lower(), texts[contract]]
    return secret


LEAKED = """(secrets) => {
  const html = document.documentElement.outerHTML;
  return secrets.filter((secret) => html.includes(secret));
}"""


def play_by_clicking(
    page: Page,
    server: str,
    game_id: str,
    token: str,
    decisions: int,
    rng: random.Random,
    secrets: list[str],
    wide: bool = False,
    check: Callable[[], None] | None = None,
) -> list[str]:
    """Make up to ``decisions`` decisions by clicking page elements only, checking before
    each that every legal action has exactly one visible element, that the page holds
    none of the other seats' contracts (and on a ``wide`` screen that a target, the
    player's panel and the log's last line are in the window, and ``check`` if given).
    Returns the actions played."""
    played: list[str] = []
    while len(played) < decisions:
        wait_for_turn_or_end(page)
        if not page.locator(".ending").is_hidden():
            break
        legal = assert_targets_match(page, server, game_id, token)
        if secrets:
            leaked = page.evaluate(LEAKED, secrets)
            assert not leaked, leaked
        if wide:
            assert_decision_in_sight(page)
        if check:
            check()
        action = choose(legal, rng)
        before = index(page)
        act(page, action)
        wait_for_index_beyond(page, before)
        played.append(action)
    return played


def test_a_whole_two_player_game_by_clicking_to_the_end_screen(server: str, page: Page) -> None:
    """A whole game as a player who asked for less motion plays it (the flights are the
    bot-turn checks' subject, test_shipyard_board.py): none runs, and every decision is
    brought into sight at once."""
    errors = console_errors(page)
    page.emulate_media(reduced_motion="reduce")
    page.set_viewport_size(DESKTOP)
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "random"}]
    created = create(server, game="shipyard", players=2, seats=seats, seed=21)
    game_id, token = created["id"], created["tokens"]["0"]
    open_seats(page, server, game_id, {"0": token})
    expect(page.locator(".prompt")).to_contain_text("Choose an action tile")
    expect(page.locator(".sy-table")).to_be_visible()
    screenshot(page, "shipyard-2p-start")
    rng = random.Random(21)
    secrets = secret_contracts(2, {}, 21, 0)
    played = play_by_clicking(page, server, game_id, token, 60, rng, secrets, wide=True)
    wait_for_turn_or_end(page)
    assert_decision_in_sight(page)  # settled: the screenshot puts the page back there
    screenshot(page, "shipyard-2p-mid-game")
    played += play_by_clicking(page, server, game_id, token, 2000, rng, secrets, wide=True)
    expect(page.locator(".ending")).to_be_visible()
    assert any(action.startswith("at ") for action in played), "a canal was laid on the map"
    assert any(action.startswith("slot ") for action in played), "a tile was put in the yard"
    expect(page.locator(".banner")).to_contain_text("wins with")
    table = page.locator("table.result")
    expect(table).to_contain_text("Officials and Blue Ribands")
    expect(page.locator(".score-chart polyline")).to_have_count(2)
    assert page.locator(TARGETS).count() == 0
    # At the end every contract is shown, as at a real table.
    final = seat_view(server, game_id, token)["board"]["observation"]
    assert all("hand" in board for board in final["boards"])
    expect(page.locator(".sy-board.seat-1 .sy-contract.face-down")).to_have_count(0)
    assert flights(page) == 0
    screenshot(page, "shipyard-2p-end")
    assert errors == []


def test_a_whole_solo_game_against_the_automata_by_clicking_on_a_phone(
    server: str, page: Page
) -> None:
    """At every decision the prompt keeps to a fifth of the screen ("More" opens the
    rest); the page never scrolls sideways; the solo ending. Under reduced motion (as in
    the whole 2-player games): on a loaded machine a click made while the page still
    scrolled smoothly to the decision could miss its target (the smooth way into sight on
    a phone is Russian Railroads' thirty-decision game's)."""
    errors = console_errors(page)
    page.emulate_media(reduced_motion="reduce")
    page.set_viewport_size(PHONE)
    created = create(
        server, game="shipyard", players=1, seats=[{"kind": "human", "name": "Ann"}], seed=5
    )
    game_id, token = created["id"], created["tokens"]["0"]
    open_seats(page, server, game_id, {"0": token})
    expect(page.locator(".sy-solo .sy-automaton")).to_have_count(2)
    assert no_sideways_scroll(page)
    rng = random.Random(5)
    prompt = PromptOnAPhone(page)
    played = play_by_clicking(page, server, game_id, token, 40, rng, [], False, prompt)
    assert no_sideways_scroll(page)
    screenshot(page, "shipyard-solo-phone")
    played += play_by_clicking(page, server, game_id, token, 2000, rng, [], False, prompt)
    assert prompt.decisions == len(played)
    expect(page.locator(".ending")).to_be_visible()
    assert len(played) > 60
    assert no_sideways_scroll(page)
    # Alone there is no winner: the banner places the score on the rulebook's table.
    score = seat_view(server, game_id, token)["result"]["scores"][0]
    banner = page.locator(".banner")
    expect(banner).to_contain_text(f"Solo result: {score} VP")
    expect(banner).not_to_contain_text("wins")
    rows = page.locator("table.result th[scope=row]").all_text_contents()
    assert "Score" in rows and "Place" not in rows and "Tie-break" not in rows, rows
    # The players panel agrees: the final score first, the cruise points named as such.
    facts = page.locator(".players .fact")
    expect(facts.first).to_have_text(f"Final score{score}")
    expect(page.locator(".players")).to_contain_text("VP from cruises")
    # The chart counts whole points, however few were scored, and is drawn as wide as its
    # box: on a phone its text is not shrunk (one drawing unit, one CSS pixel).
    ticks = page.locator(".score-chart text.axis").all_text_contents()[:-1]
    assert ticks and all(tick.isdigit() for tick in ticks), ticks
    scale = page.evaluate("() => document.querySelector('.score-chart').getScreenCTM().a")
    assert scale == pytest.approx(1, abs=0.01)
    screenshot(page, "shipyard-solo-end")
    assert errors == []


SOLO_POINTS = [0, 59, 60, 79, 80, 94, 95, 140]


@pytest.mark.parametrize("lang", ["en", "he"])
def test_the_solo_ending_says_the_result_as_the_terminal_does(
    server: str, page: Page, lang: str
) -> None:
    # The rulebook's solo table (CZ and IT 2nd edition, "Výsledky" / "Risultati": 60, 80,
    # 95+): the page's banner is the terminal's sentence (display.solo_standing), with
    # the step's name in the page's language.
    created = create(
        server, game="shipyard", players=1, seats=[{"kind": "human", "name": "Ann"}], seed=5
    )
    path = f"/api/games/{created['id']}"
    page.goto(f"{server}/?lang={lang}")
    page.locator("h1").wait_for()
    banners = page.evaluate(
        """async ([path, points]) => {
          const { get } = await import("/static/net/api.js");
          const { showEnding } = await import("/static/table/ending.js");
          const components = await get(`${path}/components`);
          const shown = [];
          for (const score of points) {
            const element = document.createElement("div");
            const result = {
              winners: [0], scores: [score], places: [1], breakdown: [{}], tiebreak: [0],
            };
            const view = {
              id: `solo-${score}`, game: "shipyard", seed: 5, seats: [{ name: "Ann" }], result,
              held: [],
            };
            await showEnding(element, view, components, path);
            shown.push(element.querySelector(".banner").textContent);
          }
          return shown;
        }""",
        [path, SOLO_POINTS],
    )
    options = seat_view(server, created["id"])["options"]
    with speaking(lang):
        expected = [solo_standing(points, solo_steps(SPEC, options)) for points in SOLO_POINTS]
    assert banners == expected
    assert len(set(banners)) == len(SOLO_POINTS)  # each score its own sentence


@pytest.mark.parametrize(
    ("players", "viewport", "name"), [(3, DESKTOP, "desktop"), (4, PHONE, "phone")]
)
def test_the_first_edition_for_thirty_decisions(
    server: str, page: Page, players: int, viewport: dict[str, int], name: str
) -> None:
    """Thirty decisions of the 1st edition, the bots' moves flying in on the wide screen;
    on the phone under reduced motion (see the solo game's test: a click made while the
    page still scrolled to the decision could miss its target on a loaded machine)."""
    errors = console_errors(page)
    page.set_viewport_size(viewport)
    if name == "phone":
        page.emulate_media(reduced_motion="reduce")
    seats = [{"kind": "human", "name": "Ann"}] + [{"kind": "bot", "bot": "random"}] * (players - 1)
    options = {"edition": "first"}
    seed = 30 + players
    created = create(
        server, game="shipyard", players=players, seats=seats, seed=seed, options=options
    )
    game_id, token = created["id"], created["tokens"]["0"]
    open_seats(page, server, game_id, {"0": token})
    expect(page.locator(".sy-track-strip")).to_be_visible()
    expect(page.locator(".prompt")).to_contain_text("Choose an action card")
    secrets = secret_contracts(players, options, seed, 0)
    played = play_by_clicking(page, server, game_id, token, 30, random.Random(seed), secrets)
    assert len(played) == 30
    assert no_sideways_scroll(page)
    screenshot(page, f"shipyard-first-{players}p-{name}")
    assert errors == []


def test_a_four_player_game_on_a_tablet_and_a_spectator(server: str, page: Page) -> None:
    errors = console_errors(page)
    page.set_viewport_size(TABLET)
    seats = [{"kind": "human", "name": "Ann"}] + [{"kind": "bot", "bot": "random"}] * 3
    created = create(server, game="shipyard", players=4, seats=seats, seed=4)
    game_id, token = created["id"], created["tokens"]["0"]
    open_seats(page, server, game_id, {"0": token})
    secrets = secret_contracts(4, {}, 4, 0)
    played = play_by_clicking(page, server, game_id, token, 30, random.Random(4), secrets)
    assert len(played) == 30
    assert no_sideways_scroll(page)
    screenshot(page, "shipyard-4p-tablet")
    # A spectator sees the public board: nobody's contracts, no target.
    page.evaluate("() => localStorage.clear()")
    page.goto(f"{server}/games/{game_id}")
    page.locator(".sy-table").wait_for()
    expect(page.locator(".status")).to_contain_text("You are watching")
    assert page.locator(TARGETS).count() == 0
    assert page.locator(".sy-contract.face-down").count() >= 4
    expect(page.locator(".sy-contract-body")).to_have_count(0)
    assert page.evaluate(LEAKED, secret_contracts(4, {}, 4, -1)) == []
    screenshot(page, "shipyard-4p-spectator")
    assert errors == []
