// The seat tokens this browser holds, by game and seat, kept in localStorage.
// A token is secret: whoever has it plays the seat. A seat link carries it in the URL
// fragment (#seat=N&token=T), which browsers never send to the server.

const KEY = "eurotable.seats";
const NAME_KEY = "eurotable.name";

function load() {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) || "{}");
    return saved && typeof saved === "object" ? saved : {};
  } catch {
    return {};
  }
}

function save(all) {
  localStorage.setItem(KEY, JSON.stringify(all));
}

/** The tokens held for a game: an object seat → token. */
export function seatTokens(gameId) {
  return { ...(load()[gameId] || {}) };
}

/** Every seat token this browser holds, of every game. */
export function allTokens() {
  return Object.values(load()).flatMap((seats) => Object.values(seats));
}

/** Keep a seat's token. */
export function keepToken(gameId, seat, token) {
  const all = load();
  all[gameId] = { ...(all[gameId] || {}), [seat]: token };
  save(all);
}

/** Forget the tokens of these seats of a game. */
export function forgetSeats(gameId, seats) {
  const all = load();
  const held = all[gameId] || {};
  for (const seat of seats) delete held[seat];
  if (Object.keys(held).length) all[gameId] = held;
  else delete all[gameId];
  save(all);
}

/** The game's page: whoever opens it watches, and may take a free seat. */
export function gameLink(gameId) {
  return `${location.origin}/games/${encodeURIComponent(gameId)}`;
}

/** The link that gives a seat to whoever opens it. */
export function seatLink(gameId, seat, token) {
  return `${gameLink(gameId)}#seat=${seat}&token=${encodeURIComponent(token)}`;
}

/** Take the token of a seat link opened in this page, and clean the address bar. */
export function claimLink(gameId) {
  const fragment = new URLSearchParams(location.hash.slice(1));
  const seat = fragment.get("seat");
  const token = fragment.get("token");
  if (seat !== null && token) {
    keepToken(gameId, seat, token);
    history.replaceState(null, "", location.pathname);
  }
}

const HOST_KEY = "eurotable.hosts";

/** Keep the host token of a game this browser created (it lets the host abandon it). */
export function keepHostToken(gameId, token) {
  const all = loadHosts();
  all[gameId] = token;
  localStorage.setItem(HOST_KEY, JSON.stringify(all));
}

/** The host token kept for a game, or null. */
export function hostToken(gameId) {
  return loadHosts()[gameId] || null;
}

function loadHosts() {
  try {
    const saved = JSON.parse(localStorage.getItem(HOST_KEY) || "{}");
    return saved && typeof saved === "object" ? saved : {};
  } catch {
    return {};
  }
}

/** The name this browser last played under. */
export function lastName() {
  return localStorage.getItem(NAME_KEY) || "";
}

export function rememberName(name) {
  localStorage.setItem(NAME_KEY, name);
}
