// Shipyard drawn from one seat's observation (or the public one), both editions and solo.
// This entry module (its contract is in ../index.js) lays out the panels; each area of the
// board is drawn by a module of its own:
//   action-row.js    the step in progress, and the action row with the turn wheel (2nd
//                    edition) or the action track with its countdown marker (1st edition);
//   wheels.js        the crew and equipment wheels and the exchange;
//   ship-display.js  the ship-tile display (ship-tiles.js draws a ship tile anywhere);
//   market.js        the goods and canal displays (canal-tiles.js draws a canal tile);
//   employees.js     the employees' ring;
//   solo.js          the automata of the solo game;
//   player-board.js  every player's shipyard: the nine slots with the ships being built
//                    and the fleet (yard.js), stock, goods, employees, the canal system
//                    drawn as a map with the ship token (canals.js), the contracts
//                    (contracts.js);
//   view.js, words.js, icons.js  the drawing context, the names of things, the pictograms.
// SVG panels in a grid (board.css lays them out).
//
// The legal actions of the seat to move are marked where they happen: action tiles (main,
// bonus and final actions), ship tiles in the display and the slots of the yard, canal and
// goods tiles in the displays, wheel sectors, employees, the player's goods tiles (trade),
// the sell and swap places of the exchange, the player's stock (outfitting), finished
// ships (launch), contracts (discard), and on the canal map every cell and rotation a
// rented canal may take and every space the ship token may enter or sail to. `pass`,
// `ready` and `boost N` stay prompt buttons.

import { classed, fitTexts, html, sum } from "../panels.js";
import { render as renderText } from "../text.js";
import { statusPanel } from "./action-row.js";
import { employeesPanel } from "./employees.js";
import { marketPanel } from "./market.js";
import { playerPanel } from "./player-board.js";
import { shipsPanel } from "./ship-display.js";
import { soloPanel } from "./solo.js";
import { seatsInOrder, viewOf } from "./view.js";
import { wheelsPanel } from "./wheels.js";
import { contractColourName } from "./words.js";

/**
 * Draw the Shipyard table into `container`: the action row, the viewer's shipyard, the
 * wheels and the exchange, the ship display, goods and canals, the employees, the
 * automata (solo), then the other players.
 * @param {HTMLElement} container
 * @param {object} ctx the board context (see ../index.js)
 */
export function render(container, ctx) {
  const obs = ctx.observation;
  if (!obs || !Array.isArray(obs.boards) || !obs.row) {
    renderText(container, ctx);
    return;
  }
  const view = viewOf(obs, ctx);
  const boards = seatsInOrder(view).map((seat) => playerPanel(view, seat));
  const [own, ...others] = boards;
  const panels = [
    classed("sy-status", statusPanel(view)),
    classed("sy-ships", shipsPanel(view)),
    classed("sy-wheels", wheelsPanel(view)),
    classed("sy-market", marketPanel(view)),
    classed("sy-employees", employeesPanel(view)),
  ];
  if (view.solo) panels.push(classed("sy-solo", soloPanel(view)));
  const common = html("div", "sy-common", ...panels);
  const players = html("div", "sy-players", classed("sy-own", own), ...others.map((b) => classed("sy-other", b)));
  container.replaceChildren(html("div", "bd-table sy-table", html("div", "sy-layout", common, players)));
  fitTexts(container);
}

/** The kind of decision the seat to move faces (the engine's step: "choose", "outfit"…),
 * which the rules reference maps to the section explaining it; null for a spectator of a
 * solo game, who sees no observation. */
export function decision(ctx) {
  return ctx.observation?.step ?? null;
}

/**
 * The public resources of `seat` for the players panel: guilders, points from cruises,
 * contracts, ships, employees and goods tiles.
 * @returns {{label: string, value: string|number, tip?: string, rule?: string}[]}
 */
export function seatFacts(observation, seat, ctx) {
  const board = observation?.boards?.[seat];
  if (!board) return [];
  const { t, tn } = ctx;
  const held = board.contracts ? sum(Object.values(board.contracts)) : "?";
  const facts = [
    { label: t("Guilders"), value: board.guilders ?? "?", rule: "guilders" },
    // Cruise points: at the end the final score (contracts and traders too) is beside it.
    { label: ctx.over ? t("VP from cruises") : t("VP"), value: Array.isArray(board.scores) ? sum(board.scores) : "?", tip: t("Points from cruises so far (contracts and traders score at the end)"), rule: "stats" },
    { label: t("Contracts"), value: held, tip: board.contracts ? Object.entries(board.contracts).map(([colour, n]) => `${contractColourName(t, colour)}: ${n}`).join(", ") : null },
    { label: t("Ships"), value: board.fleet?.length ?? "?", tip: board.fleet ? tn("{n} ship passed its cruise", "{n} ships passed their cruises", board.fleet.length) : null, rule: "fleet" },
    { label: t("Employees"), value: board.employees?.length ?? "?" },
  ];
  facts.push({ label: observation.edition === "first" ? t("Freight trains") : t("Goods tiles"), value: board.goods?.length ?? "?" });
  return facts;
}
