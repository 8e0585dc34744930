// What every Puerto Rico panel draws from: the observation, the context and a few
// lookups (the view), the players' names, and how a drawn component offers an action.

import { legalStartingWith, targetButton } from "../svg.js";

/** The view every panel draws from, built once per render from the observation and ctx. */
export function viewOf(obs, ctx) {
  const components = ctx.components;
  const buildings = Object.fromEntries(components.buildings.map((b) => [b.id, b]));
  const roles = Object.fromEntries(components.roles.map((r) => [r.id, r]));
  // Whose board comes first: the observation's seat; "you" only to the seat this page plays.
  const viewer = obs.seat ?? ctx.viewer ?? null;
  const you = ctx.viewer ?? null;
  const toMove = ctx.over || ctx.waiting ? null : ctx.toMove ?? obs.actor ?? null;
  return { obs, ctx, t: ctx.t, tn: ctx.tn, components, buildings, roles, viewer, you, toMove };
}

/** A seat's name: the player's, or "Seat N". */
export function nameOf(view, seat) {
  return view.ctx.names?.[seat] || view.t("Seat {n}", { n: seat + 1 });
}

/** Mark `element` as the place of `action` (when legal) and make it a button. */
export const offer = (element, action, view) => targetButton(element, action, view.ctx);

/** The legal actions whose notation begins with `prefix`. */
export const legalWith = (view, prefix) => legalStartingWith(view.ctx, prefix);
