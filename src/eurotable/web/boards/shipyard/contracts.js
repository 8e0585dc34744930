// A player's contracts on Shipyard's board: the owner's face up (what each counts, drawn
// as pictograms, and what it scores; discarded ones greyed), the others' face down by
// colour with the count of each.

import { fitted, PAD, SMALL, TITLE, W, wrapped } from "../panels.js";
import { label, part, rule, s, tip } from "../svg.js";
import { ICON_PATHS, officialIcon, PIECE_PATHS, pieceIcon } from "./icons.js";
import { lower, offer, placed, sectionTitle } from "./view.js";
import { colourName, contractColourName, piecesName, proposedNote } from "./words.js";

function contractTitle(t, rule) {
  switch (rule?.measure) {
    case "lifebuoys": return t("Lifebuoys");
    case "lanterns": return t("Lanterns");
    case "lifeboats": return t("Lifeboats");
    case "ships-with": return t("Ships carrying all of");
    case "pairs-on-ship": return t("Pairs on one ship");
    case "employees": return t("Employees");
    case "employees-of-colour": return t("Employees of these colours");
    case "employee-kinds": return t("Kinds of employees");
    case "employee-pairs": return t("Pairs of employees");
    case "ship-sizes": return t("Ship sizes {list}", { list: (rule.sizes || []).join(", ") });
    case "ships-of-length": return t("Ships of {n} tiles", { n: rule.length });
    case "ships-at-least": return t("Ships of {n} or more tiles", { n: rule.length });
    case "total-tiles": return t("Ship tiles in the fleet");
    case "ships": return t("Ships in the fleet");
    case "used-canals": return t("Used canals");
    case "variety": return t("Kinds of pieces");
    default: return rule ? piecesName(t, rule.measure) : "";
  }
}

/** A scale of numbers isolated left to right (Unicode's LRI … PDI), so that in a
 * right-to-left sentence it keeps its order ("0/1/2/4", never "4/2/1/0"). */
const ltr = (text) => `\u2066${text}\u2069`;

/** What a contract scores, in one or two lines: a scale is shown whole, its points on the
 * first line and what follows on the second when the card is too narrow for both. */
function contractScore(t, rule, width) {
  if (!rule) return [];
  if ("per" in rule) return [t("{n} VP each", { n: rule.per })];
  const scale = rule.measure === "employee-pairs" ? (rule.groups || []).map(([, vp]) => vp).join(" / ")
    : rule.thresholds ? rule.thresholds.map(([least, vp]) => `${least}→${vp}`).join(" ")
      : rule.table ? rule.table.join("/") : null;
  if (scale === null) return [];
  const unit = rule.measure === "employee-pairs" ? t("VP per pair")
    : rule.beyond ? t("VP, then +{n} for each more", { n: rule.beyond }) : t("VP");
  const one = t("{list} {unit}", { list: ltr(scale), unit });
  return one.length * SMALL * 0.55 <= width ? [one] : [ltr(scale), unit];
}

/** The items a contract counts, drawn as pictograms (pieces, safety gear). */
function contractItems(rule) {
  if (!rule) return [];
  if (rule.measure === "ships-with" || rule.measure === "pairs-on-ship") return rule.items || [];
  if (["lifebuoys", "lanterns", "lifeboats"].includes(rule.measure)) return [rule.measure.slice(0, -1)];
  if (PIECE_PATHS[rule.measure]) return [rule.measure];
  if (rule.measure === "officer") return ["captain"];
  return [];
}

function itemIcon(item, x, y, size) {
  if (ICON_PATHS[item]) return officialIcon(item, x, y, size);
  if (PIECE_PATHS[item]) return pieceIcon(item, x, y, size);
  return null;
}

