"""The game page with Puerto Rico drawn, in headless Chromium against a real server:
whole games played by clicking board elements and prompt buttons only, every legal action
on exactly one element, undo, phones and tablets, reconnecting, the end screen, replays.
Screenshots go to artifacts/screenshots (kept by CI)."""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from typing import Any

import httpx
import pytest
from playwright.sync_api import Page, WebSocketRoute, expect

from .play import (
    ARTIFACTS,
    TARGETS,
    PromptOnAPhone,
    act,
    arrange_by_clicking,
    assert_decision_in_sight,
    assert_targets_match,
    console_errors,
    create,
    draft,
    flights,
    index,
    no_sideways_scroll,
    open_seats,
    screenshot,
    seat_view,
    spread,
    wait_for_index_at_least,
    wait_for_index_beyond,
    wait_for_turn_or_end,
    wait_until_finished,
)

PHONE = {"width": 390, "height": 844}
TABLET = {"width": 768, "height": 1024}
DESKTOP = {"width": 1280, "height": 800}


def play_by_clicking(
    page: Page,
    server: str,
    game_id: str,
    token: str,
    decisions: int,
    rng: random.Random,
    wide: bool = False,
    check: Callable[[], None] | None = None,
) -> tuple[list[str], bool]:
    """Make up to ``decisions`` decisions by clicking a random target, checking before each
    that every legal action has exactly one visible element (and on a ``wide`` screen
    that a target, the player's panel and the log's last line are in the window, and
    ``check`` if given); the mayor's colonists are arranged on the board by clicks (a
    random arrangement) and confirmed, or kept when keeping is legal and chosen. The first
    arrangement that can still be taken back (the seat is still to move after it) is undone
    once. Returns the actions played ("arrange" for an arrangement) and whether an
    arrangement was undone."""
    played: list[str] = []
    undone = False
    while len(played) < decisions:
        wait_for_turn_or_end(page)
        if not page.locator(".ending").is_hidden():
            break
        legal = assert_targets_match(page, server, game_id, token)
        if wide:
            assert_decision_in_sight(page)
        if check:
            check()
        seen = seat_view(server, game_id, token)
        problem = seen["arrangement"]
        before = index(page)
        if problem is not None and not (legal and rng.random() < 0.5):  # legal: ["keep"]
            arrange_by_clicking(page, problem, spread(problem, rng))
            wait_for_index_beyond(page, before)
            played.append("arrange")
            if not undone and still_to_move(server, game_id, token):
                undo_the_arrangement(page, server, game_id, token, seen, before)
                undone = True
            continue
        action = rng.choice(legal)
        act(page, action)
        wait_for_index_beyond(page, before)
        played.append(action)
    return played, undone


def still_to_move(server: str, game_id: str, token: str) -> bool:
    """Whether the seat may take back its last action and is still to move (so no other
    seat can act, and take the undo away, before the click)."""
    view = seat_view(server, game_id, token)
    return bool(view["undo"]) and view["to_move"] == view["viewer"]


def undo_the_arrangement(
    page: Page, server: str, game_id: str, token: str, seen: dict[str, Any], at: int
) -> None:
    """An arrangement confirmed by mistake is taken back whole with one Undo (one undo
    entry per action it was played as): the log shows the undos and the same
    arrangement is offered again, drawn as it stood."""
    played = seat_view(server, game_id, token)["index"] - at
    undo = page.locator("button.undo")
    expect(undo).to_be_visible()
    before = index(page)
    undo.click()
    wait_for_index_at_least(page, before + played)
    expect(page.locator(".log li").last).to_contain_text("Ann takes back an action")
    back = seat_view(server, game_id, token)
    assert back["index"] == before + played
    assert back["arrangement"] == seen["arrangement"] and back["legal"] == seen["legal"]
    assert back["board"]["observation"] == seen["board"]["observation"]
    assert draft(page) == {p["place"]: p["colonists"] for p in seen["arrangement"]["places"]}


