// Puerto Rico drawn from one seat's observation (or the public one): the common area
// (roles, cargo ships, trading house, supplies, building supply) and every player's
// island and city, as schematic SVG panels in a grid (puerto-rico.css lays them out).
// The legal actions of the seat to move are marked where they happen on the table:
// role cards, plantations, island tiles and buildings (mayor), the building supply,
// the trading house, the ships, the goods supply and the player's own goods.

import { BODY, chipBack, classed, coin, fitted, fitTexts, html, PAD, panel, pill, pillWidth, SMALL, sum, TITLE, vpChip, W, wrapped } from "./panels.js";
import { canvas, label, s, seatToken, target, tip } from "./svg.js";
import { render as renderText } from "./text.js";
import { N_ } from "../i18n/t.js";

// Names of goods and tiles (translated where they are drawn, with t()).
const GOOD_NAMES = { corn: N_("Corn"), indigo: N_("Indigo"), sugar: N_("Sugar"), tobacco: N_("Tobacco"), coffee: N_("Coffee") };
const TILE_NAMES = { ...GOOD_NAMES, quarry: N_("Quarry") };

// A pictogram per good (so its colour is never the only clue), drawn in a 20-unit box.
const GOOD_ICONS = {
  corn: ["M0,-8 C4.5,-8 4.5,4 0,8 C-4.5,4 -4.5,-8 0,-8 Z", "M-3,-3.5 H3 M-3.4,0.5 H3.4 M-2.6,4.3 H2.6"],
  indigo: ["M0,-8 C2.5,-4 6,-0.5 6,3 A6,6 0 0 1 -6,3 C-6,-0.5 -2.5,-4 0,-8 Z", ""],
  sugar: ["M0,-7 L6.5,-3.5 V3.5 L0,7 L-6.5,3.5 V-3.5 Z", "M-6.5,-3.5 L0,0 L6.5,-3.5 M0,0 V7"],
  tobacco: ["M-6.5,6.5 C-7,-2 -1,-7.5 7,-7 C7.5,1 2,7 -6.5,6.5 Z", "M-6.5,6.5 L4,-4"],
  coffee: ["M0,-7.5 C5,-7.5 6,-2 6,0 C6,5 3,7.5 0,7.5 C-5,7.5 -6,2 -6,0 C-6,-5 -3,-7.5 0,-7.5 Z", "M-0.5,-7 C3,-3 -3,3 0.5,7"],
};

// ---------------------------------------------------------------------------------------
// Entry points

/**
 * Draw the Puerto Rico table into `container`: status and roles, the viewer's board,
 * ships and trading house, supplies, the building supply, then the other players.
 * @param {HTMLElement} container
 * @param {object} ctx the board context (see index.js)
 */
export function render(container, ctx) {
  const obs = ctx.observation;
  if (!obs) {
    renderText(container, ctx);
    return;
  }
  const view = viewOf(obs, ctx);
  const boards = seatsInOrder(view).map((seat) => playerPanel(view, seat));
  const [own, ...others] = boards;
  const common = html("div", "pr-common",
    classed("pr-status", statusPanel(view)),
    classed("pr-ships", shipsPanel(view)),
    classed("pr-supply", supplyPanel(view)),
    classed("pr-buildings", buildingSupplyPanel(view)));
  const players = html("div", "pr-players", classed("pr-own", own), ...others.map((b) => classed("pr-other", b)));
  container.replaceChildren(html("div", "bd-table pr-table", html("div", "pr-layout", common, players)));
  fitTexts(container);
}

/**
 * The public resources of `seat` for the players panel: doubloons, VP chips ("?" while
 * face down), goods, colonists (board and San Juan) and buildings.
 * @returns {{label: string, value: string|number, tip?: string}[]}
 */
