// Shipyard's wheels panel: the crew wheel and the equipment wheel (four sectors each, the
// marker moving clockwise, the steps from it), and the exchange below them (the track with
// the cube on its prices, the goods tile being exchanged, and a row per good to sell it or
// swap it for one of its pieces).

import { chipBack, coin, fitted, PAD, SMALL, W } from "../panels.js";
import { label, part, rule, s, tip } from "../svg.js";
import { goodIcon, pieceIcon } from "./icons.js";
import { offer, panelSvg, r2 } from "./view.js";
import { goodName, pieceName } from "./words.js";

const DIAL_R = 56;

export function wheelsPanel(view) {
  const { obs, t } = view;
  const parts = [];
  const cy = 36 + DIAL_R;
  parts.push(drawDial(view, "crew", 8 + DIAL_R + 24, cy, obs.crew_wheel));
  parts.push(drawDial(view, "equipment", W - 8 - DIAL_R - 24, cy, obs.equipment_wheel));
  let y = cy + DIAL_R + 16;
  const { group, height } = drawExchange(view, y);
  parts.push(group);
  y += height;
  return panelSvg(view, t("Wheels and exchange"), y + PAD, "", ...parts);
}

function sectorPath(cx, cy, r, k) {
  const a0 = -Math.PI / 2 + (Math.PI / 2) * k;
  const a1 = a0 + Math.PI / 2;
  const p = (a) => `${r2(cx + Math.cos(a) * r)},${r2(cy + Math.sin(a) * r)}`;
  return `M${cx},${cy} L${p(a0)} A${r},${r} 0 0 1 ${p(a1)} Z`;
}

/** A wheel of four sectors (its pieces in clockwise order from the top right), the
 * marker on its sector, the steps clockwise from it. Offers `crew PIECE` / `equipment PIECE`. */
function drawDial(view, wheel, cx, cy, current) {
  const { t, tn, components } = view;
  const pieces = components.wheels?.[wheel] || [];
  const title = wheel === "crew" ? t("Crew wheel") : t("Equipment wheel");
  const g = s("g", { class: `sy-dial sy-dial-${wheel}` },
    fitted(cx, cy - DIAL_R - 10, title, 2 * DIAL_R + 40, { "font-size": SMALL + 0.5, class: "bd-strong" }));
  const at = pieces.indexOf(current);
  pieces.forEach((piece, k) => {
    const mid = -Math.PI / 4 + (Math.PI / 2) * k;
    const steps = at < 0 ? null : (k - at + 4) % 4 || 4;
    const here = k === at;
    const sector = s("g", { class: `sy-sector${here ? " current" : ""}`, "data-piece": piece },
      s("path", { d: sectorPath(cx, cy, DIAL_R, k), class: "sy-sector-body" }),
      // The piece of the sector stands for the supply it is taken from (part `supply.PIECE`):
      // what a player takes flies from here to their stock.
      part(s("g", {}, pieceIcon(piece, cx + Math.cos(mid) * DIAL_R * 0.58, cy + Math.sin(mid) * DIAL_R * 0.58 - 6, 20)), `supply.${piece}`),
      fitted(r2(cx + Math.cos(mid) * DIAL_R * 0.6), r2(cy + Math.sin(mid) * DIAL_R * 0.6 + 11), pieceName(t, piece), DIAL_R * 0.78, { "font-size": SMALL }));
    const rim = [cx + Math.cos(mid) * (DIAL_R + 11), cy + Math.sin(mid) * (DIAL_R + 11)];
    if (here) {
      sector.append(part(s("circle", { cx: r2(rim[0]), cy: r2(rim[1]), r: 7, class: "sy-marker" }), `${wheel}_wheel`));
    } else if (steps) {
      sector.append(s("circle", { cx: r2(rim[0]), cy: r2(rim[1]), r: 7, class: "sy-step" }),
        label(r2(rim[0]), r2(rim[1]) + 0.5, steps, { "font-size": SMALL, class: "bd-quiet" }));
    }
    const lines = [here ? t("The marker is here: taking it again costs a whole turn of the wheel") : tn("{n} step clockwise from the marker", "{n} steps clockwise from the marker", steps || 0)];
    lines.push(t("The first step is free; each further step costs a guilder"));
    tip(rule(sector, `wheel:${wheel}`), pieceName(t, piece), ...lines);
    offer(sector, `${wheel} ${piece}`, view);
    g.append(sector);
  });
  g.append(s("circle", { cx, cy, r: 7, class: "sy-hub" }),
    s("path", { d: `M${cx - 4},${cy - 1} A4,4 0 1 1 ${cx},${cy + 4}`, class: "sy-hub-arrow" }),
    s("path", { d: `M${cx - 6},${cy - 3} L${cx - 4},${cy + 1} L${cx - 1.8},${cy - 2.5} Z`, class: "sy-hub-head" }));
  return g;
}

/** The exchange track (the cube on its prices), the goods being exchanged, and a row per
 * good: sell it, or swap it for one of its pieces. Offers `sell GOOD`, `swap GOOD PIECE`. */
