// Saying something: a text or a quick phrase, sent over the game's websocket (the seat
// tokens it holds choose the channel: a seat's writes to the players', else to the
// spectators'). The server checks the length and the pace and answers an error if not.

export const MAX_CHARS = 300;

/** A sender for the socket `socket` ({say(body)}): {text(value), phrase(id)}, each
 * saying whether the message was handed to the socket (an empty text is not). */
export function sender(socket) {
  return {
    text(value) {
      const text = value.trim();
      if (!text) return false;
      return socket.say({ text: text.slice(0, MAX_CHARS) });
    },
    phrase(id) {
      return socket.say({ phrase: id });
    },
  };
}
