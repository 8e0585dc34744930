// Talking to the server: JSON over HTTP; a refusal becomes an Error with the server's reason.
// Every request names the page's language (?lang=), so what the server says (views, log,
// prompts, refusals, component names) comes back in it.

import { currentLanguage } from "../i18n/language.js";
import { t } from "../i18n/t.js";

/** `path` with the page's language as its lang query parameter (English, the server's
 * default, adds nothing). */
export function withLanguage(path) {
  const lang = currentLanguage();
  if (lang === "en") return path;
  const url = new URL(path, location.origin);
  url.searchParams.set("lang", lang);
  return url.pathname + url.search;
}

let csrf = null;

/** Writes carry this session's CSRF token from now on (null: signed out). */
export function useSession(token) {
  csrf = token;
}

/** Send a request and return the JSON answer; throws Error(reason) on a refusal (with the
 * refusal's whole `answer`). */
export async function request(method, path, { body, token, host } = {}) {
  const headers = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers["X-Seat-Token"] = token;
  if (host) headers["X-Host-Token"] = host;
  if (csrf && method !== "GET") headers["X-CSRF-Token"] = csrf;
  let response;
  try {
    response = await fetch(withLanguage(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new Error(t("the server cannot be reached ({reason})", { reason: error.message }));
  }
  const answer = await response.json().catch(() => null);
  if (!response.ok) {
    const reason = answer && typeof answer.detail === "string" ? answer.detail : response.statusText;
    const refusal = new Error(reason || t("request failed ({status})", { status: response.status }));
    refusal.answer = answer; // what else the refusal says (a rematch's id)
    throw refusal;
  }
  return answer;
}

export const get = (path, options) => request("GET", path, options);
export const post = (path, body, options = {}) => request("POST", path, { ...options, body });
export const put = (path, body, options = {}) => request("PUT", path, { ...options, body });
export const del = (path, body, options = {}) => request("DELETE", path, { ...options, body });

/** The websocket address of a game. */
export function socketUrl(gameId) {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${location.host}${withLanguage(`/api/games/${encodeURIComponent(gameId)}/socket`)}`;
}
