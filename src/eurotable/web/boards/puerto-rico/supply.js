// Puerto Rico's supply: the colonist ship and the colonists, the VP chips, the goods
// (the craftsman's `extra GOOD`), and the plantations and quarries (`take KIND`,
// `take quarry`, the face-down stack's `hacienda`, the discards).

import { chipBack, fitted, PAD, panel, SMALL, sum, TITLE, vpChip, W } from "../panels.js";
import { label, part, s, takenFrom, tip } from "../svg.js";
import { barrel, colonist, quarryMark, shipHull } from "./pieces.js";
import { offer } from "./view.js";
import { GOOD_NAMES, TILE_NAMES } from "./words.js";

/** The supply panel: colonists and VP chips, the goods, the plantations and quarries. */
export function supplyPanel(view) {
  const { t } = view;
  const parts = [drawColonistsAndChips(view, 24)];
  parts.push(drawGoodsSupply(view, 84));
  const { tiles, height } = drawPlantations(view, 140);
  parts.push(tiles);
  return panel(t("Supply"), 140 + height + PAD, ...parts);
}

/** The colonist ship, the colonist supply and the VP chips, each over its name. */
function drawColonistsAndChips(view, y) {
  const { obs, t, tn } = view;
  const g = s("g", {});
  const cy = y + 18;
  const under = y + 44;
  const ship = s("g", { class: "pr-colonist-ship" }, shipHull(28, cy - 14, 44), colonist(46, cy, 7, true),
    label(66, cy + 0.5, obs.colonists.ship, { "font-size": TITLE, class: "bd-strong" }),
    fitted(56, under, t("Colonist ship"), 100, { "font-size": SMALL, class: "bd-quiet" }));
  g.append(tip(takenFrom(part(ship, "colonists.ship"), "colonists.supply"), t("Colonist ship"), tn("{n} colonist waits for the mayor", "{n} colonists wait for the mayor", obs.colonists.ship)));
  const sx = 158;
  const supply = s("g", { class: "pr-colonist-supply" },
    colonist(sx, cy + 3, 6, true), colonist(sx + 9, cy - 5, 6, true), colonist(sx + 18, cy + 3, 6, true),
    label(sx + 30, cy + 0.5, obs.colonists.supply, { "text-anchor": "start", "font-size": TITLE, class: "bd-strong" }),
    fitted(sx + 18, under, t("Colonists"), 90, { "font-size": SMALL, class: "bd-quiet" }));
  g.append(tip(part(supply, "colonists.supply"), t("Colonist supply"), tn("{n} colonist left", "{n} colonists left", obs.colonists.supply)));
  const vx = 276;
  const left = obs.vp_supply;
  const caption = left < 0 ? t("VP chips (+{n} on paper)", { n: -left }) : t("VP chips");
  const chips = s("g", { class: "pr-vp-supply" },
    vpChip(vx, cy, 14, Math.max(0, left)),
    fitted(vx, under, caption, 2 * (W - PAD - vx), { "font-size": SMALL, class: left < 0 ? "bd-notice-text" : "bd-quiet" }));
  const vpLines = [tn("{n} VP chip left", "{n} VP chips left", Math.max(0, left))];
  if (left < 0) vpLines.push(t("The chips ran out: {n} more VP are noted on paper", { n: -left }));
  g.append(tip(part(chips, "vp_supply"), t("VP chips"), ...vpLines));
  return g;
}

