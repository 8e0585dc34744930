// A player's "?" tokens: the seven, each crossed out once used, with where; and where a
// board's "?" spaces are, in the order of its `tokens` list.

import { PAD, SMALL, W } from "../panels.js";
import { label, part, s, tip } from "../svg.js";
import { pictoRow, pictos } from "./pictograms.js";
import { offer } from "./view.js";
import { effectText } from "./words.js";

export function tokenIndex(view, id) {
  return view.components.tokens.findIndex((token) => token.id === id);
}

/** The "?" spaces of a board, in the order of its `tokens` list: the route spaces, then
 * the industry track's. */
export function tokenSpacesOf(view) {
  const routeSpaces = view.components.player_board.specials.filter((special) => special.benefit === "token");
  return [...routeSpaces.map((special) => `${special.route}-${special.space}`), "industry"];
}

/** The "?" tokens: the seven, used ones marked with where (`token ID` for the seat to
 * move). */
export function drawTokens(view, seat, board, y) {
  const { t, components } = view;
  const parts = [label(PAD, y + 5, t("'?' tokens"), { "text-anchor": "start", "font-size": SMALL, class: "bd-title" })];
  const row = y + 12;
  const used = board.tokens ?? [];
  const places = [
    t("Trans-Siberian space {n}", { n: 13 }), t("St Petersburg space {n}", { n: 4 }),
    t("St Petersburg space {n}", { n: 6 }), t("the industry track"),
  ];
  const spaces = tokenSpacesOf(view);
  const tokenWidth = (W - 2 * PAD - 6 * 4) / 7;
  components.tokens.forEach((token, k) => {
    const where = used.indexOf(k);
    const tx = PAD + k * (tokenWidth + 4);
    const chip = s("g", { class: `rr-token-chip${where >= 0 ? " used" : ""}`, "data-token": token.id },
      s("rect", { x: tx, y: row, width: tokenWidth, height: 32, rx: 16, class: "rr-token-back" }),
      pictoRow(pictos(view.effects.tokens[token.id] ?? {}, view), tx + tokenWidth / 2, row + 16, tokenWidth - 8));
    if (where >= 0) {
      chip.append(s("path", { d: `M${tx + 4},${row + 4} L${tx + tokenWidth - 4},${row + 28}`, class: "rr-used-line" }));
      // Used: the token drawn at the place of the board's list it went to.
      part(chip, `seats.${seat}.tokens.${where}`, k);
    }
    const whereText = where >= 0 ? t("Used on {place}", { place: places[where] ?? spaces[where] }) : t("Not used yet");
    tip(chip, view.words.token[token.id] ?? token.id, effectText(view, t(token.text)), whereText, t("Each token can be used once in a game, on a '?' space"));
    if (seat === view.toMove) offer(chip, `token ${token.id}`, view);
    parts.push(chip);
  });
  return { parts, height: 12 + 36 };
}
