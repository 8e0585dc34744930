// The players beside the board: each seat's colour and shape, name, what is public of its
// resources (from the board module), who is to move and who is thinking; join forms for
// free seats, seat links for the seats this browser holds and, for the host of a running
// game, a new link for a player's seat (the old one stops working: a leaked link); and
// each seat's clock, the running one counting down between pushes.

import { account } from "../account/session.js";
import { canvas, seatToken } from "../boards/svg.js";
import { copyText, fill, h } from "../dom.js";
import { t } from "../i18n/t.js";
import { lastName, seatLink } from "../net/tokens.js";

/** Draw the players of `view` into the list `element`. */
export function drawPlayers(element, view, ctx, board, { gameId, tokens, join, revoke }) {
  fill(element, view.seats.map((seat) => {
    const n = seat.seat;
    const marks = [];
    if (view.status === "running" && n === view.to_move) marks.push(h("span", { class: "mark to-move" }, t("to move")));
    if (view.thinking === n) marks.push(h("span", { class: "mark thinking" }, t("thinking…")));
    if (view.held.includes(n)) marks.push(h("span", { class: "mark you" }, t("you")));
    if (seat.resigned) marks.push(h("span", { class: "mark resigned" }, t("resigned: {bot} plays", { bot: seat.bot_label })));
    const name = seat.free ? t("Seat {n}: free", { n: n + 1 }) : seat.name;
    const facts = ctx.observation && board.seatFacts ? board.seatFacts(ctx.observation, n, ctx) : [];
    // At the end the final score (end bonuses counted) comes first, as the result says it.
    if (view.result) facts.unshift({ label: t("Final score"), value: view.result.scores[n] });
    const item = h("li", { class: `player${n === view.to_move ? " active" : ""}`, "data-seat": n },
      h("div", { class: "player-head" }, token(n), h("bdi", { class: "player-name" }, name), " ", marks, seatClock(view, n)),
      facts.length ? h("dl", { class: "facts" }, facts.map((fact) =>
        h("div", { class: "fact", "data-tip": fact.tip || null, "data-rule": fact.rule || null }, h("dt", {}, fact.label), h("dd", {}, h("bdi", {}, String(fact.value)))))) : null);
    if (seat.free) item.append(joinForm(n, join, suggestedName(view.seats)));
    const held = tokens[n];
    if (held && view.status !== "finished") {
      item.append(h("button", { type: "button", class: "link", onclick: () => copyText(seatLink(gameId, n, held), t("The seat link (whoever opens it plays this seat):")) }, t("copy seat link")));
    }
    if (revoke && view.status === "running" && !seat.free && seat.bot === null) {
      item.append(" ", h("button", { type: "button", class: "link revoke", "data-seat": n,
        onclick: () => { if (confirm(t("Give {name}'s seat a new link? The old one stops working at once.", { name: seat.name }))) revoke(n); } },
      t("new seat link")));
    }
    return item;
  }));
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A running clock is drawn red under a tenth of its control's time, or under a minute. */
const LOW_SHARE = 0.1;

/** Seat `n`'s clock, if the game has one: its time left (counting down while it runs, as
 * `tickClocks` redraws it; under a turn-based clock, a waiting seat's is what its next
 * move will have: the days per move and its bank) and whether its player is away. */
function seatClock(view, n) {
  const clock = view.clocks && view.clocks[n];
  if (!clock) return null;
  const control = view.clock;
  const total = control.kind === "live" ? control.minutes * MINUTE : (control.days + control.bank_days) * DAY;
  const next = control.kind === "turn" && !clock.running ? control.days * DAY : 0;
  const element = h("span", {
    class: `clock${clock.running ? " running" : ""}`, role: "timer", "data-seat": n,
    "data-deadline": clock.running ? clock.deadline : null,
    "data-remaining": clock.remaining_ms + next, "data-total": total,
    "data-away": JSON.stringify(clock.away),
    "aria-label": clock.running ? t("clock (running)") : t("clock"),
  });
  showClock(element, Date.now());
  ensureTicking();
  return element;
}

/** Redraw a clock element for the time `now` (milliseconds since the epoch). */
function showClock(element, now) {
  const away = JSON.parse(element.dataset.away || "[]").some(([start, end]) => Date.parse(start) <= now && now < Date.parse(end));
  const deadline = element.dataset.deadline;
  const left = deadline ? Math.max(0, Date.parse(deadline) - now) : Number(element.dataset.remaining);
  const low = Boolean(deadline) && (left < MINUTE || left < LOW_SHARE * Number(element.dataset.total));
  element.classList.toggle("low", low);
  element.classList.toggle("away", away);
  element.textContent = away ? t("{time}, away", { time: clockText(left) }) : clockText(left);
}

/** A time left as a clock shows it: days and hours, or hours, minutes and seconds. */
function clockText(ms) {
  if (ms >= DAY) return t("{days} d {hours} h", { days: Math.floor(ms / DAY), hours: Math.floor((ms % DAY) / HOUR) });
  const seconds = Math.ceil(ms / SECOND);
  const two = (n) => String(n).padStart(2, "0");
  const [hours, minutes, rest] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  return hours ? `${hours}:${two(minutes)}:${two(rest)}` : `${minutes}:${two(rest)}`;
}

let ticking = null;

/** Count the running clocks down every half second (one timer for the page). */
function ensureTicking() {
  if (ticking !== null) return;
  ticking = setInterval(() => {
    const now = Date.now();
    for (const element of document.querySelectorAll(".clock.running")) showClock(element, now);
  }, SECOND / 2);
}

function token(seat) {
  return canvas(20, 20, { class: "seat-mark", "aria-hidden": "true" }, seatToken(seat, 10, 10, 7));
}

/** The name this browser last played under, unless a seat at this table already has it
 * (the host's own, or a namesake's): the server would refuse it there. Signed in, the
 * account's name. */
function suggestedName(seats) {
  const name = account() ? account().name : lastName();
  const same = (other) => other.localeCompare(name, undefined, { sensitivity: "accent" }) === 0;
  return seats.some((seat) => !seat.free && same(seat.name)) ? "" : name;
}

function joinForm(seat, join, suggested) {
  const name = h("input", { class: "join-name", placeholder: t("your name"), value: suggested, "aria-label": t("Name for seat {n}", { n: seat + 1 }) });
  const form = h("form", { class: "join" }, name, h("button", { type: "submit" }, t("Join")));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    join(seat, name.value);
  });
  return form;
}
