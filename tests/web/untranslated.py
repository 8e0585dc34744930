"""Finding English left on a page shown in another language: every text a user sees (text
nodes that are displayed, and the title, aria-label, data-tip and placeholder texts) that
is exactly an English msgid the language's catalog translates, so a ``t()`` is missing."""

from __future__ import annotations

import functools
from pathlib import Path

from babel.messages.pofile import read_po
from playwright.sync_api import Page

import eurotable

LOCALES = Path(eurotable.__file__).parent / "locales"

SHOWN_TEXTS = """() => {
  const texts = new Set([document.title]);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    const shown = element && element.checkVisibility({ visibilityProperty: true });
    if (shown) texts.add(node.textContent);
  }
  const attributes = ["title", "aria-label", "data-tip", "placeholder"];
  for (const element of document.querySelectorAll(attributes.map((a) => `[${a}]`).join(","))) {
    for (const attribute of attributes) texts.add(element.getAttribute(attribute) || "");
  }
  return [...texts];
}"""


@functools.cache
def translated(lang: str) -> frozenset[str]:
    """The English msgids the catalog of ``lang`` translates into other words: those
    without placeholders (a sentence with one never shows as its msgid)."""
    with (LOCALES / lang / "LC_MESSAGES" / "messages.po").open("rb") as file:
        catalog = read_po(file)
    found = set()
    for message in catalog:
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if not message.id or message.fuzzy or not all(strings):
            continue
        found |= {msgid for msgid in ids if "{" not in msgid and msgid not in strings}
    return frozenset(found)


def english_left(page: Page, lang: str) -> list[str]:
    """The texts shown on ``page`` (in ``lang``) that are English msgids the catalog
    translates: each line of each text, trimmed (names, numbers and ids are no msgids)."""
    english = translated(lang)
    lines = {line.strip() for text in page.evaluate(SHOWN_TEXTS) for line in text.split("\n")}
    return sorted(line for line in lines if line in english)
