// What every area of Shipyard's board draws from: the view (the observation, the context
// and the component lookups, built once from ctx), who is who (the seats in order, their
// names, the seat deciding), the place of a legal action, and the pieces every panel
// shares (its frame and title, a section's title, rounded coordinates).

import { fitted, PAD, SMALL, TITLE, W } from "../panels.js";
import { canvas, label, legalStartingWith, part, s, target } from "../svg.js";

/** A coordinate rounded to hundredths, as every drawn number is written. */
export function r2(value) {
  return Math.round(value * 100) / 100;
}

/** What every panel needs: the observation, the context and a few lookups. */
export function viewOf(obs, ctx) {
  const components = ctx.components || {};
  const byId = (list) => Object.fromEntries((list || []).map((item) => [item.id, item]));
  // Whose board comes first: the observation's seat (a finished solo game shows its
  // player's to everybody); "you" only to the seat this page plays.
  const viewer = typeof obs.seat === "number" ? obs.seat : ctx.viewer ?? null;
  const you = ctx.viewer ?? null;
  const toMove = ctx.over || ctx.waiting || obs.step === "over" ? null : ctx.toMove ?? obs.actor ?? null;
  return {
    obs, ctx, t: ctx.t, tn: ctx.tn, components, viewer, you, toMove,
    first: obs.edition === "first",
    solo: obs.players === 1 || (obs.owners ?? 0) > (obs.players ?? 0),
    over: Boolean(ctx.over) || obs.step === "over",
    ships: byId(components.ship_tiles),
    canals: byId(components.canal_tiles),
    goodsTiles: byId(components.goods_tiles),
    employees: byId(components.employees),
    contracts: byId(components.contracts),
    pieces: components.pieces || Object.keys(obs.supply || {}),
    goods: components.goods || [],
  };
}

/** The viewer first, then the others in seat order from the viewer on. */
export function seatsInOrder(view) {
  const n = view.obs.boards.length;
  const first = view.viewer ?? 0;
  return Array.from({ length: n }, (_, k) => (first + k) % n);
}

/** A seat's name, or an automaton's (solo: the cube owners after the player). */
export function nameOf(view, owner) {
  const players = view.obs.players ?? view.obs.boards.length;
  if (owner >= players) return view.t("Automaton {n}", { n: owner - players + 1 });
  return view.ctx.names?.[owner] || view.t("Seat {n}", { n: owner + 1 });
}

/** Mark `element` as the place of `action` (when legal). */
export function offer(element, action, view) {
  if (element.hasAttribute("data-action")) return element;
  target(element, action, view.ctx);
  return element;
}

/** The legal actions whose notation starts with `prefix`. */
export const legalWith = (view, prefix) => legalStartingWith(view.ctx, prefix);

export const lower = (id) => String(id).toLowerCase();

/** The step in progress belongs to `seat` (pending data then describes its decision). */
export function decidingSeat(view) {
  return view.obs.actor ?? view.toMove;
}

/** A panel: an SVG `height` units tall, of class `className`, with `title` in its corner. */
export function panelSvg(view, title, height, className, ...children) {
  return canvas(W, height, { class: `drawing bd-panel ${className || ""}`, "aria-label": title },
    label(PAD, 13, title, { "text-anchor": "start", class: "bd-title", "font-size": TITLE }),
    ...children);
}

/** `element` (drawn at the origin) moved to (x, y) by a group of its own: an item of a
 * list that shifts when another goes (a goods tile, a laid canal) draws the same wherever
 * it is put, so the table marks it only when it changed (see part() in ../svg.js). */
export function placed(x, y, element) {
  return s("g", { transform: `translate(${r2(x)} ${r2(y)})` }, element);
}

/** A line of counts, each its own text (part `PATH`) in an equal share of the line from
 * (x, y) on, so that one count changing marks that count alone. */
export function countsLine(x, y, width, counts, attributes = {}) {
  const share = width / counts.length;
  return counts.map(([path, text], k) => part(fitted(x + k * share, y, text, share - 6, { "text-anchor": "start", "font-size": SMALL, ...attributes }), path));
}

/** A section's title, and at the other end of its line what the section holds when it
 * holds nothing ("Fleet … no ship has sailed yet"), so the two never meet however long
 * the title is in the language shown. */
export function sectionTitle(x, y, title, empty) {
  const g = s("g", {}, label(x, y, title, { "text-anchor": "start", "font-size": SMALL + 0.5, class: "bd-strong" }));
  if (empty) g.append(label(W - PAD, y, empty, { "text-anchor": "end", "font-size": SMALL, class: "bd-quiet" }));
  return g;
}
