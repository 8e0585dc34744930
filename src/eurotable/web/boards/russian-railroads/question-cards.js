// The five "?" cards: face up on the main board (what each gives, who took it) and, small,
// on the board of the player who took one.

import { PAD, SMALL, W } from "../panels.js";
import { label, part, s, seatToken, tip } from "../svg.js";
import { questionIcon } from "./icons.js";
import { pictoRow, pictos } from "./pictograms.js";
import { known, nameOf, offer } from "./view.js";
import { effectText } from "./words.js";

/** The five "?" cards: what each gives, what lies on it, who took it (`card ID`). */
export function drawQuestionCards(view, y) {
  const { obs, t, components } = view;
  const g = s("g", { class: "rr-cards" },
    label(PAD, y, t("'?' cards"), { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
  const cards = components.cards;
  const gap = 4;
  const width = (W - 2 * PAD - (cards.length - 1) * gap) / cards.length;
  const height = 58;
  cards.forEach((card, i) => {
    const x = PAD + i * (width + gap);
    const top = y + 8;
    const taker = obs.cards?.[i];
    const taken = known(taker) && taker >= 0;
    const face = s("g", { class: `rr-card${taken ? " taken" : ""}`, "data-card": card.id },
      s("rect", { x, y: top, width, height, rx: 5, class: "rr-card-body" }),
      questionIcon(x + 10, top + 10, 6.5),
      pictoRow(pictos(view.effects.cards[card.id] ?? {}, view), x + width / 2, top + 32, width - 6));
    if (taken) face.append(part(seatToken(taker, x + width - 10, top + 10, 6), `cards.${i}`));
    tip(face, view.words.card[card.id] ?? card.id, effectText(view, t(card.text)),
      taken ? t("Taken by {name}", { name: nameOf(view, taker) }) : t("Face up: taken with the '?' card token"));
    g.append(offer(face, `card ${card.id}`, view));
  });
  return { g, height: 8 + height };
}

/** A "?" card on the board of the player who took it, `tile` + 12 units wide. */
export function takenCard(view, card, x, y, tile) {
  const { t } = view;
  const face = s("g", { class: "rr-card small", "data-card": card.id },
    s("rect", { x, y, width: tile + 12, height: 62, rx: 5, class: "rr-card-body" }),
    questionIcon(x + 9, y + 9, 6),
    pictoRow(pictos(view.effects.cards[card.id] ?? {}, view), x + (tile + 12) / 2, y + 34, tile + 6));
  return tip(face, view.words.card[card.id] ?? card.id, effectText(view, t(card.text)));
}
