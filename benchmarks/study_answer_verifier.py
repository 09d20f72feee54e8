"""Study (not shipped): an answer verifier that reads the question and the quote together.

The gate measures a quote against the question from their separate embeddings. A verifier reading both at once (a
cross-encoder) is what the remaining gap seemed to need (docs/decisions.md). Here: the pair "[CLS] question [SEP]
quote [SEP]" goes through the int8 embedder's first four layers (frozen), then through layers 5-6 of the bundled
PyTorch weights and a linear head on the mean of the states, trained pointwise (binary cross-entropy: does this
candidate hold a gold answer on the gold page) on each question's four best candidates, unanswerable questions
included (all negative). Two folds by document, as for the question encoder (train_question_encoder.py): each
question is scored by the model that never saw a question about its document.

    # each question's six best candidates, ranked by the cross-fitted product (fold question encoders in DIR)
    python benchmarks/study_answer_verifier.py capture HOME faa /tmp/faa-qa DIR faa.pkl faa.json
    python benchmarks/study_answer_verifier.py capture HOME squad /tmp/squad-qa DIR squad.pkl squad.json
    # train, score held out, compare with the gate's score on the same questions (records of the same code)
    python benchmarks/study_answer_verifier.py train faa.json squad.json --records R_FAA R_SQUAD --lr 5e-5

Needs the ``fp32`` extra. Result: ``results/answer_verifier_study.json``.
"""

from __future__ import annotations

import argparse
import json
import pickle
import random
import statistics
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
from sklearn.metrics import roc_auc_score
from train_question_encoder import folds, weights_dir

from spanproof import Settings, Spanproof
from spanproof.answering import extractive
from spanproof.encoders.onnx_embedder import AFTER_BASE_LAYERS, BASE_LAYERS, OnnxEmbedder
from spanproof.eval.datasets import load_qa
from spanproof.eval.runner import folded

RESULTS = Path(__file__).resolve().parent / "results"
KEPT = 6  # candidates captured (and scored) per question
MAX_PAIR_PIECES = 192


def capture(home: Path, collection: str, dataset: Path, models: Path, dumped: Path, out: Path) -> None:
    """Each question's best candidates as its fold's product ranks them, labelled."""
    fold_of = folds(pickle.loads(dumped.read_bytes()))
    found: dict[str, Any] = {}
    ranked = extractive.ExtractiveAnswerer.candidates

    def keep(self: extractive.ExtractiveAnswerer, passages: Sequence[Any]) -> list[extractive.Candidate]:
        found["candidates"] = ranked(self, passages)
        return found["candidates"]

    extractive.ExtractiveAnswerer.candidates = keep  # type: ignore[method-assign]
    rows = []
    items = load_qa(dataset)
    for held_out in (0, 1):
        settings = Settings(home=home, question_encoder=str(models / f"fold{held_out}.onnx"))
        with Spanproof(settings) as sp:
            for item in (i for i in items if fold_of.get(i.document, 0) == held_out):
                found.clear()
                sp.ask(item.question, collection=collection)
                golds = [folded(g) for g in item.answers]
                candidates = [
                    {
                        "text": c.text,
                        "label": item.answerable
                        and (c.hit.document, c.hit.page) == (item.document, item.page)
                        and any(g in folded(c.text) for g in golds),
                    }
                    for c in found.get("candidates", [])[:KEPT]
                ]
                rows.append({"id": item.id, "question": item.question, "fold": held_out, "candidates": candidates})
    out.write_text(json.dumps(rows))


def pair_states(rows: list[dict[str, Any]]) -> tuple[dict[tuple[str, str], np.ndarray], dict[str, float]]:
    """The int8 graph's layer-4 states of every (question, candidate) pair, and what one pair costs."""
    session, tokenizer = OnnxEmbedder()._load()
    states: dict[tuple[str, str], np.ndarray] = {}
    seconds, pieces = [], []
    for row in rows:
        for c in row["candidates"]:
            key = (row["question"], c["text"])
            if key in states:
                continue
            encoding = tokenizer.encode(row["question"], c["text"])
            ids = np.asarray([encoding.ids[:MAX_PAIR_PIECES]], dtype=np.int64)
            types = np.asarray([encoding.type_ids[:MAX_PAIR_PIECES]], dtype=np.int64)
            began = time.perf_counter()
            [hidden] = session.run(
                [AFTER_BASE_LAYERS], {"input_ids": ids, "attention_mask": np.ones_like(ids), "token_type_ids": types}
            )
            seconds.append(time.perf_counter() - began)
            pieces.append(ids.shape[1])
            states[key] = hidden[0].astype(np.float16)
    cost = {"pairs": len(seconds), "ms_per_pair_p50": round(1000 * statistics.median(seconds), 1)}
    cost["word_pieces_per_pair_p50"] = statistics.median(pieces)
    return states, cost


