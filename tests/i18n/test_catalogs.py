"""The gettext catalogs: the template holds every message of the sources, each language's
catalog follows the template, its plural rule is the language's own, its translations use
only the parameters their message has, and the complete languages miss nothing."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from eurotable.i18n import N_, _, n_, speaking

from .languages import COMPLETE, PLACEHOLDER, SOURCE_LOCALES, TRANSLATED, catalog, template

ROOT = Path(__file__).resolve().parents[2]
PLURAL_FORMS = {"cs": 3, "it": 2, "he": 3}
EXTRA = {
    "name",
    "route",
    "plantation",
    "worth",
    "number",
    "piece",
    "pieces",
    "a_piece",
    "first",
    "second",
    "colour",
    "contract",
    "a_contract",
    "a_official",
    "the_official",
}
"""The names of the other forms some sentences pass beside their message's own."""
"""Czech: one, few (2–4), many; Italian: one, other; Hebrew: one, two, other."""


def _ids(messages: object) -> set[object]:
    return {m.id for m in messages if m.id}  # type: ignore[attr-defined]


def _makefile_keywords() -> list[str]:
    """The extraction keywords of the Makefile (`make i18n`), as arguments."""
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8").replace("\\\n", " ")
    line = next(line for line in makefile.splitlines() if line.startswith("KEYWORDS :="))
    return [word for word in line.split(":=", 1)[1].split() if word != "--no-default-keywords"]


def test_the_template_holds_every_message_of_the_sources(tmp_path: Path) -> None:
    """`make i18n` was run: extracting again finds no message the template lacks."""
    fresh = tmp_path / "messages.pot"
    keywords = _makefile_keywords()
    subprocess.run(
        [
            sys.executable,
            "-m",
            "babel.messages.frontend",
            "extract",
            "--mapping-file",
            str(ROOT / "babel.cfg"),
            "--output-file",
            str(fresh),
            "--no-default-keywords",
            *keywords,
            str(ROOT / "src"),
        ],
        check=True,
        cwd=ROOT,
        capture_output=True,
    )
    from babel.messages.pofile import read_po

    with fresh.open("rb") as file:
        extracted = _ids(read_po(file))
    kept = _ids(template())
    assert extracted - kept == set(), "run `make i18n`: new messages"
    assert kept - extracted == set(), "run `make i18n`: messages no longer used"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_each_catalog_follows_the_template(lang: str) -> None:
    entries = catalog(lang)
    assert _ids(entries) == _ids(template()), "run `make i18n` (pybabel update)"
    assert entries.num_plurals == PLURAL_FORMS[lang]


@pytest.mark.parametrize("lang", TRANSLATED)
def test_translations_use_only_their_messages_parameters(lang: str) -> None:
    """A translation may use its message's parameters and the other forms of the same
    words some sentences also pass (EXTRA: a route's bare name, a piece with its article,
    a slot's number…, see docs/i18n.md); the random games of test_coverage check that
    every translation is filled in with what the code really passes."""
    wrong = []
    for message in catalog(lang):
        if not message.id or not message.string:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        allowed = EXTRA | {name for text in ids for name in PLACEHOLDER.findall(text)}
        if isinstance(message.id, tuple):
            allowed.add("n")
        for text in strings:
            unknown = set(PLACEHOLDER.findall(text)) - allowed
            if unknown or text.count("{") != text.count("}"):
                wrong.append((message.id, text))
    assert not wrong, wrong


@pytest.mark.parametrize("lang", COMPLETE)
def test_complete_catalogs_translate_everything_and_nothing_is_fuzzy(lang: str) -> None:
    entries = [m for m in catalog(lang) if m.id]
    fuzzy = [m.id for m in entries if m.fuzzy]
    untranslated = [
        m.id for m in entries if not (all(m.string) if isinstance(m.string, tuple) else m.string)
    ]
    assert not fuzzy, fuzzy
    assert not untranslated, untranslated


def test_the_compiled_catalogs_are_not_kept_in_git() -> None:
    ignored = (ROOT / ".gitignore").read_text(encoding="utf-8")
    assert re.search(r"^\*\.mo$", ignored, re.MULTILINE)
    assert (SOURCE_LOCALES / "messages.pot").exists()


def test_czech_counts_in_three_forms_and_english_in_two() -> None:
    forms = [n_("{n} doubloon", "{n} doubloons", n) for n in (1, 2, 5)]
    assert forms == ["1 doubloon", "2 doubloons", "5 doubloons"]
    with speaking("cs"):
        czech = [n_("{n} doubloon", "{n} doubloons", n) for n in (1, 2, 4, 5, 0, 22, 25)]
    assert czech[0] == "1 dublon"
    assert czech[1] == czech[2].replace("4", "2") == "2 dublony"
    assert czech[3] == "5 dublonů" and czech[4] == "0 dublonů"
    assert czech[5] == "22 dublonů" and czech[6] == "25 dublonů"  # gettext: 2–4 only


def test_an_unknown_language_is_english_and_markers_translate_later() -> None:
    with speaking("xx"):
        assert _("Choose a role") == "Choose a role"
    role = N_("Choose a role")
    with speaking("cs-CZ"):
        assert _(role) == "Vyber roli"
