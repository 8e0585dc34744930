// Shipyard's canal tiles, drawn in any square: the channels between the spaces, the
// officials and Blue Ribands on them, turned a quarter turn clockwise per step of
// rotation; where each space lies; and their tooltips. The canal display and the canal
// map draw them.

import { s } from "../svg.js";
import { officialIcon } from "./icons.js";
import { r2 } from "./view.js";
import { officialName, proposedNote } from "./words.js";

export const SIDES = { N: 0, E: 1, S: 2, W: 3 };
const EDGE_SPACE = [[0.5, 0.15], [0.85, 0.5], [0.5, 0.85], [0.15, 0.5]];
const EDGE_BORDER = [[0.5, 0], [1, 0.5], [0.5, 1], [0, 0.5]];

/** Every space of a canal tile in unit coordinates (as printed, before turning). */
function spacePoints(comp) {
  const spaces = comp.spaces || [];
  const points = {};
  const inner = spaces.filter((space) => !space.edge);
  for (const space of spaces) {
    if (space.edge) points[space.name] = EDGE_SPACE[SIDES[space.edge]];
  }
  for (const space of inner) {
    if (inner.length === 1) {
      points[space.name] = [0.5, 0.5];
      continue;
    }
    const link = (comp.links || []).find(([a, b]) => (a === space.name && points[b] && spaces.find((o) => o.name === b)?.edge) || (b === space.name && points[a] && spaces.find((o) => o.name === a)?.edge));
    const edge = link ? points[link[0] === space.name ? link[1] : link[0]] : [0.5, 0.5];
    points[space.name] = [0.5 + (edge[0] - 0.5) * 0.38, 0.5 + (edge[1] - 0.5) * 0.38];
  }
  return points;
}

function turn([u, v], rotation) {
  let [a, b] = [u - 0.5, v - 0.5];
  for (let k = 0; k < ((rotation % 4) + 4) % 4; k++) [a, b] = [-b, a];
  return [a + 0.5, b + 0.5];
}

/** The centre of each space of a canal tile lying in the box (x, y, size) turned `rotation`. */
export function spaceCentres(comp, x, y, size, rotation) {
  const centres = {};
  for (const [name, point] of Object.entries(spacePoints(comp))) {
    const [u, v] = turn(point, rotation);
    centres[name] = [x + u * size, y + v * size];
  }
  return centres;
}

/** A canal tile in the box (x, y, size), turned `rotation` quarter turns clockwise. */
export function canalDrawing(comp, x, y, size, rotation = 0, className = "") {
  const g = s("g", { class: `sy-canal ${className}` },
    s("rect", { x: r2(x), y: r2(y), width: r2(size), height: r2(size), rx: r2(Math.min(4, size * 0.06)), class: "sy-canal-back" }));
  if (!comp) return g;
  const centres = spaceCentres(comp, x, y, size, rotation);
  const water = s("g", { class: "sy-water", "stroke-width": r2(size * 0.14) });
  for (const space of comp.spaces || []) {
    if (!space.edge) continue;
    const [u, v] = turn(EDGE_BORDER[SIDES[space.edge]], rotation);
    const [cx, cy] = centres[space.name];
    water.append(s("line", { x1: r2(cx), y1: r2(cy), x2: r2(x + u * size), y2: r2(y + v * size), class: "sy-to-edge" }));
  }
  for (const [a, b] of comp.links || []) {
    const [x1, y1] = centres[a];
    const [x2, y2] = centres[b];
    water.append(s("line", { x1: r2(x1), y1: r2(y1), x2: r2(x2), y2: r2(y2) }));
  }
  g.append(water);
  const r = Math.max(2.5, size * 0.115);
  for (const space of comp.spaces || []) {
    const [cx, cy] = centres[space.name];
    g.append(s("circle", { cx: r2(cx), cy: r2(cy), r: r2(r), class: `sy-space${space.icon ? ` has-${space.icon}` : ""}` }));
    if (space.icon && size >= 24) g.append(officialIcon(space.icon, cx, cy, r * 1.7));
  }
  return g;
}

/** A canal tile's tooltip: its heading, its text, the officials on it, then `extra` lines. */
export function canalTip(view, comp, ...extra) {
  const { t } = view;
  if (!comp) return [t("Canal tile")];
  const officials = (comp.spaces || []).filter((space) => space.icon).map((space) => officialName(t, space.icon));
  return [t("Canal tile"), t(comp.text), officials.length ? t("On it: {list}", { list: officials.join(", ") }) : "", ...extra, proposedNote(t, comp)];
}
