"""The demo questions through ``--answerer llm`` against a real model (``make llm-smoke`` serves one first).

Ingests the bundled FAA sample into a temporary home, asks each demo question with the LLM answerer (and with
the extractive one, for comparison), and writes benchmarks/results/llm_smoke.json: per question the status, whether
it is right (an answerable question answered with a citation from the chapter that holds the answer; an
unanswerable one refused), whether every citation is verbatim, the degraded cause, repair passes, claims dropped
with their reasons, tokens and seconds; then whether the same model, as the faithfulness judge (eval/judge.py),
rejects the known-bad answers.

    .venv/bin/python scripts/llm_smoke.py --base-url http://127.0.0.1:PORT/v1 --model NAME
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import EXAMPLES, write_result

from spanproof import Answer, Settings, Spanproof
from spanproof.cli.demo import DEMO_QUESTIONS
from spanproof.encoders.llm_client import ChatClient
from spanproof.eval.judge import Judge, validate

# Where each demo question's answer is (None: the sample does not answer it and it must be refused).
EXPECTED: dict[str, str | None] = {
    DEMO_QUESTIONS[0]: "ch06_lubrication-and-cooling-systems.pdf",
    DEMO_QUESTIONS[1]: "ch05_engine-starting-systems.pdf",
    DEMO_QUESTIONS[2]: "ch09_engine-fire-protection-systems.pdf",
    DEMO_QUESTIONS[3]: "14_amtp_glossary.pdf",
    DEMO_QUESTIONS[4]: None,
    DEMO_QUESTIONS[5]: None,
}


def verbatim(sp: Spanproof, answer: Answer, collection: str) -> bool:
    """Every citation is exactly the stored slice (checked again here, through the facade's verifier)."""
    for citation in answer.citations:
        checked = sp.verify(citation, collection=collection).citation
        if (
            checked is None
            or checked.quote != citation.quote
            or (checked.start, checked.end)
            != (
                citation.start,
                citation.end,
            )
        ):
            return False
    return True


def right(question: str, answer: Answer) -> bool:
    where = EXPECTED[question]
    if where is None:
        return answer.status == "refused"
    return answer.status == "answered" and any(c.document.endswith(where) for c in answer.citations)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--base-url", required=True)
    parser.add_argument("--model", required=True)
    parser.add_argument("--timeout", type=float, default=300)
    parser.add_argument("--passages", type=int, default=4, help="passages shown to the model (its context is small)")
    args = parser.parse_args()
    collection = "llm-smoke"
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="spanproof-llm-smoke-") as home:
        settings = Settings(
            home=home,
            llm_base_url=args.base_url,
            llm_model=args.model,
            llm_timeout=args.timeout,
            llm_max_passages=args.passages,
        )
        with Spanproof(settings) as sp:
            sp.ingest(sorted(EXAMPLES.glob("*.pdf")), collection=collection)
            for question in DEMO_QUESTIONS:
                extractive = sp.ask(question, collection=collection, answerer="extractive")
                began = time.perf_counter()
                answer = sp.ask(question, collection=collection, answerer="llm")
                seconds = time.perf_counter() - began
                signals = answer.signals
                row = {
                    "question": question,
                    "expected": EXPECTED[question] or "refused",
                    "status": answer.status,
                    "right": right(question, answer),
                    "verbatim": verbatim(sp, answer, collection),
                    "answer": answer.answer,
                    "citations": [f"{c.document} p.{c.page}" for c in answer.citations],
                    "degraded": signals.get("degraded"),
                    "repair_passes": signals.get("repair_passes"),
                    "claims_dropped": signals.get("claims_dropped"),
                    "llm_refusal": signals.get("llm_refusal"),
                    "tokens": signals.get("tokens"),
                    "seconds": round(seconds, 1),
                    "extractive": {"status": extractive.status, "right": right(question, extractive)},
                }
                rows.append(row)
                print(f"{row['status']:9} right={row['right']!s:5} {seconds:6.1f}s {question}", flush=True)
    # The optional faithfulness judge, on the same model: usable only if it rejects the known-bad answers.
    with ChatClient(args.base_url, args.model, None, args.timeout) as client:
        judge_validation = validate(Judge(client))
    print("judge validation passed:", judge_validation["passed"], flush=True)
    tokens = [r["tokens"] or {"prompt": 0, "completion": 0} for r in rows]
    summary = {
        "questions": len(rows),
        "answered_right": sum(r["right"] and r["expected"] != "refused" for r in rows),
        "answerable": sum(r["expected"] != "refused" for r in rows),
        "refused_right": sum(r["right"] and r["expected"] == "refused" for r in rows),
        "unanswerable": sum(r["expected"] == "refused" for r in rows),
        "all_citations_verbatim": all(r["verbatim"] for r in rows),
        "degraded": sum(bool(r["degraded"]) for r in rows),
        "repair_passes": sum(r["repair_passes"] or 0 for r in rows),
        "claims_dropped": sum(len(r["claims_dropped"] or []) for r in rows),
        "seconds_per_answer_mean": round(statistics.fmean(r["seconds"] for r in rows), 1),
        "seconds_per_answer_max": max(r["seconds"] for r in rows),
        "prompt_tokens_mean": round(statistics.fmean(t["prompt"] for t in tokens)),
        "completion_tokens_mean": round(statistics.fmean(t["completion"] for t in tokens)),
        "extractive_right": sum(r["extractive"]["right"] for r in rows),
        "judge_validation_passed": judge_validation["passed"],
    }
    path = write_result(
        "llm_smoke",
        {
            "model": args.model,
            "passages": args.passages,
            "summary": summary,
            "rows": rows,
            "judge_validation": judge_validation,
        },
    )
    print(path)
    print(summary)


if __name__ == "__main__":
    main()
