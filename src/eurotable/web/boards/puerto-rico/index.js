// Puerto Rico drawn from one seat's observation (or the public one): the common area
// (roles, cargo ships, trading house, supplies, building supply) and every player's
// island and city, as schematic SVG panels in a grid (board.css lays them out).
// The legal actions of the seat to move are marked where they happen on the table:
// role cards, plantations, island tiles and buildings (mayor), the building supply,
// the trading house, the ships, the goods supply and the player's own goods.
// One module per area of the table: roles.js, ships.js, supply.js, building-supply.js
// and player-board.js; pieces.js, words.js and view.js are what they share.

import { classed, fitTexts, html, sum } from "../panels.js";
import { render as renderText } from "../text.js";
import { buildingSupplyPanel } from "./building-supply.js";
import { playerPanel } from "./player-board.js";
import { statusPanel } from "./roles.js";
import { shipsPanel } from "./ships.js";
import { supplyPanel } from "./supply.js";
import { viewOf } from "./view.js";
import { GOOD_NAMES } from "./words.js";

/**
 * Draw the Puerto Rico table into `container`: status and roles, the viewer's board,
 * ships and trading house, supplies, the building supply, then the other players.
 * @param {HTMLElement} container
 * @param {object} ctx the board context (see ../index.js)
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

/** The viewer first, then the others in seat order from the viewer on. */
function seatsInOrder(view) {
  const n = view.obs.boards.length;
  const first = view.viewer ?? 0;
  return Array.from({ length: n }, (_, k) => (first + k) % n);
}
