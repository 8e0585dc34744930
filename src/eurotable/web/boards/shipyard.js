// Shipyard drawn from one seat's observation (or the public one), both editions and solo:
// the action row with the turn wheel (2nd edition) or the action track with its countdown
// marker (1st edition); the crew and equipment wheels, the exchange and the employees'
// ring; the ship-tile display and the goods and canal displays; the automata of the solo
// game; and every player's shipyard: the nine slots with the ships being built, stock,
// goods, employees, contracts, the fleet and the canal system drawn as a map with the
// ship token. SVG panels in a grid (shipyard.css lays them out).
//
// The legal actions of the seat to move are marked where they happen: action tiles (main,
// bonus and final actions), ship tiles in the display and the slots of the yard, canal and
// goods tiles in the displays, wheel sectors, employees, the player's goods tiles (trade),
// the sell and swap places of the exchange, the player's stock (outfitting), finished
// ships (launch), contracts (discard), and on the canal map every cell and rotation a
// rented canal may take and every space the ship token may enter or sail to. `pass`,
// `ready` and `boost N` stay prompt buttons.

import { BODY, chipBack, classed, coin, fitted, fitTexts, html, PAD, pill, pillWidth, shareLine, SMALL, sum, TITLE, vpChip, W, wrapped } from "./panels.js";
import { canvas, label, s, seatToken, target, tip } from "./svg.js";
import { render as renderText } from "./text.js";

// ---------------------------------------------------------------------------------------
// Names (every one a literal t() key where it is shown)

function actionName(t, action) {
  switch (action) {
    case "build": return t("Build ships");
    case "canal": return t("Rent a canal");
    case "goods": return t("Purchase goods");
    case "equipment": return t("Manufacture equipment");
    case "crew": return t("Recruit crew");
    case "employee": return t("Hire an employee");
    case "exchange": return t("Exchange goods");
    case "subsidy": return t("Subsidy");
    default: return action;
  }
}

function actionShort(t, action) {
  switch (action) {
    case "build": return t("Build");
    case "canal": return t("Canal");
    case "goods": return t("Goods");
    case "equipment": return t("Equipment");
    case "crew": return t("Crew");
    case "employee": return t("Employee");
    case "exchange": return t("Exchange");
    case "subsidy": return t("Subsidy");
    default: return action;
  }
}

function pieceName(t, piece) {
  switch (piece) {
    case "captain": return t("Captain");
    case "businessman": return t("Businessman");
    case "soldier": return t("Soldier");
    case "stoker": return t("Stoker");
    case "propeller": return t("Propeller");
    case "chimney": return t("Chimney");
    case "sail": return t("Sail");
    case "cannon": return t("Cannon");
    case "crane": return t("Crane");
    case "officer": return t("Officer");
    default: return piece;
  }
}

function piecesName(t, piece) {
  switch (piece) {
    case "captain": return t("Captains");
    case "businessman": return t("Businessmen");
    case "soldier": return t("Soldiers");
    case "stoker": return t("Stokers");
    case "propeller": return t("Propellers");
    case "chimney": return t("Chimneys");
    case "sail": return t("Sails");
    case "cannon": return t("Cannons");
    case "crane": return t("Cranes");
    case "officer": return t("Officers");
    case "lifebuoy": return t("Lifebuoys");
    case "lifeboat": return t("Lifeboats");
    case "lantern": return t("Lanterns");
    default: return piece;
  }
}

function goodName(t, good) {
  switch (good) {
    case "coal": return t("Coal");
    case "cloth": return t("Cloth");
    case "wheat": return t("Wheat");
    case "iron": return t("Iron");
    case "gold": return t("Gold");
    default: return good;
  }
}

function kindName(t, kind) {
  switch (kind) {
    case "recruiter": return t("Recruiter");
    case "engineer": return t("Engineer");
    case "trader": return t("Trader");
    case "builder": return t("Builder");
    case "accountant": return t("Accountant");
    case "foreman": return t("Foreman");
    case "helmsman": return t("Helmsman");
    case "rigger": return t("Rigger");
    default: return kind;
  }
}

function colourName(t, colour) {
  switch (colour) {
    case "red": return t("Red");
    case "blue": return t("Blue");
    case "green": return t("Green");
    case "grey": return t("Grey");
    case "brown": return t("Brown");
    case "yellow": return t("Yellow");
    default: return colour;
  }
}

function contractColourName(t, colour) {
  switch (colour) {
    case "red": return t("Red contract");
    case "blue": return t("Blue contract");
    case "green": return t("Green contract");
    default: return colour;
  }
}

function officialName(t, icon) {
  switch (icon) {
    case "military": return t("Military official");
    case "trade": return t("Trade official");
    case "lantern": return t("Lantern official");
    case "lifeboat": return t("Lifeboat official");
    case "lifebuoy": return t("Lifebuoy official");
    case "riband": return t("Blue Riband");
    default: return icon;
  }
}

function officialEffect(t, icon) {
  switch (icon) {
    case "military": return t("Scores 1 VP per soldier and cannon on the ship");
    case "trade": return t("Scores 1 VP per businessman and crane on the ship");
    case "lantern": return t("Scores 1 VP per lantern on the ship");
    case "lifeboat": return t("Scores 1 VP per lifeboat on the ship");
    case "lifebuoy": return t("Scores 1 VP per lifebuoy on the ship");
    case "riband": return t("Scores 1 VP per space sailed so far (only the cruise's last Blue Riband counts)");
    default: return "";
  }
}

function kindOfTile(t, kind) {
  switch (kind) {
    case "bow": return t("Bow");
    case "middle": return t("Middle");
    case "stern": return t("Stern");
    default: return kind;
  }
}

function stepText(t, obs) {
  if (obs.mode === "completion") return t("Last chance to finish a ship");
  switch (obs.step) {
    case "choose": return obs.edition === "first" ? t("Choosing an action card") : t("Choosing an action tile");
    case "bonus": return t("Bonus action");
    case "build_tile": return t("Building ships");
    case "build_slot": return t("Placing a ship tile");
    case "canal_pick": return t("Renting a canal");
    case "canal_place": return t("Laying a canal");
    case "token": return t("Placing the ship token");
    case "goods": return t("Purchasing goods");
    case "equipment": return t("Manufacturing equipment");
    case "crew": return t("Recruiting crew");
    case "employee": return t("Hiring an employee");
    case "trade_tile":
    case "trade_good": return t("Exchanging goods");
    case "launch":
    case "outfit":
    case "boost":
    case "start":
    case "sail": return t("Shakedown cruise");
    case "discard": return t("Discarding contracts");
    case "final": return t("Final actions");
    case "over": return t("Game over");
    default: return "";
  }
}

/** A reconstructed component's note (its values are `proposed` in the data file). */
function proposedNote(t, item) {
  return item && item.confidence === "proposed" ? t("Reconstructed: these values are proposed, not yet checked against the printed component") : null;
}

// ---------------------------------------------------------------------------------------
// Pictograms, drawn in a 20-unit box around (0, 0) and placed with icon()

const PIECE_PATHS = {
  captain: [["M-5.5,8 Q-5.5,0 0,0 Q5.5,0 5.5,8 Z", "sy-p-body"], ["M-3.3,-4.5 A3.3,3.3 0 1 1 3.3,-4.5 A3.3,3.3 0 1 1 -3.3,-4.5 Z", "sy-p-head"], ["M-4.5,-7.3 H4.5 V-9.6 H-4.5 Z M-5.8,-7.3 H5.8", "sy-p-hat"]],
  businessman: [["M-5.5,8 Q-5.5,0 0,0 Q5.5,0 5.5,8 Z", "sy-p-body"], ["M-3.3,-4.5 A3.3,3.3 0 1 1 3.3,-4.5 A3.3,3.3 0 1 1 -3.3,-4.5 Z", "sy-p-head"], ["M-2.6,-7.4 V-12 H2.6 V-7.4 Z M-4.6,-7.4 H4.6 V-6.5 H-4.6 Z", "sy-p-hat"]],
  soldier: [["M-5.5,8 Q-5.5,0 0,0 Q5.5,0 5.5,8 Z", "sy-p-body"], ["M-3.3,-4.5 A3.3,3.3 0 1 1 3.3,-4.5 A3.3,3.3 0 1 1 -3.3,-4.5 Z", "sy-p-head"], ["M-4.3,-5.4 A4.3,4.3 0 0 1 4.3,-5.4 Z", "sy-p-hat"], ["M6.5,9 L8.5,-7", "sy-p-line"]],
  stoker: [["M-5.5,8 Q-5.5,0 0,0 Q5.5,0 5.5,8 Z", "sy-p-body"], ["M-3.3,-4.5 A3.3,3.3 0 1 1 3.3,-4.5 A3.3,3.3 0 1 1 -3.3,-4.5 Z", "sy-p-head"], ["M6,-6 L8,7 M5.8,7 L10.5,7 L10,9.5 L6.2,9.5 Z", "sy-p-line"]],
  propeller: [["M0,0 C-2,-3 -2,-9 0,-9.5 C2,-9 2,-3 0,0 Z M0,0 C3.6,-0.2 8.6,3 7.8,5 C6.5,6.6 1.6,2.4 0,0 Z M0,0 C-1.6,2.4 -6.5,6.6 -7.8,5 C-8.6,3 -3.6,-0.2 0,0 Z", "sy-p-body"], ["M-1.8,0 A1.8,1.8 0 1 1 1.8,0 A1.8,1.8 0 1 1 -1.8,0 Z", "sy-p-hat"]],
  chimney: [["M-3.5,-3 H3.5 V9 H-3.5 Z", "sy-p-body"], ["M-3.5,-1 H3.5 V1.5 H-3.5 Z", "sy-p-band"], ["M-1,-6 A2.4,2.4 0 1 1 2.5,-8 A2.2,2.2 0 1 1 5.5,-6.8", "sy-p-smoke"]],
  sail: [["M-4.5,9 V-10", "sy-p-line"], ["M-3.5,-9 Q6,-3 7.5,6 H-3.5 Z", "sy-p-body"]],
  cannon: [["M-8,-2.5 L6,-6 L7.5,-1 L-6.5,3 Z", "sy-p-body"], ["M-4.5,4.5 A3.8,3.8 0 1 1 3.1,4.5 A3.8,3.8 0 1 1 -4.5,4.5 Z", "sy-p-wheel"]],
  crane: [["M-5,9 V-8 H7 M-5,-3 L1,-8", "sy-p-line"], ["M6,-8 V1 M3.5,1 Q6,5 8.5,1", "sy-p-thin"], ["M-8,9 H-2 V6.5 H-8 Z", "sy-p-body"]],
};

const GOOD_PATHS = {
  coal: [["M-8,5 L-5,-1 L0,1 L-1,6 Z M-1,6 L1,-2 L6,-3 L8,5 Z M-5,-1 L-2,-7 L3,-6 L1,-2 L0,1 Z", "sy-g-body"]],
  cloth: [["M-8,-5 H6 V6 H-8 Z", "sy-g-body"], ["M6,-5 A2.5,5.5 0 0 1 6,6 A2.5,5.5 0 0 1 6,-5 Z", "sy-g-end"], ["M-8,-1.5 H6 M-8,2.5 H6", "sy-g-line"]],
  wheat: [["M0,9 V-4 M0,9 L-4,-1 M0,9 L4,-1", "sy-g-line"], ["M0,-9 C2,-7 2,-4 0,-2 C-2,-4 -2,-7 0,-9 Z M-4.5,-6 C-2.5,-4.5 -2.5,-2 -4,0 C-6,-2 -6,-4.5 -4.5,-6 Z M4.5,-6 C6,-4.5 6,-2 4,0 C2.5,-2 2.5,-4.5 4.5,-6 Z", "sy-g-body"]],
  iron: [["M-8,5 L-5,-3 H5 L8,5 Z", "sy-g-body"], ["M-5,-3 L-3,-6 H3 L5,-3", "sy-g-line"]],
  gold: [["M-8,5 L-5,-3 H5 L8,5 Z", "sy-g-body"], ["M-3,-1 H1 M-5,2.5 H-1", "sy-g-shine"]],
};

