// A game's websocket that comes back by itself: it says which seats this browser holds,
// receives the views the server pushes and reconnects after a drop, telling the page
// when it is down and when it is back.

import { socketUrl } from "./api.js";

const RETRY_MS = [500, 1000, 2000, 4000];

/**
 * Watch a game. `tokens()` gives the seat tokens held now; `on` has view(view),
 * error(message), down() (connection lost, retrying), up() (connected again) and
 * gone() (no such game: no retry). Returns {resend()} to send the tokens again.
 */
export function watchGame(gameId, tokens, on) {
  let socket = null;
  let failures = 0;
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
      if (message.type === "view") on.view(message.view);
      else on.error(message.message);
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
  return { resend: send };
}