def test_a_whole_two_player_game_by_clicking_to_the_end_screen(server: str, page: Page) -> None:
    """A whole game as a player who asked for less motion plays it (the flights are the
    bot-turn checks' subject, test_puerto_rico_board.py): none runs, and every decision is
    brought into sight at once."""
    errors = console_errors(page)
    posted: list[str] = []  # the page plays over its socket: only checks go by HTTP
    page.on(
        "request",
        lambda r: (
            posted.append(r.url.rsplit("/", 1)[-1] + " " + (r.post_data or ""))
            if r.method == "POST"
            else None
        ),
    )
    page.emulate_media(reduced_motion="reduce")
    page.set_viewport_size(DESKTOP)
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "random"}]
    created = create(server, game="puerto-rico", players=2, seats=seats, seed=21)
    game_id, token = created["id"], created["tokens"]["0"]
    open_seats(page, server, game_id, {"0": token})
    expect(page.locator(".prompt")).to_contain_text("Your turn: Choose a role")
    assert "Your turn" in page.title()
    screenshot(page, "puerto-rico-2p-start")
    rng = random.Random(21)
    _, undone = play_by_clicking(page, server, game_id, token, 60, rng, wide=True)
    wait_for_turn_or_end(page)
    assert_decision_in_sight(page)  # settled: the screenshot puts the page back there
    screenshot(page, "puerto-rico-2p-mid-game")
    _, undone_later = play_by_clicking(page, server, game_id, token, 2000, rng, wide=True)
    expect(page.locator(".ending")).to_be_visible()
    expect(page.locator(".ending")).to_be_in_viewport()
    assert page.evaluate("document.activeElement.classList.contains('ending')"), "it has focus"
    assert "wins with" in page.title() or "share the victory" in page.title(), page.title()
    assert undone or undone_later, "a mayor's arrangement was taken back"
    expect(page.locator(".banner")).to_contain_text("wins with")
    table = page.locator("table.result")
    expect(table).to_contain_text("VP chips")
    expect(table).not_to_contain_text("vp_chips")
    expect(page.locator(".score-chart polyline")).to_have_count(2)
    expect(page.get_by_role("link", name="Replay the game")).to_be_visible()
    expect(page.locator(".prompt")).to_contain_text("The game is over")
    assert "Your turn" not in page.title()
    assert page.locator(TARGETS).count() == 0
    final = seat_view(server, game_id)
    assert all(board["vp_chips"] is not None for board in final["board"]["observation"]["boards"])
    assert flights(page) == 0
    screenshot(page, "puerto-rico-2p-end")
    assert errors == []
    assert posted and all(p.startswith("arrange ") and '"check":true' in p for p in posted), (
        "every move, undo and arrangement went over the socket, only arrangements' checks by HTTP"
    )


def test_a_four_player_game_for_thirty_decisions_on_a_tablet(server: str, page: Page) -> None:
    """Also reports (does not assert) the script time of the page's updates, measured in
    the page with the performance API (the page stores the latest in data-render-ms)."""
    errors = console_errors(page)
    page.set_viewport_size(TABLET)
    seats = [{"kind": "human", "name": "Ann"}] + [{"kind": "bot", "bot": "random"}] * 3
    created = create(server, game="puerto-rico", players=4, seats=seats, seed=4)
    game_id, token = created["id"], created["tokens"]["0"]
    open_seats(page, server, game_id, {"0": token})
    times: list[float] = []

    def render_time() -> None:
        times.append(float(page.locator(".game").get_attribute("data-render-ms") or "nan"))

    played, _ = play_by_clicking(
        page, server, game_id, token, 30, random.Random(4), False, render_time
    )
    assert len(played) == 30 == len(times)
    assert no_sideways_scroll(page)
    screenshot(page, "puerto-rico-4p-tablet")
    report = (
        f"page update script time at {len(times)} decisions (4 players, with the flights): "
        f"median {statistics.median(times):.1f} ms, max {max(times):.1f} ms"
    )
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / "render-times.txt").write_text(report + "\n")
    print(report)
    assert errors == []


