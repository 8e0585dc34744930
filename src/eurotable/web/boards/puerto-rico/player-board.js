// A Puerto Rico player's board: the name and marks, doubloons, VP chips, San Juan and
// goods (`warehouse GOOD`, `windrose GOOD`), the island's plantations and quarries and
// the city's buildings, with their colonists (the mayor's `place KIND`/`place BUILDING`).

import { BODY, chipBack, coin, fitted, PAD, pill, pillWidth, SMALL, sum, TITLE, vpChip, W, wrapped } from "../panels.js";
import { POOL } from "../../table/arranging.js";
import { canvas, label, part, s, seatToken, takenFrom, tip } from "../svg.js";
import { arrangePlace, arrangingOn, holding } from "./mayor.js";
import { barrel, circlesRow, colonist, kindClass, quarryMark } from "./pieces.js";
import { nameOf, offer } from "./view.js";
import { GOOD_NAMES, TILE_NAMES } from "./words.js";

const TILE_W = (W - 2 * PAD - 5 * 4) / 6;
const TILE_H = 42;
const CELL_W = (W - 2 * PAD - 3 * 4) / 4;
const CELL_H = 46;

/** A seat's board: its header, its resources, its island and its city. */
export function playerPanel(view, seat) {
  const { obs, t } = view;
  const board = obs.boards[seat];
  const decides = seat === view.toMove;
  const parts = [drawHeader(view, seat, board), drawResources(view, seat, board, 34)];
  parts.push(drawIsland(view, seat, board, 76));
  parts.push(drawCity(view, seat, board, 76 + 18 + 2 * TILE_H + 4 + 8));
  const height = 76 + 18 + 2 * TILE_H + 4 + 8 + 18 + 3 * CELL_H + 2 * 4 + PAD;
  const you = seat === view.you;
  return canvas(W, height, {
    class: `drawing bd-panel pr-board seat-${seat}${decides ? " bd-to-move" : ""}`,
    "aria-label": you ? t("Your board") : t("{name}'s board", { name: nameOf(view, seat) }),
  }, ...parts);
}

function drawHeader(view, seat, board) {
  const { obs, t } = view;
  const g = s("g", {}, seatToken(seat, 15, 15, 8));
  let right = W - PAD;
  // The governor's pill first, so that it stays in its place whoever is to move.
  const marks = [];
  if (seat === obs.governor) marks.push([t("Governor"), "pr-pill-governor", "governor"]);
  if (seat === view.toMove) marks.push([t("to move"), "bd-pill-move", null]);
  for (const [text, className, path] of marks) {
    const drawn = pill(right, 15, text, className);
    g.append(path ? part(drawn, path) : drawn);
    right -= pillWidth(text) + 4;
  }
  const name = seat === view.you ? t("{name} (you)", { name: nameOf(view, seat) }) : nameOf(view, seat);
  g.append(fitted(28, 15, name, right - 34, { "text-anchor": "start", "font-size": TITLE + 0.5, class: "bd-title" }));
  return g;
}

/** Doubloons, VP chips, San Juan and goods; the goods carry `warehouse GOOD` and
 * `windrose GOOD` for the storing player. */