function contractCard(view, id, x, y, w, h, discarded = false) {
  const { t } = view;
  const comp = view.contracts[id];
  const colour = comp?.colour || "red";
  const terms = comp?.rule;
  const g = s("g", { class: `sy-contract contract-${colour}${discarded ? " discarded" : ""}`, "data-contract": id },
    s("rect", { x, y, width: w, height: h, rx: 5, class: "sy-contract-body" }),
    s("path", { d: `M${x},${y + 14} V${y + 5} Q${x},${y} ${x + 5},${y} H${x + w - 5} Q${x + w},${y} ${x + w},${y + 5} V${y + 14} Z`, class: "sy-contract-band" }),
    fitted(x + w / 2, y + 7.5, discarded ? t("discarded") : contractColourName(t, colour), w - 8, { "font-size": SMALL, class: "sy-on-dark bd-strong" }));
  const items = contractItems(terms);
  let textY = y + 25;
  if (items.length) {
    const size = 14;
    items.forEach((item, k) => {
      const drawn = itemIcon(item, x + w / 2 + (k - (items.length - 1) / 2) * (size + 2), y + 25, size);
      if (drawn) g.append(drawn);
    });
    textY = y + 40;
    g.append(fitted(x + w / 2, textY, contractTitle(t, terms), w - 6, { "font-size": SMALL }));
  } else {
    g.append(...wrapped(x + w / 2, y + 31, contractTitle(t, terms), w - 6, SMALL, 2));
  }
  const score = contractScore(t, terms, w - 6);
  score.forEach((line, k) => g.append(fitted(x + w / 2, y + h - 9 - (score.length - 1 - k) * SMALL * 1.1, line, w - 6, { "font-size": SMALL, class: "bd-strong" })));
  return tip(rule(g, `contract:${colour}`), contractColourName(t, colour), comp ? t(comp.text) : "", discarded ? t("Discarded") : "", proposedNote(t, comp));
}

function contractBack(view, colour, count, x, y, w, h) {
  const { t, tn } = view;
  const g = s("g", { class: `sy-contract contract-${colour} face-down` },
    s("rect", { x, y, width: w, height: h, rx: 5, class: "sy-contract-band" }),
    label(x + w / 2, y + h / 2 - 4, "?", { "font-size": TITLE + 4, class: "sy-on-dark bd-strong" }),
    fitted(x + w / 2, y + h - 10, `×${count}`, w - 6, { "font-size": SMALL, class: "sy-on-dark bd-strong" }));
  return tip(rule(g, `contract:${colour}`), contractColourName(t, colour), tn("{n} contract, face down", "{n} contracts, face down", count));
}

/** The owner's contracts face up (`discard ID` when discarding), the others' face down.
 * Each card and each face-down pile is drawn at the origin of a group moved to its place
 * (a discard moves the cards after it). */
export function drawContracts(view, seat, board, top) {
  const { t, tn, components } = view;
  const g = s("g", { class: "sy-contracts" });
  const heldCards = Array.isArray(board.hand) ? board.hand.length + (board.discarded_ids || []).length : null;
  g.append(sectionTitle(PAD, top + 6, t("Contracts"), heldCards === 0 ? t("none") : null));
  let y = top + 14;
  const colours = components.contract_colours || Object.keys(board.contracts || {});
  if (Array.isArray(board.hand)) {
    const cards = [...board.hand.map((id) => [id, false]), ...(board.discarded_ids || []).map((id) => [id, true])];
    const w = (W - 2 * PAD - 2 * 6) / 3;
    const h = 72; // room for a scale on two lines
    cards.forEach(([id, discarded], k) => {
      const card = part(contractCard(view, id, 0, 0, w, h, discarded), `boards.${seat}.${discarded ? "discarded_ids" : "hand"}`, id);
      if (!discarded && seat === view.toMove) offer(card, `discard ${lower(id)}`, view);
      g.append(placed(PAD + (k % 3) * (w + 6), y + Math.floor(k / 3) * (h + 6), card));
    });
    y += Math.ceil(cards.length / 3) * (h + 6);
  } else {
    let x = PAD;
    for (const colour of colours) {
      const count = board.contracts?.[colour];
      if (count === null || count === undefined) continue;
      if (count > 0) {
        g.append(placed(x, y, part(contractBack(view, colour, count, 0, 0, 44, 52), `boards.${seat}.contracts.${colour}`)));
        x += 50;
      }
    }
    const discarded = colours.map((colour) => [colour, board.discarded?.[colour] ?? 0]).filter(([, n]) => n > 0);
    const text = discarded.length ? t("Discarded: {list}", { list: discarded.map(([colour, n]) => `${n} ${colourName(t, colour).toLowerCase()}`).join(", ") }) : t("Face down: only their owner knows them");
    // As much room as beside every colour's pile, so that the text draws the same when one runs out.
    const room = W - 2 * PAD - colours.length * 50 - 4;
    g.append(placed(x + 4, y + 26, part(fitted(0, 0, text, room, { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }), `boards.${seat}.discarded`)));
    y += 58;
  }
  return { group: g, height: y - top };
}
