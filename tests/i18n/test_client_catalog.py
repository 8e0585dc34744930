"""The browser's catalogs: every translated message by its English text, plurals as
arrays, and the plural rule as a map from CLDR categories to forms (never code)."""

from __future__ import annotations

import gettext

import pytest
from babel import Locale

from eurotable.i18n.client import PLURAL_SEPARATOR, PluralMismatch, client_catalog, plural_indexes

from .languages import TRANSLATED, catalog


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_category_map_gives_the_catalogs_own_form_for_every_count(lang: str) -> None:
    served = client_catalog(lang)
    rule = gettext.c2py(catalog(lang).plural_expr)
    category = Locale.parse(lang).plural_form
    for n in range(2000):
        assert served["plural"][category(n)] == rule(n), n


def test_czech_one_few_other_hebrew_one_two_other() -> None:
    assert client_catalog("cs")["plural"] == {"one": 0, "few": 1, "other": 2}
    assert client_catalog("he")["plural"] == {"one": 0, "two": 1, "other": 2}
    assert client_catalog("it")["plural"]["one"] == 0
    assert client_catalog("it")["plural"]["other"] == 1


def test_a_rule_that_splits_a_category_is_refused() -> None:
    with pytest.raises(PluralMismatch):
        plural_indexes("en", "(n > 5)", 2)


def test_czech_catalog_for_the_browser() -> None:
    served = client_catalog("cs")
    assert served["lang"] == "cs" and served["dir"] == "ltr" and served["name"] == "Čeština"
    messages = served["messages"]
    assert messages["Create game"] == "Založit hru"
    forms = messages[f"{{n}} player{PLURAL_SEPARATOR}{{n}} players"]
    assert forms == ["{n} hráč", "{n} hráči", "{n} hráčů"]
    assert all(isinstance(text, str | list) and text for text in messages.values())


def test_hebrew_is_right_to_left_and_english_has_no_messages() -> None:
    assert client_catalog("he")["dir"] == "rtl"
    english = client_catalog("en")
    assert english["messages"] == {} and english["plural"] == {"one": 0, "other": 1}
    assert client_catalog("xx")["lang"] == "en"
