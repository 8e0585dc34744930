// The client's entry point: chooses the language (its catalog is loaded before anything is
// drawn), then shows the lobby, a game, a replay or a game's rules reference, by the
// page's path (any other path: that there is no such page).

import { watchTurns } from "./account/notify.js";
import { drawAccount } from "./account/panel.js";
import { loadSession } from "./account/session.js";
import { fill, h } from "./dom.js";
import { setUpLanguage } from "./i18n/language.js";
import { t } from "./i18n/t.js";
import { showLobby } from "./lobby/lobby.js";
import { showReplay } from "./replay/replay.js";
import { showLesson } from "./learn/lesson.js";
import { showRules } from "./rules/page.js";
import { showGame } from "./table/page.js";

const root = document.getElementById("app");
const accountPlace = document.getElementById("account");
const notificationsPlace = document.getElementById("notifications");
const tagline = document.querySelector("header .tagline");
const path = location.pathname;
const game = path.match(/^\/games\/([^/]+)\/?$/);
const replay = path.match(/^\/games\/([^/]+)\/replay\/?$/);
const lesson = path.match(/^\/learn\/([^/]+)\/?$/);
const rules = path.match(/^\/rules\/([^/]+)\/?$/);

await Promise.all([setUpLanguage(), loadSession()]);
drawAccount(accountPlace);
watchTurns(notificationsPlace, game ? decodeURIComponent(game[1]) : null);
tagline.textContent = [t("Puerto Rico"), t("Russian Railroads"), t("Shipyard")].join(" · ");
const problem = (message) =>
  fill(root, h("p", { class: "error", role: "alert" }, message), h("a", { href: "/" }, t("Back to the lobby")),
    " · ", h("a", { href: "/learn/puerto-rico", class: "learn-link" }, t("Learn to play")));
try {
  if (replay) await showReplay(root, decodeURIComponent(replay[1]));
  else if (game) await showGame(root, decodeURIComponent(game[1]));
  else if (lesson) await showLesson(root, decodeURIComponent(lesson[1]));
  else if (rules) await showRules(root, decodeURIComponent(rules[1]));
  else if (path === "/") await showLobby(root);
  else problem(t("There is no such page."));
} catch (error) {
  problem(error.message);
}
