"""``spanproof eval``: retrieval and answer evaluations, and the SQuAD 2.0 converter."""

from __future__ import annotations

import json
import subprocess
import time
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from spanproof.cli.documents import JsonOption

if TYPE_CHECKING:
    from spanproof import Spanproof
    from spanproof.retrieval.rerank import RerankStage

# The evaluation stack (datasets, runner, models) is imported inside each command: ``spanproof --help`` and every
# other command start without it.

app = typer.Typer(help="Measure retrieval and answers on evaluation data.", no_args_is_help=True, rich_markup_mode=None)

OutputOption = Annotated[Path | None, typer.Option("--output", "-o", help="Also write the JSON result here.")]


def _git_commit() -> str | None:
    try:
        done = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True, check=True, timeout=5)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout.strip() or None


def _reranker(spec: str) -> RerankStage:
    from spanproof.retrieval.rerank import EvidenceRerank

    if spec == "evidence":
        return EvidenceRerank()
    kind, _, target = spec.partition(":")
    if kind == "cross-encoder" and target:
        from spanproof.encoders.cross_encoder import CrossEncoderReranker
        from spanproof.retrieval.rerank import PairwiseRerank

        return PairwiseRerank(CrossEncoderReranker(target))
    raise typer.BadParameter(f"unknown reranker {spec!r} (evidence | cross-encoder:PATH)")


def _question_encoder(client: Spanproof) -> str | None:
    """The file whose question states choose the extractive answerer's quote (None: the embedder's)."""
    from spanproof.encoders.question_encoder import QuestionEncoder

    encoder = client.pipeline.scorer.question_encoder
    return encoder.path.name if isinstance(encoder, QuestionEncoder) else None


def _emit(result: dict[str, Any], as_json: bool, output: Path | None) -> None:
    text = json.dumps(result, indent=2, ensure_ascii=False) + "\n"
    if output:
        output.parent.mkdir(parents=True, exist_ok=True)
        output.write_text(text, encoding="utf-8")
    if as_json:
        from spanproof.cli.render import print_json

        print_json(result)


def _progress(stage: str, done: int, total: int) -> None:
    from spanproof.cli.render import console

    console.print(f"  {stage}: {done}/{total}", style="dim")


@app.command("retrieval")
def retrieval(
    dataset: Annotated[Path, typer.Option(help="A BEIR folder: corpus.jsonl, queries.jsonl, qrels/<split>.tsv.")],
    split: Annotated[str, typer.Option(help="Which qrels file.")] = "test",
    config: Annotated[list[str] | None, typer.Option("--config", help="lexical, dense, hybrid, hybrid+rerank.")] = None,
    reranker: Annotated[str, typer.Option(help="evidence | cross-encoder:PATH")] = "evidence",
    collection: Annotated[str | None, typer.Option(help="Index collection (default: beir-<dataset>).")] = None,
    as_json: JsonOption = False,
    output: OutputOption = None,
) -> None:
    """Index a BEIR dataset once, run every query under each configuration, compare them pairwise."""
    from spanproof import Settings, Spanproof
    from spanproof.eval.datasets import load_beir
    from spanproof.eval.runner import CONFIGS, index_beir, run_retrieval

    names = config or list(CONFIGS)
    unknown = [n for n in names if n not in CONFIGS]
    if unknown:
        raise typer.BadParameter(f"unknown config {unknown}; choose from {list(CONFIGS)}")
    data = load_beir(dataset, split)
    name = collection or f"beir-{data.name}"
    stage = _reranker(reranker) if any(CONFIGS[n].rerank for n in names) else None
    settings = Settings()
    with Spanproof(settings, reranker=stage) as client:
        began = time.perf_counter()
        indexed = index_beir(client, data, name)
        index_seconds = time.perf_counter() - began
        result = {
            "dataset": data.name,
            "split": split,
            "configs": names,
            "models": {"embedder": client.embedder.model_id, "reranker": stage.model_id if stage else None},
            "git_commit": _git_commit(),
            "index": {
                "collection": name,
                "documents": len(data.corpus),
                "newly_indexed": sum(1 for f in indexed.files if f.stored),
                "seconds": round(index_seconds, 1),
            },
            **run_retrieval(client, data, name, [CONFIGS[n] for n in names], progress=None if as_json else _progress),
        }
    _emit(result, as_json, output)
    if not as_json:
        _print_table(result)