def train(faa: Path, squad: Path, records: Sequence[Path], lr: float, epochs: int, pairs: int) -> dict[str, Any]:
    import torch
    from transformers import AutoModel

    torch.set_num_threads(2)
    rows = [{**r, "set": name} for name, path in (("faa", faa), ("squad", squad)) for r in json.loads(path.read_text())]
    states, cost = pair_states(rows)

    class Verifier(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.layers = AutoModel.from_pretrained(weights_dir()).encoder.layer[BASE_LAYERS:]
            self.head = torch.nn.Linear(384, 1)

        def forward(self, hidden: Any, mask: Any) -> Any:
            additive = (1.0 - mask[:, None, None, :]) * -1e4
            for layer in self.layers:
                out = layer(hidden, attention_mask=additive)
                hidden = out[0] if isinstance(out, tuple) else out
            return self.head((hidden * mask[..., None]).sum(1) / mask.sum(1, keepdim=True))[:, 0]

    def batch(row: dict[str, Any], n: int) -> tuple[Any, Any, Any]:
        chosen = row["candidates"][:n]
        hidden = [torch.tensor(states[(row["question"], c["text"])].astype(np.float32)) for c in chosen]
        x = torch.zeros(len(hidden), max(len(h) for h in hidden), 384)
        mask = torch.zeros(x.shape[:2])
        for i, h in enumerate(hidden):
            x[i, : len(h)], mask[i, : len(h)] = h, 1
        return x, mask, torch.tensor([float(c["label"]) for c in chosen])

    scores: dict[str, list[float]] = {}
    seconds = []
    for held_out in (0, 1):
        began = time.process_time()
        torch.manual_seed(0)
        model = Verifier()
        optimizer = torch.optim.AdamW(
            [{"params": model.layers.parameters(), "lr": lr}, {"params": model.head.parameters(), "lr": 1e-3}],
            weight_decay=0.01,
        )
        trainable = [r for r in rows if r["fold"] != held_out and r["candidates"]]
        model.train()
        for epoch in range(epochs):
            random.Random(epoch).shuffle(trainable)
            for row in trainable:
                x, mask, y = batch(row, pairs)
                loss = torch.nn.functional.binary_cross_entropy_with_logits(model(x, mask), y)
                optimizer.zero_grad()
                loss.backward()
                optimizer.step()
        seconds.append(round(time.process_time() - began, 1))
        model.eval()
        with torch.no_grad():
            for row in (r for r in rows if r["fold"] == held_out and r["candidates"]):
                scores[row["id"]] = model(*batch(row, KEPT)[:2]).tolist()

    result: dict[str, Any] = {"lr": lr, "epochs": epochs, "pairs_per_question": pairs, "cpu_seconds_per_fold": seconds}
    result["int8_pair_cost"] = cost
    for (name, path), record_path in zip((("faa", faa), ("squad", squad)), records, strict=True):
        captured = {r["id"]: r for r in json.loads(path.read_text())}
        gated = [json.loads(line) for line in record_path.read_text().splitlines()]
        # the gate's own question set: records it scored (a rule before the score has no score)
        scored = [r for r in gated if r.get("features") and r["id"] in scores]
        labels = [int(r["answerable"] and r["draft_right"]) for r in scored]
        answerable = [r["id"] for r in gated if r["answerable"] and r["id"] in scores]
        best = {i: int(np.argmax(scores[i])) for i in answerable}

        def holds_key(pick: dict[str, int], ids: list[str] = answerable, rows: dict[str, Any] = captured) -> float:
            return round(sum(rows[i]["candidates"][pick[i]]["label"] for i in ids) / len(ids), 3)

        result[name] = {
            "scored_questions": len(scored),
            "auc_draft_right": {
                "verifier_on_quote": round(roc_auc_score(labels, [scores[r["id"]][0] for r in scored]), 3),
                "gate_score": round(roc_auc_score(labels, [r["score"] for r in scored]), 3),
            },
            "answerable_quote_holds_key": {
                "product_first": holds_key(dict.fromkeys(answerable, 0)),
                "verifier_best": holds_key(best),
            },
        }
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    c = commands.add_parser("capture")
    for name in ("home", "collection", "dataset", "models", "dumped", "out"):
        c.add_argument(name, type=str if name == "collection" else Path)
    t = commands.add_parser("train")
    t.add_argument("faa", type=Path)
    t.add_argument("squad", type=Path)
    t.add_argument("--records", type=Path, nargs=2, required=True, help="eval records of the same code: FAA, SQuAD")
    t.add_argument("--lr", type=float, default=5e-5)
    t.add_argument("--epochs", type=int, default=2)
    t.add_argument("--pairs", type=int, default=4)
    t.add_argument("--result", type=Path, default=RESULTS / "answer_verifier_study.json")
    args = parser.parse_args()
    if args.command == "capture":
        capture(args.home, args.collection, args.dataset, args.models, args.dumped, args.out)
        return
    found = train(args.faa, args.squad, args.records, args.lr, args.epochs, args.pairs)
    runs = json.loads(args.result.read_text())["runs"] if args.result.exists() else []
    args.result.write_text(json.dumps({"runs": [*runs, found]}, indent=2) + "\n")
    print(json.dumps(found, indent=2))


if __name__ == "__main__":
    main()
