// A game's websocket that comes back by itself: it says which seats this browser holds,
// receives the view the server pushes and then what changed (server/pushes.py: an
// "update" sets values at paths of the view and replaces its log from line `log_from`
// on), and reconnects after a drop, telling the page when it is down and when it is back.

import { socketUrl } from "./api.js";

const RETRY_MS = [500, 1000, 2000, 4000];

/**
 * Watch a game. `tokens()` gives the seat tokens held now; `on` has view(view),
 * error(message), down() (connection lost, retrying), up() (connected again) and
 * gone() (no such game: no retry), and for the chat chat(messages) (the newest readable
 * ones, replacing what was shown) and said(message). Returns {resend()} to send the
 * tokens again and {say(body)} to say a chat message (false when not connected).
 */
export function watchGame(gameId, tokens, on) {
  let socket = null;
  let failures = 0;
  let view = null;
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
      if (message.type === "view") view = message.view;
      else if (message.type === "update" && view) view = followed(view, message);
      else {
        on.error(message.message);
        return;
      }
      on.view(view);
    });
    socket.addEventListener("close", (event) => {
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
  return { resend: send, say };
}

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
