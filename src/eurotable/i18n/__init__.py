"""Languages: every text a person reads is a gettext message, translated when it is made.

Texts are written as English msgids with named parameters (``{name}``) and translated by
the language of the current context (a ``ContextVar``): the server sets it per request and
per websocket (each viewer's own), the terminal once per process. Nobody set: English.
The engines only call ``_``, ``n_`` and the markers; they never choose a language, read a
file or know a locale. Bots and learning agents never ask for a text, so they never pay
for a translation.

    _("Build the {building} for {cost}", building=name, cost=price)
    n_("{n} doubloon", "{n} doubloons", count)
    N_("Settler")                      # marks a msgid for extraction; translated later

Parameters that are themselves words (a building, a good, a list) are translated before
they are put in. The catalogs are ``eurotable/locales/<lang>/LC_MESSAGES/messages.po``,
compiled to ``.mo`` at build and install time (docs/i18n.md).
"""

from __future__ import annotations

import gettext
import io
import os
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar, Token
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import NamedTuple

DOMAIN = "messages"
LOCALES = Path(__file__).resolve().parent.parent / "locales"
"""Where the catalogs are: ``<lang>/LC_MESSAGES/messages.po`` (and the compiled ``.mo``)."""

ENGLISH = "en"
LANGUAGE_NAMES: dict[str, str] = {
    "en": "English",
    "cs": "Čeština",
    "it": "Italiano",
    "he": "עברית",
}
"""The languages eurotable speaks, each named in itself (for the language switcher)."""
RIGHT_TO_LEFT = frozenset({"he"})


@dataclass(frozen=True, slots=True)
class Language:
    """A language: its code, its name in itself, its direction and its translations."""

    code: str
    name: str
    direction: str
    translations: gettext.NullTranslations


class Plural(NamedTuple):
    """A message with a singular and a plural form (marked with ``Nn_``)."""

    singular: str
    plural: str


def languages() -> tuple[str, ...]:
    """The codes of every language, English first."""
    return tuple(LANGUAGE_NAMES)


def choose(text: str | None) -> str:
    """The language a request or a setting names (``cs``, ``cs-CZ``, ``cs_CZ.UTF-8``,
    a list like ``it:en``), or English when it names none we speak."""
    for candidate in (text or "").replace(",", ":").split(":"):
        code = candidate.strip().split(";")[0].replace("_", "-").split("-")[0].lower()
        if code in LANGUAGE_NAMES:
            return code
    return ENGLISH


def from_environment(environ: Mapping[str, str] | None = None) -> str:
    """The language the environment asks for, as gettext reads it: ``LANGUAGE``,
    ``LC_ALL``, ``LC_MESSAGES``, then ``LANG`` (``cs_CZ.UTF-8`` → ``cs``); English when
    none names a language eurotable speaks."""
    environ = os.environ if environ is None else environ
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name)
        if value:
            return choose(value)
    return ENGLISH


@cache
def get_language(code: str) -> Language:
    """The language with this code (anything else: English). Its catalog is read once."""
    code = choose(code)
    translations = gettext.NullTranslations() if code == ENGLISH else _translations(code)
    direction = "rtl" if code in RIGHT_TO_LEFT else "ltr"
    return Language(code, LANGUAGE_NAMES[code], direction, translations)


def _translations(code: str) -> gettext.NullTranslations:
    compiled = compiled_catalog(code)
    if compiled is None:
        return gettext.NullTranslations()
    return gettext.GNUTranslations(io.BytesIO(compiled))


def compiled_catalog(code: str) -> bytes | None:
    """A language's compiled catalog (``.mo`` bytes), or ``None`` when it has none.

    When the ``.mo`` is missing or older than the ``.po`` (a translator's working tree),
    the ``.po`` is compiled in memory instead. Fuzzy entries are left out either way, as
    ``pybabel compile`` does."""
    folder = LOCALES / code / "LC_MESSAGES"
    po, mo = folder / f"{DOMAIN}.po", folder / f"{DOMAIN}.mo"
    if mo.exists() and (not po.exists() or mo.stat().st_mtime >= po.stat().st_mtime):
        return mo.read_bytes()
    if not po.exists():
        return None
    return compile_po(po)


