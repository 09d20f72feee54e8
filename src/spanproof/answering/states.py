"""Sentence states: what answering measures in every sentence — its vector and its word pieces' vectors — made
once, at ingest, and stored with the chunk, so that ``ask`` reads them back instead of running the embedder.

Running the embedder over the sentences of the top passages was nearly all of an answer's time (ask p50 529 ms on
the demo corpus, benchmarks/results/core.json); the question alone is embedded at ask time now.

A word piece's vector is stored as int8 with one scale per row (386 bytes instead of 1,536 as float32). Projected
to 128 dimensions (a PCA) it took a third of that, but the gate then separated right from wrong answers less well
(out-of-fold AUC FAA 0.781 -> 0.748, SQuAD 0.662 -> 0.647; docs/decisions.md), so the vectors are kept whole. A text
embedded at ask time (a question, a sentence of an index made before states were stored) goes through the same
encoding, so a stored and a computed state of the same sentence are identical.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np

from spanproof.analysis import quote_sentences
from spanproof.encoders.embedder import Embedder, TokenEmbedder
from spanproof.types import ChunkStates

FORMAT = "int8-v1"  # change it and stored states are no longer read: they are recomputed (and re-stored on ingest)


@dataclass(frozen=True)
class Embedded:
    """A text's unit vector and its word pieces' unit vectors ([CLS]/[SEP] left out; None if the embedder gives
    none), both as stored: the vector through float16, the word pieces through int8."""

    vector: np.ndarray
    tokens: np.ndarray | None


@dataclass(frozen=True)
class _Encoded:
    vector: np.ndarray  # float16, unit
    codes: np.ndarray | None  # int8 (tokens, k)
    scales: np.ndarray | None  # float16 (tokens,)

    def embedded(self) -> Embedded:
        tokens = None
        if self.codes is not None and self.scales is not None:
            tokens = self.codes.astype(np.float32) * self.scales.astype(np.float32)[:, None]
        return Embedded(self.vector.astype(np.float32), tokens)


def chunk_sentences(text: str) -> list[tuple[int, int]]:
    """The sentences answering quotes from a chunk (offsets in its text): what is encoded and stored for it."""
    return quote_sentences(text) or ([(0, len(text))] if text.strip() else [])


class SentenceEncoder:
    """Turns texts into ``Embedded`` states, and a chunk's sentences into the blob stored with it."""

    def __init__(self, embedder: Embedder) -> None:
        self.embedder = embedder
        self.encoding = f"{embedder.model_id}|{FORMAT}"

    def _encode(self, texts: Sequence[str]) -> list[_Encoded]:
        if not isinstance(self.embedder, TokenEmbedder):
            vectors = self.embedder.embed_documents(list(texts))
            return [_Encoded(np.asarray(v, dtype=np.float16), None, None) for v in vectors]
        out = []
        for hidden in self.embedder.embed_tokens(list(texts)):
            pooled = hidden.mean(axis=0)  # sentence-transformers' mean pooling: the text's vector
            vector = (pooled / max(float(np.linalg.norm(pooled)), 1e-12)).astype(np.float16)
            inner = hidden[1:-1] if len(hidden) > 2 else hidden
            units = inner / np.maximum(np.linalg.norm(inner, axis=1, keepdims=True), 1e-12)
            scales = np.maximum(np.abs(units).max(axis=1), 1e-12) / 127.0
            codes = np.rint(units / scales[:, None]).astype(np.int8)
            out.append(_Encoded(vector, codes, scales.astype(np.float16)))
        return out

    def encode(self, texts: Sequence[str]) -> list[Embedded]:
        return [e.embedded() for e in self._encode(texts)]

    def encode_chunks(self, texts: Sequence[str]) -> list[ChunkStates | None]:
        """The stored states of each chunk text's sentences (None for a chunk with none); each distinct sentence of
        the batch is embedded once (overlapping chunks share sentences)."""
        spans = [chunk_sentences(text) for text in texts]
        distinct = list(dict.fromkeys(text[a:b] for text, found in zip(texts, spans, strict=True) for a, b in found))
        encoded = dict(zip(distinct, self._encode(distinct), strict=True))
        return [
            pack(self.encoding, found, [encoded[text[a:b]] for a, b in found]) if found else None
            for text, found in zip(texts, spans, strict=True)
        ]


def pack(encoding: str, spans: Sequence[tuple[int, int]], encoded: Sequence[_Encoded]) -> ChunkStates:
    """One chunk's sentence states, each array as its raw bytes (the columns of ``chunk_sentences``)."""
    vectors = np.stack([e.vector for e in encoded]).astype("<f2")
    states = ChunkStates(encoding, np.asarray(spans, dtype="<i4").tobytes(), vectors.tobytes())
    codes = [e.codes for e in encoded if e.codes is not None]
    scales = [e.scales for e in encoded if e.scales is not None]
    if len(codes) == len(scales) == len(encoded):
        states = replace(
            states,
            token_counts=np.asarray([len(c) for c in codes], dtype="<i4").tobytes(),
            token_codes=np.concatenate(codes).astype(np.int8).tobytes(),
            token_scales=np.concatenate(scales).astype("<f2").tobytes(),
        )
    return states


def sentence_texts(text: str, states: ChunkStates) -> list[str]:
    """The sentences a chunk's stored states are of (``text`` is the chunk's text), without unpacking the states."""
    return [text[a:b] for a, b in np.frombuffer(states.spans, dtype="<i4").reshape(-1, 2).tolist()]


def unpack(text: str, states: ChunkStates) -> dict[str, Embedded]:
    """The states stored for a chunk, by sentence text (``text`` is the chunk's text)."""
    spans = np.frombuffer(states.spans, dtype="<i4").reshape(-1, 2)
    vectors = np.frombuffer(states.vectors, dtype="<f2").reshape(len(spans), -1)
    if states.token_counts is None or states.token_codes is None or states.token_scales is None:
        return {
            text[a:b]: _Encoded(v, None, None).embedded() for (a, b), v in zip(spans.tolist(), vectors, strict=True)
        }
    counts = np.frombuffer(states.token_counts, dtype="<i4")
    scales = np.frombuffer(states.token_scales, dtype="<f2")
    codes = np.frombuffer(states.token_codes, dtype=np.int8).reshape(len(scales), -1)
    ends = np.cumsum(counts)
    return {
        text[a:b]: _Encoded(vectors[i], codes[end - n : end], scales[end - n : end]).embedded()
        for i, ((a, b), n, end) in enumerate(zip(spans.tolist(), counts.tolist(), ends.tolist(), strict=True))
    }
