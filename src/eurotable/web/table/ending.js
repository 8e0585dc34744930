// The end of the game: who won (alone: the result by the rulebook's table), each player's
// score by readable category, a chart of every player's points over the game, and links
// to the replay and the record.

import { canvas, seatToken } from "../boards/svg.js";
import { fill, h } from "../dom.js";
import { t, tb } from "../i18n/t.js";
import { get } from "../net/api.js";
import { scoreChart } from "./chart.js";

let charted = null;

/** Show the ending of `view` in `element` (hidden while the game goes on). */
export async function showEnding(element, view, components, path) {
  if (!view.result) {
    element.hidden = true;
    return;
  }
  if (element.dataset.shown === view.id) return;
  element.dataset.shown = view.id;
  const names = view.seats.map((seat) => seat.name);
  const chart = h("div", { class: "chart" });
  fill(element,
    banner(view.result, names, components.solo_results || []),
    resultTable(view.result, names, components.score_categories || {}),
    chart,
    h("p", { class: "links" },
      h("a", { href: `/games/${encodeURIComponent(view.id)}/replay` }, t("Replay the game")), " · ",
      h("a", { href: `${path}/record`, download: `${view.game}-${view.seed}.json` }, t("Download the record"))));
  element.hidden = false;
  if (charted !== view.id) {
    charted = view.id;
    try {
      fill(chart, scoreChart(await get(`${path}/scores`), names, chart.clientWidth));
    } catch (error) {
      fill(chart, h("p", { class: "error" }, error.message));
    }
  }
}

function banner(result, names, soloSteps) {
  const winners = result.winners.map((seat) => names[seat]);
  const score = result.scores[result.winners[0]];
  const text = names.length === 1 && soloSteps.length
    ? soloStanding(score, soloSteps)
    : winners.length === 1
      ? tb("{name} wins with {points} points!", { name: winners[0], points: score })
      : tb("{names} share the victory with {points} points!", { names: winners.join(" & "), points: score });
  return h("div", { class: "banner", role: "status" },
    result.winners.map((seat) => canvas(28, 28, { class: "seat-mark", "aria-hidden": "true" }, seatToken(seat, 14, 14, 10))),
    h("p", {}, text));
}

/** A solo game's result in one sentence, as the terminal says it (display.solo_standing):
 * the score and where it stands on the rulebook's table (`steps`: [{vp, name}], the names
 * in the page's language). */
function soloStanding(points, steps) {
  const table = [...steps].sort((a, b) => a.vp - b.vp);
  const index = table.findLastIndex((step) => points >= step.vp);
  if (index < 0) {
    return tb("Solo result: {points} VP, below the rulebook's table (it starts at {start} VP: {title}).",
      { points, start: table[0].vp, title: table[0].name });
  }
  const next = table[index + 1];
  const band = next ? `${table[index].vp}–${next.vp - 1}` : `${table[index].vp}+`;
  return tb("Solo result: {points} VP, {title} on the rulebook's table ({band} VP).",
    { points, title: table[index].name, band });
}

/** Places, scores with their breakdown by category and the tie-break; a column a player
 * (alone: no place and no tie-break, which only rank players against each other). */
export function resultTable(result, names, categories) {
  const ranked = names.length > 1;
  const order = names.map((_, seat) => seat).sort((a, b) => result.places[a] - result.places[b] || a - b);
  const parts = [...new Set(result.breakdown.flatMap((b) => Object.keys(b)))];
  const row = (label, value, strong = false) =>
    h("tr", { class: strong ? "strong" : null }, h("th", { scope: "row" }, label),
      order.map((seat) => h("td", {}, h("bdi", {}, String(value(seat))))));
  return h("div", { class: "result-scroll" }, h("table", { class: "result" },
    h("caption", {}, t("Final scores")),
    h("thead", {}, h("tr", {}, h("th", {}), order.map((seat) =>
      h("th", { scope: "col" }, canvas(14, 14, { class: "seat-mark", "aria-hidden": "true" }, seatToken(seat, 7, 7, 5)), " ", h("bdi", {}, names[seat]))))),
    h("tbody", {},
      ranked ? row(t("Place"), (seat) => result.places[seat], true) : null,
      row(t("Score"), (seat) => result.scores[seat], true),
      parts.map((part) => row(t(categories[part] || part), (seat) => result.breakdown[seat][part] ?? 0)),
      ranked ? row(t("Tie-break"), (seat) => result.tiebreak[seat]) : null)));
}
