// Drawing in SVG for the board modules: elements, seat tokens, targets and tooltips.
// A board draws from the observation only; it marks the legal actions of the seat to
// move with target() and explains components with tip(). The game page (table/) does
// the rest: highlighting, clicks, keyboard, prompt buttons and tooltips.

const NS = "http://www.w3.org/2000/svg";

/**
 * A new SVG element: `s("rect", {x: 0, y: 0, width: 10, height: 10, class: "tile"})`.
 * `null`/`undefined`/`false` attributes are left out; children are nodes or texts
 * (arrays are flattened, null and false skipped); texts become text nodes, never markup.
 */
export function s(tag, attributes = {}, ...children) {
  const element = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    // A style through the CSSOM: the page's policy refuses style attributes (CSP).
    if (name === "style") element.style.cssText = String(value);
    else element.setAttribute(name, value === true ? "" : String(value));
  }
  append(element, children);
  return element;
}

function append(element, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(element, child);
    else element.append(child instanceof Node ? child : String(child));
  }
}

/** An <svg> scaled to its container's width, drawn in a width × height coordinate space. */
export function canvas(width, height, attributes = {}, ...children) {
  return s("svg", { viewBox: `0 0 ${width} ${height}`, class: "drawing", role: "group", ...attributes }, ...children);
}

/** A text label; `anchor` is start, middle or end (SVG text does not follow dir="rtl"). */
export function label(x, y, text, attributes = {}) {
  return s("text", { x, y, "text-anchor": "middle", "dominant-baseline": "central", ...attributes }, text);
}

export const SEAT_SHAPES = ["circle", "square", "triangle", "diamond", "hexagon"];

/** A seat's marker: its colour and its shape (so colour is never the only clue),
 * centred on (x, y) with radius r. */
export function seatToken(seat, x, y, r, attributes = {}) {
  const style = `fill: var(--seat-${seat}); stroke: var(--seat-edge); stroke-width: ${Math.max(1, r / 6)}`;
  const common = { class: `seat-token seat-${seat}`, style, ...attributes };
  const shape = SEAT_SHAPES[seat % SEAT_SHAPES.length];
  if (shape === "circle") return s("circle", { cx: x, cy: y, r, ...common });
  if (shape === "square") return s("rect", { x: x - r * 0.85, y: y - r * 0.85, width: r * 1.7, height: r * 1.7, ...common });
  const points = {
    triangle: [[0, -1.1], [1.05, 0.8], [-1.05, 0.8]],
    diamond: [[0, -1.15], [1.05, 0], [0, 1.15], [-1.05, 0]],
    hexagon: [0, 1, 2, 3, 4, 5].map((k) => [Math.cos((Math.PI / 3) * k), Math.sin((Math.PI / 3) * k)]),
  }[shape];
  return s("polygon", { points: points.map(([dx, dy]) => `${x + dx * r},${y + dy * r}`).join(" "), ...common });
}

/**
 * Make `element` the place where the seat to move plays `action`, if that action is
 * legal now (`ctx.legal` maps each legal action's notation to its sentence): it gets
 * `data-action` and the class that highlights it. Each legal action may be placed on
 * the board once; actions a board does not place become buttons in the prompt.
 * Returns the element, for chaining.
 */
export function target(element, action, ctx) {
  if (!ctx.legal.has(action) || ctx.placed.has(action)) return element;
  ctx.placed.add(action);
  element.setAttribute("data-action", action);
  element.classList.add("target");
  return element;
}

/** `target`, and the element made a button named by the action's sentence (reached by the
 * keyboard and read by screen readers); an element that already holds an action keeps it. */
export function targetButton(element, action, ctx) {
  if (element.hasAttribute("data-action")) return element;
  target(element, action, ctx);
  if (element.getAttribute("data-action") === action) {
    element.setAttribute("role", "button");
    element.setAttribute("tabindex", "0");
    element.setAttribute("aria-label", ctx.legal.get(action));
  }
  return element;
}

/** The legal actions whose notation begins with `prefix`. */
export function legalStartingWith(ctx, prefix) {
  return [...ctx.legal.keys()].filter((action) => action.startsWith(prefix));
}

/** Say which kind of component `element` is (e.g. "piece:captain", "action:canal"): its
 * tooltip links to the rule of that kind (the game's rules reference maps kinds to
 * sections, docs/web.md: Rules at hand). Returns the element. */
export function rule(element, kind) {
  element.setAttribute("data-rule", kind);
  return element;
}

/** Explain a component on hover or long press: a title line and further lines. */
export function tip(element, title, ...lines) {
  element.setAttribute("data-tip", [title, ...lines.filter(Boolean)].join("\n"));
  return element;
}

/** Say what `element` draws: the observation's value at `path` (keys and list positions
 * joined by dots, e.g. `boards.1.doubloons`) and, for one item of a list drawn by its
 * id (a tile in a display, say), that item. The table marks the element when another
 * seat's action changes it and lets it travel (../table/recent.js). Returns the element. */
export function part(element, path, item = null) {
  element.setAttribute("data-part", path);
  if (item !== null && item !== undefined) element.setAttribute("data-item", String(item));
  return element;
}

/** Say where what `element` (named by part()) gains comes from when the action that
 * changed it took it from one of the parts at `paths` (a worker placed on an action space
 * comes from its player's hand): it then travels from the element drawing what lost it,
 * when no change of the action pairs with its own. Returns the element. */
export function takenFrom(element, ...paths) {
  element.setAttribute("data-from", paths.join(" "));
  return element;
}

/** Say that `element` (named by part()) is a piece that moves (a marker on a track, a
 * token on a score line): when its part changes it travels from where it was drawn
 * before. Returns the element. */
export function moving(element) {
  element.setAttribute("data-moves", "");
  return element;
}
