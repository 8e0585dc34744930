# make play: the web table on http://127.0.0.1:8000/ (games in ./eurotable.db, SQLite),
#            served by the editable pure-Python install in .venv.
# make test: lint, format check and strict type check of the source; the whole test suite
#            on the compiled build (.venv-compiled), and the random-game harness and the
#            comparison of both builds' games on the pure-Python build (.venv).
# make compiled: build the wheel (engines compiled to C by mypyc) into .venv-compiled.
# make i18n: extract every text people read into messages.pot and merge it into each
#            language's messages.po (docs/i18n.md: the translators' workflow).

PYTHON ?= python3
VENV := .venv
VENV_PYTHON := $(VENV)/bin/python
VENV_BIN := $(VENV)/bin
# Each install is redone only when pyproject.toml is newer than its stamp.
INSTALLED := $(VENV)/.installed
INSTALLED_DEV := $(VENV)/.installed-dev

# The compiled build: a wheel built from this tree (the engines compiled by mypyc, see
# setup.py) installed into its own environment, never into src/. It is built again when
# any file of the package, setup.py or pyproject.toml is newer than its stamp.
COMPILED_VENV := .venv-compiled
COMPILED_BIN := $(COMPILED_VENV)/bin
COMPILED := $(COMPILED_VENV)/.installed
WHEELS := build/wheels
PACKAGE_FILES := $(shell find src/eurotable -type f ! -path '*/__pycache__/*' \
	! -name '*.pyc' ! -name '*.mo' ! -name '*.so')
# The shared random-game harness, run on the pure-Python build too.
HARNESS_TESTS := tests/puerto_rico/test_harness.py tests/russian_railroads/test_harness.py \
	tests/shipyard/test_harness.py tests/test_build.py

# The gettext catalogs: .po files are kept in git, .mo files are compiled from them.
LOCALES := src/eurotable/locales
POT := $(LOCALES)/messages.pot
PO_FILES := $(wildcard $(LOCALES)/*/LC_MESSAGES/messages.po)
MO_FILES := $(PO_FILES:.po=.mo)
KEYWORDS := --no-default-keywords -k _ -k n_:1,2 -k p_:1c,2 -k N_ -k Nn_:1,2 \
	-k t -k tn:1,2 -k tb

.PHONY: play test compiled i18n catalogs

play: $(INSTALLED) $(MO_FILES)
	$(VENV_BIN)/eurotable serve

test: $(INSTALLED_DEV) $(MO_FILES) $(COMPILED)
	$(VENV_BIN)/ruff check src tests benchmarks
	$(VENV_BIN)/ruff format --check src tests benchmarks
	$(VENV_BIN)/mypy
	EUROTABLE_EXPECT_BUILD=compiled EUROTABLE_OTHER_PYTHON=$(CURDIR)/$(VENV_PYTHON) \
		$(COMPILED_BIN)/pytest -n auto
	EUROTABLE_EXPECT_BUILD=pure EUROTABLE_OTHER_PYTHON=$(CURDIR)/$(COMPILED_BIN)/python \
		$(VENV_BIN)/pytest -n auto $(HARNESS_TESTS)

compiled: $(COMPILED)

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

# pip builds the wheel with the build requirements of pyproject.toml (mypy among them) in
# an isolated environment; the build stops here if the engines came out pure Python.
$(COMPILED): pyproject.toml setup.py $(PACKAGE_FILES)
	test -x $(COMPILED_BIN)/python || $(PYTHON) -m venv $(COMPILED_VENV)
	rm -rf $(WHEELS)
	start=$$(date +%s); $(COMPILED_BIN)/python -m pip wheel --quiet --no-deps \
		--wheel-dir $(WHEELS) . && echo "wheel built in $$(($$(date +%s) - start)) s"
	$(COMPILED_BIN)/python -m pip uninstall --quiet --yes eurotable
	$(COMPILED_BIN)/python -m pip install --quiet "$$(ls $(WHEELS)/eurotable-*.whl)[dev]"
	cd / && $(CURDIR)/$(COMPILED_BIN)/python -c 'import eurotable, sys; \
		sys.exit(0 if eurotable.compiled() else "the engines were not compiled (see above)")'
	touch $@
