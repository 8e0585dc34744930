// A lesson (/learn/NAME): a real game on the server made from the lesson's file, shown by
// the game page with the lesson's panel above the board. The panel says the step's words,
// highlights what to click, explains a wrong click instead of sending it and waits for
// "Next" where a step only explains. Where the learner is comes from the game itself
// (GET /api/lessons/NAME?game=ID: the learner's actions in its log), so a reload or another
// visit goes on from the same step; the game's id is kept in localStorage.

import { fill, h } from "../dom.js";
import { t } from "../i18n/t.js";
import { get, post } from "../net/api.js";
import { keepToken, lastName, seatTokens } from "../net/tokens.js";
import { showGame } from "../table/page.js";

const KEY = "eurotable.lessons";

/** What this browser keeps of each lesson: {NAME: {game, read}} (`read`: the "Next"
 * steps read up to, an index of the lesson's steps). */
function kept() {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) || "{}");
    return saved && typeof saved === "object" ? saved : {};
  } catch {
    return {};
  }
}

function keep(name, entry) {
  const all = kept();
  if (entry === null) delete all[name];
  else all[name] = entry;
  localStorage.setItem(KEY, JSON.stringify(all));
}

/** The lesson's game this browser plays, if it still exists and holds its seat; else a
 * new one. */
async function lessonGame(name) {
  const mine = kept()[name];
  if (mine && seatTokens(mine.game)) {
    try {
      const said = await get(`/api/lessons/${encodeURIComponent(name)}?game=${encodeURIComponent(mine.game)}`);
      if (String(said.seat) in seatTokens(mine.game)) return { game: mine.game, read: mine.read || 0, said };
    } catch {
      // the game is gone (a new database) or is not this lesson's: start again
    }
  }
  const created = await post("/api/games", { lesson: name, name: lastName() || t("You") });
  const said = await get(`/api/lessons/${encodeURIComponent(name)}?game=${encodeURIComponent(created.id)}`);
  keepToken(created.id, said.seat, created.tokens[String(said.seat)]);
  keep(name, { game: created.id, read: 0 });
  return { game: created.id, read: 0, said };
}

export async function showLesson(root, name) {
  const { game, read, said } = await lessonGame(name);
  history.replaceState(null, "", `/learn/${encodeURIComponent(name)}`);
  await showGame(root, game, lessonPanel(name, game, read, said));
}

/** The panel of the lesson `said` (its steps in the page's language, `at` where the
 * learner is) for the game `game`: `attach` places it, `update` follows each view. */
function lessonPanel(name, game, read, said) {
  const steps = said.steps;
  let at = said.at;
  let readUpTo = read;
  let view = null;
  let place = null;
  let scrolledFor = null;
  let asked = null;
  let explained = "";
  const progressUrl = `/api/lessons/${encodeURIComponent(name)}?game=${encodeURIComponent(game)}`;

  /** The step shown: the first not done, past the "Next" steps already read (never past
   * the next step that waits for an action). */
  function current() {
    let step = at.step;
    while (step < readUpTo && step < steps.length && !acts(steps[step])) step += 1;
    return step;
  }

  const acts = (step) => step.free || step.expect.length > 0;
  const learnersTurn = () => view && view.status === "running" && view.viewer === said.seat && view.to_move === said.seat;

  function next() {
    readUpTo = current() + 1;
    keep(name, { game, read: readUpTo });
    explained = "";
    draw();
  }

  function restart() {
    keep(name, null);
    location.reload();
  }

  function draw() {
    if (!place) return;
    place.hidden = false;
    const index = current();
    const step = steps[index];
    const parts = [h("p", { class: "lesson-title" }, h("strong", {}, said.title),
      " ", h("small", {}, t("step {n} of {total}", { n: Math.min(index + 1, steps.length), total: steps.length })))];
    if (!at.on_track && index < steps.length) {
      parts.push(h("p", { class: "lesson-say" }, t("The game has gone its own way, so the lesson stops guiding you here. Play on freely: the bots go on with you.")));
      parts.push(h("button", { type: "button", onclick: restart }, t("Start the lesson again")));
    } else if (index >= steps.length) {
      parts.push(h("p", { class: "lesson-say" }, steps[steps.length - 1].say));
      parts.push(h("p", {}, h("a", { href: "/" }, t("Back to the lobby")), " · ",
        h("button", { type: "button", class: "link", onclick: restart }, t("Start the lesson again"))));
    } else {
      parts.push(h("p", { class: "lesson-say", "data-step": step.id }, step.say));
      if (explained) parts.push(h("p", { class: "lesson-wrong", role: "alert" }, explained));
      if (!acts(step)) {
        const last = index === steps.length - 1;
        parts.push(h("button", { type: "button", class: "primary lesson-next", onclick: next }, last ? t("Finish the lesson") : t("Next")));
      } else if (!learnersTurn() && view?.status === "running") {
        parts.push(h("p", { class: "lesson-wait" }, t("The bots are playing…")));
      }
    }
    fill(place, ...parts);
    highlight(at.on_track && index < steps.length ? step : null, index);
  }

  /** Outline what the step points at (a target, or an area of the board) and bring it
   * into view once per step. */
  function highlight(step, index) {
    for (const old of document.querySelectorAll(".lesson-point")) old.classList.remove("lesson-point");
    if (!step) return;
    const found = [];
    if (step.point && learnersTurn()) found.push(...document.querySelectorAll(`[data-action="${CSS.escape(step.point)}"]`));
    if (step.area && (!acts(step) || learnersTurn())) {
      try {
        found.push(...document.querySelectorAll(`.board ${step.area}`));
      } catch {
        // a selector this browser does not know: nothing outlined
      }
    }
    for (const element of found) element.classList.add("lesson-point");
    const key = `${index}:${learnersTurn()}`;
    if (found.length && scrolledFor !== key) {
      scrolledFor = key;
      const reduced = matchMedia("(prefers-reduced-motion: reduce)").matches;
      found[0].scrollIntoView({ block: "center", inline: "nearest", behavior: reduced ? "auto" : "smooth" });
    }
  }

  /** Where the learner is, asked again after each change of the game's log. */
  async function follow(index) {
    if (asked === index) return;
    asked = index;
    try {
      const fresh = await get(progressUrl);
      if (asked !== index) return;
      if (fresh.at.step !== at.step) explained = "";
      at = fresh.at;
      draw();
    } catch {
      // the panel keeps its step until the next change
    }
  }

  /** A click (or Enter / Space) on a target the step does not want: explained, not played. */
  function intercept(event) {
    if (event.type === "keydown" && event.key !== "Enter" && event.key !== " ") return;
    const element = event.target.closest?.("[data-action]");
    if (!element || !learnersTurn() || !at.on_track) return;
    const index = current();
    if (index >= steps.length) return;
    const step = steps[index];
    const action = element.getAttribute("data-action");
    if (step.free || step.expect.includes(action)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    explained = acts(step)
      ? step.wrong[action] || step.otherwise || t("Not this one: follow the highlighted place.")
      : t("First read the lesson's tip, then press Next.");
    draw();
  }

  return {
    attach(element, gameElement) {
      place = element;
      gameElement.addEventListener("click", intercept, true);
      gameElement.addEventListener("keydown", intercept, true);
      draw();
    },
    update(next) {
      view = next;
      draw();
      follow(next.index);
    },
  };
}
