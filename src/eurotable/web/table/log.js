// The game log as the viewer may see it (lines an undo took back are struck through),
// and the "since you last looked" recap for a player coming back to the game.

import { fill, h } from "../dom.js";
import { t, tn } from "../i18n/t.js";

const RECAP_LINES = 30;

/** Draw the log lines ({text, seat, undone}) into the list `element`, keeping the view
 * at the bottom when it was there. */
export function drawLog(element, lines) {
  const atBottom = element.scrollTop + element.clientHeight >= element.scrollHeight - 4;
  fill(element, lines.map((line) =>
    h("li", { class: line.undone ? "undone" : null },
      line.seat === null ? null : h("span", { class: `dot seat-${line.seat}`, "aria-hidden": "true" }),
      line.undone ? h("del", {}, line.text) : line.text)));
  if (atBottom) element.scrollTop = element.scrollHeight;
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
