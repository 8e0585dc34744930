// The main board's first panel: the round track with the last-round tile, the turn order
// with its cards and the claim spaces under them, the score track (score-track.js) and,
// at the start of the game, the starting-bonus cards.

import { BODY, fitted, PAD, SMALL, TITLE, vpChip, W } from "../panels.js";
import { canvas, label, part, s, seatToken, tip } from "../svg.js";
import { actionTile } from "./action-spaces.js";
import { patterns } from "./icons.js";
import { pictoRow, pictos } from "./pictograms.js";
import { drawScoreTrack } from "./score-track.js";
import { clipped, known, legalWith, nameOf, offer } from "./view.js";
import { effectText } from "./words.js";

/** The panel of the round, the turn order, the score track and the starting bonuses; it
 * holds the track colours' patterns for every panel. */
export function statusPanel(view) {
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
  const track = part(s("g", {}), "round");
  g.append(track);
  for (let r = 1; r <= obs.rounds; r++) {
    const x = PAD + (r - 1) * (size + 4);
    // The round the game is in (at the end: the one it ended in), drawn from `round` only.
    const now = r === obs.round;
    const past = r < obs.round;
    const box = s("g", { class: `rr-round${now ? " now" : ""}${past ? " past" : ""}` },
      s("rect", { x, y: y + 16, width: size, height: size, rx: 4, class: "rr-round-body" }),
      label(x + size / 2, y + 16 + size / 2 + 0.5, r, { "font-size": BODY, class: "bd-strong" }));
    tip(box, t("Round {n}", { n: r }), now && !view.over ? t("Being played") : past || now ? t("Played") : r === obs.rounds ? t("The last round") : "");
    track.append(box);
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
    // Who holds the card is a part of its own; whether they move now (the card's class)
    // is no part, and whether they passed is the part of their board's "passed".
    if (known(seat)) {
      card.append(part(s("g", {}, seatToken(seat, x + 30, top + 13, 6),
        fitted(x + 40, top + 13.5, clipped(nameOf(view, seat), width - 46), width - 46, { "text-anchor": "start", "font-size": SMALL })), `order.${i}`));
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
    if (taken) card.append(part(seatToken(taker, x + width - 10, y + 39, 6), `start_cards.${i}`));
    tip(card, t("Starting-bonus card"), effectText(view, t(bonus.text)), taken ? t("Taken by {name}", { name: nameOf(view, taker) }) : t("Still to take"));
    g.append(offer(card, `start ${bonus.id}`, view));
  });
  return { g, height: 54 };
}
