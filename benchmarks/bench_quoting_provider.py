"""Every answerer, one gate: an LLM provider that quotes precisely, and one that quotes the wrong sentence.

Two providers stand in for a model on a real loopback server speaking OpenAI's protocol (tests/openai_server.py),
and answer the dev set's answerable questions through the product's ``llm`` answerer:

* ``exact``: quotes exactly the sentence of the passages shown that holds a gold answer (preferring the gold page) —
  what an ideal model does. A precise quote does not repeat the question's context; the gate must read it in place.
* ``neighbour``: quotes the sentence next to that one, which does not hold the answer — a plausible, wrong quote.

Reported per provider: of answerable questions whose key is in the passages shown, the share confirmed (and the
share confirmed of all answerable ones). Targets (issue 23): exact >= 0.90, neighbour <= 0.05. With ``--models`` and
``--dumped`` each question is answered with the question encoder of its document's fold (one that never saw it), and
``--records`` writes the answers' records, which ``fit_gate.py`` can fit on and score cross-fitted by document.

    python benchmarks/bench_quoting_provider.py HOME COLLECTION QA_FOLDER --out results/quoting_provider_faa.json \
        [--models QE_DIR --dumped SET.pkl --records results/records_faa]
"""

from __future__ import annotations

import argparse
import json
import pickle
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.train_question_encoder import folds
from tests.openai_server import scripted_llm

from spanproof import Settings, Spanproof
from spanproof.analysis import quote_sentences
from spanproof.answering.gate import default_gate_model
from spanproof.eval.datasets import QAItem, load_qa
from spanproof.eval.runner import answer_record, folded

_HEADER = re.compile(r"^\[(\d+)\] document (.+?)(?: \".*\")?, page (\d+)$", re.MULTILINE)


def passages(user: str) -> list[tuple[int, str, int, str]]:
    """(number, document, page, text) of each passage in the prompt's user message."""
    marks = list(_HEADER.finditer(user))
    out = []
    for i, mark in enumerate(marks):
        end = marks[i + 1].start() if i + 1 < len(marks) else user.rfind("\n\nAnswer the question")
        out.append((int(mark.group(1)), mark.group(2), int(mark.group(3)), user[mark.end() + 1 : end].rstrip()))
    return out


def choose(item: QAItem, user: str, mode: str) -> tuple[int, str] | None:
    """The passage number and the sentence the provider quotes, or None when no passage shown holds a key."""
    keys = [folded(k) for k in item.answers]
    shown = passages(user)
    shown.sort(key=lambda p: (p[1], p[2]) != (item.document, item.page))  # the gold page first
    for number, _, _, text in shown:
        spans = quote_sentences(text)
        for i, (s, e) in enumerate(spans):
            if any(k in folded(text[s:e]) for k in keys):
                if mode == "exact":
                    return number, text[s:e]
                for j in (i + 1, i - 1):
                    if 0 <= j < len(spans) and not any(k in folded(text[spans[j][0] : spans[j][1]]) for k in keys):
                        return number, text[spans[j][0] : spans[j][1]]
                return None
    return None


def run(
    home: Path, collection: str, items: list[QAItem], mode: str, encoders: dict[str, str] | None = None
) -> dict[str, Any]:
    """Every item answered through the ``llm`` answerer by the ``mode`` provider. ``encoders``: each document's
    question encoder (a fold model that never saw a question about it), else the bundled one."""
    current: dict[str, Any] = {"shown": {}}

    def reply(body: dict[str, Any]) -> str:
        user = next(m["content"] for m in body["messages"] if m["role"] == "user")
        chosen = choose(current["item"], user, mode)
        current["shown"][current["item"].id] = chosen is not None
        if chosen is None:
            return json.dumps({"refusal": "the passages do not state it"})
        number, quote = chosen
        return json.dumps(
            {"claims": [{"text": " ".join(quote.split()), "citations": [{"passage": number, "quote": quote}]}]}
        )

    records: list[dict[str, Any]] = []
    groups: dict[str, list[QAItem]] = {}
    for item in items:
        groups.setdefault((encoders or {}).get(item.document, ""), []).append(item)
    with scripted_llm(reply) as llm:
        for encoder, group in groups.items():
            settings = Settings(
                home=home,
                llm_base_url=llm.base_url,
                llm_model="quoting-provider",
                llm_retries=0,
                **({"question_encoder": encoder} if encoder else {}),
            )
            with Spanproof(settings) as sp:
                for item in group:
                    current["item"] = item
                    answer = sp.ask(
                        item.question,
                        collection=collection,
                        answerer="llm",
                        as_of=item.as_of,
                        product=item.product,
                        variant=item.variant,
                        serial=item.serial,
                    )
                    records.append(answer_record(item, answer))
    for record in records:
        record["key_shown_to_provider"] = current["shown"].get(record["id"], False)
    shown = [r for r in records if r["key_shown_to_provider"]]
    confirmed = [r for r in shown if r["status"] != "refused"]
    return {
        "answerable": len(records),
        "key_in_passages_shown": len(shown),
        "confirmed_of_key_shown": round(len(confirmed) / len(shown), 4) if shown else 0.0,
        "confirmed_of_answerable": round(len(confirmed) / len(records), 4) if records else 0.0,
        "refused_by": {
            rule: sum(1 for r in shown if r["status"] == "refused" and r["decided_by"] == rule)
            for rule in sorted({r["decided_by"] for r in shown if r["status"] == "refused"})
        },
        "records": records,
    }


def fold_encoders(models: Path, dumped: Path, items: list[QAItem]) -> dict[str, str]:
    """Each document's question encoder: the fold model trained without its questions (documents no model saw: fold
    0's), as ``benchmarks/train_question_encoder.py answer`` uses them."""
    fold_of = folds(pickle.loads(dumped.read_bytes()))
    return {i.document: str(models / f"fold{fold_of.get(i.document, 0)}.onnx") for i in items}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("home", type=Path)
    parser.add_argument("collection")
    parser.add_argument("dataset", type=Path)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--models", type=Path, help="the fold question encoders (train_question_encoder.py train)")
    parser.add_argument("--dumped", type=Path, help="the set's dump, for its documents' folds (with --models)")
    parser.add_argument("--records", type=Path, help="write each provider's records to RECORDS_<provider>.jsonl")
    args = parser.parse_args()
    items = [i for i in load_qa(args.dataset) if i.answerable]
    encoders = fold_encoders(args.models, args.dumped, items) if args.models and args.dumped else None
    # as the gate reads it: the setting when given (0.0 included), else the fitted default
    threshold = Settings(home=args.home).gate_threshold
    result = {
        "dataset": args.dataset.name,
        "question_encoder": "each document's fold model" if encoders else "the bundled one (not held out)",
        "gate_threshold": default_gate_model().threshold if threshold is None else threshold,
        **{mode: run(args.home, args.collection, items, mode, encoders) for mode in ("exact", "neighbour")},
    }
    if args.records:
        for mode in ("exact", "neighbour"):
            path = args.records.with_name(f"{args.records.name}_{mode}.jsonl")
            path.write_text("".join(json.dumps(r) + "\n" for r in result[mode]["records"]), encoding="utf-8")
    args.out.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    print(
        json.dumps(
            {m: {k: v for k, v in result[m].items() if k != "records"} for m in ("exact", "neighbour")}, indent=2
        )
    )


if __name__ == "__main__":
    main()