def test_the_two_player_variant_starts_with_two_ships_seven_roles_three_plantations(
    server: str, page: Page
) -> None:
    """The official 2-player variant (reference §A.3): the 4- and 6-barrel ships, seven
    role cards, three face-up plantations."""
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}]
    created = create(server, game="puerto-rico", players=2, seats=seats, seed=3)
    governor = str(seat_view(server, created["id"])["to_move"])
    token = created["tokens"][governor]
    open_seats(page, server, created["id"], {governor: token})
    expect(page.locator('[data-action^="role "]')).to_have_count(7)
    board = page.locator(".board")
    expect(board.locator("[data-ship]")).to_have_count(2)
    expect(board.locator("[data-plantation]")).to_have_count(3)
    observation = seat_view(server, created["id"], token)["board"]["observation"]
    assert [ship["capacity"] for ship in observation["ships"]] == [4, 6]


@pytest.mark.parametrize("viewport", [PHONE, TABLET], ids=["390px", "768px"])
def test_the_page_never_scrolls_sideways(server: str, page: Page, viewport: dict[str, int]) -> None:
    """Five players, twelve decisions, zoomed in: no sideways scroll; on the phone the prompt
    keeps to a fifth of the screen at every decision ("More" opens the rest)."""
    errors = console_errors(page)
    page.set_viewport_size(viewport)
    seats = [{"kind": "human", "name": "Ann"}] + [{"kind": "bot", "bot": "random"}] * 4
    created = create(server, game="puerto-rico", players=5, seats=seats, seed=5)
    open_seats(page, server, created["id"], {"0": created["tokens"]["0"]})
    prompt = PromptOnAPhone(page) if viewport is PHONE else None
    game_id, token = created["id"], created["tokens"]["0"]
    played, _ = play_by_clicking(page, server, game_id, token, 12, random.Random(5), False, prompt)
    assert len(played) == 12
    assert prompt is None or prompt.opened, "the phone's prompt held more and opened"
    assert no_sideways_scroll(page)
    page.click(".zoom button >> text=+")
    page.click(".zoom button >> text=+")
    assert no_sideways_scroll(page), "zooming scrolls the board's frame, not the page"
    screenshot(page, f"puerto-rico-5p-{viewport['width']}px")
    assert errors == []


def test_keyboard_walks_the_targets_and_enter_acts(server: str, page: Page) -> None:
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "random"}]
    created = create(server, game="puerto-rico", players=2, seats=seats, seed=8)
    open_seats(page, server, created["id"], {"0": created["tokens"]["0"]})
    page.locator(TARGETS).first.wait_for()
    focused = ""
    for _ in range(60):
        page.keyboard.press("Tab")
        focused = page.evaluate("() => document.activeElement.getAttribute('data-action') || ''")
        if focused:
            break
    assert focused.startswith("role "), "Tab reaches the role cards"
    before = index(page)
    page.keyboard.press("Enter")
    wait_for_index_beyond(page, before)
    expect(page.locator(".log")).to_contain_text("chooses the")


def test_tooltips_explain_components(server: str, page: Page) -> None:
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "random"}]
    created = create(server, game="puerto-rico", players=2, seats=seats, seed=8)
    open_seats(page, server, created["id"], {"0": created["tokens"]["0"]})
    page.locator('[data-action="role builder"]').hover()
    tooltip = page.locator(".tooltip")
    expect(tooltip).to_be_visible()
    expect(tooltip).to_contain_text("Take the Builder")
    page.locator('.board [data-tip*="Office"]').first.hover()
    expect(tooltip).to_contain_text("trading house")


