"""Helpers shared by the family modules: sidecars and question records."""

from __future__ import annotations

import json
from pathlib import Path


def write_sidecar(
    doc_path: Path,
    *,
    document: str,
    version: str,
    effective_from: str,
    effective_to: str | None,
    recorded_at: str,
    product: str,
    variants: list[str],
    serials: list[list[int]] | None = None,
) -> None:
    """Write ``<file>.meta.json`` next to ``doc_path`` in the fixed sidecar shape."""
    applicability: dict = {"product": product, "variants": variants}
    if serials is not None:
        applicability["serials"] = serials
    meta = {
        "document": document,
        "version": version,
        "effective_from": effective_from,
        "effective_to": effective_to,
        "recorded_at": recorded_at,
        "applicability": applicability,
    }
    side = doc_path.with_name(doc_path.name + ".meta.json")
    side.write_text(json.dumps(meta, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def qa(question: str, page: int, answers: list[str], kind: str, **extra: object) -> dict:
    """An answerable question: ``answers`` are verbatim strings from ``page``."""
    rec: dict = {"question": question, "page": page, "answers": answers, "answerable": True, "kind": kind}
    rec.update({k: v for k, v in extra.items() if v is not None})
    return rec


def un(question: str, kind: str, **extra: object) -> dict:
    """An unanswerable question: the documents do not state the answer."""
    rec: dict = {"question": question, "page": None, "answers": [], "answerable": False, "kind": kind}
    rec.update({k: v for k, v in extra.items() if v is not None})
    return rec


def with_document(records: list[dict], document: str) -> list[dict]:
    """Attach the document key to question records that do not name one themselves."""
    out = []
    for rec in records:
        rec = dict(rec)
        rec.setdefault("document", document)
        out.append(rec)
    return out
