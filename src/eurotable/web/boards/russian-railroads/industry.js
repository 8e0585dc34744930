// A player's industry track: the point spaces, the five factory notches with the factories
// built in them, the "?" space and the two markers.

import { fitted, PAD, SMALL, TITLE, W } from "../panels.js";
import { label, moving, part, s, takenFrom, tip } from "../svg.js";
import { factoryIcon, markerIcon, questionIcon } from "./icons.js";
import { pictoRow, pictos } from "./pictograms.js";
import { CELL_H } from "./routes.js";
import { tokenSpacesOf } from "./tokens.js";
import { offer } from "./view.js";
import { effectText } from "./words.js";

/** The industry track in two rows: point spaces, the five factory notches with the
 * factories built in them, the "?" space and the markers; `marker N` is played on the
 * space the marker moves to, `notch N` on the factory it replaces. */
export function drawIndustry(view, seat, board, y) {
  const { t, tn, components } = view;
  const track = components.player_board.industry_track;
  const perRow = Math.ceil(track.length / 2);
  const pitch = (W - 2 * PAD) / perRow;
  const width = pitch - 3;
  const g = s("g", { class: "rr-industry" },
    label(PAD, y + 5, t("Industry track"), { "text-anchor": "start", "font-size": SMALL, class: "bd-title" }));
  const markers = board.markers ?? [0, -1];
  const factories = board.factories ?? [];
  if (markers[1] < 0) g.append(fitted(W - PAD, y + 5, t("second marker not in play"), 150, { "text-anchor": "end", "font-size": SMALL, class: "bd-quiet" }));
  const top = y + 12;
  let notch = 0;
  let lastPoints = 0;
  const tokenSlot = tokenSpacesOf(view).indexOf("industry");
  track.forEach((space, index) => {
    const x = PAD + (index % perRow) * pitch;
    const cy = top + Math.floor(index / perRow) * (CELL_H + 3);
    const cell = s("g", { class: `rr-ind rr-ind-${space.kind}`, "data-industry": index },
      s("rect", { x, y: cy, width, height: CELL_H, rx: 4, class: "rr-ind-body" }));
    const lines = [];
    let title = "";
    if (space.kind === "start") {
      title = t("Start");
      cell.append(fitted(x + width / 2, cy + 11, t("Start"), width - 6, { "font-size": SMALL, class: "bd-quiet" }));
    } else if (space.kind === "space") {
      lastPoints = space.points;
      title = tn("{n} point", "{n} points", space.points);
      cell.append(label(x + width / 2, cy + 12, space.points, { "font-size": TITLE, class: "bd-strong" }));
      lines.push(t("A marker here scores {n} points each round", { n: space.points }));
    } else if (space.kind === "factory") {
      const level = factories[notch] ?? 0;
      const which = notch;
      title = level ? t("Level-{level} factory", { level }) : t("Empty factory notch");
      if (level) {
        cell.classList.add("built");
        cell.append(takenFrom(part(s("g", {}, factoryIcon(x + 12, cy + 12, 16), label(x + width - 10, cy + 12.5, level, { "font-size": TITLE, class: "bd-strong" })),
          `seats.${seat}.factories.${notch}`), "building", "factory_supply", "loco_supply"));
        lines.push(effectText(view, t(components.factories[level - 1]?.text ?? "")), t("It works each time a marker enters it"));
      } else {
        cell.append(part(s("g", { class: "bd-none" }, factoryIcon(x + width / 2, cy + 13, 16)), `seats.${seat}.factories.${notch}`));
        lines.push(t("No marker can enter or pass it until a factory is built here"));
      }
      lines.push(tn("A marker here scores {n} point", "A marker here scores {n} points", lastPoints));
      if (level) offer(cell, `notch ${which + 1}`, view);
      notch += 1;
    } else if (space.kind === "token") {
      title = t("A '?' space");
      const used = board.tokens?.[tokenSlot] ?? -1;
      const slot = `seats.${seat}.tokens.${tokenSlot}`;
      if (used >= 0) {
        cell.append(part(s("g", {}, s("rect", { x: x + 2, y: cy + 3, width: width - 4, height: 18, rx: 9, class: "rr-token-disc" }),
          pictoRow(pictos(view.effects.tokens[components.tokens[used]?.id] ?? {}, view), x + width / 2, cy + 12, width - 8)), slot));
      } else {
        cell.append(part(questionIcon(x + width / 2, cy + 12, 7.5), slot));
      }
      lines.push(t("The first marker to enter it lets you use a '?' token"), tn("A marker here scores {n} point", "A marker here scores {n} points", lastPoints));
      if (used >= 0) lines.push(t("Used: {token}", { token: view.words.token[components.tokens[used]?.id] ?? "" }));
    }
    markers.forEach((position, m) => {
      if (position === index) cell.append(moving(part(markerIcon(x + (m === 0 ? width - 9 : 9), cy + CELL_H - 9, m + 1), `seats.${seat}.markers.${m}`)));
    });
    const here = markers.map((position, m) => (position === index ? m + 1 : 0)).filter(Boolean);
    if (here.length) lines.push(tn("Industry marker {list} stands here", "Industry markers {list} stand here", here.length, { list: here.join(", ") }));
    tip(cell, t("Industry track: {what}", { what: title }), ...lines);
    markers.forEach((position, m) => {
      if (position >= 0 && position + 1 === index) offer(cell, `marker ${m + 1}`, view);
    });
    g.append(cell);
  });
  return { g, height: 12 + 2 * CELL_H + 3 };
}
