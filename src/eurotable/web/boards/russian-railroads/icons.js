// The board's drawn pieces: the track colours and their patterns, track steps, workers,
// locomotives, factories, industry steps, doublers, markers, card backs, the "?", medal,
// station and claim signs and the small engineer, each centred where it is asked for.

import { SMALL } from "../panels.js";
import { label, s } from "../svg.js";

export const COLOURS = ["black", "grey", "brown", "natural", "white"];
const PATTERNED = new Set(["grey", "brown", "natural"]);

/** The patterns that tell the track colours apart without colour: defined once, in the
 * first panel, and used by all (the panels are one document). */
export function patterns() {
  return s("defs", {},
      s("pattern", { id: "rr-pattern-grey", width: 4, height: 4, patternUnits: "userSpaceOnUse", patternTransform: "rotate(45)" },
        s("rect", { width: 1.5, height: 4, class: "rr-pattern-line" })),
      s("pattern", { id: "rr-pattern-brown", width: 4, height: 4, patternUnits: "userSpaceOnUse" },
        s("rect", { width: 4, height: 1.4, class: "rr-pattern-line" })),
      s("pattern", { id: "rr-pattern-natural", width: 4, height: 4, patternUnits: "userSpaceOnUse" },
        s("circle", { cx: 2, cy: 2, r: 0.85, class: "rr-pattern-dot" })));
}

/** A rectangle in a track colour, with its pattern. */
export function colourRect(colour, x, y, width, height, rx = 2, extra = "") {
  const parts = [s("rect", { x, y, width, height, rx, class: `rr-colour rr-c-${colour}${extra}` })];
  if (PATTERNED.has(colour)) parts.push(s("rect", { x, y, width, height, rx, fill: `url(#rr-pattern-${colour})`, class: "rr-pattern" }));
  return parts;
}

/** A track step of a kind (a colour, "any" or "black-or-grey"), a chip `size` units wide. */
export function stepChip(kind, x, y, size = 13) {
  const h = size / 2;
  const g = s("g", { class: `rr-step rr-step-${kind}` });
  if (kind === "any") {
    const w = size / 5;
    COLOURS.forEach((colour, k) => g.append(...colourRect(colour, x - h + k * w, y - h, w, size, 0)));
    g.append(s("rect", { x: x - h, y: y - h, width: size, height: size, rx: 2, class: "rr-chip-edge" }));
  } else if (kind === "black-or-grey") {
    g.append(s("polygon", { points: `${x - h},${y - h} ${x + h},${y - h} ${x - h},${y + h}`, class: "rr-colour rr-c-black" }),
      s("polygon", { points: `${x + h},${y - h} ${x + h},${y + h} ${x - h},${y + h}`, class: "rr-colour rr-c-grey" }),
      s("polygon", { points: `${x + h},${y - h} ${x + h},${y + h} ${x - h},${y + h}`, fill: "url(#rr-pattern-grey)" }),
      s("rect", { x: x - h, y: y - h, width: size, height: size, rx: 2, class: "rr-chip-edge" }));
  } else {
    g.append(...colourRect(kind, x - h, y - h, size, size), s("rect", { x: x - h, y: y - h, width: size, height: size, rx: 2, class: "rr-chip-edge" }));
  }
  return g;
}

/** A worker pawn: `cls` rr-pawn (the cost of a space), rr-pawn-black, rr-pawn-temp. */
export function pawn(x, y, size, cls = "rr-pawn") {
  const r = size / 2;
  return s("g", { class: cls },
    s("circle", { cx: x, cy: y - r * 0.5, r: r * 0.42 }),
    s("path", { d: `M${x - r * 0.78},${y + r} Q${x - r * 0.75},${y - r * 0.05} ${x},${y - r * 0.05} Q${x + r * 0.75},${y - r * 0.05} ${x + r * 0.78},${y + r} Z` }));
}

