// The text board: the game's own text rendering, as the viewer's seat sees it, for games
// that have no drawing yet. Every legal action becomes a prompt button.

import { fill, h } from "../dom.js";

export function render(container, ctx) {
  if (ctx.text == null) { // none sent (a solo game's spectator; pushes carry no text)
    fill(container, h("p", { class: "quiet" }, ctx.t("In a solo game the whole board is the player's own: spectators see the log.")));
    return;
  }
  fill(container, h("pre", { class: "board-text" }, ctx.text));
}
