// The end of the game: who won (alone: the result by the rulebook's table), the rematch,
// each player's score by readable category, a chart of every player's points over the
// game, and links to the replay and the record.

import { canvas, seatToken } from "../boards/svg.js";
import { fill, h } from "../dom.js";
import { t, tb } from "../i18n/t.js";
import { get } from "../net/api.js";
import { scoreChart } from "./chart.js";
import { drawRematch } from "./rematch.js";

let charted = null;

/** Show the ending of `view` in `element` (hidden while the game goes on). */
export async function showEnding(element, view, components, path) {
  if (!view.result) {
    element.hidden = true;
    return;
  }
  if (element.dataset.shown === view.id) {
    drawRematch(element.querySelector(".rematch"), view);
    return;
  }
  element.dataset.shown = view.id;
  const names = view.seats.map((seat) => seat.name);
  const chart = h("div", { class: "chart" });
  const again = h("p", { class: "rematch" });
  drawRematch(again, view);
  fill(element,
    banner(view.result, names, components.solo_results || []),
    again,
    resultTable(view.result, names, components.score_categories || {}, view.viewer),
    chart,
    h("p", { class: "links" },
      h("a", { href: `/games/${encodeURIComponent(view.id)}/replay` }, t("Replay the game")), " · ",
      h("a", { href: `${path}/record`, download: `${view.game}-${view.seed}.json` }, t("Download the record"))));
  element.hidden = false;
  // The end comes into view wherever the page was, and takes the focus (for a screen
  // reader too: the banner is its first element).
  element.scrollIntoView({ behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth", block: "start" });
  element.focus({ preventScroll: true });
  showColumn(element.querySelector(".result-scroll"), element.querySelector(".result th.you"));
  if (charted !== view.id) {
    charted = view.id;
    try {
      fill(chart, scoreChart(await get(`${path}/scores`), names, chart.clientWidth));
    } catch (error) {
      fill(chart, h("p", { class: "error" }, error.message));
    }
  }
}

/** The result in one line of plain text (the tab's title at the end): the banner's words. */
export function resultLine(result, names, soloSteps) {
  return banner(result, names, soloSteps).textContent.trim();
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

/** The final scores' title and table: a column a player, in the order of their places (the
 * `viewer`'s column marked), with places, scores, each score's breakdown by category and
 * the tie-break when it decides a place or is not all zero (alone: no place and no
 * tie-break, which only rank players against each other). The title stands outside the box that scrolls, which would carry it away. */
export function resultTable(result, names, categories, viewer = null) {
  const ranked = names.length > 1;
  const order = names.map((_, seat) => seat).sort((a, b) => result.places[a] - result.places[b] || a - b);
  const parts = [...new Set(result.breakdown.flatMap((b) => Object.keys(b)))];
  const you = (seat) => (ranked && seat === viewer ? "you" : null);
  // The tie-break only where it decides a place (tied scores) or says something.
  const tied = new Set(result.scores).size < result.scores.length;
  const tiebreak = ranked && (tied || result.tiebreak.some((value) => value));
  const row = (label, value, strong = false) =>
    h("tr", { class: strong ? "strong" : null }, h("th", { scope: "row" }, label),
      order.map((seat) => h("td", { class: you(seat) }, h("bdi", {}, String(value(seat))))));
  const table = h("table", { class: "result", "aria-labelledby": "final-scores" },
    h("thead", {}, h("tr", {}, h("th", {}), order.map((seat) =>
      h("th", { scope: "col", class: you(seat) }, canvas(14, 14, { class: "seat-mark", "aria-hidden": "true" }, seatToken(seat, 7, 7, 5)), " ", h("bdi", {}, names[seat]))))),
    h("tbody", {},
      ranked ? row(t("Place"), (seat) => result.places[seat], true) : null,
      row(t("Score"), (seat) => result.scores[seat], true),
      parts.map((part) => row(t(categories[part] || part), (seat) => result.breakdown[seat][part] ?? 0)),
      tiebreak ? row(t("Tie-break"), (seat) => result.tiebreak[seat]) : null));
  return [h("p", { class: "result-title", id: "final-scores" }, t("Final scores")), h("div", { class: "result-scroll" }, table)];
}

/** Scroll the result's box sideways (only it, not the page) so that `cell`'s column (the
 * viewer's, if any) is in view beside the sticky labels: on a phone a table of several
 * players is wider than the screen, and the viewer's column may come last. */
function showColumn(box, cell) {
  if (!cell) return;
  const labels = box.querySelector("th[scope=row]").getBoundingClientRect();
  const view = box.getBoundingClientRect();
  const { left, right } = cell.getBoundingClientRect();
  const rtl = getComputedStyle(box).direction === "rtl";
  const start = rtl ? view.left : labels.right;
  const end = rtl ? labels.left : view.right;
  if (right > end) box.scrollLeft += right - end;
  else if (left < start) box.scrollLeft -= start - left;
}
