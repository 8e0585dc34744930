// The mayor's own board while he arranges his colonists (the page's arrangement,
// table/arranging.js): every plantation kind, quarry, building and San Juan is a place
// to click (or to drag a colonist from and to, with a mouse), reached with Tab and
// played with Enter or Space. The board draws the draft; the server says what is refused.

import { POOL } from "../../table/arranging.js";

let dragging = null; // the place a colonist is being dragged from
addEventListener("pointerup", () => { dragging = null; });

/** The arrangement the board of `seat` shows, or null (another seat's, or no arrangement). */
export function arrangingOn(view, seat) {
  const arranging = view.ctx.arranging;
  return arranging && seat === view.you ? arranging : null;
}

/**
 * Make `element` the place `where` (a tile kind or building id; POOL: San Juan) of the
 * arrangement, named `name` for screen readers with what it holds now.
 */
export function arrangePlace(element, where, arranging, name) {
  const selected = arranging.selected === where;
  element.classList.add("arrange-place");
  if (selected) element.classList.add("arrange-selected");
  element.setAttribute("data-arrange", where === POOL ? "" : where);
  element.setAttribute("role", "button");
  element.setAttribute("tabindex", "0");
  element.setAttribute("aria-pressed", String(selected));
  element.setAttribute("aria-label", name);
  element.addEventListener("click", (event) => {
    event.preventDefault();
    arranging.choose(where);
  });
  element.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    arranging.choose(where);
  });
  element.addEventListener("pointerdown", (event) => {
    if (event.pointerType === "mouse" && event.button === 0) dragging = { from: where };
  });
  element.addEventListener("pointerup", () => {
    if (dragging && dragging.from !== where) arranging.move(dragging.from, where);
  });
  return element;
}

/** What a place holds, for its name: "Corn plantation: 1 of 2 circles occupied". */
export function holding(tn, label, n, circles) {
  return `${label}: ${tn("{n} of {circles} circle occupied", "{n} of {circles} circles occupied", n, { circles })}`;
}