const ICON_PATHS = {
  military: [["M-6,-7 H6 V0 C6,4 3,6.5 0,8 C-3,6.5 -6,4 -6,0 Z", "sy-o-body"], ["M-3,-3 L3,3 M3,-3 L-3,3", "sy-o-line"]],
  trade: [["M0,-7 V6 M-5,6 H5 M-7,-4 H7", "sy-o-line"], ["M-7,-4 L-9,1 H-5 Z M7,-4 L5,1 H9 Z", "sy-o-body"]],
  lantern: [["M-4,-4 H4 V6 H-4 Z", "sy-o-body"], ["M-2.5,-4 V-6.5 H2.5 V-4 M-5,6 H5 M0,-6.5 V-8.5", "sy-o-line"], ["M-1.5,-1 H1.5 V3.5 H-1.5 Z", "sy-o-light"]],
  lifeboat: [["M-8,-1 H8 L5,5 H-5 Z", "sy-o-body"], ["M-6,-1 V-4 M6,-1 V-4 M-6,-4 H6", "sy-o-line"]],
  lifebuoy: [["M-7,0 A7,7 0 1 1 7,0 A7,7 0 1 1 -7,0 Z M-3.5,0 A3.5,3.5 0 1 0 3.5,0 A3.5,3.5 0 1 0 -3.5,0 Z", "sy-o-body"], ["M-5,-5 L-2.5,-2.5 M5,-5 L2.5,-2.5 M-5,5 L-2.5,2.5 M5,5 L2.5,2.5", "sy-o-stripe"]],
  riband: [["M-6,-8 H6 V1 H-6 Z", "sy-o-body"], ["M-6,1 L-8,8 L-4,6 L-2,9 L0,1 M6,1 L8,8 L4,6 L2,9 L0,1", "sy-o-tail"]],
};

const ACTION_PATHS = {
  build: [["M-9,1 H9 L6,7 H-6 Z", "sy-a-body"], ["M-1,1 V-9 L6,-3 H-1", "sy-a-line"]],
  canal: [["M-9,-4 Q-6,-7 -3,-4 T3,-4 T9,-4 M-9,1 Q-6,-2 -3,1 T3,1 T9,1 M-9,6 Q-6,3 -3,6 T3,6 T9,6", "sy-a-wave"]],
  goods: [["M-8,-6 H8 V8 H-8 Z", "sy-a-body"], ["M-8,-6 L8,8 M8,-6 L-8,8", "sy-a-line"]],
  equipment: [["M-2,-9 H2 L2.6,-6.4 L5,-7.5 L7.5,-5 L6.4,-2.6 L9,-2 V2 L6.4,2.6 L7.5,5 L5,7.5 L2.6,6.4 L2,9 H-2 L-2.6,6.4 L-5,7.5 L-7.5,5 L-6.4,2.6 L-9,2 V-2 L-6.4,-2.6 L-7.5,-5 L-5,-7.5 L-2.6,-6.4 Z", "sy-a-body"], ["M-3,0 A3,3 0 1 1 3,0 A3,3 0 1 1 -3,0 Z", "sy-a-hole"]],
  crew: [["M-5.5,9 Q-5.5,1 0,1 Q5.5,1 5.5,9 Z", "sy-a-body"], ["M-3.3,-4 A3.3,3.3 0 1 1 3.3,-4 A3.3,3.3 0 1 1 -3.3,-4 Z", "sy-a-body"]],
  employee: [["M-9,-7 H9 V8 H-9 Z", "sy-a-card"], ["M-5,5 Q-5,0 -2,0 Q1,0 1,5 Z M-4.2,-3 A2.2,2.2 0 1 1 0.2,-3 A2.2,2.2 0 1 1 -4.2,-3 Z", "sy-a-body"], ["M3,-3 H7 M3,0 H7 M3,3 H6", "sy-a-line"]],
  exchange: [["M-8,-3 H7 M4,-6 L7,-3 L4,0 M8,4 H-7 M-4,1 L-7,4 L-4,7", "sy-a-line"]],
  subsidy: [["M-7,0 A7,7 0 1 1 7,0 A7,7 0 1 1 -7,0 Z", "sy-a-coin"], ["M2.5,-3 A3.5,3.5 0 1 0 2.5,3 V0.5 H0", "sy-a-line"]],
};

function icon(paths, name, x, y, size, className = "") {
  const drawn = paths[name];
  const k = size / 20;
  const g = s("g", { transform: `translate(${r2(x)} ${r2(y)}) scale(${r2(k)})`, class: `sy-icon ${className}` });
  if (!drawn) {
    g.append(s("circle", { r: 7, class: "sy-unknown" }));
    return g;
  }
  for (const [d, cls] of drawn) g.append(s("path", { d, class: cls }));
  return g;
}

const pieceIcon = (piece, x, y, size) => icon(PIECE_PATHS, piece, x, y, size, `sy-piece piece-${piece}`);
const goodIcon = (good, x, y, size) => icon(GOOD_PATHS, good, x, y, size, `sy-good good-${good}`);
const officialIcon = (name, x, y, size) => icon(ICON_PATHS, name, x, y, size, `sy-official official-${name}`);
const actionIcon = (name, x, y, size) => icon(ACTION_PATHS, name, x, y, size, `sy-action-icon action-${name}`);

function r2(value) {
  return Math.round(value * 100) / 100;
}

// ---------------------------------------------------------------------------------------
// Entry points

/**
 * Draw the Shipyard table into `container`: the action row, the viewer's shipyard, the
 * wheels and the exchange, the ship display, goods and canals, the employees, the
 * automata (solo), then the other players.
 * @param {HTMLElement} container
 * @param {object} ctx the board context (see index.js)
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

/**
 * The public resources of `seat` for the players panel: guilders, points from cruises,
 * contracts, ships, employees and goods tiles.
 * @returns {{label: string, value: string|number, tip?: string}[]}
 */
export function seatFacts(observation, seat, ctx) {
  const board = observation?.boards?.[seat];
  if (!board) return [];
  const { t, tn } = ctx;
  const held = board.contracts ? sum(Object.values(board.contracts)) : "?";
  const facts = [
    { label: t("Guilders"), value: board.guilders ?? "?" },
    { label: t("VP"), value: Array.isArray(board.scores) ? sum(board.scores) : "?", tip: t("Points from cruises so far (contracts and traders score at the end)") },
    { label: t("Contracts"), value: held, tip: board.contracts ? Object.entries(board.contracts).map(([colour, n]) => `${contractColourName(t, colour)}: ${n}`).join(", ") : null },
    { label: t("Ships"), value: board.fleet?.length ?? "?", tip: board.fleet ? tn("{n} ship passed its cruise", "{n} ships passed their cruises", board.fleet.length) : null },
    { label: t("Employees"), value: board.employees?.length ?? "?" },
  ];
  facts.push({ label: observation.edition === "first" ? t("Freight trains") : t("Goods tiles"), value: board.goods?.length ?? "?" });
  return facts;
}

// ---------------------------------------------------------------------------------------
// What every panel needs: the observation, the context and a few lookups

