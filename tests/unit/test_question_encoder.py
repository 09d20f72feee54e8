"""The question encoder: it continues the int8 embedder from exactly where its base layers end, the bundled file is
used only with the embedder it was trained on, and a file that says nothing about that is refused."""

from __future__ import annotations

import logging
import shutil
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np
import pytest

from spanproof.answering.evidence import EvidenceScorer
from spanproof.encoders.onnx_embedder import AFTER_BASE_LAYERS, LAST_HIDDEN, OnnxEmbedder
from spanproof.encoders.question_encoder import (
    BUNDLED_QUESTION_ENCODER,
    INPUT,
    META_BASE_SHA256,
    QuestionEncoder,
    load_question_encoder,
)
from spanproof.errors import ConfigError

QUESTIONS = [
    "how hot does the oil get before the relief valve opens?",
    "what do I use to put out an engine fire?",
    "torque on the spark plugs",
]


@pytest.fixture(scope="module")
def embedder() -> OnnxEmbedder:
    return OnnxEmbedder()


def untuned_top_layers(embedder: OnnxEmbedder, path: Path) -> Path:
    """The int8 graph's own layers above the base ones, cut out of it as a question encoder file."""
    import onnx
    from onnx import TensorProto, helper

    embedder.embed_query("load the session")
    assert embedder.cached_model is not None
    model = onnx.load_model(str(embedder.cached_model))
    [exposed] = [n for n in model.graph.node if n.output[0] == AFTER_BASE_LAYERS]
    cut = exposed.input[0]
    producer = {output: node for node in model.graph.node for output in node.output}
    needed, stack = {}, [LAST_HIDDEN]
    while stack:  # every node between the cut and the last hidden states
        node = producer.get(stack.pop())
        if node is not None and id(node) not in needed:
            needed[id(node)] = node
            stack.extend(name for name in node.input if name != cut)
    nodes = [n for n in model.graph.node if id(n) in needed]  # in the graph's (topological) order
    ops = [n.op_type for n in nodes]
    # the cut is after the fourth layer: two layers above it (an attention and two norms each)
    assert (ops.count("MultiHeadAttention"), ops.count("LayerNormalization")) == (2, 4), ops
    for node in nodes:
        node.input[:] = [INPUT if name == cut else name for name in node.input]
    used = {name for node in nodes for name in node.input}
    graph = helper.make_graph(
        nodes,
        "untuned-top",
        [helper.make_tensor_value_info(INPUT, TensorProto.FLOAT, [1, None, 384])],
        [o for o in model.graph.output if o.name == LAST_HIDDEN],
        [t for t in model.graph.initializer if t.name in used],
    )
    onnx.save_model(helper.make_model(graph, opset_imports=list(model.opset_import)), str(path))
    return path


def test_the_top_layers_continue_exactly_where_the_base_layers_end(embedder: OnnxEmbedder, tmp_path: Path) -> None:
    encoder = QuestionEncoder(embedder, untuned_top_layers(embedder, tmp_path / "untuned.onnx"))
    for whole, split in zip(embedder.embed_tokens(QUESTIONS), encoder.embed_tokens(QUESTIONS), strict=True):
        np.testing.assert_allclose(split, whole, atol=1e-5)


def test_the_bundled_encoder_continues_the_int8_embedder_and_is_tuned(embedder: OnnxEmbedder) -> None:
    encoder = load_question_encoder("tuned", embedder)
    assert isinstance(encoder, QuestionEncoder) and encoder.path == BUNDLED_QUESTION_ENCODER
    for base, tuned in zip(embedder.embed_tokens(QUESTIONS), encoder.embed_tokens(QUESTIONS), strict=True):
        assert tuned.shape == base.shape and tuned.dtype == np.float32
        cosines = (base * tuned).sum(1) / (np.linalg.norm(base, axis=1) * np.linalg.norm(tuned, axis=1))
        # changed by the tuning, still the same words in the same space (the bundled file: 0.85 mean)
        assert 0.6 < cosines.mean() < 0.98, cosines
    assert np.array_equal(encoder.embed_tokens(QUESTIONS[:1])[0], encoder.embed_tokens(QUESTIONS[:1])[0])


