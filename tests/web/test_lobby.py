"""The lobby in headless Chromium: the creator sits at the table by default, a name is
asked for in the form, options are labelled and limit the player counts, and the page
fits a phone. Only the lobby is checked here: creating lands on the game's address with
the seat's token kept (the game page has tests of its own)."""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlparse

import httpx
import pytest
from playwright.sync_api import ConsoleMessage, Page, expect

GAME_URL = re.compile(r"/games/([0-9a-f]+)$")
CREATE = "form.new-game button[type=submit]"
FORM_ERROR = "form.new-game .error"


class Lobby:
    """The lobby page, with every console error and page error it shows recorded."""

    def __init__(self, page: Page, server: str) -> None:
        self.page = page
        self.server = server
        self.errors: list[str] = []
        page.on("console", self._console)
        page.on("pageerror", lambda error: self._error(f"page error: {error}"))

    def _console(self, message: ConsoleMessage) -> None:
        if message.type == "error":
            self._error(f"console error: {message.text}")

    def _error(self, text: str) -> None:
        if urlparse(self.page.url).path in ("", "/"):  # the game page is not ours to judge
            self.errors.append(text)

    def open(self) -> Page:
        self.page.goto(self.server)
        expect(self.page.locator("form.new-game .seat-row").first).to_be_visible()
        return self.page

    def seat_kinds(self) -> list[str]:
        kinds: list[str] = self.page.locator(".seat-kind").evaluate_all(
            "selects => selects.map(s => s.value)"
        )
        return kinds

    def player_counts(self) -> list[str]:
        counts: list[str] = self.page.locator("select[name=players] option").evaluate_all(
            "options => options.map(o => o.value)"
        )
        return counts

    def storage(self, key: str) -> Any:
        return json.loads(self.page.evaluate(f"localStorage.getItem({key!r}) || 'null'"))

    def created(self) -> str:
        """Wait for the game's address; its id."""
        self.page.wait_for_url(GAME_URL)
        found = GAME_URL.search(self.page.url)
        assert found is not None
        return found.group(1)


@pytest.fixture
def lobby(page: Page, server: str) -> Iterator[Lobby]:
    watched = Lobby(page, server)
    yield watched
    assert watched.errors == [], "the lobby showed errors"


def games_of(server: str) -> list[dict[str, Any]]:
    listed: list[dict[str, Any]] = httpx.get(f"{server}/api/games").json()
    return listed


def test_the_default_form_seats_you_against_bots_and_lands_in_the_game(lobby: Lobby) -> None:
    page = lobby.open()
    page.select_option("select[name=game]", "puerto-rico")
    page.select_option("select[name=players]", "3")
    assert lobby.seat_kinds() == ["you", "bot:greedy", "bot:greedy"]
    expect(page.locator(".seat-row.you")).to_have_count(1)
    expect(page.locator(".seat-row.you .seat-badge")).to_have_text("You")
    page.fill('[aria-label="Seat 1 name"]', "Ann")
    page.click(CREATE)
    game_id = lobby.created()

    tokens = lobby.storage("eurotable.seats")
    assert list(tokens[game_id]) == ["0"], "the page keeps the token of the creator's seat"
    assert page.evaluate("localStorage.getItem('eurotable.name')") == "Ann", "name remembered"
    seen = httpx.get(
        f"{lobby.server}/api/games/{game_id}", headers={"X-Seat-Token": tokens[game_id]["0"]}
    ).json()
    assert seen["viewer"] == 0 and seen["status"] == "running"
    assert seen["seats"][0]["name"] == "Ann"
    assert seen["pacing"] == {"bot_ms": 700, "grace": 3}, "the form's defaults, the server's"

    lobby.open()
    expect(page.locator('[aria-label="Seat 1 name"]')).to_have_value("Ann")
    expect(page.locator(".games.running li")).to_contain_text("Puerto Rico")
    expect(page.locator(".games.running li").get_by_role("link", name="Play")).to_be_visible()


def test_the_pacing_chosen_in_the_form_is_the_games(lobby: Lobby) -> None:
    page = lobby.open()
    page.select_option("select[name=game]", "shipyard")
    expect(page.locator("#new-game-grace")).to_have_value("3")
    page.select_option("#new-game-grace", "confirm")
    page.select_option("#new-game-pace", "1500")
    page.fill('[aria-label="Seat 1 name"]', "Ann")
    page.click(CREATE)
    game_id = lobby.created()
    summary = next(g for g in httpx.get(f"{lobby.server}/api/games").json() if g["id"] == game_id)
    assert summary["pacing"] == {"bot_ms": 1500, "grace": "confirm"}


