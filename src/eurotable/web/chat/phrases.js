// The quick phrases: said by id (server/chat.py's PHRASES), shown to each reader in the
// reader's language, for players without a common one.

import { N_, t } from "../i18n/t.js";

export const PHRASES = [
  ["good_luck", N_("Good luck")],
  ["well_played", N_("Well played")],
  ["thanks", N_("Thanks")],
  ["sorry_misclick", N_("Sorry, misclick")],
  ["back_in_a_minute", N_("Back in a minute")],
];

const BY_ID = new Map(PHRASES);

/** A phrase id in the reader's language (an unknown id as it is). */
export function phraseText(id) {
  return BY_ID.has(id) ? t(BY_ID.get(id)) : id;
}
