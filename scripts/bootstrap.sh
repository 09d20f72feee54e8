#!/usr/bin/env bash
# Installs everything spanproof needs into .venv (idempotent). Nothing is downloaded at run time later.
set -euo pipefail
cd "$(dirname "$0")/.."

# From Debian, only when not on PATH yet: tesseract (5.x) with the English model, for OCR of scanned PDF pages;
# wrk, the HTTP load generator of benchmarks/bench_server.py.
if ! command -v tesseract >/dev/null 2>&1 || ! command -v wrk >/dev/null 2>&1; then
    SUDO=""
    if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
    $SUDO apt-get update
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
        tesseract-ocr tesseract-ocr-eng wrk
fi

PYTHON=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
    "$PYTHON" -m venv .venv
fi
# The default install has no PyTorch (the default embedder is int8 ONNX). SPANPROOF_EXTRAS adds extras, comma
# separated: SPANPROOF_EXTRAS=fp32 for the fp32 embedder (torch, sentence-transformers).
EXTRAS="dev${SPANPROOF_EXTRAS:+,$SPANPROOF_EXTRAS}"
case ",$EXTRAS," in
*,fp32,*)
    # torch first, pinned: an unpinned torch (pulled in by sentence-transformers) would be a multi-GB CUDA build.
    if ! .venv/bin/python -c "import torch" 2>/dev/null; then
        .venv/bin/pip install --quiet --disable-pip-version-check "torch==2.13.0"
    fi
    ;;
esac
# Pinned by the lock (constraints.txt, refreshed by scripts/lock.sh): two fresh installs get the same versions. The
# fp32 extra's packages are not in it (torch is pinned above).
.venv/bin/pip install --quiet --disable-pip-version-check -c constraints.txt -e ".[$EXTRAS]"