/** The goods supply; the craftsman's extra barrel is chosen here (`extra GOOD`). */
function drawGoodsSupply(view, y) {
  const { obs, t } = view;
  const g = s("g", { class: "pr-goods-supply" },
    label(PAD, y, t("Goods"), { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
  view.components.goods.forEach((good, k) => {
    const x = PAD + k * 65;
    const count = obs.goods_supply[good.id];
    const item = s("g", { class: count ? "" : "bd-none" },
      chipBack(x, y + 8, 58, 34), barrel(good.id, x + 15, y + 25, 26),
      label(x + 31, y + 25.5, count, { "text-anchor": "start", "font-size": TITLE, class: "bd-strong" }));
    part(item, `goods_supply.${good.id}`);
    tip(item, t(GOOD_NAMES[good.id]), view.tn("{n} barrel in the supply", "{n} barrels in the supply", count));
    g.append(offer(item, `extra ${good.id}`, view));
  });
  return g;
}

/** A plantation or quarry tile, `size` units square, its corner at (x, y). */
function plantationTile(view, kind, x, y, size) {
  const { t } = view;
  return s("g", { class: `pr-tile tile-${kind}` },
    s("rect", { x, y, width: size, height: size, rx: 5, class: "pr-tile-body" }),
    fitted(x + size / 2, y + 11, t(TILE_NAMES[kind]), size - 6, { "font-size": SMALL }),
    kind === "quarry" ? quarryMark(x + size / 2, y + size - 14) : barrel(kind, x + size / 2, y + size - 14, 18));
}

/** Face-up plantations (`take KIND`), the quarries (`take quarry`), the face-down stack
 * (`hacienda`) and the discards. A face-up tile is an item of the list, drawn in its own
 * place (translated): taking one moves the later ones along without changing them; a
 * new one comes from the stack. */
function drawPlantations(view, y) {
  const { obs, t, tn } = view;
  const size = 46;
  const g = s("g", {}, label(PAD, y, t("Plantations"), { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
  obs.face_up.forEach((kind, k) => {
    const tile = plantationTile(view, kind, 0, 0, size);
    tile.setAttribute("data-plantation", kind);
    takenFrom(part(tile, "face_up", kind), `stack.${kind}`);
    tip(tile, t(TILE_NAMES[kind]), t("Face-up plantation"));
    g.append(s("g", { transform: `translate(${PAD + k * (size + 8)} ${y + 8})` }, offer(tile, `take ${kind}`, view)));
  });
  if (!obs.face_up.length) g.append(label(PAD, y + 31, t("No face-up plantations"), { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
  const row = y + 8 + size + 8;
  const quarry = s("g", { class: obs.quarries ? "" : "bd-none" }, plantationTile(view, "quarry", PAD, row, size),
    label(PAD + size + 6, row + size / 2, `×${obs.quarries}`, { "text-anchor": "start", "font-size": TITLE, class: "bd-strong" }));
  part(quarry, "quarries");
  tip(quarry, t("Quarries"), tn("{n} quarry left", "{n} quarries left", obs.quarries));
  g.append(offer(quarry, "take quarry", view));
  const stacked = sum(Object.values(obs.stack || {}));
  const sx = PAD + 100;
  const backs = s("g", {},
    s("rect", { x: sx + 4, y: row - 3, width: size, height: size, rx: 5, class: "pr-tile-back" }),
    s("rect", { x: sx, y: row, width: size, height: size, rx: 5, class: "pr-tile-back" }),
    label(sx + size / 2, row + size / 2, stacked, { "font-size": TITLE, class: "bd-strong pr-on-dark" }));
  const stack = s("g", { class: stacked ? "" : "bd-none" }, part(backs, "stack"),
    fitted(sx + size + 10, row + size / 2, t("face down"), 70, { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
  tip(stack, t("Face-down plantations"), tn("{n} plantation in the stack", "{n} plantations in the stack", stacked));
  g.append(offer(stack, "hacienda", view));
  const discarded = sum(Object.values(obs.discards || {}));
  if (discarded) {
    const discards = label(W - PAD, row + size / 2, tn("{n} discarded", "{n} discarded", discarded), { "text-anchor": "end", "font-size": SMALL, class: "bd-quiet" });
    g.append(tip(part(s("g", {}, discards), "discards"), t("Discarded plantations"), t("Shuffled into a new stack when the stack runs out")));
  }
  return { tiles: g, height: row + size - y + 4 };
}
