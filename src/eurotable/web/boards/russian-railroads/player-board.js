// A player's board: the header (name, to move, passed, turn-order card) over the
// resources, the three routes, the industry track and what the player holds, each drawn by
// the module of its area.

import { fitted, PAD, pill, pillWidth, TITLE, W } from "../panels.js";
import { canvas, part, s, seatToken } from "../svg.js";
import { drawHoldings } from "./holdings.js";
import { drawIndustry } from "./industry.js";
import { drawResources } from "./resources.js";
import { drawRoute } from "./routes.js";
import { nameOf, shifted } from "./view.js";

/** The board of `seat`: a panel of its own. */
export function playerPanel(view, seat) {
  const { obs, t } = view;
  const board = obs.seats[seat];
  const parts = [drawHeader(view, seat, board)];
  let y = 30;
  const resources = drawResources(view, seat, board, y);
  parts.push(resources.g);
  y += resources.height;
  for (let route = 0; route < view.components.routes.length; route++) {
    const drawn = drawRoute(view, seat, board, route, y);
    parts.push(drawn.g);
    y += drawn.height + 6;
  }
  const industry = drawIndustry(view, seat, board, y);
  parts.push(industry.g);
  y += industry.height + 8;
  const extras = drawHoldings(view, seat, board, y);
  parts.push(extras.g);
  y += extras.height;
  const you = seat === view.you;
  return canvas(W, y + PAD, {
    class: `drawing bd-panel rr-board seat-${seat}${seat === view.toMove ? " bd-to-move" : ""}`,
    "aria-label": you ? t("Your board") : t("{name}'s board", { name: nameOf(view, seat) }),
  }, ...parts);
}

/** The seat's token and name, and the pills of its state. */
function drawHeader(view, seat, board) {
  const { t } = view;
  const g = s("g", {}, seatToken(seat, 15, 15, 8));
  let right = W - PAD;
  const marks = [];
  if (seat === view.toMove) marks.push([t("to move"), "bd-pill-move", null]);
  if (board.passed && !view.over) marks.push([t("passed"), "rr-pill-passed", "passed"]);
  if (board.card && !view.over) marks.push([t("card {n}", { n: board.card }), "rr-pill-card", "card"]);
  for (const [text, className, key] of marks) {
    // Drawn at its own origin: "to move" coming or going shifts the others, unchanged.
    const drawn = pill(0, 15, text, className);
    g.append(shifted(right, 0, key ? part(drawn, `seats.${seat}.${key}`) : drawn));
    right -= pillWidth(text) + 4;
  }
  const name = seat === view.you ? t("{name} (you)", { name: nameOf(view, seat) }) : nameOf(view, seat);
  g.append(fitted(28, 15, name, right - 34, { "text-anchor": "start", "font-size": TITLE + 0.5, class: "bd-title" }));
  return g;
}
