"""The flights of "see every move" (web/table/recent.js) that a board declares
(web/boards/svg.js): a part gained from a part the board names with ``takenFrom()``
travels from that part's element, a piece marked ``moving()`` from where it stood, and
anything else pulses in place. Drawn in a bare page, without a game."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page

FLY = """async ({ changes, declare }) => {
  const recent = await import("/static/table/recent.js");
  const svg = await import("/static/boards/svg.js");
  const board = document.createElement("div");
  board.className = "board";
  document.body.replaceChildren(board);
  // A hand at the left, an action space at the right, a marker moving down.
  const draw = (after) => {
    const hand = svg.part(svg.s("rect", { x: 0, y: 0, width: 20, height: 20 }), "seats.1.hand");
    const space = svg.part(svg.s("rect", { x: 300, y: 0, width: 20, height: 20 }), "occupied.4");
    const y = after ? 200 : 100;
    const marker = svg.part(svg.s("rect", { x: 0, y, width: 20, height: 20 }), "seats.1.tracks.2");
    if (declare) {
      svg.takenFrom(space, "seats.1.temp", "seats.1.hand");
      svg.moving(marker);
    }
    const frame = { viewBox: "0 0 400 300", width: 400, height: 300 };
    board.replaceChildren(svg.s("svg", frame, hand, after ? space : null, marker));
  };
  draw(false);
  const before = recent.snapshot(board);
  draw(true);
  const actions = [{ line: 0, seat: 1, changes }];
  const log = document.createElement("ol");
  log.append(document.createElement("li"));
  recent.markRecent(board, log, actions);
  const started = recent.fly(board, before, actions);
  const flights = {};
  for (const element of board.querySelectorAll("[data-recent]")) {
    const [animation] = element.getAnimations();
    const [first] = animation.effect.getKeyframes();
    flights[element.dataset.part] = first.transform ?? `opacity ${first.opacity}`;
  }
  return { started, flights };
}"""

CHANGES = [
    {"path": "seats.1.hand", "delta": -1},
    {"path": "occupied.4", "delta": 2},
    {"path": "seats.1.tracks.2", "delta": 1},
]


def fly(page: Page, server: str, declare: bool) -> dict[str, Any]:
    page.goto(server + "/")
    page.locator("#app").wait_for(state="attached")
    flown: dict[str, Any] = page.evaluate(FLY, {"changes": CHANGES, "declare": declare})
    return flown


def test_a_piece_travels_from_the_part_it_was_taken_from(page: Page, server: str) -> None:
    flown = fly(page, server, declare=True)
    assert flown["started"] == 3
    assert flown["flights"]["occupied.4"] == "translate(-300px, 0px)"
    assert flown["flights"]["seats.1.tracks.2"] == "translate(0px, -100px)"
    assert flown["flights"]["seats.1.hand"].startswith("opacity")


@pytest.mark.parametrize("part", ["occupied.4", "seats.1.tracks.2"])
def test_without_a_declared_source_it_pulses_in_place(page: Page, server: str, part: str) -> None:
    assert fly(page, server, declare=False)["flights"][part].startswith("opacity")
