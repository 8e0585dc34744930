// The score track: every player's points on one line, the tokens of equal scores lifted
// one over the other.

import { fitted, PAD, SMALL, sum, W } from "../panels.js";
import { label, moving, part, s, seatToken, tip } from "../svg.js";
import { nameOf } from "./view.js";

/** Every player's points on one track. */
export function drawScoreTrack(view, y) {
  const { obs, t, tn } = view;
  const scores = obs.seats.map((board) => sum(board.score ?? []));
  const top = Math.max(50, Math.ceil(Math.max(...scores) / 50) * 50);
  const x0 = PAD + 46;
  const x1 = W - PAD - 8;
  const at = (points) => x0 + ((x1 - x0) * points) / top;
  const line = y + 38;
  const g = s("g", { class: "rr-score" },
    fitted(PAD, line, t("Points"), 38, { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }),
    s("line", { x1: x0, y1: line, x2: x1, y2: line, class: "rr-score-line" }));
  const step = top / 5;
  for (let k = 0; k <= 5; k++) {
    const x = at(k * step);
    g.append(s("line", { x1: x, y1: line - 4, x2: x, y2: line + 4, class: "rr-score-tick" }),
      label(x, line + 11, k * step, { "font-size": SMALL, class: "bd-quiet" }));
  }
  const placed = [];
  scores.map((points, seat) => [points, seat]).sort((a, b) => a[0] - b[0] || a[1] - b[1]).forEach(([points, seat]) => {
    const x = at(points);
    let lift = 0;
    while (placed.some(([px, plift]) => Math.abs(px - x) < 12 && plift === lift)) lift += 1;
    placed.push([x, lift]);
    const cy = line - 9 - lift * 8;
    // The token is drawn at the origin and moved into place: where the others stand (the
    // lift, the track's length) moves it without changing its drawing.
    const piece = moving(part(seatToken(seat, 0, line - 9, 5.5), `seats.${seat}.score`));
    const token = s("g", { transform: `translate(${x} 0)` }, s("line", { x1: 0, y1: cy, x2: 0, y2: line, class: "rr-score-tick" }),
      s("g", { transform: `translate(0 ${cy - line + 9})` }, piece));
    tip(token, nameOf(view, seat), tn("{n} point", "{n} points", points));
    g.append(token);
  });
  return g;
}