def test_undo_is_refused_after_another_seat_acted(server: str, page: Page) -> None:
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "random"}]
    created = create(server, game="puerto-rico", players=2, seats=seats, seed=9)
    game_id, token = created["id"], created["tokens"]["0"]
    open_seats(page, server, game_id, {"0": token})
    page.locator('[data-action^="role "]').first.wait_for()
    # Ann's role choice may still be undone until the bot answers it; then it cannot.
    page.locator('[data-action="role prospector"]').click()
    deadline = time.monotonic() + 20
    while seat_view(server, game_id, token)["to_move"] != 0:
        assert time.monotonic() < deadline
        time.sleep(0.05)
    expect(page.locator("button.undo")).to_have_count(0)
    answer = httpx.post(
        f"{server}/api/games/{game_id}/undo",
        json={"index": seat_view(server, game_id, token)["index"]},
        headers={"X-Seat-Token": token},
    )
    assert answer.status_code == 409
    assert "another seat has acted since" in answer.json()["detail"]


def test_reconnecting_disables_actions_and_recovers_without_a_stale_error(
    server: str, page: Page
) -> None:
    """The game's websocket goes through a route that the test can cut: while it is down
    the page says so and nothing can be played; once it is back, play goes on."""
    down = False
    sockets: list[WebSocketRoute] = []

    def through(socket: WebSocketRoute) -> None:
        if down:
            socket.close()
            return
        socket.connect_to_server()
        sockets.append(socket)

    page.route_web_socket("**/socket", through)
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "random"}]
    created = create(server, game="puerto-rico", players=2, seats=seats, seed=10)
    open_seats(page, server, created["id"], {"0": created["tokens"]["0"]})
    page.locator(TARGETS).first.wait_for()
    down = True
    for socket in sockets:
        socket.close()
    expect(page.locator(".connection")).to_contain_text("reconnecting")
    assert page.locator(".game.offline").count() == 1
    assert page.locator(TARGETS).first.evaluate("e => getComputedStyle(e).pointerEvents") == "none"
    screenshot(page, "puerto-rico-reconnecting")
    down = False
    expect(page.locator(".connection")).to_be_hidden(timeout=10_000)
    expect(page.locator(".error")).to_be_hidden()
    before = index(page)
    page.locator(TARGETS).first.click()
    wait_for_index_beyond(page, before)


def test_a_move_whose_socket_drops_before_its_answer_is_said_and_play_goes_on(
    server: str, page: Page
) -> None:
    """The page sends its moves over the socket; when the socket drops before the server
    has answered one, the page says the move may not have been made, and once the socket
    is back the table shows where the game stands and play goes on."""
    cut = True

    def through(socket: WebSocketRoute) -> None:
        server_side = socket.connect_to_server()

        def from_page(message: str | bytes) -> None:
            nonlocal cut
            if cut and isinstance(message, str) and '"type":"act"' in message:
                cut = False
                socket.close()  # the move never reaches the server
                return
            server_side.send(message)

        socket.on_message(from_page)

    page.route_web_socket("**/socket", through)
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "random"}]
    created = create(server, game="puerto-rico", players=2, seats=seats, seed=10)
    open_seats(page, server, created["id"], {"0": created["tokens"]["0"]})
    page.locator(TARGETS).first.wait_for()
    before = index(page)
    page.locator(TARGETS).first.click()
    expect(page.locator(".error")).to_contain_text("whether the move was made")
    expect(page.locator(".connection")).to_be_hidden(timeout=10_000)
    assert seat_view(server, created["id"])["index"] == before, "the move was not made"
    page.locator(TARGETS).first.click()
    wait_for_index_beyond(page, before)
    expect(page.locator(".error")).to_be_hidden()


def test_since_you_last_looked(server: str, page: Page) -> None:
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}]
    created = create(server, game="puerto-rico", players=2, seats=seats, seed=12)
    game_id, tokens = created["id"], created["tokens"]
    open_seats(page, server, game_id, {"0": tokens["0"]})
    expect(page.locator(".log li")).not_to_have_count(0)
    page.goto(f"{server}/")
    for _ in range(3):  # the game goes on while Ann is away
        now = seat_view(server, game_id)
        token = tokens[str(now["to_move"])]
        action = seat_view(server, game_id, token)["legal"][0]["action"]
        moved = httpx.post(
            f"{server}/api/games/{game_id}/actions",
            json={"action": action, "index": now["index"]},
            headers={"X-Seat-Token": token},
        )
        assert moved.status_code == 200, moved.text
    page.goto(f"{server}/games/{game_id}")
    recap = page.locator(".recap")
    expect(recap).to_be_visible()
    expect(recap).to_contain_text("Since you last looked")
    expect(recap.locator("li")).not_to_have_count(0)
    page.click(".recap button")
    expect(recap).to_be_hidden()


