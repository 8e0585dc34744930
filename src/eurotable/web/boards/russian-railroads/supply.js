// The supply panel: the locomotives and factories with the doublers (locomotives.js), the
// "?" cards (question-cards.js) and the end-bonus cards (bonus-cards.js), one under another.

import { PAD, panel } from "../panels.js";
import { drawEndBonusSupply } from "./bonus-cards.js";
import { drawLocoSupply } from "./locomotives.js";
import { drawQuestionCards } from "./question-cards.js";

/** The supply panel. */
export function supplyPanel(view) {
  const { t } = view;
  const parts = [];
  let y = 32;
  const locos = drawLocoSupply(view, y);
  parts.push(locos.g);
  y += locos.height + 10;
  const cards = drawQuestionCards(view, y);
  parts.push(cards.g);
  y += cards.height + 10;
  const bonus = drawEndBonusSupply(view, y);
  parts.push(bonus.g);
  y += bonus.height;
  return panel(t("Supply"), y + PAD, ...parts);
}
