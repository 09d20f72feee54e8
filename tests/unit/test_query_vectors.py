"""Query vectors are cached (bounded LRU): a repeated question is embedded once."""

from __future__ import annotations

import numpy as np

from spanproof.retrieval.search import QueryVectors


class CountingEmbedder:
    """Counts what it is asked to embed; the vector is the text's length, enough to tell texts apart."""

    model_id = "counting"
    dim = 1

    def __init__(self) -> None:
        self.calls: list[str] = []

    def embed_documents(self, texts: list[str]) -> np.ndarray:
        return np.array([[float(len(t))] for t in texts], dtype=np.float32)

    def embed_query(self, text: str) -> np.ndarray:
        self.calls.append(text)
        return np.array([float(len(text))], dtype=np.float32)


def test_a_repeated_query_is_embedded_once_and_the_cache_stays_bounded() -> None:
    embedder = CountingEmbedder()
    vectors = QueryVectors(embedder, size=2)  # type: ignore[arg-type]
    assert vectors("fuel pump")[0] == 9.0
    assert vectors("fuel pump")[0] == 9.0
    assert embedder.calls == ["fuel pump"]
    vectors("oil")
    vectors("fuel pump")  # most recently used: "oil" is now the oldest
    vectors("magneto")  # evicts "oil"
    assert len(vectors) == 2
    vectors("fuel pump")
    vectors("oil")
    assert embedder.calls == ["fuel pump", "oil", "magneto", "oil"]
