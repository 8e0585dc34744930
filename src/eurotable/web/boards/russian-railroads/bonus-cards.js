// The end-bonus cards: the deck, the cards removed unseen and the points instead of a card
// in the supply, the deck face up to the seat choosing one, a card face up, and the cards
// a player holds (face up to their owner, face down to the others until the end).

import { BODY, chipBack, fitted, PAD, SMALL, TITLE, vpChip, W, wrapped } from "../panels.js";
import { label, part, s, takenFrom, tip } from "../svg.js";
import { cardBack, doublerIcon, engineerMini, factoryIcon, locoIcon, pawn, questionIcon, stationIcon, stepChip } from "./icons.js";
import { known, legalWith, offer } from "./view.js";
import { effectText } from "./words.js";

/** The end-bonus cards: the deck (its size only), the two removed unseen, and, for the
 * seat choosing one, the deck's cards face up (`bonus ID`) and the points instead
 * (`bonus points`). */
export function drawEndBonusSupply(view, y) {
  const { obs, t, tn, components } = view;
  const bonus = obs.end_bonus ?? {};
  const g = s("g", { class: "rr-bonus-supply" },
    label(PAD, y, t("End-bonus cards"), { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
  const top = y + 8;
  const deckSize = bonus.deck ?? 0;
  const deck = part(s("g", { class: `rr-deck${deckSize ? "" : " bd-none"}` },
    cardBack(PAD + 4, top + 4, 40, 54), cardBack(PAD, top, 40, 54),
    label(PAD + 20, top + 27, known(bonus.deck) ? deckSize : "?", { "font-size": TITLE, class: "bd-strong rr-on-dark" }),
    fitted(PAD + 72, top + 22, t("deck"), 50, { "font-size": SMALL, class: "bd-quiet" })), "end_bonus.deck");
  tip(deck, t("End-bonus deck"), tn("{n} card, face down", "{n} cards, face down", deckSize),
    t("Whoever takes an end-bonus card looks through the deck and keeps one, or takes {n} points instead", { n: components.end_bonus_instead }));
  g.append(deck);
  const removed = bonus.removed ?? 0;
  const gone = part(s("g", { class: "rr-removed" }), "end_bonus.removed");
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

/** The end-bonus cards a player holds: face up to their owner (and to all at the end),
 * face down to the others. */
export function drawHeldBonusCards(view, seat, y) {
  const { obs, t, tn } = view;
  const parts = [];
  let row = y;
  const bonus = obs.end_bonus ?? {};
  const shown = bonus.shown?.[seat];
  const mine = seat === view.viewer && Array.isArray(bonus.mine) ? bonus.mine : null;
  const faces = Array.isArray(shown) ? shown : mine;
  const count = faces ? faces.length : bonus.held?.[seat] ?? 0;
  parts.push(label(PAD, row + 5, t("End-bonus cards"), { "text-anchor": "start", "font-size": SMALL, class: "bd-title" }));
  row += 12;
  if (!count) {
    parts.push(label(PAD, row + 10, t("None"), { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
    row += 18;
  } else if (faces) {
    const width = (W - 2 * PAD - 4 * 4) / 5;
    // The viewer's own cards by id (one taken may come before the others); all of them
    // once shown at the end.
    const named = (card, id, k) => (Array.isArray(shown) ? part(card, `end_bonus.shown.${seat}.${k}`) : part(card, `end_bonus.mine.${k}`, id));
    faces.forEach((id, k) => parts.push(takenFrom(named(bonusCard(view, id, PAD + (k % 5) * (width + 4), row + Math.floor(k / 5) * 80, width, 76), id, k), "end_bonus.deck")));
    row += Math.ceil(faces.length / 5) * 80;
  } else {
    const backs = takenFrom(part(s("g", {}), `end_bonus.held.${seat}`), "end_bonus.deck");
    for (let k = 0; k < count; k++) backs.append(cardBack(PAD + k * 30, row, 26, 36));
    backs.append(label(PAD + count * 30 + 6, row + 18, tn("{n} card, face down", "{n} cards, face down", count), { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
    parts.push(tip(backs, t("End-bonus cards"), t("Face down until the end of the game")));
    row += 40;
  }
  return { parts, height: row - y };
}
