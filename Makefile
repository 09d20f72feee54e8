# The two commands of the README: `make demo` and `make test`. Both set everything up first.
VENV := .venv/bin

.PHONY: setup demo test lint bench

setup:
	./scripts/bootstrap.sh

demo: setup
	$(VENV)/spanproof demo

lint: setup
	$(VENV)/ruff check src tests benchmarks examples
	$(VENV)/ruff format --check src tests benchmarks examples
	$(VENV)/mypy

test: lint
	$(VENV)/python -m pytest -q

bench: setup
	$(VENV)/python benchmarks/bench_core.py
	$(VENV)/python benchmarks/bench_bm25.py
	$(VENV)/python benchmarks/bench_pdf.py
	$(VENV)/python benchmarks/bench_server.py
