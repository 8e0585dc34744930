// The new game's pacing (docs/web.md, "Pacing and the grace"): how long a bot waits after
// a player passes it the turn, the player's Undo still offered, and how far apart the
// bots' moves land, so that a person can follow them. Games of bots only are not paced.

import { h } from "../dom.js";
import { t, tn } from "../i18n/t.js";

/** The graces offered, in seconds (the server takes 0 to 60, or "confirm"). */
const GRACES = [0, 3, 10, 30, "confirm"];
/** The bots' paces offered, in milliseconds between moves (the server takes 0 to 5000). */
const PACES = [0, 700, 1500];

/** The two fields, with `defaults` ({bot_ms, grace}) from the server's catalog chosen. */
export function pacingField(defaults, field) {
  const grace = h("select", { id: "new-game-grace", name: "grace", "aria-describedby": "new-game-grace-help" },
    GRACES.map((value) => h("option", { value, selected: value === defaults.grace }, graceLabel(value))));
  const pace = h("select", { id: "new-game-pace", name: "bot_ms" },
    PACES.map((value) => h("option", { value, selected: value === defaults.bot_ms }, paceLabel(value))));
  return {
    element: h("div", { class: "pacing-fields" },
      field(t("Before a bot answers you"), grace,
        h("small", { id: "new-game-grace-help" }, t("Time to take back a misclick with Undo, or to end your turn at once."))),
      field(t("Bots' moves"), pace)),
    read: () => ({ bot_ms: Number(pace.value), grace: grace.value === "confirm" ? "confirm" : Number(grace.value) }),
  };
}

function graceLabel(value) {
  if (value === "confirm") return t("it waits until you end your turn");
  if (value === 0) return t("it answers at once (no Undo)");
  return tn("it waits {n} second", "it waits {n} seconds", value);
}

function paceLabel(ms) {
  if (ms === 0) return t("at once");
  return t("{seconds} s apart", { seconds: (ms / 1000).toLocaleString(document.documentElement.lang || undefined) });
}
