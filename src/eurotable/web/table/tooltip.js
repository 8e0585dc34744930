// Tooltips: any element with data-tip explains itself on hover, on keyboard focus, or on
// a long press on a touch screen (a long press never plays the action under the finger).
// An element that also names a component kind (data-rule, e.g. "piece:captain") gets a
// last line linking to its rule: the box then stays while the pointer moves into it.

const LONG_PRESS_MS = 450;
const LINGER_MS = 400;

/** Show the data-tip of elements inside `root` in one floating box; with `ruleTitle(kind)`
 * (the title of the section explaining a component kind, or null) and `openRule(kind)`,
 * a data-rule element's box links to that section. */
export function installTooltips(root, { ruleTitle = () => null, openRule = () => {} } = {}) {
  const box = document.createElement("div");
  box.className = "tooltip";
  box.setAttribute("role", "tooltip");
  box.hidden = true;
  document.body.append(box);
  let pressTimer = null;
  let lingerTimer = null;
  let swallowClick = false;

  const show = (element, x, y) => {
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
    const kind = element.closest("[data-rule]")?.getAttribute("data-rule");
    const rule = kind ? ruleTitle(kind) : null;
    box.classList.toggle("with-rule", Boolean(rule));
    box.dataset.rule = rule ? kind : "";
    if (rule) {
      const link = document.createElement("button");
      link.type = "button";
      link.className = "tip-rule";
      link.textContent = `📖 ${rule}`;
      link.addEventListener("click", () => {
        hide();
        openRule(kind);
      });
      box.append(link);
    }
    clearTimeout(lingerTimer);
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
    clearTimeout(lingerTimer);
    box.hidden = true;
  };
  // A box with a rule's link waits a little, so that the pointer can reach the link.
  const hideSoon = () => {
    clearTimeout(lingerTimer);
    if (box.classList.contains("with-rule")) lingerTimer = setTimeout(hide, LINGER_MS);
    else hide();
  };
  box.addEventListener("pointerenter", () => clearTimeout(lingerTimer));
  box.addEventListener("pointerleave", (event) => {
    if (event.pointerType === "mouse") hideSoon();
  });
  const tipOf = (event) => event.target.closest?.("[data-tip]");

  root.addEventListener("pointerover", (event) => {
    if (event.pointerType !== "mouse") return;
    const element = tipOf(event);
    if (element) show(element, event.clientX, event.clientY);
    else hideSoon();
  });
  root.addEventListener("pointermove", (event) => {
    if (event.pointerType === "mouse" && !box.hidden && tipOf(event)) show(tipOf(event), event.clientX, event.clientY);
  });
  root.addEventListener("pointerleave", hideSoon);
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
      show(element, event.clientX, event.clientY);
    }, LONG_PRESS_MS);
  });
  for (const type of ["pointerup", "pointercancel", "pointermove"]) {
    root.addEventListener(type, (event) => {
      if (event.pointerType !== "mouse" && (type !== "pointermove" || Math.abs(event.movementX) + Math.abs(event.movementY) > 6)) clearTimeout(pressTimer);
    });
  }
  root.addEventListener("contextmenu", (event) => {
    if (tipOf(event)) event.preventDefault(); // the long press shows the tooltip instead
  });
  root.addEventListener("click", (event) => {
    if (swallowClick) {
      swallowClick = false;
      event.stopPropagation();
      event.preventDefault();
    }
  }, true);
}
