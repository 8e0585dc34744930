// Around the table (docs/web.md, "Seats that go quiet"): the time left for the seat to
// move when the game has a turn timer, the seed when the host chose it, a Resign button
// for a seat this browser holds and an Abandon button for the host (both ask for
// confirmation first), and with a turn-based clock the viewer's absence: announce one
// (1 to 14 days) or, while away, come back early.

import { fill, h } from "../dom.js";
import { formatDate, t, tb, tn } from "../i18n/t.js";

const LONGEST_ABSENCE_DAYS = 14;

let ticking = null;

/** Draw the table's controls of `view` into `element`. `resign()`, `abandon()`,
 * `away(days)` and `back()` send the requests; `host` says whether this browser holds the
 * host token. */
export function drawQuiet(element, view, { names, host, resign, abandon, away, back }) {
  const running = view.status === "running";
  const parts = [];
  if (view.seed_chosen) {
    parts.push(h("p", { class: "seed-chosen" }, tb("Seed chosen by the host: {seed}", { seed: String(view.seed) })));
  }
  const clock = h("p", { class: "turn-clock", role: "timer" });
  if (view.turn_timer) {
    parts.push(h("p", { class: "turn-timer quiet" },
      tb("Turn timer: {time}, then {bot} makes the move.",
        { time: perMove(view.turn_timer.seconds), bot: view.turn_timer.bot_label })));
    if (view.deadline && view.to_move !== null) parts.push(clock);
  }
  const buttons = [];
  const mine = view.viewer !== null && view.held.includes(view.viewer) && view.seats[view.viewer].bot === null;
  if (running && mine) {
    buttons.push(h("button", { type: "button", class: "resign", "data-command": "resign",
      onclick: () => { if (confirm(t("Resign? A bot will play your seat for the rest of the game."))) resign(); } },
    t("Resign")));
  }
  if (running && mine && view.clock && view.clock.kind === "turn") {
    parts.push(absence(view, away, back));
  }
  if (host && (running || view.status === "open")) {
    buttons.push(h("button", { type: "button", class: "abandon", "data-command": "abandon",
      onclick: () => { if (confirm(t("Abandon the game? It ends at once, without a result, for everyone."))) abandon(); } },
    t("Abandon the game")));
  }
  if (buttons.length) parts.push(h("div", { class: "quiet-buttons" }, buttons));
  fill(element, parts);
  element.hidden = parts.length === 0;

  clearInterval(ticking);
  ticking = null;
  if (clock.isConnected) {
    const deadline = new Date(view.deadline).getTime();
    const name = names[view.to_move];
    const tick = () => {
      const left = Math.max(0, deadline - Date.now());
      fill(clock, view.viewer === view.to_move && mine ? tb("Time left for your move: {time}", { time: duration(left) })
        : tb("Time left for {name}: {time}", { name, time: duration(left) }));
      clock.classList.toggle("short", left < 60_000);
    };
    tick();
    ticking = setInterval(tick, 1000);
  }
}

/** The viewer's absence under a turn-based clock: until when, and "I am back"; or the
 * days to be away and "Announce an absence". */
function absence(view, away, back) {
  const clock = view.clocks ? view.clocks[view.viewer] : null;
  const now = Date.now();
  const ends = (clock ? clock.away : []).filter(([, end]) => Date.parse(end) > now).map(([, end]) => end);
  if (ends.length) {
    const until = ends.reduce((last, end) => (Date.parse(end) > Date.parse(last) ? end : last));
    return h("div", { class: "absence" },
      h("p", {}, tb("You are away until {date}: your clock is paused.", { date: formatDate(until) })),
      h("button", { type: "button", class: "back", onclick: () => back() }, t("I am back")));
  }
  const days = h("select", { class: "absence-days", "aria-label": t("Days away") },
    Array.from({ length: LONGEST_ABSENCE_DAYS }, (_, i) =>
      h("option", { value: String(i + 1) }, tn("{n} day", "{n} days", i + 1))));
  return h("div", { class: "absence" },
    days, " ",
    h("button", { type: "button", class: "away", onclick: () => away(Number(days.value)) },
      t("Announce an absence")));
}

/** A turn timer for people: "1 day per move", "5 minutes per move" (as the lobby's). */
export function perMove(seconds) {
  if (seconds % 86400 === 0) return tn("{n} day per move", "{n} days per move", seconds / 86400);
  if (seconds % 3600 === 0) return tn("{n} hour per move", "{n} hours per move", seconds / 3600);
  if (seconds % 60 === 0) return tn("{n} minute per move", "{n} minutes per move", seconds / 60);
  return t("{time} per move", { time: duration(seconds * 1000) });
}

/** A length of time for people: "2 d 3 h", "1 h 05 min", "4:09". */
export function duration(ms) {
  const seconds = Math.ceil(ms / 1000);
  const days = Math.floor(seconds / 86400);
  const hours = Math.floor((seconds % 86400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (days > 0 && hours === 0) return t("{d} d", { d: days });
  if (days > 0) return t("{d} d {h} h", { d: days, h: hours });
  if (hours > 0) return t("{h} h {m} min", { h: hours, m: String(minutes).padStart(2, "0") });
  return `${minutes}:${String(rest).padStart(2, "0")}`;
}
