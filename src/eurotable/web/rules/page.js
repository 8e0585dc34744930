// The rules reference page, /rules/GAME: a table of contents by part, then every section
// with its id as anchor (/rules/shipyard#actions.canal), in the page's language. With
// ?edition=first or second only that edition's sections (and notes) show; without it all
// of them, the 1st edition's differences in notes.

import { fill, h } from "../dom.js";
import { N_, t } from "../i18n/t.js";
import { drawSection, loadRules, sectionLink } from "./reference.js";

const EDITIONS = { second: N_("2nd edition"), first: N_("1st edition") };

export async function showRules(root, game) {
  const params = new URLSearchParams(location.search);
  const edition = params.get("edition") in EDITIONS ? params.get("edition") : null;
  const rules = await loadRules(game, edition);
  if (!rules) {
    fill(root, h("div", { class: "rules-page" },
      h("p", { class: "error", role: "alert" }, t("This game has no rules reference yet.")),
      h("a", { href: "/" }, t("Back to the lobby"))));
    return;
  }
  document.title = `${rules.title} · eurotable`;
  const contents = h("nav", { class: "rules-contents", "aria-label": t("Contents") },
    h("h2", {}, t("Contents")),
    h("ol", {}, ...rules.parts.map((part) => h("li", {}, part.title,
      h("ol", {}, ...rules.sections.filter((s) => s.part === part.id).map((s) => h("li", {}, h("a", { href: `#${s.id}` }, s.title))))))));
  // (editions: Shipyard's, the one game with two; its sections name them)
  const editioned = rules.sections.some((s) => s.editions || s.first_edition.length) || edition;
  const editions = editioned ? editionLinks(game, edition) : null;
  const body = rules.parts.map((part) => h("section", { class: "rules-part", id: `part-${part.id}` },
    h("h2", {}, part.title),
    ...rules.sections.filter((s) => s.part === part.id).map((s) => drawSection(s, { heading: "h3", edition }))));
  fill(root, h("article", { class: "rules-page" },
    h("h1", {}, rules.title), editions, contents, ...body,
    h("p", {}, h("a", { href: "/" }, t("Back to the lobby")))));
  // The section the address names (drawn after the page loaded: :target missed it).
  const linked = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  linked?.classList.add("linked");
  linked?.scrollIntoView();
}

function editionLinks(game, edition) {
  const link = (key, label) => (key === edition
    ? h("strong", {}, label)
    : h("a", { href: sectionLink(game, null, key) }, label));
  return h("p", { class: "rules-editions" },
    link(null, t("Both editions")), " · ", link("second", t(EDITIONS.second)), " · ", link("first", t(EDITIONS.first)));
}
