// The panel at the top of Shipyard's board: the step in progress in words, who is to move,
// the start player, the notice that the game is ending; then the action row of the 2nd
// edition (the action tiles from the turn wheel, the wheel with its cube, the countdown
// cubes) or the action track of the 1st (the action cards from the leading one back, the
// track's spaces with the start point's flag, the countdown marker on its way to the red
// space). Each tile or card shows its action, the cubes or figures and the guilders on it.

import { BODY, coin, fitted, PAD, shareLine, SMALL, TITLE, W } from "../panels.js";
import { canvas, label, part, rule, s, seatToken, tip } from "../svg.js";
import { actionIcon } from "./icons.js";
import { nameOf, offer, r2 } from "./view.js";
import { actionName, actionShort, stepText } from "./words.js";

const TILE_X = 88;
const TILE_W = 58;
const TILE_H = 58;
const TILE_GAP = 4;

export function statusPanel(view) {
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
      // The token is the start player's (part `first`); the name's room depends on the line.
      const mark = s("g", {}, part(seatToken(obs.first, W - PAD - 6, y, 6), "first"),
        fitted(W - PAD - 16, y, starter, starterRoom, { "text-anchor": "end", "font-size": SMALL }));
      parts.push(tip(rule(mark, "start-player"), t("Start player"), t("Took the first turn; the round ends with the player before")));
    }
  }
  y += 10;
  if (obs.end_triggered && !view.over) {
    const why = obs.flow?.end_reason === 2 ? t("A ship-tile stack ran out: the game is ending") : t("The countdown ran out: the game is ending");
    parts.push(tip(rule(part(s("g", {},
      s("rect", { x: PAD, y: y + 2, width: W - 2 * PAD, height: 20, rx: 4, class: "bd-notice" }),
      fitted(W / 2, y + 12, why, W - 4 * PAD, { "font-size": BODY, class: "bd-strong" })), "end_triggered"), "end"),
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
      strip.append(part(s("path", { d: `M${r2(x + cell / 2)},${y + 5} V${y - 4} L${r2(x + cell / 2 + 7)},${y - 1} L${r2(x + cell / 2)},${y + 2}`, class: "sy-flag" }), "wheel"));
    }
  }
  strip.append(fitted(PAD, y + 32, t("◀ the leading card · the flag: the start point"), W - 2 * PAD, { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
  const lines = [t("The cards travel round a track of {n} spaces; each turn one card moves in front of the leading one", { n: spaces })];
  if (typeof obs.wheel === "number") lines.push(view.tn("The leading card reaches the start point in {n} turn", "The leading card reaches the start point in {n} turns", obs.wheel));
  tip(rule(strip, "row:track"), t("Action track"), ...lines);
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
  return tip(rule(part(g, "wheel"), "row:wheel"), t("Turn wheel"), ...lines);
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
  return tip(rule(part(g, "countdown_cubes"), "countdown"), t("Countdown cubes"), tn("{n} countdown cube left", "{n} countdown cubes left", left),
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
  g.append(part(s("g", {}, s("circle", { cx: r2(x0 + at * size + size / 2), cy: top + 44, r: 5, class: "sy-marker" }),
    s("path", { d: `M${r2(x0 + at * size + size / 2)},${top + 33} l-4,6 h8 Z`, class: "sy-marker" })), "countdown_cubes"));
  if (typeof obs.wheel === "number") {
    g.append(part(fitted(44, top + 62, tn("lap in {n} turn", "lap in {n} turns", obs.wheel), 76, { "font-size": SMALL, class: "bd-quiet" }), "wheel"));
  }
  return tip(rule(g, "countdown"), t("Countdown marker"), tn("{n} move left before the red space", "{n} moves left before the red space", left),
    t("The marker moves each time the leading card reaches the start point; on the red space the game ends"));
}

/** One action tile (or card) at (x, y): its number on the row, its name and picture, the
 * cubes and coins on it, the face-down subsidy tile, and the leading tile's mark. The
 * tile itself (what lies on its place of the row) is drawn at the origin of a group moved
 * to its place, so that it draws the same wherever the row puts it; its number and the
 * leading mark belong to the place. Offers `action NAME` and `bonus NAME`. */
function actionTile(view, entry, position, x, y, number) {
  const lead = position === 0 && view.obs.lead_locked;
  const place = s("g", { class: `sy-tile-place${lead ? " lead" : ""}`, transform: `translate(${r2(x)} ${r2(y)})` },
    tileFace(view, entry, position),
    label(7, 10, number, { "font-size": SMALL, class: "bd-quiet sy-tile-number" }));
  if (lead) {
    const bottom = TILE_H - 10;
    place.append(part(s("path", { d: `M4,${bottom - 6} l-7,6 l7,6 Z`, class: "sy-lead-mark" }), "lead_locked"));
  }
  return place;
}

/** What lies on the row at `position`: the tile, its cubes and coins (part `row.N`). */
function tileFace(view, entry, position) {
  const { obs, t, tn } = view;
  const lead = position === 0 && obs.lead_locked;
  const faceDown = entry.in_play === false;
  const g = s("g", { class: `sy-tile${faceDown ? " face-down" : ""}${entry.owner !== null && entry.owner !== undefined ? " taken" : ""}`, "data-tile": entry.action },
    s("rect", { x: 0, y: 0, width: TILE_W, height: TILE_H, rx: 6, class: "sy-tile-body" }));
  part(g, `row.${position}`);
  if (faceDown) {
    g.append(fitted(TILE_W / 2, TILE_H / 2 - 6, actionShort(t, entry.action), TILE_W - 8, { "font-size": SMALL, class: "sy-on-dark" }),
      fitted(TILE_W / 2, TILE_H / 2 + 8, t("face down"), TILE_W - 8, { "font-size": SMALL, class: "sy-on-dark" }));
    return tip(rule(g, `action:${entry.action}`), actionName(t, entry.action), t("Face down: not in play with this number of players"));
  }
  g.append(fitted(TILE_W / 2 + 3, 10, actionShort(t, entry.action), TILE_W - 18, { "font-size": SMALL + 0.5, class: "bd-strong" }),
    actionIcon(entry.action, TILE_W / 2, 29, 19));
  const bottom = TILE_H - 10;
  if (entry.coins > 0) g.append(coin(11, bottom, 7.5, entry.coins));
  if (entry.owner !== null && entry.owner !== undefined) {
    for (let k = 0; k < (entry.cubes || 1); k++) g.append(seatToken(entry.owner, TILE_W - 10 - k * 13, bottom, 5.5));
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
  tip(rule(g, `action:${entry.action}`), actionName(t, entry.action), ...lines);
  offer(g, `action ${entry.action}`, view);
  offer(g, `bonus ${entry.action}`, view);
  return g;
}
