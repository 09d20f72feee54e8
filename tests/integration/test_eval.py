"""The evaluation harness on small real data: BEIR retrieval (SciFact subset) and SQuAD 2.0 answers."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from spanproof import Spanproof
from spanproof.eval.datasets import BeirDataset, convert_squad, load_beir, load_qa
from spanproof.eval.runner import CONFIGS, index_beir, run_answers, run_retrieval
from spanproof.retrieval.rerank import EvidenceRerank
from tests.conftest import SHARED_DATA

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def small_beir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A real slice of SciFact: 40 judged train queries, their relevant abstracts and 200 other abstracts."""
    full = load_beir(SHARED_DATA / "scifact", "train")
    queries = sorted(full.queries)[:40]
    relevant = {doc for q in queries for doc in full.qrels[q]}
    others = [doc for doc in sorted(full.corpus) if doc not in relevant][:200]
    folder = tmp_path_factory.mktemp("scifact-small")
    (folder / "qrels").mkdir()
    with (folder / "corpus.jsonl").open("w") as out:
        for doc in sorted(relevant) + others:
            title, text = full.corpus[doc]
            out.write(json.dumps({"_id": doc, "title": title, "text": text}) + "\n")
    with (folder / "queries.jsonl").open("w") as out:
        for q in queries:
            out.write(json.dumps({"_id": q, "text": full.queries[q]}) + "\n")
    with (folder / "qrels" / "train.tsv").open("w") as out:
        out.write("query-id\tcorpus-id\tscore\n")
        for q in queries:
            for doc, score in full.qrels[q].items():
                out.write(f"{q}\t{doc}\t{score}\n")
    return folder


def test_beir_loader_keeps_only_judged_queries(small_beir: Path) -> None:
    data = load_beir(small_beir, "train")
    assert len(data.queries) == 40 and set(data.queries) == set(data.qrels)
    assert len(data.corpus) >= 200


def test_retrieval_eval_is_deterministic_and_compares_configs(
    settings: object, client: Spanproof, small_beir: Path
) -> None:
    data: BeirDataset = load_beir(small_beir, "train")
    first = index_beir(client, data, "beir-small")
    assert not [f for f in first.files if f.status == "failed"]
    again = index_beir(client, data, "beir-small")
    assert all(f.status == "unchanged" for f in again.files), "a second run reuses the index"

    with Spanproof(client.settings, embedder=client.embedder, reranker=EvidenceRerank()) as sp:
        configs = list(CONFIGS.values())
        one = run_retrieval(sp, data, "beir-small", configs)
        two = run_retrieval(sp, data, "beir-small", configs)
    assert json.dumps(one["metrics"], sort_keys=True) == json.dumps(two["metrics"], sort_keys=True)
    assert set(one["metrics"]) == {"lexical", "dense", "hybrid", "hybrid+rerank"}
    for values in one["metrics"].values():
        assert {"recall@1", "recall@5", "recall@10", "recall@20", "recall@100", "mrr@10", "ndcg@10"} <= set(values)
        assert 0.3 < values["ndcg@10"] <= 1.0  # real retrieval on real claims: far above chance (~0.01)
    assert len(one["significance"]) == 6
    assert all(0 <= row["hit@10_mcnemar"]["p_value"] <= 1 for row in one["significance"])


def test_squad_conversion_and_answer_eval(client: Spanproof, tmp_path: Path) -> None:
    answerable, unanswerable = convert_squad(SHARED_DATA / "squad2-dev" / "squad2-dev-5-articles.json", tmp_path)
    assert (answerable, unanswerable) == (1749 - 918, 918)
    items = load_qa(tmp_path)
    normans = [i for i in items if i.document == "Normans.txt"][:30]
    assert normans[0].answers == ["France"] and normans[0].page == 1
    documents = tmp_path / "documents"
    report = client.ingest([documents / "Normans.txt"], collection="squad-normans")
    assert not report.failed
    result = run_answers(client, normans, "squad-normans")
    metrics = result["metrics"]
    assert metrics["questions"] == 30
    assert metrics["citations_verbatim"] == 1.0
    assert 0.0 <= metrics["answerable_answered_with_gold"] <= 1.0
    assert sum(metrics["statuses"].values()) == 30
