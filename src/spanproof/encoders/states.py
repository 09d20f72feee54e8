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

from spanproof.analysis import quote_sentences, without_dot_leaders
from spanproof.encoders.embedder import Embedder, TokenEmbedder
from spanproof.types import Chunk, ChunkStates

FORMAT = "int8-v1"  # change it and stored states are no longer read: they are recomputed (and re-stored on ingest)


@dataclass(frozen=True)
class Embedded:
    """A text's unit vector and its word pieces' unit vectors ([CLS]/[SEP] left out; None if the embedder gives
    none), both as stored: the vector through float16, the word pieces through int8."""

    vector: np.ndarray
    tokens: np.ndarray | None


@dataclass(frozen=True)
class Encoded:
    """A text's states as stored: a quarter of their ``Embedded`` size (what a cache holds; 37 KiB a sentence of
    the demo corpus as ``Embedded``, so 146 MiB for 4,096 of them)."""

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
    """Turns texts into ``Embedded`` states, and chunks into their search vectors and the states stored with them."""

    def __init__(self, embedder: Embedder) -> None:
        self.embedder = embedder
        self.encoding = f"{embedder.model_id}|{FORMAT}"

    def encode_stored(self, texts: Sequence[str]) -> list[Encoded]:
        read = [without_dot_leaders(text) for text in texts]
        if not isinstance(self.embedder, TokenEmbedder):
            vectors = self.embedder.embed_documents(read)
            return [Encoded(np.asarray(v, dtype=np.float16), None, None) for v in vectors]
        return [from_hidden(hidden) for hidden in self.embedder.embed_tokens(read)]

    def encode(self, texts: Sequence[str]) -> list[Embedded]:
        return [e.embedded() for e in self.encode_stored(texts)]

    def encode_chunks(self, chunks: Sequence[Chunk]) -> tuple[np.ndarray, list[ChunkStates | None]]:
        """Each chunk's search vector, and the stored states of its sentences (None for a chunk with none). Each
        distinct sentence of the batch is embedded once (overlapping chunks share sentences).

        With a token embedder the chunk's vector is pooled from those same passes: the mean of the word-piece states
        of its heading path and of each of its sentences, as the model's own mean pooling does over one text. It
        saves running the embedder over every chunk a second time, and was no worse for search (dense retrieval,
        paired: benchmarks/results/pooled_chunk_vectors.json, docs/decisions.md)."""
        spans = [chunk_sentences(chunk.text) for chunk in chunks]
        sentences = [[chunk.text[a:b] for a, b in found] for chunk, found in zip(chunks, spans, strict=True)]
        if not isinstance(self.embedder, TokenEmbedder):
            vectors = np.asarray(self.embedder.embed_documents([c.embedding_text() for c in chunks]), np.float32)
            distinct = list(dict.fromkeys(t for group in sentences for t in group))
            encoded = dict(zip(distinct, self.encode_stored(distinct), strict=True))
        else:
            parts = [
                ([" > ".join(chunk.heading_path)] if chunk.heading_path else []) + (group or [chunk.embedding_text()])
                for chunk, group in zip(chunks, sentences, strict=True)
            ]
            distinct = list(dict.fromkeys(t for group in parts for t in group))
            read = [without_dot_leaders(text) for text in distinct]
            hidden = dict(zip(distinct, self.embedder.embed_tokens(read), strict=True))
            encoded = {text: from_hidden(hidden[text]) for group in sentences for text in group}
            vectors = np.zeros((len(chunks), self.embedder.dim), dtype=np.float32)
            for row, group in enumerate(parts):
                pooled = np.concatenate([hidden[text] for text in group]).mean(axis=0)
                vectors[row] = pooled / max(float(np.linalg.norm(pooled)), 1e-12)
        states = [
            pack(self.encoding, found, [encoded[t] for t in group]) if found else None
            for found, group in zip(spans, sentences, strict=True)
        ]
        return vectors, states


def from_hidden(hidden: np.ndarray) -> Encoded:
    """A text's states from its last hidden states ([CLS] and [SEP] included)."""
    pooled = hidden.mean(axis=0)  # sentence-transformers' mean pooling: the text's vector
    vector = (pooled / max(float(np.linalg.norm(pooled)), 1e-12)).astype(np.float16)
    inner = hidden[1:-1] if len(hidden) > 2 else hidden
    units = inner / np.maximum(np.linalg.norm(inner, axis=1, keepdims=True), 1e-12)
    scales = np.maximum(np.abs(units).max(axis=1), 1e-12) / 127.0
    codes = np.rint(units / scales[:, None]).astype(np.int8)
    return Encoded(vector, codes, scales.astype(np.float16))


def pack(encoding: str, spans: Sequence[tuple[int, int]], encoded: Sequence[Encoded]) -> ChunkStates:
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
    return {sentence: encoded.embedded() for sentence, encoded in unpack_stored(text, states).items()}


def unpack_stored(text: str, states: ChunkStates) -> dict[str, Encoded]:
    """``unpack``, each sentence's states left as stored."""
    spans = np.frombuffer(states.spans, dtype="<i4").reshape(-1, 2)
    vectors = np.frombuffer(states.vectors, dtype="<f2").reshape(len(spans), -1)
    if states.token_counts is None or states.token_codes is None or states.token_scales is None:
        return {text[a:b]: Encoded(v, None, None) for (a, b), v in zip(spans.tolist(), vectors, strict=True)}
    counts = np.frombuffer(states.token_counts, dtype="<i4")
    scales = np.frombuffer(states.token_scales, dtype="<f2")
    codes = np.frombuffer(states.token_codes, dtype=np.int8).reshape(len(scales), -1)
    ends = np.cumsum(counts)
    return {
        text[a:b]: Encoded(vectors[i], codes[end - n : end], scales[end - n : end])
        for i, ((a, b), n, end) in enumerate(zip(spans.tolist(), counts.tolist(), ends.tolist(), strict=True))
    }
