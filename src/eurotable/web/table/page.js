// The game page: the drawn board in the middle, the prompt, the players and the log
// beside it (on a narrow screen the prompt above it, the players and the log below),
// kept up to date over the game's websocket. The page knows no rule: it
// draws what the server sends and offers exactly the legal actions the server lists.

import { boardFor } from "../boards/index.js";
import { copyText, fill, h } from "../dom.js";
import { t, tn } from "../i18n/t.js";
import { del, get, post } from "../net/api.js";
import { watchGame } from "../net/socket.js";
import { claimLink, forgetSeats, hostToken, keepToken, rememberName, seatLink, seatTokens } from "../net/tokens.js";
import { chatPanel } from "../chat/panel.js";
import { sender } from "../chat/sending.js";
import { arranger } from "./arranging.js";
import { arrangeColumns } from "./column.js";
import { resultLine, showEnding } from "./ending.js";
import { drawLog, recapper } from "./log.js";
import { notationBox } from "./notation.js";
import { drawPlayers } from "./players.js";
import { drawPrompt } from "./prompt.js";
import { drawQuiet } from "./quiet.js";
import { drawStrip, fly, markRecent, skippable, snapshot } from "./recent.js";
import { keepInSight } from "./sight.js";
import { connectTargets, markTargets } from "./targets.js";
import { installTooltips } from "./tooltip.js";
import { rulesDrawer } from "../rules/drawer.js";
import { zoomable } from "./zoom.js";

/** The socket's message for each of the page's requests (server/sockets.py). */
const SOCKET_REQUESTS = { actions: "act", undo: "undo", confirm: "confirm", arrange: "arrange" };

/** Show the game `gameId`; `lesson` (learn/lesson.js), when given, is told of every view
 * and keeps its panel at the top of the board's column. */
