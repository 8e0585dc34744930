// The board's words: the translated names of colours, routes, tokens, cards, starting
// bonuses, pieces and bonus spaces, and the sentences made of a component's effect text
// and of a cost.

/** The names the drawing uses, each a literal t() call (the extractor finds them). */
export function words(t) {
  return {
    colour: { black: t("black"), grey: t("grey"), brown: t("brown"), natural: t("natural"), white: t("white") },
    route: { ts: t("Trans-Siberian Railroad"), stp: t("Moscow–St Petersburg"), kiev: t("Moscow–Kiev") },
    token: {
      tracks: t("Tracks token"), doublers: t("Doublers token"), industry: t("Industry token"),
      revaluation: t("Revaluation token"), "second-marker": t("Second marker token"),
      "kiev-medal": t("Kiev medal token"), card: t("'?' card token"),
    },
    card: {
      mixed: t("Mixed '?' card"), engineer: t("Engineer '?' card"), factory: t("Factory '?' card"),
      "black-worker": t("Black worker '?' card"), "locomotive-9": t("Level-9 locomotive '?' card"),
    },
    start: { black: t("Black track"), industry: t("Industry"), doubler: t("Doubler"), coin: t("Ruble") },
    piece: { worker: t("a worker"), temporary: t("a temporary worker"), black: t("the black worker"), coin: t("a ruble") },
    strip: { future: t("Coming in later rounds"), variable: t("Action spaces"), hire: t("For hire") },
    benefit: {
      "gain-grey": t("Gain the grey tracks"), "gain-brown": t("Gain the brown tracks"),
      "gain-natural": t("Gain the natural tracks"), "gain-white": t("Gain the white track (it moves 2 steps at once)"),
      "end-station": t("End station"), worker: t("A new worker"), token: t("A '?' space: use a '?' token"),
    },
    ordinal: [t("1st"), t("2nd"), t("3rd"), t("4th")],
    notch: [t("first notch"), t("second notch"), t("third notch"), t("fourth notch"), t("fifth notch")],
  };
}

/** A component's effect text, as a sentence (its first letter a capital). */
export function effectText(view, text) {
  const words = String(text || "");
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : "";
}

/** What a space or an engineer costs, in words ("Costs 2 workers + 1 ruble"). */
export function costText(view, workers, coins) {
  const { tn } = view;
  const parts = [];
  if (workers) parts.push(tn("{n} worker", "{n} workers", workers));
  if (coins) parts.push(tn("{n} ruble", "{n} rubles", coins));
  return parts.length ? view.t("Costs {cost}", { cost: parts.join(" + ") }) : "";
}
