// Russian Railroads drawn from one seat's observation (or the public one): the main board
// (round track and last-round tile, turn order with its cards and claim spaces, the score
// track, the action spaces, the engineer strip, the locomotive and factory supply, the
// "?" cards and the end-bonus deck) and every player's board (the three routes with their
// tracks, locomotives and bonus spaces, the industry track with its factories and
// markers, engineers, "?" tokens, end-bonus cards), as schematic SVG panels in a grid
// (russian-railroads.css lays them out).
//
// The legal actions of the seat to move are marked where they happen: a worker placement
// on its action space (or engineer, hiring space, claim space, last-round tile), each
// payment on a chip of the pieces it pays with, each track step on the route space the
// track moves to, industry steps on the space the marker moves to, locomotives and
// factories in the supply and on the board's slots and notches, "?" tokens and cards,
// end-bonus cards, starting bonuses, repeats on the action repeated.

import { BODY, chipBack, classed, coin, fitted, fitTexts, html, PAD, panel, pill, pillWidth, SMALL, sum, TITLE, vpChip, W, wrapped } from "./panels.js";
import { canvas, label, s, seatToken, target, tip } from "./svg.js";
import { render as renderText } from "./text.js";

const COLOURS = ["black", "grey", "brown", "natural", "white"];
const PATTERNED = new Set(["grey", "brown", "natural"]);

// ---------------------------------------------------------------------------------------
// Entry points

/**
 * Draw the Russian Railroads table into `container`: the round and turn order, the action
 * spaces, the engineers, the supply, the viewer's board and the other players' boards.
 * @param {HTMLElement} container
 * @param {object} ctx the board context (see index.js)
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

// ---------------------------------------------------------------------------------------
// What every panel needs: the observation, the context, the component data and words

function viewOf(obs, ctx) {
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

/** The names the drawing uses, each a literal t() call (the extractor finds them). */
function words(t) {
  return {
    colour: { black: t("black"), grey: t("grey"), brown: t("brown"), natural: t("natural"), white: t("white") },
    route: { ts: t("Trans-Siberian Railroad"), stp: t("Moscow–St Petersburg"), kiev: t("Moscow–Kiev") },
    token: {
      tracks: t("Tracks token"), doublers: t("Doublers token"), industry: t("Industry token"),
      revaluation: t("Revaluation token"), "second-marker": t("Second marker token"),
      "kiev-medal": t("Kiev medal token"), card: t("'?' card token"),
    },
    card: {
      mixed: t("Mixed '?' card"), engineer: t("Engineer '?' card"), factory: t("Factory '?' card"),
      "black-worker": t("Black worker '?' card"), "locomotive-9": t("Level-9 locomotive '?' card"),
    },
    start: { black: t("Black track"), industry: t("Industry"), doubler: t("Doubler"), coin: t("Ruble") },
    piece: { worker: t("a worker"), temporary: t("a temporary worker"), black: t("the black worker"), coin: t("a ruble") },
    strip: { future: t("Coming in later rounds"), variable: t("Action spaces"), hire: t("For hire") },
    benefit: {
      "gain-grey": t("Gain the grey tracks"), "gain-brown": t("Gain the brown tracks"),
      "gain-natural": t("Gain the natural tracks"), "gain-white": t("Gain the white track (it moves 2 steps at once)"),
      "end-station": t("End station"), worker: t("A new worker"), token: t("A '?' space: use a '?' token"),
    },
    ordinal: [t("1st"), t("2nd"), t("3rd"), t("4th")],
    notch: [t("first notch"), t("second notch"), t("third notch"), t("fourth notch"), t("fifth notch")],
  };
}

