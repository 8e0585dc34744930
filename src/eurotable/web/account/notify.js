// Telling a signed-in player it is their turn while any page of the site is open: the
// page asks for the account's games now and then, and a game that has just become the
// player's turn is announced by the browser's Notification API (when the player allowed
// it) unless that game's own page is the one in view. The lobby's tab title counts the
// games waiting for the player.

import { h } from "../dom.js";
import { t } from "../i18n/t.js";
import { account, onSessionChange } from "./session.js";
import { myGames } from "./games.js";

const EVERY_MS = 10_000;
let waiting = null; // ids of the games where it was the player's turn at the last look
let timer = null;

/** Start looking (on every page), and keep the corner's "Turn on notifications" button
 * in `place` (shown while the browser has not been asked yet). */
export function watchTurns(place, onPage = null) {
  const look = () => lookNow(onPage).catch(() => {});
  const start = () => {
    clearInterval(timer);
    waiting = null;
    if (!account()) return;
    look();
    timer = setInterval(look, EVERY_MS);
  };
  onSessionChange(() => { start(); drawAsk(place); });
  start();
  drawAsk(place);
}

async function lookNow(onPage) {
  const games = await myGames();
  const now = new Set(games.filter((game) => game.your_turn).map((game) => game.id));
  if (waiting !== null) {
    for (const game of games) {
      if (!now.has(game.id) || waiting.has(game.id)) continue;
      if (game.id === onPage && !document.hidden) continue; // its page says so already
      announce(game);
    }
  }
  waiting = now;
  if (onPage === null) document.title = `${now.size ? `(${now.size}) ` : ""}eurotable`;
}

function announce(game) {
  if (!("Notification" in window) || Notification.permission !== "granted") return;
  const note = new Notification(t("Your turn"), { body: t(game.title), tag: `turn-${game.id}` });
  note.addEventListener("click", () => {
    window.focus();
    location.assign(`/games/${encodeURIComponent(game.id)}`);
  });
}

function drawAsk(place) {
  if (!place) return;
  place.replaceChildren();
  if (!account() || !("Notification" in window) || Notification.permission !== "default") return;
  place.append(h("button", {
    type: "button",
    class: "link",
    onclick: async () => {
      await Notification.requestPermission();
      drawAsk(place);
    },
  }, t("Turn on notifications")));
}
