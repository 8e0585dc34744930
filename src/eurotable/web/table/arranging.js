// An arrangement made in one step (the view's `arrangement`: its places, each with its
// circles and pieces now, the pieces in all, whether keeping is legal): the draft the
// player edits on the board, a piece at a time, by clicks or by dragging; the server
// checks each move (its refusals say why a place cannot take a piece) and plays the
// confirmed draft as the game's actions, in one request. The page knows no rule: what
// may go where is the server's answer, never the page's.

/** The pieces not placed on any place (Puerto Rico's San Juan): the `from` and `to` of
 * a move that takes a piece off the board or brings a new one. */
export const POOL = null;

let kept = null; // the draft of the view being arranged, kept while the page redraws

/**
 * The arrangement of `view` for its seat to move, or null when there is none.
 * `check(placed)` asks the server ({ok, refusals}), `confirm(placed)` plays it,
 * `redraw()` draws the page again with the draft.
 */
export function arranger(view, { check, confirm, redraw }) {
  const problem = view.arrangement;
  if (!problem || view.viewer === null || view.viewer !== view.to_move) {
    kept = null;
    return null;
  }
  const key = `${view.id} ${view.index} ${view.viewer}`;
  const fresh = kept === null || kept.key !== key;
  if (fresh) {
    kept = {
      key,
      placed: Object.fromEntries(problem.places.map((p) => [p.place, p.colonists])),
      selected: undefined, // undefined: nothing chosen; POOL or a place: the piece to move
      message: "",
      refusal: "",
      ok: false,
      pending: false,
    };
  }
  const draft = kept;
  if (fresh) ask(draft.placed).then((answer) => answer && kept === draft && settle(draft, draft.placed, answer));

  async function ask(placed) {
    try {
      return await check(placed);
    } catch (error) {
      draft.message = error.message;
      redraw();
      return null;
    }
  }

  function settle(state, placed, answer) {
    state.placed = placed;
    state.ok = answer.ok;
    state.refusal = answer.refusals.find((r) => r.place === null)?.reason || "";
    redraw();
  }

  const count = (place) => draft.placed[place] || 0;
  const waiting = () => problem.colonists - Object.values(draft.placed).reduce((a, b) => a + b, 0);
  const has = (where) => (where === POOL ? waiting() : count(where)) > 0;
  const circles = (place) => problem.places.find((p) => p.place === place)?.circles || 0;

  /** Move one piece from `from` to `to` (POOL: San Juan), if the server accepts. */
  async function move(from, to) {
    if (draft.pending || from === to || !has(from)) return;
    const placed = { ...draft.placed };
    if (from !== POOL) placed[from] -= 1;
    if (to !== POOL) placed[to] = (placed[to] || 0) + 1;
    draft.pending = true;
    const answer = await ask(placed);
    draft.pending = false;
    if (!answer || kept !== draft) return;
    const refused = answer.refusals.find((r) => r.place !== null);
    if (refused) {
      draft.message = refused.reason;
      redraw();
      return;
    }
    draft.message = "";
    if (draft.selected !== POOL || waiting() <= 1) draft.selected = undefined;
    settle(draft, placed, answer);
  }

  /** A click on a place or on San Juan (POOL): the first chooses the piece to move (a
   * click on an empty place brings one from San Juan at once), the second where it goes. */
  function choose(where) {
    if (draft.pending) return;
    const selected = draft.selected;
    if (selected !== undefined) {
      if (selected === where) {
        draft.selected = undefined;
        draft.message = "";
        redraw();
      } else {
        move(selected, where);
      }
      return;
    }
    if (where !== POOL && waiting() > 0 && count(where) < circles(where)) {
      move(POOL, where);
      return;
    }
    if (has(where)) {
      draft.selected = where;
      draft.message = "";
    }
    redraw();
  }

  return {
    problem,
    count,
    waiting,
    choose,
    move,
    /** The draft: pieces by place. */
    get placed() { return { ...draft.placed }; },
    get selected() { return draft.selected; },
    get message() { return draft.message; },
    get refusal() { return draft.refusal; },
    get ok() { return draft.ok && !draft.pending; },
    /** Play the draft (the server makes it the game's actions). */
    confirm: () => confirm({ ...draft.placed }),
    /** Back to the colonists as they stand. */
    reset() {
      kept = null;
      redraw();
    },
  };
}