/** The viewer first, then the others in seat order from the viewer on. */
function seatsInOrder(view) {
  const n = view.obs.seats.length;
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

/** A text cut to about `width` units of small print (with "…"), rather than squeezed. */
function clipped(text, width) {
  const room = Math.max(3, Math.floor(width / (SMALL * 0.58)));
  return text.length <= room ? text : `${text.slice(0, room - 1).trimEnd()}…`;
}

function legalWith(view, prefix) {
  return [...view.ctx.legal.keys()].filter((action) => action.startsWith(prefix));
}

function deciding(view, seat) {
  return seat !== null && seat === view.toMove && view.ctx.legal.size > 0;
}

function known(value) {
  return value !== null && value !== undefined;
}

// ---------------------------------------------------------------------------------------
// Pictograms: tracks, workers, locomotives, factories, industry steps, doublers …

/** The patterns that tell the track colours apart without colour: defined once, in the
 * first panel, and used by all (the panels are one document). */
function patterns() {
  return s("defs", {},
      s("pattern", { id: "rr-pattern-grey", width: 4, height: 4, patternUnits: "userSpaceOnUse", patternTransform: "rotate(45)" },
        s("rect", { width: 1.5, height: 4, class: "rr-pattern-line" })),
      s("pattern", { id: "rr-pattern-brown", width: 4, height: 4, patternUnits: "userSpaceOnUse" },
        s("rect", { width: 4, height: 1.4, class: "rr-pattern-line" })),
      s("pattern", { id: "rr-pattern-natural", width: 4, height: 4, patternUnits: "userSpaceOnUse" },
        s("circle", { cx: 2, cy: 2, r: 0.85, class: "rr-pattern-dot" })));
}

/** A rectangle in a track colour, with its pattern. */
function colourRect(colour, x, y, width, height, rx = 2, extra = "") {
  const parts = [s("rect", { x, y, width, height, rx, class: `rr-colour rr-c-${colour}${extra}` })];
  if (PATTERNED.has(colour)) parts.push(s("rect", { x, y, width, height, rx, fill: `url(#rr-pattern-${colour})`, class: "rr-pattern" }));
  return parts;
}

/** A track step of a kind (a colour, "any" or "black-or-grey"), a chip `size` units wide. */
function stepChip(kind, x, y, size = 13) {
  const h = size / 2;
  const g = s("g", { class: `rr-step rr-step-${kind}` });
  if (kind === "any") {
    const w = size / 5;
    COLOURS.forEach((colour, k) => g.append(...colourRect(colour, x - h + k * w, y - h, w, size, 0)));
    g.append(s("rect", { x: x - h, y: y - h, width: size, height: size, rx: 2, class: "rr-chip-edge" }));
  } else if (kind === "black-or-grey") {
    g.append(s("polygon", { points: `${x - h},${y - h} ${x + h},${y - h} ${x - h},${y + h}`, class: "rr-colour rr-c-black" }),
      s("polygon", { points: `${x + h},${y - h} ${x + h},${y + h} ${x - h},${y + h}`, class: "rr-colour rr-c-grey" }),
      s("polygon", { points: `${x + h},${y - h} ${x + h},${y + h} ${x - h},${y + h}`, fill: "url(#rr-pattern-grey)" }),
      s("rect", { x: x - h, y: y - h, width: size, height: size, rx: 2, class: "rr-chip-edge" }));
  } else {
    g.append(...colourRect(kind, x - h, y - h, size, size), s("rect", { x: x - h, y: y - h, width: size, height: size, rx: 2, class: "rr-chip-edge" }));
  }
  return g;
}

/** A worker pawn: `cls` rr-pawn (the cost of a space), rr-pawn-black, rr-pawn-temp. */
function pawn(x, y, size, cls = "rr-pawn") {
  const r = size / 2;
  return s("g", { class: cls },
    s("circle", { cx: x, cy: y - r * 0.5, r: r * 0.42 }),
    s("path", { d: `M${x - r * 0.78},${y + r} Q${x - r * 0.75},${y - r * 0.05} ${x},${y - r * 0.05} Q${x + r * 0.75},${y - r * 0.05} ${x + r * 0.78},${y + r} Z` }));
}

/** A locomotive, `size` units wide, centred on (x, y). */
function locoIcon(x, y, size = 18) {
  const k = size / 20;
  return s("g", { transform: `translate(${x} ${y}) scale(${k})`, class: "rr-loco-icon" },
    s("path", { d: "M-10,3 V-3 H2 V-8 H9 V3 Z M-8,-3 V-7 H-5 V-3 Z" }),
    s("circle", { cx: -6, cy: 5.5, r: 2.6 }), s("circle", { cx: 0, cy: 5.5, r: 2.6 }), s("circle", { cx: 6, cy: 5.5, r: 2.6 }));
}

/** A factory, `size` units wide, centred on (x, y). */
function factoryIcon(x, y, size = 16) {
  const k = size / 20;
  return s("g", { transform: `translate(${x} ${y}) scale(${k})`, class: "rr-factory-icon" },
    s("path", { d: "M-10,8 V-1 L-5,-5 V-1 L0,-5 V-1 L5,-5 V-9 H9 V8 Z" }));
}

/** An industry step: a chip with an arrow. */
function industryChip(x, y, size = 13) {
  const h = size / 2;
  return s("g", { class: "rr-industry-chip" },
    s("rect", { x: x - h, y: y - h, width: size, height: size, rx: 3 }),
    s("path", { d: `M${x - h * 0.45},${y - h * 0.5} L${x + h * 0.45},${y} L${x - h * 0.45},${y + h * 0.5}` }));
}

function doublerIcon(x, y, r = 7.5) {
  return s("g", { class: "rr-doubler" },
    s("circle", { cx: x, cy: y, r }),
    label(x, y + 0.5, "×2", { "font-size": SMALL, class: "bd-strong" }));
}

function markerIcon(x, y, n, r = 6.5) {
  return s("g", { class: `rr-marker rr-marker-${n}` },
    s("rect", { x: x - r, y: y - r, width: 2 * r, height: 2 * r, rx: r * 0.45 }),
    label(x, y + 0.5, n, { "font-size": SMALL, class: "bd-strong rr-on-dark" }));
}

function cardBack(x, y, width, height) {
  return s("g", { class: "rr-card-back" },
    s("rect", { x, y, width, height, rx: 4 }),
    s("rect", { x: x + 3, y: y + 3, width: width - 6, height: height - 6, rx: 3, class: "rr-card-back-inner" }));
}

function repeatIcon(x, y, r = 6) {
  return s("g", { class: "rr-icon-line" },
    s("path", { d: `M${x + r},${y} A${r},${r} 0 1 1 ${x},${y - r}` }),
    s("path", { d: `M${x - 2},${y - r - 3} L${x + 1.5},${y - r} L${x - 2},${y - r + 3}` }));
}

function medalIcon(x, y, r = 6) {
  return s("g", { class: "rr-medal" },
    s("path", { d: `M${x - r * 0.7},${y - r * 1.6} L${x},${y - r * 0.6} L${x + r * 0.7},${y - r * 1.6}`, class: "rr-medal-ribbon" }),
    s("circle", { cx: x, cy: y + r * 0.25, r }));
}

function questionIcon(x, y, r = 6.5) {
  return s("g", { class: "rr-question" },
    s("circle", { cx: x, cy: y, r }),
    label(x, y + 0.5, "?", { "font-size": Math.max(SMALL, r * 1.5), class: "bd-strong" }));
}

function stationIcon(x, y, size = 12) {
  const h = size / 2;
  return s("g", { class: "rr-station" },
    s("path", { d: `M${x - h},${y + h} V${y - h * 0.2} L${x},${y - h} L${x + h},${y - h * 0.2} V${y + h} Z` }));
}

function claimIcon(x, y, n) {
  return s("g", { class: "rr-claim-icon" },
    s("rect", { x: x - 6.5, y: y - 8, width: 13, height: 16, rx: 2 }),
    label(x, y + 0.5, n, { "font-size": SMALL, class: "bd-strong" }));
}

/** A count before a pictogram: "4" (four of what follows), centred on (x, y). */
function countLabel(x, y, n) {
  return label(x, y + 0.5, n, { "font-size": BODY, class: "bd-strong" });
}

/** The pictograms of an effect, each {w, draw(x, y)} centred on (x, y). */
function pictos(effect, view) {
  const items = [];
  const add = (w, draw) => items.push({ w, draw });
  const steps = effect.steps ?? [];
  const kinds = [...new Set(steps)];
  for (const kind of kinds) {
    const n = steps.filter((k) => k === kind).length;
    if (n <= 3) for (let i = 0; i < n; i++) add(13, (x, y) => stepChip(kind, x, y));
    else add(24, (x, y) => s("g", {}, countLabel(x - 5, y, n), stepChip(kind, x + 5, y)));
  }
  const repeated = (n, w, icon) => {
    if (n <= 2 || (n === 3 && w < 16)) for (let i = 0; i < n; i++) add(w, icon);
    else add(w + 10, (x, y) => s("g", {}, countLabel(x - 5, y, n), icon(x + 5, y)));
  };
  if (effect.industry) repeated(effect.industry, 13, (x, y) => industryChip(x, y));
  if (effect.doublers) repeated(effect.doublers, 16, (x, y) => doublerIcon(x, y));
  if (effect.coins) add(16, (x, y) => coin(x, y, 7.5, effect.coins));
  if (effect.temporary_workers) repeated(effect.temporary_workers, 10, (x, y) => pawn(x, y, 11, "rr-pawn rr-pawn-temp"));
  if (effect.loco_or_factory) add(34, (x, y) => s("g", {}, locoIcon(x - 9, y, 15), label(x + 1, y, "/", { "font-size": BODY }), factoryIcon(x + 10, y, 13)));
  if (effect.loco) add(19, (x, y) => locoIcon(x, y, 17));
  if (effect.factory) add(16, (x, y) => factoryIcon(x, y, 14));
  if (effect.repeat) add(16, (x, y) => repeatIcon(x, y));
  if (effect.claim) add(15, (x, y) => claimIcon(x, y, effect.claim));
  if (effect.end_bonus) add(13, (x, y) => cardBack(x - 5.5, y - 7.5, 11, 15));
  if (effect.engineer_points) add(26, (x, y) => s("g", {}, vpChip(x - 5, y, 8, "Σ"), engineerMini(x + 7, y)));
  if (effect.loco_points) add(28, (x, y) => s("g", {}, vpChip(x - 7, y, 8, "Σ"), locoIcon(x + 7, y, 14)));
  if (effect.special) add(...specialPicto(effect.special));
  if (effect.points) add(17, (x, y) => vpChip(x, y, 8, effect.points));
  if (effect.then) {
    add(9, (x, y) => label(x, y, "→", { "font-size": BODY }));
    items.push(...pictos(effect.then, view));
  }
  return items;
}

function engineerMini(x, y) {
  return s("g", { class: "rr-engineer-mini" },
    s("rect", { x: x - 5, y: y - 7, width: 10, height: 14, rx: 2 }),
    pawn(x, y + 1, 8, "rr-pawn"));
}

function specialPicto(special) {
  switch (special) {
    case "revaluation":
      return [18, (x, y) => s("g", {}, stepChip("natural", x - 2, y), label(x + 6, y - 1, "↑", { "font-size": BODY, class: "bd-strong" }))];
    case "second-marker":
      return [15, (x, y) => markerIcon(x, y, 2)];
    case "kiev-medal":
      return [15, (x, y) => medalIcon(x, y + 2)];
    case "question-card":
      return [30, (x, y) => s("g", {}, questionIcon(x - 7, y), cardBack(x + 3, y - 7.5, 10, 15))];
    case "mixed":
      return [46, (x, y) => s("g", {}, doublerIcon(x - 15, y, 7), industryChip(x, y, 12), stepChip("black", x + 15, y, 12))];
    case "engineer":
      return [28, (x, y) => s("g", {}, engineerMini(x - 6, y), coin(x + 8, y, 6.5, 1))];
    case "black-worker":
      return [12, (x, y) => pawn(x, y, 13, "rr-pawn rr-pawn-black")];
    case "locomotive-9":
      return [30, (x, y) => s("g", {}, locoIcon(x - 5, y, 18), label(x + 10, y + 0.5, "9", { "font-size": BODY, class: "bd-strong" }))];
    default:
      return [12, (x, y) => questionIcon(x, y)];
  }
}

/** Lay pictograms out centred on (x, y) within `width`, in two rows when one is too wide. */
function pictoRow(items, x, y, width, rowGap = 17, zoom = 1) {
  const g = s("g", { class: "rr-pictos" });
  if (zoom !== 1) {
    const fit = Math.max(1, Math.min(zoom, (width - 4) / Math.max(1, sum(items.map((item) => item.w)) + 2 * (items.length - 1))));
    if (fit > 1) {
      g.setAttribute("transform", `translate(${x} ${y}) scale(${fit}) translate(${-x} ${-y})`);
      width /= fit;
    }
  }
  const gap = 2;
  const total = (list) => sum(list.map((item) => item.w)) + Math.max(0, list.length - 1) * gap;
  let rows = [items];
  if (total(items) > width && items.length > 1) {
    let split = 1;
    while (split < items.length - 1 && total(items.slice(0, split + 1)) <= width) split++;
    rows = [items.slice(0, split), items.slice(split)];
  }
  rows.forEach((row, r) => {
    const cy = y + (r - (rows.length - 1) / 2) * rowGap;
    const widthOf = total(row);
    const scale = widthOf > width ? width / widthOf : 1;
    const line = s("g", scale < 1 ? { transform: `translate(${x} ${cy}) scale(${scale}) translate(${-x} ${-cy})` } : {});
    let cx = x - widthOf / 2;
    for (const item of row) {
      line.append(item.draw(cx + item.w / 2, cy));
      cx += item.w + gap;
    }
    g.append(line);
  });
  return g;
}

/** The pieces a space asks: pawns and a coin, from x rightwards; returns [group, width]. */
function costMark(workers, coins, x, y) {
  const g = s("g", { class: "rr-cost" });
  let cx = x;
  for (let i = 0; i < workers; i++) {
    g.append(pawn(cx + 4.5, y, 10));
    cx += 9.5;
  }
  if (coins) {
    g.append(coin(cx + 6.5, y, 6.5, coins));
    cx += 14;
  }
  return [g, cx - x];
}

/** The workers of `seat` standing on a space (one black when the black worker went there). */
function occupants(seat, count, black, x, y, r = 5.5) {
  const g = s("g", { class: "rr-occupants" });
  for (let i = 0; i < count; i++) {
    const cx = x - i * (r * 2 + 1.5);
    if (black && i === 0) g.append(pawn(cx, y, r * 2.2, "rr-pawn rr-pawn-black"));
    else g.append(seatToken(seat, cx, y, r));
  }
  return g;
}

function effectText(view, text) {
  const words = String(text || "");
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : "";
}

function costText(view, workers, coins) {
  const { tn } = view;
  const parts = [];
  if (workers) parts.push(tn("{n} worker", "{n} workers", workers));
  if (coins) parts.push(tn("{n} ruble", "{n} rubles", coins));
  return parts.length ? view.t("Costs {cost}", { cost: parts.join(" + ") }) : "";
}

// ---------------------------------------------------------------------------------------
// The round, the turn order, the score track and the starting bonuses

function statusPanel(view) {
  const { obs, t } = view;
  const parts = [];
  const start = obs.phase === "start" && !view.over;
  const title = view.over ? t("Game over") : start ? t("Starting bonuses") : t("Round {n} of {total}", { n: obs.round, total: obs.rounds });
  parts.push(fitted(PAD, 13, title, 150, { "text-anchor": "start", class: "bd-title", "font-size": TITLE }));
  if (view.toMove !== null) {
    const mover = s("g", {}, seatToken(view.toMove, W - PAD - 6, 13, 6),
      fitted(W - PAD - 16, 13, t("{name} to move", { name: nameOf(view, view.toMove) }), 150, { "text-anchor": "end", "font-size": SMALL }));
    parts.push(mover);
  }
  let y = 26;
  parts.push(drawRounds(view, y));
  y += 62;
  const order = drawTurnOrder(view, y);
  parts.push(order.g);
  y += order.height + 8;
  parts.push(drawScoreTrack(view, y));
  y += 60;
  if (obs.phase === "start" || legalWith(view, "start ").length) {
    const bonuses = drawStartBonuses(view, y);
    parts.push(bonuses.g);
    y += bonuses.height + 6;
  }
  return canvas(W, y + PAD - 4, { class: "drawing bd-panel", "aria-label": t("Round and turn order") }, patterns(), ...parts);
}

/** The round track (rounds played, the one being played) and the last-round tile. */
function drawRounds(view, y) {
  const { obs, t } = view;
  const g = s("g", { class: "rr-rounds" },
    label(PAD, y + 6, t("Rounds"), { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
  const size = 26;
  for (let r = 1; r <= obs.rounds; r++) {
    const x = PAD + (r - 1) * (size + 4);
    const now = r === obs.round && !view.over;
    const past = r < obs.round || view.over;
    const box = s("g", { class: `rr-round${now ? " now" : ""}${past ? " past" : ""}` },
      s("rect", { x, y: y + 16, width: size, height: size, rx: 4, class: "rr-round-body" }),
      label(x + size / 2, y + 16 + size / 2 + 0.5, r, { "font-size": BODY, class: "bd-strong" }));
    tip(box, t("Round {n}", { n: r }), now ? t("Being played") : past ? t("Played") : r === obs.rounds ? t("The last round") : "");
    g.append(box);
  }
  const x = PAD + obs.rounds * (size + 4) + 6;
  const tile = actionTile(view, "last-round", x, y + 10, W - PAD - x, 40, t("Last round"));
  if (tile) g.append(tile);
  return g;
}

/** The turn-order positions with the cards held (their passing points) and the claim
 * spaces under positions 1 and 2. */
function drawTurnOrder(view, y) {
  const { obs, t, tn, components } = view;
  const n = obs.players;
  const gap = 6;
  const width = (W - 2 * PAD - (n - 1) * gap) / n;
  const g = s("g", { class: "rr-order" },
    label(PAD, y + 4, t("Turn order"), { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
  const top = y + 12;
  const cardHeight = 40;
  let claims = false;
  for (let i = 0; i < n; i++) {
    const x = PAD + i * (width + gap);
    const seat = obs.order?.[i];
    const board = known(seat) ? obs.seats[seat] : null;
    const points = components.turn_order_points[i];
    const passed = Boolean(board?.passed);
    const card = s("g", { class: `rr-order-card${passed ? " passed" : ""}${seat === view.toMove ? " moving" : ""}` },
      s("rect", { x, y: top, width, height: cardHeight, rx: 5, class: "rr-order-body" }),
      label(x + 12, top + 13, i + 1, { "font-size": TITLE + 2, class: "bd-strong" }));
    if (known(seat)) {
      card.append(seatToken(seat, x + 30, top + 13, 6),
        fitted(x + 40, top + 13.5, clipped(nameOf(view, seat), width - 46), width - 46, { "text-anchor": "start", "font-size": SMALL }));
    }
    const passText = passed ? t("passed") : t("pass scores");
    card.append(fitted(x + 6, top + 30, passText, width - 30, { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }),
      vpChip(x + width - 12, top + 29, 8, points));
    const lines = [tn("Passing scores {n} point", "Passing scores {n} points", points)];
    if (known(seat)) lines.push(t("Held by {name}", { name: nameOf(view, seat) }));
    if (passed) lines.push(t("Passed this round"));
    tip(card, t("Turn-order card {n}", { n: i + 1 }), ...lines);
    g.append(card);
    const claim = actionTile(view, `turn-order-${i + 1}`, x, top + cardHeight + 4, width, 38, t("Next round: {ordinal}", { ordinal: view.words.ordinal[i] }));
    if (claim) {
      g.append(claim);
      claims = true;
    }
  }
  return { g, height: 12 + cardHeight + (claims ? 42 : 0) };
}

/** Every player's points on one track. */
function drawScoreTrack(view, y) {
  const { obs, t, tn } = view;
  const scores = obs.seats.map((board) => sum(board.score ?? []));
  const top = Math.max(50, Math.ceil(Math.max(...scores) / 50) * 50);
  const x0 = PAD + 46;
  const x1 = W - PAD - 8;
  const at = (points) => x0 + ((x1 - x0) * points) / top;
  const line = y + 38;
  const g = s("g", { class: "rr-score" },
    fitted(PAD, line, t("Points"), 38, { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }),
    s("line", { x1: x0, y1: line, x2: x1, y2: line, class: "rr-score-line" }));
  const step = top / 5;
  for (let k = 0; k <= 5; k++) {
    const x = at(k * step);
    g.append(s("line", { x1: x, y1: line - 4, x2: x, y2: line + 4, class: "rr-score-tick" }),
      label(x, line + 11, k * step, { "font-size": SMALL, class: "bd-quiet" }));
  }
  const placed = [];
  scores.map((points, seat) => [points, seat]).sort((a, b) => a[0] - b[0] || a[1] - b[1]).forEach(([points, seat]) => {
    const x = at(points);
    let lift = 0;
    while (placed.some(([px, plift]) => Math.abs(px - x) < 12 && plift === lift)) lift += 1;
    placed.push([x, lift]);
    const cy = line - 9 - lift * 8;
    const token = s("g", {}, s("line", { x1: x, y1: cy, x2: x, y2: line, class: "rr-score-tick" }), seatToken(seat, x, cy, 5.5));
    tip(token, nameOf(view, seat), tn("{n} point", "{n} points", points));
    g.append(token);
  });
  return g;
}

/** The starting-bonus cards, taken from the last position down to the second. */
function drawStartBonuses(view, y) {
  const { obs, t, components } = view;
  const g = s("g", { class: "rr-start" },
    label(PAD, y + 4, t("Starting-bonus cards"), { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
  const bonuses = components.start_bonuses;
  const gap = 6;
  const width = (W - 2 * PAD - (bonuses.length - 1) * gap) / bonuses.length;
  bonuses.forEach((bonus, i) => {
    const x = PAD + i * (width + gap);
    const taker = obs.start_cards?.[i];
    const taken = known(taker) && taker >= 0;
    const card = s("g", { class: `rr-start-card${taken ? " taken" : ""}` },
      s("rect", { x, y: y + 12, width, height: 40, rx: 5, class: "rr-start-body" }),
      fitted(x + width / 2, y + 22, view.words.start[bonus.id] ?? bonus.id, width - 8, { "font-size": SMALL }),
      pictoRow(pictos(view.effects.start_bonuses[bonus.id] ?? {}, view), x + width / 2 - (taken ? 8 : 0), y + 39, width - 20));
    if (taken) card.append(seatToken(taker, x + width - 10, y + 39, 6));
    tip(card, t("Starting-bonus card"), effectText(view, t(bonus.text)), taken ? t("Taken by {name}", { name: nameOf(view, taker) }) : t("Still to take"));
    g.append(offer(card, `start ${bonus.id}`, view));
  });
  return { g, height: 54 };
}

// ---------------------------------------------------------------------------------------
// The action spaces

const TRACK_ROWS = [
  ["black-2", "grey-2", "brown-1", "natural-1", "white-1"],
  ["black-3", "grey-3", "brown-2", "natural-2", "white-2"],
];
const OTHER_SPACES = [
  "any-2", "black-or-grey", "doubler", "coins",
  "locomotive-1w", "locomotive-2w", "locomotive-factory", "temporary-workers",
  "industry-1", "industry-2", "industry-black",
];

function inPlay(view, id) {
  const space = view.components.spaces[view.spaceIndex[id]];
  return Boolean(space) && space.players.includes(view.players);
}

function actionsPanel(view) {
  const { t } = view;
  const parts = [];
  let y = 32;
  const gap = 4;
  const trackWidth = (W - 2 * PAD - 4 * gap) / 5;
  const height = 56;
  parts.push(label(PAD, y, t("Track building"), { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
  y += 7;
  for (const row of TRACK_ROWS) {
    if (!row.some((id) => inPlay(view, id))) continue;
    row.forEach((id, column) => {
      const tile = actionTile(view, id, PAD + column * (trackWidth + gap), y, trackWidth, height);
      if (tile) parts.push(tile);
    });
    y += height + gap;
  }
  y += 10;
  parts.push(label(PAD, y, t("Locomotives, industry and more"), { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
  y += 7;
  const others = OTHER_SPACES.filter((id) => inPlay(view, id));
  const otherWidth = (W - 2 * PAD - 3 * gap) / 4;
  others.forEach((id, k) => {
    const tile = actionTile(view, id, PAD + (k % 4) * (otherWidth + gap), y + Math.floor(k / 4) * (height + gap), otherWidth, height);
    if (tile) parts.push(tile);
  });
  y += Math.ceil(others.length / 4) * (height + gap);
  return panel(t("Action spaces"), y + PAD - gap, ...parts);
}

/** One action space: what it gives, what it costs, who stands on it; `place ID` (and a
 * repeat of it) is played here. Null when the space is not in this game. */
function actionTile(view, id, x, y, width, height, caption = "") {
  const { obs, t, tn } = view;
  const index = view.spaceIndex[id];
  const space = view.components.spaces[index];
  if (!space || !space.players.includes(view.players)) return null;
  const effect = view.effects.spaces[id] ?? {};
  const resting = (space.last_round_only && !view.lastRound) || (space.not_last_round && view.lastRound);
  const users = space.reusable
    ? obs.seats.map((board, seat) => [seat, board.used?.[index]]).filter(([, used]) => used > 0)
    : known(obs.occupied?.[index]) && obs.occupied[index] >= 0 ? [[obs.occupied[index], obs.seats[obs.occupied[index]]?.used?.[index]]] : [];
  const taken = !space.reusable && users.length > 0;
  const g = s("g", { class: `rr-space${taken ? " taken" : ""}${resting ? " resting" : ""}${space.reusable ? " reusable" : ""}`, "data-space": id },
    s("rect", { x, y, width, height, rx: 5, class: "rr-space-body" }));
  const bottom = y + height - 9;
  if (caption) {
    g.append(fitted(x + width / 2, y + 10, caption, width - 8, { "font-size": SMALL, class: "bd-strong" }),
      pictoRow(pictos(effect, view), x + width / 2, bottom - 1, width - 50));
  } else {
    g.append(pictoRow(pictos(effect, view), x + width / 2, y + height / 2 - 7, width - 8, 17, 1.4));
  }
  const [cost] = costMark(space.workers, space.coins, x + 4, bottom);
  g.append(cost);
  if (space.reusable) {
    users.forEach(([seat, used], k) => g.append(occupants(seat, 1, used === 2, x + width - 8 - k * 12, bottom, 5)));
    if (!users.length) g.append(label(x + width - 6, bottom, "∞", { "text-anchor": "end", "font-size": BODY, class: "bd-quiet" }));
  } else if (taken) {
    const [[seat, used]] = users;
    g.append(occupants(seat, Math.max(1, space.workers + space.coins), used === 2, x + width - 8, bottom, 5));
  }
  const lines = [costText(view, space.workers, space.coins)];
  if (space.reusable) lines.push(t("Never fills: every player may use it once a round"));
  if (space.last_round_only) lines.push(t("Only in the last round"));
  if (space.not_last_round) lines.push(t("Not in the last round"));
  if (effect.claim) lines.push(t("Turn-order position {n} in the next round", { n: effect.claim }));
  if (space.reusable) {
    if (users.length) lines.push(t("Used by {names}", { names: users.map(([seat]) => nameOf(view, seat)).join(", ") }));
  } else if (taken) {
    const [[seat, used]] = users;
    let piece = "";
    if (effect.claim) {
      const kind = ["worker", "temporary", "black", "coin"][obs.claim_piece?.[effect.claim - 1]];
      if (kind) piece = view.words.piece[kind];
    }
    lines.push(piece ? t("Taken by {name} with {piece}", { name: nameOf(view, seat), piece }) : t("Taken by {name}", { name: nameOf(view, seat) }));
    if (used === 2 && !piece) lines.push(t("The black worker stands here"));
  } else if (!resting) {
    lines.push(t("Free"));
  }
  if (id === "temporary-workers" && known(obs.temp_holder) && obs.temp_holder >= 0) {
    lines.push(tn("{name} holds the {n} temporary worker", "{name} holds the {n} temporary workers", 2, { name: nameOf(view, obs.temp_holder) }));
  }
  tip(g, effectText(view, t(space.text)), ...lines);
  offer(g, `place ${id}`, view);
  offer(g, `repeat ${id}`, view);
  return g;
}

// ---------------------------------------------------------------------------------------
// The engineer strip

function engineersPanel(view) {
  const { obs, t, components } = view;
  const kinds = components.engineer_strip[String(view.players)] ?? obs.strip.map(() => "future");
  const n = kinds.length;
  const gap = 4;
  const width = (W - 2 * PAD - (n - 1) * gap) / n;
  const parts = [];
  const top = 46;
  const height = 74;
  // Captions over each group of positions: future, variable, hire.
  let start = 0;
  for (let i = 1; i <= n; i++) {
    if (i < n && kinds[i] === kinds[start]) continue;
    const x = PAD + start * (width + gap);
    const span = (i - start) * (width + gap) - gap;
    parts.push(s("path", { d: `M${x + 1},${top - 4} V${top - 8} H${x + span - 1} V${top - 4}`, class: "rr-bracket" }),
      fitted(x + span / 2, top - 14, view.words.strip[kinds[start]] ?? kinds[start], span - 2, { "font-size": SMALL, class: "bd-quiet" }));
    start = i;
  }
  kinds.forEach((kind, i) => {
    const x = PAD + i * (width + gap);
    const number = obs.strip?.[i];
    if (number) {
      parts.push(engineerTile(view, number, x, top, width, height, { kind, user: obs.strip_user?.[i] }));
    } else {
      const empty = s("g", { class: "rr-engineer empty" }, s("rect", { x, y: top, width, height, rx: 5, class: "rr-empty-body" }));
      if (kind === "hire" && known(obs.hired) && obs.hired >= 0) {
        empty.append(fitted(x + width / 2, top + 22, t("hired"), width - 6, { "font-size": SMALL, class: "bd-quiet" }),
          seatToken(obs.hired, x + width / 2, top + 42, 7));
        tip(empty, t("Hiring space"), t("{name} hired this round's engineer", { name: nameOf(view, obs.hired) }));
      }
      parts.push(empty);
    }
  });
  const majority = components.engineer_majority;
  const note = fitted(PAD, top + height + 14, t("Most engineers at the end: {first} points, second most: {second}", { first: majority[0], second: majority[1] }), W - 2 * PAD, { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" });
  parts.push(note);
  return panel(t("Engineers"), top + height + 22, ...parts);
}

/** An engineer tile: its number, what it does, what it costs; on the strip the seat that
 * used its space this round, on the hiring space its price; `place engineer-N` (hire: the
 * hiring space's `place hire`) and repeats are played here. */
function engineerTile(view, number, x, y, width, height, { kind, user = -1, owner = null }) {
  const { obs, t } = view;
  const engineer = view.engineers[number];
  const effect = view.effects.engineers[String(number)] ?? {};
  const index = view.components.spaces.length + number - 1;
  const used = owner !== null ? Boolean(obs.seats[owner]?.engineer_used >> number & 1) : known(user) && user >= 0;
  const g = s("g", { class: `rr-engineer ${kind}${used ? " used" : ""}`, "data-engineer": number },
    s("rect", { x, y, width, height, rx: 5, class: "rr-engineer-body" }),
    label(x + 5, y + 9, number, { "text-anchor": "start", "font-size": BODY, class: "bd-strong" }));
  if (kind === "hire") g.append(coin(x + width - 9, y + 10, 7, view.components.hire.coins));
  g.append(pictoRow(pictos(effect, view), x + width / 2, y + height / 2 - 2, width - 6));
  if (kind !== "hire") {
    const [cost] = costMark(engineer?.workers ?? 1, engineer?.coins ?? 0, x + 4, y + height - 9);
    g.append(cost);
  }
  const occupant = owner !== null ? (used ? owner : -1) : user;
  if (known(occupant) && occupant >= 0) {
    const black = (obs.seats[occupant]?.used?.[index] ?? 0) === 2;
    g.append(occupants(occupant, 1, black, x + width - 8, y + height - 9, 5));
  }
  const lines = [effectText(view, t(engineer?.text ?? "")), costText(view, engineer?.workers ?? 0, engineer?.coins ?? 0)];
  if (kind === "future") lines.push(t("Moves one position right each round"));
  if (kind === "variable") lines.push(used ? t("Used this round by {name}", { name: nameOf(view, user) }) : t("An action space this round: carried out in full"));
  if (kind === "hire") lines.push(t("Hire it for {n} ruble: your own action space for the rest of the game", { n: view.components.hire.coins }));
  if (kind === "own") lines.push(used ? t("Used this round") : t("Your own action space: once a round, as far as you like"));
  tip(g, t("Engineer {n}", { n: number }), ...lines);
  if (kind === "hire") offer(g, "place hire", view);
  else if (kind !== "future") {
    offer(g, `place engineer-${number}`, view);
    offer(g, `repeat engineer-${number}`, view);
  }
  return g;
}

// ---------------------------------------------------------------------------------------
// The supply: locomotives and factories, doublers, "?" cards, end-bonus cards

function supplyPanel(view) {
  const { t } = view;
  const parts = [];
  let y = 32;
  const locos = drawLocoSupply(view, y);
  parts.push(locos.g);
  y += locos.height + 10;
  const cards = drawQuestionCards(view, y);
  parts.push(cards.g);
  y += cards.height + 10;
  const bonus = drawEndBonusSupply(view, y);
  parts.push(bonus.g);
  y += bonus.height;
  return panel(t("Supply"), y + PAD, ...parts);
}

/** Locomotives by level (only the lowest can be taken, `locomotive`) and, under each, the
 * factories returned at that level (`factory L`; `return` puts the carried locomotive
 * there); the lowest locomotive turned into a factory is `factory new`. */
function drawLocoSupply(view, y) {
  const { obs, t, tn } = view;
  const g = s("g", { class: "rr-loco-supply" });
  const supply = obs.loco_supply ?? [];
  const returned = obs.factory_supply ?? [];
  const levels = supply.length - 1;
  const lowest = supply.findIndex((n, level) => level > 0 && n > 0);
  const pitch = (W - 2 * PAD) / levels;
  const doublers = s("g", {}, doublerIcon(W - PAD - 42, y, 7.5),
    label(W - PAD - 32, y + 0.5, `${obs.doubler_supply}`, { "text-anchor": "start", "font-size": BODY, class: "bd-strong" }));
  tip(doublers, t("Doublers"), tn("{n} doubler left in the supply", "{n} doublers left in the supply", obs.doubler_supply ?? 0));
  g.append(label(PAD, y, t("Locomotives by level"), { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }), doublers);
  const top = y + 10;
  const carried = obs.carry > 0 && deciding(view, obs.actor) ? obs.carry : 0;
  const newFactory = view.ctx.legal.has("factory new");
  for (let level = 1; level <= levels; level++) {
    const x = PAD + (level - 1) * pitch;
    const w = pitch - 3;
    const count = supply[level] ?? 0;
    const loco = s("g", { class: `rr-stack${count ? "" : " bd-none"}${level === lowest ? " lowest" : ""}` },
      s("rect", { x, y: top, width: w, height: 46, rx: 4, class: "rr-stack-body" }),
      label(x + w / 2, top + 9, level, { "font-size": BODY, class: "bd-strong" }),
      locoIcon(x + w / 2, top + 23, 20),
      label(x + w / 2, top + 38, `×${count}`, { "font-size": SMALL, class: "bd-quiet" }));
    tip(loco, t("Level-{level} locomotives", { level }), tn("{n} left", "{n} left", count),
      level === lowest ? t("The lowest level left: the next to be taken") : "",
      t("Each has a level-{level} factory on its back", { level }));
    if (level === lowest) offer(loco, "locomotive", view);
    g.append(loco);
    const back = returned[level] ?? 0;
    const returning = level === carried && view.ctx.legal.has("return");
    const factory = s("g", { class: `rr-stack rr-returned${back || returning ? "" : " bd-none"}` },
      s("rect", { x, y: top + 49, width: w, height: 34, rx: 4, class: "rr-stack-body" }),
      factoryIcon(x + w / 2, top + 60, 15),
      returning
        ? fitted(x + w / 2, top + 75, t("return"), w - 4, { "font-size": SMALL, class: "bd-strong" })
        : label(x + w / 2, top + 75, `×${back}`, { "font-size": SMALL, class: "bd-quiet" }));
    tip(factory, t("Returned level-{level} factories", { level }), tn("{n} in the supply", "{n} in the supply", back),
      effectText(view, t(view.components.factories[level - 1]?.text ?? "")));
    offer(factory, `factory ${level}`, view);
    if (level === carried) offer(factory, "return", view);
    g.append(factory);
    if (newFactory && level === lowest) {
      const flip = s("g", { class: "rr-stack rr-new-factory" },
        s("rect", { x, y: top + 86, width: w, height: 34, rx: 4, class: "rr-stack-body" }),
        factoryIcon(x + w / 2, top + 97, 15),
        fitted(x + w / 2, top + 112, t("new"), w - 4, { "font-size": SMALL, class: "bd-strong" }));
      tip(flip, t("A new factory"), t("The level-{level} locomotive turned over", { level }));
      g.append(offer(flip, "factory new", view));
    }
  }
  return { g, height: 10 + 83 + (newFactory ? 37 : 0) };
}

/** The five "?" cards: what each gives, what lies on it, who took it (`card ID`). */
function drawQuestionCards(view, y) {
  const { obs, t, components } = view;
  const g = s("g", { class: "rr-cards" },
    label(PAD, y, t("'?' cards"), { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
  const cards = components.cards;
  const gap = 4;
  const width = (W - 2 * PAD - (cards.length - 1) * gap) / cards.length;
  const height = 58;
  cards.forEach((card, i) => {
    const x = PAD + i * (width + gap);
    const top = y + 8;
    const taker = obs.cards?.[i];
    const taken = known(taker) && taker >= 0;
    const face = s("g", { class: `rr-card${taken ? " taken" : ""}`, "data-card": card.id },
      s("rect", { x, y: top, width, height, rx: 5, class: "rr-card-body" }),
      questionIcon(x + 10, top + 10, 6.5),
      pictoRow(pictos(view.effects.cards[card.id] ?? {}, view), x + width / 2, top + 32, width - 6));
    if (taken) face.append(seatToken(taker, x + width - 10, top + 10, 6));
    tip(face, view.words.card[card.id] ?? card.id, effectText(view, t(card.text)),
      taken ? t("Taken by {name}", { name: nameOf(view, taker) }) : t("Face up: taken with the '?' card token"));
    g.append(offer(face, `card ${card.id}`, view));
  });
  return { g, height: 8 + height };
}

/** The end-bonus cards: the deck (its size only), the two removed unseen, and, for the
 * seat choosing one, the deck's cards face up (`bonus ID`) and the points instead
 * (`bonus points`). */
function drawEndBonusSupply(view, y) {
  const { obs, t, tn, components } = view;
  const bonus = obs.end_bonus ?? {};
  const g = s("g", { class: "rr-bonus-supply" },
    label(PAD, y, t("End-bonus cards"), { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
  const top = y + 8;
  const deckSize = bonus.deck ?? 0;
  const deck = s("g", { class: `rr-deck${deckSize ? "" : " bd-none"}` },
    cardBack(PAD + 4, top + 4, 40, 54), cardBack(PAD, top, 40, 54),
    label(PAD + 20, top + 27, known(bonus.deck) ? deckSize : "?", { "font-size": TITLE, class: "bd-strong rr-on-dark" }),
    fitted(PAD + 72, top + 22, t("deck"), 50, { "font-size": SMALL, class: "bd-quiet" }));
  tip(deck, t("End-bonus deck"), tn("{n} card, face down", "{n} cards, face down", deckSize),
    t("Whoever takes an end-bonus card looks through the deck and keeps one, or takes {n} points instead", { n: components.end_bonus_instead }));
  g.append(deck);
  const removed = bonus.removed ?? 0;
  const gone = s("g", { class: "rr-removed" });
  for (let k = 0; k < removed; k++) gone.append(cardBack(PAD + 104 + k * 24, top + 12, 22, 30));
  gone.append(fitted(PAD + 104 + Math.max(1, removed) * 12 + 4, top + 52, t("removed, unseen"), 110, { "font-size": SMALL, class: "bd-quiet" }));
  tip(gone, t("Removed end-bonus cards"), tn("{n} card removed at the start, unseen by anyone", "{n} cards removed at the start, unseen by anyone", removed));
  g.append(gone);
  const choices = legalWith(view, "bonus ").filter((action) => action !== "bonus points");
  const points = view.ctx.legal.has("bonus points");
  const instead = s("g", { class: "rr-bonus-points" },
    chipBack(W - PAD - 58, top + 6, 58, 44),
    vpChip(W - PAD - 29, top + 20, 11, components.end_bonus_instead),
    fitted(W - PAD - 29, top + 40, t("instead"), 52, { "font-size": SMALL, class: "bd-quiet" }));
  tip(instead, t("Points instead of a card"), t("{n} points instead of keeping an end-bonus card", { n: components.end_bonus_instead }));
  g.append(offer(instead, "bonus points", view));
  let height = 8 + 58;
  if (choices.length || points) {
    const row = top + 66;
    g.append(fitted(PAD, row, t("The deck, as you look through it:"), W - 2 * PAD, { "text-anchor": "start", "font-size": SMALL, class: "bd-strong" }));
    const gap = 4;
    const width = (W - 2 * PAD - 4 * gap) / 5;
    choices.forEach((action, k) => {
      const id = action.slice("bonus ".length);
      const x = PAD + (k % 5) * (width + gap);
      const cy = row + 8 + Math.floor(k / 5) * 80;
      g.append(offer(bonusCard(view, id, x, cy, width, 76), action, view));
    });
    height += 14 + Math.ceil(choices.length / 5) * 80;
  }
  return { g, height };
}

/** An end-bonus card face up: what it counts and what it is worth. */
function bonusCard(view, id, x, y, width, height) {
  const { t, components } = view;
  const card = components.end_bonus_cards.find((c) => c.id === id);
  const rule = components.end_bonus_rules?.[id] ?? {};
  const g = s("g", { class: "rr-bonus-card", "data-bonus": id },
    s("rect", { x, y, width, height, rx: 5, class: "rr-bonus-body" }));
  const cx = x + width / 2;
  const { value } = rule;
  const icon = (ix, iy) => {
    switch (rule.rule) {
      case "per-extra-worker": return pawn(ix, iy, 15);
      case "doubler-thresholds": return doublerIcon(ix, iy, 8);
      case "per-end-station": return stationIcon(ix, iy, 15);
      case "black-positions": return stepChip("black", ix, iy, 14);
      case "extra-engineer": return engineerMini(ix, iy);
      case "per-factory": return factoryIcon(ix, iy, 18);
      case "loco-levels": return locoIcon(ix, iy, 20);
      case "per-token": return questionIcon(ix, iy, 7.5);
      case "per-engineer": return engineerMini(ix, iy);
      default: return null;
    }
  };
  if (rule.rule === "flat") {
    g.append(vpChip(cx, y + height / 2 - 6, 15, value));
  } else if (rule.rule === "doubler-thresholds") {
    g.append(icon(cx, y + 17));
    value.forEach(([least, points], k) => g.append(label(cx, y + 36 + k * 13, `${least}: ${points}`, { "font-size": BODY, class: "bd-strong" })));
  } else if (rule.rule === "extra-engineer") {
    g.append(icon(cx, y + 24), label(cx, y + 44, "+1", { "font-size": TITLE, class: "bd-strong" }));
  } else {
    g.append(vpChip(cx, y + 18, 11, value), label(cx, y + 35, "×", { "font-size": BODY, class: "bd-quiet" }), icon(cx, y + 50));
  }
  g.append(...wrapped(cx, y + height - 8, bonusCaption(view, rule.rule), width - 6, SMALL, 1));
  tip(g, t("End-bonus card"), effectText(view, t(card?.text ?? "")), t("Scored at the end of the game"));
  return g;
}

function bonusCaption(view, rule) {
  const { t } = view;
  switch (rule) {
    case "flat": return t("points");
    case "per-extra-worker": return t("per new worker");
    case "doubler-thresholds": return t("doublers");
    case "per-end-station": return t("per end station");
    case "black-positions": return t("per black space");
    case "extra-engineer": return t("engineer");
    case "per-factory": return t("per factory");
    case "loco-levels": return t("per loco level");
    case "per-token": return t("per '?' token");
    case "per-engineer": return t("per engineer");
    default: return "";
  }
}

// ---------------------------------------------------------------------------------------
// A player's board: resources, the three routes, the industry track, engineers, tokens,
// cards and end-bonus cards

const SLOT_W = 38;
const CELL_X0 = PAD + SLOT_W + 4;
const CELL_PITCH = (W - PAD - CELL_X0) / 9;
const CELL_W = CELL_PITCH - 2;
const CELL_H = 34;

function playerPanel(view, seat) {
  const { obs, t } = view;
  const board = obs.seats[seat];
  const parts = [drawHeader(view, seat, board)];
  let y = 30;
  const resources = drawResources(view, seat, board, y);
  parts.push(resources.g);
  y += resources.height;
  for (let route = 0; route < view.components.routes.length; route++) {
    const drawn = drawRoute(view, seat, board, route, y);
    parts.push(drawn.g);
    y += drawn.height + 6;
  }
  const industry = drawIndustry(view, seat, board, y);
  parts.push(industry.g);
  y += industry.height + 8;
  const extras = drawHoldings(view, seat, board, y);
  parts.push(extras.g);
  y += extras.height;
  const you = seat === view.you;
  return canvas(W, y + PAD, {
    class: `drawing bd-panel rr-board seat-${seat}${seat === view.toMove ? " bd-to-move" : ""}`,
    "aria-label": you ? t("Your board") : t("{name}'s board", { name: nameOf(view, seat) }),
  }, ...parts);
}

function drawHeader(view, seat, board) {
  const { t } = view;
  const g = s("g", {}, seatToken(seat, 15, 15, 8));
  let right = W - PAD;
  const marks = [];
  if (seat === view.toMove) marks.push([t("to move"), "bd-pill-move"]);
  if (board.passed && !view.over) marks.push([t("passed"), "rr-pill-passed"]);
  if (board.card && !view.over) marks.push([t("card {n}", { n: board.card }), "rr-pill-card"]);
  for (const [text, className] of marks) {
    g.append(pill(right, 15, text, className));
    right -= pillWidth(text) + 4;
  }
  const name = seat === view.you ? t("{name} (you)", { name: nameOf(view, seat) }) : nameOf(view, seat);
  g.append(fitted(28, 15, name, right - 34, { "text-anchor": "start", "font-size": TITLE + 0.5, class: "bd-title" }));
  return g;
}

/** Points, workers, the temporary workers and the black worker, rubles, doublers; the
 * payments of a space being paid for (`pay …`) as chips of the pieces. */
function drawResources(view, seat, board, y) {
  const { obs, t, tn } = view;
  const g = s("g", { class: "rr-resources" });
  const cy = y + 15;
  const points = sum(board.score ?? []);
  g.append(tip(vpChip(20, cy, 13, points), t("Points"), tn("{n} point", "{n} points", points)));
  let x = 40;
  const workers = s("g", {}, chipBack(x, y, 58, 30), seatToken(seat, x + 13, cy, 7),
    label(x + 24, cy + 0.5, `${board.hand}/${board.workers}`, { "text-anchor": "start", "font-size": BODY, class: "bd-strong" }));
  g.append(tip(workers, t("Workers"), t("{hand} in hand of {workers}", { hand: board.hand, workers: board.workers })));
  x += 62;
  if (board.temp > 0) {
    const temp = s("g", {}, chipBack(x, y, 34, 30), pawn(x + 11, cy, 13, "rr-pawn rr-pawn-temp"),
      label(x + 20, cy + 0.5, board.temp, { "text-anchor": "start", "font-size": BODY, class: "bd-strong" }));
    g.append(tip(temp, t("Temporary workers"), tn("{n} temporary worker, for this round", "{n} temporary workers, for this round", board.temp)));
    x += 38;
  }
  if (board.black) {
    const black = s("g", { class: board.black_hand ? "" : "bd-none" }, chipBack(x, y, 30, 30), pawn(x + 15, cy, 16, "rr-pawn rr-pawn-black"));
    g.append(tip(black, t("The black worker"), board.black_hand ? t("In hand") : t("Placed this round"), t("Counts as a worker; on a black track space it earns one more black step")));
    x += 34;
  }
  const coins = s("g", {}, coin(x + 13, cy, 12, board.coins));
  g.append(tip(coins, t("Rubles"), tn("{n} ruble", "{n} rubles", board.coins)));
  x += 30;
  const doublers = s("g", {}, chipBack(x, y, 56, 30), doublerIcon(x + 14, cy, 9),
    label(x + 27, cy + 0.5, `${board.doublers}/${view.components.doubler_spaces}`, { "text-anchor": "start", "font-size": BODY, class: "bd-strong" }));
  g.append(tip(doublers, t("Doublers"), tn("{n} doubler over the Trans-Siberian", "{n} doublers over the Trans-Siberian", board.doublers)));
  x += 60;
  if (obs.carry > 0 && seat === obs.actor && !view.over) {
    const carry = s("g", { class: "rr-carry" }, chipBack(x, y, W - PAD - x, 30), locoIcon(x + 14, cy, 18),
      label(x + 26, cy + 0.5, obs.carry, { "text-anchor": "start", "font-size": TITLE, class: "bd-strong" }),
      fitted(x + 40, cy + 0.5, t("to place"), W - PAD - x - 44, { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
    g.append(tip(carry, t("Locomotive to place"), t("The level-{level} locomotive waits for its slot", { level: obs.carry })));
  } else if (obs.building > 0 && seat === obs.actor && !view.over) {
    const building = s("g", { class: "rr-carry" }, chipBack(x, y, W - PAD - x, 30), factoryIcon(x + 13, cy, 16),
      label(x + 25, cy + 0.5, obs.building, { "text-anchor": "start", "font-size": TITLE, class: "bd-strong" }),
      fitted(x + 39, cy + 0.5, t("to build"), W - PAD - x - 43, { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
    g.append(tip(building, t("Factory to build"), t("The level-{level} factory replaces one of yours", { level: obs.building })));
  }
  let height = 36;
  const pays = deciding(view, seat) ? legalWith(view, "pay ") : [];
  if (pays.length) {
    const row = y + height;
    g.append(label(PAD, row + 15, t("Pay with:"), { "text-anchor": "start", "font-size": SMALL, class: "bd-strong" }));
    let px = PAD + 52;
    for (const action of pays) {
      const pieces = action.split(" ").slice(1);
      const width = Math.max(34, pieces.length * 15 + 10);
      const chip = s("g", { class: "rr-pay" }, chipBack(px, row, width, 30));
      pieces.forEach((piece, k) => {
        const cx = px + width / 2 + (k - (pieces.length - 1) / 2) * 15;
        if (piece === "black") chip.append(pawn(cx, row + 15, 15, "rr-pawn rr-pawn-black"));
        else if (piece === "coin") chip.append(coin(cx, row + 15, 7, 1));
        else chip.append(board.temp > 0 ? pawn(cx, row + 15, 14, "rr-pawn rr-pawn-temp") : seatToken(seat, cx, row + 15, 6));
      });
      g.append(offer(chip, action, view));
      px += width + 6;
    }
    height += 36;
  }
  return { g, height };
}

function reachOf(board, route) {
  const locos = board.locos ?? [0, 0, 0, 0];
  return route === 0 ? locos[0] + locos[1] : locos[route + 1];
}

/** Where a route space is drawn: its row and column (the Trans-Siberian in two rows). */
function cellAt(route, space) {
  if (route === 0 && space > 9) return [1, space - 10];
  return [0, space - 1];
}

/** A route: its locomotive slots, its spaces with the tracks on them (each colour's
 * spaces filled, its marker where it stands), the bonus spaces, the locomotives' reach
 * and, on the Trans-Siberian, the doublers. `step COLOUR ROUTE` is played on the space
 * the track moves to, `put ROUTE` / `put ROUTE L` on the slots. */
function drawRoute(view, seat, board, routeIndex, y) {
  const { t, tn, components } = view;
  const route = components.routes[routeIndex];
  const colours = route.colours;
  const positions = colours.map((_, c) => board.tracks[routeIndex * 5 + c]);
  const reach = reachOf(board, routeIndex);
  const g = s("g", { class: `rr-route rr-route-${route.id}` });
  const name = view.words.route[route.id] ?? route.name;
  g.append(fitted(PAD, y + 5, name, 200, { "text-anchor": "start", "font-size": SMALL, class: "bd-title" }),
    fitted(W - PAD, y + 5, t("locomotives reach {n}", { n: reach }), 120, { "text-anchor": "end", "font-size": SMALL, class: "bd-quiet" }));
  const top = y + 12;
  const rows = routeIndex === 0 ? 2 : 1;
  // Locomotive slots: the Trans-Siberian's two, one a row; the others' one.
  const slots = routeIndex === 0 ? [0, 1] : [routeIndex + 1];
  let emptyOffered = false;
  const offeredLevels = new Set();
  slots.forEach((slot, k) => {
    const level = board.locos?.[slot] ?? 0;
    const sy = top + k * (CELL_H + 3);
    const g2 = s("g", { class: `rr-slot${level ? " filled" : ""}` },
      s("rect", { x: PAD, y: sy, width: SLOT_W, height: CELL_H, rx: 4, class: "rr-slot-body" }));
    if (level) {
      g2.append(locoIcon(PAD + 13, sy + CELL_H / 2, 18), label(PAD + 30, sy + CELL_H / 2 + 0.5, level, { "font-size": TITLE, class: "bd-strong" }));
    } else {
      g2.append(s("g", { class: "bd-none" }, locoIcon(PAD + SLOT_W / 2, sy + CELL_H / 2, 18)));
    }
    tip(g2, t("Locomotive slot: {route}", { route: name }), level ? t("A level-{level} locomotive", { level }) : t("Empty"),
      routeIndex === 0 ? t("The two Trans-Siberian locomotives' levels add up") : "");
    if (!level && !emptyOffered) {
      emptyOffered = true;
      offer(g2, `put ${route.id}`, view);
    } else if (level && !offeredLevels.has(level)) {
      offeredLevels.add(level);
      offer(g2, `put ${route.id} ${level}`, view);
    }
    g.append(g2);
  });
  const specials = components.player_board.specials.map((special, i) => ({ ...special, index: i })).filter((special) => special.route === route.id);
  const fired = board.fired ?? 0;
  const kievBonuses = routeIndex === 2 ? components.player_board.kiev_bonuses : [];
  const medal = components.player_board.kiev_medal;
  const double = components.player_board.double_route;
  const revalued = (board.tokens ?? []).includes(tokenIndex(view, "revaluation"));
  const values = revalued ? components.player_board.revalued : components.player_board.track_values;
  const tokenSpaces = tokenSpacesOf(view);
  for (let space = 1; space <= route.length; space++) {
    const [row, column] = cellAt(routeIndex, space);
    const x = CELL_X0 + column * CELL_PITCH;
    const cy = top + row * (CELL_H + 3);
    let cover = -1;
    positions.forEach((position, c) => {
      if (position >= space) cover = c;
    });
    const colour = cover >= 0 ? colours[cover] : null;
    const marker = positions.findIndex((position) => position === space);
    const cell = s("g", { class: `rr-cell${colour ? ` covered rr-on-${colour}` : ""}${space > reach ? " unreached" : ""}`, "data-route": route.id, "data-space": space });
    if (colour) cell.append(...colourRect(colour, x, cy, CELL_W, CELL_H, 3, " rr-cell-body"));
    else cell.append(s("rect", { x, y: cy, width: CELL_W, height: CELL_H, rx: 3, class: "rr-cell-body rr-cell-free" }));
    const doubled = routeIndex === 0 && space <= (board.doublers ?? 0);
    if (colour) {
      const value = values[colour] ?? 0;
      cell.append(label(x + CELL_W / 2, cy + CELL_H - 8, doubled ? `${value}×2` : value, { "font-size": SMALL, class: "rr-value" }));
    } else {
      cell.append(label(x + CELL_W / 2, cy + CELL_H - 8, space, { "font-size": SMALL, class: "bd-quiet rr-space-number" }));
    }
    if (marker >= 0) {
      cell.append(s("rect", { x: x + 1.5, y: cy + 1.5, width: CELL_W - 3, height: CELL_H - 3, rx: 2.5, class: "rr-track-marker" }));
    }
    // Bonus icons of the space, top left; the doubler, top right.
    const icons = [];
    const lines = [];
    for (const special of specials.filter((sp) => sp.space === space)) {
      const done = Boolean(fired >> special.index & 1);
      icons.push([benefitIcon(view, special, board, tokenSpaces), done && special.benefit !== "token"]);
      lines.push(benefitLine(view, special, done));
      if (special.benefit === "token") {
        const used = board.tokens?.[tokenSpaces.indexOf(`${special.route}-${special.space}`)] ?? -1;
        if (used >= 0) lines.push(t("Used: {token}", { token: view.words.token[components.tokens[used]?.id] ?? "" }));
      }
    }
    for (const bonus of kievBonuses.filter((b) => b.space === space)) {
      icons.push([vpChip(0, 0, 6.5, bonus.points), false]);
      lines.push(tn("Kiev bonus: {n} point each scoring, with black track and locomotive here", "Kiev bonus: {n} points each scoring, with black track and locomotive here", bonus.points));
    }
    if (routeIndex === 2 && space === medal.space) {
      const hasMedal = (board.tokens ?? []).includes(tokenIndex(view, "kiev-medal"));
      icons.push([medalIcon(0, 1.5, 4.5), !hasMedal]);
      lines.push(t("Kiev medal: {n} points each scoring with the medal token, {colour} track and locomotive here", { n: medal.points, colour: view.words.colour[medal.track] }));
    }
    if (route.id === double.route && space === double.space) {
      icons.push([label(0, 0.5, "×2", { "font-size": SMALL, class: "bd-strong rr-double-mark" }), false]);
      lines.push(t("With {colour} track and locomotive here, the whole line scores double", { colour: view.words.colour[double.track] }));
    }
    icons.slice(0, 2).forEach(([icon, dim], k) => {
      const ix = x + 7.5 + k * 12;
      cell.append(s("g", { class: `rr-benefit${dim ? " done" : ""}`, transform: `translate(${ix} ${cy + 8})` }, s("circle", { r: 6.8, class: "rr-benefit-back" }), icon));
    });
    if (doubled) cell.append(doublerIcon(x + CELL_W - 7, cy + 8, 6.5));
    const covering = colour ? t("{colour} track", { colour: view.words.colour[colour] }) : t("No track yet");
    const cellLines = [covering];
    if (marker >= 0) cellLines.push(t("The {colour} track stands here", { colour: view.words.colour[colours[marker]] }));
    if (colour) cellLines.push(tn("Scores {n} point a round", "Scores {n} points a round", (values[colour] ?? 0) * (doubled ? 2 : 1)));
    if (space > reach) cellLines.push(t("Beyond the locomotives' reach: scores nothing yet"));
    tip(cell, t("{route}, space {n}", { route: name, n: space }), ...cellLines, ...lines);
    colours.forEach((c, k) => {
      if (positions[k] + 1 === space) offer(cell, `step ${c} ${route.id}`, view);
    });
    g.append(cell);
  }
  // The reach: a bar after the last space the locomotives reach.
  if (reach > 0 && reach <= route.length) {
    const [row, column] = cellAt(routeIndex, reach);
    const x = CELL_X0 + column * CELL_PITCH + CELL_W + 1;
    const cy = top + row * (CELL_H + 3);
    g.append(s("path", { d: `M${x},${cy - 2} V${cy + CELL_H + 2}`, class: "rr-reach" }),
      s("path", { d: `M${x - 3.5},${cy - 3} L${x + 3.5},${cy - 3} L${x},${cy + 2} Z`, class: "rr-reach-head" }));
  }
  if (routeIndex === 0) g.append(drawValueTable(view, values, revalued, top + CELL_H + 3));
  return { g, height: 12 + rows * CELL_H + (rows - 1) * 3 };
}

/** The table of track values, in the free room of the Trans-Siberian's second row. */
function drawValueTable(view, values, revalued, y) {
  const { t } = view;
  const x0 = CELL_X0 + 6 * CELL_PITCH + 4;
  const width = (W - PAD - x0) / 5;
  const g = s("g", { class: "rr-values" });
  COLOURS.forEach((colour, k) => {
    const x = x0 + k * width;
    g.append(...colourRect(colour, x + 1, y + 10, width - 2, CELL_H - 10, 2, " rr-cell-body"),
      label(x + width / 2, y + 10 + (CELL_H - 10) / 2 + 0.5, values[colour], { "font-size": BODY, class: `bd-strong rr-value-on-${colour}` }));
  });
  g.append(fitted(x0 + (W - PAD - x0) / 2, y + 4, revalued ? t("values (revalued)") : t("values"), W - PAD - x0, { "font-size": SMALL, class: "bd-quiet" }));
  return tip(g, t("Track values"), COLOURS.map((c) => `${view.words.colour[c]} ${values[c]}`).join(" · "),
    revalued ? t("Raised by the revaluation token") : "");
}

function tokenIndex(view, id) {
  return view.components.tokens.findIndex((token) => token.id === id);
}

/** The "?" spaces of a board, in the order of its `tokens` list: the route spaces, then
 * the industry track's. */
function tokenSpacesOf(view) {
  const routeSpaces = view.components.player_board.specials.filter((special) => special.benefit === "token");
  return [...routeSpaces.map((special) => `${special.route}-${special.space}`), "industry"];
}

function benefitIcon(view, special, board, tokenSpaces) {
  switch (special.benefit) {
    case "gain-grey": return colourGain("grey");
    case "gain-brown": return colourGain("brown");
    case "gain-natural": return colourGain("natural");
    case "gain-white": return colourGain("white");
    case "end-station": return stationIcon(0, 0, 10);
    case "worker": return pawn(0, 0.5, 10);
    case "token": {
      const used = board.tokens?.[tokenSpaces.indexOf(`${special.route}-${special.space}`)] ?? -1;
      return used >= 0
        ? s("g", { class: "rr-token" }, s("circle", { r: 6.8, class: "rr-token-disc" }), s("path", { d: "M-3.5,0 L-1,2.8 L3.8,-2.8", class: "rr-check" }))
        : label(0, 0.5, "?", { "font-size": SMALL, class: "bd-strong" });
    }
    default: return label(0, 0.5, "!", { "font-size": SMALL });
  }
}

function colourGain(colour) {
  return s("g", {}, ...colourRect(colour, -4.5, -4.5, 9, 9, 1.5), s("rect", { x: -4.5, y: -4.5, width: 9, height: 9, rx: 1.5, class: "rr-chip-edge" }));
}

function benefitLine(view, special, done) {
  const { t, tn } = view;
  const needs = special.locomotive
    ? t("{colour} track and locomotive", { colour: view.words.colour[special.track] })
    : t("{colour} track", { colour: view.words.colour[special.track] });
  const what = view.words.benefit[special.benefit] ?? special.benefit;
  const text = t("{benefit}, when the {needs} reach this space", { benefit: what, needs });
  return special.benefit === "end-station"
    ? `${text} (${tn("{n} point", "{n} points", view.components.player_board.end_station_points)})${done ? ` · ${t("reached")}` : ""}`
    : `${text}${done ? ` · ${t("done")}` : ""}`;
}

/** The industry track in two rows: point spaces, the five factory notches with the
 * factories built in them, the "?" space and the markers; `marker N` is played on the
 * space the marker moves to, `notch N` on the factory it replaces. */
function drawIndustry(view, seat, board, y) {
  const { t, tn, components } = view;
  const track = components.player_board.industry_track;
  const perRow = Math.ceil(track.length / 2);
  const pitch = (W - 2 * PAD) / perRow;
  const width = pitch - 3;
  const g = s("g", { class: "rr-industry" },
    label(PAD, y + 5, t("Industry track"), { "text-anchor": "start", "font-size": SMALL, class: "bd-title" }));
  const markers = board.markers ?? [0, -1];
  const factories = board.factories ?? [];
  if (markers[1] < 0) g.append(fitted(W - PAD, y + 5, t("second marker not in play"), 150, { "text-anchor": "end", "font-size": SMALL, class: "bd-quiet" }));
  const top = y + 12;
  let notch = 0;
  let lastPoints = 0;
  const tokenSlot = tokenSpacesOf(view).indexOf("industry");
  track.forEach((space, index) => {
    const x = PAD + (index % perRow) * pitch;
    const cy = top + Math.floor(index / perRow) * (CELL_H + 3);
    const cell = s("g", { class: `rr-ind rr-ind-${space.kind}`, "data-industry": index },
      s("rect", { x, y: cy, width, height: CELL_H, rx: 4, class: "rr-ind-body" }));
    const lines = [];
    let title = "";
    if (space.kind === "start") {
      title = t("Start");
      cell.append(fitted(x + width / 2, cy + 11, t("Start"), width - 6, { "font-size": SMALL, class: "bd-quiet" }));
    } else if (space.kind === "space") {
      lastPoints = space.points;
      title = tn("{n} point", "{n} points", space.points);
      cell.append(label(x + width / 2, cy + 12, space.points, { "font-size": TITLE, class: "bd-strong" }));
      lines.push(t("A marker here scores {n} points each round", { n: space.points }));
    } else if (space.kind === "factory") {
      const level = factories[notch] ?? 0;
      const which = notch;
      title = level ? t("Level-{level} factory", { level }) : t("Empty factory notch");
      if (level) {
        cell.classList.add("built");
        cell.append(factoryIcon(x + 12, cy + 12, 16), label(x + width - 10, cy + 12.5, level, { "font-size": TITLE, class: "bd-strong" }));
        lines.push(effectText(view, t(components.factories[level - 1]?.text ?? "")), t("It works each time a marker enters it"));
      } else {
        cell.append(s("g", { class: "bd-none" }, factoryIcon(x + width / 2, cy + 13, 16)));
        lines.push(t("No marker can enter or pass it until a factory is built here"));
      }
      lines.push(tn("A marker here scores {n} point", "A marker here scores {n} points", lastPoints));
      if (level) offer(cell, `notch ${which + 1}`, view);
      notch += 1;
    } else if (space.kind === "token") {
      title = t("A '?' space");
      const used = board.tokens?.[tokenSlot] ?? -1;
      if (used >= 0) {
        cell.append(s("rect", { x: x + 2, y: cy + 3, width: width - 4, height: 18, rx: 9, class: "rr-token-disc" }),
          pictoRow(pictos(view.effects.tokens[components.tokens[used]?.id] ?? {}, view), x + width / 2, cy + 12, width - 8));
      } else {
        cell.append(questionIcon(x + width / 2, cy + 12, 7.5));
      }
      lines.push(t("The first marker to enter it lets you use a '?' token"), tn("A marker here scores {n} point", "A marker here scores {n} points", lastPoints));
      if (used >= 0) lines.push(t("Used: {token}", { token: view.words.token[components.tokens[used]?.id] ?? "" }));
    }
    markers.forEach((position, m) => {
      if (position === index) cell.append(markerIcon(x + (m === 0 ? width - 9 : 9), cy + CELL_H - 9, m + 1));
    });
    const here = markers.map((position, m) => (position === index ? m + 1 : 0)).filter(Boolean);
    if (here.length) lines.push(tn("Industry marker {list} stands here", "Industry markers {list} stand here", here.length, { list: here.join(", ") }));
    tip(cell, t("Industry track: {what}", { what: title }), ...lines);
    markers.forEach((position, m) => {
      if (position >= 0 && position + 1 === index) offer(cell, `marker ${m + 1}`, view);
    });
    g.append(cell);
  });
  return { g, height: 12 + 2 * CELL_H + 3 };
}

/** Engineers hired, "?" cards taken, the "?" tokens (used ones on their spaces) and the
 * end-bonus cards (the viewer's face up, the others' face down until the end). */
function drawHoldings(view, seat, board, y) {
  const { obs, t, tn, components } = view;
  const g = s("g", { class: "rr-holdings" });
  let row = y;
  // Engineers hired and "?" cards taken.
  const hired = board.engineers ?? [];
  const cardsTaken = components.cards.map((card, i) => [card, i]).filter(([, i]) => obs.cards?.[i] === seat);
  const agains = deciding(view, seat) ? legalWith(view, "again ") : [];
  g.append(label(PAD, row + 5, t("Engineers and '?' cards"), { "text-anchor": "start", "font-size": SMALL, class: "bd-title" }));
  row += 12;
  const tile = 44;
  let x = PAD;
  if (!hired.length && !cardsTaken.length) {
    g.append(label(PAD, row + 12, t("None yet"), { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
  }
  for (const number of hired) {
    g.append(engineerTile(view, number, x, row, tile, 62, { kind: "own", owner: seat }));
    x += tile + 4;
  }
  for (const [card] of cardsTaken) {
    const face = s("g", { class: "rr-card small", "data-card": card.id },
      s("rect", { x, y: row, width: tile + 12, height: 62, rx: 5, class: "rr-card-body" }),
      questionIcon(x + 9, row + 9, 6),
      pictoRow(pictos(view.effects.cards[card.id] ?? {}, view), x + (tile + 12) / 2, row + 34, tile + 6));
    tip(face, view.words.card[card.id] ?? card.id, effectText(view, t(card.text)));
    g.append(face);
    x += tile + 16;
  }
  let height = hired.length || cardsTaken.length ? 62 : 20;
  if (agains.length) {
    const ay = row + height + 4;
    g.append(label(PAD, ay + 15, t("Again:"), { "text-anchor": "start", "font-size": SMALL, class: "bd-strong" }));
    agains.forEach((action, k) => {
      const what = action.split(" ")[1];
      const cx = PAD + 50 + k * 44;
      const chip = s("g", { class: "rr-again" }, chipBack(cx, ay, 38, 30),
        what === "doubler" ? doublerIcon(cx + 19, ay + 15, 8) : what === "industry" ? industryChip(cx + 19, ay + 15, 15) : stepChip("black", cx + 19, ay + 15, 15));
      g.append(offer(chip, action, view));
    });
    height += 38;
  }
  row += height + 8;
  // The "?" tokens: the seven, used ones marked with where.
  g.append(label(PAD, row + 5, t("'?' tokens"), { "text-anchor": "start", "font-size": SMALL, class: "bd-title" }));
  row += 12;
  const used = board.tokens ?? [];
  const places = [
    t("Trans-Siberian space {n}", { n: 13 }), t("St Petersburg space {n}", { n: 4 }),
    t("St Petersburg space {n}", { n: 6 }), t("the industry track"),
  ];
  const spaces = tokenSpacesOf(view);
  const tokenWidth = (W - 2 * PAD - 6 * 4) / 7;
  components.tokens.forEach((token, k) => {
    const where = used.indexOf(k);
    const tx = PAD + k * (tokenWidth + 4);
    const chip = s("g", { class: `rr-token-chip${where >= 0 ? " used" : ""}`, "data-token": token.id },
      s("rect", { x: tx, y: row, width: tokenWidth, height: 32, rx: 16, class: "rr-token-back" }),
      pictoRow(pictos(view.effects.tokens[token.id] ?? {}, view), tx + tokenWidth / 2, row + 16, tokenWidth - 8));
    if (where >= 0) chip.append(s("path", { d: `M${tx + 4},${row + 4} L${tx + tokenWidth - 4},${row + 28}`, class: "rr-used-line" }));
    const whereText = where >= 0 ? t("Used on {place}", { place: places[where] ?? spaces[where] }) : t("Not used yet");
    tip(chip, view.words.token[token.id] ?? token.id, effectText(view, t(token.text)), whereText, t("Each token can be used once in a game, on a '?' space"));
    if (seat === view.toMove) offer(chip, `token ${token.id}`, view);
    g.append(chip);
  });
  row += 36;
  // End-bonus cards.
  const bonus = obs.end_bonus ?? {};
  const shown = bonus.shown?.[seat];
  const mine = seat === view.viewer && Array.isArray(bonus.mine) ? bonus.mine : null;
  const faces = Array.isArray(shown) ? shown : mine;
  const count = faces ? faces.length : bonus.held?.[seat] ?? 0;
  row += 4;
  g.append(label(PAD, row + 5, t("End-bonus cards"), { "text-anchor": "start", "font-size": SMALL, class: "bd-title" }));
  row += 12;
  if (!count) {
    g.append(label(PAD, row + 10, t("None"), { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
    row += 18;
  } else if (faces) {
    const width = (W - 2 * PAD - 4 * 4) / 5;
    faces.forEach((id, k) => g.append(bonusCard(view, id, PAD + (k % 5) * (width + 4), row + Math.floor(k / 5) * 80, width, 76)));
    row += Math.ceil(faces.length / 5) * 80;
  } else {
    const backs = s("g", {});
    for (let k = 0; k < count; k++) backs.append(cardBack(PAD + k * 30, row, 26, 36));
    backs.append(label(PAD + count * 30 + 6, row + 18, tn("{n} card, face down", "{n} cards, face down", count), { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
    g.append(tip(backs, t("End-bonus cards"), t("Face down until the end of the game")));
    row += 40;
  }
  return { g, height: row - y };
}