def test_one_embedder_run_gives_its_own_states_and_the_tuned_ones(embedder: OnnxEmbedder) -> None:
    encoder = load_question_encoder("tuned", embedder)
    assert encoder is not None
    both = encoder.embed_with_base(QUESTIONS)
    for (plain, tuned), alone, tuned_alone in zip(
        both, embedder.embed_tokens(QUESTIONS), encoder.embed_tokens(QUESTIONS), strict=True
    ):
        assert np.array_equal(plain, alone) and np.array_equal(tuned, tuned_alone)


def test_only_the_quote_is_chosen_with_the_tuned_states(embedder: OnnxEmbedder) -> None:
    plain = EvidenceScorer(embedder)
    tuned = EvidenceScorer(embedder, question_encoder=load_question_encoder("tuned", embedder))
    question = QUESTIONS[0]
    assert np.array_equal(plain.choosing_states(question).vector, plain.cache.entries([question])[0].vector)
    chosen_with = tuned.choosing_states(question)
    gates_with = tuned.cache.entries([question])[0]  # cached by that same run: what the gate reads
    assert not np.array_equal(chosen_with.vector, gates_with.vector)
    assert np.array_equal(gates_with.vector, plain.cache.entries([question])[0].vector)
    assert gates_with.tokens is not None and np.array_equal(
        gates_with.tokens, plain.cache.entries([question])[0].tokens
    )


def test_none_or_another_embedder_chooses_with_the_embedders_states(embedder: OnnxEmbedder) -> None:
    assert load_question_encoder("none", embedder) is None

    class OtherEmbedder:
        model_id, dim = "another-model", 384

    assert load_question_encoder("tuned", OtherEmbedder()) is None  # type: ignore[arg-type]


def test_a_file_trained_on_another_base_model_is_not_used(
    embedder: OnnxEmbedder, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    import onnx

    model = onnx.load_model(str(BUNDLED_QUESTION_ENCODER))
    for entry in model.metadata_props:
        if entry.key == META_BASE_SHA256:
            entry.value = "0" * 64
    onnx.save_model(model, str(tmp_path / "other.onnx"))
    with caplog.at_level(logging.WARNING):
        assert load_question_encoder(str(tmp_path / "other.onnx"), embedder) is None
    assert "another int8 model file" in caplog.text


def test_a_missing_unreadable_or_unlabelled_file_is_a_config_error(embedder: OnnxEmbedder, tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="no file"):
        load_question_encoder(str(tmp_path / "absent.onnx"), embedder)
    (tmp_path / "garbage.onnx").write_bytes(b"not a model")
    with pytest.raises(ConfigError, match="cannot be loaded"):
        load_question_encoder(str(tmp_path / "garbage.onnx"), embedder)
    with pytest.raises(ConfigError, match="does not say"):
        load_question_encoder(str(untuned_top_layers(embedder, tmp_path / "untuned.onnx")), embedder)
    shutil.copyfile(BUNDLED_QUESTION_ENCODER, tmp_path / "copy.onnx")
    assert isinstance(load_question_encoder(str(tmp_path / "copy.onnx"), embedder), QuestionEncoder)


def test_concurrent_questions_match_sequential_ones(embedder: OnnxEmbedder) -> None:
    """The service asks from many threads: one encoder (and its first load) is shared by them."""
    encoder = QuestionEncoder(embedder, BUNDLED_QUESTION_ENCODER)
    with ThreadPoolExecutor(max_workers=4) as pool:
        got = list(pool.map(lambda q: encoder.embed_tokens([q])[0], QUESTIONS * 8))
    expected = encoder.embed_tokens(QUESTIONS) * 8
    assert all(np.array_equal(a, b) for a, b in zip(got, expected, strict=True))


def test_a_graph_onnxruntime_cannot_run_is_a_config_error(embedder: OnnxEmbedder, tmp_path: Path) -> None:
    import onnx

    model = onnx.load_model(str(BUNDLED_QUESTION_ENCODER))
    model.graph.node[0].op_type = "NoSuchOperator"
    onnx.save_model(model, str(tmp_path / "broken.onnx"))
    with pytest.raises(ConfigError, match="cannot be loaded"):  # its labels are fine: the graph is what fails
        load_question_encoder(str(tmp_path / "broken.onnx"), embedder)
    with pytest.raises(ConfigError, match="cannot be loaded"):  # and so does an encoder made on it directly
        QuestionEncoder(embedder, tmp_path / "broken.onnx").embed_tokens(QUESTIONS[:1])
