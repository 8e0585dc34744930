// What every panel of the board needs: the view built from the board context (the
// observation, the viewer, the seat to move, the component data, the words), and the
// small questions the panels ask of it (a seat's name, what is legal, who decides), with
// offer(), which makes a drawn piece the place of a legal action.

import { SMALL } from "../panels.js";
import { legalStartingWith, s, targetButton } from "../svg.js";
import { words } from "./words.js";

/** The view every panel draws from, built once a drawing from the observation and the
 * board context. */
export function viewOf(obs, ctx) {
  const components = ctx.components;
  // Whose board comes first: the observation's seat; "you" only to the seat this page plays.
  const viewer = obs.seat ?? ctx.viewer ?? null;
  const you = ctx.viewer ?? null;
  const over = Boolean(ctx.over) || obs.step === "over";
  const toMove = over || ctx.waiting ? null : ctx.toMove ?? (obs.actor >= 0 ? obs.actor : null);
  const spaceIndex = Object.fromEntries(components.spaces.map((space, i) => [space.id, i]));
  const engineers = Object.fromEntries(components.engineers.map((e) => [e.number, e]));
  return {
    obs, ctx, t: ctx.t, tn: ctx.tn, components, viewer, you, toMove, over, spaceIndex, engineers,
    effects: components.effects, players: obs.players, words: words(ctx.t),
    lastRound: obs.round === obs.rounds,
  };
}

/** A seat's name, or "Seat N" when it has none. */
export function nameOf(view, seat) {
  return view.ctx.names?.[seat] || view.t("Seat {n}", { n: seat + 1 });
}

/** Mark `element` as the place of `action` (when legal) and make it a button. */
export const offer = (element, action, view) => targetButton(element, action, view.ctx);

/** A text cut to about `width` units of small print (with "…"), rather than squeezed. */
export function clipped(text, width) {
  const room = Math.max(3, Math.floor(width / (SMALL * 0.58)));
  return text.length <= room ? text : `${text.slice(0, room - 1).trimEnd()}…`;
}

/** The legal actions whose notation starts with `prefix`. */
export const legalWith = (view, prefix) => legalStartingWith(view.ctx, prefix);

/** Whether `seat` is to move and this page decides for it. */
export function deciding(view, seat) {
  return seat !== null && seat === view.toMove && view.ctx.legal.size > 0;
}

/** Whether an observation's value is there at all (0 and -1 are values). */
export function known(value) {
  return value !== null && value !== undefined;
}

/** `children` drawn `dx` units right and `dy` down: a named part drawn in place where
 * it stands, so that its drawing changes only when its part does (not when what stands
 * before it comes or goes). */
export function shifted(dx, dy, ...children) {
  return s("g", { transform: `translate(${dx} ${dy})` }, ...children);
}