def test_the_replay_of_a_running_game_says_why_not_and_links_back(server: str, page: Page) -> None:
    errors = console_errors(page)
    created = create(server, game="russian-railroads", players=2)
    page.goto(f"{server}/games/{created['id']}/replay")
    expect(page.locator(".not-yet")).to_have_text(
        "This game is still being played: its replay opens once it is over, when no secret of"
        " it is left to keep."
    )
    page.get_by_role("link", name="Back to the game").click()
    expect(page.locator(".game")).to_be_visible()
    assert page.url == f"{server}/games/{created['id']}"
    assert errors == []


def test_a_finished_game_is_replayed_through_any_seats_eyes(server: str, page: Page) -> None:
    seats = [{"kind": "bot", "bot": "random"}] * 3
    created = create(server, game="puerto-rico", players=3, seats=seats, seed=13)
    url = f"{server}/api/games/{created['id']}"
    wait_until_finished(server, created["id"])
    page.goto(f"{server}/games/{created['id']}/replay")
    expect(page.locator(".step")).to_contain_text("Step 0 of")
    expect(page.locator(".board svg").first).to_be_visible()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    expect(page.locator(".step")).to_contain_text("Step 2 of")
    public = httpx.get(f"{url}/replay?step=2").json()
    mine = httpx.get(f"{url}/replay?step=2&seat=1").json()
    assert public["board"]["observation"]["seat"] is None
    assert mine["board"]["observation"]["seat"] == 1
    page.select_option('[aria-label="Whose eyes"]', "1")
    expect(page.locator(".step")).to_contain_text("Step 2 of")
    # The step in words: the log line of its action, never its notation.
    expect(page.locator(".step")).to_contain_text(f": {mine['said'][0]}")
    expect(page.locator(".step")).not_to_contain_text(mine["action"])
    page.keyboard.press("End")
    expect(page.locator("table.result")).to_be_visible()
    screenshot(page, "puerto-rico-replay-end")


SHOW_ENDING = """async ([path, viewer]) => {
  const { get } = await import("/static/net/api.js");
  const { showEnding } = await import("/static/table/ending.js");
  const components = await get(`${path}/components`);
  const parts = Object.fromEntries(Object.keys(components.score_categories).map((c) => [c, 7]));
  const result = {
    winners: [1], scores: [12, 61, 48, 35], places: [4, 1, 2, 3],
    breakdown: [parts, parts, parts, parts], tiebreak: [0, 0, 0, 0],
  };
  const names = ["Giulia", "Greedy bot 2", "Greedy bot 3", "Greedy bot 4"];
  const view = {
    id: "ending", game: "shipyard", seed: 9, result, viewer, held: [],
    seats: names.map((name) => ({ name })),
  };
  const element = document.createElement("section");
  element.className = "ending";
  document.querySelector("main").replaceChildren(element);
  await showEnding(element, view, components, path);
}"""

COLUMN_IN_VIEW = """() => {
  // Where the viewer's column lies against the part of the table's box that the sticky
  // labels leave free (negative: cut off at that side).
  const box = document.querySelector(".result-scroll").getBoundingClientRect();
  const labels = document.querySelector(".result th[scope=row]").getBoundingClientRect();
  const cell = document.querySelector(".result th.you").getBoundingClientRect();
  const rtl = getComputedStyle(document.querySelector(".result-scroll")).direction === "rtl";
  const [start, end] = rtl ? [box.left, labels.left] : [labels.right, box.right];
  return [Math.round(cell.left - start), Math.round(end - cell.right)];
}"""


