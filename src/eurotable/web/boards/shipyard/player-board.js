// A player's shipyard on Shipyard's board, one panel per player: the name and marks, the
// guilders and points, then the yard (yard.js), the crew and equipment in stock, the
// goods tiles and employees held, the canal map (canals.js), the fleet (yard.js) and the
// contracts (contracts.js).

import { BODY, chipBack, coin, fitted, PAD, pill, pillWidth, SMALL, sum, TITLE, vpChip, W } from "../panels.js";
import { canvas, label, part, rule, s, seatToken, tip } from "../svg.js";
import { drawCanalMap } from "./canals.js";
import { drawContracts } from "./contracts.js";
import { employeeCard } from "./employees.js";
import { pieceIcon } from "./icons.js";
import { goodsDrawing, goodsTip } from "./market.js";
import { countsLine, lower, nameOf, offer, placed, sectionTitle } from "./view.js";
import { pieceName } from "./words.js";
import { drawFleet, drawYard } from "./yard.js";

export function playerPanel(view, seat) {
  const { obs, t } = view;
  const board = obs.boards[seat];
  const decides = seat === view.toMove;
  const you = seat === view.you;
  const parts = [drawHeader(view, seat)];
  let y = 32;
  parts.push(drawResources(view, seat, board, y));
  y += 36;
  const yard = drawYard(view, seat, board, y);
  parts.push(yard.group);
  y += yard.height;
  const stock = drawStock(view, seat, board, y);
  parts.push(stock.group);
  y += stock.height;
  const goods = drawGoodsAndEmployees(view, seat, board, y);
  parts.push(goods.group);
  y += goods.height;
  const map = drawCanalMap(view, seat, board, y);
  parts.push(map.group);
  y += map.height;
  const fleet = drawFleet(view, seat, board, y);
  parts.push(fleet.group);
  y += fleet.height;
  const contracts = drawContracts(view, seat, board, y);
  parts.push(contracts.group);
  y += contracts.height;
  const width = Math.max(W, map.width);
  return canvas(width, y + PAD, {
    class: `drawing bd-panel sy-board seat-${seat}${decides ? " bd-to-move" : ""}`,
    "aria-label": you ? t("Your shipyard") : t("{name}'s shipyard", { name: nameOf(view, seat) }),
  }, ...parts);
}

function drawHeader(view, seat) {
  const { obs, t } = view;
  const g = s("g", {}, seatToken(seat, 15, 15, 8));
  let right = W - PAD;
  const marks = [];
  if (seat === view.toMove) marks.push([t("to move"), "bd-pill-move"]);
  if (seat === obs.first) marks.push([t("start player"), "sy-pill-first"]);
  for (const [text, className] of marks) {
    g.append(pill(right, 15, text, className));
    right -= pillWidth(text) + 4;
  }
  const name = seat === view.you ? t("{name} (you)", { name: nameOf(view, seat) }) : nameOf(view, seat);
  g.append(fitted(28, 15, name, right - 34, { "text-anchor": "start", "font-size": TITLE + 0.5, class: "bd-title" }));
  return g;
}

