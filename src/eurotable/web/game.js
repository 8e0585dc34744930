// A game page: the board as this browser's seat sees it (or as a spectator), the legal
// actions, the log and the seats, kept up to date over the game's websocket.

import { actionPanel } from "./actions.js";
import { post, socketUrl } from "./api.js";
import { boardFor } from "./boards/index.js";
import { fill, h } from "./dom.js";
import { resultTable } from "./result.js";
import { claimLink, forgetSeats, keepToken, lastName, rememberName, seatLink, seatTokens } from "./tokens.js";

const RECONNECT_MS = 1000;

export async function showGame(root, gameId) {
  claimLink(gameId);
  const ui = layout(root, (text) => play(text));
  let view = null;
  let shownViewer = null;
  let socket = null;
  let checkedTokens = false;

  const tokens = () => seatTokens(gameId);
  const sendTokens = () => {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ tokens: Object.values(tokens()) }));
  };

  function showError(message) {
    ui.error.textContent = message;
    ui.error.hidden = !message;
  }

  async function play(text) {
    const token = tokens()[view.viewer];
    try {
      const next = await post(`/api/games/${encodeURIComponent(gameId)}/actions`, { action: text, index: view.index }, { token });
      showError("");
      ui.actions.clearTyped();
      // The answer is the acting seat's view; a pushed view of the same moment (for every
      // seat held here) may have come first: that one wins.
      if (!view || next.index > view.index) render(next);
    } catch (error) {
      showError(error.message);
    }
  }

  async function join(seat, name) {
    try {
      const joined = await post(`/api/games/${encodeURIComponent(gameId)}/seats/${seat}`, { name });
      keepToken(gameId, seat, joined.token);
      rememberName(name);
      showError("");
      sendTokens();
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
      showError(`The seat token kept for seat ${rejected.map((s) => Number(s) + 1).join(", ")} was not accepted.`);
    }
  }

  function render(next) {
    if (view && next.index < view.index) return;
    view = next;
    ui.game.dataset.index = view.index;
    const handover = view.held.length > 1 && view.status === "running" && shownViewer !== null && view.viewer !== shownViewer;
    if (shownViewer === null || !handover) shownViewer = view.viewer;
    drawHeader(ui, view);
    drawSeats(ui, view, gameId, tokens(), join);
    if (handover) {
      const name = view.seats[view.viewer].name;
      fill(ui.board, h("div", { class: "handover" },
        h("p", {}, `Pass the screen to ${name}.`),
        h("button", { class: "primary", onclick: () => { shownViewer = view.viewer; render(view); } }, `Show ${name}'s board`)));
      ui.actions.element.hidden = true;
      fill(ui.log);
      return;
    }
    boardFor(view.game).render(ui.board, view.board, view);
    ui.actions.element.hidden = view.held.length === 0 || view.status !== "running";
    ui.actions.show(view.legal, view.legal.length > 0);
    drawLog(ui.log, view.log);
    fill(ui.result, view.result ? resultTable(view.result, view.seats.map((s) => s.name)) : null);
  }

  function connect() {
    socket = new WebSocket(socketUrl(gameId));
    socket.addEventListener("open", () => {
      ui.connection.textContent = "";
      sendTokens();
    });
    socket.addEventListener("message", (event) => {
      const message = JSON.parse(event.data);
      if (message.type === "view") {
        dropRejected(message.view);
        render(message.view);
      } else {
        showError(message.message);
      }
    });
    socket.addEventListener("close", (event) => {
      if (event.code === 4404) {
        showError("There is no such game.");
        return;
      }
      ui.connection.textContent = "Connection lost; reconnecting…";
      setTimeout(connect, RECONNECT_MS);
    });
  }
  connect();
}

function layout(root, play) {
  const ui = {
    title: h("h1", {}, "Loading…"),
    status: h("p", { class: "status" }),
    connection: h("p", { class: "connection", role: "status" }),
    error: h("p", { class: "error", role: "alert", hidden: true }),
    seats: h("ul", { class: "seats" }),
    board: h("div", { class: "board" }),
    actions: actionPanel(play),
    log: h("ol", { class: "log", "aria-label": "Game log" }),
    result: h("div", { class: "result-box" }),
  };
  ui.game = h("div", { class: "game" },
    h("div", { class: "main" }, ui.result, ui.board),
    h("aside", { class: "side" }, ui.actions.element, h("h2", {}, "Players"), ui.seats, h("h2", {}, "Log"), ui.log));
  fill(root, h("div", { class: "game-head" }, ui.title, ui.status, ui.connection), ui.error, ui.game);
  return ui;
}

function drawHeader(ui, view) {
  document.title = `${view.title} · eurotable`;
  fill(ui.title, view.title, h("small", {}, ` game ${view.id}`));
  const name = (seat) => view.seats[seat].name;
  let status;
  if (view.status === "open") status = "Waiting for players to join.";
  else if (view.status === "finished") {
    status = [`Game over after ${view.index} actions (seed ${view.seed}). `,
      h("a", { href: `/games/${encodeURIComponent(view.id)}/replay` }, "Replay it"), " · ",
      h("a", { href: `/api/games/${encodeURIComponent(view.id)}/record`, download: `${view.game}-${view.seed}.json` }, "record")];
  } else if (view.viewer !== null && view.viewer === view.to_move) status = h("strong", {}, `Your turn, ${name(view.to_move)}.`);
  else status = `${name(view.to_move)} to move${view.thinking ? " (thinking…)" : ""}.`;
  const seen = view.viewer === null ? "You are watching." : `You see ${name(view.viewer)}'s view.`;
  fill(ui.status, status, " ", h("span", { class: "quiet" }, seen));
}

function drawSeats(ui, view, gameId, tokens, join) {
  fill(ui.seats, view.seats.map((seat) => {
    const marks = [];
    if (seat.seat === view.to_move && view.status === "running") marks.push(h("span", { class: "mark to-move" }, "to move"));
    if (view.held.includes(seat.seat)) marks.push(h("span", { class: "mark you" }, "you"));
    const label = seat.bot ? `${seat.name}` : seat.free ? `Seat ${seat.seat + 1}: free` : seat.name;
    const item = h("li", { class: "seat", "data-seat": seat.seat }, label, " ", marks);
    if (seat.free) item.append(" ", joinForm(seat.seat, join));
    const token = tokens[seat.seat];
    if (token && view.status !== "finished") {
      item.append(" ", h("button", { type: "button", class: "link", onclick: () => copyLink(gameId, seat.seat, token) }, "copy seat link"));
    }
    return item;
  }));
}

function joinForm(seat, join) {
  const name = h("input", { class: "join-name", placeholder: "your name", value: lastName(), "aria-label": `Name for seat ${seat + 1}` });
  const form = h("form", { class: "join" }, name, h("button", { type: "submit" }, "Join"));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    join(seat, name.value);
  });
  return form;
}

async function copyLink(gameId, seat, token) {
  const link = seatLink(gameId, seat, token);
  try {
    await navigator.clipboard.writeText(link);
  } catch {
    prompt("The seat link (whoever opens it plays this seat):", link);
  }
}

function drawLog(list, lines) {
  const atBottom = list.scrollTop + list.clientHeight >= list.scrollHeight - 4;
  fill(list, lines.map((line) => h("li", {}, line)));
  if (atBottom) list.scrollTop = list.scrollHeight;
}
