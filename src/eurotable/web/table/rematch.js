// The rematch at the end of a game: a player of it (or its host) asks for one (the same
// seats, options and pacing, a new seed) and goes there; once it exists everyone is shown
// the way to it, to take their seat again.

import { fill, h } from "../dom.js";
import { t } from "../i18n/t.js";
import { post } from "../net/api.js";
import { hostToken, keepHostToken, keepToken, seatTokens } from "../net/tokens.js";

const gamePage = (id) => `/games/${encodeURIComponent(id)}`;

/** Fill `element` with the rematch of the finished game `view`: its link once it exists
 * ("Join the rematch", or "Open the rematch" where this browser has a seat in it), else a
 * Rematch button for a seat holder or the host; nothing for a spectator. */
export function drawRematch(element, view) {
  if (view.rematch) {
    const mine = Object.keys(seatTokens(view.rematch)).length > 0;
    fill(element, h("a", { class: "button primary", href: gamePage(view.rematch), "data-rematch": view.rematch },
      mine ? t("Open the rematch") : t("Join the rematch")));
    return;
  }
  const host = hostToken(view.id);
  if (!view.held.length && !host) {
    fill(element);
    return;
  }
  const error = h("span", { class: "error", role: "alert", hidden: true });
  const button = h("button", { type: "button", class: "primary", onclick: () => ask(view, host, button, error) }, t("Rematch"));
  fill(element, button, " ", h("small", { class: "quiet" }, t("The same seats and options, a new deal.")), " ", error);
}

async function ask(view, host, button, error) {
  button.disabled = true;
  try {
    const created = await post(`/api/games/${encodeURIComponent(view.id)}/rematch`,
      { tokens: Object.values(seatTokens(view.id)) }, { host });
    for (const [seat, token] of Object.entries(created.tokens)) keepToken(created.id, seat, token);
    keepHostToken(created.id, created.host_token);
    location.assign(gamePage(created.id));
  } catch (failure) {
    // Made meanwhile by another player: go there, to take the seat again.
    if (failure.answer?.rematch) location.assign(gamePage(failure.answer.rematch));
    else {
      error.textContent = failure.message;
      error.hidden = false;
    }
    button.disabled = false;
  }
}
