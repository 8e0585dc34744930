// Puerto Rico's status and roles: the phase, the governor, who is to move, the notice
// that the game ends after this round, and the role cards (`role ROLE`) with their
// doubloons and the seats that took them.

import { BODY, coin, fitted, PAD, SMALL, TITLE, W } from "../panels.js";
import { canvas, part, s, seatToken, tip } from "../svg.js";
import { N_ } from "../../i18n/t.js";
import { nameOf, offer } from "./view.js";

const STEP_TEXT = {
  role: N_("Choosing a role"),
  settle: N_("Taking plantations"),
  hospice: N_("Hospice"),
  mayor: N_("Arranging colonists"),
  build: N_("Building"),
  university: N_("University"),
  extra: N_("Craftsman's extra barrel"),
  trade: N_("Selling goods"),
  load: N_("Loading ships"),
  store: N_("Storing goods"),
};

/** The status and roles panel: the phase and the governor, what is being decided and by
 * whom, the end-of-game notice, then the role cards. */
export function statusPanel(view) {
  const { obs, t } = view;
  const parts = [];
  let y = 13;
  const over = obs.step === "over" || view.ctx.over;
  const phase = obs.phase ? t("{role} phase", { role: t(view.roles[obs.phase].name) }) : t("Role selection");
  parts.push(part(fitted(PAD, y, over ? t("Game over") : phase, 170, { "text-anchor": "start", class: "bd-title", "font-size": TITLE }), "phase"));
  const governor = s("g", {}, seatToken(obs.governor, W - PAD - 6, y, 6),
    fitted(W - PAD - 16, y, t("Governor: {name}", { name: nameOf(view, obs.governor) }), 140, { "text-anchor": "end", "font-size": SMALL }));
  parts.push(tip(part(governor, "governor"), t("Governor"), t("Chooses the first role of the round")));
  const detail = [];
  if (!over && obs.flow?.chooser >= 0 && obs.phase) detail.push(t("chosen by {name}", { name: nameOf(view, obs.flow.chooser) }));
  if (!over && STEP_TEXT[obs.step]) detail.push(obs.step === "mayor" && obs.flow?.placing ? t("Placing colonists") : t(STEP_TEXT[obs.step]));
  if (view.toMove !== null) detail.push(t("{name} to move", { name: nameOf(view, view.toMove) }));
  if (detail.length) {
    y += 17;
    parts.push(fitted(PAD, y, detail.join(" · "), W - 2 * PAD, { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
  }
  y += 10;
  if (obs.end_triggered && !over) {
    parts.push(part(s("g", {}, s("rect", { x: PAD, y: y + 2, width: W - 2 * PAD, height: 20, rx: 4, class: "bd-notice" }),
      fitted(W / 2, y + 12, t("The game ends after this round"), W - 4 * PAD, { "font-size": BODY, class: "bd-strong" })), "end_triggered"));
    y += 24;
  }
  // The cards drawn from 0 and moved down as far as the lines above reach (so that a new
  // line changes no card's drawing).
  const { cards, height } = drawRoles(view);
  parts.push(s("g", { transform: `translate(0 ${y + 4})` }, cards));
  return canvas(W, y + 4 + height + PAD, { class: "drawing bd-panel", "aria-label": t("Roles") }, ...parts);
}

/** The role cards from the top: doubloons on them, the seat that took each (the card
 * names who took it, its coin the doubloons), the phase being played. */
function drawRoles(view) {
  const { obs, t } = view;
  const cards = obs.roles;
  const columns = Math.ceil(cards.length / 2);
  const gap = 6;
  const width = (W - 2 * PAD - (columns - 1) * gap) / columns;
  const height = 62;
  // With two prospectors, `role prospector` takes the one with more doubloons.
  const offered = {};
  cards.forEach((card, i) => {
    if (card.taken_by !== null) return;
    const best = offered[card.role];
    if (best === undefined || card.doubloons > cards[best].doubloons) offered[card.role] = i;
  });
  const group = s("g", { class: "pr-roles" });
  cards.forEach((card, i) => {
    const x = PAD + (i % columns) * (width + gap);
    const y = Math.floor(i / columns) * (height + gap);
    const role = view.roles[card.role];
    const taken = card.taken_by !== null;
    const active = taken && obs.phase === card.role && obs.flow?.chooser === card.taken_by;
    const face = part(s("g", {},
      s("rect", { x, y, width, height, rx: 6, class: "pr-role-card" }),
      fitted(x + width / 2, y + 14, t(role.name), width - 8, { "font-size": BODY, class: "bd-strong" })), `roles.${i}.taken_by`);
    if (taken) face.append(seatToken(card.taken_by, x + width - 15, y + height - 16, 8));
    const g = s("g", { class: `pr-role${taken ? " taken" : ""}${active ? " active" : ""}` }, face);
    if (card.doubloons > 0) g.append(part(coin(x + 16, y + height - 16, 10, card.doubloons), `roles.${i}.doubloons`));
    if (active) g.append(fitted(x + width / 2, y + 30, t("now"), width - 8, { "font-size": SMALL, class: "bd-quiet" }));
    const lines = [t("Everyone: {text}", { text: t(role.everyone) }), t("Privilege: {text}", { text: t(role.privilege) })];
    if (card.doubloons > 0) lines.push(view.tn("{n} doubloon on it", "{n} doubloons on it", card.doubloons));
    if (taken) lines.push(t("Taken by {name}", { name: nameOf(view, card.taken_by) }));
    tip(g, t(role.name), ...lines);
    if (offered[card.role] === i) offer(g, `role ${card.role}`, view);
    group.append(g);
  });
  const rows = Math.ceil(cards.length / columns);
  return { cards: group, height: rows * height + (rows - 1) * gap };
}
