// The chat panel beside the log: the messages this reader may read (texts shown as text,
// never as markup), a box to write in, the quick phrases, and a mute toggle per player.
// Muting is the reader's own: kept in this browser (localStorage), by seat of this game;
// a muted seat's messages are folded into a "muted" marker that shows them again.

import { fill, h } from "../dom.js";
import { t } from "../i18n/t.js";
import { PHRASES, phraseText } from "./phrases.js";
import { MAX_CHARS } from "./sending.js";

const KEPT = 200;

function mutedKey(gameId) {
  return `eurotable.muted.${gameId}`;
}

function loadMuted(gameId) {
  try {
    const seats = JSON.parse(localStorage.getItem(mutedKey(gameId)) || "[]");
    return new Set(Array.isArray(seats) ? seats.filter(Number.isInteger) : []);
  } catch {
    return new Set();
  }
}

/**
 * The panel of game `gameId`; `send` is a sender (./sending.js). Returns {element,
 * show(messages) (all readable, replacing), add(message), update(view)}.
 */
export function chatPanel(gameId, send) {
  let messages = [];
  let view = null;
  const muted = loadMuted(gameId);
  const list = h("ol", { class: "chat-lines", "aria-label": t("Chat messages"), "aria-live": "polite" });
  const input = h("input", { type: "text", class: "chat-text", maxlength: MAX_CHARS, dir: "auto", "aria-label": t("Message"), placeholder: t("Say something…") });
  const form = h("form", { class: "chat-form", onsubmit: (event) => {
    event.preventDefault();
    if (send.text(input.value)) input.value = "";
  } }, input, h("button", { type: "submit" }, t("Send")));
  const phrases = h("div", { class: "chat-phrases", role: "group", "aria-label": t("Quick phrases") },
    PHRASES.map(([id]) => h("button", { type: "button", "data-phrase": id, onclick: () => send.phrase(id) }, phraseText(id))));
  const mutes = h("div", { class: "chat-mutes" });
  const closed = h("p", { class: "chat-closed", hidden: true }, t("Spectators have no chat in this game."));
  const element = h("section", { class: "chat", "aria-label": t("Chat") }, list, closed, form, phrases, mutes);

  function saveMuted() {
    localStorage.setItem(mutedKey(gameId), JSON.stringify([...muted].sort()));
  }

  function toggle(seat) {
    if (muted.has(seat)) muted.delete(seat);
    else muted.add(seat);
    saveMuted();
    draw();
  }

  function line(message) {
    const said = message.phrase !== undefined ? phraseText(message.phrase) : message.text;
    const who = message.seat === null ? (message.name || t("Spectator")) : (view?.seats[message.seat]?.name ?? message.name);
    return h("li", { class: `chat-line chat-${message.channel}`, "data-seq": message.seq },
      message.seat === null ? null : h("span", { class: `dot seat-${message.seat}`, "aria-hidden": "true" }),
      h("b", { class: "chat-who" }, who), " ",
      h("span", { class: "chat-said", dir: "auto" }, said));
  }

  function draw() {
    const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 4;
    const items = [];
    for (const message of messages) {
      if (message.seat !== null && muted.has(message.seat)) {
        const last = items[items.length - 1];
        if (last?.muted === message.seat) last.count += 1;
        else items.push({ muted: message.seat, count: 1 });
      } else items.push(message);
    }
    fill(list, items.map((item) => item.muted === undefined ? line(item) : h("li", { class: "chat-muted" },
      h("button", { type: "button", class: "link", onclick: () => toggle(item.muted) },
        t("muted: {name} (show)", { name: view?.seats[item.muted]?.name ?? String(item.muted + 1) })))));
    if (atEnd) list.scrollTop = list.scrollHeight;
    drawMutes();
  }

  function drawMutes() {
    if (!view) return;
    const others = view.seats.map((seat, n) => [seat, n]).filter(([seat, n]) => seat.bot === null && !seat.free && !view.held.includes(n));
    fill(mutes, others.map(([seat, n]) => h("button", {
      type: "button", class: "chat-mute", "data-seat": n, "aria-pressed": String(muted.has(n)),
      onclick: () => toggle(n),
    }, muted.has(n) ? t("Unmute {name}", { name: seat.name ?? "" }) : t("Mute {name}", { name: seat.name ?? "" }))));
  }

  return {
    element,
    show(all) {
      messages = all.slice(-KEPT);
      draw();
    },
    add(message) {
      if (messages.some((known) => known.seq === message.seq)) return;
      messages = [...messages, message].sort((a, b) => a.seq - b.seq).slice(-KEPT);
      draw();
    },
    update(next) {
      const first = view === null;
      view = next;
      const writes = next.held.length > 0 || next.spectator_chat !== "none";
      form.hidden = phrases.hidden = !writes;
      closed.hidden = writes;
      if (first) draw();
      else drawMutes();
    },
  };
}
