// Which board module draws which game. Every game uses the text board until it has a
// drawing of its own: add `"game-name": module` to BOARDS, where the module exports
// render(container, board, view) like text.js.

import * as text from "./text.js";

const BOARDS = {};

/** The board module of a game. */
export function boardFor(game) {
  return BOARDS[game] || text;
}
