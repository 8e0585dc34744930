// Which board module draws which game. A game without a drawing of its own shows its
// text board (text.js) until it has one.
//
// A board module exports:
//   render(container, ctx)        draw the board into `container` (replacing what was there)
//   seatFacts(observation, seat, ctx) → [{label, value, tip?, rule?}]   (optional) the
//                                 public resources of a seat, for the players panel (rule:
//                                 a component kind, as data-rule)
//   decision(ctx) → string|null   (optional) the kind of decision the seat to move faces,
//                                 which the game's rules reference (GET /api/rules/GAME)
//                                 maps to a section: the prompt's "?" opens it
// `ctx` holds: observation (the viewer's, or the public one; null for a spectator of a
// solo game), text (the board as text), viewer (the seat this page plays, which the
// boards call "you", or null; a board seen through a seat's eyes, such as a replay's, is
// drawn from the observation's seat), toMove, over (the game has ended), waiting (the
// game waits for players: nobody is to move yet), names (by seat), legal (Map notation →
// sentence: the actions of the seat to move, empty unless this page decides), placed (the
// actions already given a place: target() in svg.js keeps it), components (the game's
// component data from the server), t and tn (translation). A board marks every legal action it has a natural place for
// with target(element, action, ctx) and explains components with tip() (and names their
// kind with rule(), so that the tooltip links to the rules reference); it never knows
// a rule: what it may offer is exactly ctx.legal.

import * as puertoRico from "./puerto-rico/index.js";
import * as russianRailroads from "./russian-railroads/index.js";
import * as shipyard from "./shipyard/index.js";
import * as text from "./text.js";

const BOARDS = { "puerto-rico": puertoRico, "russian-railroads": russianRailroads, shipyard };

/** The board module of a game. */
export function boardFor(game) {
  return BOARDS[game] || text;
}
