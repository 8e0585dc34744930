// The prompt: what the seat to move must decide, in words, and the buttons for the legal
// actions that have no place on the drawn board (pass, keep, decline…), plus undo and,
// while a bot waits a grace before it answers this browser's player, "End turn" and how
// long the bot still waits; while the game waits for players, the way to invite them or
// to take a free seat. Its "?" opens the rules of the decision beside the table.

import { copyText, fill, h } from "../dom.js";
import { t, tb, tn } from "../i18n/t.js";
import { gameLink } from "../net/tokens.js";
import { boardTargets, bringIntoSight } from "./sight.js";

const FILTER_FROM = 12;

/** Draw the prompt of `view` into `element`; buttons carry data-action like board targets. */
export function drawPrompt(element, view, ctx, { canUndo, undo, endTurn, names, help }) {
  const line = h("p", { class: "prompt-line" }, promptLine(view, names));
  const helpButton = h("button", { type: "button", class: "rules-help", onclick: help, "aria-label": t("The rules of this decision"), "data-tip": t("The rules of this decision") }, "?");
  const offBoard = [...ctx.legal].filter(([action]) => !ctx.placed.has(action));
  // What ends the decision early (pass, done, decline…: the server says which) comes
  // last, plainly drawn, and asks for a second press when it gives up several others.
  const ends = new Set(view.legal.filter((entry) => entry.ends).map((entry) => entry.action));
  const others = ctx.legal.size - 1;
  const button = ([action, text]) => h("button", {
    type: "button",
    class: ends.has(action) ? "act ends" : "act",
    "data-action": action,
    "data-tip": action,
    "data-confirm": ends.has(action) && others > 1 ? t("Press again to confirm: {action}", { action: text }) : null,
  }, text);
  const buttons = [
    ...offBoard.filter(([action]) => !ends.has(action)).map(button),
    ...offBoard.filter(([action]) => ends.has(action)).map(button),
  ];
  if (ctx.placed.size > 0) {
    // The places to act may lie out of sight: one press brings the nearest there (the
    // button shows only then, its arrow pointing their way: sight.js).
    buttons.push(h("button", { type: "button", class: "link show-targets", hidden: true, onclick: showTargets }, t("Show on the board")));
  }
  buttons.push(...invitation(view));
  const row = h("div", { class: "prompt-actions" }, buttons);
  const parts = [helpButton, line];
  if (ctx.arranging) parts.push(arrangementBar(ctx.arranging));
  if (buttons.length >= FILTER_FROM) parts.push(filterFor(row, element));
  parts.push(row);
  const takeBack = [];
  if (canUndo) {
    takeBack.push(h("button", { type: "button", class: "undo", "data-command": "undo", onclick: undo, "data-tip": t("Take back your last action (possible until another player acts or something hidden is revealed)") }, `↶ ${t("Undo")}`));
  }
  if (view.confirm !== null && view.confirm !== undefined) {
    takeBack.push(h("button", { type: "button", class: "end-turn", "data-command": "confirm", onclick: endTurn, "data-tip": t("End your turn: the next player answers at once, and your actions can no longer be taken back") }, t("End turn")));
  }
  stopGraceClock();
  if (view.grace && view.held.includes(view.grace.seat)) takeBack.push(graceNote(view.grace));
  if (takeBack.length) parts.push(h("div", { class: "prompt-undo" }, takeBack));
  element.classList.toggle("mine", view.viewer !== null && view.viewer === view.to_move && view.status === "running" && view.legal.length > 0);
  fill(element, expander(element), parts);
  row.hidden = buttons.length === 0;
  // (measured once drawn: the "More" button shows only when the prompt does not fit)
  requestAnimationFrame(() => element.classList.toggle("overflowing", element.scrollHeight > element.clientHeight + 1));
}

let expanded = false;
/** "More ▾" / "Less ▴": opens the prompt beyond the fifth of a phone's screen it keeps to
 * (the choice is kept while the prompt is drawn again). */
function expander(element) {
  element.classList.toggle("expanded", expanded);
  const label = () => (expanded ? `${t("Less")} ▴` : `${t("More")} ▾`);
  const button = h("button", { type: "button", class: "link prompt-expand", "aria-expanded": String(expanded) }, label());
  button.addEventListener("click", () => {
    expanded = !expanded;
    element.classList.toggle("expanded", expanded);
    button.setAttribute("aria-expanded", String(expanded));
    button.textContent = label();
  });
  return button;
}

let graceClock = null;
function stopGraceClock() {
  if (graceClock !== null) clearInterval(graceClock);
  graceClock = null;
}

