# make play: the web table on http://127.0.0.1:8000/ (games in ./eurotable.db, SQLite).
# make test: lint, format check, strict type check and the whole test suite.

PYTHON ?= python3
VENV := .venv
VENV_PYTHON := $(VENV)/bin/python
VENV_BIN := $(VENV)/bin
# Each install is redone only when pyproject.toml is newer than its stamp.
INSTALLED := $(VENV)/.installed
INSTALLED_DEV := $(VENV)/.installed-dev

.PHONY: play test

play: $(INSTALLED)
	$(VENV_BIN)/eurotable serve

test: $(INSTALLED_DEV)
	$(VENV_BIN)/ruff check src tests
	$(VENV_BIN)/ruff format --check src tests
	$(VENV_BIN)/mypy
	$(VENV_BIN)/pytest -n auto

$(VENV_PYTHON):
	$(PYTHON) -m venv $(VENV)

$(INSTALLED): pyproject.toml | $(VENV_PYTHON)
	$(VENV_PYTHON) -m pip install --quiet -e .
	touch $@

$(INSTALLED_DEV): pyproject.toml | $(VENV_PYTHON)
	$(VENV_PYTHON) -m pip install --quiet -e '.[dev]'
	touch $@
