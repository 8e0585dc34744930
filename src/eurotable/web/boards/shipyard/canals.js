// A player's canal system on Shipyard's board, drawn as a map: laid tiles with their
// rotations, the ship token with its heading, the spaces it may enter or sail to (`start` /
// `move CANAL SPACE`), and while a rented canal is laid every free cell split into one part
// per rotation (`at X Y rR`): each part shows the tile turned that way, and hovering or
// focusing a part shows the tile full size in the cell, half transparent (the ghost),
// before the click lays it.

import { fitted, PAD, SMALL, W } from "../panels.js";
import { part, rule, s, tip } from "../svg.js";
import { canalDrawing, canalTip, SIDES, spaceCentres } from "./canal-tiles.js";
import { decidingSeat, legalWith, lower, offer, placed, r2, sectionTitle } from "./view.js";
import { officialEffect, officialName } from "./words.js";

const CELL = 64;
const PLACE_CELL = 84;
const MIN_PLACE_CELL = 58;

function parsePlacements(view, seat) {
  const cells = new Map();
  if (seat !== view.toMove) return cells;
  for (const action of legalWith(view, "at ")) {
    const [, x, y, r] = action.split(" ");
    const key = `${Number(x)},${Number(y)}`;
    if (!cells.has(key)) cells.set(key, { x: Number(x), y: Number(y), rotations: [] });
    cells.get(key).rotations.push([Number(r.slice(1)), action]);
  }
  return cells;
}

function heading(view, board, tiles, size) {
  const token = board.token;
  if (!token) return null;
  const tile = tiles.find((c) => c.id === token.canal);
  if (!tile) return null;
  const comp = view.canals[tile.id];
  if (!comp) return null;
  const centres = spaceCentres(comp, tile.px, tile.py, size, tile.rotation);
  const here = centres[token.space];
  if (!here) return null;
  let angle = 0;
  const from = token.from;
  if (from && from[0] === token.canal && centres[from[1]]) {
    const [fx, fy] = centres[from[1]];
    angle = Math.atan2(here[1] - fy, here[0] - fx);
  } else {
    const space = (comp.spaces || []).find((sp) => sp.name === token.space);
    if (space?.edge) {
      const side = (SIDES[space.edge] + tile.rotation) % 4;
      angle = [Math.PI / 2, Math.PI, -Math.PI / 2, 0][side];
    }
  }
  return { x: here[0], y: here[1], angle };
}

function shipToken(seat, x, y, angle, size) {
  const k = size / 20;
  return s("g", { class: "sy-token", transform: `translate(${r2(x)} ${r2(y)}) rotate(${r2((angle * 180) / Math.PI)}) scale(${r2(k)})` },
    s("path", { d: "M11,0 L3,-6 H-9 V6 H3 Z", style: `fill: var(--seat-${seat})`, class: "sy-token-body" }),
    s("path", { d: "M-5,-3 H2 M-5,3 H2", class: "sy-token-deck" }));
}

