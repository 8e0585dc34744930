// Puerto Rico's cargo ships, the viewer's Wharf and the trading house, with the chips
// of the captain's `load GOOD SHIP` and `wharf GOOD` and the trader's `sell GOOD`.

import { BODY, chipBack, fitted, PAD, panel, SMALL, TITLE } from "../panels.js";
import { label, part, s, seatToken, takenFrom, tip } from "../svg.js";
import { barrel, shipHull } from "./pieces.js";
import { legalWith, offer } from "./view.js";
import { GOOD_NAMES } from "./words.js";

const SLOT = 25;

/** The cargo ships panel: each ship (and under it its `load` chips), the viewer's Wharf
 * (and its `wharf` chips), the trading house (and under it the `sell` chips). Each is
 * drawn from 0 and moved down (translated) as far as the chips above reach, so that chips
 * coming and going change no drawing of a ship's cargo or of the trading house. */
export function shipsPanel(view) {
  const { obs, t } = view;
  const parts = [];
  let y = 24;
  obs.ships.forEach((ship, i) => {
    parts.push(at(y, drawShip(view, ship, i)));
    y += 34;
    const loads = legalWith(view, "load ").filter((a) => a.endsWith(` ${i + 1}`));
    if (loads.length) {
      parts.push(drawChips(view, loads.map((a) => [a, a.split(" ")[1], null]), 40, y));
      y += 42;
    }
  });
  const board = view.viewer !== null ? obs.boards[view.viewer] : null;
  if (board && "wharf" in board.buildings) {
    parts.push(at(y, drawWharf(view)));
    y += 34;
    const wharves = legalWith(view, "wharf ");
    if (wharves.length) {
      parts.push(drawChips(view, wharves.map((a) => [a, a.split(" ")[1], null]), 40, y));
      y += 42;
    }
  }
  y += 6;
  parts.push(at(y, drawTradingHouse(view)));
  y += 50;
  const sells = legalWith(view, "sell ");
  if (sells.length) {
    parts.push(drawChips(view, sells.map((action) => {
      const good = action.split(" ")[1];
      const price = obs.prices?.sell?.[good];
      return [action, good, typeof price === "number" ? `+${price}` : null];
    }), PAD, y));
    y += 50;
  }
  return panel(t("Cargo ships"), y + 2, ...parts);
}

/** `element` moved down to `y`. */
function at(y, element) {
  return s("g", { transform: `translate(0 ${y})` }, element);
}

/** A cargo ship: its number, its hull and slots, its cargo (named by the ship: the
 * barrels come from the players' goods of its kind) and how full it is. */
function drawShip(view, ship, i) {
  const { t } = view;
  const x = 40;
  const y = 0;
  const g = s("g", { class: "pr-ship", "data-ship": i + 1 },
    s("circle", { cx: 20, cy: y + 14, r: 11, class: "pr-ship-number" }),
    label(20, y + 14.5, i + 1, { "font-size": BODY, class: "bd-strong" }),
    shipHull(x - 4, y, ship.capacity * SLOT + 4));
  const cargo = part(s("g", {}), `ships.${i}`);
  if (ship.good) takenFrom(cargo, ...view.obs.boards.map((_, seat) => `boards.${seat}.goods.${ship.good}`));
  for (let k = 0; k < ship.capacity; k++) {
    const cx = x + k * SLOT + SLOT / 2;
    if (k < ship.load) cargo.append(barrel(ship.good, cx, y + 14, 21));
    else g.append(s("rect", { x: cx - 8, y: y + 5, width: 16, height: 18, rx: 4, class: "pr-slot" }));
  }
  g.append(cargo, part(label(x + ship.capacity * SLOT + 16, y + 14.5, `${ship.load}/${ship.capacity}`, { "text-anchor": "start", "font-size": BODY }), `ships.${i}.load`));
  const loaded = ship.good ? view.tn("{n} barrel of {good} loaded", "{n} barrels of {good} loaded", ship.load, { good: t(GOOD_NAMES[ship.good]) }) : t("Empty");
  return tip(g, t("Cargo ship {n}", { n: i + 1 }), view.tn("Holds {n} barrel", "Holds {n} barrels", ship.capacity), loaded);
}

/** The viewer's Wharf (named by whether it was used this phase). */
function drawWharf(view) {
  const { obs, t } = view;
  const used = obs.wharf_used?.[view.viewer];
  const x = 40;
  const y = 0;
  const g = s("g", { class: `pr-ship pr-wharf${used ? " used" : ""}` },
    seatToken(view.viewer, 20, y + 14, 9),
    shipHull(x - 4, y, 6 * SLOT),
    fitted(x + 3 * SLOT, y + 14.5, t("Your Wharf"), 6 * SLOT - 12, { "font-size": BODY, class: "bd-strong" }));
  if (used) g.append(fitted(x + 6 * SLOT + 16, y + 14.5, t("used"), 60, { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
  return tip(part(g, `wharf_used.${view.viewer}`), t("Your Wharf"), t(view.buildings.wharf.effect), used ? t("Used this phase") : t("Not used this phase"));
}

/** A row of barrel chips, one per action: [action, good, caption]. */
function drawChips(view, chips, x, y) {
  const g = s("g", { class: "pr-chips" });
  chips.forEach(([action, good, caption], k) => {
    const cx = x + k * 42;
    const height = caption ? 46 : 34;
    const chip = s("g", { class: "pr-offer" }, chipBack(cx, y, 36, height), barrel(good, cx + 18, y + 17, 24));
    if (caption) chip.append(label(cx + 18, y + 38, caption, { "font-size": BODY, class: "bd-strong" }));
    g.append(offer(chip, action, view));
  });
  return g;
}

/** The trading house: its barrels (items of the list, from the players' goods) and the
 * goods' prices. */
function drawTradingHouse(view) {
  const { obs, t, components } = view;
  const capacity = components.trading_house_capacity;
  const y = 0;
  const g = s("g", { class: "pr-house" },
    label(PAD, y + 6, t("Trading house"), { "text-anchor": "start", class: "bd-title", "font-size": TITLE }),
    s("rect", { x: PAD, y: y + 16, width: capacity * 34 + 6, height: 32, rx: 5, class: "pr-house-body" }));
  for (let k = 0; k < capacity; k++) {
    const cx = PAD + 3 + k * 34 + 17;
    const good = obs.trading_house[k];
    const sold = good && takenFrom(part(barrel(good, cx, y + 32, 24), "trading_house", good), ...obs.boards.map((_, seat) => `boards.${seat}.goods.${good}`));
    g.append(sold || s("rect", { x: cx - 10, y: y + 21, width: 20, height: 22, rx: 4, class: "pr-slot" }));
  }
  const prices = components.goods.map((good) => `${t(GOOD_NAMES[good.id])} ${good.price}`).join(" · ");
  const sell = obs.prices?.sell;
  const lines = [t("Holds {n} barrels, each of a different kind", { n: capacity }), t("Prices: {list}", { list: prices })];
  if (sell && components.goods.every((good) => typeof sell[good.id] === "number")) {
    lines.push(t("You would get: {list}", { list: components.goods.map((good) => `${t(GOOD_NAMES[good.id])} ${sell[good.id]}`).join(" · ") }));
  }
  const x = PAD + capacity * 34 + 18;
  components.goods.forEach((good, k) => {
    const px = x + k * 32 + 10;
    g.append(barrel(good.id, px, y + 32, 18), label(px + 12, y + 32, good.price, { "font-size": SMALL, class: "bd-quiet" }));
  });
  return tip(g, t("Trading house"), ...lines);
}
