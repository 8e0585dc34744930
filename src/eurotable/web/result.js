// The final result: places, scores with their breakdown, tie-break; one column per player.

import { h } from "./dom.js";

export function resultTable(result, names) {
  const order = names.map((_, seat) => seat).sort((a, b) => result.places[a] - result.places[b] || a - b);
  const parts = [...new Set(result.breakdown.flatMap((b) => Object.keys(b)))];
  const row = (label, value, strong = false) =>
    h("tr", { class: strong ? "strong" : null }, h("th", { scope: "row" }, label), order.map((seat) => h("td", {}, String(value(seat)))));
  return h("table", { class: "result" },
    h("caption", {}, "Result"),
    h("thead", {}, h("tr", {}, h("th", {}), order.map((seat) => h("th", { scope: "col" }, names[seat])))),
    h("tbody", {},
      row("Place", (seat) => result.places[seat], true),
      row("Score", (seat) => result.scores[seat], true),
      parts.map((part) => row(part, (seat) => result.breakdown[seat][part] ?? 0)),
      row("Tie-break", (seat) => result.tiebreak[seat])));
}