export async function showGame(root, gameId, lesson = null) {
  claimLink(gameId);
  const path = `/api/games/${encodeURIComponent(gameId)}`;
  const components = await get(`${path}/components`);
  // The chat says through the socket, made below (sent only once it is connected).
  const chat = chatPanel(gameId, sender({ say: (body) => socket.say(body) }));
  const ui = layout(root, chat.element);
  lesson?.attach(ui.lesson, ui.game);
  // The rules at hand (made with the first view, which names the game): the "?" of the
  // prompt opens the section of the decision (a board's decision(ctx)), a component's
  // tooltip links to its own (boards mark components with data-rule).
  let rules = null;
  const recap = recapper(ui.recap, gameId);
  const sight = keepInSight(ui.game);
  let view = null;
  let shownViewer = null;
  let checkedTokens = false;
  let busy = false;
  let online = false;
  let flights = 0;
  const tokens = () => seatTokens(gameId);

  function showError(message) {
    ui.error.textContent = message;
    ui.error.hidden = !message;
  }

  /** Send an action, an undo, an end of turn or an arrangement for one of this browser's
   * seats (by default the viewer's): over the socket, whose push brings the new view, or,
   * when the socket has just gone, by HTTP, whose answer is that seat's new view. */
  async function send(route, body, seat = view?.viewer) {
    if (busy || !online || !view) return;
    busy = true;
    ui.game.classList.add("busy");
    try {
      const asked = socket.request({ type: SOCKET_REQUESTS[route], ...body, index: view.index });
      if (asked) await asked;
      else {
        const next = await post(`${path}/${route}`, { ...body, index: view.index }, { token: tokens()[seat] });
        // At a screen holding several seats, when the answer passes the turn to another of
        // them, the socket's push (that seat's view, behind the handover) is what to show.
        const passed = view.held.includes(next.to_move) && next.to_move !== next.viewer;
        if (next.index > view.index && !passed) render(next);
      }
      showError("");
    } catch (error) {
      showError(error.message);
    } finally {
      busy = false;
      ui.game.classList.remove("busy");
    }
  }
  const play = (action) => send("actions", { action });
  // At a screen of several seats the undo may be the last player's, not the viewer's.
  const undo = () => send("undo", {}, view.undoer);
  const endTurn = () => send("confirm", {}, view.confirm);
  // An arrangement: each move checked by the server (nothing played), then played whole.
  const checkArrangement = (placed) =>
    post(`${path}/arrange`, { placed, index: view.index, check: true }, { token: tokens()[view.viewer] });
  const arrangement = {
    check: checkArrangement,
    confirm: (placed) => send("arrange", { placed }),
    redraw: () => render(view),
  };

  /** Resign the viewer's seat, abandon the game as its host, or announce or end the
   * viewer's absence (no index: none depends on the position). */
  async function command(route, options, body = undefined, method = post) {
    if (busy || !online) return;
    busy = true;
    try {
      await method(`${path}/${route}`, body, options); // the socket brings the change
      showError("");
    } catch (error) {
      showError(error.message);
    } finally {
      busy = false;
    }
  }
  const resign = () => command("resign", { token: tokens()[view.viewer] });
  const abandon = () => command("abandon", { host: hostToken(gameId) });
  const away = (days) => command("absence", { token: tokens()[view.viewer] }, { days });
  const back = () => command("absence", { token: tokens()[view.viewer] }, undefined, del);

  /** As the host, give a seat a new token (the old link stops working) and hand its
   * link on; a seat this browser held keeps the new token. */
  async function revoke(seat) {
    if (busy || !online) return;
    busy = true;
    try {
      const revoked = await post(`${path}/seats/${seat}/revoke`, undefined, { host: hostToken(gameId) });
      showError("");
      if (seat in tokens()) {
        keepToken(gameId, seat, revoked.token);
        socket.resend();
      }
      await copyText(seatLink(gameId, seat, revoked.token), t("The new seat link (whoever opens it plays this seat):"));
    } catch (error) {
      showError(error.message);
    } finally {
      busy = false;
    }
  }

  async function join(seat, name) {
    try {
      const joined = await post(`${path}/seats/${seat}`, { name });
      keepToken(gameId, seat, joined.token);
      rememberName(name);
      showError("");
      socket.resend();
    } catch (error) {
      showError(error.message);
    }
  }

  // Tokens this browser kept that the server does not know (e.g. a game deleted): forget them.
  function dropRejected(next) {
    if (checkedTokens) return;
    checkedTokens = true;
    const rejected = Object.keys(tokens()).filter((seat) => !next.held.includes(Number(seat)));
    if (rejected.length) {
      forgetSeats(gameId, rejected);
      showError(t("The seat token kept for seat {seats} was not accepted.", { seats: rejected.map((s) => Number(s) + 1).join(", ") }));
    }
  }

  function render(next) {
    if (view && next.index < view.index) return;
    const started = performance.now();
    const previous = view;
    view = next;
    ui.game.dataset.index = view.index;
    const names = view.seats.map((seat) => seat.name);
    const handover = view.held.length > 1 && view.status === "running" && shownViewer !== null && view.viewer !== shownViewer;
    if (shownViewer === null || !handover) shownViewer = view.viewer;
    drawHeader(ui, view, names, components);
    const legal = new Map(view.legal.map((entry) => [entry.action, entry.text]));
    // The actions an arrangement stands for are played through it, not one by one.
    const arranging = handover ? null : arranger(view, arrangement);
    // While the screen passes to another seat, nothing of what that seat sees is drawn
    // (its board, its facts beside the players, its log): the last player still looks.
    const ctx = {
      observation: handover ? null : view.board.observation,
      text: handover ? null : view.board.text,
      viewer: view.viewer,
      toMove: view.to_move,
      over: view.status === "finished",
      waiting: view.status === "open",
      names,
      legal: handover ? new Map() : legal,
      placed: new Set(arranging ? arranging.problem.actions : []),
      arranging,
      components,
      t,
      tn,
    };
    const board = boardFor(view.game);
    rules ??= rulesDrawer(document.body, view.game, components.edition ?? null);
    const help = () => rules.forDecision(board.decision?.(ctx) ?? null);
    let drawn = [];
    if (handover) {
      fill(ui.board, h("div", { class: "handover" },
        h("p", {}, t("Pass the screen to {name}.", { name: names[view.viewer] })),
        h("button", { class: "primary", onclick: () => { shownViewer = view.viewer; render(view); } },
          t("Show {name}'s board", { name: names[view.viewer] }))));
    } else {
      drawn = snapshot(ui.board);
      // (a move of the arrangement draws the board again: the keyboard stays on its place)
      const focused = document.activeElement?.closest?.("[data-arrange]")?.getAttribute("data-arrange");
      board.render(ui.board, ctx);
      markTargets(ui.board, legal);
      if (typeof focused === "string") ui.board.querySelector(`[data-arrange="${CSS.escape(focused)}"]`)?.focus({ preventScroll: true });
    }
    // The handover keeps the last player's Undo until the next one acts.
    drawPrompt(ui.prompt, view, ctx, { canUndo: view.undo, undo, endTurn, names, help });
    markTargets(ui.prompt, legal);
    drawQuiet(ui.quiet, view, { names, host: Boolean(hostToken(gameId)), resign, abandon, away, back });
    drawPlayers(ui.players, view, ctx, board, { gameId, tokens: tokens(), join, revoke: hostToken(gameId) ? revoke : null });
    drawLog(ui.log, handover ? [] : view.log);
    chat.update(view);
    if (!handover) {
      markRecent(ui.board, ui.log, view.recent);
      // What arrived since the last drawing moves (not what was there when the page opened).
      const seen = previous && previous.viewer === view.viewer ? previous.log.length : Infinity;
      flights += fly(ui.board, drawn, view.recent.filter((action) => action.line !== null && action.line >= seen));
      ui.game.dataset.animations = flights;
    }
    drawStrip(ui.since, handover ? { ...view, recent: [] } : view);
    ui.notation.show(handover ? [] : view.legal);
    showEnding(ui.ending, view, components, path);
    if (!handover) recap.update(view);
    sight.update(ownDecision(view, legal.size > 0 && !handover));
    lesson?.update(view);
    ui.game.dataset.renderMs = (performance.now() - started).toFixed(1);
  }

  const socket = watchGame(gameId, () => Object.values(tokens()), {
    view(next) {
      dropRejected(next);
      render(next);
    },
    error: showError,
    chat: (messages) => chat.show(messages),
    said: (message) => chat.add(message),
    up() {
      online = true;
      ui.game.classList.remove("offline");
      ui.connection.textContent = "";
      showError("");
    },
    down() {
      online = false;
      ui.game.classList.add("offline");
      ui.connection.textContent = t("Connection lost: reconnecting… (actions wait until it is back)");
    },
    gone() {
      online = false;
      showError(t("There is no such game."));
    },
  });
  connectTargets(ui.game, (action) => play(action));
  installTooltips(ui.game, {
    ruleTitle: (kind) => rules?.titleOf(kind) ?? null,
    openRule: (kind) => rules?.forComponent(kind),
  });
  skippable(ui.game);
  ui.notation.onPlay(play);
}

