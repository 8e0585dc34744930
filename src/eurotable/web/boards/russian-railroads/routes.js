// A player's three routes: the locomotive slots, the spaces with the tracks on them, the
// bonus spaces, the locomotives' reach, the doublers over the Trans-Siberian and the table
// of track values.

import { BODY, fitted, PAD, SMALL, TITLE, vpChip, W } from "../panels.js";
import { label, moving, part, s, takenFrom, tip } from "../svg.js";
import { COLOURS, colourRect, doublerIcon, locoIcon, medalIcon, pawn, stationIcon } from "./icons.js";
import { tokenIndex, tokenSpacesOf } from "./tokens.js";
import { offer } from "./view.js";

const SLOT_W = 38;
const CELL_X0 = PAD + SLOT_W + 4;
const CELL_PITCH = (W - PAD - CELL_X0) / 9;
const CELL_W = CELL_PITCH - 2;
export const CELL_H = 34;

/** How far the locomotives of a route reach (the Trans-Siberian's two add up). */
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
export function drawRoute(view, seat, board, routeIndex, y) {
  const { t, tn, components } = view;
  const route = components.routes[routeIndex];
  const colours = route.colours;
  const positions = colours.map((_, c) => board.tracks[routeIndex * 5 + c]);
  const reach = reachOf(board, routeIndex);
  const g = s("g", { class: `rr-route rr-route-${route.id}` });
  const name = view.words.route[route.id] ?? route.name;
  // A route's reach is its locomotive's part; the Trans-Siberian's adds up two slots, no
  // one part (its slots, beside it, are marked when they change).
  const reachText = fitted(W - PAD, y + 5, t("locomotives reach {n}", { n: reach }), 120, { "text-anchor": "end", "font-size": SMALL, class: "bd-quiet" });
  g.append(fitted(PAD, y + 5, name, 200, { "text-anchor": "start", "font-size": SMALL, class: "bd-title" }),
    routeIndex === 0 ? reachText : part(reachText, `seats.${seat}.locos.${routeIndex + 1}`));
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
    takenFrom(part(g2, `seats.${seat}.locos.${slot}`), "carry", "loco_supply");
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
      const drawn = s("rect", { x: x + 1.5, y: cy + 1.5, width: CELL_W - 3, height: CELL_H - 3, rx: 2.5, class: "rr-track-marker" });
      cell.append(moving(part(drawn, `seats.${seat}.tracks.${routeIndex * 5 + marker}`)));
    }
    // Bonus icons of the space, top left; the doubler, top right.
    const icons = [];
    const lines = [];
    for (const special of specials.filter((sp) => sp.space === space)) {
      const done = Boolean(fired >> special.index & 1);
      const icon = benefitIcon(view, special, board, tokenSpaces);
      if (special.benefit === "token") part(icon, `seats.${seat}.tokens.${tokenSpaces.indexOf(`${special.route}-${special.space}`)}`);
      icons.push([icon, done && special.benefit !== "token"]);
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
