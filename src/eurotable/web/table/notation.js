// The notation box, folded away: for players who know an action's notation and prefer
// to type it (docs/notation/). It lists the legal notations as suggestions.

import { h } from "../dom.js";
import { t } from "../i18n/t.js";

/** Returns {element, show(legal), onPlay(play)}. */
export function notationBox() {
  const list = h("datalist", { id: "legal-notations" });
  const typed = h("input", { class: "notation", list: "legal-notations", placeholder: t("an action's notation"), "aria-label": t("Action notation"), autocomplete: "off" });
  const form = h("form", { class: "typed" }, typed, h("button", { type: "submit" }, t("Play")));
  const element = h("details", { class: "advanced" }, h("summary", {}, t("Type an action (notation)")), form, list);
  let play = () => {};
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (typed.value.trim()) play(typed.value.trim());
  });
  let shown = "";
  return {
    element,
    show(legal) {
      const notations = legal.map((entry) => entry.action);
      const key = notations.join("\n");
      if (key === shown) return;
      shown = key;
      typed.value = "";
      list.replaceChildren(...notations.map((action) => h("option", { value: action })));
    },
    onPlay(callback) {
      play = callback;
    },
  };
}
