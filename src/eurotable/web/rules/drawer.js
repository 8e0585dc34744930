// The rules at hand on the table: a panel beside the game (a sheet over the lower part of
// a phone's screen) that shows one section of the reference, so the game stays in view;
// its link opens the whole reference at that section in a new tab. A game without a
// reference says so and links to its (empty) reference page.

import { fill, h } from "../dom.js";
import { t } from "../i18n/t.js";
import { drawSection, loadRules, sectionById, sectionForComponent, sectionLink } from "./reference.js";

/** The drawer of `game` (edition `edition`), appended to `parent`: open(sectionId),
 * forDecision(kind) (a board's decision(ctx)), forComponent(kind) (a data-rule) and
 * titleOf(kind) (the title of a component kind's section once the reference has loaded,
 * else null). */
export function rulesDrawer(parent, game, edition = null) {
  let rules = null;
  const ready = loadRules(game, edition).then((loadedRules) => {
    rules = loadedRules;
    return rules;
  });
  const content = h("div", { class: "rules-drawer-body" });
  const close = h("button", { type: "button", class: "link rules-close", "aria-label": t("Close the rules") }, "✕");
  const element = h("aside", { class: "rules-drawer", hidden: true, role: "dialog", "aria-label": t("Rules") },
    h("div", { class: "rules-drawer-head" }, h("strong", {}, t("Rules")), close), content);
  parent.append(element);
  const hide = () => {
    element.hidden = true;
    document.body.classList.remove("rules-open");
  };
  close.addEventListener("click", hide);
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !element.hidden) hide();
  });

  async function open(id) {
    await ready;
    const section = sectionById(rules, id);
    const whole = h("a", { href: sectionLink(game, section ? section.id : null, edition), target: "_blank", rel: "noopener", class: "rules-whole" },
      section ? t("This section in the whole rules reference") : t("The whole rules reference"));
    if (section) fill(content, drawSection(section, { heading: "h3", edition }), h("p", {}, whole));
    else if (rules) fill(content, h("p", {}, t("No section explains this yet.")), h("p", {}, whole));
    else fill(content, h("p", {}, t("This game has no rules reference yet.")), h("p", {}, whole));
    element.hidden = false;
    document.body.classList.add("rules-open");
    element.dataset.section = section ? section.id : "";
    close.focus({ preventScroll: true });
  }

  return {
    element,
    open,
    forDecision: async (kind) => open((await ready)?.decisions[kind] ?? null),
    forComponent: async (kind) => open((await ready)?.components[kind] ?? null),
    titleOf: (kind) => sectionForComponent(rules, kind)?.title ?? null,
  };
}
