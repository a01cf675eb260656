# Spelbordet: `make run` plays, `make test` tests; both set everything up on a fresh machine.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python

# The translation catalogues are compiled from their .po files whenever one changes.
CATALOGUES := $(wildcard game/locale/*/LC_MESSAGES/*.po)
COMPILED := game/locale/.compiled

.PHONY: run test lint typecheck bench build selftest clean

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test,tools,build]'
	touch $@

$(COMPILED): $(VENV)/.installed $(CATALOGUES)
	$(PY) tools/catalogues.py compile
	touch $@

run: $(VENV)/.installed $(COMPILED)
	$(PY) -m game

lint: $(VENV)/.installed
	$(PY) -m ruff check game tests tools

typecheck: $(VENV)/.installed
	$(PY) -m mypy

test: lint typecheck $(COMPILED)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest

bench: $(VENV)/.installed $(COMPILED)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) tools/bench.py

build: $(VENV)/.installed $(COMPILED)
	$(PY) tools/build.py $(if $(ONEFILE),--onefile)

selftest: build
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy dist/spelbordet/spelbordet --selftest

clean:
	rm -rf $(VENV) build dist *.egg-info
