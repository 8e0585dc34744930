"""The web client in headless Chromium against a real server: playing by clicking,
refusals, spectating, seat links, joining, hot-seat play and replays, in every game."""

from __future__ import annotations

import httpx
import pytest
from playwright.sync_api import Browser, Dialog, Page, expect

from .play import (
    TARGETS,
    console_errors,
    create,
    index,
    open_seats,
    wait_for_index_beyond,
    wait_until_finished,
)


def test_a_game_against_a_bot_played_in_the_browser(server: str, page: Page) -> None:
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "random"}]
    created = create(server, game="puerto-rico", players=2, seats=seats, seed=7)
    page.goto(f"{server}/games/{created['id']}#seat=0&token={created['tokens']['0']}")
    expect(page.locator(".prompt")).to_contain_text("Your turn: Choose a role")
    for _ in range(5):
        page.locator(TARGETS).first.wait_for()
        before = index(page)
        page.locator(TARGETS).first.click()
        wait_for_index_beyond(page, before)
    expect(page.locator(".log")).to_contain_text("Random bot")

    page.locator(TARGETS).first.wait_for()
    before = index(page)
    page.click("details.advanced summary")
    page.fill('[aria-label="Action notation"]', "fly to the moon")
    page.click("form.typed button")
    expect(page.locator(".error")).to_be_visible()
    expect(page.locator(".error")).to_contain_text("cannot read action 'fly to the moon'")
    assert index(page) == before

    page.reload()
    expect(page.locator(".mark.you")).to_have_count(1)
    expect(page.locator(".prompt")).to_contain_text("Your turn")
    page.locator(TARGETS).first.click()
    wait_for_index_beyond(page, before)
    expect(page.locator(".error")).to_be_hidden()


def test_a_spectator_follows_the_game_and_a_seat_link_gives_the_seat(
    server: str, page: Page, browser: Browser
) -> None:
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "greedy"}]
    created = create(server, game="russian-railroads", players=2, seats=seats, seed=3)
    game = f"{server}/games/{created['id']}"
    watcher = browser.new_context().new_page()
    watcher.goto(game)
    expect(watcher.locator(".status")).to_contain_text("You are watching")
    expect(watcher.locator(".prompt")).to_contain_text("Ann is deciding")

    page.goto(f"{game}#seat=0&token={created['tokens']['0']}")
    expect(page.locator(".prompt")).to_contain_text("Your turn")
    assert "#" not in page.url, "the token is taken out of the address bar"
    seen = index(watcher)
    page.locator(TARGETS).first.click()
    wait_for_index_beyond(watcher, seen)
    assert watcher.locator(TARGETS).count() == 0
    watcher.context.close()


def test_a_second_player_joins_a_free_seat(server: str, page: Page, browser: Browser) -> None:
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "human"}]
    created = create(server, game="shipyard", players=2, seats=seats, seed=1)
    guest = browser.new_context().new_page()
    guest.goto(f"{server}/games/{created['id']}")
    expect(guest.locator(".prompt")).to_contain_text("Waiting for players")
    guest.fill('[aria-label="Name for seat 2"]', "Ann")
    guest.click("form.join button")
    expect(guest.locator(".error")).to_contain_text("already plays at this table")
    guest.fill('[aria-label="Name for seat 2"]', "Bea")
    guest.click("form.join button")
    expect(guest.locator(".status")).to_contain_text("You play Bea")
    expect(guest.locator(".mark.you")).to_have_count(1)
    page.goto(f"{server}/games/{created['id']}#seat=0&token={created['tokens']['0']}")
    expect(page.locator(".prompt")).not_to_contain_text("Waiting")
    guest.context.close()


def test_a_waiting_game_invites_friends_and_leads_a_guest_to_the_free_seat(
    server: str, page: Page, browser: Browser
) -> None:
    """While a game waits for players, the host copies the game's link (never a seat link,
    which would give the seat away), and a guest on a phone, whose join forms sit below the
    board, is taken from the prompt to the free seat's name field (and may invite too)."""
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "human"}]
    created = create(server, game="shipyard", players=2, seats=seats, seed=1)
    game = f"{server}/games/{created['id']}"
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    open_seats(page, server, created["id"], {"0": created["tokens"]["0"]})
    invite = page.locator(".prompt button.invite")
    invite.click()
    expect(invite).to_contain_text("Link copied")
    assert page.evaluate("navigator.clipboard.readText()") == game
    expect(page.locator(".prompt .take-seat")).to_have_count(0)

    phone = browser.new_context(
        viewport={"width": 390, "height": 800}, is_mobile=True, has_touch=True
    )
    guest = phone.new_page()
    guest.goto(game)
    expect(guest.locator(".prompt")).to_contain_text("Waiting for players")
    expect(guest.locator(".prompt .invite")).to_have_count(1)  # a guest may invite too
    expect(guest.locator(".board .sy-table")).to_be_visible()
    expect(guest.locator(".board")).not_to_contain_text("to move")  # nobody, until it starts
    name = guest.locator('[aria-label="Name for seat 2"]')
    expect(name).not_to_be_in_viewport()
    guest.locator(".prompt .take-seat").tap()
    expect(name).to_be_in_viewport()
    expect(name).to_be_focused()
    name.fill("Bea")
    guest.click("form.join button")
    expect(guest.locator(".status")).to_contain_text("You play Bea")
    expect(guest.locator(".prompt .take-seat")).to_have_count(0)
    expect(guest.locator(".board")).to_contain_text("to move")
    expect(page.locator(".prompt .invite")).to_have_count(0)
    phone.close()


