// The text board: the game's own text rendering, as the viewer's seat sees it.
// Every board module exports render(container, board, view): `board` is
// {text, observation} (observation: the JSON a per-game drawing is made from).

import { fill, h } from "../dom.js";

export function render(container, board) {
  if (board.text === null) {
    fill(container, h("p", { class: "quiet" }, "In a solo game the whole board is the player's own: spectators see the log."));
    return;
  }
  fill(container, h("pre", { class: "board-text" }, board.text));
}
