# Spelbordet: `make run` plays, `make test` tests; both set everything up on a fresh machine.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python

.PHONY: run test lint typecheck bench build selftest clean

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test,tools,build]'
	touch $@

run: $(VENV)/.installed
	$(PY) -m game

lint: $(VENV)/.installed
	$(PY) -m ruff check game tests tools

typecheck: $(VENV)/.installed
	$(PY) -m mypy

test: lint typecheck
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest

bench: $(VENV)/.installed
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) tools/bench.py

build: $(VENV)/.installed
	$(PY) tools/build.py $(if $(ONEFILE),--onefile)

selftest: build
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy dist/spelbordet/spelbordet --selftest

clean:
	rm -rf $(VENV) build dist *.egg-info
