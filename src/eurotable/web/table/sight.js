// Keeping the decision in sight: where the places to act lie from what the player sees
// (the window, less the prompt stuck over the board on a narrow screen, and the board's
// frame when it is zoomed), bringing the nearest into view when the player's turn comes
// or the decision changes with all of them out of sight, and the prompt's "Show on the
// board" pointing the right way.

import { t } from "../i18n/t.js";

// (the places of an arrangement being made count: table/arranging.js)
const BOARD_TARGETS = ".board [data-action], .board [data-arrange]";
// How long after the player scrolled by hand the page leaves the scrolling to them.
const QUIET_MS = 1500;
const SCROLL_KEYS = new Set(["PageUp", "PageDown", "ArrowUp", "ArrowDown", "Home", "End"]);

/** Bring `element` to the middle of the view, smoothly unless the player asked for less
 * motion (and only the board's frame and the page scroll: never sideways). */
export function bringIntoSight(element) {
  const behavior = matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
  element.scrollIntoView({ behavior, block: "center", inline: "nearest" });
}

/** The nearest board target and where it is: "seen" (its middle is in sight), "above",
 * "below", "aside" (beside the view in a zoomed frame) or "none" (no target on the board). */
export function boardTargets(root) {
  const area = seenArea(root);
  let place = { where: "none", nearest: null };
  let best = Infinity;
  for (const element of root.querySelectorAll(BOARD_TARGETS)) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    const x = (box.left + box.right) / 2;
    const y = (box.top + box.bottom) / 2;
    const dx = Math.max(area.left - x, 0, x - area.right);
    const dy = Math.max(area.top - y, 0, y - area.bottom);
    if (dx === 0 && dy === 0) return { where: "seen", nearest: element };
    const distance = Math.hypot(dx, dy);
    if (distance < best) {
      best = distance;
      place = { where: dy === 0 ? "aside" : y < area.top ? "above" : "below", nearest: element };
    }
  }
  return place;
}

/** The part of the window where the board can be seen. */
function seenArea(root) {
  const area = { top: 0, bottom: innerHeight, left: 0, right: document.documentElement.clientWidth };
  const stuck = root.querySelector(".main > .prompt");
  if (stuck) area.top = stuck.getBoundingClientRect().bottom;
  const frame = root.querySelector(".board-frame")?.getBoundingClientRect();
  if (frame) {
    area.top = Math.max(area.top, frame.top);
    area.bottom = Math.min(area.bottom, frame.bottom);
    area.left = Math.max(area.left, frame.left);
    area.right = Math.min(area.right, frame.right);
  }
  return area;
}

/** Point the prompt's "Show on the board" button (if drawn) to the nearest target, or
 * hide it while one is in sight. */
function aim(root) {
  const button = root.querySelector(".show-targets");
  if (!button) return;
  const { where } = boardTargets(root);
  button.hidden = where === "seen" || where === "none";
  const arrow = { above: " ↑", below: " ↓" }[where] || "";
  button.textContent = `${t("Show on the board")}${arrow}`;
}

/**
 * Watch the page `root` for the decision: returns {update(decision)}, to call after every
 * render with the decision shown (its index while this screen's player must decide, else
 * null). A new decision whose targets are all out of sight brings the nearest into view,
 * unless the player has just scrolled by hand; the prompt's button follows the scrolling.
 */
export function keepInSight(root) {
  let shown = null;
  let scrolledByHand = -Infinity;
  const byHand = () => { scrolledByHand = performance.now(); };
  addEventListener("wheel", byHand, { passive: true });
  addEventListener("touchmove", byHand, { passive: true });
  addEventListener("keydown", (event) => { if (SCROLL_KEYS.has(event.key)) byHand(); });
  let queued = false;
  const reaim = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => { queued = false; aim(root); });
  };
  // (capture: the board's frame scrolls too, and its scroll events do not bubble)
  addEventListener("scroll", reaim, { passive: true, capture: true });
  addEventListener("resize", reaim, { passive: true });
  return {
    update(decision) {
      const fresh = decision !== null && decision !== shown;
      shown = decision;
      requestAnimationFrame(() => {
        const place = boardTargets(root);
        if (fresh && place.nearest && place.where !== "seen" && performance.now() - scrolledByHand > QUIET_MS) {
          bringIntoSight(place.nearest);
        }
        aim(root);
      });
    },
  };
}
