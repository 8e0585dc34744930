// Every string a person reads goes through t() (or tn() where a number decides the form).
// Keys are the English texts themselves, as in gettext: English has no catalog, and a
// language's catalog (one JSON object, msgid → translation, plurals as arrays under
// "singular\u0004plural") only replaces them. Parameters are named: t("{name} to move",
// { name }); numbers among them are written the language's way (Intl.NumberFormat).
// The catalog comes from the server (GET /api/i18n/LANG), built from the same gettext
// files as the terminal's and the server's texts (docs/i18n.md); language.js loads it.

let catalog = {};
let pluralIndex = (n) => (n === 1 ? 0 : 1);
let locale = "en";
let numbers = new Intl.NumberFormat("en");

/** Use a catalog: `messages` maps msgid (or "msgid\u0004plural") to its translation(s);
 * `plural(n)` gives the index of the plural form for n (the language's rule); `lang`
 * is the language's code, for numbers and dates. */
export function useCatalog(messages, plural, lang) {
  catalog = messages || {};
  if (plural) pluralIndex = plural;
  if (lang) {
    locale = lang;
    numbers = new Intl.NumberFormat(lang);
  }
}

/** The code of the language in use ("en", "cs", "it", "he"). */
export function language() {
  return locale;
}

/** Mark `msgid` for extraction without translating it (tables of words translated
 * later with t()). */
export function N_(msgid) {
  return msgid;
}

/** A number or a date as the language writes it. */
export function formatValue(value) {
  return typeof value === "number" ? numbers.format(value) : String(value);
}

/** A date and time (an ISO text or a Date) as the language writes it. */
export function formatDate(value, options = { dateStyle: "medium", timeStyle: "short" }) {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : new Intl.DateTimeFormat(locale, options).format(date);
}

function fill(text, params) {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? formatValue(params[name]) : whole));
}

/** The translation of `msgid`, with {name} parameters filled in. */
export function t(msgid, params) {
  const translated = catalog[msgid];
  return fill(typeof translated === "string" && translated ? translated : msgid, params);
}

/** The form of `singular`/`plural` for the number `n` (also given as the parameter {n}). */
export function tn(singular, plural, n, params = {}) {
  const forms = catalog[`${singular}\u0004${plural}`];
  const index = pluralIndex(n);
  const text = Array.isArray(forms) && forms[index] ? forms[index] : n === 1 ? singular : plural;
  return fill(text, { n, ...params });
}

/** Like t(), as nodes for the page: every parameter (a name, a number) is isolated in a
 * <bdi>, so a right-to-left sentence keeps left-to-right names and numbers whole. */
export function tb(msgid, params = {}) {
  const translated = catalog[msgid];
  const text = typeof translated === "string" && translated ? translated : msgid;
  return text.split(/(\{\w+\})/).filter(Boolean).map((part) => {
    const name = part.match(/^\{(\w+)\}$/)?.[1];
    if (name === undefined || !(name in params)) return part;
    const isolated = document.createElement("bdi");
    isolated.textContent = formatValue(params[name]);
    return isolated;
  });
}
