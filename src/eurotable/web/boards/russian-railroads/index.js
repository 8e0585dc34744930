// Russian Railroads drawn from one seat's observation (or the public one): the main board
// (round track and last-round tile, turn order with its cards and claim spaces, the score
// track, the action spaces, the engineer strip, the locomotive and factory supply, the
// "?" cards and the end-bonus deck) and every player's board (the three routes with their
// tracks, locomotives and bonus spaces, the industry track with its factories and
// markers, engineers, "?" tokens, end-bonus cards), as schematic SVG panels in a grid
// (board.css lays them out). This module is the board's entry (the contract is in
// ../index.js): it puts the panels together, each drawn by the module of its area.
//
// The legal actions of the seat to move are marked where they happen: a worker placement
// on its action space (or engineer, hiring space, claim space, last-round tile), each
// payment on a chip of the pieces it pays with, each track step on the route space the
// track moves to, industry steps on the space the marker moves to, locomotives and
// factories in the supply and on the board's slots and notches, "?" tokens and cards,
// end-bonus cards, starting bonuses, repeats on the action repeated.

import { classed, fitTexts, html, sum } from "../panels.js";
import { render as renderText } from "../text.js";
import { actionsPanel } from "./action-spaces.js";
import { engineersPanel } from "./engineers.js";
import { playerPanel } from "./player-board.js";
import { statusPanel } from "./round-and-turn-order.js";
import { supplyPanel } from "./supply.js";
import { viewOf } from "./view.js";

/**
 * Draw the Russian Railroads table into `container`: the round and turn order, the action
 * spaces, the engineers, the supply, the viewer's board and the other players' boards.
 * @param {HTMLElement} container
 * @param {object} ctx the board context (see ../index.js)
 */
export function render(container, ctx) {
  const obs = ctx.observation;
  if (!obs || !Array.isArray(obs.seats)) {
    renderText(container, ctx);
    return;
  }
  const view = viewOf(obs, ctx);
  const boards = seatsInOrder(view).map((seat) => playerPanel(view, seat));
  const [own, ...others] = boards.map((b, k) => classed(k ? "rr-other" : "rr-own", b));
  // With three or more players, the last board goes under the main board's column when
  // there are two columns, so they come out about as long as each other.
  const later = others.length >= 2 ? [classed("rr-later", others.pop())] : [];
  const common = html("div", "rr-common",
    classed("rr-status", statusPanel(view)),
    classed("rr-actions", actionsPanel(view)),
    classed("rr-engineers", engineersPanel(view)),
    classed("rr-supply", supplyPanel(view)),
    ...later);
  const players = html("div", "rr-players", own, ...others);
  container.replaceChildren(html("div", "bd-table rr-table", html("div", "rr-layout", common, players)));
  fitTexts(container);
}

/**
 * The public resources of `seat` for the players panel.
 * @returns {{label: string, value: string|number, tip?: string}[]}
 */
export function seatFacts(observation, seat, ctx) {
  const board = observation?.seats?.[seat];
  if (!board) return [];
  const { t, tn } = ctx;
  const held = observation.end_bonus?.held?.[seat];
  const facts = [
    { label: t("Points"), value: sum(board.score ?? []) },
    { label: t("Workers"), value: `${board.hand}/${board.workers}`, tip: t("{hand} in hand of {workers}", { hand: board.hand, workers: board.workers }) },
    { label: t("Rubles"), value: board.coins },
    { label: t("Doublers"), value: board.doublers },
    { label: t("Engineers"), value: (board.engineers ?? []).length },
  ];
  if (typeof held === "number") facts.push({ label: t("End-bonus cards"), value: held, tip: tn("{n} card held face down", "{n} cards held face down", held) });
  return facts;
}

/** The viewer first, then the others in seat order from the viewer on. */
function seatsInOrder(view) {
  const n = view.obs.seats.length;
  const first = view.viewer ?? 0;
  return Array.from({ length: n }, (_, k) => (first + k) % n);
}
