"""A study, rejected (docs/decisions.md, "an answer reader trained here"): an answer reader — all-MiniLM-L6-v2's
last two layers and a linear head, fine-tuned to read a question and a quote *together* ("[CLS] question [SEP] quote
[SEP]") and say whether the quote states the answer — measured held out.

Why: the gate's other measurements read the question and the quote apart (term coverage, cosine, late-interaction
alignment), and held out they do not separate a right quote from a wrong one well enough (docs/decisions.md,
"quoting providers held out": a joint question-sentence reader is needed). No cross-encoder or reader ships on
PyPI, so one is trained here, on CPU, the way the question encoder is (train_question_encoder.py): the int8
embedder's first four layers read the pair unchanged, layers 5 and 6 of the bundled PyTorch weights and a head over
their mean are tuned (measured in PyTorch, not exported).

Data: each dev question's best candidates as the shipped answerer ranks them (up to ``CANDIDATES``), labelled by
whether the candidate holds a gold answer on the gold page; an unanswerable question's candidates are all negatives
(near misses: the thing is there, the asked-for attribute is not). Trained on the FAA dev set and the five SQuAD 2.0
dev articles, in two folds by document (FAA chapter, SQuAD article); the structured manuals are never trained on
and are read by fold 0's model. Loss: binary cross-entropy on every candidate, plus a listwise softmax over an
answerable question's candidates.

    python benchmarks/train_answer_reader.py dump HOME faa /tmp/faa-qa faa-pairs.pkl
    python benchmarks/train_answer_reader.py train --set faa=faa-pairs.pkl --set squad=squad-pairs.pkl \
        --also manuals=manuals-pairs.pkl --out DIR --epochs 3

Needs the ``fp32`` extra. Results: DIR/reader.json (``results/answer_reader_study.json``: three epochs).
"""

from __future__ import annotations

import argparse
import json
import pickle
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.train_question_encoder import folds, weights_dir

from spanproof import Settings, Spanproof
from spanproof.answering import extractive
from spanproof.encoders.onnx_embedder import AFTER_BASE_LAYERS, BASE_LAYERS, OnnxEmbedder
from spanproof.eval.datasets import load_qa
from spanproof.eval.runner import folded

SEPARATOR = " [SEP] "  # the embedder's tokenizer keeps it as its special token: the pair is one text to it
CANDIDATES = 8
LEARNING_RATE = 5e-5
HEAD_LEARNING_RATE = 1e-3
BATCH = 8


def pair_text(question: str, quote: str) -> str:
    return question + SEPARATOR + quote


def dump(home: Path, collection: str, dataset: Path, out: Path) -> None:
    """Every question's best candidates as the shipped answerer ranks them, with their labels."""
    captured: dict[str, Any] = {}
    candidates = extractive.ExtractiveAnswerer.candidates

    def capture(self: extractive.ExtractiveAnswerer, passages: Sequence[Any]) -> list[extractive.Candidate]:
        found = candidates(self, passages)
        captured.update(found=found)
        return found

    extractive.ExtractiveAnswerer.candidates = capture  # type: ignore[method-assign]
    rows = []
    with Spanproof(Settings(home=home, question_encoder="none")) as sp:
        for item in load_qa(dataset):
            captured.clear()
            sp.ask(item.question, collection=collection)
            if not captured.get("found"):
                continue
            golds = [folded(g) for g in item.answers]
            kept = [
                {
                    "text": c.text,
                    "label": bool(
                        item.answerable
                        and (c.hit.document, c.hit.page) == (item.document, item.page)
                        and any(g in folded(c.text) for g in golds)
                    ),
                }
                for c in captured["found"][:CANDIDATES]
            ]
            rows.append(
                {
                    "id": item.id,
                    "document": item.document,
                    "question": item.question,
                    "answerable": item.answerable,
                    "candidates": kept,
                }
            )
    out.write_bytes(pickle.dumps(rows))
    print(f"{len(rows)} questions, {sum(any(c['label'] for c in r['candidates']) for r in rows)} with a positive")


