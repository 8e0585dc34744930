// Shipyard's solo game: the two automata (where each one's cube is, whose turn it is) and
// the solo tiles (the stack with the number on the top one's back, the tiles turned this
// cycle, the last number used).

import { BODY, fitted, PAD, pill, SMALL, TITLE, W } from "../panels.js";
import { label, part, rule, s, seatToken, tip } from "../svg.js";
import { actionIcon } from "./icons.js";
import { nameOf, panelSvg } from "./view.js";
import { actionName, actionShort } from "./words.js";

export function soloPanel(view) {
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
    parts.push(tip(rule(g, "automaton"), nameOf(view, owner), on ? t("Its cube is on {action}", { action: actionName(t, on) }) : t("Its cube is not on the row yet"),
      t("An automaton turns solo tiles until one shows a free action tile, takes it, and removes or moves what the number on the next tile's back says")));
    if (owner === obs.owner && !view.over) parts.push(pill(W - PAD, y + 8, t("its turn"), "bd-pill-move"));
    y += 24;
  }
  y += 4;
  const stack = s("g", { class: "sy-solo-stack" },
    s("rect", { x: PAD + 4, y: y - 3, width: 40, height: 40, rx: 5, class: "sy-solo-back" }),
    part(s("g", {}, s("rect", { x: PAD, y, width: 40, height: 40, rx: 5, class: "sy-solo-back" }),
      label(PAD + 20, y + 20, solo.top_number ?? "–", { "font-size": TITLE + 2, class: "bd-strong sy-on-dark" })), "solo.top_number"),
    part(fitted(PAD + 50, y + 12, tn("{n} solo tile face down", "{n} solo tiles face down", solo.stack ?? 0), 130, { "text-anchor": "start", "font-size": SMALL }), "solo.stack"),
    part(fitted(PAD + 50, y + 28, t("back of the top one: {n}", { n: solo.top_number ?? "–" }), 130, { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }), "solo.top_number"));
  parts.push(tip(rule(stack, "solo-tile"), t("Solo tiles"), tn("{n} tile face down", "{n} tiles face down", solo.stack ?? 0),
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
    parts.push(tip(rule(part(chip, `solo.face_up.${k}`, action), "solo-tile"), action === "last" ? t("The last tile of the row") : actionName(t, action)));
  });
  y += 14 + Math.max(1, Math.ceil(faceUp.length / 5)) * 24 + 6;
  if (typeof solo.last_number === "number" && solo.last_number >= 0) {
    parts.push(part(fitted(PAD, y + 4, t("Last number used: {n}", { n: solo.last_number }), W - 2 * PAD, { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }), "solo.last_number"));
    y += 14;
  }
  return panelSvg(view, t("Automata"), y + PAD, "", ...parts);
}