def test_an_empty_name_is_refused_in_the_form(lobby: Lobby) -> None:
    page = lobby.open()
    name = page.locator('[aria-label="Seat 1 name"]')
    expect(name).to_have_value("")
    page.click(CREATE)
    expect(page.locator(FORM_ERROR)).to_be_visible()
    expect(page.locator(FORM_ERROR)).to_contain_text("Enter your name")
    expect(name).to_be_focused()
    expect(name).to_have_attribute("aria-invalid", "true")
    page.fill('[aria-label="Seat 1 name"]', "   ")
    page.click(CREATE)
    expect(page.locator(FORM_ERROR)).to_contain_text("Enter your name")
    assert urlparse(page.url).path == "/"
    assert games_of(lobby.server) == [], "no game was created without its creator"


def test_you_move_to_another_seat_and_a_free_seat_waits_for_a_friend(lobby: Lobby) -> None:
    page = lobby.open()
    page.select_option("select[name=game]", "shipyard")
    page.select_option("select[name=players]", "2")
    page.fill('[aria-label="Seat 1 name"]', "Ann")
    page.select_option('[aria-label="Seat 2"]', "you")
    assert lobby.seat_kinds() == ["human", "you"], "You moves: the seat left is free"
    expect(page.locator('[aria-label="Seat 1 name"]')).to_have_value("")
    expect(page.locator('[aria-label="Seat 2 name"]')).to_have_value("Ann")
    expect(page.locator(".seat-row.you")).to_have_count(1)
    page.click(CREATE)
    game_id = lobby.created()
    assert list(lobby.storage("eurotable.seats")[game_id]) == ["1"]
    (listed,) = games_of(lobby.server)
    assert listed["status"] == "open"
    assert [s["free"] for s in listed["seats"]] == [True, False]


def test_without_a_seat_the_creator_must_choose_just_watch(lobby: Lobby) -> None:
    page = lobby.open()
    page.select_option("select[name=game]", "russian-railroads")
    page.select_option("select[name=players]", "2")
    page.select_option('[aria-label="Seat 1"]', "human")
    page.click(CREATE)
    expect(page.locator(FORM_ERROR)).to_contain_text("Just watch")
    assert games_of(lobby.server) == []
    page.check("input[name=watch]")
    page.click(CREATE)
    game_id = lobby.created()
    assert game_id not in (lobby.storage("eurotable.seats") or {})
    (listed,) = games_of(lobby.server)
    assert listed["status"] == "open" and listed["seats"][0]["free"]


def test_just_watch_gives_your_seat_to_a_bot_and_taking_a_seat_unticks_it(lobby: Lobby) -> None:
    page = lobby.open()
    page.select_option("select[name=game]", "puerto-rico")
    page.select_option("select[name=players]", "3")
    page.check("input[name=watch]")
    assert lobby.seat_kinds() == ["bot:greedy"] * 3
    page.select_option('[aria-label="Seat 3"]', "you")
    expect(page.locator("input[name=watch]")).not_to_be_checked()
    assert lobby.seat_kinds() == ["bot:greedy", "bot:greedy", "you"]


def test_hot_seat_names_play_at_this_screen(lobby: Lobby) -> None:
    page = lobby.open()
    page.select_option("select[name=game]", "puerto-rico")
    page.select_option("select[name=players]", "3")
    page.fill('[aria-label="Seat 1 name"]', "Ann")
    page.select_option('[aria-label="Seat 2"]', "human")
    page.fill('[aria-label="Seat 2 name"]', "Bob")
    page.click(CREATE)
    game_id = lobby.created()
    assert sorted(lobby.storage("eurotable.seats")[game_id]) == ["0", "1"]


def test_shipyard_first_edition_offers_two_to_four_players(lobby: Lobby) -> None:
    page = lobby.open()
    page.select_option("select[name=game]", "shipyard")
    assert lobby.player_counts() == ["1", "2", "3", "4"]
    page.select_option("select[name=players]", "1")
    assert lobby.seat_kinds() == ["you"]
    page.select_option("select[name=edition]", "first")
    assert lobby.player_counts() == ["2", "3", "4"]
    expect(page.locator("select[name=players]")).to_have_value("2")
    assert lobby.seat_kinds() == ["you", "bot:greedy"]
    expect(page.locator("#new-game-players-note")).to_contain_text("2–4 players")
    page.select_option("select[name=edition]", "second")
    assert lobby.player_counts() == ["1", "2", "3", "4"]
    expect(page.locator("select[name=players]")).to_have_value("2")
    expect(page.locator("#new-game-players-note")).to_be_hidden()

    page.select_option("select[name=edition]", "first")
    page.select_option("select[name=players]", "3")
    page.select_option("select[name=bonus]", "off")  # ruling 53: no bonus action offered
    page.fill('[aria-label="Seat 1 name"]', "Ann")
    page.click(CREATE)
    game_id = lobby.created()
    (listed,) = games_of(lobby.server)
    assert listed["id"] == game_id and listed["players"] == 3
    assert listed["options"]["edition"] == "first" and listed["options"]["bonus"] == "off"


