"""Tables found by name: does the evidence page come up in the top five? On real multi-table documents — the five
annual reports of ../shared/data/financebench-dev with their 19 analyst questions (evidence pages given zero-based
there, one-based here; few of them name a statement), the multi-step questions over the same reports (most name
the statement: "according to the balance sheet"; a comparison counts once per document) and over the sample
handbook's tables.

Run it once per code version to compare (the table rows' heading paths are made at ingest):

    nice -n 19 .venv/bin/python benchmarks/bench_tables_by_name.py --label after
    PYTHONPATH=/tmp/before/src nice -n 19 .venv/bin/python benchmarks/bench_tables_by_name.py --label before

Each run ingests into a scratch home and writes benchmarks/results/tables_by_name_<label>.json: per question the
rank of the first hit on an evidence page (hybrid search with the default rerank, k = 10), whether the right
company's document is the top hit, and the heading path of the best evidence hit.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import REPO, scratch_dir, write_result

import spanproof
from spanproof import Settings, Spanproof

FINANCE = REPO.parent / "shared" / "data" / "financebench-dev"
HANDBOOK = REPO.parent / "shared" / "data" / "pdf-samples" / "handbook.pdf"
MULTISTEP = REPO / "benchmarks" / "datasets" / "multistep" / "questions.jsonl"


def questions() -> list[dict[str, Any]]:
    out = []
    for line in (FINANCE / "questions.jsonl").read_text().splitlines():
        row = json.loads(line)
        pages = sorted({int(e["evidence_page_num"]) + 1 for e in row["evidence"]})
        out.append(
            {"set": "financebench", "id": row["financebench_id"], "question": row["question"],
             "document": row["doc_name"] + ".pdf", "pages": pages}
        )  # fmt: skip
    for line in MULTISTEP.read_text().splitlines():
        row = json.loads(line)
        if row["corpus"] in ("handbook", "10-k"):  # the 10-K ones mostly name their statement
            for evidence in row["evidence"]:
                out.append(
                    {"set": "multistep-" + row["corpus"], "id": row["id"], "question": row["question"],
                     "document": evidence["document"], "pages": [evidence["page"]]}
                )  # fmt: skip
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--label", required=True)
    args = parser.parse_args()
    rows = []
    with scratch_dir("spanproof-tables-") as home, Spanproof(Settings(home=home)) as sp:
        began = time.time()
        report = sp.ingest([*sorted((FINANCE / "pdfs").glob("*.pdf")), HANDBOOK], collection="tables")
        ingest_seconds = round(time.time() - began, 1)
        assert not report.failed, report.to_dict()
        for item in questions():
            hits = sp.search(item["question"], collection="tables", k=10)
            on_page = [
                rank
                for rank, hit in enumerate(hits, 1)
                if hit.document == item["document"] and hit.page in item["pages"]
            ]
            best = hits[on_page[0] - 1] if on_page else None
            rows.append(
                {
                    **item,
                    "evidence_rank": on_page[0] if on_page else None,
                    "top5": bool(on_page and on_page[0] <= 5),
                    "right_document_first": bool(hits and hits[0].document == item["document"]),
                    "evidence_heading_path": best.heading_path if best else None,
                    "evidence_kind": best.kind if best else None,
                }
            )
    summary = {}
    for name in ("financebench", "multistep-handbook", "multistep-10-k"):
        mine = [r for r in rows if r["set"] == name]
        summary[name] = {
            "questions": len(mine),
            "evidence_page_top5": sum(r["top5"] for r in mine),
            "evidence_page_top10": sum(r["evidence_rank"] is not None for r in mine),
            "right_document_first": sum(r["right_document_first"] for r in mine),
        }
    print(json.dumps(summary), flush=True)
    write_result(
        f"tables_by_name_{args.label}",
        {"label": args.label, "code": str(Path(spanproof.__file__).parent), "ingest_seconds": ingest_seconds,
         "summary": summary, "rows": rows},
    )  # fmt: skip


if __name__ == "__main__":
    main()