/** How long the next player (a bot) still waits before it answers: a countdown, or that
 * it waits until the player ends the turn. */
function graceNote(grace) {
  if (grace.until === null) return h("span", { class: "grace" }, t("The next player waits until you end your turn."));
  const note = h("span", { class: "grace", role: "timer" });
  const until = Date.parse(grace.until);
  const tick = () => {
    const left = Math.max(0, Math.ceil((until - Date.now()) / 1000));
    note.textContent = tn("The next player answers in {n} second.", "The next player answers in {n} seconds.", left);
    if (left === 0) stopGraceClock();
  };
  tick();
  graceClock = setInterval(tick, 250);
  return note;
}

/** While the seat arranges its pieces on the board: Confirm and Start again, then one
 * line: why the server refused the last move, else why it refuses the arrangement as it
 * stands, else what to do next. */
function arrangementBar(arranging) {
  const confirm = h("button", { type: "button", class: "primary arrange-confirm", onclick: arranging.confirm, disabled: !arranging.ok }, `✓ ${t("Confirm the arrangement")}`);
  const reset = h("button", { type: "button", class: "link arrange-reset", onclick: arranging.reset }, t("Start again"));
  let line;
  if (arranging.message) line = h("span", { class: "arrange-refused", role: "alert" }, arranging.message);
  else if (arranging.selected !== undefined) line = h("span", { class: "arrange-hint" }, t("Now click where it goes (click it again to cancel)."));
  else if (arranging.refusal) line = h("span", { class: "arrange-why" }, arranging.refusal);
  else line = h("span", { class: "arrange-hint" }, t("Click a piece, then where it goes (or drag it); then confirm."));
  return h("div", { class: "arrange-bar", "data-placed": JSON.stringify(arranging.placed) }, confirm, reset, line);
}

function showTargets() {
  const { nearest } = boardTargets(document);
  if (!nearest) return;
  bringIntoSight(nearest);
  nearest.focus({ preventScroll: true });
}

/** While the game waits for players: a button that copies the game's link to send to
 * friends (never a seat link: it would give away the seat), and for a visitor without a
 * seat, a way down to the free seats' join forms, which sit with the players, below the
 * board on a phone. */
function invitation(view) {
  if (view.status !== "open") return [];
  const copy = h("button", { type: "button", class: "invite" }, t("Copy the game's link for friends"));
  copy.addEventListener("click", async () => {
    const copied = await copyText(gameLink(view.id), t("The game's link (whoever opens it can take a free seat):"));
    if (copied) copy.textContent = t("Link copied: send it to your friends");
  });
  if (view.held.length > 0) return [copy];
  return [h("button", { type: "button", class: "link take-seat", onclick: showJoinForm }, `${t("Take a free seat")} ↓`), copy];
}

function showJoinForm() {
  const form = document.querySelector(".players form.join");
  form?.scrollIntoView({ behavior: "smooth", block: "center" });
  form?.querySelector("input")?.focus({ preventScroll: true });
}

function promptLine(view, names) {
  if (view.status === "open") return t("Waiting for players to join.");
  if (view.status === "finished") return t("The game is over.");
  if (view.status === "abandoned") return t("The host abandoned the game: it ends without a result.");
  // (no legal actions for the seat to move: a bot plays it, its player resigned or late)
  if (view.viewer !== null && view.viewer === view.to_move && view.legal.length > 0) {
    return [h("strong", {}, t("Your turn:")), " ", view.prompt, "."];
  }
  // During a grace the bot has not begun: it is next, not deciding.
  if (view.grace) return [...tb("{name} is next:", { name: names[view.to_move] }), " ", view.prompt, "."];
  const thinking = view.thinking !== null && view.thinking === view.to_move;
  return [
    ...tb("{name} is deciding:", { name: names[view.to_move] }), " ", view.prompt, ".",
    thinking ? h("span", { class: "thinking" }, ` ${t("(thinking…)")}`) : null,
  ];
}

// A filter for long lists of buttons (games whose board is still text); it survives updates.
let filterText = "";
function filterFor(row) {
  const input = h("input", { type: "search", class: "filter", placeholder: t("filter actions"), "aria-label": t("Filter actions"), value: filterText });
  const apply = () => {
    filterText = input.value;
    const needle = filterText.trim().toLowerCase();
    for (const button of row.children) button.hidden = needle !== "" && !button.textContent.toLowerCase().includes(needle);
  };
  input.addEventListener("input", apply);
  queueMicrotask(apply);
  return input;
}
