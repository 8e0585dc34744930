// Tooltips: any element with data-tip explains itself on hover, on keyboard focus, or on
// a long press on a touch screen (a long press never plays the action under the finger).
// An element that also names a component kind (data-rule, e.g. "piece:captain") gets a
// last line naming its rule, which a right click on the element (or "?" while it has the
// keyboard's focus) opens; on a touch screen the line is a link to tap in the box shown by
// the long press. Under a mouse the box never takes the pointer: it would stand between
// the player and the places to act.

import { t } from "../i18n/t.js";

const LONG_PRESS_MS = 450;

/** Show the data-tip of elements inside `root` in one floating box; with `ruleTitle(kind)`
 * (the title of the section explaining a component kind, or null) and `openRule(kind)`,
 * a data-rule element's box names that section and leads to it. */
export function installTooltips(root, { ruleTitle = () => null, openRule = () => {} } = {}) {
  const box = document.createElement("div");
  box.className = "tooltip";
  box.setAttribute("role", "tooltip");
  box.hidden = true;
  document.body.append(box);
  let pressTimer = null;
  let swallowClick = false;
  const kindOf = (element) => element?.closest?.("[data-rule]")?.getAttribute("data-rule") ?? null;

  const show = (element, x, y, touch = false) => {
    const text = element.getAttribute("data-tip");
    if (!text) return;
    const [title, ...lines] = text.split("\n");
    box.replaceChildren();
    const strong = document.createElement("strong");
    strong.textContent = title;
    box.append(strong);
    for (const line of lines) {
      const p = document.createElement("div");
      p.textContent = line;
      box.append(p);
    }
    const kind = kindOf(element);
    const rule = kind ? ruleTitle(kind) : null;
    box.classList.toggle("with-rule", Boolean(rule) && touch);
    box.dataset.rule = rule ? kind : "";
    if (rule) {
      const link = document.createElement(touch ? "button" : "div");
      link.className = "tip-rule";
      link.textContent = touch ? `📖 ${rule}` : `📖 ${rule} ${t("(right click)")}`;
      if (touch) {
        link.type = "button";
        link.addEventListener("click", () => {
          hide();
          openRule(kind);
        });
      }
      box.append(link);
    }
    box.hidden = false;
    const margin = 12;
    const width = box.offsetWidth;
    const height = box.offsetHeight;
    const left = Math.min(Math.max(4, x + margin), window.innerWidth - width - 4);
    const top = y + margin + height > window.innerHeight ? y - height - margin : y + margin;
    box.style.left = `${left + window.scrollX}px`;
    box.style.top = `${Math.max(4, top) + window.scrollY}px`;
  };
  const hide = () => {
    box.hidden = true;
  };
  const tipOf = (event) => event.target.closest?.("[data-tip]");

  root.addEventListener("pointerover", (event) => {
    if (event.pointerType !== "mouse") return;
    const element = tipOf(event);
    if (element) show(element, event.clientX, event.clientY);
    else hide();
  });
  root.addEventListener("pointermove", (event) => {
    if (event.pointerType === "mouse" && !box.hidden && tipOf(event)) show(tipOf(event), event.clientX, event.clientY);
  });
  root.addEventListener("pointerleave", hide);
  root.addEventListener("focusin", (event) => {
    const element = tipOf(event);
    if (!element) return;
    const rect = element.getBoundingClientRect();
    show(element, rect.left, rect.bottom);
  });
  root.addEventListener("focusout", hide);
  root.addEventListener("pointerdown", (event) => {
    if (event.pointerType === "mouse") return;
    const element = tipOf(event);
    clearTimeout(pressTimer);
    if (!element) {
      hide();
      return;
    }
    pressTimer = setTimeout(() => {
      swallowClick = true;
      show(element, event.clientX, event.clientY, true);
    }, LONG_PRESS_MS);
  });
  for (const type of ["pointerup", "pointercancel", "pointermove"]) {
    root.addEventListener(type, (event) => {
      if (event.pointerType !== "mouse" && (type !== "pointermove" || Math.abs(event.movementX) + Math.abs(event.movementY) > 6)) clearTimeout(pressTimer);
    });
  }
  root.addEventListener("contextmenu", (event) => {
    if (!tipOf(event)) return;
    event.preventDefault(); // the long press shows the tooltip instead
    // A right click (not a long press) opens the rule of the component under the mouse.
    const kind = event.pointerType === "mouse" || !event.pointerType ? kindOf(tipOf(event)) : null;
    if (kind && ruleTitle(kind)) {
      hide();
      openRule(kind);
    }
  });
  root.addEventListener("keydown", (event) => {
    const kind = event.key === "?" ? kindOf(document.activeElement) : null;
    if (kind && ruleTitle(kind)) {
      event.preventDefault();
      hide();
      openRule(kind);
    }
  });
  root.addEventListener("click", (event) => {
    if (swallowClick) {
      swallowClick = false;
      event.stopPropagation();
      event.preventDefault();
    }
  }, true);
}