def test_option_labels_are_readable_and_each_on_its_own_lines(lobby: Lobby) -> None:
    page = lobby.open()
    page.select_option("select[name=game]", "shipyard")
    boxes = []
    for name, label in (
        ("edition", "Edition"),
        ("contracts", "Contracts"),
        ("employees", "Employees"),
        ("bonus", "Bonus actions"),
    ):
        option = page.locator(f'[data-option="{name}"]')
        title = option.locator(f'label[for="new-game-option-{name}"]')
        control = option.locator(f"select[name={name}]")
        help_text = option.locator("small.help")
        expect(title).to_have_text(label)
        expect(help_text).to_be_visible()
        expect(control).to_have_accessible_name(label)
        assert help_text.inner_text() and label not in help_text.inner_text()
        title_box, control_box, help_box = (
            item.bounding_box() for item in (title, control, help_text)
        )
        assert title_box and control_box and help_box
        assert help_box["y"] >= control_box["y"] + control_box["height"] - 1, "help under it"
        assert not overlap(title_box, control_box) and not overlap(title_box, help_box)
        boxes.append((title_box, help_box))
    for (_, above), (below, _) in itertools.pairwise(boxes):
        assert below["y"] >= above["y"] + above["height"], "one option under the other"
    page.select_option("select[name=game]", "puerto-rico")
    expect(page.locator('label[for="new-game-option-open_vp"]')).to_be_visible()
    expect(page.locator("input[name=open_vp]")).not_to_be_checked()


def overlap(a: dict[str, float], b: dict[str, float]) -> bool:
    return not (
        a["x"] + a["width"] <= b["x"]
        or b["x"] + b["width"] <= a["x"]
        or a["y"] + a["height"] <= b["y"]
        or b["y"] + b["height"] <= a["y"]
    )


@pytest.mark.parametrize("width", [360, 390])
@pytest.mark.parametrize("direction", ["ltr", "rtl"])
def test_the_lobby_never_scrolls_sideways_on_a_phone(
    lobby: Lobby, width: int, direction: str
) -> None:
    page = lobby.page
    page.set_viewport_size({"width": width, "height": 800})
    httpx.post(
        f"{lobby.server}/api/games",
        json={"game": "russian-railroads", "players": 4, "seats": [{"kind": "human"}] * 4},
    ).raise_for_status()
    lobby.open()
    page.evaluate(f"document.documentElement.dir = {direction!r}")
    expect(page.locator(".games.open li")).to_have_count(1)
    for game in ("puerto-rico", "russian-railroads", "shipyard"):
        page.select_option("select[name=game]", game)
        counts = lobby.player_counts()
        page.select_option("select[name=players]", counts[-1])
        for seat in range(2, int(counts[-1]) + 1):
            page.select_option(f'[aria-label="Seat {seat}"]', "bot:ismcts:expert")
        page.click(CREATE)  # the refusal (no name) shows too
        expect(page.locator(FORM_ERROR)).to_be_visible()
        scroll, client = page.evaluate(
            "[document.documentElement.scrollWidth, document.documentElement.clientWidth]"
        )
        assert scroll <= client, (game, scroll, client)
    if direction == "rtl":
        page.select_option("select[name=game]", "shipyard")
        page.screenshot(path=f"/tmp/lobby-rtl-{width}.png", full_page=True)


@pytest.mark.parametrize("width", [390, 1280])
def test_screenshots_of_the_lobby(lobby: Lobby, width: int) -> None:
    """Kept in /tmp for a person to look at (phone and desktop)."""
    page = lobby.page
    page.set_viewport_size({"width": width, "height": 900})
    httpx.post(
        f"{lobby.server}/api/games",
        json={
            "game": "shipyard",
            "players": 2,
            "seats": [{"kind": "human", "name": "Ann"}, {"kind": "human"}],
        },
    ).raise_for_status()
    lobby.open()
    page.select_option("select[name=game]", "shipyard")
    page.select_option("select[name=players]", "3")
    page.select_option('[aria-label="Seat 2"]', "human")
    page.fill('[aria-label="Seat 2 name"]', "Bob")
    page.click(CREATE)
    expect(page.locator(FORM_ERROR)).to_be_visible()
    page.screenshot(path=f"/tmp/lobby-{width}.png", full_page=True)
