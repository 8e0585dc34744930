// The game log as the viewer may see it (lines an undo took back are struck through),
// and the "since you last looked" recap for a player coming back to the game.

import { fill, h } from "../dom.js";
import { t, tn } from "../i18n/t.js";

const RECAP_LINES = 30;

/** Draw the log lines ({text, seat, undone}) into the list `element`, keeping its last
 * line in sight unless the reader scrolled up to read older ones. */
export function drawLog(element, lines) {
  follow(element);
  fill(element, lines.map((line) =>
    h("li", { class: line.undone ? "undone" : null },
      line.seat === null ? null : h("span", { class: `dot seat-${line.seat}`, "aria-hidden": "true" }),
      line.undone ? h("del", {}, line.text) : line.text)));
  toEnd(element);
}

// Each log's following: whether it keeps its end in sight, and where it last put it. The
// reader's scrolling decides (up: stop; back to the end: follow again), not the box's
// size, which changes with what is drawn around it (the prompt, the players above it).
const following = new WeakMap();

function follow(element) {
  if (following.has(element)) return;
  const state = { on: true, top: 0 };
  following.set(element, state);
  element.addEventListener("scroll", () => {
    const atEnd = element.scrollTop + element.clientHeight >= element.scrollHeight - 4;
    state.on = atEnd || (state.on && element.scrollTop >= state.top - 1);
  }, { passive: true });
  new ResizeObserver(() => toEnd(element)).observe(element);
}

function toEnd(element) {
  const state = following.get(element);
  if (!state.on) return;
  element.scrollTop = element.scrollHeight;
  state.top = element.scrollTop;
}

/**
 * The recap: when the viewer comes back (a new visit, or the tab shown again), the log
 * lines they have not seen yet. Remembers per game and seat how many lines were seen.
 * Returns {update(view)}, to call after every view.
 */
export function recapper(element, gameId) {
  let view = null;
  let firstVisit = true;
  let seenWhileAway = null;
  const key = () => `eurotable.seen.${gameId}.${view.viewer ?? "watch"}`;
  const stored = () => {
    const value = Number(localStorage.getItem(key()));
    return Number.isFinite(value) && localStorage.getItem(key()) !== null ? value : null;
  };
  const show = (since) => {
    const fresh = view.log.slice(since).filter((line) => !line.undone);
    if (!fresh.length) return;
    fill(element,
      h("h2", {}, tn("Since you last looked: {n} new entry", "Since you last looked: {n} new entries", fresh.length)),
      h("ol", { class: "recap-lines" }, fresh.slice(-RECAP_LINES).map((line) => h("li", {}, line.text))),
      h("button", { type: "button", onclick: () => { element.hidden = true; } }, t("Got it")));
    element.hidden = false;
  };
  document.addEventListener("visibilitychange", () => {
    if (!view) return;
    if (document.visibilityState === "hidden") seenWhileAway = view.log.length;
    else if (seenWhileAway !== null && view.log.length > seenWhileAway) show(seenWhileAway);
  });
  return {
    update(next) {
      view = next;
      if (firstVisit) {
        firstVisit = false;
        const seen = stored();
        if (seen !== null && seen < view.log.length) show(seen);
      }
      if (document.visibilityState !== "hidden") localStorage.setItem(key(), String(view.log.length));
    },
  };
}