def test_where_the_clipboard_is_refused_the_link_is_shown_to_copy(server: str, page: Page) -> None:
    """A page the browser does not let write to the clipboard (served over plain HTTP to
    another machine) shows the game's link in a dialog instead."""
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "human"}]
    created = create(server, game="puerto-rico", players=2, seats=seats, seed=1)
    open_seats(page, server, created["id"], {"0": created["tokens"]["0"]})
    page.evaluate("Object.defineProperty(navigator, 'clipboard', { value: undefined })")
    shown: list[Dialog] = []

    def copy_by_hand(dialog: Dialog) -> None:
        shown.append(dialog)
        dialog.dismiss()

    page.on("dialog", copy_by_hand)
    page.locator(".prompt button.invite").click()  # returns once the dialog was answered
    assert [(d.type, d.default_value) for d in shown] == [
        ("prompt", f"{server}/games/{created['id']}")
    ]
    assert "whoever opens it can take a free seat" in shown[0].message
    expect(page.locator(".prompt button.invite")).to_contain_text("Copy the game's link")


def test_the_join_form_offers_the_remembered_name_unless_the_table_has_it(
    server: str, page: Page, browser: Browser
) -> None:
    """The host waiting for a friend is not offered its own name for the free seat (the
    server refuses a name already at the table, whatever its case); a guest is offered
    the name it last played under."""
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "human"}]
    created = create(server, game="shipyard", players=2, seats=seats, seed=1)
    free_seat = '[aria-label="Name for seat 2"]'
    page.goto(f"{server}/")
    page.evaluate("localStorage.setItem('eurotable.name', 'ann')")
    open_seats(page, server, created["id"], {"0": created["tokens"]["0"]})
    expect(page.locator(".prompt")).to_contain_text("Waiting for players")
    expect(page.locator(free_seat)).to_have_value("")

    guest = browser.new_context().new_page()
    guest.goto(f"{server}/")
    guest.evaluate("localStorage.setItem('eurotable.name', 'Bea')")
    guest.goto(f"{server}/games/{created['id']}")
    expect(guest.locator(free_seat)).to_have_value("Bea")
    guest.click("form.join button")
    expect(guest.locator(".status")).to_contain_text("You play Bea")
    guest.context.close()


def test_hot_seat_players_pass_the_screen(server: str, page: Page) -> None:
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}]
    created = create(server, game="puerto-rico", players=2, seats=seats, seed=4)
    open_seats(page, server, created["id"], created["tokens"])
    expect(page.locator(".mark.you")).to_have_count(2)
    for _ in range(10):
        if page.locator(".handover").count():
            break
        before = index(page)
        page.locator(TARGETS).first.click()
        wait_for_index_beyond(page, before)
    handover = page.locator(".handover")
    expect(handover).to_contain_text("Pass the screen to")
    assert page.locator(TARGETS).count() == 0, "nothing can be played before the screen passes"
    # The player still at the screen sees no secret of the one it passes to: no VP chip
    # count beside the players either (face down; the owner's shows once the screen passes).
    vp_chips = page.locator(".players .fact", has_text="VP chips").locator("dd")
    assert set(vp_chips.all_inner_texts()) <= {"?"}
    name = handover.inner_text().split("Pass the screen to ")[1].split(".")[0]
    handover.locator("button").click()
    expect(page.locator(".status")).to_contain_text(f"You play {name}")
    expect(page.locator(".prompt")).to_contain_text("Your turn")
    assert sorted(vp_chips.all_inner_texts()) == ["0", "?"]


def test_a_spectator_of_a_solo_game_sees_the_log_then_the_finished_board(
    server: str, page: Page
) -> None:
    # During the game the whole board is the player's own; once it is over it is nobody's
    # secret, as in the replay, and the spectator is not told it is theirs.
    seats = [{"kind": "human", "name": "Ann"}]
    created = create(server, game="shipyard", players=1, seats=seats, seed=2)
    page.goto(f"{server}/games/{created['id']}")
    expect(page.locator(".board")).to_contain_text("spectators see the log")
    expect(page.locator(".board .sy-table")).to_have_count(0)

    finished = create(
        server, game="shipyard", players=1, seats=[{"kind": "bot", "bot": "random"}], seed=2
    )
    wait_until_finished(server, finished["id"], seconds=30)
    page.goto(f"{server}/games/{finished['id']}")
    expect(page.locator("table.result")).to_be_visible()
    expect(page.locator(".board .sy-solo .sy-automaton")).to_have_count(2)
    expect(page.locator(".board")).not_to_contain_text("(you)")
    expect(page.locator('.board [aria-label="Random bot\'s shipyard"]')).to_have_count(1)


