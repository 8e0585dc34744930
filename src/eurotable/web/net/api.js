// Talking to the server: JSON over HTTP; a refusal becomes an Error with the server's reason.

/** Send a request and return the JSON answer; throws Error(reason) on a refusal. */
export async function request(method, path, { body, token } = {}) {
  const headers = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers["X-Seat-Token"] = token;
  let response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new Error(`the server cannot be reached (${error.message})`);
  }
  const answer = await response.json().catch(() => null);
  if (!response.ok) {
    const reason = answer && typeof answer.detail === "string" ? answer.detail : response.statusText;
    throw new Error(reason || `request failed (${response.status})`);
  }
  return answer;
}

export const get = (path, options) => request("GET", path, options);
export const post = (path, body, options = {}) => request("POST", path, { ...options, body });

/** The websocket address of a game. */
export function socketUrl(gameId) {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${location.host}/api/games/${encodeURIComponent(gameId)}/socket`;
}
