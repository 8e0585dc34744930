// Where the prompt sits, and the side column of a wide screen. On a wide screen the
// prompt, the players and the log form a column beside the board that stays in the
// window while the board scrolls (table.css makes it sticky); it is as tall as the
// window's room below its top, so the log at its bottom shows its latest lines. On a
// narrow screen the prompt sits above the board, stuck to the top of the window, and the
// players and the log follow the board.

const NARROW = "(max-width: 64rem)"; // as in table.css

/** Keep `prompt` first in `side` on a wide screen, first in `main` on a narrow one, and
 * the side column's height to the window's room. Returns a function that says whether
 * the prompt is stuck over the board (a narrow screen). */
export function arrangeColumns(prompt, main, side) {
  const narrow = matchMedia(NARROW);
  const place = () => (narrow.matches ? main : side).prepend(prompt);
  narrow.addEventListener("change", place);
  place();

  let queued = false;
  const fit = () => {
    queued = false;
    const top = Math.max(0, side.getBoundingClientRect().top);
    side.style.setProperty("--side-room", `${innerHeight - top}px`);
  };
  const refit = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(fit);
  };
  addEventListener("scroll", refit, { passive: true });
  addEventListener("resize", refit, { passive: true });
  new ResizeObserver(refit).observe(document.body); // what lies above the column changed

  return () => narrow.matches;
}
