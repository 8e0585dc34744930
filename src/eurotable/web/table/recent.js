// See every move: what the other seats did since the viewer last acted, on the board of
// any game. The server lists those actions in `view.recent`, each with its log line and
// the parts of the viewer's observation it changed (paths such as `boards.1.doubloons`).
// A board names what each element draws with `data-part="<path>"` (and, for an item of a
// list, `data-item="<id>"`: see part() in ../boards/svg.js); this module, knowing no game:
// - marks every element an action changed, and the action's log line, with
//   `data-recent="<line>"` until the viewer acts again;
// - lists the actions in the "since your last move" strip above the board;
// - lets what moved travel from where it was to where it went (at most 600 ms; a click
//   skips it; none under prefers-reduced-motion), and counts the flights it starts in
//   `data-animations` of the page (a hook for tests). A board may say where a part's gain
//   comes from when no change pairs with it (`data-from`) and which parts are pieces that
//   move along a track (`data-moves`): see takenFrom() and moving() in ../boards/svg.js.

import { fill, h } from "../dom.js";
import { t, tn } from "../i18n/t.js";

const FLIGHT_MS = 600;
const STRIP_LINES = 3;

/** Whether a change at `path` concerns an element drawing `part` (and `item`, for an item
 * of a list: one that came, or with `side` "removed", one that went). */
function touches(change, part, item, side = "added") {
  const { path } = change;
  const inside = path === part || path.startsWith(`${part}.`);
  if (!inside && !part.startsWith(`${path}.`)) return false;
  // An item of a list drawn by its id: where items came and went (a list that gained or
  // lost some, a place whose item was replaced), the element marks only if its item came
  // (whether it names the list or one place in it).
  if (item === null || !(change.added || change.removed)) return true;
  return (change[side] || []).some((value) => String(idOf(value)) === item);
}

/** What names an item of a list: its `id` if it has one (a laid tile `{id, x, y}`), else
 * itself (`data-item` holds it as a string). */
function idOf(value) {
  return value !== null && typeof value === "object" && "id" in value ? value.id : value;
}

/** Whether a gained and a lost value are the same item: equal, or of one id; a number or
 * a yes/no says what something is, not which thing, so never matches. */
function sameItem(gained, lost) {
  const key = (value) => (typeof value === "number" || typeof value === "boolean" ? null : JSON.stringify(idOf(value)));
  const k = key(gained);
  return k !== null && k === key(lost);
}

function partsOf(root) {
  return [...root.querySelectorAll("[data-part]")].map((element) => ({
    element,
    part: element.getAttribute("data-part"),
    item: element.getAttribute("data-item"),
  }));
}

/** Where the drawn parts of `board` are now, to fly from once it is drawn again. */
export function snapshot(board) {
  return partsOf(board).map(({ element, part, item }) => ({ part, item, box: element.getBoundingClientRect() }));
}

/**
 * Mark on `board` and in the `log` list what each of `recent` changed (the latest
 * action wins where several touched one element). An action the log has no line for
 * (a step the log sums up when it is done, as one colonist of an arrangement) marks what
 * it changed with the next line of the same seat.
 */
export function markRecent(board, log, recent) {
  const parts = partsOf(board);
  recent.forEach((action, n) => {
    const line = action.line ?? recent.slice(n + 1).find((later) => later.seat === action.seat && later.line !== null)?.line;
    if (line === undefined) return;
    for (const { element, part, item } of parts) {
      if (action.changes.some((change) => touches(change, part, item))) element.setAttribute("data-recent", line);
    }
    log.children[line]?.setAttribute("data-recent", line);
  });
}

/** The "since your last move" strip: one line per action (the seat's mark and the log's
 * words), the latest few shown, the rest behind "Show all". */
export function drawStrip(strip, view) {
  const lines = view.recent.filter((action) => action.line !== null && view.log[action.line]);
  strip.hidden = lines.length === 0 || view.status !== "running";
  if (strip.hidden) {
    strip.replaceChildren();
    return;
  }
  const open = strip.classList.contains("open");
  const shown = open ? lines : lines.slice(-STRIP_LINES);
  const items = shown.map((action) =>
    h("li", { "data-recent": action.line, onmouseenter: () => spotlight(action.line, true), onmouseleave: () => spotlight(action.line, false) },
      action.seat === null ? null : h("span", { class: `dot seat-${action.seat}`, "aria-hidden": "true" }),
      view.log[action.line].text));
  const more = lines.length - shown.length;
  fill(strip,
    h("h2", {}, t("Since your last move")),
    h("ol", {}, items),
    more > 0 || open
      ? h("button", { type: "button", class: "link", onclick: () => { strip.classList.toggle("open"); drawStrip(strip, view); } },
        open ? t("Show fewer") : tn("Show {n} more", "Show {n} more", more))
      : null);
}

/** Light up, or stop lighting, every element an action changed. */
function spotlight(line, on) {
  for (const element of document.querySelectorAll(`.board [data-recent="${line}"]`)) element.classList.toggle("spotlit", on);
}

