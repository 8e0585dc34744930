// What a player holds under the board: the engineers hired, the "?" cards taken and the
// repeats ("again") they offer, then the "?" tokens (tokens.js) and the end-bonus cards
// (bonus-cards.js).

import { chipBack, PAD, SMALL } from "../panels.js";
import { label, part, s } from "../svg.js";
import { drawHeldBonusCards } from "./bonus-cards.js";
import { engineerTile } from "./engineers.js";
import { doublerIcon, industryChip, stepChip } from "./icons.js";
import { takenCard } from "./question-cards.js";
import { drawTokens } from "./tokens.js";
import { deciding, legalWith, offer, shifted } from "./view.js";

/** Engineers hired, "?" cards taken, the "?" tokens (used ones on their spaces) and the
 * end-bonus cards (the viewer's face up, the others' face down until the end). */
export function drawHoldings(view, seat, board, y) {
  const g = s("g", { class: "rr-holdings" });
  let row = y;
  const taken = drawTaken(view, seat, board, row);
  g.append(...taken.parts);
  row += taken.height + 8;
  const tokens = drawTokens(view, seat, board, row);
  g.append(...tokens.parts);
  row += tokens.height + 4;
  const bonus = drawHeldBonusCards(view, seat, row);
  g.append(...bonus.parts);
  row += bonus.height;
  return { g, height: row - y };
}

/** Engineers hired and "?" cards taken, and the chips of the actions they let a player
 * do again (`again …`). */
function drawTaken(view, seat, board, y) {
  const { obs, t, components } = view;
  const parts = [];
  let row = y;
  const hired = board.engineers ?? [];
  const cardsTaken = components.cards.map((card, i) => [card, i]).filter(([, i]) => obs.cards?.[i] === seat);
  const agains = deciding(view, seat) ? legalWith(view, "again ") : [];
  parts.push(label(PAD, row + 5, t("Engineers and '?' cards"), { "text-anchor": "start", "font-size": SMALL, class: "bd-title" }));
  row += 12;
  const tile = 44;
  let x = PAD;
  if (!hired.length && !cardsTaken.length) {
    parts.push(label(PAD, row + 12, t("None yet"), { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
  }
  hired.forEach((number, k) => {
    const face = [`seats.${seat}.engineers.${k}`, number];
    parts.push(engineerTile(view, number, x, row, tile, 62, { kind: "own", owner: seat, face, occupant: [`seats.${seat}.engineer_used`, number] }));
    x += tile + 4;
  });
  // A card is drawn at its own origin: an engineer hired later shifts it, unchanged.
  for (const [card, i] of cardsTaken) {
    parts.push(shifted(x, 0, part(takenCard(view, card, 0, row, tile), `cards.${i}`, card.id)));
    x += tile + 16;
  }
  let height = hired.length || cardsTaken.length ? 62 : 20;
  if (agains.length) {
    const ay = row + height + 4;
    parts.push(label(PAD, ay + 15, t("Again:"), { "text-anchor": "start", "font-size": SMALL, class: "bd-strong" }));
    agains.forEach((action, k) => {
      const what = action.split(" ")[1];
      const cx = PAD + 50 + k * 44;
      const chip = s("g", { class: "rr-again" }, chipBack(cx, ay, 38, 30),
        what === "doubler" ? doublerIcon(cx + 19, ay + 15, 8) : what === "industry" ? industryChip(cx + 19, ay + 15, 15) : stepChip("black", cx + 19, ay + 15, 15));
      parts.push(offer(chip, action, view));
    });
    height += 38;
  }
  return { parts, height: 12 + height };
}