function drawResources(view, seat, board, y) {
  const { t, tn } = view;
  const g = s("g", {});
  const cy = y + 15;
  const arranging = arrangingOn(view, seat);
  const waiting = arranging ? arranging.waiting() : board.san_juan;
  g.append(tip(part(coin(20, cy, 12, board.doubloons), `boards.${seat}.doubloons`), t("Doubloons"), tn("{n} doubloon", "{n} doubloons", board.doubloons)));
  const vpHidden = board.vp_chips === null || board.vp_chips === undefined;
  const chips = takenFrom(part(vpChip(50, cy, 13, vpHidden ? "?" : board.vp_chips), `boards.${seat}.vp_chips`), "vp_supply");
  g.append(tip(chips, t("VP chips"),
    vpHidden ? t("Face down: only their owner knows") : tn("{n} VP in chips", "{n} VP in chips", board.vp_chips)));
  const sanJuan = s("g", { class: `pr-san-juan${waiting > 0 ? " waiting" : ""}` },
    s("rect", { x: 70, y: y + 1, width: 72, height: 28, rx: 5, class: "bd-chip" }),
    fitted(100, cy - 6, t("San Juan"), 56, { "font-size": SMALL, class: "bd-quiet" }),
    colonist(88, cy + 6, 5, waiting > 0),
    label(98, cy + 6.5, waiting, { "text-anchor": "start", "font-size": BODY, class: "bd-strong" }));
  const waitingLine = tn("{n} colonist waiting to be placed", "{n} colonists waiting to be placed", waiting);
  g.append(tip(takenFrom(part(sanJuan, `boards.${seat}.san_juan`), "colonists.ship"), t("San Juan"), waitingLine));
  if (arranging) arrangePlace(sanJuan, POOL, arranging, `${t("San Juan")}: ${waitingLine}`);
  view.components.goods.forEach((good, k) => {
    const x = 148 + k * 37;
    const count = board.goods[good.id];
    const item = s("g", { class: count ? "" : "bd-none" },
      chipBack(x, y, 34, 30), barrel(good.id, x + 11, cy, 22),
      label(x + 22, cy + 0.5, count, { "text-anchor": "start", "font-size": BODY, class: "bd-strong" }));
    part(item, `boards.${seat}.goods.${good.id}`);
    tip(item, t(GOOD_NAMES[good.id]), tn("{n} barrel", "{n} barrels", count));
    if (seat === view.toMove) {
      offer(item, `warehouse ${good.id}`, view);
      offer(item, `windrose ${good.id}`, view);
    }
    g.append(item);
  });
  return g;
}

/** The 12 island spaces: plantations by kind, then quarries, each with its colonist
 * circle; the mayor's `place KIND` goes on the first empty circle of that kind. Each tile
 * is drawn in its own place (translated), so that a new tile moving the later ones along
 * changes no drawing but its own. The newest tile of a kind (with its empty circle) names
 * the kind's count and comes from the face-up plantations or the quarries; the colonists
 * on the tiles name the kind's colonists and the last one placed comes from San Juan. */
function drawIsland(view, seat, board, y) {
  const { t, tn, components } = view;
  const arranging = arrangingOn(view, seat);
  const used = sum(Object.values(board.island));
  const g = s("g", { class: "pr-island" },
    label(PAD, y + 6, t("Island"), { "text-anchor": "start", "font-size": SMALL, class: "bd-title" }),
    label(W - PAD, y + 6, `${used}/${components.island_spaces}`, { "text-anchor": "end", "font-size": SMALL, class: "bd-quiet" }));
  let k = 0;
  for (const kind of components.tiles) {
    const occupied = arranging ? arranging.count(kind) : board.occupied[kind];
    for (let n = 0; n < (board.island[kind] || 0); n++, k++) {
      const x = PAD + (k % 6) * (TILE_W + 4);
      const ty = y + 14 + Math.floor(k / 6) * (TILE_H + 4);
      const manned = n < occupied;
      const body = s("g", {},
        s("rect", { x: 0, y: 0, width: TILE_W, height: TILE_H, rx: 5, class: "pr-tile-body" }),
        fitted(TILE_W / 2, 10, t(TILE_NAMES[kind]), TILE_W - 6, { "font-size": SMALL }),
        kind === "quarry" ? quarryMark(12, 29) : barrel(kind, 11, 28, 16),
        colonist(TILE_W / 2 + 6, 28, 7, false));
      if (n === board.island[kind] - 1) takenFrom(part(body, `boards.${seat}.island.${kind}`), kind === "quarry" ? "quarries" : "face_up");
      const tile = s("g", { class: `pr-tile tile-${kind}`, transform: `translate(${x} ${ty})` }, body);
      if (manned) {
        const settler = part(colonist(TILE_W / 2 + 6, 28, 7, true), `boards.${seat}.occupied.${kind}`);
        tile.append(n === occupied - 1 ? takenFrom(settler, `boards.${seat}.san_juan`) : settler);
      }
      tip(tile, t(TILE_NAMES[kind]), manned ? t("Occupied") : t("Empty circle"));
      // Before the first colonist is placed every tile is free again (the first `place`
      // lifts them all to San Juan): a full kind takes the offer on its first tile.
      const firstFree = board.occupied[kind] < board.island[kind] ? board.occupied[kind] : 0;
      if (arranging) arrangePlace(tile, kind, arranging, holding(tn, t(TILE_NAMES[kind]), occupied, board.island[kind]));
      else if (n === firstFree && seat === view.toMove) offer(tile, `place ${kind}`, view);
      g.append(tile);
    }
  }
  for (; k < components.island_spaces; k++) {
    const x = PAD + (k % 6) * (TILE_W + 4);
    const ty = y + 14 + Math.floor(k / 6) * (TILE_H + 4);
    g.append(s("rect", { x, y: ty, width: TILE_W, height: TILE_H, rx: 5, class: "pr-space" }));
  }
  return g;
}

