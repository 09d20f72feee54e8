"""The small local model through the real answer path: ``--answerer llm`` and ``--answerer agent`` on a fixed sample
of FAA dev questions and of the multi-step set, until a deadline; writes benchmarks/results/local_llm_answers.json
after every answer (so what finished is kept if the run is stopped).

The model is served by scripts/serve_small_llm.py (xllamacpp, in .venv-llm) with ONE thread and no busy polling
(see benchmarks/results/llm_speed.json for why); start it first and pass its URL:

    nice -n 19 .venv/bin/python benchmarks/bench_local_llm.py --base-url http://127.0.0.1:PORT/v1 \\
        --model qwen2.5-coder-0.5b-instruct-q4_k_m --deadline 08:20

The sample is fixed: every 4th FAA dev question (30 of 143, answerable and not) and the multi-step questions over
the demo corpus and the sample handbook (the 10-K ones need the five annual reports ingested, too slow here),
interleaved llm / agent per question so that both answerers cover the same questions when the deadline cuts the
run. "Right" is the eval runner's rule: a key inside a quote cited from the gold page (FAA), or for the
multi-step set a key inside a cited quote or the calculation's result; an unanswerable question is right when
refused.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import EXAMPLES, REPO, scratch_dir, write_result

from spanproof import Answer, Settings, Spanproof, TextDocument
from spanproof.answering.arithmetic import agrees
from spanproof.eval.datasets import QAItem, load_page_corpus, page_document_name
from spanproof.eval.runner import answer_is_right, folded

FAA_QUESTIONS = REPO / "benchmarks" / "datasets" / "faa-dev" / "questions.jsonl"
FAA_CORPUS = REPO.parent / "shared" / "data" / "faa-amt-powerplant" / "corpus.jsonl"
MULTISTEP = REPO / "benchmarks" / "datasets" / "multistep" / "questions.jsonl"
HANDBOOK = REPO.parent / "shared" / "data" / "pdf-samples" / "handbook.pdf"


def faa_sample(n: int) -> list[QAItem]:
    items = [QAItem(**json.loads(line)) for line in FAA_QUESTIONS.read_text().splitlines() if line.strip()]
    return items[::4][:n]


def multistep_sample(n: int) -> list[dict[str, Any]]:
    rows = [json.loads(line) for line in MULTISTEP.read_text().splitlines() if line.strip()]
    local = [r for r in rows if r["corpus"] != "10-k"]
    return local[::2][:n]


def multistep_right(row: dict[str, Any], answer: Answer) -> bool:
    if answer.status == "refused":
        return False
    quotes = " ".join(folded(c.quote) for c in answer.citations) + " " + folded(answer.answer)
    results = [c["result"] for c in answer.signals.get("calculations", [])]
    for key in row["answers"]:
        if folded(key) in quotes and any(folded(key) in folded(c.quote) for c in answer.citations):
            return True
        if any(agrees(key, value) for value in results):
            return True
    return False


def summarise(rows: list[dict[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for answerer in ("llm", "agent"):
        mine = [r for r in rows if r["answerer"] == answerer]
        if not mine:
            continue
        answerable = [r for r in mine if r["answerable"]]
        answered = [r for r in mine if r["status"] != "refused"]
        right_answered = [r for r in answered if r["answerable"] and r["right"]]
        out[answerer] = {
            "questions": len(mine),
            "answerable": len(answerable),
            "answered_right": len(right_answered),
            "answered": len(answered),
            "confirmed_precision": round(len(right_answered) / len(answered), 3) if answered else None,
            "refused": len(mine) - len(answered),
            "refused_right": sum(1 for r in mine if not r["answerable"] and r["status"] == "refused"),
            "degraded": sum(1 for r in mine if r["degraded"]),
            # tool calls only (a run before replies_rejected existed listed rejected replies as "(reply)" steps)
            "steps_per_answer": round(statistics.fmean(sum(t != "(reply)" for t in r["tools"]) for r in mine), 2),
            "rejected_replies_per_answer": round(
                statistics.fmean(r["tools"].count("(reply)") + r.get("replies_rejected", 0) for r in mine), 2
            ),
            "seconds_per_answer": round(statistics.fmean(r["seconds"] for r in mine), 1),
            "seconds_per_answer_max": max(r["seconds"] for r in mine),
            "prompt_tokens_per_answer": round(statistics.fmean(r["tokens"]["prompt"] for r in mine)),
            "completion_tokens_per_answer": round(statistics.fmean(r["tokens"]["completion"] for r in mine)),
        }
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--base-url", required=True)
    parser.add_argument("--model", required=True)
    parser.add_argument("--deadline", default="08:20", help="HH:MM UTC: no question is started after it")
    parser.add_argument("--faa", type=int, default=30)
    parser.add_argument("--multistep", type=int, default=10)
    parser.add_argument("--timeout", type=float, default=900)
    parser.add_argument("--passages", type=int, default=4)
    parser.add_argument("--max-steps", type=int, default=4)
    parser.add_argument("--name", default="local_llm_answers")
    args = parser.parse_args()
    hour, minute = (int(x) for x in args.deadline.split(":"))
    deadline = datetime.now(UTC).replace(hour=hour, minute=minute, second=0, microsecond=0)

    faa = faa_sample(args.faa)
    steps = multistep_sample(args.multistep)
    corpus = load_page_corpus(FAA_CORPUS)
    wanted = {item.document for item in faa}
    documents = [
        TextDocument(page_document_name(source), "\f".join(pages.get(n, "") for n in range(1, max(pages) + 1)))
        for source, pages in corpus.items()
        if page_document_name(source) in wanted
    ]
    # FAA and multi-step questions mixed (one multi-step after every three FAA), so both are covered early
    mixed: list[tuple[str, Any]] = []
    for index in range(max(len(faa), len(steps))):
        if index < len(faa):
            mixed.append(("faa", faa[index]))
        if index % 3 == 0 and index // 3 < len(steps):
            mixed.append(("multistep", steps[index // 3]))
    mixed += [("multistep", row) for row in steps[(len(faa) + 2) // 3 :]]
    rows: list[dict[str, Any]] = []
    started = time.time()
    with scratch_dir("spanproof-local-llm-") as home:
        settings = Settings(
            home=home,
            llm_base_url=args.base_url,
            llm_model=args.model,
            llm_timeout=args.timeout,
            llm_max_passages=args.passages,
            llm_max_tokens=384,
            llm_retries=0,
            agent_max_steps=args.max_steps,
        )
        with Spanproof(settings) as sp:
            sp.ingest_texts(documents, collection="faa")
            sp.ingest([*sorted(EXAMPLES.glob("*.pdf")), HANDBOOK], collection="multistep")
            ingest_seconds = round(time.time() - started, 1)
            print(f"ingested in {ingest_seconds}s; {len(mixed)} questions x 2 answerers", flush=True)
            for kind, item in mixed:
                for answerer in ("llm", "agent"):
                    if datetime.now(UTC) >= deadline:
                        break
                    question = item.question if kind == "faa" else item["question"]
                    collection = "faa" if kind == "faa" else "multistep"
                    began = time.perf_counter()
                    answer = sp.ask(question, collection=collection, answerer=answerer)
                    seconds = round(time.perf_counter() - began, 1)
                    if kind == "faa":
                        right = answer.status != "refused" and answer_is_right(item, answer.citations)[0]
                        answerable = item.answerable
                        if not answerable:
                            right = answer.status == "refused"
                    else:
                        right, answerable = multistep_right(item, answer), True
                    signals = answer.signals
                    rows.append(
                        {
                            "set": kind,
                            "id": item.id if kind == "faa" else item["id"],
                            "answerer": answerer,
                            "answerable": answerable,
                            "status": answer.status,
                            "right": right,
                            "degraded": signals.get("degraded"),
                            "steps": len(signals.get("steps", [])),
                            "tools": [s["name"] for s in signals.get("steps", [])],
                            "replies_rejected": len(signals.get("replies_rejected", [])),
                            "repair_passes": signals.get("repair_passes"),
                            "claims_dropped": len(signals.get("claims_dropped", [])),
                            "tokens": signals.get("tokens") or {"prompt": 0, "completion": 0},
                            "seconds": seconds,
                            "answer": answer.answer[:300],
                        }
                    )
                    print(json.dumps(rows[-1])[:400], flush=True)
                    write_result(
                        args.name,
                        {
                            "model": args.model,
                            "served_by": "xllamacpp 2026.10.11549, 1 thread, poll 0, n_ctx 4096, nice 19",
                            "deadline_utc": args.deadline,
                            "sample": {"faa_dev": len(faa), "multistep": len(steps)},
                            "ingest_seconds": ingest_seconds,
                            "finished": len(rows),
                            "summary": summarise(rows),
                            "rows": rows,
                        },
                    )


if __name__ == "__main__":
    main()
