// Zooming and panning the board: − / + / fit buttons (and Ctrl + wheel) scale the board
// inside its own scrolling frame, so the page itself never scrolls sideways.

import { h } from "../dom.js";
import { t } from "../i18n/t.js";

const STEPS = [1, 1.25, 1.5, 2, 2.5, 3];

/** A frame around `board` with zoom controls; returns the frame element. */
export function zoomable(board) {
  let step = 0;
  const frame = h("div", { class: "board-frame" }, board);
  const level = h("span", { class: "zoom-level", "aria-live": "polite" });
  const set = (next) => {
    step = Math.max(0, Math.min(STEPS.length - 1, next));
    board.style.width = `${STEPS[step] * 100}%`;
    level.textContent = `${Math.round(STEPS[step] * 100)} %`;
    frame.classList.toggle("zoomed", step > 0);
  };
  const controls = h("div", { class: "zoom", role: "group", "aria-label": t("Zoom") },
    h("button", { type: "button", "aria-label": t("Zoom out"), onclick: () => set(step - 1) }, "−"),
    level,
    h("button", { type: "button", "aria-label": t("Zoom in"), onclick: () => set(step + 1) }, "+"),
    h("button", { type: "button", onclick: () => set(0) }, t("Fit")));
  frame.addEventListener("wheel", (event) => {
    if (!event.ctrlKey) return;
    event.preventDefault();
    set(step + (event.deltaY < 0 ? 1 : -1));
  }, { passive: false });
  set(0);
  return h("div", { class: "board-area" }, controls, frame);
}