/** A locomotive, `size` units wide, centred on (x, y). */
export function locoIcon(x, y, size = 18) {
  const k = size / 20;
  return s("g", { transform: `translate(${x} ${y}) scale(${k})`, class: "rr-loco-icon" },
    s("path", { d: "M-10,3 V-3 H2 V-8 H9 V3 Z M-8,-3 V-7 H-5 V-3 Z" }),
    s("circle", { cx: -6, cy: 5.5, r: 2.6 }), s("circle", { cx: 0, cy: 5.5, r: 2.6 }), s("circle", { cx: 6, cy: 5.5, r: 2.6 }));
}

/** A factory, `size` units wide, centred on (x, y). */
export function factoryIcon(x, y, size = 16) {
  const k = size / 20;
  return s("g", { transform: `translate(${x} ${y}) scale(${k})`, class: "rr-factory-icon" },
    s("path", { d: "M-10,8 V-1 L-5,-5 V-1 L0,-5 V-1 L5,-5 V-9 H9 V8 Z" }));
}

/** An industry step: a chip with an arrow. */
export function industryChip(x, y, size = 13) {
  const h = size / 2;
  return s("g", { class: "rr-industry-chip" },
    s("rect", { x: x - h, y: y - h, width: size, height: size, rx: 3 }),
    s("path", { d: `M${x - h * 0.45},${y - h * 0.5} L${x + h * 0.45},${y} L${x - h * 0.45},${y + h * 0.5}` }));
}

export function doublerIcon(x, y, r = 7.5) {
  return s("g", { class: "rr-doubler" },
    s("circle", { cx: x, cy: y, r }),
    label(x, y + 0.5, "×2", { "font-size": SMALL, class: "bd-strong" }));
}

export function markerIcon(x, y, n, r = 6.5) {
  return s("g", { class: `rr-marker rr-marker-${n}` },
    s("rect", { x: x - r, y: y - r, width: 2 * r, height: 2 * r, rx: r * 0.45 }),
    label(x, y + 0.5, n, { "font-size": SMALL, class: "bd-strong rr-on-dark" }));
}

export function cardBack(x, y, width, height) {
  return s("g", { class: "rr-card-back" },
    s("rect", { x, y, width, height, rx: 4 }),
    s("rect", { x: x + 3, y: y + 3, width: width - 6, height: height - 6, rx: 3, class: "rr-card-back-inner" }));
}

export function repeatIcon(x, y, r = 6) {
  return s("g", { class: "rr-icon-line" },
    s("path", { d: `M${x + r},${y} A${r},${r} 0 1 1 ${x},${y - r}` }),
    s("path", { d: `M${x - 2},${y - r - 3} L${x + 1.5},${y - r} L${x - 2},${y - r + 3}` }));
}

export function medalIcon(x, y, r = 6) {
  return s("g", { class: "rr-medal" },
    s("path", { d: `M${x - r * 0.7},${y - r * 1.6} L${x},${y - r * 0.6} L${x + r * 0.7},${y - r * 1.6}`, class: "rr-medal-ribbon" }),
    s("circle", { cx: x, cy: y + r * 0.25, r }));
}

export function questionIcon(x, y, r = 6.5) {
  return s("g", { class: "rr-question" },
    s("circle", { cx: x, cy: y, r }),
    label(x, y + 0.5, "?", { "font-size": Math.max(SMALL, r * 1.5), class: "bd-strong" }));
}

export function stationIcon(x, y, size = 12) {
  const h = size / 2;
  return s("g", { class: "rr-station" },
    s("path", { d: `M${x - h},${y + h} V${y - h * 0.2} L${x},${y - h} L${x + h},${y - h * 0.2} V${y + h} Z` }));
}

export function claimIcon(x, y, n) {
  return s("g", { class: "rr-claim-icon" },
    s("rect", { x: x - 6.5, y: y - 8, width: 13, height: 16, rx: 2 }),
    label(x, y + 0.5, n, { "font-size": SMALL, class: "bd-strong" }));
}

export function engineerMini(x, y) {
  return s("g", { class: "rr-engineer-mini" },
    s("rect", { x: x - 5, y: y - 7, width: 10, height: 14, rx: 2 }),
    pawn(x, y + 1, 8, "rr-pawn"));
}