def test_a_finished_solo_game_is_replayed_step_by_step_on_its_board(
    server: str, page: Page
) -> None:
    created = create(
        server, game="shipyard", players=1, seats=[{"kind": "bot", "bot": "random"}], seed=2
    )
    wait_until_finished(server, created["id"], seconds=30)
    page.goto(f"{server}/games/{created['id']}/replay")
    expect(page.locator(".step")).to_contain_text("Step 0 of")
    expect(page.locator(".board")).not_to_contain_text("spectators see the log")
    expect(page.locator(".board .sy-table")).to_be_visible()
    page.click("text=Next ▶")
    page.keyboard.press("ArrowRight")
    expect(page.locator(".step")).to_contain_text("Step 2 of")
    assert page.locator("input[type=range]").input_value() == "2"
    page.click("text=Last »")
    expect(page.locator("table.result")).to_be_visible()
    page.keyboard.press("ArrowLeft")
    expect(page.locator("table.result")).to_have_count(0)


SLOW_SPECTATOR_REPLAY = """(() => {
  const fetchNow = window.fetch;
  window.fetch = async (url, options) => {
    const answer = await fetchNow(url, options);
    if (String(url).includes("/replay?") && !String(url).includes("seat=")) {
      await new Promise((resolve) => setTimeout(resolve, 700));
      window.slowAnswered = true;
    }
    return answer;
  };
})()"""


@pytest.mark.parametrize("game", ["puerto-rico", "russian-railroads", "shipyard"])
def test_a_replay_calls_a_seat_you_only_in_the_browser_that_played_it(
    server: str, page: Page, browser: Browser, game: str
) -> None:
    """Through Ann's eyes the replay draws her board first; it is "Ann (you)" for the
    browser that played Ann, and plain "Ann" for anyone else who replays the game."""
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "random"}]
    created = create(server, game=game, players=2, seats=seats, seed=6)
    token = created["tokens"]["0"]
    resigned = httpx.post(
        f"{server}/api/games/{created['id']}/resign", headers={"X-Seat-Token": token}
    )
    assert resigned.status_code == 200, resigned.text
    wait_until_finished(server, created["id"], seconds=90)
    replay = f"{server}/games/{created['id']}/replay"
    eyes = '[aria-label="Whose eyes"]'

    open_seats(page, server, created["id"], {"0": token})
    # The spectator's first step answers late: drawn after Ann's eyes were chosen, it would
    # put a spectator's board back under "Ann's eyes".
    page.add_init_script(SLOW_SPECTATOR_REPLAY)
    page.goto(replay)
    page.select_option(eyes, "0")
    expect(page.locator(".board")).to_contain_text("Ann (you)")
    page.wait_for_function("() => window.slowAnswered")
    expect(page.locator(".board")).to_contain_text("Ann (you)")
    page.select_option(eyes, "1")
    expect(page.locator(".board")).to_contain_text("Ann")
    expect(page.locator(".board")).not_to_contain_text("(you)")

    other = browser.new_context().new_page()
    other.goto(replay)
    other.select_option(eyes, "0")
    expect(other.locator(".board")).to_contain_text("Ann")
    expect(other.locator(".board")).not_to_contain_text("(you)")
    other.context.close()


def test_a_mistyped_address_says_there_is_no_such_page(server: str, page: Page) -> None:
    page.goto(f"{server}/gmaes/abc?lang=it")
    expect(page.locator(".error")).to_have_text("Questa pagina non esiste.")
    page.click("text=Torna alla lobby")
    expect(page.locator("form.new-game")).to_be_visible()


CSP_PROBE = """async () => {
  const { s } = await import('/static/boards/svg.js');
  const probe = document.createElement('div');
  probe.setAttribute('style', 'width: 123px');
  document.body.append(probe);
  const script = document.createElement('script');
  script.textContent = 'window.inlineRan = true';
  document.body.append(script);
  const drawn = s('rect', { style: 'fill: rgb(1, 2, 3)' });
  document.body.append(s('svg', {}, drawn));
  return {
    attribute: probe.getBoundingClientRect().width === 123,
    inline: window.inlineRan === true,
    cssom: getComputedStyle(drawn).fill,
  };
}"""


def test_the_page_runs_under_its_content_security_policy(server: str, page: Page) -> None:
    """The policy (issue 51) refuses style attributes and inline scripts, and says so in
    the console; the boards' own styles go through the CSSOM, which it allows."""
    errors = console_errors(page)
    page.goto(server + "/")
    page.locator("#app").wait_for(state="attached")
    found = page.evaluate(CSP_PROBE)
    assert found == {"attribute": False, "inline": False, "cssom": "rgb(1, 2, 3)"}, found
    assert errors and all("Content Security Policy" in error for error in errors), errors
