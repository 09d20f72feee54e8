"""int8 ONNX vs fp32 PyTorch embedder: the same SciFact queries, paired (issue 10, the default embedder).

Indexes SciFact (train split's judged claims) once per embedder, each in its own SPANPROOF_HOME under ``--home``
(a temporary folder unless given: give one to reuse the indexes), runs ``hybrid`` and ``hybrid+rerank`` with
per-query metrics, and compares the two embedders query by query: a sign-flip randomisation test on nDCG@10 and
McNemar's exact test on hit@10. Needs the fp32 extra (torch, sentence-transformers).

``--parts faa`` (or both, the default, when the file exists): the FAA dev questions
(``/work/main/benchmarks/datasets/faa-dev/questions.jsonl``, being written on main): for the answerable ones, whether
the gold page is the first / among the first five distinct pages of the hits (hybrid, and hybrid+rerank), per
embedder, paired with McNemar. Its documents are built from ``../shared/data/faa-amt-powerplant/corpus.jsonl`` the
way ``spanproof.eval.datasets.convert_page_corpus`` on main builds them (one text document per source, one
form-feed page per corpus page): its helpers are copied below, since they are not on this branch. A part not run
keeps its previous result in the output file.

Writes ``benchmarks/results/embedder_int8_vs_fp32.json``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import REPO, RESULTS, scratch_dir, write_result

from spanproof import Settings, Spanproof
from spanproof.eval import stats
from spanproof.eval.datasets import convert_page_corpus, load_beir, load_qa
from spanproof.eval.runner import CONFIGS, index_beir, run_retrieval

SCIFACT = REPO.parent / "shared" / "data" / "scifact"
FAA_CORPUS = REPO.parent / "shared" / "data" / "faa-amt-powerplant" / "corpus.jsonl"
FAA_DEV = Path("/work/main/benchmarks/datasets/faa-dev/questions.jsonl")
MODELS = {"int8": "all-MiniLM-L6-v2-int8-onnx", "fp32": "all-MiniLM-L6-v2"}
CONFIG_NAMES = ("hybrid", "hybrid+rerank")


def scifact(home: Path, split: str) -> dict[str, Any]:
    dataset = load_beir(SCIFACT, split)
    runs: dict[str, dict[str, Any]] = {}
    for label, model in MODELS.items():
        settings = Settings(home=home / label, embedding_model=model)
        with Spanproof(settings) as client:
            began = time.perf_counter()
            report = index_beir(client, dataset, "scifact")
            index_seconds = time.perf_counter() - began
            print(
                f"{label}: indexed in {index_seconds:.0f} s ({sum(f.chunks for f in report.files)} chunks)", flush=True
            )
            result = run_retrieval(client, dataset, "scifact", [CONFIGS[c] for c in CONFIG_NAMES], per_query=True)
        runs[label] = {"model": model, "index_seconds": round(index_seconds, 1), **result}
        print(label, {c: result["metrics"][c]["ndcg@10"] for c in CONFIG_NAMES}, flush=True)

    out: dict[str, Any] = {"dataset": f"scifact/{split}", "queries": runs["int8"]["queries"], "configs": {}}
    for config in CONFIG_NAMES:
        a, b = runs["int8"]["per_query"][config], runs["fp32"]["per_query"][config]
        ids = sorted(set(a) & set(b))
        ndcg = stats.paired_randomization([a[q]["ndcg@10"] for q in ids], [b[q]["ndcg@10"] for q in ids])
        low, high = stats.paired_bootstrap_ci([a[q]["ndcg@10"] for q in ids], [b[q]["ndcg@10"] for q in ids])
        hit = stats.mcnemar_exact([a[q]["hit@10"] > 0 for q in ids], [b[q]["hit@10"] > 0 for q in ids])
        out["configs"][config] = {
            "int8": runs["int8"]["metrics"][config],
            "fp32": runs["fp32"]["metrics"][config],
            "ndcg@10_int8_minus_fp32": {
                "mean_difference": round(ndcg.mean_difference, 6),
                "ci95": [round(low, 6), round(high, 6)],
                "p_value": round(ndcg.p_value, 6),
                "rounds": ndcg.rounds,
                "queries": len(ids),
            },
            "hit@10_mcnemar": {"int8_wins": hit.a_wins, "fp32_wins": hit.b_wins, "p_value": round(hit.p_value, 6)},
            "latency_ms": {"int8": runs["int8"]["latency_ms"][config], "fp32": runs["fp32"]["latency_ms"][config]},
        }
    out["index_seconds"] = {label: runs[label]["index_seconds"] for label in MODELS}
    return out


# --- FAA dev: gold-page hits ------------------------------------------------------------------------------------


def faa(home: Path, questions_file: Path) -> dict[str, Any]:
    folder = home / "faa-qa"
    convert_page_corpus(FAA_CORPUS, questions_file, folder)
    items = [item for item in load_qa(folder) if item.answerable]
    documents = folder / "documents"
    found: dict[str, dict[str, dict[str, list[tuple[str, int]]]]] = {}
    for label, model in MODELS.items():
        settings = Settings(home=home / label, embedding_model=model)
        with Spanproof(settings) as client:
            report = client.ingest([documents], collection="faa-dev")
            assert not report.failed, report.to_dict()
            found[label] = {}
            for config in CONFIG_NAMES:
                rerank = CONFIGS[config].rerank
                found[label][config] = {}
                for item in items:
                    hits = client.search(item.question, collection="faa-dev", k=30, rerank=rerank)
                    pages = list(dict.fromkeys((h.document, h.page) for h in hits))
                    found[label][config][item.id] = pages[:5]
    out: dict[str, Any] = {"questions_file": str(questions_file), "answerable": len(items), "configs": {}}
    for config in CONFIG_NAMES:
        out["configs"][config] = {}
        for at, depth in (("hit@1", 1), ("hit@5", 5)):
            hit = {
                label: [(item.document, item.page) in found[label][config][item.id][:depth] for item in items]
                for label in MODELS
            }
            test = stats.mcnemar_exact(hit["int8"], hit["fp32"])
            out["configs"][config][at] = {
                "int8": round(sum(hit["int8"]) / len(items), 4),
                "fp32": round(sum(hit["fp32"]) / len(items), 4),
                "mcnemar": {"int8_wins": test.a_wins, "fp32_wins": test.b_wins, "p_value": round(test.p_value, 6)},
            }
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--home", type=Path, help="Folder for the two SPANPROOF_HOMEs (reused if given).")
    parser.add_argument("--split", default="train")
    parser.add_argument("--faa", type=Path, default=FAA_DEV, help="FAA dev questions.jsonl (skipped if missing).")
    parser.add_argument("--parts", default="scifact,faa", help="Which comparisons to run (comma separated).")
    args = parser.parse_args()
    parts = set(args.parts.split(","))
    previous = RESULTS / "embedder_int8_vs_fp32.json"
    result: dict[str, Any] = json.loads(previous.read_text(encoding="utf-8")) if previous.exists() else {}
    result.pop("environment", None)
    result["models"] = MODELS
    with scratch_dir(prefix="spanproof-embedders-") as scratch:
        home = args.home or Path(scratch)
        if "scifact" in parts:
            result["scifact"] = scifact(home, args.split)
        if "faa" in parts:
            if args.faa.is_file():
                result["faa_dev"] = faa(home, args.faa)
            else:
                result["faa_dev"] = f"not compared: {args.faa} did not exist"
    path = write_result("embedder_int8_vs_fp32", result)
    print(json.dumps(result, indent=2)[:4000])
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
