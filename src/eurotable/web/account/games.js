// "My games" in the lobby: the signed-in account's games on every device, those where it
// is the player's turn first (the server orders them), each with its seat and a link.

import { h } from "../dom.js";
import { t, tn } from "../i18n/t.js";
import { get } from "../net/api.js";
import { account } from "./session.js";

/** The account's games, or [] for a guest. */
export async function myGames() {
  return account() ? get("/api/me/games") : [];
}

/** The "My games" section for these games (null when there are none). */
export function myGamesSection(games) {
  if (!account() || !games.length) return null;
  return h("section", { class: "games mine", "aria-labelledby": "my-games-title" },
    h("h2", { id: "my-games-title" }, t("My games")),
    h("ul", {}, games.map(myGame)));
}

function myGame(game) {
  const link = h("a", { href: `/games/${encodeURIComponent(game.id)}` },
    game.status === "running" ? t("Play") : game.status === "open" ? t("Open") : t("Final position"));
  const state = game.your_turn
    ? h("strong", { class: "your-turn" }, t("Your turn"))
    : h("span", { class: "quiet" }, statusWord(game.status));
  const seatName = game.seats[game.seat] ? game.seats[game.seat].name : "";
  const outcome = game.result ? [" · ", h("span", { class: "outcome" }, outcomeWords(game))] : [];
  return h("li", { class: game.your_turn ? "your-turn" : null },
    h("strong", {}, h("bdi", {}, t(game.title))), " ",
    h("span", { class: "quiet" }, tn("{n} player", "{n} players", game.players)), " · ",
    state, ...outcome, " · ", h("span", { class: "quiet" }, t("as {name}", { name: seatName })), " ",
    h("span", { class: "game-links" }, link));
}

/** A finished game's result for the seat played: its score alone, else who won. */
function outcomeWords(game) {
  const { winners, scores } = game.result;
  if (game.players === 1) return t("{n} VP", { n: scores[game.seat] });
  if (winners.includes(game.seat)) return t("You won with {n} VP", { n: scores[game.seat] });
  const names = winners.map((seat) => game.seats[seat].name).join(" & ");
  return t("Won by {names} with {n} VP", { names, n: scores[winners[0]] });
}

function statusWord(status) {
  if (status === "open") return t("waiting for players");
  if (status === "running") return t("running");
  if (status === "abandoned") return t("abandoned");
  return t("finished");
}
