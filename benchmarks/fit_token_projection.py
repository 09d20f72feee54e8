"""Fit the projection that shrinks the stored word-piece vectors (answering/states.py): a PCA of MiniLM's token
states over the sentences of the FastAPI docs (MIT, ../shared/data/fastapi-docs: not an evaluation set of answers).

Writes src/spanproof/encoders/minilm/token_projection.npy (384 x 128, float32) and
benchmarks/results/token_projection.json (the data it was fitted on, the variance each size keeps).

    python benchmarks/fit_token_projection.py [--docs ../shared/data/fastapi-docs/docs] [--dims 128]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import REPO, write_result

from spanproof.analysis import quote_sentences
from spanproof.answering.states import PROJECTION_FILE
from spanproof.encoders.onnx_embedder import OnnxEmbedder

TARGET = REPO / "src" / "spanproof" / "encoders" / "minilm" / PROJECTION_FILE


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--docs", type=Path, default=REPO.parent / "shared" / "data" / "fastapi-docs" / "docs")
    parser.add_argument("--dims", type=int, default=128)
    args = parser.parse_args()
    files = sorted(args.docs.rglob("*.md"))
    sentences = list(
        dict.fromkeys(
            text[a:b] for path in files for text in [path.read_text(encoding="utf-8")] for a, b in quote_sentences(text)
        )
    )
    embedder = OnnxEmbedder()
    rows = np.concatenate([h[1:-1] for h in embedder.embed_tokens(sentences) if len(h) > 2])
    units = rows / np.maximum(np.linalg.norm(rows, axis=1, keepdims=True), 1e-12)
    _, singular, directions = np.linalg.svd(units - units.mean(axis=0), full_matrices=False)
    kept = (singular**2).cumsum() / (singular**2).sum()
    projection = directions[: args.dims].T.astype(np.float32)  # (384, dims); applied without centering
    np.save(TARGET, projection)
    result = {
        "fitted_on": {"files": len(files), "sentences": len(sentences), "word_pieces": len(units)},
        "source": "FastAPI docs (MIT), ../shared/data/fastapi-docs",
        "dims": args.dims,
        "variance_kept": {str(k): round(float(kept[k - 1]), 4) for k in (32, 64, 96, 128, 192, 256)},
        "output": str(TARGET.relative_to(REPO)),
    }
    print(write_result("token_projection", result).read_text())


if __name__ == "__main__":
    main()