export function drawCanalMap(view, seat, board, top) {
  const { obs, t, tn } = view;
  const g = s("g", { class: "sy-map" });
  const laid = board.canals || [];
  const places = parsePlacements(view, seat);
  // The rented canal waits beside the map of whoever lays it (everybody sees it, as the
  // tile just bought in a yard; part `pending.canal`); only its layer gets the cells.
  const laying = places.size > 0 || (obs.step === "canal_place" && seat === decidingSeat(view));
  const rented = laying ? view.canals[obs.pending?.canal] : null;
  const cellsX = [...laid.map((c) => c.x), ...[...places.values()].map((c) => c.x)];
  g.append(sectionTitle(PAD, top + 6, t("Canals"), cellsX.length ? null : t("none yet")));
  const cellsY = [...laid.map((c) => c.y), ...[...places.values()].map((c) => c.y)];
  let y = top + 14;
  if (rented) {
    g.append(s("rect", { x: PAD, y, width: W - 2 * PAD, height: 44, rx: 5, class: "sy-note-body" }),
      part(canalDrawing(rented, PAD + 4, y + 4, 36), "pending.canal", rented.id),
      fitted(PAD + 48, y + 14, t("Canal to lay"), W - 2 * PAD - 52, { "text-anchor": "start", "font-size": SMALL + 0.5, class: "bd-strong" }));
    if (places.size) g.append(fitted(PAD + 48, y + 30, t("Each part shows one way to turn it; choose one to lay it there"), W - 2 * PAD - 52, { "text-anchor": "start", "font-size": SMALL }));
    y += 50;
  }
  if (!cellsX.length) {
    return { group: g, height: y - top + 4, width: W };
  }
  const minX = Math.min(...cellsX);
  const minY = Math.min(...cellsY);
  const cols = Math.max(...cellsX) - minX + 1;
  const rows = Math.max(...cellsY) - minY + 1;
  let size = Math.min(places.size ? PLACE_CELL : CELL, (W - 2 * PAD) / cols);
  if (places.size) size = Math.max(size, MIN_PLACE_CELL);
  const mapWidth = cols * size + 2 * PAD;
  const width = Math.max(W, mapWidth);
  const left = (width - cols * size) / 2;
  const cellAt = (x, yy) => [left + (x - minX) * size, y + (yy - minY) * size];
  g.append(s("rect", { x: r2(left - 2), y: y - 2, width: r2(cols * size + 4), height: r2(rows * size + 4), rx: 4, class: "sy-map-back" }));
  const tiles = laid.map((c) => {
    const [px, py] = cellAt(c.x, c.y);
    return { ...c, px, py };
  });
  // Each laid tile, and the ship token on its tile, is drawn at the origin of a group
  // moved to its cell: a tile laid to the left or above moves the others, not their parts.
  for (const tile of tiles) {
    const comp = view.canals[tile.id];
    const drawn = part(s("g", { class: "sy-laid", "data-canal": tile.id }, canalDrawing(comp, 0, 0, size, tile.rotation)), `boards.${seat}.canals`, tile.id);
    tip(rule(drawn, "canal-tile"), ...canalTip(view, comp, tile.rotation ? t("Turned {n}° clockwise", { n: tile.rotation * 90 }) : t("As printed")));
    g.append(placed(tile.px, tile.py, drawn));
  }
  const token = heading(view, board, tiles, size);
  if (token) {
    const { px, py } = tiles.find((c) => c.id === board.token.canal);
    const drawn = s("g", {}, shipToken(seat, token.x - px, token.y - py, token.angle, size * 0.42));
    g.append(placed(px, py, tip(rule(part(drawn, `boards.${seat}.token`), "ship-token"), t("Ship token"),
      t("It sails on the way its bow points, never straight back"))));
  }
  // Spaces the token may enter or sail to.
  if (seat === view.toMove) {
    for (const action of [...legalWith(view, "start "), ...legalWith(view, "move ")]) {
      const [, canal, space] = action.split(" ");
      const tile = tiles.find((c) => lower(c.id) === canal);
      const comp = tile && view.canals[tile.id];
      if (!comp) continue;
      const centre = spaceCentres(comp, tile.px, tile.py, size, tile.rotation)[space];
      if (!centre) continue;
      const icon = (comp.spaces || []).find((sp) => sp.name === space)?.icon;
      const spot = s("g", { class: "sy-space-target", "data-space": `${canal} ${space}` },
        s("rect", { x: r2(centre[0] - 14), y: r2(centre[1] - 14), width: 28, height: 28, rx: 14, class: "sy-space-hit" }),
        s("circle", { cx: r2(centre[0]), cy: r2(centre[1]), r: r2(Math.max(7, size * 0.13)), class: "sy-space-ring" }));
      tip(rule(spot, icon ? `official:${icon}` : "canal-tile"), t("Canal tile"), icon ? `${officialName(t, icon)}: ${officialEffect(t, icon)}` : t("An empty space"));
      g.append(offer(spot, action, view));
    }
  }
  // The free squares where the rented canal may go, one part per rotation.
  for (const cell of places.values()) {
    const [px, py] = cellAt(cell.x, cell.y);
    const group = s("g", { class: "sy-cell" }, s("rect", { x: r2(px + 1), y: r2(py + 1), width: r2(size - 2), height: r2(size - 2), rx: 4, class: "sy-free-cell" }));
    const n = cell.rotations.length;
    const half = size / 2;
    const boxes = n === 1 ? [[px, py, size, size]]
      : n === 2 ? [[px, py, half, size], [px + half, py, half, size]]
        : [[px, py, half, half], [px + half, py, half, half], [px, py + half, half, half], [px + half, py + half, half, half]];
    cell.rotations.forEach(([rotation, action], k) => {
      const [bx, by, bw, bh] = boxes[k];
      const thumb = Math.min(bw, bh) - (n === 1 ? 10 : 5);
      const part = s("g", { class: `sy-place sy-place-${k}`, "data-rotation": rotation },
        s("rect", { x: r2(bx + 1.5), y: r2(by + 1.5), width: r2(bw - 3), height: r2(bh - 3), rx: 3, class: "sy-place-part" }),
        canalDrawing(rented, bx + (bw - thumb) / 2, by + (bh - thumb) / 2, thumb, rotation, "sy-thumb"));
      tip(rule(part, "canal-tile"), t("Lay the rented canal here"), rotation ? t("Turned {n}° clockwise", { n: rotation * 90 }) : t("As printed"));
      group.append(offer(part, action, view));
    });
    cell.rotations.forEach(([rotation], k) => {
      group.append(canalDrawing(rented, px, py, size, rotation, `sy-ghost sy-ghost-${k}`));
    });
    g.append(group);
  }
  y += rows * size + 6;
  const usedNote = (board.used || []).length ? tn("{n} tile on the used pile", "{n} tiles on the used pile", board.used.length) : "";
  if (usedNote) {
    g.append(part(fitted(PAD, y + 6, usedNote, W - 2 * PAD, { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }), `boards.${seat}.used`));
    y += 14;
  }
  return { group: g, height: y - top + 4, width };
}