@pytest.mark.parametrize("lang", ["en", "he"])
def test_the_end_screen_scrolls_the_viewers_column_into_view_on_a_phone(
    server: str, page: Page, lang: str
) -> None:
    """Four players' scores are wider than a phone: the table scrolls in its own box with
    its labels in place, and a player who came last finds their own column, marked, in
    view beside the labels (right to left too); the page itself does not move."""
    page.set_viewport_size(PHONE)
    created = create(
        server, game="shipyard", players=4, seats=[{"kind": "bot", "bot": "random"}] * 4
    )
    path = f"/api/games/{created['id']}"
    page.goto(f"{server}/?lang={lang}")
    page.locator("h1").wait_for()
    page.evaluate(SHOW_ENDING, [path, 0])
    you = page.locator(".result th.you")
    expect(you).to_contain_text("Giulia")
    assert page.locator(".result td.you").count() > 5
    box = page.locator(".result-scroll")
    assert box.evaluate("b => b.scrollWidth > b.clientWidth"), "the table is wider than a phone"
    # (a box scrolls by whole pixels, a table's columns are laid out in fractions of one)
    assert min(page.evaluate(COLUMN_IN_VIEW)) >= -1
    assert page.evaluate("() => window.scrollX") == 0 and no_sideways_scroll(page)
    screenshot(page, f"end-phone-viewer-last-{lang}")
    if lang == "en":  # no tie, every tie-break 0: the row would say nothing
        expect(page.locator("table.result")).not_to_contain_text("Tie-break")

    page.evaluate(SHOW_ENDING, [path, None])  # a spectator: the table as it starts
    expect(page.locator(".result .you")).to_have_count(0)
    assert box.evaluate("b => b.scrollLeft") == 0


FIT = """() => {
  const board = document.querySelector('.board').getBoundingClientRect();
  const frame = document.querySelector('.board-frame').getBoundingClientRect();
  const stuck = document.querySelector('.main > .prompt');
  const top = stuck ? stuck.getBoundingClientRect().bottom : 0;
  return board.top >= top - 1 && board.bottom <= innerHeight + 1
    && board.left >= frame.left - 1 && board.right <= frame.right + 1;
}"""
"""Whether the whole board is in the window (below the prompt stuck over it on a phone)
and inside its frame."""


@pytest.mark.parametrize(
    ("game", "viewport"),
    [("puerto-rico", DESKTOP), ("russian-railroads", PHONE)],
    ids=["puerto-rico-1280px", "russian-railroads-390px"],
)
def test_zoom_goes_below_full_width_and_fit_shows_the_whole_board(
    server: str, page: Page, game: str, viewport: dict[str, int]
) -> None:
    page.set_viewport_size(viewport)
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "greedy"}]
    created = create(server, game=game, players=2, seats=seats, seed=3)
    open_seats(page, server, created["id"], {"0": created["tokens"]["0"]})
    page.locator(TARGETS).first.wait_for()
    level = page.locator(".zoom-level")
    zoom_out = page.locator('.zoom button[aria-label="Zoom out"]')
    expect(level).to_have_text("100 %")
    for shown in ["80 %", "67 %", "50 %", "50 %"]:  # (the last press: no smaller step)
        zoom_out.click()
        expect(level).to_have_text(shown)
    board = page.locator(".board").bounding_box()
    frame = page.locator(".board-frame").bounding_box()
    assert board is not None and frame is not None
    assert abs(board["width"] - frame["width"] / 2) <= 1, (board, frame)
    assert not page.evaluate(FIT), "a board this tall does not fit at half its width"

    page.locator(".zoom-fit").click()
    page.wait_for_function(FIT)  # (scrolled smoothly there)
    assert no_sideways_scroll(page)
    fitted = int(level.inner_text().removesuffix(" %"))
    assert fitted < 50, fitted
    page.locator('.zoom button[aria-label="Zoom in"]').click()
    expect(level).to_have_text("50 %")  # the next step up from the fitted scale
    screenshot(page, f"{game}-fit-{viewport['width']}px")
