"""Undo until you confirm, on the game page (issue 47, "Undo until you confirm"): against a
bot the player's last action can be taken back during the bot's grace, "End turn" lets
the bot answer at once, the hot-seat handover keeps the last player's Undo, and the bots
of a game with a person land their moves at the game's pace."""

from __future__ import annotations

import itertools

from playwright.sync_api import Page, expect

from .play import (
    act_first,
    console_errors,
    create,
    index,
    open_seats,
    seat_view,
    wait_for_index_beyond,
)

ANN_FIRST = 4
"""A Puerto Rico seed in which seat 0 is the governor (chooses the first role)."""


def ann_against(server: str, page: Page, game: str = "puerto-rico", **pacing: object) -> str:
    """Open Ann's page (seat 0) of a 2-player game against greedy with ``pacing`` (none:
    the game's defaults); returns the game's id."""
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "bot": "greedy"}]
    body: dict[str, object] = {"game": game, "players": 2, "seats": seats, "seed": ANN_FIRST}
    body["pacing"] = pacing or None
    created = create(server, **body)
    open_seats(page, server, created["id"], {"0": created["tokens"]["0"]})
    return str(created["id"])


def test_the_last_action_of_a_turn_is_taken_back_during_the_bots_grace(
    server: str, page: Page
) -> None:
    errors = console_errors(page)
    game_id = ann_against(server, page)
    assert seat_view(server, game_id)["pacing"] == {"bot_ms": 700, "grace": 3}, "the defaults"
    page.locator('[data-action="role prospector"]').click()
    expect(page.locator(".prompt .grace")).to_contain_text("The next player answers in")
    expect(page.locator(".prompt-line")).to_contain_text("is next:")  # not yet deciding
    page.locator("button.undo").click()
    expect(page.locator(".prompt")).to_contain_text("Your turn: Choose a role")
    expect(page.locator('[data-action="role prospector"]')).to_have_count(1)
    expect(page.locator(".log li").last).to_have_text("Ann takes back an action")
    assert seat_view(server, game_id)["index"] == 2, "the prospector and its undo, no bot move"
    assert errors == []


def test_end_turn_lets_the_waiting_bot_answer(server: str, page: Page) -> None:
    errors = console_errors(page)
    game_id = ann_against(server, page, bot_ms=0, grace="confirm")
    page.locator('[data-action="role prospector"]').click()
    expect(page.locator(".prompt .grace")).to_have_text(
        "The next player waits until you end your turn."
    )
    page.wait_for_timeout(800)
    assert seat_view(server, game_id)["index"] == 1, "the bot waits for Ann"
    seen = index(page)
    page.locator("button.end-turn").click()
    wait_for_index_beyond(page, seen + 1)
    expect(page.locator(".log li", has_text="Ann ends the turn")).to_have_count(1)
    expect(page.locator("button.end-turn")).to_have_count(0)
    assert errors == []


def test_the_hot_seat_handover_keeps_the_last_players_undo(server: str, page: Page) -> None:
    errors = console_errors(page)
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}]
    created = create(server, game="puerto-rico", players=2, seats=seats, seed=ANN_FIRST)
    open_seats(page, server, created["id"], created["tokens"])
    page.locator('[data-action="role prospector"]').click()
    expect(page.locator(".handover")).to_contain_text("Pass the screen to Bob.")
    undo = page.locator("button.undo")
    expect(undo).to_be_visible()
    undo.click()
    expect(page.locator(".handover")).to_have_count(0)
    expect(page.locator(".prompt")).to_contain_text("Your turn: Choose a role")
    expect(page.locator('[data-action="role prospector"]')).to_have_count(1)
    assert seat_view(server, created["id"])["to_move"] == 0
    assert errors == []


RECORD_PUSHES = """
  window.pushes = [];
  const Socket = window.WebSocket;
  window.WebSocket = function (...args) {
    const socket = new Socket(...args);
    socket.addEventListener("message", (event) => {
      const message = JSON.parse(event.data);
      const patch = message.patch || [];
      const entry = patch.find(([path]) => path.length === 1 && path[0] === "index");
      if (entry) window.pushes.push([performance.now(), entry[1]]);
    });
    return socket;
  };
  window.WebSocket.OPEN = Socket.OPEN;
"""
"""Records when each push of a new log entry reaches the page (before the page draws it)."""


def test_consecutive_bot_moves_reach_the_page_at_the_games_pace(server: str, page: Page) -> None:
    """Ann plays her first Shipyard turn by clicking; from her last action on, the pushes
    of the bot's moves (a Shipyard turn is several actions) reach the page about 0.7 s
    apart, where bots without a pace answer within a few milliseconds. The server holds
    each entry until 0.7 s after the previous one (exact: tests/server/test_pacing.py);
    the way of a push to the page varies by up to 0.15 s on a busy machine."""
    errors = console_errors(page)
    page.add_init_script(RECORD_PUSHES)
    game_id = ann_against(server, page, game="shipyard", bot_ms=700, grace=0)
    mine = page.locator(".prompt.mine")
    expect(mine).to_have_count(1)
    while mine.count() == 1:
        seen = index(page)
        act_first(page)
        wait_for_index_beyond(page, seen)
    last_of_ann = index(page)
    expect(mine).to_have_count(1, timeout=30_000)
    pushes = [
        (moment, at) for moment, at in page.evaluate("() => window.pushes") if at >= last_of_ann
    ]
    assert pushes[0][1] == last_of_ann, pushes
    assert pushes[-1][1] == seat_view(server, game_id)["index"]
    gaps = [(later - earlier) / 1000 for (earlier, _), (later, _) in itertools.pairwise(pushes)]
    assert gaps, "the bot's moves never reached the page"
    assert min(gaps) >= 0.55, f"Ann's last action and the bot's moves were pushed {gaps} s apart"
    assert errors == []
