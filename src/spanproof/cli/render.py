"""Human and JSON output for the CLI."""

from __future__ import annotations

import json
from functools import cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rich.console import Console

    from spanproof import Answer, FileReport, Hit, IngestReport
    from spanproof.types import Citation


@cache
def _console(stderr: bool = False) -> Console:
    # rich is imported on the first human-readable line, not for --json or a plain typer.echo
    from rich.console import Console

    return Console(stderr=stderr, highlight=False, soft_wrap=True)


def __getattr__(name: str) -> Any:
    """``console`` (stdout) and ``errors`` (stderr), made on first use."""
    if name in ("console", "errors"):
        return _console(stderr=name == "errors")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


if TYPE_CHECKING:
    console: Console
    errors: Console


def print_json(data: Any) -> None:
    print(json.dumps(data, indent=2, ensure_ascii=False, default=str))


def _quote(text: str) -> str:
    return '"' + " ".join(text.split()) + '"'


def print_answer(answer: Answer) -> None:
    if answer.status == "refused":
        _console().print(f"[bold red]Refused:[/] {answer.reason}")
        if answer.unconfirmed is not None:
            _console().print("[bold yellow]Closest statement found — not confirmed, not an answer:[/]")
            _console().print(f"  {_quote(answer.unconfirmed.answer)}", markup=False)
            _console().print(f"  why not confirmed: {answer.unconfirmed.reason}", markup=False)
            for citation in answer.unconfirmed.citations:
                _console().print(f"  {citation.document} p.{citation.page} ({version_line(citation)})", markup=False)
        from spanproof.answering.pipeline import best_passages  # loaded already: the answer came through it

        for hit in best_passages(answer.hits):
            _console().print(f"  {hit.document} p.{hit.page}: {_quote(hit.text[:160])}…")
        print_trace(answer)
        return
    if answer.status == "review":
        _console().print(f"[bold yellow]Needs review:[/] {answer.reason}")
    _console().print(answer.answer)
    for citation in answer.citations:
        note = f"  [{citation.note}]" if citation.note else ""
        where = f"{citation.document} p.{citation.page} ({version_line(citation)})"
        _console().print(f"  {where}: {_quote(citation.quote)}{note}", markup=False)
    for calculation in answer.signals.get("calculations") or []:
        inputs = ", ".join(
            f"{i['value']} ({i['citation']['document']} p.{i['citation']['page']})" for i in calculation["inputs"]
        )
        _console().print(
            f"  computed: {calculation['expression']} = {calculation['result']:g} from {inputs}", markup=False
        )
    print_trace(answer)


def print_trace(answer: Answer) -> None:
    """The agent's tool calls, one line each, under the answer (or the refusal)."""
    steps = answer.signals.get("steps") or []
    if not steps:
        return
    spent = answer.signals.get("budget_spent")
    tokens = answer.signals.get("tokens") or {}
    _console().print(
        f"[dim]trace: {len(steps)} steps, {tokens.get('prompt', 0)}+{tokens.get('completion', 0)} tokens"
        + (f", budget spent ({spent})" if spent else "")
        + "[/]"
    )
    for step in steps:
        arguments = step.get("arguments")
        shown = json.dumps(arguments, ensure_ascii=False) if not isinstance(arguments, str) else arguments
        _console().print(
            f"  {step.get('step')}. {step.get('name')}({shown[:100]}) -> {step.get('outcome')} [{step.get('ms')} ms]",
            markup=False,
            style="dim",
        )


def version_line(item: Citation | Hit) -> str:
    """``Rev C, in force 2021-03-01 to open, recorded 2021-02-15T00:00:00Z``: which version, valid when (when it
    says), known since."""
    valid = ""
    if item.effective_from or item.effective_to:
        valid = f", in force {item.effective_from or 'open'} to {item.effective_to or 'open'}"
    return f"{item.document_version}{valid}, recorded {item.recorded_at or 'unknown'}"


def print_hits(hits: list[Hit]) -> None:
    if not hits:
        _console().print("no results")
    for rank, hit in enumerate(hits, start=1):
        path = " > ".join(hit.heading_path)
        s = hit.scores
        _console().print(
            f"[bold]{rank:>2}.[/] {hit.document} p.{hit.page} [{hit.kind}] {path}\n"
            f"    {version_line(hit)}\n"
            f"    fused={s.fused:.4f} lexical={_fmt(s.lexical)} (#{s.lexical_rank or '-'})"
            f" dense={_fmt(s.dense)} (#{s.dense_rank or '-'})\n"
            f"    {_quote(hit.text[:240])}"
        )


def _fmt(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f}"


def _file_detail(file: FileReport) -> str:
    kinds = ", ".join(f"{n} {kind}" for kind, n in sorted(file.chunks_by_kind.items()))
    parts = [f"{file.pages} pages", f"{file.chunks} chunks ({kinds})"]
    if file.version:
        named = f" of {file.document}" if file.document and file.document != file.source else ""
        parts.insert(0, f"version {file.version}{named}")
    if file.tables:
        parts.append(f"{file.tables} tables")
    if file.ocr_pages:
        parts.append(f"{file.ocr_pages} OCR pages, mean confidence {file.ocr_mean_confidence:.0f}%")
    return "; ".join(parts)


def print_ingest_report(report: IngestReport) -> None:
    for file in report.files:
        if file.status == "failed":
            _console(stderr=True).print(f"[red]failed[/]    {file.source}: {file.error}")
        else:
            detail = _file_detail(file) if file.status != "unchanged" else ""
            _console().print(f"{file.status + ' ':<10}{file.source} {detail}".rstrip())
            for warning in file.warnings:
                _console().print(f"  [yellow]warning:[/] {warning}")
    totals = report.to_dict()["totals"]
    _console().print(
        f"collection {report.collection!r}: "
        + ", ".join(f"{n} {status}" for status, n in totals.items() if n)
        + f" in {report.seconds:.1f}s"
    )