def _print_table(result: dict[str, Any]) -> None:
    from spanproof.cli.render import console

    columns = ["recall@1", "recall@5", "recall@10", "recall@20", "recall@100", "mrr@10", "ndcg@10"]
    console.print(f"{result['dataset']} ({result['split']}, {result['queries']} queries)")
    console.print("config".ljust(15) + "".join(c.rjust(11) for c in columns) + "p50 ms".rjust(9) + "p95 ms".rjust(9))
    for name, values in result["metrics"].items():
        latency = result["latency_ms"][name]
        console.print(
            name.ljust(15)
            + "".join(f"{values[c]:11.4f}" for c in columns)
            + f"{latency['p50']:9.1f}{latency['p95']:9.1f}"
        )
    for row in result["significance"]:
        hit, ndcg = row["hit@10_mcnemar"], row["ndcg@10_randomization"]
        console.print(
            f"{row['a']} vs {row['b']}: hit@10 wins {hit['a_wins']}:{hit['b_wins']} (McNemar p={hit['p_value']:.4g}); "
            f"nDCG@10 Δ={ndcg['mean_difference']:+.4f} (randomisation p={ndcg['p_value']:.4g})"
        )


@app.command("answers")
def answers(
    dataset: Annotated[Path, typer.Option(help="A QA folder: qa.jsonl + documents/.")],
    collection: Annotated[str | None, typer.Option(help="Index collection (default: qa-<dataset>).")] = None,
    limit: Annotated[int | None, typer.Option(help="Only the first N questions.")] = None,
    answerer: Annotated[str | None, typer.Option(help="Who drafts: extractive or llm (default: the setting).")] = None,
    judge: Annotated[
        bool,
        typer.Option(
            "--judge",
            help="Judge each claim's faithfulness with the SPANPROOF_LLM_* model, once it rejected known-bad answers.",
        ),
    ] = False,
    records: Annotated[
        Path | None, typer.Option(help="Write one JSON line per question (status, gate score, features) here.")
    ] = None,
    as_json: JsonOption = False,
    output: OutputOption = None,
) -> None:
    """Ask every question: answerable ones must cite a gold answer from the gold page, unanswerable ones must be
    refused."""
    from spanproof import Spanproof
    from spanproof.cli.render import console
    from spanproof.encoders.llm_client import client_from_settings
    from spanproof.eval.datasets import load_qa
    from spanproof.eval.judge import Judge
    from spanproof.eval.runner import run_answers

    items = load_qa(dataset)[:limit]
    name = collection or f"qa-{dataset.name}"
    with Spanproof() as client:
        judge_client = client_from_settings(client.settings) if judge else None
        if judge and judge_client is None:
            raise typer.BadParameter("--judge needs an LLM: set SPANPROOF_LLM_BASE_URL and SPANPROOF_LLM_MODEL")
        report = client.ingest([dataset / "documents"], collection=name)
        if report.failed:
            raise typer.BadParameter(f"could not ingest: {[f.error for f in report.failed]}")
        result = {
            "dataset": dataset.name,
            "models": {"embedder": client.embedder.model_id, "question_encoder": _question_encoder(client)},
            "answerer": answerer or client.settings.answerer,
            "git_commit": _git_commit(),
            **run_answers(
                client,
                items,
                name,
                progress=None if as_json else _progress,
                answerer=answerer,
                judge=Judge(judge_client) if judge_client is not None else None,
            ),
        }
        if judge_client is not None:
            judge_client.close()
    rows = result.pop("records")
    if records:
        records.parent.mkdir(parents=True, exist_ok=True)
        records.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    _emit(result, as_json, output)
    if not as_json:
        for key, value in result["metrics"].items():
            console.print(f"{key}: {value}")


@app.command("convert-squad")
def convert(
    source: Annotated[Path, typer.Argument(help="A SQuAD 2.0 JSON file.")],
    out: Annotated[Path, typer.Argument(help="Folder to write qa.jsonl and documents/ into.")],
) -> None:
    """Convert SQuAD 2.0 into the QA format (one document per article, one page per paragraph)."""
    from spanproof.cli.render import console
    from spanproof.eval.datasets import convert_squad

    answerable, unanswerable = convert_squad(source, out)
    console.print(f"{answerable} answerable and {unanswerable} unanswerable questions written to {out}")


@app.command("convert-pages")
def convert_pages(
    corpus: Annotated[Path, typer.Argument(help="A page-level corpus: JSONL rows {text, source, page}.")],
    questions: Annotated[Path, typer.Argument(help="Questions in the QA format (qa.jsonl lines).")],
    out: Annotated[Path, typer.Argument(help="Folder to write qa.jsonl and documents/ into.")],
) -> None:
    """Turn a page-level corpus (the FAA handbook's) and its questions into a QA folder: one text document per
    source, one page per corpus page."""
    from spanproof.cli.render import console
    from spanproof.eval.datasets import convert_page_corpus

    answerable, unanswerable = convert_page_corpus(corpus, questions, out)
    console.print(f"{answerable} answerable and {unanswerable} unanswerable questions written to {out}")


def register(root: typer.Typer) -> None:
    root.add_typer(app, name="eval")
