#!/usr/bin/env bash
# Installs everything spanproof needs into .venv (idempotent). Nothing is downloaded at run time later.
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
    "$PYTHON" -m venv .venv
fi
# torch first, pinned: an unpinned torch (pulled in by sentence-transformers) would be a multi-GB CUDA build.
if ! .venv/bin/python -c "import torch" 2>/dev/null; then
    .venv/bin/pip install --quiet --disable-pip-version-check "torch==2.13.0"
fi
.venv/bin/pip install --quiet --disable-pip-version-check -e ".[dev]"
