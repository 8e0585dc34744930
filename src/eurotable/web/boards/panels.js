// The panels every drawn board is made of (Puerto Rico's, and the other games' after it):
// SVG panels 340 units wide (about one CSS pixel a unit on a phone), with a title, text
// that keeps to its room, and the small shared pieces (coins, VP chips, pills, the backing
// of a tap target). Their look is in panels.css; each game adds its own pieces.

import { canvas, label, s } from "./svg.js";

/** The width of every panel, in drawing units. */
export const W = 340;
/** The margin inside a panel. */
export const PAD = 8;
/** Type sizes, in drawing units: small print, body text, panel titles. */
export const SMALL = 9.5;
export const BODY = 11;
export const TITLE = 12.5;

export function html(tag, className, ...children) {
  const element = document.createElement(tag);
  element.className = className;
  element.append(...children);
  return element;
}

export function classed(className, svg) {
  svg.classList.add(className);
  return svg;
}

export function sum(values) {
  return values.reduce((a, b) => a + (b || 0), 0);
}

/** A panel: an SVG `height` units tall with a title in its corner. */
export function panel(title, height, ...children) {
  return canvas(W, height, { class: "drawing bd-panel", "aria-label": title },
    label(PAD, 13, title, { "text-anchor": "start", class: "bd-title", "font-size": TITLE }),
    ...children);
}

/** Text that must stay within `width` units: squeezed after layout if it is longer. */
export function fitted(x, y, text, width, attributes = {}) {
  return label(x, y, text, { "data-fit": width, ...attributes });
}

/** Two texts of one line, side by side in `width` units: the room each may take, shared
 * in proportion to their lengths, so that squeezed (fitted) they can never overlap. */
export function shareLine(first, second, width) {
  const total = first.length + second.length;
  const share = total ? Math.round((width * first.length) / total) : 0;
  return [share, width - share];
}

/** Up to `lines` lines of words within `width` units, centred on (x, y). */
export function wrapped(x, y, text, width, size, lines = 2) {
  const perLine = Math.max(4, Math.floor(width / (size * 0.55)));
  const rows = [];
  for (const word of String(text).split(/\s+/)) {
    const last = rows.length - 1;
    if (last >= 0 && (rows[last] + " " + word).length <= perLine) rows[last] += " " + word;
    else if (rows.length < lines) rows.push(word);
    else rows[last] += " " + word;
  }
  const top = y - ((rows.length - 1) * size * 1.15) / 2;
  return rows.map((row, i) => fitted(x, top + i * size * 1.15, row, width, { "font-size": size }));
}

/** Squeeze every text marked by fitted() that came out wider than its room. */
export function fitTexts(container) {
  for (const text of container.querySelectorAll("text[data-fit]")) {
    const room = Number(text.getAttribute("data-fit"));
    if (text.getComputedTextLength() > room) {
      text.setAttribute("textLength", room);
      text.setAttribute("lengthAdjust", "spacingAndGlyphs");
    }
  }
}

export function coin(x, y, r, value) {
  return s("g", { class: "bd-coin" },
    s("circle", { cx: x, cy: y, r }),
    label(x, y + 0.5, value, { "font-size": Math.max(SMALL, r * 1.05), class: "bd-strong" }));
}

export function vpChip(x, y, r, value) {
  const points = [0, 1, 2, 3, 4, 5].map((k) => {
    const a = (Math.PI / 3) * k + Math.PI / 6;
    return `${x + Math.cos(a) * r},${y + Math.sin(a) * r}`;
  });
  return s("g", { class: "bd-vp" },
    s("polygon", { points: points.join(" ") }),
    label(x, y + 0.5, value, { "font-size": Math.max(SMALL, r * 0.95), class: "bd-strong" }));
}

export function pillWidth(text) {
  return text.length * SMALL * 0.56 + 12;
}

/** A rounded pill with a word in it, ending at x. */
export function pill(x, y, text, className) {
  const width = pillWidth(text);
  const left = x - width;
  return s("g", { class: `bd-pill ${className}` },
    s("rect", { x: left, y: y - 9, width, height: 18, rx: 9 }),
    fitted(left + width / 2, y, text, width - 8, { "font-size": SMALL }));
}

/** A tap target's backing: a visible rounded rect at least 28 units each way. */
export function chipBack(x, y, width, height) {
  return s("rect", { x, y, width, height, rx: 5, class: "bd-chip" });
}
