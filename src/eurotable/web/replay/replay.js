// Replaying a finished game step by step on its drawn board, through the eyes of a
// spectator or of any seat (the game is over: its secrets are no longer secret). A game
// still being played has no replay yet (its secrets are still secret): the page says so
// and links back to the game.

import { boardFor } from "../boards/index.js";
import { fill, h } from "../dom.js";
import { t, tn } from "../i18n/t.js";
import { get } from "../net/api.js";
import { seatTokens } from "../net/tokens.js";
import { resultTable } from "../table/ending.js";
import { drawLog } from "../table/log.js";
import { installTooltips } from "../table/tooltip.js";
import { zoomable } from "../table/zoom.js";

export async function showReplay(root, gameId) {
  const path = `/api/games/${encodeURIComponent(gameId)}`;
  const [game, components] = await Promise.all([get(path), get(`${path}/components`)]);
  if (game.status !== "finished") {
    notYet(root, game);
    return;
  }
  const names = game.seats.map((s) => s.name);
  const total = game.index;
  const slider = h("input", { type: "range", min: 0, max: total, value: 0, "aria-label": t("Step") });
  const eyes = h("select", { "aria-label": t("Whose eyes") },
    game.players > 1 ? h("option", { value: "" }, t("a spectator")) : null,
    names.map((name, seat) => h("option", { value: seat }, t("{name}'s eyes", { name }))));
  const step = h("span", { class: "step", "aria-live": "polite" });
  const board = h("div", { class: "board" });
  const log = h("ol", { class: "log", "aria-label": t("Game log") });
  const result = h("div", { class: "result-box" });
  const error = h("p", { class: "error", role: "alert", hidden: true });
  let wanted = 0;
  let asked = 0; // the requests made: only the answer to the latest is drawn

  async function show(number) {
    wanted = Math.max(0, Math.min(total, number));
    slider.value = wanted;
    const seat = eyes.value === "" ? "" : `&seat=${eyes.value}`;
    const request = ++asked;
    try {
      const replay = await get(`${path}/replay?step=${wanted}${seat}`);
      if (request !== asked) return; // a later step or other eyes were asked for meanwhile
      error.hidden = true;
      // The step in words: its first log line (an entry hidden from these eyes has none).
      const said = wanted === 0 ? t("the start") : replay.said[0] || t("a move these eyes do not see");
      fill(step, tn("Step {n} of {total}", "Step {n} of {total}", wanted, { total }), ": ", h("bdi", {}, said));
      boardFor(game.game).render(board, {
        observation: replay.board.observation,
        text: replay.board.text,
        // "you" only if this browser played the seat whose eyes are chosen
        viewer: replay.viewer !== null && replay.viewer in seatTokens(gameId) ? replay.viewer : null,
        toMove: replay.to_move,
        over: replay.result !== null,
        names,
        legal: new Map(),
        placed: new Set(),
        components,
        t,
        tn,
      });
      board.dataset.step = wanted;
      drawLog(log, replay.log);
      fill(result, replay.result ? resultTable(replay.result, names, components.score_categories || {}) : null);
    } catch (failure) {
      if (request !== asked) return;
      error.textContent = failure.message;
      error.hidden = false;
    }
  }

  const button = (text, target) => h("button", { type: "button", onclick: () => show(target()) }, text);
  slider.addEventListener("input", () => show(Number(slider.value)));
  eyes.addEventListener("change", () => show(wanted));
  const page = h("div", { class: "game replay" },
    h("div", { class: "main" }, result, zoomable(board)),
    h("aside", { class: "side" }, h("h2", {}, t("Log")), log));
  fill(root,
    h("div", { class: "game-head" }, h("h1", {}, t("Replay of {title}", { title: t(game.title) }), " ", h("small", {}, t("game {id}", { id: gameId })))),
    error,
    h("div", { class: "replay-controls" },
      button(`« ${t("First")}`, () => 0), button(`◀ ${t("Previous")}`, () => wanted - 1), slider,
      button(`${t("Next")} ▶`, () => wanted + 1), button(`${t("Last")} »`, () => total), eyes, step),
    page);
  installTooltips(page);
  addEventListener("keydown", (event) => {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
    if (event.key === "ArrowRight") show(wanted + 1);
    if (event.key === "ArrowLeft") show(wanted - 1);
    if (event.key === "Home") show(0);
    if (event.key === "End") show(total);
  });
  await show(0);
}

/** Why a game that is not finished has no replay, with the way back to it. */
function notYet(root, game) {
  const why = game.status === "abandoned"
    ? t("The host abandoned this game: it has no replay (its record can still be downloaded).")
    : t("This game is still being played: its replay opens once it is over, when no secret of it is left to keep.");
  fill(root,
    h("div", { class: "game-head" }, h("h1", {}, t("Replay of {title}", { title: t(game.title) }), " ", h("small", {}, t("game {id}", { id: game.id })))),
    h("p", { class: "not-yet", role: "status" }, why),
    h("p", {}, h("a", { href: `/games/${encodeURIComponent(game.id)}` }, t("Back to the game")), " · ", h("a", { href: "/" }, t("Back to the lobby"))));
}
