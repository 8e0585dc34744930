// The action spaces: the track-building rows and the other spaces in play for this many
// players, each with what it gives, what it costs and who stands on it; actionTile() also
// draws the claim spaces and the last-round tile of the turn-order panel.

import { BODY, fitted, PAD, panel, SMALL, W } from "../panels.js";
import { label, part, s, takenFrom, tip } from "../svg.js";
import { costMark, occupants, pictoRow, pictos } from "./pictograms.js";
import { known, nameOf, offer, shifted } from "./view.js";
import { costText, effectText } from "./words.js";

const TRACK_ROWS = [
  ["black-2", "grey-2", "brown-1", "natural-1", "white-1"],
  ["black-3", "grey-3", "brown-2", "natural-2", "white-2"],
];
const OTHER_SPACES = [
  "any-2", "black-or-grey", "doubler", "coins",
  "locomotive-1w", "locomotive-2w", "locomotive-factory", "temporary-workers",
  "industry-1", "industry-2", "industry-black",
];

/** Whether the action space `id` is on the board for this many players. */
function inPlay(view, id) {
  const space = view.components.spaces[view.spaceIndex[id]];
  return Boolean(space) && space.players.includes(view.players);
}

/** The panel of the action spaces: the track-building rows, then the others. */
export function actionsPanel(view) {
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
export function actionTile(view, id, x, y, width, height, caption = "") {
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
  // The pieces standing here come from their player's hand (the temporary workers, the
  // rubles paid for a claim: from theirs).
  const from = (seat) => [`seats.${seat}.hand`, `seats.${seat}.temp`, `seats.${seat}.coins`];
  if (space.reusable) {
    // Each seat's piece drawn at its own origin: another seat's coming shifts it, unchanged.
    users.forEach(([seat, used], k) => g.append(shifted(-k * 12, 0,
      takenFrom(part(occupants(seat, 1, used === 2, x + width - 8, bottom, 5), `seats.${seat}.used.${index}`), ...from(seat)))));
    if (!users.length) g.append(label(x + width - 6, bottom, "∞", { "text-anchor": "end", "font-size": BODY, class: "bd-quiet" }));
  } else if (taken) {
    const [[seat, used]] = users;
    const pieces = occupants(seat, Math.max(1, space.workers + space.coins), used === 2, x + width - 8, bottom, 5);
    g.append(takenFrom(part(pieces, `occupied.${index}`), ...from(seat)));
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