function layout(root, chat) {
  const board = h("div", { class: "board" });
  const ui = {
    title: h("h1", {}, t("Loading…")),
    status: h("p", { class: "status", role: "status" }),
    connection: h("p", { class: "connection", role: "alert" }),
    error: h("p", { class: "error", role: "alert", hidden: true }),
    prompt: h("section", { class: "prompt", "aria-live": "polite", "aria-label": t("What to do") }),
    quiet: h("section", { class: "table-controls", hidden: true }),
    lesson: h("section", { class: "lesson", hidden: true, "aria-live": "polite", "aria-label": t("Lesson") }),
    recap: h("section", { class: "recap", hidden: true }),
    since: h("section", { class: "since", hidden: true, "aria-label": t("Since your last move") }),
    ending: h("section", { class: "ending", hidden: true, tabindex: "-1", "aria-label": t("The end of the game") }),
    board,
    players: h("ul", { class: "players", "aria-label": t("Players") }),
    log: h("ol", { class: "log", "aria-label": t("Game log") }),
    notation: notationBox(),
  };
  const main = h("div", { class: "main" }, ui.lesson, ui.quiet, ui.ending, ui.recap, ui.since);
  const side = h("aside", { class: "side" },
    h("h2", {}, t("Players")), ui.players,
    h("h2", {}, t("Log")), ui.log,
    h("h2", {}, t("Chat")), chat,
    ui.notation.element);
  const stuckOverBoard = arrangeColumns(ui.prompt, main, side);
  main.append(zoomable(board, () => (stuckOverBoard() ? ui.prompt.offsetHeight : 0)));
  ui.game = h("div", { class: "game" }, main, side);
  fill(root, h("div", { class: "game-head" }, ui.title, ui.status, ui.connection), ui.error, ui.game);
  return ui;
}

/** The decision this screen's player faces (the view's index), or null when it is not
 * theirs to make (or not shown yet: the screen is being passed to them). */
function ownDecision(view, shown) {
  return shown && view.viewer !== null && view.viewer === view.to_move && view.status === "running" ? view.index : null;
}

function drawHeader(ui, view, names, components) {
  const mine = view.viewer !== null && view.viewer === view.to_move && view.status === "running" && view.legal.length > 0;
  const over = view.result ? `${resultLine(view.result, names, components.solo_results || [])} · ` : "";
  document.title = `${mine ? `● ${t("Your turn")} · ` : ""}${over}${t(view.title)} · eurotable`;
  fill(ui.title, t(view.title), " ", h("small", {}, t("game {id}", { id: view.id })));
  const parts = [];
  if (view.status === "finished") {
    parts.push(tn("Game over after {n} action.", "Game over after {n} actions.", view.index), " ");
    parts.push(h("a", { href: `/games/${encodeURIComponent(view.id)}/replay` }, t("Replay it")), " · ");
    parts.push(h("a", { href: `/api/games/${encodeURIComponent(view.id)}/record`, download: `${view.game}-${view.seed}.json` }, t("the record")));
  } else if (view.status === "abandoned") {
    parts.push(tn("The host abandoned the game after {n} entry.", "The host abandoned the game after {n} entries.", view.index), " ");
    parts.push(h("a", { href: `/api/games/${encodeURIComponent(view.id)}/record`, download: `${view.game}-${view.seed}.json` }, t("the record")));
  } else if (view.viewer === null) {
    parts.push(t("You are watching."));
    if (view.status === "open") parts.push(" ", h("a", { href: "/learn/puerto-rico", class: "learn-link" }, t("Learn to play")));
  } else {
    parts.push(t("You play {name}.", { name: names[view.viewer] }));
  }
  fill(ui.status, parts);
}
