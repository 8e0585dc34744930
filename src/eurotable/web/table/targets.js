// The places where the seat to move acts: every element carrying data-action (a board
// element or a prompt button) is one legal action. Clicking it, or Enter / Space when it
// has the keyboard focus, plays that action.

/** Make every [data-action] element in `container` reachable and named: a button for
 * assistive technology, in the Tab order, labelled and explained by the action's
 * sentence. An element whose action is not legal loses its data-action. */
export function markTargets(container, legal) {
  for (const element of container.querySelectorAll("[data-action]")) {
    const action = element.getAttribute("data-action");
    if (!legal.has(action)) {
      element.removeAttribute("data-action");
      element.classList.remove("target");
      continue;
    }
    const sentence = legal.get(action);
    element.setAttribute("aria-label", sentence);
    if (element.tagName.toLowerCase() === "button") continue;
    if (element instanceof SVGGElement) addHitArea(element);
    element.setAttribute("role", "button");
    element.setAttribute("tabindex", "0");
    const tip = element.getAttribute("data-tip");
    element.setAttribute("data-tip", tip ? `▶ ${sentence}\n${tip}` : `▶ ${sentence}`);
  }
}

/** A transparent rectangle under a drawn target, so a tap anywhere in its box counts,
 * not only on its painted shapes (a gap between a tile and its label, say). */
function addHitArea(group) {
  const box = group.getBBox();
  const area = document.createElementNS("http://www.w3.org/2000/svg", "rect");
  for (const [name, value] of Object.entries({ x: box.x, y: box.y, width: box.width, height: box.height, class: "hit-area" })) {
    area.setAttribute(name, value);
  }
  group.prepend(area);
}

// How long the first press of an action that asks to be confirmed waits for the second.
const ARMED_MS = 4000;

/** Play the action of any [data-action] element inside `root` that is clicked or
 * activated from the keyboard. An element carrying data-confirm (a prompt button that
 * gives up other actions) plays only when pressed again within a few seconds: the first
 * press shows data-confirm's words on it. */
export function connectTargets(root, play) {
  const activate = (element) => {
    if (element.hasAttribute("data-confirm") && !element.classList.contains("armed")) arm(element);
    else play(element.getAttribute("data-action"));
  };
  root.addEventListener("click", (event) => {
    const element = event.target.closest?.("[data-action]");
    if (element) {
      event.preventDefault();
      activate(element);
    }
  });
  root.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    const element = event.target.closest?.("[data-action]");
    if (!element || element.tagName.toLowerCase() === "button") return; // buttons click themselves
    event.preventDefault();
    activate(element);
  });
}

/** The first press: the element asks for the second, and forgets it after a while. */
function arm(element) {
  const label = element.textContent;
  const name = element.getAttribute("aria-label");
  const words = element.getAttribute("data-confirm");
  element.classList.add("armed");
  element.textContent = words;
  element.setAttribute("aria-label", words);
  setTimeout(() => {
    element.classList.remove("armed");
    element.textContent = label;
    if (name !== null) element.setAttribute("aria-label", name);
  }, ARMED_MS);
}