def compile_po(po: Path) -> bytes:
    """A ``.po`` file compiled to ``.mo`` bytes (without its fuzzy entries)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po.open("rb") as file:
        catalog = read_po(file)
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


_current: ContextVar[Language] = ContextVar("eurotable_language")


def current() -> Language:
    """The language of the current context (English when none was set)."""
    try:
        return _current.get()
    except LookupError:
        return get_language(ENGLISH)


def set_language(code: str | None) -> Token[Language]:
    """Speak ``code`` from now on in this context (the terminal: the whole process)."""
    return _current.set(get_language(choose(code)))


def reset_language(token: Token[Language]) -> None:
    """Speak again what was spoken before ``set_language`` gave ``token``."""
    _current.reset(token)


@contextmanager
def speaking(code: str | None) -> Iterator[Language]:
    """Speak ``code`` inside the block (a request, a websocket, a test)."""
    token = _current.set(get_language(choose(code)))
    try:
        yield _current.get()
    finally:
        _current.reset(token)


@contextmanager
def speaking_with(translations: gettext.NullTranslations, code: str = "xx") -> Iterator[None]:
    """Speak with these translations inside the block (tests: a pseudo-language)."""
    token = _current.set(Language(code, code, "ltr", translations))
    try:
        yield
    finally:
        _current.reset(token)


# -- translating ----------------------------------------------------------------------------


FALLBACKS: list[tuple[str, str]] = []
"""(language, translation) of every translation that could not be filled in (a parameter
the code does not pass: a translator's slip) since the process started; the tests hold
it empty. Each slip is noted once."""


def _fill(text: str, fallback: str, params: dict[str, object]) -> str:
    """``text`` with its ``{name}`` parameters put in; a translation with a parameter
    the code does not pass falls back to the English text (and is noted in FALLBACKS)."""
    try:
        return text.format_map(params)
    except (KeyError, IndexError, ValueError, AttributeError):
        slip = (current().code, text)
        if slip not in FALLBACKS:
            FALLBACKS.append(slip)
        return fallback.format_map(params)


def _(message: str, /, **params: object) -> str:
    """``message`` in the current language, with its named parameters put in."""
    text = current().translations.gettext(message)
    return _fill(text, message, params) if params else text


def tr(message: str, /, **params: object) -> str:
    """``_`` for a msgid held in a variable (marked where it is written, with ``N_``, or
    extracted from a data file): the extraction takes only ``_`` of a literal text."""
    return _(message, **params)


def n_(singular: str, plural: str, n: int, /, **params: object) -> str:
    """The form of ``singular``/``plural`` for the number ``n`` in the current language
    (by its plural rule: Czech has three forms), with ``{n}`` and the parameters put in."""
    text = current().translations.ngettext(singular, plural, n)
    return _fill(text, singular if n == 1 else plural, {"n": n, **params})


def np_(forms: Plural, n: int, /, **params: object) -> str:
    """``n_`` for a message marked with ``Nn_``."""
    return n_(forms.singular, forms.plural, n, **params)


def p_(context: str, message: str, /, **params: object) -> str:
    """``message`` in the current language, told apart by ``context`` from the same
    English text meaning something else."""
    text = current().translations.pgettext(context, message)
    return _fill(text, message, params) if params else text


def ptr(context: str, message: str, /, **params: object) -> str:
    """``p_`` for a msgid held in a variable (a data file's text, extracted with its
    game as context)."""
    return p_(context, message, **params)


def N_(message: str, /) -> str:
    """Mark ``message`` for extraction; it is translated later with ``_``."""
    return message


def Nn_(singular: str, plural: str, /) -> Plural:
    """Mark a message with a plural for extraction; it is translated later with ``np_``."""
    return Plural(singular, plural)


# -- lists ----------------------------------------------------------------------------------


def join_and(items: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c`` in the current language."""
    # TRANSLATORS: the last two items of a list: "corn, indigo and sugar".
    return _join(items, N_("{first} and {last}"))


def join_or(items: Sequence[str]) -> str:
    """``a``, ``a or b``, ``a, b or c`` in the current language."""
    # TRANSLATORS: the last two items of a list of choices: "north, east or south".
    return _join(items, N_("{first} or {last}"))


def join_list(items: Sequence[str]) -> str:
    """``a, b, c``: items in a row, without a last word."""
    # TRANSLATORS: the separator between the items of a list ("a, b, c").
    return _(", ").join(items)


def _join(items: Sequence[str], last: str) -> str:
    if len(items) < 2:
        return "".join(items)
    return tr(last, first=join_list(items[:-1]), last=items[-1])


# -- sentences ------------------------------------------------------------------------------


def sentence(line: str, names: Sequence[str]) -> str:
    """A log line as a sentence: its first letter a capital ("the game is over" becomes
    "The game is over"), unless the line begins with a player's name, which keeps the
    spelling its player gave it. Scripts without capitals (Hebrew) are left as they are."""
    if not line[:1].islower() or any(_begins_with(line, name) for name in names):
        return line
    return line[0].upper() + line[1:]


def _begins_with(line: str, name: str) -> bool:
    """Whether ``line`` begins with the whole name, not only with the first letters of a
    longer word (a player called "a" does not begin "an automaton removes …")."""
    rest = line[len(name) : len(name) + 1]
    return bool(name) and line.startswith(name) and not rest.isalnum()
