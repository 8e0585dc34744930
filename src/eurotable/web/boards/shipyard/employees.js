// Shipyard's employees: one employee card (its kind, what it recruits, makes or trades,
// its colour), and the employees' ring: eight groups clockwise (the top row left to
// right, the bottom row right to left) with the marker on its group and the steps from it.

import { fitted, PAD, SMALL, W } from "../panels.js";
import { label, part, rule, s, tip } from "../svg.js";
import { actionIcon, goodIcon, pieceIcon } from "./icons.js";
import { lower, offer, panelSvg, r2 } from "./view.js";
import { colourName, kindName, proposedNote } from "./words.js";

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

export function employeeCard(view, id, x, y, w, h, copies = 1) {
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
  return tip(comp?.kind ? rule(g, `employee:${comp.kind}`) : g, kindName(t, comp?.kind), ...lines);
}

export function employeesPanel(view) {
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
    const disc = s("circle", { cx: r2(x + 10), cy: y + 9, r: 8, class: here ? "sy-marker" : "sy-group-number" });
    const head = s("g", { class: `sy-group-head${here ? " current" : ""}` }, here ? part(disc, "employee_group") : disc,
      label(r2(x + 10), y + 9.5, group + 1, { "font-size": SMALL, class: here ? "bd-strong sy-on-dark" : "bd-strong" }));
    if (here) head.append(fitted(r2(x + 22), y + 9.5, t("marker"), gw - 24, { "text-anchor": "start", "font-size": SMALL, class: "bd-strong" }));
    else if (steps) head.append(label(r2(x + 22), y + 9.5, tn("{n} step", "{n} steps", steps), { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
    parts.push(tip(rule(head, "wheel:employee"), t("Group {n}", { n: group + 1 }), here ? t("The marker is here") : tn("{n} step clockwise from the marker", "{n} steps clockwise from the marker", steps || 0),
      t("The first step is free; each further step costs a guilder")));
    for (let k = 0; k < size; k++) {
      const index = group * size + k;
      const slot = slots[index];
      const cy = y + 22 + k * (cardH + 3);
      if (!slot) {
        parts.push(part(s("rect", { x: r2(x), y: cy, width: r2(gw), height: cardH, rx: 4, class: "sy-empty" }), `employee_slots.${index}`));
        continue;
      }
      const [id, copies] = slot;
      parts.push(offer(part(employeeCard(view, id, x, cy, gw, cardH, copies), `employee_slots.${index}`, id), `hire ${lower(id)}`, view));
    }
  }
  return panelSvg(view, t("Employees"), tops[1] + groupH + PAD, "", ...parts);
}
