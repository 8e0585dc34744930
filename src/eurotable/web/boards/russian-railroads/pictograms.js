// The pictograms of an effect (what a space, an engineer, a card, a token or a bonus gives)
// laid out in a row, and the marks of a space's cost and of the workers standing on it.

import { BODY, coin, sum, vpChip } from "../panels.js";
import { label, s, seatToken } from "../svg.js";
import { cardBack, claimIcon, doublerIcon, engineerMini, factoryIcon, industryChip, locoIcon, markerIcon, medalIcon, pawn, questionIcon, repeatIcon, stepChip } from "./icons.js";

/** A count before a pictogram: "4" (four of what follows), centred on (x, y). */
function countLabel(x, y, n) {
  return label(x, y + 0.5, n, { "font-size": BODY, class: "bd-strong" });
}

/** The pictograms of an effect, each {w, draw(x, y)} centred on (x, y). */
export function pictos(effect, view) {
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
export function pictoRow(items, x, y, width, rowGap = 17, zoom = 1) {
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
export function costMark(workers, coins, x, y) {
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
export function occupants(seat, count, black, x, y, r = 5.5) {
  const g = s("g", { class: "rr-occupants" });
  for (let i = 0; i < count; i++) {
    const cx = x - i * (r * 2 + 1.5);
    if (black && i === 0) g.append(pawn(cx, y, r * 2.2, "rr-pawn rr-pawn-black"));
    else g.append(seatToken(seat, cx, y, r));
  }
  return g;
}
