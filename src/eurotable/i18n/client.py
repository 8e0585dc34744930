"""The browser's catalog: one language's translations as JSON, and its plural rule as data.

The web client (``web/i18n/t.js``) looks messages up by their English text, plurals by
``singular + "\\u0004" + plural`` (an array of forms). A plural rule is never sent as code
to evaluate: the browser asks ``Intl.PluralRules`` for a number's CLDR category (``one``,
``few``, ``other``…) and ``plural`` maps each category to the index of the catalog's form,
worked out here from the catalog's own rule (its ``Plural-Forms``) and Babel's CLDR data.
"""

from __future__ import annotations

import gettext
import io
from functools import cache
from typing import Any

from babel import Locale
from babel.messages.mofile import read_mo

from eurotable.i18n import ENGLISH, compiled_catalog, get_language

PLURAL_SEPARATOR = "\u0004"
"""Between the singular and the plural msgid in a client catalog key (as in t.js)."""
CHECKED_UP_TO = 1000
"""The plural mapping is checked against the catalog's rule for every count below this."""


class PluralMismatch(ValueError):
    """A catalog's plural rule that does not follow the language's CLDR categories."""


def plural_indexes(code: str, expression: str, forms: int) -> dict[str, int]:
    """For each CLDR plural category of the language, the index of the gettext form the
    catalog's rule (``expression``, C syntax, ``forms`` forms) gives the counts of that
    category; raises ``PluralMismatch`` if one category would need two forms."""
    rule = gettext.c2py(expression)
    category_of = Locale.parse(code).plural_form
    indexes: dict[str, int] = {}
    for n in range(CHECKED_UP_TO):
        category, index = category_of(n), rule(n)
        if not 0 <= index < forms:
            raise PluralMismatch(f"{code}: form {index} for {n} (the catalog has {forms})")
        if indexes.setdefault(category, index) != index:
            raise PluralMismatch(
                f"{code}: the counts of category {category!r} take forms "
                f"{indexes[category]} and {index} (the first different at {n})"
            )
    indexes.setdefault("other", rule(CHECKED_UP_TO + 5))
    return indexes


@cache
def client_catalog(code: str) -> dict[str, Any]:
    """``{lang, name, dir, plural: {category: index}, messages}`` for the browser."""
    language = get_language(code)
    base = {"lang": language.code, "name": language.name, "dir": language.direction}
    compiled = None if language.code == ENGLISH else compiled_catalog(language.code)
    if compiled is None:
        return {**base, "plural": {"one": 0, "other": 1}, "messages": {}}
    catalog = read_mo(io.BytesIO(compiled))
    messages: dict[str, str | list[str]] = {}
    for message in catalog:
        if not message.id or message.context or not message.string:
            continue
        if isinstance(message.id, tuple | list):
            forms = list(message.string)
            if all(forms):
                messages[PLURAL_SEPARATOR.join(message.id[:2])] = forms
        elif isinstance(message.string, str):
            messages[message.id] = message.string
    plural = plural_indexes(language.code, catalog.plural_expr, catalog.num_plurals)
    return {**base, "plural": plural, "messages": messages}
