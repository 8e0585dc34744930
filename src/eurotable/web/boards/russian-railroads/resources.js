// A player's resources: points, workers, the temporary workers and the black worker,
// rubles, doublers, the locomotive or factory waiting to be placed, and the chips of the
// pieces a space may be paid with.

import { BODY, chipBack, coin, fitted, PAD, SMALL, sum, TITLE, vpChip, W } from "../panels.js";
import { label, part, s, seatToken, takenFrom, tip } from "../svg.js";
import { doublerIcon, factoryIcon, locoIcon, pawn } from "./icons.js";
import { deciding, legalWith, offer, shifted } from "./view.js";

/** Points, workers, the temporary workers and the black worker, rubles, doublers; the
 * payments of a space being paid for (`pay …`) as chips of the pieces. */
export function drawResources(view, seat, board, y) {
  const { obs, t, tn } = view;
  const g = s("g", { class: "rr-resources" });
  const cy = y + 15;
  const points = sum(board.score ?? []);
  const mine = (key) => `seats.${seat}.${key}`;
  g.append(tip(part(vpChip(20, cy, 13, points), mine("score")), t("Points"), tn("{n} point", "{n} points", points)));
  // Each chip is drawn at its own origin, shifted into place: a chip that comes or goes
  // (the temporary workers) moves the ones after it without changing their drawing.
  let x = 40;
  const workers = s("g", {}, chipBack(0, y, 58, 30),
    part(s("g", {}, seatToken(seat, 13, cy, 7),
      label(31, cy + 0.5, board.hand, { "text-anchor": "end", "font-size": BODY, class: "bd-strong" })), mine("hand")),
    part(label(31, cy + 0.5, `/${board.workers}`, { "text-anchor": "start", "font-size": BODY, class: "bd-strong" }), mine("workers")));
  g.append(shifted(x, 0, tip(workers, t("Workers"), t("{hand} in hand of {workers}", { hand: board.hand, workers: board.workers }))));
  x += 62;
  if (board.temp > 0) {
    const temp = s("g", {}, chipBack(0, y, 34, 30), pawn(11, cy, 13, "rr-pawn rr-pawn-temp"),
      label(20, cy + 0.5, board.temp, { "text-anchor": "start", "font-size": BODY, class: "bd-strong" }));
    g.append(shifted(x, 0, tip(part(temp, mine("temp")), t("Temporary workers"), tn("{n} temporary worker, for this round", "{n} temporary workers, for this round", board.temp))));
    x += 38;
  }
  if (board.black) {
    const black = s("g", { class: board.black_hand ? "" : "bd-none" }, chipBack(0, y, 30, 30), pawn(15, cy, 16, "rr-pawn rr-pawn-black"));
    g.append(shifted(x, 0, tip(part(black, mine("black_hand")), t("The black worker"), board.black_hand ? t("In hand") : t("Placed this round"), t("Counts as a worker; on a black track space it earns one more black step"))));
    x += 34;
  }
  const coins = s("g", {}, coin(13, cy, 12, board.coins));
  g.append(shifted(x, 0, tip(part(coins, mine("coins")), t("Rubles"), tn("{n} ruble", "{n} rubles", board.coins))));
  x += 30;
  const doublers = s("g", {}, chipBack(0, y, 56, 30), doublerIcon(14, cy, 9),
    label(27, cy + 0.5, `${board.doublers}/${view.components.doubler_spaces}`, { "text-anchor": "start", "font-size": BODY, class: "bd-strong" }));
  g.append(shifted(x, 0, tip(takenFrom(part(doublers, mine("doublers")), "doubler_supply"), t("Doublers"), tn("{n} doubler over the Trans-Siberian", "{n} doublers over the Trans-Siberian", board.doublers))));
  x += 60;
  if (obs.carry > 0 && seat === obs.actor && !view.over) {
    const carry = s("g", { class: "rr-carry" }, chipBack(x, y, W - PAD - x, 30), locoIcon(x + 14, cy, 18),
      label(x + 26, cy + 0.5, obs.carry, { "text-anchor": "start", "font-size": TITLE, class: "bd-strong" }),
      fitted(x + 40, cy + 0.5, t("to place"), W - PAD - x - 44, { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
    g.append(tip(takenFrom(part(carry, "carry"), "loco_supply"), t("Locomotive to place"), t("The level-{level} locomotive waits for its slot", { level: obs.carry })));
  } else if (obs.building > 0 && seat === obs.actor && !view.over) {
    const building = s("g", { class: "rr-carry" }, chipBack(x, y, W - PAD - x, 30), factoryIcon(x + 13, cy, 16),
      label(x + 25, cy + 0.5, obs.building, { "text-anchor": "start", "font-size": TITLE, class: "bd-strong" }),
      fitted(x + 39, cy + 0.5, t("to build"), W - PAD - x - 43, { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }));
    g.append(tip(takenFrom(part(building, "building"), "factory_supply", "loco_supply"), t("Factory to build"), t("The level-{level} factory replaces one of yours", { level: obs.building })));
  }
  let height = 36;
  const pays = deciding(view, seat) ? legalWith(view, "pay ") : [];
  if (pays.length) {
    const row = y + height;
    g.append(label(PAD, row + 15, t("Pay with:"), { "text-anchor": "start", "font-size": SMALL, class: "bd-strong" }));
    let px = PAD + 52;
    for (const action of pays) {
      const pieces = action.split(" ").slice(1);
      const width = Math.max(34, pieces.length * 15 + 10);
      const chip = s("g", { class: "rr-pay" }, chipBack(px, row, width, 30));
      pieces.forEach((piece, k) => {
        const cx = px + width / 2 + (k - (pieces.length - 1) / 2) * 15;
        if (piece === "black") chip.append(pawn(cx, row + 15, 15, "rr-pawn rr-pawn-black"));
        else if (piece === "coin") chip.append(coin(cx, row + 15, 7, 1));
        else chip.append(board.temp > 0 ? pawn(cx, row + 15, 14, "rr-pawn rr-pawn-temp") : seatToken(seat, cx, row + 15, 6));
      });
      g.append(offer(chip, action, view));
      px += width + 6;
    }
    height += 36;
  }
  return { g, height };
}
