"""Evaluation data: BEIR retrieval sets, and the project's QA format (with a SQuAD 2.0 converter).

QA format (JSONL, one question per line)::

    {"id": "...", "question": "...", "document": "Normans.txt", "page": 3,
     "answers": ["France", ...], "answerable": true}

next to a ``documents/`` folder holding the documents the questions are about. Unanswerable questions have
``"answerable": false`` and no answers; ``document``/``page`` then name where the question was written from.
An optional ``kind`` says how a question was written (``near_miss``, ``off_topic``...); results are broken down by it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from spanproof.errors import ConfigError


@dataclass(frozen=True)
class BeirDataset:
    name: str
    corpus: dict[str, tuple[str, str]]  # doc id -> (title, text)
    queries: dict[str, str]  # only the queries judged in the split
    qrels: dict[str, dict[str, int]]


def _jsonl(path: Path) -> Iterator[dict[str, Any]]:
    with path.open(encoding="utf-8") as lines:
        for line in lines:
            if line.strip():
                yield json.loads(line)


def load_beir(folder: Path, split: str = "test") -> BeirDataset:
    """corpus.jsonl, queries.jsonl and qrels/<split>.tsv, as BEIR lays them out."""
    qrels_path = folder / "qrels" / f"{split}.tsv"
    for needed in (folder / "corpus.jsonl", folder / "queries.jsonl", qrels_path):
        if not needed.exists():
            raise ConfigError(f"not a BEIR dataset: {needed} is missing")
    qrels: dict[str, dict[str, int]] = {}
    with qrels_path.open(encoding="utf-8") as rows:
        for number, row in enumerate(rows):
            parts = row.rstrip("\n").split("\t")
            if number == 0 and not parts[-1].lstrip("-").isdigit():
                continue  # header
            query_id, doc_id, score = parts[0], parts[1], int(parts[2])
            qrels.setdefault(query_id, {})[doc_id] = score
    corpus = {
        str(d["_id"]): (str(d.get("title") or ""), str(d.get("text") or "")) for d in _jsonl(folder / "corpus.jsonl")
    }
    queries = {str(q["_id"]): str(q["text"]) for q in _jsonl(folder / "queries.jsonl") if str(q["_id"]) in qrels}
    return BeirDataset(folder.name, corpus, queries, {q: r for q, r in qrels.items() if q in queries})


@dataclass(frozen=True)
class QAItem:
    id: str
    question: str
    document: str
    page: int
    answers: list[str]
    answerable: bool
    kind: str | None = None  # how it was written, e.g. answerable, near_miss, off_topic
    # The question's effectivity, as a technician asks it (``ask`` keyword arguments of the same names).
    as_of: str | None = None
    product: str | None = None
    variant: str | None = None
    serial: int | None = None
    # Provenance of a hand-checked question: the attribute asked for, and how its absence was checked.
    attribute: str | None = None
    checked: str | None = None


def load_qa(folder: Path) -> list[QAItem]:
    path = folder / "qa.jsonl"
    if not path.exists() or not (folder / "documents").is_dir():
        raise ConfigError(f"not a QA dataset: expected {path} and {folder / 'documents'}/")
    return [QAItem(**row) for row in _jsonl(path)]


# A page of a page-level corpus may be split into consecutive chunks whose second repeats the first's tail; an
# exact overlap at least this long is dropped, a shorter match is coincidence (chunks then joined by a space).
MIN_OVERLAP = 100


def merge_chunks(first: str, second: str) -> str:
    """Join two consecutive chunks of one page, dropping the longest exact overlap if any."""
    for k in range(min(len(first), len(second)), MIN_OVERLAP - 1, -1):
        if first.endswith(second[:k]):
            return first + second[k:]
    return f"{first} {second}"


def load_page_corpus(corpus: Path) -> dict[str, dict[int, str]]:
    """A page-level corpus (JSONL rows ``{text, source, page}``, as the FAA handbook data has it):
    source -> page number -> that page's text, its chunks merged in file order."""
    sources: dict[str, dict[int, str]] = {}
    for row in _jsonl(corpus):
        pages = sources.setdefault(str(row["source"]), {})
        page = int(row["page"])
        pages[page] = merge_chunks(pages[page], row["text"]) if page in pages else str(row["text"])
    return sources


def page_document_name(source: str) -> str:
    """The text document a page-corpus source becomes: ``07_amtp_ch5.pdf`` -> ``07_amtp_ch5.txt``."""
    return Path(source).stem + ".txt"


def convert_page_corpus(corpus: Path, questions: Path, out: Path) -> tuple[int, int]:
    """A page-level corpus plus a questions file (QA format) -> a QA folder: one text document per source, one
    page (form feed) per corpus page, a missing page left empty. Returns (answerable, unanswerable) counts."""
    (out / "documents").mkdir(parents=True, exist_ok=True)
    for source, pages in load_page_corpus(corpus).items():
        texts = [pages.get(number, "") for number in range(1, max(pages) + 1)]
        if any("\f" in text for text in texts):
            raise ConfigError(f"{source}: a page contains a form feed")
        (out / "documents" / page_document_name(source)).write_text("\f".join(texts), encoding="utf-8")
    items = [QAItem(**row) for row in _jsonl(questions)]
    with (out / "qa.jsonl").open("w", encoding="utf-8") as lines:
        for item in items:
            lines.write(json.dumps(asdict(item), ensure_ascii=False) + "\n")
    answerable = sum(1 for i in items if i.answerable)
    return answerable, len(items) - answerable


def _file_name(title: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", title).strip("_") + ".txt"


def convert_squad(squad_json: Path, out: Path) -> tuple[int, int]:
    """SQuAD 2.0 → QA format: one text document per article, one page (form feed) per paragraph.

    Returns (answerable, unanswerable) question counts.
    """
    data = json.loads(squad_json.read_text(encoding="utf-8"))
    (out / "documents").mkdir(parents=True, exist_ok=True)
    items: list[QAItem] = []
    for article in data["data"]:
        name = _file_name(article["title"])
        paragraphs = [p["context"] for p in article["paragraphs"]]
        if any("\f" in p for p in paragraphs):
            raise ConfigError(f"{name}: a paragraph contains a form feed")
        (out / "documents" / name).write_text("\f".join(paragraphs), encoding="utf-8")
        for page, paragraph in enumerate(article["paragraphs"], start=1):
            for qa in paragraph["qas"]:
                impossible = bool(qa.get("is_impossible"))
                answers = [] if impossible else sorted({a["text"] for a in qa["answers"]})
                items.append(QAItem(qa["id"], qa["question"], name, page, answers, not impossible))
    with (out / "qa.jsonl").open("w", encoding="utf-8") as lines:
        for item in items:
            lines.write(json.dumps(asdict(item), ensure_ascii=False) + "\n")
    answerable = sum(1 for i in items if i.answerable)
    return answerable, len(items) - answerable
