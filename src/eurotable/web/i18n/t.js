// Every string a person reads goes through t() (or tn() where a number decides the form).
// Keys are the English texts themselves, as in gettext: the English catalog is empty, and
// a language's catalog (one JSON object, msgid → translation, plurals as arrays) only
// replaces them. Parameters are named: t("{name} to move", { name }).

let catalog = {};
let pluralIndex = (n) => (n === 1 ? 0 : 1);

/** Use a catalog: `messages` maps msgid (or "msgid\u0004plural") to its translation(s);
 * `plural(n)` gives the index of the plural form for n (the language's rule). */
export function useCatalog(messages, plural) {
  catalog = messages || {};
  if (plural) pluralIndex = plural;
}

function fill(text, params) {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
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
    isolated.textContent = String(params[name]);
    return isolated;
  });
}