/**
 * Animate on `board` (marked already: markRecent) what the actions of `fresh` changed:
 * an element that gained what another lost flies in from where that one was (`before`,
 * the snapshot of the drawing before), any other pulses where it is. An element inside
 * one that moves moves with it. Returns how many animations it started.
 */
export function fly(board, before, fresh) {
  if (!fresh.length || matchMedia("(prefers-reduced-motion: reduce)").matches) return 0;
  let started = 0;
  // What went in this action or an earlier one of `fresh` (a tile taken from the display
  // by one action and put in a yard by the next), the latest first.
  const lost = [];
  for (const action of fresh) {
    lost.unshift(...action.changes.filter((c) => c.delta < 0 || c.removed).reverse());
    const gains = action.changes.filter((c) => c.delta > 0 || c.added);
    const marked = [...board.querySelectorAll(`[data-recent="${action.line}"]`)];
    for (const element of marked) {
      if (marked.some((other) => other !== element && other.contains(element))) continue;
      const part = element.getAttribute("data-part");
      const item = element.getAttribute("data-item");
      const gain = gains.find((change) => touches(change, part, item));
      const source = (gain && origin(gain, lost, before)) || declaredSource(element, action.changes, before);
      started += source ? travel(element, source.box) : pulse(element);
    }
  }
  return started;
}

/** Where the board says `element` came from (svg.js: takenFrom, moving): the element
 * drawing the part named by its `data-from` that one of `changes` took from, or, for a
 * piece that moves (`data-moves`), the same piece where it was drawn before. */
function declaredSource(element, changes, before) {
  const from = (element.getAttribute("data-from") || "").split(" ").filter(Boolean);
  const loss = changes.find((c) => (c.delta < 0 || (c.removed && !c.added)) && from.some((path) => touches(c, path, null)));
  if (loss) return mostSpecific(before, loss, "removed");
  if (!element.hasAttribute("data-moves")) return null;
  const part = element.getAttribute("data-part");
  const item = element.getAttribute("data-item");
  return before.find((entry) => entry.part === part && entry.item === item) || null;
}

/** Where what `gain` brought was drawn before: the element of the latest loss drawn then
 * that gave away the same item (a replaced value gives away the old one), else the
 * element of a loss that drew that item by its `data-item` (a card of a display whose
 * place holds more than the card), else a number that fell by as much at a path ending
 * like the gain's (`goods_supply.corn` → `boards.0.goods.corn`). */
function origin(gain, lost, before) {
  const last = (path) => path.slice(path.lastIndexOf(".") + 1);
  const gained = (gain.added || []).map((value) => String(idOf(value)));
  const same = (loss) => (gain.added || []).some((value) => (loss.removed || []).some((old) => sameItem(value, old)))
    && mostSpecific(before, loss, "removed");
  const named = (loss) => before.find((entry) => entry.item !== null && gained.includes(entry.item) && touches(loss, entry.part, null));
  const counted = (loss) => gain.delta > 0 && loss.delta === -gain.delta && last(loss.path) === last(gain.path) && mostSpecific(before, loss);
  for (const drawn of [same, named, counted]) {
    for (const loss of lost) {
      const found = drawn(loss);
      if (found) return found;
    }
  }
  return null;
}

/** The element drawing the deepest part that `change` concerns (from a list of parts
 * with their element or box; `side` as for touches). */
function mostSpecific(parts, change, side) {
  let best = null;
  for (const entry of parts) {
    if (!touches(change, entry.part, entry.item, side)) continue;
    if (!best || entry.part.length > best.part.length) best = entry;
  }
  return best;
}

function travel(element, from) {
  const to = element.getBoundingClientRect();
  const dx = from.left + from.width / 2 - (to.left + to.width / 2);
  const dy = from.top + from.height / 2 - (to.top + to.height / 2);
  if (Math.abs(dx) < 1 && Math.abs(dy) < 1) return pulse(element);
  // An SVG element moves in its drawing's units; an HTML one in pixels.
  const scale = element instanceof SVGElement ? element.ownerSVGElement?.getScreenCTM()?.a || 1 : 1;
  element.classList.add("in-flight");
  const flight = element.animate(
    [{ transform: `translate(${dx / scale}px, ${dy / scale}px)` }, { transform: "translate(0, 0)" }],
    { duration: FLIGHT_MS, easing: "ease-out" });
  flight.finished.catch(() => {}).then(() => element.classList.remove("in-flight"));
  return 1;
}

function pulse(element) {
  element.animate([{ opacity: 0.25 }, { opacity: 1 }], { duration: FLIGHT_MS, easing: "ease-out" });
  return 1;
}

/** A click anywhere on the page finishes the flights in `root` at once. */
export function skippable(root) {
  document.addEventListener("pointerdown", () => {
    for (const animation of root.getAnimations({ subtree: true })) {
      if (animation instanceof CSSAnimation) continue; // the targets' glow is no flight
      animation.finish();
    }
  }, { capture: true });
}
