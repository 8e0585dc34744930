// The engineer strip (the engineers coming in later rounds, this round's action spaces and
// the one for hire) and the engineer tile, drawn there and on the board of the player who
// hired it.

import { BODY, coin, fitted, PAD, panel, SMALL, W } from "../panels.js";
import { label, part, s, seatToken, takenFrom, tip } from "../svg.js";
import { costMark, occupants, pictoRow, pictos } from "./pictograms.js";
import { known, nameOf, offer } from "./view.js";
import { costText, effectText } from "./words.js";

/** The panel of the engineer strip, its groups captioned, and the engineer majority's
 * points. */
export function engineersPanel(view) {
  const { obs, t, components } = view;
  const kinds = components.engineer_strip[String(view.players)] ?? obs.strip.map(() => "future");
  const n = kinds.length;
  const gap = 4;
  const width = (W - 2 * PAD - (n - 1) * gap) / n;
  const parts = [];
  const top = 46;
  const height = 74;
  // Captions over each group of positions: future, variable, hire.
  let start = 0;
  for (let i = 1; i <= n; i++) {
    if (i < n && kinds[i] === kinds[start]) continue;
    const x = PAD + start * (width + gap);
    const span = (i - start) * (width + gap) - gap;
    parts.push(s("path", { d: `M${x + 1},${top - 4} V${top - 8} H${x + span - 1} V${top - 4}`, class: "rr-bracket" }),
      fitted(x + span / 2, top - 14, view.words.strip[kinds[start]] ?? kinds[start], span - 2, { "font-size": SMALL, class: "bd-quiet" }));
    start = i;
  }
  kinds.forEach((kind, i) => {
    const x = PAD + i * (width + gap);
    const number = obs.strip?.[i];
    if (number) {
      parts.push(engineerTile(view, number, x, top, width, height, { kind, user: obs.strip_user?.[i], face: [`strip.${i}`, number], occupant: [`strip_user.${i}`] }));
    } else {
      const empty = s("g", { class: "rr-engineer empty" }, part(s("rect", { x, y: top, width, height, rx: 5, class: "rr-empty-body" }), `strip.${i}`));
      if (kind === "hire" && known(obs.hired) && obs.hired >= 0) {
        empty.append(part(s("g", {}, fitted(x + width / 2, top + 22, t("hired"), width - 6, { "font-size": SMALL, class: "bd-quiet" }),
          seatToken(obs.hired, x + width / 2, top + 42, 7)), "hired"));
        tip(empty, t("Hiring space"), t("{name} hired this round's engineer", { name: nameOf(view, obs.hired) }));
      }
      parts.push(empty);
    }
  });
  const majority = components.engineer_majority;
  const note = fitted(PAD, top + height + 14, t("Most engineers at the end: {first} points, second most: {second}", { first: majority[0], second: majority[1] }), W - 2 * PAD, { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" });
  parts.push(note);
  return panel(t("Engineers"), top + height + 22, ...parts);
}

/** An engineer tile: its number, what it does, what it costs; on the strip the seat that
 * used its space this round, on the hiring space its price; `place engineer-N` (hire: the
 * hiring space's `place hire`) and repeats are played here. The tile's face is the part
 * `face` names (a path and an item), the seat using it the part `occupant` names. */
export function engineerTile(view, number, x, y, width, height, { kind, user = -1, owner = null, face, occupant: occupantPart }) {
  const { obs, t } = view;
  const engineer = view.engineers[number];
  const effect = view.effects.engineers[String(number)] ?? {};
  const index = view.components.spaces.length + number - 1;
  const used = owner !== null ? Boolean(obs.seats[owner]?.engineer_used >> number & 1) : known(user) && user >= 0;
  const g = s("g", { class: `rr-engineer ${kind}${used ? " used" : ""}`, "data-engineer": number });
  const tile = s("g", {},
    s("rect", { x, y, width, height, rx: 5, class: "rr-engineer-body" }),
    label(x + 5, y + 9, number, { "text-anchor": "start", "font-size": BODY, class: "bd-strong" }));
  if (kind === "hire") tile.append(coin(x + width - 9, y + 10, 7, view.components.hire.coins));
  tile.append(pictoRow(pictos(effect, view), x + width / 2, y + height / 2 - 2, width - 6));
  if (kind !== "hire") {
    const [cost] = costMark(engineer?.workers ?? 1, engineer?.coins ?? 0, x + 4, y + height - 9);
    tile.append(cost);
  }
  // Hired engineers come from the strip's hiring space.
  g.append(owner !== null ? takenFrom(part(tile, ...face), "strip") : part(tile, ...face));
  const occupant = owner !== null ? (used ? owner : -1) : user;
  if (known(occupant) && occupant >= 0) {
    const black = (obs.seats[occupant]?.used?.[index] ?? 0) === 2;
    const pieces = part(occupants(occupant, 1, black, x + width - 8, y + height - 9, 5), ...occupantPart);
    g.append(takenFrom(pieces, `seats.${occupant}.hand`, `seats.${occupant}.temp`));
  }
  const lines = [effectText(view, t(engineer?.text ?? "")), costText(view, engineer?.workers ?? 0, engineer?.coins ?? 0)];
  if (kind === "future") lines.push(t("Moves one position right each round"));
  if (kind === "variable") lines.push(used ? t("Used this round by {name}", { name: nameOf(view, user) }) : t("An action space this round: carried out in full"));
  if (kind === "hire") lines.push(t("Hire it for {n} ruble: your own action space for the rest of the game", { n: view.components.hire.coins }));
  if (kind === "own") lines.push(used ? t("Used this round") : t("Your own action space: once a round, as far as you like"));
  tip(g, t("Engineer {n}", { n: number }), ...lines);
  if (kind === "hire") offer(g, "place hire", view);
  else if (kind !== "future") {
    offer(g, `place engineer-${number}`, view);
    offer(g, `repeat engineer-${number}`, view);
  }
  return g;
}
