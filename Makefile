# make play: the web table on http://127.0.0.1:8000/ (games in ./eurotable.db, SQLite).
# make test: lint, format check, strict type check and the whole test suite.
# make i18n: extract every text people read into messages.pot and merge it into each
#            language's messages.po (docs/i18n.md: the translators' workflow).

PYTHON ?= python3
VENV := .venv
VENV_PYTHON := $(VENV)/bin/python
VENV_BIN := $(VENV)/bin
# Each install is redone only when pyproject.toml is newer than its stamp.
INSTALLED := $(VENV)/.installed
INSTALLED_DEV := $(VENV)/.installed-dev

# The gettext catalogs: .po files are kept in git, .mo files are compiled from them.
LOCALES := src/eurotable/locales
POT := $(LOCALES)/messages.pot
PO_FILES := $(wildcard $(LOCALES)/*/LC_MESSAGES/messages.po)
MO_FILES := $(PO_FILES:.po=.mo)
KEYWORDS := --no-default-keywords -k _ -k n_:1,2 -k p_:1c,2 -k N_ -k Nn_:1,2 \
	-k t -k tn:1,2 -k tb

.PHONY: play test i18n catalogs

play: $(INSTALLED) $(MO_FILES)
	$(VENV_BIN)/eurotable serve

test: $(INSTALLED_DEV) $(MO_FILES)
	$(VENV_BIN)/ruff check src tests
	$(VENV_BIN)/ruff format --check src tests
	$(VENV_BIN)/mypy
	$(VENV_BIN)/pytest -n auto

catalogs: $(MO_FILES)

# A .mo is compiled again whenever its .po changes (fuzzy entries are left out).
$(MO_FILES): %.mo: %.po | $(INSTALLED)
	$(VENV_BIN)/pybabel compile --domain messages --input-file $< --output-file $@

i18n: $(INSTALLED_DEV)
	$(VENV_BIN)/pybabel extract --mapping-file babel.cfg --output-file $(POT) \
		$(KEYWORDS) --add-comments TRANSLATORS: --strip-comment-tags \
		--add-location file --project eurotable --version "$$($(VENV_PYTHON) -c \
		'import eurotable; print(eurotable.__version__)')" src
	$(VENV_BIN)/pybabel update --domain messages --input-file $(POT) \
		--output-dir $(LOCALES) --ignore-pot-creation-date
	$(MAKE) catalogs

$(VENV_PYTHON):
	$(PYTHON) -m venv $(VENV)

$(INSTALLED): pyproject.toml | $(VENV_PYTHON)
	$(VENV_PYTHON) -m pip install --quiet -e .
	touch $@

$(INSTALLED_DEV): pyproject.toml | $(VENV_PYTHON)
	$(VENV_PYTHON) -m pip install --quiet -e '.[dev]'
	touch $@ $(INSTALLED)
