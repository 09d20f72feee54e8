"""The question's side of the alignment, fine-tuned: what chooses the extractive answerer's quote.

The answerer quotes the candidate whose stored word pieces best align with the question's (late interaction,
``answering/evidence.py``). Only the question's side is tuned, so nothing stored changes: a question runs through
the int8 embedder's first ``BASE_LAYERS`` layers as every text does, then through this file's two layers (the last
two of all-MiniLM-L6-v2, fine-tuned here on CPU to rank the candidates holding the answer first:
``benchmarks/train_question_encoder.py``, which says how, on what, and what it measured). The gate still measures
the chosen quote with the embedder's own states, so what decides an answer is what it was fitted on.

The file (``minilm/question_top2.onnx``, int8 weights) records the sha256 of the int8 model file it continues:
with another embedder (the fp32 one, another model) there is nothing to continue from and the embedder's own
question states choose (``load_question_encoder`` returns None, and says why in the log).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from spanproof.encoders.embedder import Embedder
from spanproof.encoders.onnx_embedder import (
    AFTER_BASE_LAYERS,
    BASE_LAYERS,
    LAST_HIDDEN,
    OnnxEmbedder,
    session_options,
)
from spanproof.errors import ConfigError

log = logging.getLogger(__name__)

BUNDLED_QUESTION_ENCODER = Path(__file__).resolve().parent / "minilm" / "question_top2.onnx"
META_BASE_SHA256 = "spanproof.base_sha256"  # the int8 model file whose hidden states it continues
META_BASE_LAYERS = "spanproof.base_layers"
INPUT, OUTPUT = "hidden", "last_hidden_state"


class QuestionEncoder:
    """Question texts -> their last hidden states ([CLS] and [SEP] included), through the embedder's first
    ``BASE_LAYERS`` layers and the tuned layers above them. Thread-safe as ``OnnxEmbedder`` is."""

    def __init__(self, base: OnnxEmbedder, path: Path, session: Any = None) -> None:
        """``session``: the file's onnxruntime session when the caller has opened it already."""
        self.base = base
        self.path = path
        self._session: Any = session
        self._lock = threading.Lock()

    def _load(self) -> Any:
        if self._session is not None:  # loaded: no lock on the ask path (only the first load is serialised)
            return self._session
        with self._lock:
            if self._session is None:
                self._session = open_session(self.path)
            return self._session

    def embed_tokens(self, texts: Sequence[str]) -> list[np.ndarray]:
        return [tuned for _, tuned in self.embed_with_base(texts)]

    def embed_with_base(self, texts: Sequence[str]) -> list[tuple[np.ndarray, np.ndarray]]:
        """Each text's last hidden states from the embedder and from the tuned layers, out of one embedder run
        (which runs its whole graph whichever output is asked for: ~10 ms a question on this machine)."""
        session = self._load()
        out = []
        for last, base in self.base.hidden_states(texts, [LAST_HIDDEN, AFTER_BASE_LAYERS]):
            (tuned,) = session.run([OUTPUT], {INPUT: base[None, :, :]})
            out.append((last, np.asarray(tuned[0], dtype=np.float32)))
        return out


def open_session(path: Path) -> Any:
    import onnxruntime as ort

    try:
        return ort.InferenceSession(str(path), session_options(), providers=["CPUExecutionProvider"])
    except Exception as exc:  # onnxruntime's own errors say what is wrong with the file
        raise ConfigError(f"question encoder {path} cannot be loaded: {exc}") from exc


def load_question_encoder(setting: str, embedder: Embedder) -> QuestionEncoder | None:
    """The encoder ``Settings.question_encoder`` names — 'tuned' (the bundled file), 'none', or a file's path —
    for ``embedder``; None when the embedder's own question states choose (the setting is 'none', or the file
    continues another model than the embedder's, which is logged)."""
    if setting == "none":
        return None
    path = BUNDLED_QUESTION_ENCODER if setting == "tuned" else Path(setting).expanduser()
    if not path.is_file():
        raise ConfigError(f"question encoder {setting!r}: no file {path} (use 'tuned', 'none' or an .onnx file)")
    # the labels read through the session that runs it: importing onnx for them made a first ask 2.2 s, not 0.8 s
    session = open_session(path)
    metadata = dict(session.get_modelmeta().custom_metadata_map)
    if metadata.get(META_BASE_LAYERS) != str(BASE_LAYERS) or META_BASE_SHA256 not in metadata:
        raise ConfigError(f"question encoder {path} does not say which {BASE_LAYERS} base layers it continues")
    if not isinstance(embedder, OnnxEmbedder):
        log.info("the question encoder continues the int8 embedder; with %s questions are not tuned", embedder.model_id)
        return None
    if metadata[META_BASE_SHA256] != embedder.source_sha256():
        log.warning("question encoder %s continues another int8 model file; questions are not tuned", path)
        return None
    return QuestionEncoder(embedder, path, session)