function viewOf(obs, ctx) {
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
function seatsInOrder(view) {
  const n = view.obs.boards.length;
  const first = view.viewer ?? 0;
  return Array.from({ length: n }, (_, k) => (first + k) % n);
}

/** A seat's name, or an automaton's (solo: the cube owners after the player). */
function nameOf(view, owner) {
  const players = view.obs.players ?? view.obs.boards.length;
  if (owner >= players) return view.t("Automaton {n}", { n: owner - players + 1 });
  return view.ctx.names?.[owner] || view.t("Seat {n}", { n: owner + 1 });
}

/** Mark `element` as the place of `action` (when legal). */
function offer(element, action, view) {
  if (element.hasAttribute("data-action")) return element;
  target(element, action, view.ctx);
  return element;
}

function legalWith(view, prefix) {
  return [...view.ctx.legal.keys()].filter((action) => action.startsWith(prefix));
}

const lower = (id) => String(id).toLowerCase();

/** The step in progress belongs to `seat` (pending data then describes its decision). */
function decidingSeat(view) {
  return view.obs.actor ?? view.toMove;
}

function panelSvg(view, title, height, className, ...children) {
  return canvas(W, height, { class: `drawing bd-panel ${className || ""}`, "aria-label": title },
    label(PAD, 13, title, { "text-anchor": "start", class: "bd-title", "font-size": TITLE }),
    ...children);
}

// ---------------------------------------------------------------------------------------
// The action row: tiles (2nd edition) or cards on the track (1st), the turn wheel or the
// countdown marker, the countdown cubes

const TILE_X = 88;
const TILE_W = 58;
const TILE_H = 58;
const TILE_GAP = 4;

function statusPanel(view) {
  const { obs, t } = view;
  const parts = [];
  let y = 13;
  const headline = view.over ? t("Game over") : stepText(t, obs);
  parts.push(fitted(PAD, y, headline, W - 2 * PAD, { "text-anchor": "start", class: "bd-title", "font-size": TITLE }));
  const detail = [];
  if (!view.over && obs.mode === "final") detail.push(t("Each player takes one final action"));
  if (view.toMove !== null && view.toMove !== undefined) detail.push(t("{name} to move", { name: nameOf(view, view.toMove) }));
  if (!view.over && obs.owner !== null && obs.owner !== undefined && obs.owner !== view.toMove && obs.owner >= obs.players) {
    detail.push(t("{name}'s turn", { name: nameOf(view, obs.owner) }));
  }
  // The second line: who is to move on the left, the start player (a token and a name)
  // on the right, each in its own share of the line.
  const quiet = detail.join(" · ");
  const starter = typeof obs.first === "number" ? t("Start player: {name}", { name: nameOf(view, obs.first) }) : "";
  if (quiet || starter) {
    y += 17;
    const [quietRoom, starterRoom] = starter ? shareLine(quiet, starter, W - 2 * PAD - 16 - 8) : [W - 2 * PAD, 0];
    if (quiet) parts.push(fitted(PAD, y, quiet, quietRoom, { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
    if (starter) {
      const mark = s("g", {}, seatToken(obs.first, W - PAD - 6, y, 6),
        fitted(W - PAD - 16, y, starter, starterRoom, { "text-anchor": "end", "font-size": SMALL }));
      parts.push(tip(mark, t("Start player"), t("Took the first turn; the round ends with the player before")));
    }
  }
  y += 10;
  if (obs.end_triggered && !view.over) {
    const why = obs.flow?.end_reason === 2 ? t("A ship-tile stack ran out: the game is ending") : t("The countdown ran out: the game is ending");
    parts.push(tip(s("g", {},
      s("rect", { x: PAD, y: y + 2, width: W - 2 * PAD, height: 20, rx: 4, class: "bd-notice" }),
      fitted(W / 2, y + 12, why, W - 4 * PAD, { "font-size": BODY, class: "bd-strong" })),
    t("The end of the game"), t("Play goes on until everybody has had as many turns; then one final action each, then a last chance to finish a ship")));
    y += 24;
  }
  const top = y + 6;
  const { group, height } = view.first ? drawTrack(view, top) : drawRow(view, top);
  parts.push(group);
  const title = view.first ? t("Action track") : t("Action tiles");
  return canvas(W, top + height + PAD, { class: "drawing bd-panel", "aria-label": title }, ...parts);
}

/** The 2nd edition: the tiles side by side from the wheel, two rows of four. */
function drawRow(view, top) {
  const { obs } = view;
  const group = s("g", { class: "sy-row" });
  group.append(drawTurnWheel(view, 44, top + 32));
  group.append(drawCountdownCubes(view, top + 72));
  obs.row.forEach((entry, position) => {
    if (!entry) return;
    const x = TILE_X + (position % 4) * (TILE_W + TILE_GAP);
    const y = top + Math.floor(position / 4) * (TILE_H + TILE_GAP);
    group.append(actionTile(view, entry, position, x, y, String(position + 1)));
  });
  const rows = Math.ceil(obs.row.length / 4);
  return { group, height: Math.max(rows * (TILE_H + TILE_GAP) - TILE_GAP, 108) };
}

/** The 1st edition: the cards from the leading one back (two rows of four), the
 * countdown marker, and the track's spaces with the cards on them. */
function drawTrack(view, top) {
  const { obs, t } = view;
  const group = s("g", { class: "sy-row sy-track" });
  group.append(drawCountdownMarker(view, top));
  const cards = [];
  obs.row.forEach((entry, space) => {
    if (entry) cards.push([entry, space]);
  });
  const numbers = new Map();
  cards.forEach(([entry, space], k) => {
    numbers.set(space, k + 1);
    const x = TILE_X + (k % 4) * (TILE_W + TILE_GAP);
    const y = top + Math.floor(k / 4) * (TILE_H + TILE_GAP);
    group.append(actionTile(view, entry, space, x, y, String(k + 1)));
  });
  const rows = Math.max(2, Math.ceil(cards.length / 4));
  let y = top + rows * (TILE_H + TILE_GAP) + 4;
  const spaces = obs.row.length;
  const cell = (W - 2 * PAD) / spaces;
  const strip = s("g", { class: "sy-track-strip" });
  const startAt = typeof obs.wheel === "number" ? (spaces - obs.wheel) % spaces : -1;
  for (let space = 0; space < spaces; space++) {
    const x = PAD + space * cell;
    const number = numbers.get(space);
    strip.append(s("rect", { x: r2(x + 0.5), y: y + 6, width: r2(cell - 1), height: 16, rx: 2, class: number ? "sy-track-card" : "sy-track-space" }));
    if (number) strip.append(label(r2(x + cell / 2), y + 14.5, number, { "font-size": SMALL, class: "bd-strong" }));
    if (space === startAt) {
      strip.append(s("path", { d: `M${r2(x + cell / 2)},${y + 5} V${y - 4} L${r2(x + cell / 2 + 7)},${y - 1} L${r2(x + cell / 2)},${y + 2}`, class: "sy-flag" }));
    }
  }
  strip.append(fitted(PAD, y + 32, t("◀ the leading card · the flag: the start point"), W - 2 * PAD, { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
  const lines = [t("The cards travel round a track of {n} spaces; each turn one card moves in front of the leading one", { n: spaces })];
  if (typeof obs.wheel === "number") lines.push(view.tn("The leading card reaches the start point in {n} turn", "The leading card reaches the start point in {n} turns", obs.wheel));
  tip(strip, t("Action track"), ...lines);
  group.append(strip);
  y += 40;
  return { group, height: y - top };
}

function drawTurnWheel(view, cx, cy) {
  const { obs, t, tn, components } = view;
  const teeth = components.row?.wheel_teeth || 11;
  const r = 25;
  const g = s("g", { class: "sy-turn-wheel" }, s("circle", { cx, cy, r, class: "sy-wheel-body" }));
  for (let k = 0; k < teeth; k++) {
    const a = -Math.PI / 2 + (2 * Math.PI * k) / teeth;
    const x1 = cx + Math.cos(a) * r;
    const y1 = cy + Math.sin(a) * r;
    const x2 = cx + Math.cos(a) * (r + 5);
    const y2 = cy + Math.sin(a) * (r + 5);
    g.append(s("line", { x1: r2(x1), y1: r2(y1), x2: r2(x2), y2: r2(y2), class: "sy-wheel-tooth" }));
  }
  g.append(s("circle", { cx, cy: cy - r + 6, r: 4, class: "sy-wheel-hole" }));
  const left = typeof obs.wheel === "number" ? obs.wheel % teeth : 0;
  const a = -Math.PI / 2 - (2 * Math.PI * left) / teeth;
  const qx = cx + Math.cos(a) * (r - 6);
  const qy = cy + Math.sin(a) * (r - 6);
  g.append(s("rect", { x: r2(qx - 4), y: r2(qy - 4), width: 8, height: 8, rx: 1.5, class: "sy-countdown-cube" }));
  g.append(label(cx, cy + 3, obs.wheel ?? "?", { "font-size": TITLE, class: "bd-strong" }));
  const lines = [];
  if (typeof obs.wheel === "number") lines.push(tn("The cube drops into the hole in {n} turn", "The cube drops into the hole in {n} turns", obs.wheel));
  lines.push(t("Each turn the tile moved to the front turns the wheel one tooth; when the cube drops, a countdown cube goes"));
  return tip(g, t("Turn wheel"), ...lines);
}

function drawCountdownCubes(view, y) {
  const { obs, t, tn, components } = view;
  const start = components.row?.countdown?.[String(obs.players)] ?? (obs.countdown_cubes + (obs.removed_cubes || 0));
  const left = obs.countdown_cubes ?? 0;
  const g = s("g", { class: "sy-countdown" },
    fitted(44, y + 4, t("Countdown"), 76, { "font-size": SMALL, class: "bd-quiet" }));
  const perRow = 4;
  for (let k = 0; k < start; k++) {
    const x = 44 - (Math.min(start, perRow) * 14) / 2 + (k % perRow) * 14 + 2;
    const cy = y + 12 + Math.floor(k / perRow) * 13;
    g.append(s("rect", { x: r2(x), y: cy, width: 10, height: 10, rx: 2, class: k < left ? "sy-countdown-cube" : "sy-countdown-gone" }));
  }
  return tip(g, t("Countdown cubes"), tn("{n} countdown cube left", "{n} countdown cubes left", left),
    t("When the wheel's cube drops with none left, the game ends"));
}

function drawCountdownMarker(view, top) {
  const { obs, t, tn, components } = view;
  const start = components.row?.countdown?.[String(obs.players)] ?? obs.countdown_cubes ?? 0;
  const left = obs.countdown_cubes ?? 0;
  const spaces = start + 1;
  const size = Math.min(15, 74 / spaces);
  const x0 = 44 - (spaces * size) / 2;
  const g = s("g", { class: "sy-countdown" },
    fitted(44, top + 6, t("Countdown"), 76, { "font-size": SMALL, class: "bd-quiet" }));
  for (let k = 0; k < spaces; k++) {
    const red = k === spaces - 1;
    g.append(s("rect", { x: r2(x0 + k * size + 0.5), y: top + 16, width: r2(size - 1), height: 16, rx: 2, class: red ? "sy-red-space" : "sy-track-space" }));
    if (red) g.append(label(r2(x0 + k * size + size / 2), top + 24.5, "!", { "font-size": SMALL, class: "bd-strong sy-on-dark" }));
  }
  const at = Math.max(0, Math.min(spaces - 1, start - left));
  g.append(s("circle", { cx: r2(x0 + at * size + size / 2), cy: top + 44, r: 5, class: "sy-marker" }),
    s("path", { d: `M${r2(x0 + at * size + size / 2)},${top + 33} l-4,6 h8 Z`, class: "sy-marker" }));
  if (typeof obs.wheel === "number") {
    g.append(fitted(44, top + 62, tn("lap in {n} turn", "lap in {n} turns", obs.wheel), 76, { "font-size": SMALL, class: "bd-quiet" }));
  }
  return tip(g, t("Countdown marker"), tn("{n} move left before the red space", "{n} moves left before the red space", left),
    t("The marker moves each time the leading card reaches the start point; on the red space the game ends"));
}

/** One action tile (or card): its name and picture, the cubes and coins on it, the
 * leading tile marked, the face-down subsidy tile. Offers `action NAME` and `bonus NAME`. */
function actionTile(view, entry, position, x, y, number) {
  const { obs, t, tn } = view;
  const lead = position === 0 && obs.lead_locked;
  const faceDown = entry.in_play === false;
  const g = s("g", { class: `sy-tile${lead ? " lead" : ""}${faceDown ? " face-down" : ""}${entry.owner !== null && entry.owner !== undefined ? " taken" : ""}`, "data-tile": entry.action },
    s("rect", { x, y, width: TILE_W, height: TILE_H, rx: 6, class: "sy-tile-body" }),
    label(x + 7, y + 10, number, { "font-size": SMALL, class: "bd-quiet" }));
  if (faceDown) {
    g.append(fitted(x + TILE_W / 2, y + TILE_H / 2 - 6, actionShort(t, entry.action), TILE_W - 8, { "font-size": SMALL, class: "sy-on-dark" }),
      fitted(x + TILE_W / 2, y + TILE_H / 2 + 8, t("face down"), TILE_W - 8, { "font-size": SMALL, class: "sy-on-dark" }));
    return tip(g, actionName(t, entry.action), t("Face down: not in play with this number of players"));
  }
  g.append(fitted(x + TILE_W / 2 + 3, y + 10, actionShort(t, entry.action), TILE_W - 18, { "font-size": SMALL + 0.5, class: "bd-strong" }),
    actionIcon(entry.action, x + TILE_W / 2, y + 29, 19));
  const bottom = y + TILE_H - 10;
  if (entry.coins > 0) g.append(coin(x + 11, bottom, 7.5, entry.coins));
  if (lead) g.append(s("path", { d: `M${x + 4},${bottom - 6} l-7,6 l7,6 Z`, class: "sy-lead-mark" }));
  if (entry.owner !== null && entry.owner !== undefined) {
    for (let k = 0; k < (entry.cubes || 1); k++) g.append(seatToken(entry.owner, x + TILE_W - 10 - k * 13, bottom, 5.5));
  }
  const lines = [];
  if (entry.action === "subsidy") lines.push(t("Take {n} guilders", { n: view.components.prices?.subsidy ?? 2 }));
  if (entry.owner !== null && entry.owner !== undefined) {
    const name = nameOf(view, entry.owner);
    lines.push(view.first
      ? tn("{name}'s figure is on it", "{n} of {name}'s figures are on it", entry.cubes || 1, { name })
      : tn("{name}'s cube is on it", "{n} of {name}'s cubes are on it", entry.cubes || 1, { name }));
  }
  if (entry.coins > 0) lines.push(tn("{n} guilder lies on it", "{n} guilders lie on it", entry.coins));
  if (lead) lines.push(view.first ? t("The leading card: it cannot be chosen this turn") : t("The leading tile: it cannot be chosen this turn"));
  tip(g, actionName(t, entry.action), ...lines);
  offer(g, `action ${entry.action}`, view);
  offer(g, `bonus ${entry.action}`, view);
  return g;
}

// ---------------------------------------------------------------------------------------
// The wheels: crew and equipment (four sectors each, the marker moving clockwise), the
// exchange (the cube's prices, and what each good sells or swaps for)

const DIAL_R = 56;

function wheelsPanel(view) {
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
      pieceIcon(piece, cx + Math.cos(mid) * DIAL_R * 0.58, cy + Math.sin(mid) * DIAL_R * 0.58 - 6, 20),
      fitted(r2(cx + Math.cos(mid) * DIAL_R * 0.6), r2(cy + Math.sin(mid) * DIAL_R * 0.6 + 11), pieceName(t, piece), DIAL_R * 0.78, { "font-size": SMALL }));
    const rim = [cx + Math.cos(mid) * (DIAL_R + 11), cy + Math.sin(mid) * (DIAL_R + 11)];
    if (here) {
      sector.append(s("circle", { cx: r2(rim[0]), cy: r2(rim[1]), r: 7, class: "sy-marker" }));
    } else if (steps) {
      sector.append(s("circle", { cx: r2(rim[0]), cy: r2(rim[1]), r: 7, class: "sy-step" }),
        label(r2(rim[0]), r2(rim[1]) + 0.5, steps, { "font-size": SMALL, class: "bd-quiet" }));
    }
    const lines = [here ? t("The marker is here: taking it again costs a whole turn of the wheel") : tn("{n} step clockwise from the marker", "{n} steps clockwise from the marker", steps || 0)];
    lines.push(t("The first step is free; each further step costs a guilder"));
    tip(sector, pieceName(t, piece), ...lines);
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
    if (here) track.append(s("rect", { x: r2(x + cw / 2 - 5), y: ty - 6, width: 10, height: 10, rx: 2, class: "sy-exchange-cube" }));
  }
  const where = current === -1 || current === null || current === undefined ? t("The cube is on the start space") : t("The cube is on price space {n}", { n: current + 1 });
  g.append(tip(track, t("Exchange"), where, t("Each exchange moves the cube one space clockwise; goods sell at the prices it stands on")));
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
    tip(sell, t("Sell {good}", { good: goodName(t, good) }), price === null ? "" : t("{n} guilders at the cube's price, plus 1 per trader of it", { n: price }));
    row.append(offer(sell, `sell ${good}`, view));
    (swaps[good] || []).forEach((piece, k) => {
      const x = 122 + k * 50;
      const chip = s("g", { class: "sy-swap" }, chipBack(x, y + 1, 46, 30),
        pieceIcon(piece, x + 12, y + 16, 18),
        fitted(x + 32, y + 16.5, "⇄", 16, { "font-size": SMALL, class: "bd-quiet" }));
      tip(chip, t("Swap {good} for a {piece}", { good: goodName(t, good), piece: pieceName(t, piece) }));
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
    fitted(PAD + 6, y + 16, t("Exchanging {id}", { id: pending.trade_tile }), 96, { "text-anchor": "start", "font-size": SMALL, class: "bd-strong" }));
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
  return tip(g, t("Exchanging {id}", { id: pending.trade_tile }), t("Each good is sold or swapped in turn"));
}

// ---------------------------------------------------------------------------------------
// Ship tiles: a part of a ship (bow, middle, stern) with its cabins, mounts and safety
// gear, drawn in any box

/** What a ship tile shows, in drawing order: deck places, then places in the hull. */
function features(comp) {
  const deck = [];
  const hull = [];
  const add = (list, kind, n) => {
    for (let k = 0; k < (n || 0); k++) list.push(kind);
  };
  add(deck, "black", comp.black_mounts);
  add(deck, "cannon", comp.cannon_mounts);
  add(deck, "crane", comp.crane_mounts);
  add(deck, "lifeboat", comp.lifeboats);
  add(hull, "cabin", comp.cabins);
  add(hull, "drive", comp.drive_mounts);
  add(hull, "lifebuoy", comp.lifebuoys);
  add(hull, "lantern", comp.lanterns);
  return { deck, hull };
}

function hullPath(kind, x, y, w, h) {
  const top = y + h * 0.46;
  const keel = y + h - 3;
  if (kind === "bow") return `M${r2(x + 1)},${r2(top)} H${r2(x + w - 1)} V${r2(keel)} H${r2(x + w * 0.32)} Z`;
  if (kind === "stern") return `M${r2(x + 1)},${r2(top)} H${r2(x + w - 2)} L${r2(x + w - w * 0.14)},${r2(keel)} H${r2(x + 1)} Z`;
  return `M${r2(x + 1)},${r2(top)} H${r2(x + w - 1)} V${r2(keel)} H${r2(x + 1)} Z`;
}

function featureShape(kind, cx, cy, r) {
  switch (kind) {
    case "black": return s("rect", { x: r2(cx - r), y: r2(cy - r), width: r2(2 * r), height: r2(2 * r), rx: r2(r * 0.3), class: "sy-m-black" });
    case "cannon": return s("circle", { cx: r2(cx), cy: r2(cy), r: r2(r), class: "sy-m-cannon" });
    case "crane": return s("path", { d: `M${r2(cx)},${r2(cy - r)} L${r2(cx + r)},${r2(cy + r)} H${r2(cx - r)} Z`, class: "sy-m-crane" });
    case "lifeboat": return s("path", { d: `M${r2(cx - r * 1.2)},${r2(cy - r * 0.3)} H${r2(cx + r * 1.2)} L${r2(cx + r * 0.7)},${r2(cy + r * 0.7)} H${r2(cx - r * 0.7)} Z`, class: "sy-m-lifeboat" });
    case "cabin": return s("rect", { x: r2(cx - r * 0.9), y: r2(cy - r * 0.8), width: r2(1.8 * r), height: r2(1.6 * r), rx: r2(r * 0.25), class: "sy-m-cabin" });
    case "drive": return s("rect", { x: r2(cx - r * 0.9), y: r2(cy - r * 0.8), width: r2(1.8 * r), height: r2(1.6 * r), rx: r2(r * 0.25), class: "sy-m-drive" });
    case "lifebuoy": return s("circle", { cx: r2(cx), cy: r2(cy), r: r2(r * 0.75), class: "sy-m-lifebuoy", "stroke-width": r2(r * 0.5) });
    case "lantern": return s("path", { d: `M${r2(cx - r * 0.55)},${r2(cy - r * 0.6)} H${r2(cx + r * 0.55)} V${r2(cy + r * 0.8)} H${r2(cx - r * 0.55)} Z M${r2(cx)},${r2(cy - r * 0.6)} V${r2(cy - r)}`, class: "sy-m-lantern" });
    default: return null;
  }
}

/** A ship tile in the box (x, y, w, h): its hull by kind and its features. A stand-in is
 * a featureless hull. */
function shipDrawing(comp, x, y, w, h) {
  const kind = comp?.kind || "middle";
  const g = s("g", { class: `sy-ship-tile kind-${kind}${comp?.virtual ? " stand-in" : ""}` },
    s("rect", { x: r2(x), y: r2(y), width: r2(w), height: r2(h), rx: 3, class: "sy-ship-back" }),
    s("path", { d: hullPath(kind, x, y, w, h), class: "sy-hull" }));
  if (!comp || comp.virtual) return g;
  const { deck, hull } = features(comp);
  const place = (items, at, room, onDeck = false) => {
    if (!items.length) return;
    const r = Math.max(2.2, Math.min(room / 2 - 1, (w - 6) / (items.length * 2.5)));
    const cy = onDeck ? at - r - 1 : at;
    const step = Math.min(r * 2.5, (w - 6) / items.length);
    const left = x + w / 2 + (kind === "bow" ? w * 0.08 : kind === "stern" ? -w * 0.05 : 0) - (step * (items.length - 1)) / 2;
    items.forEach((item, k) => g.append(featureShape(item, left + k * step, cy, r)));
  };
  place(deck, y + h * 0.46, h * 0.4, true);
  place(hull, y + h * 0.72, h * 0.44);
  return g;
}

function shipTip(view, comp, ...extra) {
  const { t } = view;
  if (!comp) return [t("Ship tile"), ...extra];
  if (comp.virtual) return [t("Stand-in {kind} tile", { kind: kindOfTile(t, comp.kind).toLowerCase() }), t("Featureless, free; offered only when a kind of tile has run out"), ...extra];
  return [t("{kind} tile {id}", { kind: kindOfTile(t, comp.kind), id: comp.id }), t(comp.text), ...extra, proposedNote(t, comp)];
}

/** What the shapes on ship tiles mean. */
function drawLegend(view, y) {
  const { t } = view;
  const items = [
    ["black", t("sail or chimney")], ["cannon", t("cannon")], ["crane", t("crane")], ["lifeboat", t("lifeboat")],
    ["cabin", t("cabin")], ["drive", view.first ? t("propeller place") : t("stoker cabin")], ["lifebuoy", t("lifebuoy")], ["lantern", t("lantern")],
  ];
  const g = s("g", { class: "sy-legend" });
  const w = (W - 2 * PAD) / 4;
  items.forEach(([kind, text], k) => {
    const x = PAD + (k % 4) * w;
    const cy = y + 8 + Math.floor(k / 4) * 18;
    g.append(featureShape(kind, x + 7, cy, 5), fitted(x + 16, cy + 0.5, text, w - 18, { "text-anchor": "start", "font-size": SMALL }));
  });
  return tip(g, t("Ship tiles"), t("Mounts on deck take sails and chimneys (black), cannons (blue) and cranes (green); cabins take crew; lifeboats, lifebuoys and lanterns score with officials and contracts"));
}

function tileComp(view, id) {
  if (!id) return null;
  if (id.startsWith("virtual-")) return { id, kind: id.slice(8), virtual: true };
  return view.ships[id] || { id, kind: id.startsWith("B") ? "bow" : id.startsWith("S") ? "stern" : "middle" };
}

// ---------------------------------------------------------------------------------------
// The ship display: four columns of five, the bottom row free; the stacks

const COLUMNS = ["bow", "mid-a", "mid-b", "stern"];
const ROWS = 5;

function shipsPanel(view) {
  const { obs, t, tn, components } = view;
  const x0 = 34;
  const gap = 4;
  const cw = (W - PAD - x0 - 3 * gap) / 4;
  const th = 46;
  const top = 38;
  const parts = [];
  const headers = [[t("Bows"), 0, 1], [t("Middles"), 1, 2], [t("Sterns"), 3, 1]];
  for (const [text, column, span] of headers) {
    parts.push(fitted(r2(x0 + column * (cw + gap) + (span * cw + (span - 1) * gap) / 2), 28, text, span * cw, { "font-size": SMALL, class: "bd-quiet" }));
  }
  const rowPrices = components.prices?.ship_rows || [0, 1, 1, 2, 2];
  for (let row = 0; row < ROWS; row++) {
    const y = top + (ROWS - 1 - row) * (th + gap);
    const price = rowPrices[row] ?? 0;
    parts.push(tip(s("g", {}, coin(17, y + th / 2, 9, price)), t("Row {n}", { n: row + 1 }),
      price ? view.tn("Each tile of this row costs {n} guilder", "Each tile of this row costs {n} guilders", price) : t("The tiles of this row are free")));
    for (let column = 0; column < 4; column++) {
      const x = x0 + column * (cw + gap);
      const id = obs.ship_display?.[column * ROWS + row];
      if (!id) {
        parts.push(s("rect", { x: r2(x), y, width: r2(cw), height: th, rx: 3, class: "sy-empty" }));
        continue;
      }
      const comp = tileComp(view, id);
      const tile = s("g", { class: "sy-display-tile", "data-tile": id }, shipDrawing(comp, x, y, cw, th));
      tip(tile, ...shipTip(view, comp, price ? tn("Price: {n} guilder", "Price: {n} guilders", price) : t("Price: free")));
      parts.push(offer(tile, `tile ${COLUMNS[column]} ${row + 1}`, view));
    }
  }
  let y = top + ROWS * (th + gap) + 2;
  const stacks = obs.ship_stacks || {};
  const stackLabel = (column, span, text, lines) => {
    const x = x0 + column * (cw + gap);
    const width = span * cw + (span - 1) * gap;
    const g = s("g", { class: "sy-stack" },
      s("rect", { x: r2(x + 2), y: y + 1, width: r2(width - 4), height: 16, rx: 3, class: "sy-stack-body" }),
      fitted(r2(x + width / 2), y + 9.5, text, width - 8, { "font-size": SMALL }));
    return tip(g, ...lines);
  };
  parts.push(stackLabel(0, 1, t("stack {n}", { n: stacks.bows ?? "?" }), [t("Bow stack"), tn("{n} tile face down", "{n} tiles face down", stacks.bows ?? 0)]));
  parts.push(stackLabel(1, 2, t("stacks I {a} · II {b}", { a: stacks.middles_1 ?? "?", b: stacks.middles_2 ?? "?" }),
    [t("Middle stacks"), t("Both middle columns draw from stack I, then from stack II")]));
  parts.push(stackLabel(3, 1, t("stack {n}", { n: stacks.sterns ?? "?" }), [t("Stern stack"), tn("{n} tile face down", "{n} tiles face down", stacks.sterns ?? 0)]));
  y += 22;
  const standIns = [["bow", 0], ["middle", 1], ["stern", 3]].filter(([kind]) => view.ctx.legal.has(`tile virtual-${kind}`));
  if (standIns.length) {
    for (const [kind, column] of standIns) {
      const x = x0 + column * (cw + gap);
      const comp = { id: `virtual-${kind}`, kind, virtual: true };
      const chip = s("g", { class: "sy-stand-in" }, shipDrawing(comp, x, y, cw, th),
        fitted(r2(x + cw / 2), y + th * 0.72, t("stand-in"), cw - 8, { "font-size": SMALL }));
      tip(chip, ...shipTip(view, comp));
      parts.push(offer(chip, `tile virtual-${kind}`, view));
    }
    y += th + 4;
  }
  parts.push(drawLegend(view, y));
  y += 40;
  const removed = (obs.removed_ships || []).filter(Boolean).length;
  if (removed) {
    parts.push(fitted(PAD, y + 8, tn("{n} tile removed by the automata", "{n} tiles removed by the automata", removed), W - 2 * PAD, { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
    y += 16;
  }
  return panelSvg(view, t("Ship tiles"), y + PAD, "", ...parts);
}

// ---------------------------------------------------------------------------------------
// Canal tiles: channels between spaces, officials and Blue Ribands on the spaces; turned
// a quarter turn clockwise per step of rotation

const SIDES = { N: 0, E: 1, S: 2, W: 3 };
const EDGE_SPACE = [[0.5, 0.15], [0.85, 0.5], [0.5, 0.85], [0.15, 0.5]];
const EDGE_BORDER = [[0.5, 0], [1, 0.5], [0.5, 1], [0, 0.5]];

/** Every space of a canal tile in unit coordinates (as printed, before turning). */
function spacePoints(comp) {
  const spaces = comp.spaces || [];
  const points = {};
  const inner = spaces.filter((space) => !space.edge);
  for (const space of spaces) {
    if (space.edge) points[space.name] = EDGE_SPACE[SIDES[space.edge]];
  }
  for (const space of inner) {
    if (inner.length === 1) {
      points[space.name] = [0.5, 0.5];
      continue;
    }
    const link = (comp.links || []).find(([a, b]) => (a === space.name && points[b] && spaces.find((o) => o.name === b)?.edge) || (b === space.name && points[a] && spaces.find((o) => o.name === a)?.edge));
    const edge = link ? points[link[0] === space.name ? link[1] : link[0]] : [0.5, 0.5];
    points[space.name] = [0.5 + (edge[0] - 0.5) * 0.38, 0.5 + (edge[1] - 0.5) * 0.38];
  }
  return points;
}

function turn([u, v], rotation) {
  let [a, b] = [u - 0.5, v - 0.5];
  for (let k = 0; k < ((rotation % 4) + 4) % 4; k++) [a, b] = [-b, a];
  return [a + 0.5, b + 0.5];
}

/** The centre of each space of a canal tile lying in the box (x, y, size) turned `rotation`. */
function spaceCentres(comp, x, y, size, rotation) {
  const centres = {};
  for (const [name, point] of Object.entries(spacePoints(comp))) {
    const [u, v] = turn(point, rotation);
    centres[name] = [x + u * size, y + v * size];
  }
  return centres;
}

/** A canal tile in the box (x, y, size), turned `rotation` quarter turns clockwise. */
function canalDrawing(comp, x, y, size, rotation = 0, className = "") {
  const g = s("g", { class: `sy-canal ${className}` },
    s("rect", { x: r2(x), y: r2(y), width: r2(size), height: r2(size), rx: r2(Math.min(4, size * 0.06)), class: "sy-canal-back" }));
  if (!comp) return g;
  const centres = spaceCentres(comp, x, y, size, rotation);
  const water = s("g", { class: "sy-water", "stroke-width": r2(size * 0.14) });
  for (const space of comp.spaces || []) {
    if (!space.edge) continue;
    const [u, v] = turn(EDGE_BORDER[SIDES[space.edge]], rotation);
    const [cx, cy] = centres[space.name];
    water.append(s("line", { x1: r2(cx), y1: r2(cy), x2: r2(x + u * size), y2: r2(y + v * size), class: "sy-to-edge" }));
  }
  for (const [a, b] of comp.links || []) {
    const [x1, y1] = centres[a];
    const [x2, y2] = centres[b];
    water.append(s("line", { x1: r2(x1), y1: r2(y1), x2: r2(x2), y2: r2(y2) }));
  }
  g.append(water);
  const r = Math.max(2.5, size * 0.115);
  for (const space of comp.spaces || []) {
    const [cx, cy] = centres[space.name];
    g.append(s("circle", { cx: r2(cx), cy: r2(cy), r: r2(r), class: `sy-space${space.icon ? ` has-${space.icon}` : ""}` }));
    if (space.icon && size >= 24) g.append(officialIcon(space.icon, cx, cy, r * 1.7));
  }
  return g;
}

function canalTip(view, comp, ...extra) {
  const { t } = view;
  if (!comp) return [t("Canal tile")];
  const officials = (comp.spaces || []).filter((space) => space.icon).map((space) => officialName(t, space.icon));
  return [t("Canal {id}", { id: comp.id }), t(comp.text), officials.length ? t("On it: {list}", { list: officials.join(", ") }) : "", ...extra, proposedNote(t, comp)];
}

// ---------------------------------------------------------------------------------------
// Goods tiles (freight trains) and canals on display

function goodsDrawing(view, comp, x, y, w, h) {
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

function goodsTip(view, comp, ...extra) {
  const { t } = view;
  const noun = view.first ? t("Freight train {id}", { id: comp?.id }) : t("Goods tile {id}", { id: comp?.id });
  return [noun, (comp?.goods || []).map((good) => goodName(t, good)).join(", "), ...extra, proposedNote(t, comp)];
}

function priceLine(view, price) {
  return price ? view.tn("Price: {n} guilder", "Price: {n} guilders", price) : view.t("Price: free");
}

function marketPanel(view) {
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
    const tile = s("g", { class: "sy-display-goods", "data-goods": id }, goodsDrawing(view, comp, x, y, slotW, 30),
      coin(x + slotW / 2, y + 42, 8, goodsPrices[k] ?? 0));
    tip(tile, ...goodsTips(view, comp, goodsPrices[k]));
    parts.push(offer(tile, `goods ${k + 1}`, view));
  });
  y += 56;
  const sold = (obs.goods_sold || []).length;
  const removedGoods = (obs.removed_goods || []).length;
  const goodsLine = [tn("{n} in the stack", "{n} in the stack", obs.goods_stack ?? 0), tn("{n} exchanged", "{n} exchanged", sold)];
  if (removedGoods) goodsLine.push(tn("{n} removed by the automata", "{n} removed by the automata", removedGoods));
  parts.push(fitted(PAD, y, goodsLine.join(" · "), W - 2 * PAD, { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
  y += 18;
  parts.push(label(PAD, y, t("Canals"), { "text-anchor": "start", class: "bd-title", "font-size": TITLE }));
  y += 10;
  const canalPrices = components.prices?.canals || [0, 1, 1, 2, 2];
  (obs.canal_display || []).forEach((id, k) => {
    const x = PAD + k * (slotW + gap);
    if (!id) return;
    const comp = view.canals[id];
    const tile = s("g", { class: "sy-display-canal", "data-canal": id }, canalDrawing(comp, x, y, slotW),
      coin(x + slotW / 2, y + slotW + 12, 8, canalPrices[k] ?? 0));
    tip(tile, ...canalTip(view, comp, priceLine(view, canalPrices[k] ?? 0)));
    parts.push(offer(tile, `canal ${k + 1}`, view));
  });
  y += slotW + 34;
  const removedCanals = (obs.removed_canals || []).length;
  const canalLine = [tn("{n} in the stack", "{n} in the stack", obs.canal_stack ?? 0), tn("{n} discarded", "{n} discarded", (obs.canal_discard || []).length)];
  if (removedCanals) canalLine.push(tn("{n} removed by the automata", "{n} removed by the automata", removedCanals));
  parts.push(fitted(PAD, y, canalLine.join(" · "), W - 2 * PAD, { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
  y += 6;
  return panelSvg(view, view.first ? t("Freight trains") : t("Goods tiles"), y + PAD, "", ...parts);
}

function goodsTips(view, comp, price) {
  return goodsTip(view, comp, priceLine(view, price ?? 0));
}

// ---------------------------------------------------------------------------------------
// Employees: eight groups round the ring (clockwise: the top row left to right, the
// bottom row right to left), the marker on its group

function employeeGlyph(view, comp, x, y, size) {
  const effect = comp?.effect || {};
  if (effect.recruit) return pieceIcon(effect.recruit, x, y, size);
  if (effect.manufacture) return pieceIcon(effect.manufacture, x, y, size);
  if (effect.trade) return goodIcon(effect.trade, x, y, size);
  if (effect.carry) return effect.carry === "crew" ? actionIcon("crew", x, y, size) : pieceIcon(effect.carry, x, y, size);
  if (effect.speed_per_sail_pair) return pieceIcon("sail", x, y, size);
  if (effect.speed) return actionIcon("build", x, y, size);
  if (effect.free_steps) return actionIcon("equipment", x, y, size);
  return actionIcon("employee", x, y, size);
}

/** A short mark beside the glyph: a trader's level, a builder's or free steps' number. */
function employeeMark(comp) {
  const effect = comp?.effect || {};
  if (effect.trade) return effect.level === 2 ? "II" : "I";
  if (effect.carry) return `+${effect.count ?? 1}`;
  if (effect.free_steps) return `+${effect.free_steps}`;
  if (effect.speed) return `+${effect.speed}`;
  return "";
}

function employeeCard(view, id, x, y, w, h, copies = 1) {
  const { t, tn } = view;
  const comp = view.employees[id];
  const colour = comp?.colour || "grey";
  const g = s("g", { class: `sy-employee emp-${colour}`, "data-employee": id },
    s("rect", { x: r2(x), y: r2(y), width: r2(w), height: r2(h), rx: 4, class: "sy-employee-body" }),
    s("rect", { x: r2(x), y: r2(y), width: 6, height: r2(h), rx: 2, class: "sy-employee-band" }),
    employeeGlyph(view, comp, x + 17, y + h / 2, Math.min(18, h - 8)));
  const mark = employeeMark(comp);
  const textX = x + 28;
  const room = x + w - textX - (copies > 1 ? 16 : 3);
  if (mark) {
    g.append(label(textX, y + h / 2 + 6.5, mark, { "text-anchor": "start", "font-size": SMALL, class: "bd-strong" }));
    g.append(fitted(textX, y + h / 2 - 5, kindName(t, comp?.kind), room, { "text-anchor": "start", "font-size": SMALL }));
  } else {
    g.append(fitted(textX, y + h / 2 + 0.5, kindName(t, comp?.kind), room, { "text-anchor": "start", "font-size": SMALL }));
  }
  if (copies > 1) g.append(label(x + w - 3, y + h / 2, `×${copies}`, { "text-anchor": "end", "font-size": SMALL, class: "bd-quiet" }));
  const lines = [comp ? t(comp.text) : ""];
  if (comp?.extra_cost) lines.push(tn("Costs {n} guilder more to hire", "Costs {n} guilders more to hire", comp.extra_cost));
  if (comp?.vp) lines.push(tn("{n} VP at the end", "{n} VP at the end", comp.vp));
  if (copies > 1) lines.push(tn("{n} copy here", "{n} copies here", copies));
  lines.push(t("Colour: {colour}", { colour: colourName(t, colour) }), proposedNote(t, comp));
  return tip(g, `${kindName(t, comp?.kind)} · ${id}`, ...lines);
}

function employeesPanel(view) {
  const { obs, t, tn, components } = view;
  const slots = obs.employee_slots || [];
  const size = components.employees && slots.length ? slots.length / 8 : 3;
  const gap = 6;
  const gw = (W - 2 * PAD - 3 * gap) / 4;
  const cardH = 30;
  const groupH = 22 + size * (cardH + 3);
  const tops = [26, 26 + groupH + 12];
  const parts = [];
  const place = (group) => (group < 4 ? [PAD + group * (gw + gap), tops[0]] : [PAD + (7 - group) * (gw + gap), tops[1]]);
  const [lx, ly] = place(0);
  const [rx, ry] = place(4);
  parts.push(s("rect", { x: r2(lx + 10), y: ly + 9, width: r2(rx - lx + gw - 20), height: ry - ly, rx: 12, class: "sy-ring" }));
  const marker = obs.employee_group;
  for (let group = 0; group < 8; group++) {
    const [x, y] = place(group);
    const here = group === marker;
    const steps = typeof marker === "number" ? (group - marker + 8) % 8 || 8 : null;
    const head = s("g", { class: `sy-group-head${here ? " current" : ""}` },
      s("circle", { cx: r2(x + 10), cy: y + 9, r: 8, class: here ? "sy-marker" : "sy-group-number" }),
      label(r2(x + 10), y + 9.5, group + 1, { "font-size": SMALL, class: here ? "bd-strong sy-on-dark" : "bd-strong" }));
    if (here) head.append(fitted(r2(x + 22), y + 9.5, t("marker"), gw - 24, { "text-anchor": "start", "font-size": SMALL, class: "bd-strong" }));
    else if (steps) head.append(label(r2(x + 22), y + 9.5, tn("{n} step", "{n} steps", steps), { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
    parts.push(tip(head, t("Group {n}", { n: group + 1 }), here ? t("The marker is here") : tn("{n} step clockwise from the marker", "{n} steps clockwise from the marker", steps || 0),
      t("The first step is free; each further step costs a guilder")));
    for (let k = 0; k < size; k++) {
      const slot = slots[group * size + k];
      const cy = y + 22 + k * (cardH + 3);
      if (!slot) {
        parts.push(s("rect", { x: r2(x), y: cy, width: r2(gw), height: cardH, rx: 4, class: "sy-empty" }));
        continue;
      }
      const [id, copies] = slot;
      parts.push(offer(employeeCard(view, id, x, cy, gw, cardH, copies), `hire ${lower(id)}`, view));
    }
  }
  return panelSvg(view, t("Employees"), tops[1] + groupH + PAD, "", ...parts);
}

// ---------------------------------------------------------------------------------------
// The solo game: the two automata and the solo tiles

function soloPanel(view) {
  const { obs, t, tn, components } = view;
  const solo = obs.solo || {};
  const parts = [];
  let y = 30;
  for (let owner = obs.players; owner < obs.owners; owner++) {
    const position = (obs.row || []).findIndex((entry) => entry && entry.owner === owner);
    const on = position >= 0 ? obs.row[position].action : null;
    const g = s("g", { class: "sy-automaton" },
      seatToken(owner, PAD + 10, y + 8, 8),
      fitted(PAD + 24, y + 8, nameOf(view, owner), 110, { "text-anchor": "start", "font-size": BODY, class: "bd-strong" }),
      fitted(150, y + 8, on ? t("cube on {action}", { action: actionShort(t, on) }) : t("no cube on the row yet"), W - PAD - 150, { "text-anchor": "start", "font-size": SMALL }));
    parts.push(tip(g, nameOf(view, owner), on ? t("Its cube is on {action}", { action: actionName(t, on) }) : t("Its cube is not on the row yet"),
      t("An automaton turns solo tiles until one shows a free action tile, takes it, and removes or moves what the number on the next tile's back says")));
    if (owner === obs.owner && !view.over) parts.push(pill(W - PAD, y + 8, t("its turn"), "bd-pill-move"));
    y += 24;
  }
  y += 4;
  const stack = s("g", { class: "sy-solo-stack" },
    s("rect", { x: PAD + 4, y: y - 3, width: 40, height: 40, rx: 5, class: "sy-solo-back" }),
    s("rect", { x: PAD, y, width: 40, height: 40, rx: 5, class: "sy-solo-back" }),
    label(PAD + 20, y + 20, solo.top_number ?? "–", { "font-size": TITLE + 2, class: "bd-strong sy-on-dark" }),
    fitted(PAD + 50, y + 12, tn("{n} solo tile face down", "{n} solo tiles face down", solo.stack ?? 0), 130, { "text-anchor": "start", "font-size": SMALL }),
    fitted(PAD + 50, y + 28, t("back of the top one: {n}", { n: solo.top_number ?? "–" }), 130, { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
  parts.push(tip(stack, t("Solo tiles"), tn("{n} tile face down", "{n} tiles face down", solo.stack ?? 0),
    t("The number on the back of the top tile says how far an automaton moves a wheel, or which display row or place it clears"),
    components.solo_board_number !== undefined ? t("When the stack runs out, the board's number ({n}) is used and the tiles are shuffled", { n: components.solo_board_number }) : ""));
  const faceUp = solo.face_up || [];
  const fx = 200;
  parts.push(fitted(fx, y + 6, t("Turned this cycle"), W - PAD - fx, { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
  faceUp.forEach((action, k) => {
    const x = fx + (k % 5) * 26;
    const cy = y + 14 + Math.floor(k / 5) * 24;
    const chip = s("g", { class: "sy-solo-face" }, s("rect", { x, y: cy, width: 22, height: 22, rx: 3, class: "sy-solo-face-body" }),
      action === "last" ? label(x + 11, cy + 11.5, "⇥", { "font-size": BODY, class: "bd-strong" }) : actionIcon(action, x + 11, cy + 11, 16));
    parts.push(tip(chip, action === "last" ? t("The last tile of the row") : actionName(t, action)));
  });
  y += 14 + Math.max(1, Math.ceil(faceUp.length / 5)) * 24 + 6;
  if (typeof solo.last_number === "number" && solo.last_number >= 0) {
    parts.push(fitted(PAD, y + 4, t("Last number used: {n}", { n: solo.last_number }), W - 2 * PAD, { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
    y += 14;
  }
  return panelSvg(view, t("Automata"), y + PAD, "", ...parts);
}

// ---------------------------------------------------------------------------------------
// Contracts: the owner's face up, the others' face down

function contractTitle(t, rule) {
  switch (rule?.measure) {
    case "lifebuoys": return t("Lifebuoys");
    case "lanterns": return t("Lanterns");
    case "lifeboats": return t("Lifeboats");
    case "ships-with": return t("Ships carrying all of");
    case "pairs-on-ship": return t("Pairs on one ship");
    case "employees": return t("Employees");
    case "employees-of-colour": return t("Employees of these colours");
    case "employee-kinds": return t("Kinds of employees");
    case "employee-pairs": return t("Pairs of employees");
    case "ship-sizes": return t("Ship sizes {list}", { list: (rule.sizes || []).join(", ") });
    case "ships-of-length": return t("Ships of {n} tiles", { n: rule.length });
    case "ships-at-least": return t("Ships of {n} or more tiles", { n: rule.length });
    case "total-tiles": return t("Ship tiles in the fleet");
    case "ships": return t("Ships in the fleet");
    case "used-canals": return t("Used canals");
    case "variety": return t("Kinds of pieces");
    default: return rule ? piecesName(t, rule.measure) : "";
  }
}

function contractScore(t, rule) {
  if (!rule) return "";
  if (rule.measure === "employee-pairs") return t("{list} VP per pair", { list: (rule.groups || []).map(([, vp]) => vp).join(" / ") });
  if ("per" in rule) return t("{n} VP each", { n: rule.per });
  if (rule.thresholds) return t("{list} VP", { list: rule.thresholds.map(([least, vp]) => `${least}→${vp}`).join(" ") });
  if (rule.table) {
    const list = rule.table.join("/") + (rule.beyond ? `/+${rule.beyond}…` : "");
    return t("{list} VP", { list });
  }
  return "";
}

/** The items a contract counts, drawn as pictograms (pieces, safety gear). */
function contractItems(rule) {
  if (!rule) return [];
  if (rule.measure === "ships-with" || rule.measure === "pairs-on-ship") return rule.items || [];
  if (["lifebuoys", "lanterns", "lifeboats"].includes(rule.measure)) return [rule.measure.slice(0, -1)];
  if (PIECE_PATHS[rule.measure]) return [rule.measure];
  if (rule.measure === "officer") return ["captain"];
  return [];
}

function itemIcon(item, x, y, size) {
  if (ICON_PATHS[item]) return officialIcon(item, x, y, size);
  if (PIECE_PATHS[item]) return pieceIcon(item, x, y, size);
  return null;
}

function contractCard(view, id, x, y, w, h, discarded = false) {
  const { t } = view;
  const comp = view.contracts[id];
  const colour = comp?.colour || "red";
  const rule = comp?.rule;
  const g = s("g", { class: `sy-contract contract-${colour}${discarded ? " discarded" : ""}`, "data-contract": id },
    s("rect", { x, y, width: w, height: h, rx: 5, class: "sy-contract-body" }),
    s("path", { d: `M${x},${y + 14} V${y + 5} Q${x},${y} ${x + 5},${y} H${x + w - 5} Q${x + w},${y} ${x + w},${y + 5} V${y + 14} Z`, class: "sy-contract-band" }),
    fitted(x + w / 2, y + 7.5, discarded ? t("discarded") : contractColourName(t, colour), w - 8, { "font-size": SMALL, class: "sy-on-dark bd-strong" }));
  const items = contractItems(rule);
  let textY = y + 25;
  if (items.length) {
    const size = 14;
    items.forEach((item, k) => {
      const drawn = itemIcon(item, x + w / 2 + (k - (items.length - 1) / 2) * (size + 2), y + 25, size);
      if (drawn) g.append(drawn);
    });
    textY = y + 40;
    g.append(fitted(x + w / 2, textY, contractTitle(t, rule), w - 6, { "font-size": SMALL }));
  } else {
    g.append(...wrapped(x + w / 2, y + 31, contractTitle(t, rule), w - 6, SMALL, 2));
  }
  g.append(fitted(x + w / 2, y + h - 9, contractScore(t, rule), w - 6, { "font-size": SMALL, class: "bd-strong" }));
  return tip(g, `${contractColourName(t, colour)} · ${id}`, comp ? t(comp.text) : "", discarded ? t("Discarded") : "", proposedNote(t, comp));
}

function contractBack(view, colour, count, x, y, w, h) {
  const { t, tn } = view;
  const g = s("g", { class: `sy-contract contract-${colour} face-down` },
    s("rect", { x, y, width: w, height: h, rx: 5, class: "sy-contract-band" }),
    label(x + w / 2, y + h / 2 - 4, "?", { "font-size": TITLE + 4, class: "sy-on-dark bd-strong" }),
    fitted(x + w / 2, y + h - 10, `×${count}`, w - 6, { "font-size": SMALL, class: "sy-on-dark bd-strong" }));
  return tip(g, contractColourName(t, colour), tn("{n} contract, face down", "{n} contracts, face down", count));
}

// ---------------------------------------------------------------------------------------
// A player's shipyard: resources, the nine slots, stock, goods and employees, the canal
// map, the fleet and the contracts

const SLOT_W = 36;
const SLOT_H = 46;

function playerPanel(view, seat) {
  const { obs, t } = view;
  const board = obs.boards[seat];
  const decides = seat === view.toMove;
  const you = seat === view.you;
  const parts = [drawHeader(view, seat)];
  let y = 32;
  parts.push(drawResources(view, seat, board, y));
  y += 36;
  const yard = drawYard(view, seat, board, y);
  parts.push(yard.group);
  y += yard.height;
  const stock = drawStock(view, seat, board, y);
  parts.push(stock.group);
  y += stock.height;
  const goods = drawGoodsAndEmployees(view, seat, board, y);
  parts.push(goods.group);
  y += goods.height;
  const map = drawCanalMap(view, seat, board, y);
  parts.push(map.group);
  y += map.height;
  const fleet = drawFleet(view, board, y);
  parts.push(fleet.group);
  y += fleet.height;
  const contracts = drawContracts(view, seat, board, y);
  parts.push(contracts.group);
  y += contracts.height;
  const width = Math.max(W, map.width);
  return canvas(width, y + PAD, {
    class: `drawing bd-panel sy-board seat-${seat}${decides ? " bd-to-move" : ""}`,
    "aria-label": you ? t("Your shipyard") : t("{name}'s shipyard", { name: nameOf(view, seat) }),
  }, ...parts);
}

function drawHeader(view, seat) {
  const { obs, t } = view;
  const g = s("g", {}, seatToken(seat, 15, 15, 8));
  let right = W - PAD;
  const marks = [];
  if (seat === view.toMove) marks.push([t("to move"), "bd-pill-move"]);
  if (seat === obs.first) marks.push([t("start player"), "sy-pill-first"]);
  for (const [text, className] of marks) {
    g.append(pill(right, 15, text, className));
    right -= pillWidth(text) + 4;
  }
  const name = seat === view.you ? t("{name} (you)", { name: nameOf(view, seat) }) : nameOf(view, seat);
  g.append(fitted(28, 15, name, right - 34, { "text-anchor": "start", "font-size": TITLE + 0.5, class: "bd-title" }));
  return g;
}

function drawResources(view, seat, board, y) {
  const { t, tn } = view;
  const g = s("g", {});
  const cy = y + 14;
  g.append(tip(coin(20, cy, 12, board.guilders ?? "?"), t("Guilders"), tn("{n} guilder", "{n} guilders", board.guilders ?? 0)));
  const scores = Array.isArray(board.scores) ? board.scores : [];
  const [crew, guns, speed, cruises] = scores;
  g.append(tip(vpChip(51, cy, 13, scores.length ? sum(scores) : "?"), t("Points from cruises"),
    t("Crew {a} · cannons and cranes {b} · speed {c} · officials and Blue Ribands {d}", { a: crew ?? "?", b: guns ?? "?", c: speed ?? "?", d: cruises ?? "?" }),
    t("Contracts and traders score at the end")));
  const line1 = t("crew {a} · guns {b} · speed {c} · cruises {d}", { a: crew ?? "?", b: guns ?? "?", c: speed ?? "?", d: cruises ?? "?" });
  g.append(fitted(72, cy - 6, line1, W - PAD - 72, { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
  const fleet = board.fleet?.length ?? 0;
  const wrecks = board.wrecks?.length ?? 0;
  const line2 = [tn("{n} ship sailed", "{n} ships sailed", fleet)];
  if (wrecks) line2.push(tn("{n} failed", "{n} failed", wrecks));
  line2.push(tn("{n} canal used", "{n} canals used", board.used_count ?? 0));
  const used = s("g", {}, fitted(72, cy + 8, line2.join(" · "), W - PAD - 72, { "text-anchor": "start", "font-size": SMALL }));
  g.append(tip(used, t("Fleet and used canals"), (board.used || []).length ? t("Used pile: {list}", { list: board.used.join(", ") }) : t("Used pile: empty")));
  return g;
}

/** The nine slots: tiles being built, the ship on its cruise (and what is on it), the
 * finished ships (`launch N`), the free slots for the tile just bought (`slot N`). */
function drawYard(view, seat, board, top) {
  const { obs, t, tn } = view;
  const g = s("g", { class: "sy-yard" },
    label(PAD, top + 4, t("Shipyard slots"), { "text-anchor": "start", "font-size": SMALL + 0.5, class: "bd-strong" }));
  const yard = board.yard || [];
  const y = top + 12;
  const slotX = (slot) => PAD + slot * SLOT_W;
  const mine = seat === view.toMove;
  const pending = obs.pending || {};
  const picked = mine && obs.step === "build_slot" ? tileComp(view, pending.picked) : null;
  const cruising = seat === decidingSeat(view) && Array.isArray(pending.ship_pieces) && pending.ship_pieces.length > 0 && Array.isArray(pending.ship) && pending.ship[0] >= 0;
  if (cruising) {
    const [a, b] = pending.ship;
    g.append(s("rect", { x: slotX(a) - 1, y: y - 3, width: (b - a + 1) * SLOT_W + 2, height: SLOT_H + 6, rx: 5, class: "sy-cruising" }));
  }
  yard.forEach((id, slot) => {
    const x = slotX(slot);
    g.append(label(x + SLOT_W / 2, y + SLOT_H + 8, slot + 1, { "font-size": SMALL, class: "bd-quiet" }));
    if (!id) {
      const empty = s("g", { class: "sy-slot" }, s("rect", { x: x + 1, y, width: SLOT_W - 2, height: SLOT_H, rx: 3, class: "sy-empty" }));
      if (picked && view.ctx.legal.has(`slot ${slot + 1}`)) {
        empty.append(classed("sy-slot-ghost", shipDrawing(picked, x + 1, y, SLOT_W - 2, SLOT_H)));
        tip(empty, t("Slot {n}", { n: slot + 1 }), t("Put the tile here"));
      }
      if (mine) offer(empty, `slot ${slot + 1}`, view);
      g.append(empty);
      return;
    }
    const comp = tileComp(view, id);
    const tile = s("g", { class: "sy-yard-tile", "data-slot": slot + 1 }, shipDrawing(comp, x + 1, y, SLOT_W - 2, SLOT_H));
    tip(tile, ...shipTip(view, comp, t("Slot {n}", { n: slot + 1 })));
    g.append(tile);
  });
  // A finished ship is launched from its bow's slot: the group spans the bow to the stern.
  for (const action of mine ? legalWith(view, "launch ") : []) {
    const start = Number(action.split(" ")[1]) - 1;
    let end = start + 1;
    while (end < yard.length && yard[end] && tileComp(view, yard[end]).kind !== "stern") end++;
    const ship = s("g", { class: "sy-launch" },
      s("rect", { x: slotX(start), y: y - 2, width: (end - start + 1) * SLOT_W, height: SLOT_H + 4, rx: 5, class: "sy-launch-frame" }));
    tip(ship, t("A finished ship"), tn("{n} tile", "{n} tiles", end - start + 1));
    g.append(offer(ship, action, view));
  }
  let height = SLOT_H + 26;
  if (picked) {
    const py = top + height;
    g.append(s("rect", { x: PAD, y: py, width: W - 2 * PAD, height: 44, rx: 5, class: "sy-note-body" }),
      shipDrawing(picked, PAD + 4, py + 4, 50, 36),
      fitted(PAD + 62, py + 14, t("Tile to place: {id}", { id: picked.id }), W - 2 * PAD - 66, { "text-anchor": "start", "font-size": SMALL + 0.5, class: "bd-strong" }),
      fitted(PAD + 62, py + 30, picked.virtual ? t("Featureless stand-in") : t(picked.text || ""), W - 2 * PAD - 66, { "text-anchor": "start", "font-size": SMALL }));
    height += 50;
  }
  if (cruising) {
    const py = top + height;
    const counts = Object.fromEntries(view.pieces.map((piece, k) => [piece, pending.ship_pieces[k] || 0]));
    const box = s("g", { class: "sy-on-board" },
      s("rect", { x: PAD, y: py, width: W - 2 * PAD, height: 36, rx: 5, class: "sy-note-body" }),
      fitted(PAD + 6, py + 11, t("On the ship"), 90, { "text-anchor": "start", "font-size": SMALL, class: "bd-strong" }));
    let x = PAD + 8;
    const aboard = view.pieces.filter((piece) => counts[piece] > 0);
    for (const piece of aboard) {
      box.append(pieceIcon(piece, x + 7, py + 25, 14), label(x + 15, py + 25.5, `×${counts[piece]}`, { "text-anchor": "start", "font-size": SMALL }));
      x += 34;
    }
    if (!aboard.length) box.append(fitted(PAD + 8, py + 26, t("nothing yet"), 90, { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
    const speedText = ["start", "sail"].includes(obs.step) ? view.tn("speed {speed}, {n} space to go", "speed {speed}, {n} spaces to go", pending.steps_left ?? 0, { speed: pending.speed ?? "?" }) : "";
    if (speedText) box.append(fitted(W - PAD - 6, py + 11, speedText, 150, { "text-anchor": "end", "font-size": SMALL, class: "bd-strong" }));
    g.append(tip(box, t("The ship on its shakedown cruise"), aboard.map((piece) => `${pieceName(t, piece)} ×${counts[piece]}`).join(", ") || t("Nothing on board yet")));
    height += 42;
  }
  return { group: g, height };
}

/** Crew and equipment in stock; during outfitting each is `add PIECE`. */
function drawStock(view, seat, board, top) {
  const { t, tn } = view;
  const g = s("g", { class: "sy-stock" });
  const stock = board.stock || {};
  const pieces = view.pieces.length ? view.pieces : Object.keys(stock);
  const w = (W - 2 * PAD) / Math.max(pieces.length, 1);
  pieces.forEach((piece, k) => {
    const x = PAD + k * w;
    const count = stock[piece] ?? 0;
    const chip = s("g", { class: `sy-stock-piece${count ? "" : " bd-none"}`, "data-piece": piece },
      chipBack(x + 1, top, w - 2, 32), pieceIcon(piece, x + 13, top + 16, 19),
      label(x + 25, top + 16.5, count, { "text-anchor": "start", "font-size": BODY, class: "bd-strong" }));
    tip(chip, pieceName(t, piece), tn("{n} in stock", "{n} in stock", count));
    if (seat === view.toMove) offer(chip, `add ${piece}`, view);
    g.append(chip);
  });
  return { group: g, height: 38 };
}

/** A section's title, and at the other end of its line what the section holds when it
 * holds nothing ("Fleet … no ship has sailed yet"), so the two never meet however long
 * the title is in the language shown. */
function sectionTitle(x, y, title, empty) {
  const g = s("g", {}, label(x, y, title, { "text-anchor": "start", "font-size": SMALL + 0.5, class: "bd-strong" }));
  if (empty) g.append(label(W - PAD, y, empty, { "text-anchor": "end", "font-size": SMALL, class: "bd-quiet" }));
  return g;
}

/** Goods tiles (`trade ID` during an exchange) and employees hired. */
function drawGoodsAndEmployees(view, seat, board, top) {
  const { t } = view;
  const g = s("g", {});
  const goods = board.goods || [];
  let y = top;
  g.append(sectionTitle(PAD, y + 6, view.first ? t("Freight trains") : t("Goods tiles"), goods.length ? null : t("none")));
  y += 14;
  goods.forEach((id, k) => {
    const x = PAD + (k % 6) * 54;
    const gy = y + Math.floor(k / 6) * 34;
    const comp = view.goodsTiles[id];
    const tile = s("g", { class: "sy-own-goods", "data-goods": id }, goodsDrawing(view, comp, x, gy, 50, 30));
    tip(tile, ...goodsTip(view, comp));
    if (seat === view.toMove) offer(tile, `trade ${lower(id)}`, view);
    g.append(tile);
  });
  if (goods.length) y += Math.ceil(goods.length / 6) * 34;
  const employees = board.employees || [];
  g.append(sectionTitle(PAD, y + 6, t("Employees"), employees.length ? null : t("none")));
  y += 14;
  const ew = (W - 2 * PAD - 3 * 4) / 4;
  employees.forEach((id, k) => {
    g.append(employeeCard(view, id, PAD + (k % 4) * (ew + 4), y + Math.floor(k / 4) * 33, ew, 30));
  });
  if (employees.length) y += Math.ceil(employees.length / 4) * 33;
  return { group: g, height: y - top + 4 };
}

// ---------------------------------------------------------------------------------------
// The canal system as a map: laid tiles with their rotations, the ship token with its
// heading, the spaces it may enter or sail to (`start` / `move CANAL SPACE`), and while a
// rented canal is laid every free cell split into one part per rotation (`at X Y rR`):
// each part shows the tile turned that way, and hovering or focusing a part shows the
// tile full size in the cell, half transparent (the ghost), before the click lays it.

const CELL = 64;
const PLACE_CELL = 84;
const MIN_PLACE_CELL = 58;

function parsePlacements(view, seat) {
  const cells = new Map();
  if (seat !== view.toMove) return cells;
  for (const action of legalWith(view, "at ")) {
    const [, x, y, r] = action.split(" ");
    const key = `${Number(x)},${Number(y)}`;
    if (!cells.has(key)) cells.set(key, { x: Number(x), y: Number(y), rotations: [] });
    cells.get(key).rotations.push([Number(r.slice(1)), action]);
  }
  return cells;
}

function heading(view, board, tiles, size) {
  const token = board.token;
  if (!token) return null;
  const tile = tiles.find((c) => c.id === token.canal);
  if (!tile) return null;
  const comp = view.canals[tile.id];
  if (!comp) return null;
  const centres = spaceCentres(comp, tile.px, tile.py, size, tile.rotation);
  const here = centres[token.space];
  if (!here) return null;
  let angle = 0;
  const from = token.from;
  if (from && from[0] === token.canal && centres[from[1]]) {
    const [fx, fy] = centres[from[1]];
    angle = Math.atan2(here[1] - fy, here[0] - fx);
  } else {
    const space = (comp.spaces || []).find((sp) => sp.name === token.space);
    if (space?.edge) {
      const side = (SIDES[space.edge] + tile.rotation) % 4;
      angle = [Math.PI / 2, Math.PI, -Math.PI / 2, 0][side];
    }
  }
  return { x: here[0], y: here[1], angle };
}

function shipToken(seat, x, y, angle, size) {
  const k = size / 20;
  return s("g", { class: "sy-token", transform: `translate(${r2(x)} ${r2(y)}) rotate(${r2((angle * 180) / Math.PI)}) scale(${r2(k)})` },
    s("path", { d: "M11,0 L3,-6 H-9 V6 H3 Z", style: `fill: var(--seat-${seat})`, class: "sy-token-body" }),
    s("path", { d: "M-5,-3 H2 M-5,3 H2", class: "sy-token-deck" }));
}

function drawCanalMap(view, seat, board, top) {
  const { obs, t, tn } = view;
  const g = s("g", { class: "sy-map" });
  const laid = board.canals || [];
  const places = parsePlacements(view, seat);
  const rented = places.size ? view.canals[obs.pending?.canal] : null;
  const cellsX = [...laid.map((c) => c.x), ...[...places.values()].map((c) => c.x)];
  g.append(sectionTitle(PAD, top + 6, t("Canals"), cellsX.length ? null : t("none yet")));
  const cellsY = [...laid.map((c) => c.y), ...[...places.values()].map((c) => c.y)];
  let y = top + 14;
  if (rented) {
    g.append(s("rect", { x: PAD, y, width: W - 2 * PAD, height: 44, rx: 5, class: "sy-note-body" }),
      canalDrawing(rented, PAD + 4, y + 4, 36),
      fitted(PAD + 48, y + 14, t("Canal to lay: {id}", { id: rented.id }), W - 2 * PAD - 52, { "text-anchor": "start", "font-size": SMALL + 0.5, class: "bd-strong" }),
      fitted(PAD + 48, y + 30, t("Each part shows one way to turn it; point at it to preview"), W - 2 * PAD - 52, { "text-anchor": "start", "font-size": SMALL }));
    y += 50;
  }
  if (!cellsX.length) {
    return { group: g, height: 18, width: W };
  }
  const minX = Math.min(...cellsX);
  const minY = Math.min(...cellsY);
  const cols = Math.max(...cellsX) - minX + 1;
  const rows = Math.max(...cellsY) - minY + 1;
  let size = Math.min(places.size ? PLACE_CELL : CELL, (W - 2 * PAD) / cols);
  if (places.size) size = Math.max(size, MIN_PLACE_CELL);
  const mapWidth = cols * size + 2 * PAD;
  const width = Math.max(W, mapWidth);
  const left = (width - cols * size) / 2;
  const cellAt = (x, yy) => [left + (x - minX) * size, y + (yy - minY) * size];
  g.append(s("rect", { x: r2(left - 2), y: y - 2, width: r2(cols * size + 4), height: r2(rows * size + 4), rx: 4, class: "sy-map-back" }));
  const tiles = laid.map((c) => {
    const [px, py] = cellAt(c.x, c.y);
    return { ...c, px, py };
  });
  for (const tile of tiles) {
    const comp = view.canals[tile.id];
    const drawn = s("g", { class: "sy-laid", "data-canal": tile.id }, canalDrawing(comp, tile.px, tile.py, size, tile.rotation));
    tip(drawn, ...canalTip(view, comp, tile.rotation ? t("Turned {n}° clockwise", { n: tile.rotation * 90 }) : t("As printed")));
    g.append(drawn);
  }
  const token = heading(view, board, tiles, size);
  if (token) {
    g.append(tip(s("g", {}, shipToken(seat, token.x, token.y, token.angle, size * 0.42)), t("Ship token"),
      t("On canal {id}; it sails on the way its bow points, never straight back", { id: board.token.canal })));
  }
  // Spaces the token may enter or sail to.
  if (seat === view.toMove) {
    for (const action of [...legalWith(view, "start "), ...legalWith(view, "move ")]) {
      const [, canal, space] = action.split(" ");
      const tile = tiles.find((c) => lower(c.id) === canal);
      const comp = tile && view.canals[tile.id];
      if (!comp) continue;
      const centre = spaceCentres(comp, tile.px, tile.py, size, tile.rotation)[space];
      if (!centre) continue;
      const icon = (comp.spaces || []).find((sp) => sp.name === space)?.icon;
      const spot = s("g", { class: "sy-space-target", "data-space": `${canal} ${space}` },
        s("rect", { x: r2(centre[0] - 14), y: r2(centre[1] - 14), width: 28, height: 28, rx: 14, class: "sy-space-hit" }),
        s("circle", { cx: r2(centre[0]), cy: r2(centre[1]), r: r2(Math.max(7, size * 0.13)), class: "sy-space-ring" }));
      tip(spot, t("Canal {id}", { id: tile.id }), icon ? `${officialName(t, icon)}: ${officialEffect(t, icon)}` : t("An empty space"));
      g.append(offer(spot, action, view));
    }
  }
  // The free squares where the rented canal may go, one part per rotation.
  for (const cell of places.values()) {
    const [px, py] = cellAt(cell.x, cell.y);
    const group = s("g", { class: "sy-cell" }, s("rect", { x: r2(px + 1), y: r2(py + 1), width: r2(size - 2), height: r2(size - 2), rx: 4, class: "sy-free-cell" }));
    const n = cell.rotations.length;
    const half = size / 2;
    const boxes = n === 1 ? [[px, py, size, size]]
      : n === 2 ? [[px, py, half, size], [px + half, py, half, size]]
        : [[px, py, half, half], [px + half, py, half, half], [px, py + half, half, half], [px + half, py + half, half, half]];
    cell.rotations.forEach(([rotation, action], k) => {
      const [bx, by, bw, bh] = boxes[k];
      const thumb = Math.min(bw, bh) - (n === 1 ? 10 : 5);
      const part = s("g", { class: `sy-place sy-place-${k}`, "data-rotation": rotation },
        s("rect", { x: r2(bx + 1.5), y: r2(by + 1.5), width: r2(bw - 3), height: r2(bh - 3), rx: 3, class: "sy-place-part" }),
        canalDrawing(rented, bx + (bw - thumb) / 2, by + (bh - thumb) / 2, thumb, rotation, "sy-thumb"));
      tip(part, t("Lay canal {id} here", { id: rented?.id ?? "" }), rotation ? t("Turned {n}° clockwise", { n: rotation * 90 }) : t("As printed"));
      group.append(offer(part, action, view));
    });
    cell.rotations.forEach(([rotation], k) => {
      group.append(canalDrawing(rented, px, py, size, rotation, `sy-ghost sy-ghost-${k}`));
    });
    g.append(group);
  }
  y += rows * size + 6;
  if (!laid.length && !places.size) y += 0;
  const usedNote = (board.used || []).length ? tn("{n} tile on the used pile", "{n} tiles on the used pile", board.used.length) : "";
  if (usedNote) {
    g.append(fitted(PAD, y + 6, usedNote, W - 2 * PAD, { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
    y += 14;
  }
  return { group: g, height: y - top + 4, width };
}

// ---------------------------------------------------------------------------------------
// The fleet (ships that passed their cruise), the wrecks, and the contracts

function drawFleet(view, board, top) {
  const { t } = view;
  const ships = [...(board.fleet || []).map((ship) => [ship, false]), ...(board.wrecks || []).map((ship) => [ship, true])];
  const g = s("g", { class: "sy-fleet" }, sectionTitle(PAD, top + 6, t("Fleet"), ships.length ? null : t("no ship has sailed yet")));
  if (!ships.length) {
    return { group: g, height: 18 };
  }
  let y = top + 14;
  for (const [ship, wrecked] of ships) {
    const row = s("g", { class: `sy-fleet-ship${wrecked ? " wrecked" : ""}` });
    const tiles = ship.tiles || [];
    tiles.forEach((id, k) => {
      const comp = tileComp(view, id);
      row.append(s("path", { d: hullPath(comp.kind, PAD + k * 12, y - 6, 12, 22), class: "sy-hull" }));
    });
    let x = PAD + tiles.length * 12 + 8;
    if (wrecked) {
      row.append(label(x, y + 4, t("failed"), { "text-anchor": "start", "font-size": SMALL, class: "bd-notice-text" }));
      x += 40;
    }
    for (const [piece, count] of Object.entries(ship.pieces || {})) {
      if (x > W - 40) break;
      row.append(pieceIcon(piece, x + 6, y + 4, 13), label(x + 13, y + 4.5, `×${count}`, { "text-anchor": "start", "font-size": SMALL }));
      x += 32;
    }
    const pieces = Object.entries(ship.pieces || {}).map(([piece, count]) => `${pieceName(t, piece)} ×${count}`).join(", ");
    tip(row, wrecked ? t("A ship that failed its cruise") : t("A ship of the fleet"), view.tn("{n} tile", "{n} tiles", tiles.length) + (tiles.length ? `: ${tiles.join(", ")}` : ""), pieces);
    g.append(row);
    y += 20;
  }
  return { group: g, height: y - top + 2 };
}

/** The owner's contracts face up (`discard ID` when discarding), the others' face down. */
function drawContracts(view, seat, board, top) {
  const { t, tn, components } = view;
  const g = s("g", { class: "sy-contracts" });
  const heldCards = Array.isArray(board.hand) ? board.hand.length + (board.discarded_ids || []).length : null;
  g.append(sectionTitle(PAD, top + 6, t("Contracts"), heldCards === 0 ? t("none") : null));
  let y = top + 14;
  const colours = components.contract_colours || Object.keys(board.contracts || {});
  if (Array.isArray(board.hand)) {
    const cards = [...board.hand.map((id) => [id, false]), ...(board.discarded_ids || []).map((id) => [id, true])];
    const w = (W - 2 * PAD - 2 * 6) / 3;
    const h = 64;
    cards.forEach(([id, discarded], k) => {
      const card = contractCard(view, id, PAD + (k % 3) * (w + 6), y + Math.floor(k / 3) * (h + 6), w, h, discarded);
      if (!discarded && seat === view.toMove) offer(card, `discard ${lower(id)}`, view);
      g.append(card);
    });
    y += Math.ceil(cards.length / 3) * (h + 6);
  } else {
    let x = PAD;
    for (const colour of colours) {
      const count = board.contracts?.[colour];
      if (count === null || count === undefined) continue;
      if (count > 0) {
        g.append(contractBack(view, colour, count, x, y, 44, 52));
        x += 50;
      }
    }
    const discarded = colours.map((colour) => [colour, board.discarded?.[colour] ?? 0]).filter(([, n]) => n > 0);
    const text = discarded.length ? t("Discarded: {list}", { list: discarded.map(([colour, n]) => `${n} ${colourName(t, colour).toLowerCase()}`).join(", ") }) : t("Face down: only their owner knows them");
    g.append(fitted(x + 4, y + 26, text, W - PAD - x - 4, { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
    y += 58;
  }
  return { group: g, height: y - top };
}
