# paperchat: `make run` and `make test` do all set-up on a fresh machine (no internet, no key).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
HOST ?= 127.0.0.1
PORT ?= 7860

.PHONY: install lint run test test-fast bench bench-full soak clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test,bench,lint]'
	touch $(STAMP)

install: $(STAMP)

run: install
	$(BIN)/paperchat ingest seeds/
	$(BIN)/paperchat ui --host $(HOST) --port $(PORT)

# ruff (lint + format check) and mypy over the packages and the benchmarks; CI runs it first.
LINTED := assistant ingest ui benchmarks tests
lint: install
	$(BIN)/ruff check $(LINTED)
	$(BIN)/ruff format --check $(LINTED)
	$(BIN)/mypy

# Everything (CI runs this). `make test-fast` is the inner loop: the tests not marked slow
# (no kills, store faults, servers, app or browser, big corpora); about 2 minutes on 2 cores.
test: install
	$(BIN)/python -m pytest -q

test-fast: install
	$(BIN)/python -m pytest -q -m "not slow"

# Benchmarks: quick by default (a few minutes); `make bench ARGS=--full` or `make bench-full`
# for the whole corpus and 100k chunks. Results land in benchmarks/results/{quick,full}/.
bench: install
	$(BIN)/python -m benchmarks $(ARGS)

bench-full: install
	$(BIN)/python -m benchmarks --full $(ARGS)

# The app answering while the CLI ingests 500 papers, a 100k-row JSONL, a 500-page PDF
# (about 15 minutes on 2 cores), then the repair drill on a 10k-chunk store (a few
# minutes); results in benchmarks/results/soak.json and repair_drill_word-hash.json.
soak: install
	$(BIN)/python -m benchmarks.soak $(ARGS)
	$(BIN)/python -m benchmarks.repair_drill $(DRILL_ARGS)

clean:
	rm -rf $(VENV) data .pytest_cache