function drawResources(view, seat, board, y) {
  const { t, tn } = view;
  const g = s("g", {});
  const cy = y + 14;
  const path = `boards.${seat}`;
  g.append(tip(rule(part(coin(20, cy, 12, board.guilders ?? "?"), `${path}.guilders`), "guilders"), t("Guilders"), tn("{n} guilder", "{n} guilders", board.guilders ?? 0)));
  const scores = Array.isArray(board.scores) ? board.scores : [];
  const [crew, guns, speed, cruises] = scores;
  g.append(tip(rule(part(vpChip(51, cy, 13, scores.length ? sum(scores) : "?"), `${path}.scores`), "stats"), t("Points from cruises"),
    t("Crew {a} · cannons and cranes {b} · speed {c} · officials and Blue Ribands {d}", { a: crew ?? "?", b: guns ?? "?", c: speed ?? "?", d: cruises ?? "?" }),
    t("Contracts and traders score at the end")));
  const line1 = t("crew {a} · guns {b} · speed {c} · cruises {d}", { a: crew ?? "?", b: guns ?? "?", c: speed ?? "?", d: cruises ?? "?" });
  // The stats line explains each of its words and links to the rule of a cruise's points.
  g.append(tip(rule(part(fitted(72, cy - 6, line1, W - PAD - 72, { "text-anchor": "start", "font-size": SMALL, class: "bd-quiet" }), `${path}.scores`), "stats"),
    t("Points from cruises"),
    t("crew: 1 VP per crew member on board (stokers score nothing)"),
    t("guns: 2 VP per cannon and per crane"),
    t("speed: as many VP as the ship's speed"),
    t("cruises: VP from officials and Blue Ribands in the canals"),
    t("A ship without a captain, or too fast for its canals, fails and scores nothing")));
  const fleet = board.fleet?.length ?? 0;
  const wrecks = board.wrecks?.length ?? 0;
  const line2 = [[`${path}.fleet`, tn("{n} ship sailed", "{n} ships sailed", fleet)]];
  if (wrecks) line2.push([`${path}.wrecks`, tn("{n} failed", "{n} failed", wrecks)]);
  line2.push([`${path}.used_count`, tn("{n} canal used", "{n} canals used", board.used_count ?? 0)]);
  const used = s("g", {}, ...countsLine(72, cy + 8, W - PAD - 72, line2));
  g.append(tip(rule(used, "fleet"), t("Fleet and used canals"), (board.used || []).length ? t("Used pile: {list}", { list: board.used.join(", ") }) : t("Used pile: empty")));
  return g;
}

/** Crew and equipment in stock; during outfitting each is `add PIECE`. */
function drawStock(view, seat, board, top) {
  const { t, tn } = view;
  const g = s("g", { class: "sy-stock" });
  const stock = board.stock || {};
  const pieces = view.pieces.length ? view.pieces : Object.keys(stock);
  const w = (W - 2 * PAD) / Math.max(pieces.length, 1);
  pieces.forEach((piece, k) => {
    const x = PAD + k * w;
    const count = stock[piece] ?? 0;
    const chip = part(s("g", { class: `sy-stock-piece${count ? "" : " bd-none"}`, "data-piece": piece },
      chipBack(x + 1, top, w - 2, 32), pieceIcon(piece, x + 13, top + 16, 19),
      label(x + 25, top + 16.5, count, { "text-anchor": "start", "font-size": BODY, class: "bd-strong" })), `boards.${seat}.stock.${piece}`);
    tip(rule(chip, `piece:${piece}`), pieceName(t, piece), tn("{n} in stock", "{n} in stock", count));
    if (seat === view.toMove) offer(chip, `add ${piece}`, view);
    g.append(chip);
  });
  return { group: g, height: 38 };
}

/** Goods tiles (`trade ID` during an exchange) and employees hired. */
function drawGoodsAndEmployees(view, seat, board, top) {
  const { t } = view;
  const g = s("g", {});
  const goods = board.goods || [];
  let y = top;
  g.append(sectionTitle(PAD, y + 6, view.first ? t("Freight trains") : t("Goods tiles"), goods.length ? null : t("none")));
  y += 14;
  goods.forEach((id, k) => {
    const x = PAD + (k % 6) * 54;
    const gy = y + Math.floor(k / 6) * 34;
    const comp = view.goodsTiles[id];
    const tile = part(s("g", { class: "sy-own-goods", "data-goods": id }, goodsDrawing(view, comp, 0, 0, 50, 30)), `boards.${seat}.goods`, id);
    tip(rule(tile, "goods-tile"), ...goodsTip(view, comp));
    if (seat === view.toMove) offer(tile, `trade ${lower(id)}`, view);
    g.append(placed(x, gy, tile));
  });
  if (goods.length) y += Math.ceil(goods.length / 6) * 34;
  const employees = board.employees || [];
  g.append(sectionTitle(PAD, y + 6, t("Employees"), employees.length ? null : t("none")));
  y += 14;
  const ew = (W - 2 * PAD - 3 * 4) / 4;
  employees.forEach((id, k) => {
    g.append(placed(PAD + (k % 4) * (ew + 4), y + Math.floor(k / 4) * 33, part(employeeCard(view, id, 0, 0, ew, 30), `boards.${seat}.employees`, id)));
  });
  if (employees.length) y += Math.ceil(employees.length / 4) * 33;
  return { group: g, height: y - top + 4 };
}
