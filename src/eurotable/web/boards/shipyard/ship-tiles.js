// Shipyard's ship tiles, drawn in any box: a bow, middle or stern with its cabins, mounts
// and safety gear (or a featureless stand-in), their tooltips, and the legend of what the
// shapes on them mean. The ship display, the yard and the fleet draw them.

import { fitted, PAD, SMALL, W } from "../panels.js";
import { rule, s, tip } from "../svg.js";
import { r2 } from "./view.js";
import { kindOfTile, proposedNote } from "./words.js";

/** What a ship tile shows, in drawing order: deck places, then places in the hull. */
function features(comp) {
  const deck = [];
  const hull = [];
  const add = (list, kind, n) => {
    for (let k = 0; k < (n || 0); k++) list.push(kind);
  };
  add(deck, "black", comp.black_mounts);
  add(deck, "cannon", comp.cannon_mounts);
  add(deck, "crane", comp.crane_mounts);
  add(deck, "lifeboat", comp.lifeboats);
  add(hull, "cabin", comp.cabins);
  add(hull, "drive", comp.drive_mounts);
  add(hull, "lifebuoy", comp.lifebuoys);
  add(hull, "lantern", comp.lanterns);
  return { deck, hull };
}

export function hullPath(kind, x, y, w, h) {
  const top = y + h * 0.46;
  const keel = y + h - 3;
  if (kind === "bow") return `M${r2(x + 1)},${r2(top)} H${r2(x + w - 1)} V${r2(keel)} H${r2(x + w * 0.32)} Z`;
  if (kind === "stern") return `M${r2(x + 1)},${r2(top)} H${r2(x + w - 2)} L${r2(x + w - w * 0.14)},${r2(keel)} H${r2(x + 1)} Z`;
  return `M${r2(x + 1)},${r2(top)} H${r2(x + w - 1)} V${r2(keel)} H${r2(x + 1)} Z`;
}

function featureShape(kind, cx, cy, r) {
  switch (kind) {
    case "black": return s("rect", { x: r2(cx - r), y: r2(cy - r), width: r2(2 * r), height: r2(2 * r), rx: r2(r * 0.3), class: "sy-m-black" });
    case "cannon": return s("circle", { cx: r2(cx), cy: r2(cy), r: r2(r), class: "sy-m-cannon" });
    case "crane": return s("path", { d: `M${r2(cx)},${r2(cy - r)} L${r2(cx + r)},${r2(cy + r)} H${r2(cx - r)} Z`, class: "sy-m-crane" });
    case "lifeboat": return s("path", { d: `M${r2(cx - r * 1.2)},${r2(cy - r * 0.3)} H${r2(cx + r * 1.2)} L${r2(cx + r * 0.7)},${r2(cy + r * 0.7)} H${r2(cx - r * 0.7)} Z`, class: "sy-m-lifeboat" });
    case "cabin": return s("rect", { x: r2(cx - r * 0.9), y: r2(cy - r * 0.8), width: r2(1.8 * r), height: r2(1.6 * r), rx: r2(r * 0.25), class: "sy-m-cabin" });
    case "drive": return s("rect", { x: r2(cx - r * 0.9), y: r2(cy - r * 0.8), width: r2(1.8 * r), height: r2(1.6 * r), rx: r2(r * 0.25), class: "sy-m-drive" });
    case "lifebuoy": return s("circle", { cx: r2(cx), cy: r2(cy), r: r2(r * 0.75), class: "sy-m-lifebuoy", "stroke-width": r2(r * 0.5) });
    case "lantern": return s("path", { d: `M${r2(cx - r * 0.55)},${r2(cy - r * 0.6)} H${r2(cx + r * 0.55)} V${r2(cy + r * 0.8)} H${r2(cx - r * 0.55)} Z M${r2(cx)},${r2(cy - r * 0.6)} V${r2(cy - r)}`, class: "sy-m-lantern" });
    default: return null;
  }
}

/** A ship tile in the box (x, y, w, h): its hull by kind and its features. A stand-in is
 * a featureless hull. */
export function shipDrawing(comp, x, y, w, h) {
  const kind = comp?.kind || "middle";
  const g = s("g", { class: `sy-ship-tile kind-${kind}${comp?.virtual ? " stand-in" : ""}` },
    s("rect", { x: r2(x), y: r2(y), width: r2(w), height: r2(h), rx: 3, class: "sy-ship-back" }),
    s("path", { d: hullPath(kind, x, y, w, h), class: "sy-hull" }));
  if (!comp || comp.virtual) return g;
  const { deck, hull } = features(comp);
  const place = (items, at, room, onDeck = false) => {
    if (!items.length) return;
    const r = Math.max(2.2, Math.min(room / 2 - 1, (w - 6) / (items.length * 2.5)));
    const cy = onDeck ? at - r - 1 : at;
    const step = Math.min(r * 2.5, (w - 6) / items.length);
    const left = x + w / 2 + (kind === "bow" ? w * 0.08 : kind === "stern" ? -w * 0.05 : 0) - (step * (items.length - 1)) / 2;
    items.forEach((item, k) => g.append(featureShape(item, left + k * step, cy, r)));
  };
  place(deck, y + h * 0.46, h * 0.4, true);
  place(hull, y + h * 0.72, h * 0.44);
  return g;
}

/** A ship tile's tooltip: its kind, its text, then `extra` lines. */
export function shipTip(view, comp, ...extra) {
  const { t } = view;
  if (!comp) return [t("Ship tile"), ...extra];
  if (comp.virtual) return [t("Stand-in {kind} tile", { kind: kindOfTile(t, comp.kind).toLowerCase() }), t("Featureless, free; offered only when a kind of tile has run out"), ...extra];
  return [t("{kind} tile", { kind: kindOfTile(t, comp.kind) }), t(comp.text), ...extra, proposedNote(t, comp)];
}

/** What the shapes on ship tiles mean. */
export function drawLegend(view, y) {
  const { t } = view;
  const items = [
    ["black", t("sail or chimney")], ["cannon", t("cannon")], ["crane", t("crane")], ["lifeboat", t("lifeboat")],
    ["cabin", t("cabin")], ["drive", view.first ? t("propeller place") : t("stoker cabin")], ["lifebuoy", t("lifebuoy")], ["lantern", t("lantern")],
  ];
  const g = s("g", { class: "sy-legend" });
  const w = (W - 2 * PAD) / 4;
  items.forEach(([kind, text], k) => {
    const x = PAD + (k % 4) * w;
    const cy = y + 8 + Math.floor(k / 4) * 18;
    g.append(featureShape(kind, x + 7, cy, 5), fitted(x + 16, cy + 0.5, text, w - 18, { "text-anchor": "start", "font-size": SMALL }));
  });
  return tip(rule(g, "ship:middle"), t("Ship tiles"), t("Mounts on deck take sails and chimneys (black), cannons (blue) and cranes (green); cabins take crew; lifeboats, lifebuoys and lanterns score with officials and contracts"));
}

/** The component of a ship tile's id (a stand-in's made up from its id). */
export function tileComp(view, id) {
  if (!id) return null;
  if (id.startsWith("virtual-")) return { id, kind: id.slice(8), virtual: true };
  return view.ships[id] || { id, kind: id.startsWith("B") ? "bow" : id.startsWith("S") ? "stern" : "middle" };
}