export function seatFacts(observation, seat, ctx) {
  const board = observation?.boards?.[seat];
  if (!board) return [];
  const { t } = ctx;
  const goods = Object.entries(board.goods).filter(([, n]) => n > 0);
  const onBoard = sum(Object.values(board.occupied)) + sum(Object.values(board.buildings));
  return [
    { label: t("Doubloons"), value: board.doubloons },
    board.vp_chips === null || board.vp_chips === undefined
      ? { label: t("VP chips"), value: "?", tip: t("Face down: only their owner knows") }
      : { label: t("VP chips"), value: board.vp_chips },
    { label: t("Goods"), value: sum(goods.map(([, n]) => n)), tip: goods.map(([g, n]) => `${t(GOOD_NAMES[g])} ${n}`).join(", ") || t("No goods") },
    { label: t("Colonists"), value: onBoard + board.san_juan, tip: t("{board} on the board, {sanJuan} in San Juan", { board: onBoard, sanJuan: board.san_juan }) },
    { label: t("Buildings"), value: Object.keys(board.buildings).length },
    { label: t("Building VP"), value: sum(ctx.components.buildings.filter((b) => b.id in board.buildings).map((b) => b.vp)), tip: t("The points printed on the buildings (public; the large buildings' bonuses count at the end)") },
  ];
}

// ---------------------------------------------------------------------------------------
// What every panel needs: the observation, the context and a few lookups

function viewOf(obs, ctx) {
  const components = ctx.components;
  const buildings = Object.fromEntries(components.buildings.map((b) => [b.id, b]));
  const roles = Object.fromEntries(components.roles.map((r) => [r.id, r]));
  // Whose board comes first: the observation's seat; "you" only to the seat this page plays.
  const viewer = obs.seat ?? ctx.viewer ?? null;
  const you = ctx.viewer ?? null;
  const toMove = ctx.over || ctx.waiting ? null : ctx.toMove ?? obs.actor ?? null;
  return { obs, ctx, t: ctx.t, tn: ctx.tn, components, buildings, roles, viewer, you, toMove };
}


/** The viewer first, then the others in seat order from the viewer on. */
function seatsInOrder(view) {
  const n = view.obs.boards.length;
  const first = view.viewer ?? 0;
  return Array.from({ length: n }, (_, k) => (first + k) % n);
}

function nameOf(view, seat) {
  return view.ctx.names?.[seat] || view.t("Seat {n}", { n: seat + 1 });
}

/** Mark `element` as the place of `action` (when legal) and make it a button. */
function offer(element, action, view) {
  if (element.hasAttribute("data-action")) return element;
  target(element, action, view.ctx);
  if (element.getAttribute("data-action") === action) {
    element.setAttribute("role", "button");
    element.setAttribute("tabindex", "0");
    element.setAttribute("aria-label", view.ctx.legal.get(action));
  }
  return element;
}

function legalWith(view, prefix) {
  return [...view.ctx.legal.keys()].filter((action) => action.startsWith(prefix));
}

// ---------------------------------------------------------------------------------------
// Drawing helpers of Puerto Rico



/** A barrel of `good`: its colour and its pictogram, `size` units tall, centred on (x, y). */
function barrel(good, x, y, size) {
  const [shape, lines] = GOOD_ICONS[good];
  const k = (size * 0.62) / 20;
  return s("g", { class: `pr-barrel good-${good}` },
    s("rect", { x: x - size * 0.42, y: y - size / 2, width: size * 0.84, height: size, rx: size * 0.22, class: "pr-barrel-body" }),
    s("g", { transform: `translate(${x} ${y}) scale(${k})`, class: "pr-icon" },
      s("path", { d: shape, class: "pr-icon-shape" }),
      lines && s("path", { d: lines, class: "pr-icon-lines" })));
}

function colonist(x, y, r, filled) {
  return s("circle", { cx: x, cy: y, r, class: filled ? "pr-colonist" : "pr-circle" });
}

// ---------------------------------------------------------------------------------------
// Status and roles

const STEP_TEXT = {
  role: N_("Choosing a role"),
  settle: N_("Taking plantations"),
  hospice: N_("Hospice"),
  mayor: N_("Arranging colonists"),
  build: N_("Building"),
  university: N_("University"),
  extra: N_("Craftsman's extra barrel"),
  trade: N_("Selling goods"),
  load: N_("Loading ships"),
  store: N_("Storing goods"),
};

