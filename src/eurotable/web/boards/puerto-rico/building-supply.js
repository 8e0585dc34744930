// Puerto Rico's building supply, in the four columns of the real board: each building's
// name, cost, VP, circles and copies left, the builder's price where the viewer can
// afford it, and `build BUILDING`.

import { coin, PAD, panel, SMALL, TITLE, vpChip, W, wrapped } from "../panels.js";
import { label, part, s, tip } from "../svg.js";
import { circlesRow, kindClass } from "./pieces.js";
import { offer } from "./view.js";

/** The building supply panel: the buildings in their columns, each tile as tall as its
 * column allows. */
export function buildingSupplyPanel(view) {
  const { t, components } = view;
  const columns = [1, 2, 3, 4].map((c) => components.buildings.filter((b) => b.column === c));
  const gap = 4;
  const width = (W - 2 * PAD - 3 * gap) / 4;
  const rowHeight = 56;
  const rows = Math.max(...columns.slice(0, 3).map((c) => c.length));
  const top = 22;
  const height = rows * rowHeight + (rows - 1) * gap;
  const parts = [];
  columns.forEach((buildings, c) => {
    const tileHeight = (height - (buildings.length - 1) * gap) / buildings.length;
    buildings.forEach((building, r) => {
      parts.push(supplyTile(view, building, PAD + c * (width + gap), top + r * (tileHeight + gap), width, tileHeight));
    });
  });
  return panel(t("Buildings"), top + height + PAD, ...parts);
}

/** One building of the supply: name, cost, VP, circles, copies left; during the builder
 * step the viewer's price where he can afford it. The tile names the copies left; its
 * cost (or price) and VP lie over it, outside it, as the price comes and goes with the step. */
function supplyTile(view, building, x, y, width, height) {
  const { obs, t, tn } = view;
  const left = obs.building_supply[building.id];
  const board = view.viewer !== null ? obs.boards[view.viewer] : null;
  const price = obs.prices?.build?.[building.id];
  const owned = board && building.id in board.buildings;
  const showPrice = obs.step === "build" && board && left > 0 && !owned && typeof price === "number" && price <= board.doubloons;
  const tile = part(s("g", {},
    s("rect", { x, y, width, height, rx: 5, class: "pr-building-body" }),
    ...wrapped(x + width / 2, y + 15, t(building.name), width - 6, SMALL)), `building_supply.${building.id}`);
  const g = s("g", { class: `pr-building ${kindClass(building)}${left ? "" : " bd-none"}${showPrice ? " affordable" : ""}` }, tile);
  const bottom = y + height - 11;
  const cost = showPrice
    ? s("g", { class: "pr-price" },
      s("rect", { x: x + 2, y: bottom - 10, width: 30, height: 20, rx: 10 }),
      label(x + 17, bottom + 0.5, price, { "font-size": TITLE, class: "bd-strong" }))
    : coin(x + 11, bottom, 8, building.cost);
  tile.append(...circlesRow(x + width - 8, bottom - 14, building.circles, 0, 4),
    label(x + width - 6, bottom + 1, `×${left}`, { "text-anchor": "end", "font-size": SMALL, class: "bd-quiet" }));
  g.append(cost, vpChip(x + (showPrice ? 42 : 30), bottom, 8, building.vp));
  // (the circles' words stand apart: pybabel reads no call inside another's arguments)
  const circles = tn("{n} circle", "{n} circles", building.circles);
  const lines = [
    t("Cost {cost} · {vp} VP · {circles}", { cost: building.cost, vp: building.vp, circles }),
    t(building.effect),
    left ? tn("{n} left in the supply", "{n} left in the supply", left) : t("None left in the supply"),
  ];
  if (typeof price === "number" && board && !owned && left) lines.push(t("You would pay {n}", { n: price }));
  tip(g, t(building.name), ...lines);
  return offer(g, `build ${building.id}`, view);
}
