// A game's rules reference (GET /api/rules/GAME, in the page's language): loaded once per
// page and edition, and the ways into it: the section explaining a decision, an action or
// a component kind (the reference's own maps), and a section drawn as HTML.

import { h } from "../dom.js";
import { t } from "../i18n/t.js";
import { get } from "../net/api.js";

const loaded = new Map();
let index = null;

/** The reference of `game` (only `edition`'s sections when given), or null when the game
 * has none (GET /api/rules lists those that have one). The same promise for every caller
 * of a page. */
export function loadRules(game, edition = null) {
  const key = `${game} ${edition ?? ""}`;
  if (!loaded.has(key)) {
    index ??= get("/api/rules").then((answer) => answer.games, () => []);
    const query = edition ? `?edition=${encodeURIComponent(edition)}` : "";
    const path = `/api/rules/${encodeURIComponent(game)}${query}`;
    loaded.set(key, index.then((games) => (games.includes(game) ? get(path) : null)).catch(() => null));
  }
  return loaded.get(key);
}

/** The section with id `id`, or undefined. */
export function sectionById(rules, id) {
  return rules?.sections.find((section) => section.id === id);
}

/** The section explaining the component kind `kind` (a board's data-rule). */
export function sectionForComponent(rules, kind) {
  return sectionById(rules, rules?.components[kind]);
}

/** The address of a section on the reference page. */
export function sectionLink(game, id, edition = null) {
  const query = edition ? `?edition=${encodeURIComponent(edition)}` : "";
  return `/rules/${encodeURIComponent(game)}${query}${id ? `#${encodeURIComponent(id)}` : ""}`;
}

/** A section's title and paragraphs, with the 1st edition's differences in a note
 * (left out when `edition` is another one). `heading` is the title's tag. */
export function drawSection(section, { heading = "h2", edition = null } = {}) {
  const notes = edition && edition !== "first" ? [] : section.first_edition;
  return h("section", { class: "rule", id: section.id, "data-section": section.id },
    h(heading, {}, section.title),
    ...section.paragraphs.map((text) => h("p", {}, text)),
    notes.length ? h("aside", { class: "rule-edition" }, h("strong", {}, t("1st edition")), ...notes.map((text) => h("p", {}, text))) : null);
}
