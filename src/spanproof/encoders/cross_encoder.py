"""A sentence-transformers cross-encoder reranker, loaded from a local folder; never touches the network.

No PyPI package ships a cross-encoder, so there is no bundled default: the caller passes a local model directory
(a sentence-transformers CrossEncoder folder or a plain Hugging Face sequence-classification folder), or a hub id
that is already in the local Hugging Face cache. Anything else is a ``ConfigError`` at construction time.

Scores are the model's raw relevance logits (no sigmoid): the order is the same, and logits do not saturate into
ties the way a float32 sigmoid does for confident pairs. Only the order within one call is meaningful.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from spanproof.errors import ConfigError

_NO_OFFLINE_MODEL = "no cross-encoder ships offline; pass a local model directory"


def _set_offline_environment() -> None:
    # Before the first import of huggingface_hub / transformers: they read these once, at import time.
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")


class CrossEncoderReranker:
    """Scores (query, passage) pairs jointly with a cross-encoder; higher = more relevant.

    ``model`` is a local directory or a hub id already in the local Hugging Face cache; it is checked at
    construction, the weights are loaded on the first ``score`` call (once, under a lock). Inference is
    serialised with a second lock: a fast tokenizer shared between threads is not safe to call concurrently,
    and on CPU torch already uses every core for one batch.
    """

    def __init__(self, model: str, batch_size: int = 32, max_length: int = 512) -> None:
        if batch_size < 1:
            raise ConfigError(f"cross-encoder batch_size must be at least 1, got {batch_size}")
        if max_length < 8:
            raise ConfigError(f"cross-encoder max_length must be at least 8, got {max_length}")
        self.model_id = model
        self.batch_size = batch_size
        self.max_length = max_length
        self._source = _resolve_model(model)
        self._model: Any = None
        self._load_lock = threading.Lock()
        self._predict_lock = threading.Lock()

    def _load(self) -> Any:
        with self._load_lock:
            if self._model is None:
                _set_offline_environment()
                from transformers.utils import logging as transformers_logging

                transformers_logging.disable_progress_bar()
                from sentence_transformers import CrossEncoder

                try:
                    self._model = CrossEncoder(
                        self._source, device="cpu", max_length=self.max_length, local_files_only=True
                    )
                except Exception as exc:  # any failure to load is a configuration problem, not a crash
                    raise ConfigError(
                        f"cannot load cross-encoder {self.model_id!r}: {type(exc).__name__}: {exc}"
                    ) from exc
            return self._model

    def score(self, query: str, passages: Sequence[str]) -> list[float]:
        """One raw relevance logit per passage, in the order given; ``[]`` for no passages."""
        if not passages:
            return []
        model = self._load()
        import torch

        pairs = [(query, passage) for passage in passages]
        with self._predict_lock, torch.inference_mode():
            raw = model.predict(
                pairs,
                batch_size=self.batch_size,
                show_progress_bar=False,
                activation_fn=torch.nn.Identity(),
                convert_to_numpy=True,
            )
        return _relevance(np.asarray(raw, dtype=np.float64), len(pairs), self.model_id)


def _relevance(raw: np.ndarray, expected: int, model_id: str) -> list[float]:
    """Reduce the model output to one score per pair: a single logit, or log-odds of the 'relevant' class."""
    if raw.ndim == 2 and raw.shape[1] == 1:
        raw = raw[:, 0]
    elif raw.ndim == 2 and raw.shape[1] == 2:
        raw = raw[:, 1] - raw[:, 0]  # two-class (irrelevant, relevant) heads: log-odds of relevant
    if raw.ndim != 1 or raw.shape[0] != expected:
        raise ConfigError(
            f"cross-encoder {model_id!r} returned scores of shape {raw.shape} for {expected} pairs;"
            " expected one relevance score per pair (num_labels 1 or 2)"
        )
    return [float(value) for value in raw]


def _resolve_model(model: str) -> str:
    """A local folder with a config.json, or a hub id whose files are already in the local cache."""
    if not model or not model.strip():
        raise ConfigError(f"empty cross-encoder name: {_NO_OFFLINE_MODEL}")
    path = Path(model).expanduser()
    if path.exists():
        if not (path / "config.json").is_file():
            raise ConfigError(f"{path} has no config.json, so it is not a cross-encoder folder: {_NO_OFFLINE_MODEL}")
        return str(path)
    if _in_hub_cache(model):
        return model
    raise ConfigError(
        f"cross-encoder {model!r} is neither a local directory nor a model in the local Hugging Face cache"
        f" (nothing is downloaded at run time): {_NO_OFFLINE_MODEL}"
    )


def _in_hub_cache(repo_id: str) -> bool:
    _set_offline_environment()
    try:
        from huggingface_hub import try_to_load_from_cache
    except ImportError:
        return False
    try:
        found = try_to_load_from_cache(repo_id, "config.json")
    except Exception:  # an id that is not a valid repo name is simply not cached
        return False
    return isinstance(found, str) and Path(found).is_file()
