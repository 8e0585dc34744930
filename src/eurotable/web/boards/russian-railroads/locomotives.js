// The locomotives in the supply by level, the factories returned at each level, the new
// factory (the lowest locomotive turned over) and the doublers left in the supply.

import { BODY, fitted, PAD, SMALL, W } from "../panels.js";
import { label, part, s, takenFrom, tip } from "../svg.js";
import { doublerIcon, factoryIcon, locoIcon } from "./icons.js";
import { deciding, offer } from "./view.js";
import { effectText } from "./words.js";

/** Locomotives by level (only the lowest can be taken, `locomotive`) and, under each, the
 * factories returned at that level (`factory L`; `return` puts the carried locomotive
 * there); the lowest locomotive turned into a factory is `factory new`. */
export function drawLocoSupply(view, y) {
  const { obs, t, tn } = view;
  const g = s("g", { class: "rr-loco-supply" });
  const supply = obs.loco_supply ?? [];
  const returned = obs.factory_supply ?? [];
  const levels = supply.length - 1;
  const lowest = supply.findIndex((n, level) => level > 0 && n > 0);
  const pitch = (W - 2 * PAD) / levels;
  const doublers = part(s("g", {}, doublerIcon(W - PAD - 42, y, 7.5),
    label(W - PAD - 32, y + 0.5, `${obs.doubler_supply}`, { "text-anchor": "start", "font-size": BODY, class: "bd-strong" })), "doubler_supply");
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
      part(s("g", {}, locoIcon(x + w / 2, top + 23, 20),
        label(x + w / 2, top + 38, `×${count}`, { "font-size": SMALL, class: "bd-quiet" })), `loco_supply.${level}`));
    tip(loco, t("Level-{level} locomotives", { level }), tn("{n} left", "{n} left", count),
      level === lowest ? t("The lowest level left: the next to be taken") : "",
      t("Each has a level-{level} factory on its back", { level }));
    if (level === lowest) offer(loco, "locomotive", view);
    g.append(loco);
    const back = returned[level] ?? 0;
    const returning = level === carried && view.ctx.legal.has("return");
    const factory = s("g", { class: `rr-stack rr-returned${back || returning ? "" : " bd-none"}` },
      s("rect", { x, y: top + 49, width: w, height: 34, rx: 4, class: "rr-stack-body" }),
      // While the carried locomotive may come back here, the count gives way to "return".
      returnedPart(s("g", {}, factoryIcon(x + w / 2, top + 60, 15),
        returning ? null : label(x + w / 2, top + 75, `×${back}`, { "font-size": SMALL, class: "bd-quiet" })), level),
      returning ? fitted(x + w / 2, top + 75, t("return"), w - 4, { "font-size": SMALL, class: "bd-strong" }) : null);
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

/** The returned factories of `level`: a locomotive given back comes from the one carried. */
function returnedPart(element, level) {
  return takenFrom(part(element, `factory_supply.${level}`), "carry");
}
