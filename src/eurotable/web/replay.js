// Replaying a finished game step by step, in public view: a slider and previous/next.

import { get } from "./api.js";
import { boardFor } from "./boards/index.js";
import { fill, h } from "./dom.js";
import { resultTable } from "./result.js";

export async function showReplay(root, gameId) {
  const path = `/api/games/${encodeURIComponent(gameId)}`;
  const [game, record] = await Promise.all([get(path), get(`${path}/record`)]);
  const names = game.seats.map((s) => s.name);
  const total = record.actions.length;
  const slider = h("input", { type: "range", min: 0, max: total, value: 0, "aria-label": "Step" });
  const step = h("span", { class: "step" });
  const board = h("div", { class: "board" });
  const log = h("ol", { class: "log", "aria-label": "Game log" });
  const result = h("div", { class: "result-box" });
  const error = h("p", { class: "error", role: "alert", hidden: true });
  let wanted = 0;

  async function show(number) {
    wanted = Math.max(0, Math.min(total, number));
    slider.value = wanted;
    try {
      const replay = await get(`${path}/replay?step=${wanted}`);
      if (replay.step !== wanted) return;
      error.hidden = true;
      const acted = replay.action === null ? "the start" : `after action ${replay.step}: ${replay.action}`;
      step.textContent = `Step ${replay.step} of ${total} — ${acted}`;
      boardFor(game.game).render(board, replay.board, replay);
      fill(log, replay.log.map((line) => h("li", {}, line)));
      log.scrollTop = log.scrollHeight;
      fill(result, replay.result ? resultTable(replay.result, names) : null);
    } catch (failure) {
      error.textContent = failure.message;
      error.hidden = false;
    }
  }

  slider.addEventListener("input", () => show(Number(slider.value)));
  const button = (label, move) => h("button", { type: "button", onclick: () => show(move()) }, label);
  fill(root,
    h("div", { class: "game-head" },
      h("h1", {}, `${game.title} `, h("small", {}, `replay of game ${game.id}`)),
      h("p", {}, names.join(", "), ` · seed ${record.seed} · `, h("a", { href: `/games/${encodeURIComponent(gameId)}` }, "final position"))),
    error,
    h("div", { class: "replay-controls" },
      button("« First", () => 0), button("◀ Previous", () => wanted - 1), slider, button("Next ▶", () => wanted + 1), button("Last »", () => total), step),
    h("div", { class: "game" }, h("div", { class: "main" }, result, board), h("aside", { class: "side" }, h("h2", {}, "Log"), log)));
  addEventListener("keydown", (event) => {
    if (event.target instanceof HTMLInputElement) return; // the slider moves by itself
    if (event.key === "ArrowRight") show(wanted + 1);
    if (event.key === "ArrowLeft") show(wanted - 1);
  });
  await show(0);
}
