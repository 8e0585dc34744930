// A player's ships on Shipyard's board: the nine slots of the yard with the tiles being
// built, the ship on its cruise and what is on it, the finished ships to launch, and the
// free slots for the tile just bought with that tile shown; then the fleet, the ships that
// passed their shakedown cruise and the ones that failed it.

import { classed, fitted, PAD, SMALL, W } from "../panels.js";
import { label, part, rule, s, tip } from "../svg.js";
import { pieceIcon } from "./icons.js";
import { hullPath, shipDrawing, shipTip, tileComp } from "./ship-tiles.js";
import { decidingSeat, legalWith, offer, placed, sectionTitle } from "./view.js";
import { pieceName } from "./words.js";

const SLOT_W = 36;
const SLOT_H = 46;

/** The nine slots: tiles being built, the ship on its cruise (and what is on it), the
 * finished ships (`launch N`), the free slots for the tile just bought (`slot N`). */
export function drawYard(view, seat, board, top) {
  const { obs, t, tn } = view;
  const g = s("g", { class: "sy-yard" },
    label(PAD, top + 4, t("Shipyard slots"), { "text-anchor": "start", "font-size": SMALL + 0.5, class: "bd-strong" }));
  const yard = board.yard || [];
  const y = top + 12;
  const slotX = (slot) => PAD + slot * SLOT_W;
  const mine = seat === view.toMove;
  const pending = obs.pending || {};
  const picked = mine && obs.step === "build_slot" ? tileComp(view, pending.picked) : null;
  const cruising = seat === decidingSeat(view) && Array.isArray(pending.ship_pieces) && pending.ship_pieces.length > 0 && Array.isArray(pending.ship) && pending.ship[0] >= 0;
  if (cruising) {
    const [a, b] = pending.ship;
    g.append(s("rect", { x: slotX(a) - 1, y: y - 3, width: (b - a + 1) * SLOT_W + 2, height: SLOT_H + 6, rx: 5, class: "sy-cruising" }));
  }
  yard.forEach((id, slot) => {
    const x = slotX(slot);
    g.append(label(x + SLOT_W / 2, y + SLOT_H + 8, slot + 1, { "font-size": SMALL, class: "bd-quiet" }));
    if (!id) {
      const empty = s("g", { class: "sy-slot" }, part(s("rect", { x: x + 1, y, width: SLOT_W - 2, height: SLOT_H, rx: 3, class: "sy-empty" }), `boards.${seat}.yard.${slot}`));
      if (picked && view.ctx.legal.has(`slot ${slot + 1}`)) {
        empty.append(classed("sy-slot-ghost", shipDrawing(picked, x + 1, y, SLOT_W - 2, SLOT_H)));
        tip(rule(empty, "yard"), t("Slot {n}", { n: slot + 1 }), t("Put the tile here"));
      }
      if (mine) offer(empty, `slot ${slot + 1}`, view);
      g.append(empty);
      return;
    }
    const comp = tileComp(view, id);
    const tile = part(s("g", { class: "sy-yard-tile", "data-slot": slot + 1 }, shipDrawing(comp, x + 1, y, SLOT_W - 2, SLOT_H)), `boards.${seat}.yard.${slot}`, id);
    tip(rule(tile, `ship:${comp.kind}`), ...shipTip(view, comp, t("Slot {n}", { n: slot + 1 })));
    g.append(tile);
  });
  // A finished ship is launched from its bow's slot: the group spans the bow to the stern.
  for (const action of mine ? legalWith(view, "launch ") : []) {
    const start = Number(action.split(" ")[1]) - 1;
    let end = start + 1;
    while (end < yard.length && yard[end] && tileComp(view, yard[end]).kind !== "stern") end++;
    const ship = s("g", { class: "sy-launch" },
      s("rect", { x: slotX(start), y: y - 2, width: (end - start + 1) * SLOT_W, height: SLOT_H + 4, rx: 5, class: "sy-launch-frame" }));
    tip(rule(ship, "ship"), t("A finished ship"), tn("{n} tile", "{n} tiles", end - start + 1));
    g.append(offer(ship, action, view));
  }
  let height = SLOT_H + 26;
  if (picked) {
    const py = top + height;
    g.append(s("rect", { x: PAD, y: py, width: W - 2 * PAD, height: 44, rx: 5, class: "sy-note-body" }),
      part(shipDrawing(picked, PAD + 4, py + 4, 50, 36), "pending.picked", picked.id),
      fitted(PAD + 62, py + 14, t("Tile to place: {id}", { id: picked.id }), W - 2 * PAD - 66, { "text-anchor": "start", "font-size": SMALL + 0.5, class: "bd-strong" }),
      fitted(PAD + 62, py + 30, picked.virtual ? t("Featureless stand-in") : t(picked.text || ""), W - 2 * PAD - 66, { "text-anchor": "start", "font-size": SMALL }));
    height += 50;
  }
  if (cruising) {
    const py = top + height;
    const counts = Object.fromEntries(view.pieces.map((piece, k) => [piece, pending.ship_pieces[k] || 0]));
    const box = s("g", { class: "sy-on-board" },
      s("rect", { x: PAD, y: py, width: W - 2 * PAD, height: 36, rx: 5, class: "sy-note-body" }),
      fitted(PAD + 6, py + 11, t("On the ship"), 90, { "text-anchor": "start", "font-size": SMALL, class: "bd-strong" }));
    let x = PAD + 8;
    const aboard = view.pieces.filter((piece) => counts[piece] > 0);
    for (const piece of aboard) {
      box.append(pieceIcon(piece, x + 7, py + 25, 14), label(x + 15, py + 25.5, `×${counts[piece]}`, { "text-anchor": "start", "font-size": SMALL }));
      x += 34;
    }
    if (!aboard.length) box.append(fitted(PAD + 8, py + 26, t("nothing yet"), 90, { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
    const speedText = ["start", "sail"].includes(obs.step) ? view.tn("speed {speed}, {n} space to go", "speed {speed}, {n} spaces to go", pending.steps_left ?? 0, { speed: pending.speed ?? "?" }) : "";
    if (speedText) box.append(fitted(W - PAD - 6, py + 11, speedText, 150, { "text-anchor": "end", "font-size": SMALL, class: "bd-strong" }));
    g.append(tip(rule(box, "cruise"), t("The ship on its shakedown cruise"), aboard.map((piece) => `${pieceName(t, piece)} ×${counts[piece]}`).join(", ") || t("Nothing on board yet")));
    height += 42;
  }
  return { group: g, height };
}

/** The fleet: each ship's tiles and the pieces it carried, the failed ones marked. */
export function drawFleet(view, seat, board, top) {
  const { t } = view;
  const ships = [...(board.fleet || []).map((ship, k) => [ship, false, `boards.${seat}.fleet.${k}`]),
    ...(board.wrecks || []).map((ship, k) => [ship, true, `boards.${seat}.wrecks.${k}`])];
  const g = s("g", { class: "sy-fleet" }, sectionTitle(PAD, top + 6, t("Fleet"), ships.length ? null : t("no ship has sailed yet")));
  if (!ships.length) {
    return { group: g, height: 18 };
  }
  let y = top + 14;
  // Each ship is drawn at the origin of a group moved to its row (a wreck's row moves down
  // when a ship joins the fleet).
  for (const [ship, wrecked, path] of ships) {
    const row = part(s("g", { class: `sy-fleet-ship${wrecked ? " wrecked" : ""}` }), path);
    const tiles = ship.tiles || [];
    tiles.forEach((id, k) => {
      const comp = tileComp(view, id);
      row.append(s("path", { d: hullPath(comp.kind, PAD + k * 12, -6, 12, 22), class: "sy-hull" }));
    });
    let x = PAD + tiles.length * 12 + 8;
    if (wrecked) {
      row.append(label(x, 4, t("failed"), { "text-anchor": "start", "font-size": SMALL, class: "bd-notice-text" }));
      x += 40;
    }
    for (const [piece, count] of Object.entries(ship.pieces || {})) {
      if (x > W - 40) break;
      row.append(pieceIcon(piece, x + 6, 4, 13), label(x + 13, 4.5, `×${count}`, { "text-anchor": "start", "font-size": SMALL }));
      x += 32;
    }
    const pieces = Object.entries(ship.pieces || {}).map(([piece, count]) => `${pieceName(t, piece)} ×${count}`).join(", ");
    tip(rule(row, wrecked ? "wreck" : "fleet"), wrecked ? t("A ship that failed its cruise") : t("A ship of the fleet"), view.tn("{n} tile", "{n} tiles", tiles.length) + (tiles.length ? `: ${tiles.join(", ")}` : ""), pieces);
    g.append(placed(0, y, row));
    y += 20;
  }
  return { group: g, height: y - top + 2 };
}
