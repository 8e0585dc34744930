// A chart of every player's points over the game (SVG): one line per seat in its colour,
// its shape at the end, the final score (with end-of-game bonuses) as the last step.

import { canvas, label, s, seatToken } from "../boards/svg.js";
import { t } from "../i18n/t.js";

const WIDE = 640;
const NARROW = 320;
const H = 260;
const PAD = { start: 44, end: 150, top: 16, bottom: 34 };
const LABEL_GAP = 15;
const NAME_LENGTH = 14;

/** The chart of `scores` ({points: [[points by seat] after each log entry], final}),
 * drawn `width` wide (the chart's box in CSS pixels, between 320 and 640; 640 when not
 * known), so that on a phone its text keeps its size instead of shrinking with it. */
export function scoreChart(scores, names, width) {
  const W = Math.min(WIDE, Math.max(NARROW, width || WIDE));
  const steps = scores.points.length;
  const series = names.map((_, seat) => [...scores.points.map((p) => p[seat]), scores.final[seat]]);
  const top = Math.max(1, ...series.flat());
  const x = (i) => PAD.start + (i / Math.max(1, steps)) * (W - PAD.start - PAD.end);
  const y = (v) => H - PAD.bottom - (v / top) * (H - PAD.top - PAD.bottom);
  const grid = [];
  const tick = niceStep(top);
  for (let v = 0; v <= top; v += tick) {
    grid.push(s("line", { x1: PAD.start, x2: W - PAD.end, y1: y(v), y2: y(v), class: "grid" }));
    grid.push(label(PAD.start - 8, y(v), String(v), { "text-anchor": "end", class: "axis" }));
  }
  const labelY = spread(series.map((values) => y(values[steps])), LABEL_GAP);
  const lines = series.map((values, seat) => s("g", { class: `series seat-${seat}` },
    s("polyline", { points: values.map((v, i) => `${x(i)},${y(v)}`).join(" "), style: `stroke: var(--seat-${seat})` }),
    seatToken(seat, x(steps), y(values[steps]), 6),
    label(x(steps) + 12, labelY[seat], `${short(names[seat])} ${values[steps]}`, { "text-anchor": "start", class: "end-label" })));
  return canvas(W, H, { class: "drawing score-chart", role: "img", "aria-label": t("Points over the game") },
    grid,
    label(PAD.start + (W - PAD.start - PAD.end) / 2, H - 10, t("actions played → final score"), { class: "axis" }),
    lines);
}

/** Label heights at least `gap` apart, each as near its own line's end as possible. */
function spread(heights, gap) {
  const order = heights.map((_, i) => i).sort((a, b) => heights[a] - heights[b]);
  const placed = [...heights];
  order.forEach((i, k) => {
    if (k > 0) placed[i] = Math.max(heights[i], placed[order[k - 1]] + gap);
  });
  return placed;
}

function short(name) {
  return name.length > NAME_LENGTH ? `${name.slice(0, NAME_LENGTH - 1)}…` : name;
}

/** A step of about a fifth of `top` (1, 2 or 5 times a power of ten): whole points, at
 * least 1, so a game of few points is not ruled in tenths. */
function niceStep(top) {
  const raw = top / 5;
  if (raw <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * power).find((step) => step >= raw) || power * 10;
}