function statusPanel(view) {
  const { obs, t } = view;
  const parts = [];
  let y = 13;
  const over = obs.step === "over" || view.ctx.over;
  const phase = obs.phase ? t("{role} phase", { role: t(view.roles[obs.phase].name) }) : t("Role selection");
  parts.push(fitted(PAD, y, over ? t("Game over") : phase, 170, { "text-anchor": "start", class: "bd-title", "font-size": TITLE }));
  const governor = s("g", {}, seatToken(obs.governor, W - PAD - 6, y, 6),
    fitted(W - PAD - 16, y, t("Governor: {name}", { name: nameOf(view, obs.governor) }), 140, { "text-anchor": "end", "font-size": SMALL }));
  parts.push(tip(governor, t("Governor"), t("Chooses the first role of the round")));
  const detail = [];
  if (!over && obs.flow?.chooser >= 0 && obs.phase) detail.push(t("chosen by {name}", { name: nameOf(view, obs.flow.chooser) }));
  if (!over && STEP_TEXT[obs.step]) detail.push(obs.step === "mayor" && obs.flow?.placing ? t("Placing colonists") : t(STEP_TEXT[obs.step]));
  if (view.toMove !== null) detail.push(t("{name} to move", { name: nameOf(view, view.toMove) }));
  if (detail.length) {
    y += 17;
    parts.push(fitted(PAD, y, detail.join(" · "), W - 2 * PAD, { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
  }
  y += 10;
  if (obs.end_triggered && !over) {
    parts.push(s("rect", { x: PAD, y: y + 2, width: W - 2 * PAD, height: 20, rx: 4, class: "bd-notice" }),
      fitted(W / 2, y + 12, t("The game ends after this round"), W - 4 * PAD, { "font-size": BODY, class: "bd-strong" }));
    y += 24;
  }
  const { cards, height } = drawRoles(view, y + 4);
  parts.push(cards);
  return canvas(W, y + 4 + height + PAD, { class: "drawing bd-panel", "aria-label": t("Roles") }, ...parts);
}

/** The role cards: doubloons on them, the seat that took each, the phase being played. */
function drawRoles(view, top) {
  const { obs, t } = view;
  const cards = obs.roles;
  const columns = Math.ceil(cards.length / 2);
  const gap = 6;
  const width = (W - 2 * PAD - (columns - 1) * gap) / columns;
  const height = 62;
  // With two prospectors, `role prospector` takes the one with more doubloons.
  const offered = {};
  cards.forEach((card, i) => {
    if (card.taken_by !== null) return;
    const best = offered[card.role];
    if (best === undefined || card.doubloons > cards[best].doubloons) offered[card.role] = i;
  });
  const group = s("g", { class: "pr-roles" });
  cards.forEach((card, i) => {
    const x = PAD + (i % columns) * (width + gap);
    const y = top + Math.floor(i / columns) * (height + gap);
    const role = view.roles[card.role];
    const taken = card.taken_by !== null;
    const active = taken && obs.phase === card.role && obs.flow?.chooser === card.taken_by;
    const g = s("g", { class: `pr-role${taken ? " taken" : ""}${active ? " active" : ""}` },
      s("rect", { x, y, width, height, rx: 6, class: "pr-role-card" }),
      fitted(x + width / 2, y + 14, t(role.name), width - 8, { "font-size": BODY, class: "bd-strong" }));
    if (card.doubloons > 0) g.append(coin(x + 16, y + height - 16, 10, card.doubloons));
    if (taken) g.append(seatToken(card.taken_by, x + width - 15, y + height - 16, 8));
    if (active) g.append(fitted(x + width / 2, y + 30, t("now"), width - 8, { "font-size": SMALL, class: "bd-quiet" }));
    const lines = [t("Everyone: {text}", { text: t(role.everyone) }), t("Privilege: {text}", { text: t(role.privilege) })];
    if (card.doubloons > 0) lines.push(view.tn("{n} doubloon on it", "{n} doubloons on it", card.doubloons));
    if (taken) lines.push(t("Taken by {name}", { name: nameOf(view, card.taken_by) }));
    tip(g, t(role.name), ...lines);
    if (offered[card.role] === i) offer(g, `role ${card.role}`, view);
    group.append(g);
  });
  const rows = Math.ceil(cards.length / columns);
  return { cards: group, height: rows * height + (rows - 1) * gap };
}

// ---------------------------------------------------------------------------------------
// Cargo ships, the viewer's Wharf and the trading house

const SLOT = 25;

function shipsPanel(view) {
  const { obs, t } = view;
  const parts = [];
  let y = 24;
  obs.ships.forEach((ship, i) => {
    parts.push(drawShip(view, ship, i, y));
    y += 34;
    const loads = legalWith(view, "load ").filter((a) => a.endsWith(` ${i + 1}`));
    if (loads.length) {
      parts.push(drawChips(view, loads.map((a) => [a, a.split(" ")[1], null]), 40, y));
      y += 42;
    }
  });
  const board = view.viewer !== null ? obs.boards[view.viewer] : null;
  if (board && "wharf" in board.buildings) {
    parts.push(drawWharf(view, y));
    y += 34;
    const wharves = legalWith(view, "wharf ");
    if (wharves.length) {
      parts.push(drawChips(view, wharves.map((a) => [a, a.split(" ")[1], null]), 40, y));
      y += 42;
    }
  }
  y += 6;
  parts.push(drawTradingHouse(view, y));
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

function shipHull(x, y, width) {
  const h = 28;
  return s("path", { d: `M${x},${y} H${x + width} L${x + width + 12},${y + h / 2} L${x + width},${y + h} H${x + 6} Z`, class: "pr-hull" });
}

function drawShip(view, ship, i, y) {
  const { t } = view;
  const x = 40;
  const g = s("g", { class: "pr-ship", "data-ship": i + 1 },
    s("circle", { cx: 20, cy: y + 14, r: 11, class: "pr-ship-number" }),
    label(20, y + 14.5, i + 1, { "font-size": BODY, class: "bd-strong" }),
    shipHull(x - 4, y, ship.capacity * SLOT + 4));
  for (let k = 0; k < ship.capacity; k++) {
    const cx = x + k * SLOT + SLOT / 2;
    if (k < ship.load) g.append(barrel(ship.good, cx, y + 14, 21));
    else g.append(s("rect", { x: cx - 8, y: y + 5, width: 16, height: 18, rx: 4, class: "pr-slot" }));
  }
  g.append(label(x + ship.capacity * SLOT + 16, y + 14.5, `${ship.load}/${ship.capacity}`, { "text-anchor": "start", "font-size": BODY }));
  const cargo = ship.good ? view.tn("{n} barrel of {good} loaded", "{n} barrels of {good} loaded", ship.load, { good: t(GOOD_NAMES[ship.good]) }) : t("Empty");
  return tip(g, t("Cargo ship {n}", { n: i + 1 }), view.tn("Holds {n} barrel", "Holds {n} barrels", ship.capacity), cargo);
}

function drawWharf(view, y) {
  const { obs, t } = view;
  const used = obs.wharf_used?.[view.viewer];
  const x = 40;
  const g = s("g", { class: `pr-ship pr-wharf${used ? " used" : ""}` },
    seatToken(view.viewer, 20, y + 14, 9),
    shipHull(x - 4, y, 6 * SLOT),
    fitted(x + 3 * SLOT, y + 14.5, t("Your Wharf"), 6 * SLOT - 12, { "font-size": BODY, class: "bd-strong" }));
  if (used) g.append(fitted(x + 6 * SLOT + 16, y + 14.5, t("used"), 60, { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
  return tip(g, t("Your Wharf"), t(view.buildings.wharf.effect), used ? t("Used this phase") : t("Not used this phase"));
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

function drawTradingHouse(view, y) {
  const { obs, t, components } = view;
  const capacity = components.trading_house_capacity;
  const g = s("g", { class: "pr-house" },
    label(PAD, y + 6, t("Trading house"), { "text-anchor": "start", class: "bd-title", "font-size": TITLE }),
    s("rect", { x: PAD, y: y + 16, width: capacity * 34 + 6, height: 32, rx: 5, class: "pr-house-body" }));
  for (let k = 0; k < capacity; k++) {
    const cx = PAD + 3 + k * 34 + 17;
    const good = obs.trading_house[k];
    g.append(good ? barrel(good, cx, y + 32, 24) : s("rect", { x: cx - 10, y: y + 21, width: 20, height: 22, rx: 4, class: "pr-slot" }));
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

// ---------------------------------------------------------------------------------------
// Supplies: colonists, VP chips, goods, plantations and quarries

function supplyPanel(view) {
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
  g.append(tip(ship, t("Colonist ship"), tn("{n} colonist waits for the mayor", "{n} colonists wait for the mayor", obs.colonists.ship)));
  const sx = 158;
  const supply = s("g", { class: "pr-colonist-supply" },
    colonist(sx, cy + 3, 6, true), colonist(sx + 9, cy - 5, 6, true), colonist(sx + 18, cy + 3, 6, true),
    label(sx + 30, cy + 0.5, obs.colonists.supply, { "text-anchor": "start", "font-size": TITLE, class: "bd-strong" }),
    fitted(sx + 18, under, t("Colonists"), 90, { "font-size": SMALL, class: "bd-quiet" }));
  g.append(tip(supply, t("Colonist supply"), tn("{n} colonist left", "{n} colonists left", obs.colonists.supply)));
  const vx = 276;
  const left = obs.vp_supply;
  const caption = left < 0 ? t("VP chips (+{n} on paper)", { n: -left }) : t("VP chips");
  const chips = s("g", { class: "pr-vp-supply" },
    vpChip(vx, cy, 14, Math.max(0, left)),
    fitted(vx, under, caption, 2 * (W - PAD - vx), { "font-size": SMALL, class: left < 0 ? "bd-notice-text" : "bd-quiet" }));
  const vpLines = [tn("{n} VP chip left", "{n} VP chips left", Math.max(0, left))];
  if (left < 0) vpLines.push(t("The chips ran out: {n} more VP are noted on paper", { n: -left }));
  g.append(tip(chips, t("VP chips"), ...vpLines));
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
    tip(item, t(GOOD_NAMES[good.id]), view.tn("{n} barrel in the supply", "{n} barrels in the supply", count));
    g.append(offer(item, `extra ${good.id}`, view));
  });
  return g;
}

function plantationTile(view, kind, x, y, size) {
  const { t } = view;
  return s("g", { class: `pr-tile tile-${kind}` },
    s("rect", { x, y, width: size, height: size, rx: 5, class: "pr-tile-body" }),
    fitted(x + size / 2, y + 11, t(TILE_NAMES[kind]), size - 6, { "font-size": SMALL }),
    kind === "quarry" ? quarryMark(x + size / 2, y + size - 14) : barrel(kind, x + size / 2, y + size - 14, 18));
}

function quarryMark(x, y) {
  return s("path", { d: `M${x - 9},${y + 6} L${x - 4},${y - 5} L${x + 1},${y + 1} L${x + 4},${y - 3} L${x + 9},${y + 6} Z`, class: "pr-quarry-mark" });
}

/** Face-up plantations (`take KIND`), the quarries (`take quarry`), the face-down stack
 * (`hacienda`) and the discards. */
function drawPlantations(view, y) {
  const { obs, t, tn } = view;
  const size = 46;
  const g = s("g", {}, label(PAD, y, t("Plantations"), { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
  obs.face_up.forEach((kind, k) => {
    const tile = plantationTile(view, kind, PAD + k * (size + 8), y + 8, size);
    tile.setAttribute("data-plantation", kind);
    tip(tile, t(TILE_NAMES[kind]), t("Face-up plantation"));
    g.append(offer(tile, `take ${kind}`, view));
  });
  if (!obs.face_up.length) g.append(label(PAD, y + 31, t("No face-up plantations"), { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
  const row = y + 8 + size + 8;
  const quarry = s("g", { class: obs.quarries ? "" : "bd-none" }, plantationTile(view, "quarry", PAD, row, size),
    label(PAD + size + 6, row + size / 2, `×${obs.quarries}`, { "text-anchor": "start", "font-size": TITLE, class: "bd-strong" }));
  tip(quarry, t("Quarries"), tn("{n} quarry left", "{n} quarries left", obs.quarries));
  g.append(offer(quarry, "take quarry", view));
  const stacked = sum(Object.values(obs.stack || {}));
  const sx = PAD + 100;
  const stack = s("g", { class: stacked ? "" : "bd-none" },
    s("rect", { x: sx + 4, y: row - 3, width: size, height: size, rx: 5, class: "pr-tile-back" }),
    s("rect", { x: sx, y: row, width: size, height: size, rx: 5, class: "pr-tile-back" }),
    label(sx + size / 2, row + size / 2, stacked, { "font-size": TITLE, class: "bd-strong pr-on-dark" }),
    fitted(sx + size + 10, row + size / 2, t("face down"), 70, { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
  tip(stack, t("Face-down plantations"), tn("{n} plantation in the stack", "{n} plantations in the stack", stacked));
  g.append(offer(stack, "hacienda", view));
  const discarded = sum(Object.values(obs.discards || {}));
  if (discarded) {
    const discards = label(W - PAD, row + size / 2, tn("{n} discarded", "{n} discarded", discarded), { "text-anchor": "end", "font-size": SMALL, class: "bd-quiet" });
    g.append(tip(s("g", {}, discards), t("Discarded plantations"), t("Shuffled into a new stack when the stack runs out")));
  }
  return { tiles: g, height: row + size - y + 4 };
}

// ---------------------------------------------------------------------------------------
// The building supply, in the four columns of the real board

function buildingSupplyPanel(view) {
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

function kindClass(building) {
  return building.kind === "violet" ? "violet" : `good-${building.good}`;
}

function circlesRow(x, y, count, filled, r = 4.8) {
  return Array.from({ length: count }, (_, k) => colonist(x - (count - 1 - k) * (r * 2 + 2.5), y, r, k < filled));
}

/** One building of the supply: name, cost, VP, circles, copies left; during the builder
 * step the viewer's price where he can afford it. */
function supplyTile(view, building, x, y, width, height) {
  const { obs, t, tn } = view;
  const left = obs.building_supply[building.id];
  const board = view.viewer !== null ? obs.boards[view.viewer] : null;
  const price = obs.prices?.build?.[building.id];
  const owned = board && building.id in board.buildings;
  const showPrice = obs.step === "build" && board && left > 0 && !owned && typeof price === "number" && price <= board.doubloons;
  const g = s("g", { class: `pr-building ${kindClass(building)}${left ? "" : " bd-none"}${showPrice ? " affordable" : ""}` },
    s("rect", { x, y, width, height, rx: 5, class: "pr-building-body" }),
    ...wrapped(x + width / 2, y + 15, t(building.name), width - 6, SMALL));
  const bottom = y + height - 11;
  const cost = showPrice
    ? s("g", { class: "pr-price" },
      s("rect", { x: x + 2, y: bottom - 10, width: 30, height: 20, rx: 10 }),
      label(x + 17, bottom + 0.5, price, { "font-size": TITLE, class: "bd-strong" }))
    : coin(x + 11, bottom, 8, building.cost);
  g.append(cost, vpChip(x + (showPrice ? 42 : 30), bottom, 8, building.vp),
    ...circlesRow(x + width - 8, bottom - 14, building.circles, 0, 4),
    label(x + width - 6, bottom + 1, `×${left}`, { "text-anchor": "end", "font-size": SMALL, class: "bd-quiet" }));
  const lines = [
    t("Cost {cost} · {vp} VP · {circles}", { cost: building.cost, vp: building.vp, circles: tn("{n} circle", "{n} circles", building.circles) }),
    t(building.effect),
    left ? tn("{n} left in the supply", "{n} left in the supply", left) : t("None left in the supply"),
  ];
  if (typeof price === "number" && board && !owned && left) lines.push(t("You would pay {n}", { n: price }));
  tip(g, t(building.name), ...lines);
  return offer(g, `build ${building.id}`, view);
}

// ---------------------------------------------------------------------------------------
// A player's board: resources, island and city

const TILE_W = (W - 2 * PAD - 5 * 4) / 6;
const TILE_H = 42;
const CELL_W = (W - 2 * PAD - 3 * 4) / 4;
const CELL_H = 46;

function playerPanel(view, seat) {
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
  const marks = [];
  if (seat === view.toMove) marks.push([t("to move"), "bd-pill-move"]);
  if (seat === obs.governor) marks.push([t("Governor"), "pr-pill-governor"]);
  for (const [text, className] of marks) {
    const drawn = pill(right, 15, text, className);
    g.append(drawn);
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
  g.append(tip(coin(20, cy, 12, board.doubloons), t("Doubloons"), tn("{n} doubloon", "{n} doubloons", board.doubloons)));
  const vpHidden = board.vp_chips === null || board.vp_chips === undefined;
  g.append(tip(vpChip(50, cy, 13, vpHidden ? "?" : board.vp_chips), t("VP chips"),
    vpHidden ? t("Face down: only their owner knows") : tn("{n} VP in chips", "{n} VP in chips", board.vp_chips)));
  const sanJuan = s("g", { class: `pr-san-juan${board.san_juan > 0 ? " waiting" : ""}` },
    s("rect", { x: 70, y: y + 1, width: 72, height: 28, rx: 5, class: "bd-chip" }),
    fitted(100, cy - 6, t("San Juan"), 56, { "font-size": SMALL, class: "bd-quiet" }),
    colonist(88, cy + 6, 5, board.san_juan > 0),
    label(98, cy + 6.5, board.san_juan, { "text-anchor": "start", "font-size": BODY, class: "bd-strong" }));
  g.append(tip(sanJuan, t("San Juan"), tn("{n} colonist waiting to be placed", "{n} colonists waiting to be placed", board.san_juan)));
  view.components.goods.forEach((good, k) => {
    const x = 148 + k * 37;
    const count = board.goods[good.id];
    const item = s("g", { class: count ? "" : "bd-none" },
      chipBack(x, y, 34, 30), barrel(good.id, x + 11, cy, 22),
      label(x + 22, cy + 0.5, count, { "text-anchor": "start", "font-size": BODY, class: "bd-strong" }));
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
 * circle; the mayor's `place KIND` goes on the first empty circle of that kind. */
function drawIsland(view, seat, board, y) {
  const { t, components } = view;
  const used = sum(Object.values(board.island));
  const g = s("g", { class: "pr-island" },
    label(PAD, y + 6, t("Island"), { "text-anchor": "start", "font-size": SMALL, class: "bd-title" }),
    label(W - PAD, y + 6, `${used}/${components.island_spaces}`, { "text-anchor": "end", "font-size": SMALL, class: "bd-quiet" }));
  let k = 0;
  for (const kind of components.tiles) {
    for (let n = 0; n < (board.island[kind] || 0); n++, k++) {
      const x = PAD + (k % 6) * (TILE_W + 4);
      const ty = y + 14 + Math.floor(k / 6) * (TILE_H + 4);
      const manned = n < board.occupied[kind];
      const tile = s("g", { class: `pr-tile tile-${kind}` },
        s("rect", { x, y: ty, width: TILE_W, height: TILE_H, rx: 5, class: "pr-tile-body" }),
        fitted(x + TILE_W / 2, ty + 10, t(TILE_NAMES[kind]), TILE_W - 6, { "font-size": SMALL }),
        kind === "quarry" ? quarryMark(x + 12, ty + 29) : barrel(kind, x + 11, ty + 28, 16),
        colonist(x + TILE_W / 2 + 6, ty + 28, 7, manned));
      tip(tile, t(TILE_NAMES[kind]), manned ? t("Occupied") : t("Empty circle"));
      // Before the first colonist is placed every tile is free again (the first `place`
      // lifts them all to San Juan): a full kind takes the offer on its first tile.
      const firstFree = board.occupied[kind] < board.island[kind] ? board.occupied[kind] : 0;
      if (n === firstFree && seat === view.toMove) offer(tile, `place ${kind}`, view);
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
  for (const [building, cell, span] of placed) {
    const x = cellX(cell);
    const cy = cellY(cell);
    const width = span * CELL_W + (span - 1) * 4;
    const workers = board.buildings[building.id];
    const tile = s("g", { class: `pr-building ${kindClass(building)}` },
      s("rect", { x, y: cy, width, height: CELL_H, rx: 5, class: "pr-building-body" }),
      ...wrapped(x + width / 2, cy + 14, t(building.name), width - 8, SMALL, span === 2 ? 1 : 2),
      label(x + 5, cy + CELL_H - 9, t("{n} VP", { n: building.vp }), { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }),
      ...circlesRow(x + width - 10, cy + CELL_H - 10, building.circles, workers, 5.5));
    tip(tile, t(building.name), t(building.effect),
      tn("{n} of {circles} circle occupied", "{n} of {circles} circles occupied", workers, { circles: building.circles }));
    if (seat === view.toMove) offer(tile, `place ${building.id}`, view);
    g.append(tile);
  }
  return g;
}
