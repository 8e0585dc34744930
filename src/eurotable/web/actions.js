// The legal actions as buttons, grouped by their first word and filterable when many,
// and a box to type an action's notation.

import { fill, h } from "./dom.js";

const FILTER_FROM = 12;

/**
 * The action panel. `play(text)` is called with the chosen action's notation.
 * Returns {element, show(legal, enabled)}; the filter text survives updates.
 */
export function actionPanel(play) {
  const filter = h("input", { type: "search", class: "filter", placeholder: "filter actions", "aria-label": "Filter actions" });
  const groups = h("div", { class: "groups" });
  const typed = h("input", { class: "notation", placeholder: "or type an action's notation", "aria-label": "Action notation" });
  const form = h("form", { class: "typed" }, typed, h("button", { type: "submit" }, "Play"));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (typed.value.trim()) play(typed.value.trim());
  });
  let current = [];
  let enabled = false;

  const draw = () => {
    const needle = filter.value.trim().toLowerCase();
    const shown = current.filter((text) => text.toLowerCase().includes(needle));
    const byGroup = new Map();
    for (const text of shown) {
      const group = text.split(" ")[0];
      if (!byGroup.has(group)) byGroup.set(group, []);
      byGroup.get(group).push(text);
    }
    fill(groups, [...byGroup].map(([group, texts]) =>
      h("fieldset", { class: "group" }, h("legend", {}, group),
        texts.map((text) => h("button", { type: "button", class: "action", "data-action": text, disabled: !enabled, onclick: () => play(text) }, text)))));
  };
  filter.addEventListener("input", draw);

  const element = h("section", { class: "actions", "aria-label": "Your actions" }, filter, groups, form);
  return {
    element,
    show(legal, isEnabled) {
      if (legal.join("\n") !== current.join("\n")) typed.value = "";
      current = legal;
      enabled = isEnabled;
      filter.hidden = legal.length < FILTER_FROM;
      if (filter.hidden) filter.value = "";
      draw();
    },
    clearTyped() {
      typed.value = "";
    },
  };
}
