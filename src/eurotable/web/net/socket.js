// A game's websocket that comes back by itself: it says which seats this browser holds,
// receives the view the server pushes and then what changed (server/pushes.py: an
// "update" sets values at paths of the view and replaces its log from line `log_from`
// on), and reconnects after a drop, telling the page when it is down and when it is back.

import { t } from "../i18n/t.js";
import { socketUrl } from "./api.js";

const RETRY_MS = [500, 1000, 2000, 4000];

/**
 * Watch a game. `tokens()` gives the seat tokens held now; `on` has view(view),
 * error(message), down() (connection lost, retrying), up() (connected again) and
 * gone() (no such game: no retry), and for the chat chat(messages) (the newest readable
 * ones, replacing what was shown) and said(message). Returns {resend()} to send the
 * tokens again, {say(body)} to say a chat message (false when not connected) and
 * {request(body)} to act, undo, end the turn or arrange over the socket (server/sockets.py):
 * a promise settled once the server has answered and the view it pushed is in (rejected
 * with the server's message), or null when the socket is not open.
 */
export function watchGame(gameId, tokens, on) {
  let socket = null;
  let failures = 0;
  let view = null;
  let pending = null; // the request awaiting its answer and its view: {index, answered, resolve, reject}
  const settle = () => {
    if (pending && pending.answered && view && view.index > pending.index) {
      pending.resolve();
      pending = null;
    }
  };
  const fail = (message) => {
    if (!pending) return false;
    pending.reject(new Error(message));
    pending = null;
    return true;
  };
  const send = () => {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ tokens: tokens() }));
  };
  const connect = () => {
    socket = new WebSocket(socketUrl(gameId));
    socket.addEventListener("open", () => {
      failures = 0;
      send();
      on.up();
    });
    socket.addEventListener("message", (event) => {
      const message = JSON.parse(event.data);
      if (message.chat) on.chat(message.chat);
      if (message.type === "chat") {
        on.said(message.message);
        return;
      }
      if (message.type === "chat_history") {
        on.chat(message.messages);
        return;
      }
      if (message.type === "said") return;
      if (ANSWERS.has(message.type)) {
        if (pending) pending.answered = true;
        settle();
        return;
      }
      if (message.type === "view") view = message.view;
      else if (message.type === "update" && view) view = followed(view, message);
      else {
        if (!fail(message.message)) on.error(message.message);
        return;
      }
      on.view(view);
      settle();
    });
    socket.addEventListener("close", (event) => {
      fail(event.code === 4404 ? t("There is no such game.") : t("The connection was lost before the server answered: once it is back, the table shows whether the move was made."));
      if (event.code === 4404) {
        on.gone();
        return;
      }
      on.down();
      setTimeout(connect, RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]);
      failures += 1;
    });
  };
  connect();
  const say = (body) => {
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify({ type: "chat", ...body }));
    return true;
  };
  const request = (body) => {
    if (pending || !socket || socket.readyState !== WebSocket.OPEN) return null;
    return new Promise((resolve, reject) => {
      pending = { index: body.index, answered: false, resolve, reject };
      socket.send(JSON.stringify(body));
    });
  };
  return { resend: send, say, request };
}

/** The answers of a request that was carried out (an error answers "error"). */
const ANSWERS = new Set(["acted", "undone", "confirmed", "arranged"]);

/** The view after an update (the previous view is left as it was: copies along each path). */
function followed(view, message) {
  let next = { ...view, log: [...view.log.slice(0, message.log_from), ...message.log] };
  for (const [path, value] of message.patch) next = replaced(next, path, value);
  return next;
}

function replaced(tree, path, value) {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = Array.isArray(tree) ? [...tree] : { ...tree };
  copy[head] = replaced(tree[head], rest, value);
  return copy;
}
