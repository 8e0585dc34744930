// Zooming and panning the board: − / + (and Ctrl + wheel) step the board's scale from
// half its width to three times it, inside its own scrolling frame, so the page itself
// never scrolls sideways; "Fit" shows the whole board, its width and its height, in the
// part of the window where it can be seen.

import { h } from "../dom.js";
import { t } from "../i18n/t.js";

const STEPS = [0.5, 0.67, 0.8, 1, 1.25, 1.5, 2, 2.5, 3];
const SMALLEST = 0.1;
const ROOM_BELOW = 8; // px left free under a fitted board

/** A frame around `board` with zoom controls; returns the area holding both.
 * `covered()` says how many pixels at the top of the window something stuck there (the
 * prompt, on a narrow screen) hides. */
export function zoomable(board, covered = () => 0) {
  let scale = 1;
  const frame = h("div", { class: "board-frame" }, board);
  const level = h("span", { class: "zoom-level", "aria-live": "polite" });
  const set = (next) => {
    scale = Math.max(SMALLEST, Math.min(STEPS.at(-1), next));
    board.style.inlineSize = `${scale * 100}%`;
    level.textContent = `${Math.round(scale * 100)} %`;
    frame.classList.toggle("zoomed", scale > 1);
  };
  const step = (direction) => {
    const next = direction > 0
      ? STEPS.find((s) => s > scale + 0.005)
      : STEPS.findLast((s) => s < scale - 0.005);
    if (next !== undefined) set(next);
  };
  const controls = h("div", { class: "zoom", role: "group", "aria-label": t("Zoom") },
    h("button", { type: "button", "aria-label": t("Zoom out"), onclick: () => step(-1) }, "−"),
    level,
    h("button", { type: "button", "aria-label": t("Zoom in"), onclick: () => step(1) }, "+"),
    h("button", { type: "button", class: "zoom-fit", onclick: () => fit() }, t("Fit")));
  const area = h("div", { class: "board-area" }, controls, frame);

  /** The scale at which the whole board fits under the controls in the window's room
   * (the drawing's height follows its width; a few passes absorb the frame's padding). */
  function fit() {
    set(1);
    const room = innerHeight - covered() - controls.offsetHeight - ROOM_BELOW;
    for (let pass = 0; pass < 3 && board.offsetHeight > room; pass += 1) {
      set(scale * (room / board.offsetHeight));
    }
    frame.scrollTo(0, 0);
    const behavior = matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
    window.scrollBy({ top: area.getBoundingClientRect().top - covered(), behavior });
  }

  frame.addEventListener("wheel", (event) => {
    if (!event.ctrlKey) return;
    event.preventDefault();
    step(event.deltaY < 0 ? 1 : -1);
  }, { passive: false });
  set(1);
  return area;
}
