// The account this browser is signed in to, if any. The session itself is an HttpOnly
// cookie the page never sees; what the page keeps is the account's name and the CSRF
// token its writes carry (net/api.js). Signing up or in sends every seat token this
// browser holds, so the account claims those seats and plays them on any device.

import { del, get, post, useSession } from "../net/api.js";
import { allTokens, keepToken } from "../net/tokens.js";

let me = null;
const listeners = new Set();

/** The signed-in account ({name, email, csrf}), or null. */
export function account() {
  return me;
}

/** Call `listener(account)` whenever the page signs in or out. */
export function onSessionChange(listener) {
  listeners.add(listener);
}

/** Keep the new tokens of the seats the account just claimed (their old ones no longer
 * hold them). */
function keepClaimed(claimed) {
  for (const [game, seats] of Object.entries(claimed || {})) {
    for (const [seat, token] of Object.entries(seats)) keepToken(game, seat, token);
  }
}

function become(next) {
  me = next;
  useSession(next ? next.csrf : null);
  for (const listener of listeners) listener(me);
}

/** Ask the server who is signed in here (once, as the page starts; null: a guest). */
export async function loadSession() {
  try {
    become(await get("/api/me"));
  } catch {
    become(null);
  }
}

export async function signUp(name, password, email) {
  const answer = await post("/api/accounts", { name, password, email: email || null, tokens: allTokens() });
  keepClaimed(answer.tokens);
  become(answer);
}

export async function signIn(name, password) {
  const answer = await post("/api/session", { name, password, tokens: allTokens() });
  keepClaimed(answer.tokens);
  become(answer);
}

export async function signOut() {
  await del("/api/session");
  become(null);
}