def reader_module() -> Any:
    """Layers ``BASE_LAYERS``.. of the bundled weights and a linear head over their mean: hidden states after the
    base layers (and a padding mask when batched) -> one logit per text."""
    import torch
    from transformers import AutoModel

    class Reader(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.layers = AutoModel.from_pretrained(weights_dir()).encoder.layer[BASE_LAYERS:]
            self.head = torch.nn.Linear(self.layers[0].output.dense.out_features, 1)

        def forward(self, hidden: Any, mask: Any = None) -> Any:
            if mask is None:
                mask = torch.ones(hidden.shape[:2], dtype=hidden.dtype)
            additive = (1.0 - mask)[:, None, None, :] * torch.finfo(hidden.dtype).min
            for layer in self.layers:
                out = layer(hidden, attention_mask=additive)
                hidden = out[0] if isinstance(out, tuple) else out
            pooled = (hidden * mask[..., None]).sum(1) / mask.sum(1, keepdim=True)
            return self.head(pooled)[:, 0]

    return Reader()


def base_states(texts: list[str]) -> dict[str, np.ndarray]:
    embedder = OnnxEmbedder()
    out: dict[str, np.ndarray] = {}
    for i in range(0, len(texts), 64):
        chunk = texts[i : i + 64]
        for text, h in zip(chunk, embedder.hidden_states(chunk, [AFTER_BASE_LAYERS]), strict=True):
            out[text] = h[0].astype(np.float16)
    return out


def batch(texts: Sequence[str], base: dict[str, np.ndarray]) -> tuple[Any, Any]:
    import torch

    states = [base[t] for t in texts]
    length = max(len(s) for s in states)
    hidden = torch.zeros(len(states), length, states[0].shape[1])
    mask = torch.zeros(len(states), length)
    for i, s in enumerate(states):
        hidden[i, : len(s)] = torch.tensor(s.astype(np.float32))
        mask[i, : len(s)] = 1.0
    return hidden, mask


def fine_tune(rows: list[dict[str, Any]], base: dict[str, np.ndarray], seed: int, epochs: int) -> Any:
    import torch

    torch.manual_seed(seed)
    reader = reader_module()
    reader.train()
    optimizer = torch.optim.AdamW(
        [
            {"params": reader.layers.parameters(), "lr": LEARNING_RATE},
            {"params": reader.head.parameters(), "lr": HEAD_LEARNING_RATE},
        ],
        weight_decay=0.01,
    )
    order = [r for r in rows for _ in range(epochs)]
    random.Random(seed).shuffle(order)
    for row in order:
        texts = [pair_text(row["question"], c["text"]) for c in row["candidates"]]
        labels = torch.tensor([float(c["label"]) for c in row["candidates"]])
        logits = reader(*batch(texts, base))
        loss = torch.nn.functional.binary_cross_entropy_with_logits(logits, labels)
        if labels.any():
            positive = labels.bool()
            loss = loss + -(torch.logsumexp(logits[positive], 0) - torch.logsumexp(logits, 0))
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    return reader.eval()


def auc(positives: list[float], negatives: list[float]) -> float | None:
    if not positives or not negatives:
        return None
    wins = sum((p > n) + 0.5 * (p == n) for p in positives for n in negatives)
    return round(wins / (len(positives) * len(negatives)), 4)


def held_out_figures(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """On one set's held-out rows (each candidate scored ``_p`` by the fold that never saw its document): the
    reader's choice against the shipped one, and how well its best score tells answerable from not."""
    answerable = [r for r in rows if r["answerable"]]
    chosen = [r["candidates"][int(np.argmax([c["_p"] for c in r["candidates"]]))] for r in rows]
    best = [max(c["_p"] for c in r["candidates"]) for r in rows]
    shipped_right = [r["candidates"][0]["label"] for r in rows]
    reader_right = [c["label"] for c in chosen]
    # The question-level task the gate has: is the chosen quote the answer (a right answer) or not (a wrong
    # candidate, or any candidate of an unanswerable question)?
    right_scores = [b for b, ok in zip(best, reader_right, strict=True) if ok]
    wrong_scores = [b for b, ok in zip(best, reader_right, strict=True) if not ok]
    shipped_pos = [r["candidates"][0]["_p"] for r, ok in zip(rows, shipped_right, strict=True) if ok]
    shipped_neg = [r["candidates"][0]["_p"] for r, ok in zip(rows, shipped_right, strict=True) if not ok]
    pairs_pos = [c["_p"] for r in rows for c in r["candidates"] if c["label"]]
    pairs_neg = [c["_p"] for r in rows for c in r["candidates"] if not c["label"]]
    curve = []
    for threshold in (0.5, 0.6, 0.7, 0.8, 0.9, 0.95):
        given = [ok for b, ok in zip(best, reader_right, strict=True) if b >= threshold]
        curve.append(
            {
                "threshold": threshold,
                "confirmed": len(given),
                "precision": round(sum(given) / len(given), 4) if given else None,
                "recall": round(sum(given) / len(answerable), 4) if answerable else None,
            }
        )
    return {
        "questions": len(rows),
        "answerable": len(answerable),
        "first_holds_key": {
            "shipped": round(sum(shipped_right) / max(1, len(answerable)), 4),
            "reader": round(sum(reader_right) / max(1, len(answerable)), 4),
        },
        "auc_pairs": auc(pairs_pos, pairs_neg),
        "auc_shipped_choice_right_vs_not": auc(shipped_pos, shipped_neg),
        "auc_reader_choice_right_vs_not": auc(right_scores, wrong_scores),
        "reader_choice_curve": curve,
    }


def score_rows(reader: Any, rows: list[dict[str, Any]], base: dict[str, np.ndarray]) -> None:
    import torch

    with torch.no_grad():
        for row in rows:
            texts = [pair_text(row["question"], c["text"]) for c in row["candidates"]]
            for c, logit in zip(row["candidates"], reader(*batch(texts, base)).tolist(), strict=True):
                c["_p"] = 1.0 / (1.0 + np.exp(-logit))


def train(trained: dict[str, Path], also: dict[str, Path], out: Path, seed: int, epochs: int) -> dict[str, Any]:
    import torch

    torch.set_num_threads(2)
    rows: list[dict[str, Any]] = []
    for name, path in trained.items():
        found = pickle.loads(path.read_bytes())
        fold_of = folds(found)
        rows += [{**r, "set": name, "fold": fold_of[r["document"]]} for r in found if r["candidates"]]
    others = [{**r, "set": name, "fold": 0} for name, path in also.items() for r in pickle.loads(path.read_bytes())]
    others = [r for r in others if r["candidates"]]
    texts = list(dict.fromkeys(pair_text(r["question"], c["text"]) for r in rows + others for c in r["candidates"]))
    began = time.time()
    base = base_states(texts)
    print(f"{len(texts)} pairs' base states in {time.time() - began:.0f} s", flush=True)
    seconds = []
    for held_out in (0, 1):
        began = time.process_time()
        reader = fine_tune([r for r in rows if r["fold"] != held_out], base, seed, epochs)
        seconds.append(round(time.process_time() - began, 1))
        print(f"fold {held_out}: {seconds[-1]} cpu s", flush=True)
        score_rows(reader, [r for r in rows if r["fold"] == held_out], base)
        if held_out == 0:
            score_rows(reader, others, base)
    result: dict[str, Any] = {
        "tuned_layers": f"{BASE_LAYERS + 1}-6 of all-MiniLM-L6-v2 and a linear head over their mean",
        "lr": LEARNING_RATE,
        "head_lr": HEAD_LEARNING_RATE,
        "epochs": epochs,
        "candidates": CANDIDATES,
        "seed": seed,
        "cpu_seconds_per_fold": seconds,
        "held_out": {
            name: held_out_figures([r for r in rows + others if r["set"] == name]) for name in [*trained, *also]
        },
    }
    (out / "reader.json").write_text(json.dumps(result, indent=2) + "\n")
    return result


def named(values: Sequence[str]) -> dict[str, Path]:
    return {v.split("=", 1)[0]: Path(v.split("=", 1)[1]) for v in values}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    d = commands.add_parser("dump")
    d.add_argument("home", type=Path)
    d.add_argument("collection")
    d.add_argument("dataset", type=Path)
    d.add_argument("out", type=Path)
    t = commands.add_parser("train")
    t.add_argument("--set", action="append", default=[], help="NAME=PAIRS.pkl, trained on in two folds")
    t.add_argument("--also", action="append", default=[], help="NAME=PAIRS.pkl, never trained on (fold 0 reads)")
    t.add_argument("--out", type=Path, required=True)
    t.add_argument("--seed", type=int, default=0)
    t.add_argument("--epochs", type=int, default=1)
    args = parser.parse_args()
    if args.command == "dump":
        dump(args.home, args.collection, args.dataset, args.out)
    else:
        args.out.mkdir(parents=True, exist_ok=True)
        print(json.dumps(train(named(args.set), named(args.also), args.out, args.seed, args.epochs), indent=2))


if __name__ == "__main__":
    main()
