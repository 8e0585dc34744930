// Shipyard's market: the goods display (goods tiles, freight trains in the 1st edition,
// each with its price) and the canal display, each with its stack, what was exchanged or
// discarded, and what the automata removed; and a goods tile drawn in any box (the
// players' own goods are drawn the same way).

import { coin, PAD, TITLE, W } from "../panels.js";
import { label, part, rule, s, tip } from "../svg.js";
import { canalDrawing, canalTip } from "./canal-tiles.js";
import { goodIcon } from "./icons.js";
import { countsLine, offer, panelSvg, r2 } from "./view.js";
import { goodName, proposedNote } from "./words.js";

/** A goods tile (a freight train in the 1st edition) in the box (x, y, w, h), with its goods. */
export function goodsDrawing(view, comp, x, y, w, h) {
  const g = s("g", { class: `sy-goods-tile${view.first ? " train" : ""}` },
    s("rect", { x: r2(x), y: r2(y), width: r2(w), height: r2(h), rx: 4, class: "sy-goods-back" }));
  if (view.first) {
    // A freight train: wagons on wheels.
    for (const wx of [x + 7, x + w / 2, x + w - 7]) g.append(s("circle", { cx: r2(wx), cy: r2(y + h - 1), r: 2.6, class: "sy-wheel" }));
  }
  const goods = comp?.goods || [];
  const size = Math.min(h - 6, (w - 4) / 3);
  goods.forEach((good, k) => g.append(goodIcon(good, x + w / 2 + (k - (goods.length - 1) / 2) * size, y + h / 2, size * 0.95)));
  return g;
}

export function goodsTip(view, comp, ...extra) {
  const { t } = view;
  const noun = view.first ? t("Freight train") : t("Goods tile");
  return [noun, (comp?.goods || []).map((good) => goodName(t, good)).join(", "), ...extra, proposedNote(t, comp)];
}

function priceLine(view, price) {
  return price ? view.tn("Price: {n} guilder", "Price: {n} guilders", price) : view.t("Price: free");
}

export function marketPanel(view) {
  const { obs, t, tn, components } = view;
  const parts = [];
  const slotW = 60;
  const gap = (W - 2 * PAD - 5 * slotW) / 4;
  let y = 24;
  const goodsPrices = components.prices?.goods || [0, 1, 1, 2, 2];
  (obs.goods_display || []).forEach((id, k) => {
    const x = PAD + k * (slotW + gap);
    if (!id) return;
    const comp = view.goodsTiles[id];
    const tile = part(s("g", { class: "sy-display-goods", "data-goods": id }, goodsDrawing(view, comp, x, y, slotW, 30),
      coin(x + slotW / 2, y + 42, 8, goodsPrices[k] ?? 0)), `goods_display.${k}`, id);
    tip(rule(tile, "goods-tile"), ...goodsTips(view, comp, goodsPrices[k]));
    parts.push(offer(tile, `goods ${k + 1}`, view));
  });
  y += 56;
  const removedGoods = (obs.removed_goods || []).length;
  const goodsLine = [["goods_stack", tn("{n} in the stack", "{n} in the stack", obs.goods_stack ?? 0)],
    ["goods_sold", tn("{n} exchanged", "{n} exchanged", (obs.goods_sold || []).length)]];
  if (removedGoods) goodsLine.push(["removed_goods", tn("{n} removed by the automata", "{n} removed by the automata", removedGoods)]);
  parts.push(...countsLine(PAD, y, W - 2 * PAD, goodsLine, { class: "bd-quiet" }));
  y += 18;
  parts.push(label(PAD, y, t("Canals"), { "text-anchor": "start", class: "bd-title", "font-size": TITLE }));
  y += 10;
  const canalPrices = components.prices?.canals || [0, 1, 1, 2, 2];
  (obs.canal_display || []).forEach((id, k) => {
    const x = PAD + k * (slotW + gap);
    if (!id) return;
    const comp = view.canals[id];
    const tile = part(s("g", { class: "sy-display-canal", "data-canal": id }, canalDrawing(comp, x, y, slotW),
      coin(x + slotW / 2, y + slotW + 12, 8, canalPrices[k] ?? 0)), `canal_display.${k}`, id);
    tip(rule(tile, "canal-tile"), ...canalTip(view, comp, priceLine(view, canalPrices[k] ?? 0)));
    parts.push(offer(tile, `canal ${k + 1}`, view));
  });
  y += slotW + 34;
  const removedCanals = (obs.removed_canals || []).length;
  const canalLine = [["canal_stack", tn("{n} in the stack", "{n} in the stack", obs.canal_stack ?? 0)],
    ["canal_discard", tn("{n} discarded", "{n} discarded", (obs.canal_discard || []).length)]];
  if (removedCanals) canalLine.push(["removed_canals", tn("{n} removed by the automata", "{n} removed by the automata", removedCanals)]);
  parts.push(...countsLine(PAD, y, W - 2 * PAD, canalLine, { class: "bd-quiet" }));
  y += 6;
  return panelSvg(view, view.first ? t("Freight trains") : t("Goods tiles"), y + PAD, "", ...parts);
}

function goodsTips(view, comp, price) {
  return goodsTip(view, comp, priceLine(view, price ?? 0));
}
