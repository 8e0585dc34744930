// Choosing the page's language and loading its catalog before anything is drawn.
//
// The language is, in order: the page address's ?lang= (then remembered in this
// browser), the one remembered, the browser's preferred languages, English. The page's
// <html lang dir> follow it (Hebrew is right to left: dir="rtl" is all the CSS needs),
// every request to the server names it (?lang=, see net/api.js), and the header's
// switcher changes it (the page is loaded again in the new language).

import { useCatalog } from "./t.js";

const KEY = "eurotable.lang";
export const LANGUAGES = { en: "English", cs: "Čeština", it: "Italiano", he: "עברית" };
const FALLBACK = "en";

/** The language code `text` names ("cs", "cs-CZ"), or null when it is none of ours. */
export function known(text) {
  const code = String(text || "").toLowerCase().split(/[-_]/)[0];
  return code in LANGUAGES ? code : null;
}

/** The language this page is shown in (see the order above); remembers a ?lang= choice. */
export function chooseLanguage() {
  const asked = known(new URLSearchParams(location.search).get("lang"));
  if (asked) {
    remember(asked);
    return asked;
  }
  const kept = known(readStored());
  if (kept) return kept;
  for (const preferred of navigator.languages || [navigator.language]) {
    const code = known(preferred);
    if (code) return code;
  }
  return FALLBACK;
}

function readStored() {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function remember(code) {
  try {
    localStorage.setItem(KEY, code);
  } catch {
    // a browser without storage just forgets the choice
  }
}

let current = FALLBACK;

/** The language in use. */
export function currentLanguage() {
  return current;
}

/** The plural rule of a catalog as a function: the browser's CLDR category for n
 * (Intl.PluralRules) mapped to the index of the catalog's form (never code to eval). */
export function pluralRule(lang, indexes) {
  const rules = new Intl.PluralRules(lang);
  return (n) => {
    const index = indexes[rules.select(n)];
    return Number.isInteger(index) ? index : indexes.other ?? (n === 1 ? 0 : 1);
  };
}

/** Choose the language, load its catalog from the server and set <html lang dir>.
 * A catalog that cannot be loaded leaves the page in English. */
export async function setUpLanguage() {
  current = chooseLanguage();
  let dir = current === "he" ? "rtl" : "ltr";
  if (current !== FALLBACK) {
    try {
      const response = await fetch(`/api/i18n/${encodeURIComponent(current)}`);
      if (!response.ok) throw new Error(response.statusText);
      const catalog = await response.json();
      useCatalog(catalog.messages, pluralRule(catalog.lang, catalog.plural), catalog.lang);
      dir = catalog.dir;
    } catch {
      current = FALLBACK;
      dir = "ltr";
    }
  }
  if (current === FALLBACK) useCatalog({}, pluralRule("en", { one: 0, other: 1 }), "en");
  document.documentElement.lang = current;
  document.documentElement.dir = dir;
  installSwitcher();
  return current;
}

/** The header's language switcher: a select of the languages, each named in itself. */
function installSwitcher() {
  const select = document.getElementById("language");
  if (!select) return;
  select.replaceChildren(...Object.entries(LANGUAGES).map(([code, name]) => {
    const option = document.createElement("option");
    option.value = code;
    option.textContent = name;
    option.lang = code;
    option.selected = code === current;
    return option;
  }));
  select.addEventListener("change", () => {
    remember(select.value);
    const url = new URL(location.href);
    url.searchParams.set("lang", select.value);
    location.assign(url.toString());
  });
}