/** The 12 city spaces, 4 by 3: small buildings in order, then the large ones, each over
 * two spaces side by side; the mayor's `place BUILDING` goes on the building. */
function drawCity(view, seat, board, y) {
  const { t, tn, components } = view;
  const arranging = arrangingOn(view, seat);
  const owned = Object.keys(board.buildings).map((id) => view.buildings[id]);
  const small = owned.filter((b) => !b.large);
  const large = owned.filter((b) => b.large);
  const spaces = sum(owned.map((b) => (b.large ? 2 : 1)));
  const g = s("g", { class: "pr-city" },
    label(PAD, y + 6, t("City"), { "text-anchor": "start", "font-size": SMALL, class: "bd-title" }),
    label(W - PAD, y + 6, `${spaces}/${components.city_spaces}`, { "text-anchor": "end", "font-size": SMALL, class: "bd-quiet" }));
  const cellX = (cell) => PAD + (cell % 4) * (CELL_W + 4);
  const cellY = (cell) => y + 14 + Math.floor(cell / 4) * (CELL_H + 4);
  const taken = new Set();
  const placed = [];
  small.forEach((building, cell) => {
    placed.push([building, cell, 1]);
    taken.add(cell);
  });
  let next = small.length + (small.length % 2);
  for (const building of large) {
    placed.push([building, next, 2]);
    taken.add(next).add(next + 1);
    next += 2;
  }
  for (let cell = 0; cell < components.city_spaces; cell++) {
    if (!taken.has(cell)) g.append(s("rect", { x: cellX(cell), y: cellY(cell), width: CELL_W, height: CELL_H, rx: 5, class: "pr-space" }));
  }
  // Each building drawn in its own place (translated): a new small one moving the large
  // ones along changes no drawing but its own. A new building comes from the supply.
  for (const [building, cell, span] of placed) {
    const width = span * CELL_W + (span - 1) * 4;
    const workers = arranging ? arranging.count(building.id) : board.buildings[building.id];
    const body = s("g", {},
      s("rect", { x: 0, y: 0, width, height: CELL_H, rx: 5, class: "pr-building-body" }),
      ...wrapped(width / 2, 14, t(building.name), width - 8, SMALL, span === 2 ? 1 : 2),
      label(5, CELL_H - 9, t("{n} VP", { n: building.vp }), { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }),
      ...circlesRow(width - 10, CELL_H - 10, building.circles, workers, 5.5));
    takenFrom(part(body, `boards.${seat}.buildings.${building.id}`), `building_supply.${building.id}`);
    const tile = s("g", { class: `pr-building ${kindClass(building)}`, transform: `translate(${cellX(cell)} ${cellY(cell)})` }, body);
    tip(tile, t(building.name), t(building.effect),
      tn("{n} of {circles} circle occupied", "{n} of {circles} circles occupied", workers, { circles: building.circles }));
    if (arranging) arrangePlace(tile, building.id, arranging, holding(tn, t(building.name), workers, building.circles));
    else if (seat === view.toMove) offer(tile, `place ${building.id}`, view);
    g.append(tile);
  }
  return g;
}
