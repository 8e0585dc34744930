// Shipyard's ship-tile display: four columns of five (bows, two of middles, sterns) with
// each row's price, the stacks under them, the stand-in tiles when a kind has run out,
// and the legend of the tiles' shapes.

import { coin, fitted, PAD, SMALL, W } from "../panels.js";
import { part, rule, s, tip } from "../svg.js";
import { drawLegend, shipDrawing, shipTip, tileComp } from "./ship-tiles.js";
import { offer, panelSvg, r2 } from "./view.js";

const COLUMNS = ["bow", "mid-a", "mid-b", "stern"];
const ROWS = 5;

export function shipsPanel(view) {
  const { obs, t, tn, components } = view;
  const x0 = 34;
  const gap = 4;
  const cw = (W - PAD - x0 - 3 * gap) / 4;
  const th = 46;
  const top = 38;
  const parts = [];
  const headers = [[t("Bows"), 0, 1], [t("Middles"), 1, 2], [t("Sterns"), 3, 1]];
  for (const [text, column, span] of headers) {
    parts.push(fitted(r2(x0 + column * (cw + gap) + (span * cw + (span - 1) * gap) / 2), 28, text, span * cw, { "font-size": SMALL, class: "bd-quiet" }));
  }
  const rowPrices = components.prices?.ship_rows || [0, 1, 1, 2, 2];
  for (let row = 0; row < ROWS; row++) {
    const y = top + (ROWS - 1 - row) * (th + gap);
    const price = rowPrices[row] ?? 0;
    parts.push(tip(rule(s("g", {}, coin(17, y + th / 2, 9, price)), "ship-display"), t("Row {n}", { n: row + 1 }),
      price ? view.tn("Each tile of this row costs {n} guilder", "Each tile of this row costs {n} guilders", price) : t("The tiles of this row are free")));
    for (let column = 0; column < 4; column++) {
      const x = x0 + column * (cw + gap);
      const index = column * ROWS + row;
      const id = obs.ship_display?.[index];
      if (!id) {
        parts.push(part(s("rect", { x: r2(x), y, width: r2(cw), height: th, rx: 3, class: "sy-empty" }), `ship_display.${index}`));
        continue;
      }
      const comp = tileComp(view, id);
      const tile = part(s("g", { class: "sy-display-tile", "data-tile": id }, shipDrawing(comp, x, y, cw, th)), `ship_display.${index}`, id);
      tip(rule(tile, `ship:${comp.kind}`), ...shipTip(view, comp, price ? tn("Price: {n} guilder", "Price: {n} guilders", price) : t("Price: free")));
      parts.push(offer(tile, `tile ${COLUMNS[column]} ${row + 1}`, view));
    }
  }
  let y = top + ROWS * (th + gap) + 2;
  const stacks = obs.ship_stacks || {};
  // Each stack under its column (part `ship_stacks.KIND`); the middles' two stacks share
  // the middle columns, stack I over the first and stack II over the second.
  const stackLabel = (column, stack, text, lines) => {
    const x = x0 + column * (cw + gap);
    const g = s("g", { class: "sy-stack" },
      s("rect", { x: r2(x + 2), y: y + 1, width: r2(cw - 4), height: 16, rx: 3, class: "sy-stack-body" }),
      fitted(r2(x + cw / 2), y + 9.5, text, cw - 8, { "font-size": SMALL }));
    return tip(rule(part(g, `ship_stacks.${stack}`), "ship-display"), ...lines);
  };
  const middles = [t("Middle stacks"), t("Both middle columns draw from stack I, then from stack II")];
  parts.push(stackLabel(0, "bows", t("stack {n}", { n: stacks.bows ?? "?" }), [t("Bow stack"), tn("{n} tile face down", "{n} tiles face down", stacks.bows ?? 0)]));
  parts.push(stackLabel(1, "middles_1", t("stack I: {n}", { n: stacks.middles_1 ?? "?" }), middles));
  parts.push(stackLabel(2, "middles_2", t("stack II: {n}", { n: stacks.middles_2 ?? "?" }), middles));
  parts.push(stackLabel(3, "sterns", t("stack {n}", { n: stacks.sterns ?? "?" }), [t("Stern stack"), tn("{n} tile face down", "{n} tiles face down", stacks.sterns ?? 0)]));
  y += 22;
  const standIns = [["bow", 0], ["middle", 1], ["stern", 3]].filter(([kind]) => view.ctx.legal.has(`tile virtual-${kind}`));
  if (standIns.length) {
    for (const [kind, column] of standIns) {
      const x = x0 + column * (cw + gap);
      const comp = { id: `virtual-${kind}`, kind, virtual: true };
      const chip = s("g", { class: "sy-stand-in" }, shipDrawing(comp, x, y, cw, th),
        fitted(r2(x + cw / 2), y + th * 0.72, t("stand-in"), cw - 8, { "font-size": SMALL }));
      tip(rule(chip, `ship:${kind}`), ...shipTip(view, comp));
      parts.push(offer(chip, `tile virtual-${kind}`, view));
    }
    y += th + 4;
  }
  parts.push(drawLegend(view, y));
  y += 40;
  const removed = (obs.removed_ships || []).filter(Boolean).length;
  if (removed) {
    parts.push(part(fitted(PAD, y + 8, tn("{n} tile removed by the automata", "{n} tiles removed by the automata", removed), W - 2 * PAD, { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }), "removed_ships"));
    y += 16;
  }
  return panelSvg(view, t("Ship tiles"), y + PAD, "", ...parts);
}
