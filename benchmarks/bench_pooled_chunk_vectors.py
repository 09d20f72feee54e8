"""A chunk's search vector from its own pass, or pooled from the passes answering already makes (issue 10, ingest).

Ingest runs the embedder twice over the same words: once over each chunk (its search vector) and once over each of
its sentences (the states answering reads). The second pass already holds every word piece's hidden state, so the
chunk's vector can be their mean (the model's own mean pooling, over the heading path's and each sentence's pieces,
[CLS]/[SEP] included) instead of a pass of its own. That saves the first pass, but the vector differs: each sentence
is read without its neighbours, and nothing is cut at the model's 256-token limit.

Compared here on dense retrieval alone (the arm the vector decides), query by query:
- SciFact train (judged claims): nDCG@10 and hit@10, documents ranked by their best chunk; sign-flip randomisation
  on nDCG@10, McNemar's exact test on hit@10;
- the FAA dev questions (answerable): whether the gold page is the first / among the first five distinct pages.

The chunks are made as ingest makes them (``parse_text``, ``chunk_document``, the default chunk settings). Writes
``benchmarks/results/pooled_chunk_vectors.json``.
"""

from __future__ import annotations

import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import asdict, replace
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import REPO, write_result

from spanproof import Settings
from spanproof.encoders.onnx_embedder import OnnxEmbedder
from spanproof.encoders.states import SentenceEncoder
from spanproof.eval import stats
from spanproof.eval.datasets import convert_page_corpus, load_beir, load_qa
from spanproof.eval.metrics import hit_at, ndcg_at
from spanproof.ingest.chunking import chunk_document
from spanproof.ingest.text import parse_text
from spanproof.types import Chunk

SCIFACT = REPO.parent / "shared" / "data" / "scifact"
FAA_CORPUS = REPO.parent / "shared" / "data" / "faa-amt-powerplant" / "corpus.jsonl"
FAA_DEV = REPO / "benchmarks" / "datasets" / "faa-dev" / "questions.jsonl"


def chunks_of(source: str, text: str, title: str | None = None) -> list[Chunk]:
    settings = Settings()
    parsed = parse_text(text.encode(), source)
    blocks = parsed.blocks
    if title:  # as ingest_texts does with a given title
        blocks = [replace(b, heading_path=(title, *b.heading_path)) for b in blocks]
    return chunk_document(parsed.pages, blocks, settings.chunk_chars, settings.chunk_overlap_chars)


def own_pass(embedder: OnnxEmbedder, chunks: Sequence[Chunk]) -> np.ndarray:
    return np.asarray(embedder.embed_documents([c.embedding_text() for c in chunks]), dtype=np.float32)


def pooled(embedder: OnnxEmbedder, chunks: Sequence[Chunk]) -> np.ndarray:
    """As ingest makes them (the sentence states come with them, as they do there)."""
    vectors, _ = SentenceEncoder(embedder).encode_chunks(chunks)
    return vectors


def timed(fn: Any, *args: Any) -> tuple[np.ndarray, float]:
    began = time.perf_counter()
    out = fn(*args)
    return out, time.perf_counter() - began


def scifact(embedder: OnnxEmbedder) -> dict[str, Any]:
    dataset = load_beir(SCIFACT, "train")
    chunks: list[Chunk] = []
    owner: list[str] = []
    for doc_id, (title, text) in sorted(dataset.corpus.items()):
        made = chunks_of(doc_id, f"{title}\n\n{text}" if title else text, title or None)
        chunks += made
        owner += [doc_id] * len(made)
    recipes = {"own_pass": own_pass, "pooled": pooled}
    vectors, seconds = {}, {}
    for name, fn in recipes.items():
        vectors[name], seconds[name] = timed(fn, embedder, chunks)
        print(f"scifact {name}: {len(chunks)} chunks in {seconds[name]:.0f} s", flush=True)
    owners = np.asarray(owner)
    queries = sorted(q for q in dataset.queries if q in dataset.qrels)
    qvec = np.asarray(embedder.embed_documents([dataset.queries[q] for q in queries]), dtype=np.float32)
    per: dict[str, dict[str, list[float]]] = {name: {"ndcg@10": [], "hit@10": []} for name in recipes}
    for name, matrix in vectors.items():
        scores = qvec @ matrix.T
        for qi, q in enumerate(queries):
            ranking = list(dict.fromkeys(owners[np.argsort(-scores[qi])][:200].tolist()))[:100]
            per[name]["ndcg@10"].append(ndcg_at(ranking, dataset.qrels[q], 10))
            per[name]["hit@10"].append(float(hit_at(ranking, dataset.qrels[q], 10)))
    a, b = per["own_pass"], per["pooled"]
    return {
        "queries": len(queries),
        "chunks": len(chunks),
        "seconds": {k: round(v, 1) for k, v in seconds.items()},
        "ratio_seconds_pooled_to_own_pass": round(seconds["pooled"] / seconds["own_pass"], 3),
        "ndcg@10": {name: round(float(np.mean(m["ndcg@10"])), 4) for name, m in per.items()},
        "hit@10": {name: round(float(np.mean(m["hit@10"])), 4) for name, m in per.items()},
        "ndcg@10_paired": asdict(stats.paired_randomization(a["ndcg@10"], b["ndcg@10"])),
        "hit@10_mcnemar": asdict(stats.mcnemar_exact([x > 0 for x in a["hit@10"]], [x > 0 for x in b["hit@10"]])),
    }


def faa(embedder: OnnxEmbedder) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        convert_page_corpus(FAA_CORPUS, FAA_DEV, folder)
        items = [i for i in load_qa(folder) if i.answerable]
        chunks: list[Chunk] = []
        pages: list[tuple[str, int]] = []
        for path in sorted((folder / "documents").iterdir()):
            made = chunks_of(path.name, path.read_text(encoding="utf-8"))
            chunks += made
            pages += [(path.name, c.page) for c in made]
    qvec = np.asarray(embedder.embed_documents([i.question for i in items]), dtype=np.float32)
    out: dict[str, Any] = {"questions": len(items), "chunks": len(chunks)}
    firsts: dict[str, list[bool]] = {}
    fives: dict[str, list[bool]] = {}
    for name, fn in {"own_pass": own_pass, "pooled": pooled}.items():
        scores = qvec @ fn(embedder, chunks).T
        firsts[name], fives[name] = [], []
        for qi, item in enumerate(items):
            ranked = list(dict.fromkeys(pages[j] for j in np.argsort(-scores[qi])[:100]))[:5]
            gold = (item.document, item.page)
            firsts[name].append(ranked[0] == gold)
            fives[name].append(gold in ranked)
    out["gold_page_first"] = {n: round(float(np.mean(v)), 3) for n, v in firsts.items()}
    out["gold_page_top5"] = {n: round(float(np.mean(v)), 3) for n, v in fives.items()}
    out["first_mcnemar"] = asdict(stats.mcnemar_exact(firsts["own_pass"], firsts["pooled"]))
    out["top5_mcnemar"] = asdict(stats.mcnemar_exact(fives["own_pass"], fives["pooled"]))
    return out


def main() -> None:
    embedder = OnnxEmbedder()
    result: dict[str, Any] = {"model": embedder.model_id, "faa_dev": faa(embedder)}
    print(result["faa_dev"], flush=True)
    result["scifact_train"] = scifact(embedder)
    print(result["scifact_train"], flush=True)
    write_result("pooled_chunk_vectors", result)


if __name__ == "__main__":
    main()
