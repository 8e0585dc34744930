// The players beside the board: each seat's colour and shape, name, what is public of its
// resources (from the board module), who is to move and who is thinking; join forms for
// free seats, seat links for the seats this browser holds and, for the host of a running
// game, a new link for a player's seat (the old one stops working: a leaked link).

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
      h("div", { class: "player-head" }, token(n), h("bdi", { class: "player-name" }, name), " ", marks),
      facts.length ? h("dl", { class: "facts" }, facts.map((fact) =>
        h("div", { class: "fact", "data-tip": fact.tip || null }, h("dt", {}, fact.label), h("dd", {}, h("bdi", {}, String(fact.value)))))) : null);
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