function drawExchange(view, top) {
  const { obs, t, components } = view;
  const goods = view.goods;
  const prices = components.wheels?.exchange || [];
  const hasStart = components.wheels?.exchange_start === -1;
  const columns = prices.length + (hasStart ? 1 : 0);
  const x0 = PAD + 30;
  const cw = (W - PAD - x0) / Math.max(columns, 1);
  const g = s("g", { class: "sy-exchange" },
    label(PAD, top, t("Exchange"), { "text-anchor": "start", "font-size": SMALL + 0.5, class: "bd-strong" }));
  const ty = top + 16;
  const rowH = 16;
  const track = s("g", { class: "sy-exchange-track" });
  goods.forEach((good, r) => track.append(goodIcon(good, PAD + 12, ty + 8 + r * rowH, 14)));
  const current = obs.exchange_position;
  for (let c = 0; c < columns; c++) {
    const index = hasStart ? c - 1 : c;
    const x = x0 + c * cw;
    const here = index === current;
    track.append(s("rect", { x: r2(x + 1), y: ty, width: r2(cw - 2), height: goods.length * rowH, rx: 3, class: `sy-exchange-space${here ? " current" : ""}` }));
    if (index < 0) {
      track.append(fitted(r2(x + cw / 2), ty + (goods.length * rowH) / 2, t("start"), cw - 6, { "font-size": SMALL, class: "bd-quiet" }));
    } else {
      goods.forEach((good, r) => track.append(label(r2(x + cw / 2), ty + 8.5 + r * rowH, prices[index][good], { "font-size": SMALL + 0.5, class: here ? "bd-strong" : "" })));
    }
    if (here) track.append(part(s("rect", { x: r2(x + cw / 2 - 5), y: ty - 6, width: 10, height: 10, rx: 2, class: "sy-exchange-cube" }), "exchange_position"));
  }
  const where = current === -1 || current === null || current === undefined ? t("The cube is on the start space") : t("The cube is on price space {n}", { n: current + 1 });
  g.append(tip(rule(track, "wheel:exchange"), t("Exchange"), where, t("Each exchange moves the cube one space clockwise; goods sell at the prices it stands on")));
  let y = ty + goods.length * rowH + 8;
  const pending = obs.pending || {};
  const trading = pending.trade_tile && (obs.step === "trade_good" || obs.step === "trade_tile") && Array.isArray(pending.trade_goods) && pending.trade_goods.length;
  if (trading) {
    g.append(drawTrade(view, pending, y));
    y += 38;
  }
  const swaps = components.wheels?.swaps || {};
  goods.forEach((good) => {
    const row = s("g", { class: "sy-swap-row" });
    row.append(goodIcon(good, PAD + 9, y + 16, 16),
      fitted(PAD + 19, y + 16, goodName(t, good), 36, { "text-anchor": "start", "font-size": SMALL }));
    const price = current >= 0 && prices[current] ? prices[current][good] : null;
    const sell = s("g", { class: "sy-sell" }, chipBack(62, y + 1, 54, 30),
      coin(76, y + 16, 8, price ?? "–"),
      fitted(100, y + 16.5, t("Sell"), 26, { "font-size": SMALL }));
    tip(rule(sell, "wheel:exchange"), t("Sell {good}", { good: goodName(t, good) }), price === null ? "" : t("{n} guilders at the cube's price, plus 1 per trader of it", { n: price }));
    row.append(offer(sell, `sell ${good}`, view));
    (swaps[good] || []).forEach((piece, k) => {
      const x = 122 + k * 50;
      const chip = s("g", { class: "sy-swap" }, chipBack(x, y + 1, 46, 30),
        pieceIcon(piece, x + 12, y + 16, 18),
        fitted(x + 32, y + 16.5, "⇄", 16, { "font-size": SMALL, class: "bd-quiet" }));
      tip(rule(chip, "wheel:exchange"), t("Swap {good} for a {piece}", { good: goodName(t, good), piece: pieceName(t, piece) }));
      row.append(offer(chip, `swap ${good} ${piece}`, view));
    });
    g.append(row);
    y += 34;
  });
  return { group: g, height: y - top };
}

/** The goods tile being exchanged: its goods in order, what each became, the next one. */
function drawTrade(view, pending, y) {
  const { t } = view;
  const g = s("g", { class: "sy-trade" },
    s("rect", { x: PAD, y, width: W - 2 * PAD, height: 32, rx: 5, class: "sy-trade-body" }),
    fitted(PAD + 6, y + 16, t("Exchanging goods"), 96, { "text-anchor": "start", "font-size": SMALL, class: "bd-strong" }));
  const done = pending.trade_choices || [];
  pending.trade_goods.forEach((good, k) => {
    const x = 118 + k * 70;
    const next = k === done.length;
    g.append(s("rect", { x, y: y + 3, width: 64, height: 26, rx: 4, class: `sy-trade-good${next ? " next" : ""}` }),
      goodIcon(good, x + 12, y + 16, 16));
    const choice = done[k];
    if (choice === "sell") g.append(coin(x + 34, y + 16, 7, "$"), label(x + 46, y + 16.5, t("sold"), { "text-anchor": "start", "font-size": SMALL }));
    else if (choice) g.append(pieceIcon(choice, x + 34, y + 16, 16));
    else if (next) g.append(fitted(x + 44, y + 16.5, t("next"), 40, { "font-size": SMALL, class: "bd-strong" }));
  });
  return tip(rule(g, "wheel:exchange"), t("Exchanging goods"), t("Each good is sold or swapped in turn"));
}
