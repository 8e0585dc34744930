// The small pieces of Puerto Rico drawn in several panels: barrels of goods (a colour and
// a pictogram each), colonists and the circles they fill, the quarry's mark, a ship's
// hull and the tint of a building.

import { s } from "../svg.js";

// A pictogram per good (so its colour is never the only clue), drawn in a 20-unit box.
const GOOD_ICONS = {
  corn: ["M0,-8 C4.5,-8 4.5,4 0,8 C-4.5,4 -4.5,-8 0,-8 Z", "M-3,-3.5 H3 M-3.4,0.5 H3.4 M-2.6,4.3 H2.6"],
  indigo: ["M0,-8 C2.5,-4 6,-0.5 6,3 A6,6 0 0 1 -6,3 C-6,-0.5 -2.5,-4 0,-8 Z", ""],
  sugar: ["M0,-7 L6.5,-3.5 V3.5 L0,7 L-6.5,3.5 V-3.5 Z", "M-6.5,-3.5 L0,0 L6.5,-3.5 M0,0 V7"],
  tobacco: ["M-6.5,6.5 C-7,-2 -1,-7.5 7,-7 C7.5,1 2,7 -6.5,6.5 Z", "M-6.5,6.5 L4,-4"],
  coffee: ["M0,-7.5 C5,-7.5 6,-2 6,0 C6,5 3,7.5 0,7.5 C-5,7.5 -6,2 -6,0 C-6,-5 -3,-7.5 0,-7.5 Z", "M-0.5,-7 C3,-3 -3,3 0.5,7"],
};

/** A barrel of `good`: its colour and its pictogram, `size` units tall, centred on (x, y). */
export function barrel(good, x, y, size) {
  const [shape, lines] = GOOD_ICONS[good];
  const k = (size * 0.62) / 20;
  return s("g", { class: `pr-barrel good-${good}` },
    s("rect", { x: x - size * 0.42, y: y - size / 2, width: size * 0.84, height: size, rx: size * 0.22, class: "pr-barrel-body" }),
    s("g", { transform: `translate(${x} ${y}) scale(${k})`, class: "pr-icon" },
      s("path", { d: shape, class: "pr-icon-shape" }),
      lines && s("path", { d: lines, class: "pr-icon-lines" })));
}

/** A colonist (`filled`) or the empty circle one may fill, of radius r. */
export function colonist(x, y, r, filled) {
  return s("circle", { cx: x, cy: y, r, class: filled ? "pr-colonist" : "pr-circle" });
}

/** A building's row of `count` circles ending at x, the first `filled` of them manned. */
export function circlesRow(x, y, count, filled, r = 4.8) {
  return Array.from({ length: count }, (_, k) => colonist(x - (count - 1 - k) * (r * 2 + 2.5), y, r, k < filled));
}

/** The quarry's mark (a heap of stone), centred on (x, y). */
export function quarryMark(x, y) {
  return s("path", { d: `M${x - 9},${y + 6} L${x - 4},${y - 5} L${x + 1},${y + 1} L${x + 4},${y - 3} L${x + 9},${y + 6} Z`, class: "pr-quarry-mark" });
}

/** A ship's hull, `width` units long from x, its bow pointing right. */
export function shipHull(x, y, width) {
  const h = 28;
  return s("path", { d: `M${x},${y} H${x + width} L${x + width + 12},${y + h / 2} L${x + width},${y + h} H${x + 6} Z`, class: "pr-hull" });
}

/** The class that tints a building: violet, or the good it produces. */
export function kindClass(building) {
  return building.kind === "violet" ? "violet" : `good-${building.good}`;
}
