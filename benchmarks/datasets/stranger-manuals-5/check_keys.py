"""Verify stranger-manuals-5: answer keys, near-miss absences, revisions, determinism.

Usage: python check_keys.py [DATASET_DIR]   (default: this folder)
Exit status is non-zero if any check fails.
"""

from __future__ import annotations

import datetime as dt
import filecmp
import html.parser
import itertools
import json
import re
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict
from pathlib import Path

import docx
import pypdfium2
import questions

HERE = Path(__file__).resolve().parent
META_SUFFIX = ".meta.json"


# --------------------------------------------------------------------- reading
class _TextOnly(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list) -> None:
        if tag in {"script", "style", "title"}:
            self._skip += 1
        self.parts.append(" ")

    def handle_endtag(self, tag: str) -> None:
        if tag in {"script", "style", "title"}:
            self._skip -= 1
        self.parts.append(" ")

    def handle_data(self, data: str) -> None:
        if not self._skip:
            self.parts.append(data)


def read_pages(path: Path) -> list[str]:
    suffix = path.suffix.lower()
    if suffix == ".pdf":
        pdf = pypdfium2.PdfDocument(str(path))
        try:
            return [pdf[i].get_textpage().get_text_range() for i in range(len(pdf))]
        finally:
            pdf.close()
    if suffix == ".docx":
        d = docx.Document(str(path))
        parts = [p.text for p in d.paragraphs]
        for table in d.tables:
            for row in table.rows:
                parts.extend(cell.text for cell in row.cells)
        return ["\n".join(parts)]
    text = path.read_text(encoding="utf-8")
    if suffix in {".html", ".htm"}:
        parser = _TextOnly()
        parser.feed(text)
        text = "".join(parser.parts)
    return [text]


def norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().casefold()


# ------------------------------------------------------------------- documents
class Doc:
    def __init__(self, path: Path, meta: dict | None) -> None:
        self.path = path
        self.meta = meta
        self.key = meta["document"] if meta else path.name
        self.pages = [norm(p) for p in read_pages(path)]

    def covers(self, day: dt.date) -> bool:
        if not self.meta:
            return True
        start = dt.date.fromisoformat(self.meta["effective_from"])
        end = self.meta["effective_to"]
        return start <= day and (end is None or day <= dt.date.fromisoformat(end))


def load_docs(folder: Path) -> dict[str, list[Doc]]:
    docs: dict[str, list[Doc]] = defaultdict(list)
    for path in sorted(folder.iterdir()):
        if path.name.endswith(META_SUFFIX):
            continue
        meta_path = path.with_name(path.name + META_SUFFIX)
        meta = json.loads(meta_path.read_text(encoding="utf-8")) if meta_path.exists() else None
        doc = Doc(path, meta)
        docs[doc.key].append(doc)
    for versions in docs.values():
        versions.sort(key=lambda d: d.meta["effective_from"] if d.meta else "")
    return docs


def select(versions: list[Doc], as_of: str | None) -> list[Doc]:
    if as_of is None:
        return [versions[-1]]
    day = dt.date.fromisoformat(as_of)
    return [d for d in versions if d.covers(day)]


# ---------------------------------------------------------------------- checks
class Report:
    def __init__(self) -> None:
        self.failures: list[str] = []
        self.passed = 0

    def ok(self, cond: bool, message: str) -> None:
        if cond:
            self.passed += 1
        else:
            self.failures.append(message)


def check_revisions(docs: dict[str, list[Doc]], rep: Report) -> None:
    for key, versions in docs.items():
        metas = [d.meta for d in versions if d.meta]
        if len(metas) != len(versions):
            rep.ok(len(versions) == 1, f"{key}: several files but not all have sidecars")
            continue
        for meta in metas:
            for field in ("document", "version", "effective_from", "effective_to", "recorded_at", "applicability"):
                rep.ok(field in meta, f"{key}: sidecar lacks {field}")
            rep.ok(
                dt.date.fromisoformat(meta["recorded_at"][:10]) <= dt.date.fromisoformat(meta["effective_from"]),
                f"{key} {meta['version']}: recorded_at after effective_from",
            )
        rep.ok(len({m["version"] for m in metas}) == len(metas), f"{key}: duplicate versions")
        rep.ok(metas[-1]["effective_to"] is None, f"{key}: latest revision must be open-ended")
        for prev, nxt in itertools.pairwise(metas):
            rep.ok(prev["effective_to"] is not None, f"{key}: {prev['version']} open-ended but superseded")
            if prev["effective_to"] is None:
                continue
            end = dt.date.fromisoformat(prev["effective_to"])
            start = dt.date.fromisoformat(nxt["effective_from"])
            rep.ok(
                end + dt.timedelta(days=1) == start,
                f"{key}: gap/overlap between {prev['version']} and {nxt['version']}",
            )
            rep.ok(
                prev["applicability"]["product"] == nxt["applicability"]["product"],
                f"{key}: product changes between revisions",
            )


def in_scope(meta: dict, variant: str | None, serial: int | None) -> bool:
    app = meta["applicability"]
    if variant is not None and variant not in app.get("variants", [variant]):
        return False
    if serial is not None and "serials" in app:
        return any(lo <= serial <= hi for lo, hi in app["serials"])
    return True


def check_questions(records: list[dict], docs: dict[str, list[Doc]], rep: Report) -> None:
    bank = {q.question: q for q in questions.all_questions()}
    rep.ok(len(bank) == len(records), "question texts are not unique or bank/qa.jsonl differ")
    ids = [r["id"] for r in records]
    rep.ok(len(set(ids)) == len(ids), "duplicate ids")
    rep.ok(ids == [f"s5-{i:03d}" for i in range(1, len(ids) + 1)], "ids not sequential")
    for rec in records:
        rid = rec["id"]
        q = bank.get(rec["question"])
        rep.ok(q is not None, f"{rid}: question not in generator bank")
        versions = docs.get(rec["document"])
        rep.ok(versions is not None, f"{rid}: unknown document {rec['document']}")
        if q is None or versions is None:
            continue
        rep.ok(rec["answerable"] == (rec["page"] is not None), f"{rid}: answerable/page mismatch")
        chosen = select(versions, rec.get("as_of"))
        rep.ok(len(chosen) == 1, f"{rid}: as_of selects {len(chosen)} revisions")
        if len(chosen) != 1:
            continue
        doc = chosen[0]
        if rec.get("as_of") and doc.meta:
            day = dt.date.fromisoformat(rec["as_of"])
            start = dt.date.fromisoformat(doc.meta["effective_from"])
            end = doc.meta["effective_to"]
            near_end = end is not None and abs((dt.date.fromisoformat(end) - day).days) < 2
            rep.ok(abs((day - start).days) >= 2 and not near_end, f"{rid}: as_of too close to a boundary")
        if rec["answerable"]:
            rep.ok(bool(rec["answers"]), f"{rid}: answerable without keys")
            page = rec["page"]
            rep.ok(1 <= page <= len(doc.pages), f"{rid}: page {page} out of range")
            if not 1 <= page <= len(doc.pages):
                continue
            for key in rec["answers"]:
                k = norm(key)
                rep.ok(k in doc.pages[page - 1], f"{rid}: key {key!r} not on page {page} of {doc.path.name}")
                others = [i + 1 for i, text in enumerate(doc.pages) if i + 1 != page and k in text]
                rep.ok(not others, f"{rid}: key {key!r} also on pages {others} of {doc.path.name}")
            if doc.meta and ("variant" in rec or "serial" in rec):
                rep.ok(
                    in_scope(doc.meta, rec.get("variant"), rec.get("serial")),
                    f"{rid}: answerable bulletin question outside applicability",
                )
        else:
            rep.ok(rec["answers"] == [] and rec["page"] is None, f"{rid}: unanswerable with keys/page")
            rep.ok(bool(q.absent), f"{rid}: unanswerable question has no absent strings")
            for s in q.absent:
                hits = [i + 1 for i, text in enumerate(doc.pages) if norm(s) in text]
                rep.ok(not hits, f"{rid}: near-miss string {s!r} present on pages {hits} of {doc.path.name}")
            if rec["kind"].startswith("bulletin_out_of_scope"):
                rep.ok(doc.meta is not None, f"{rid}: out-of-scope question on a document without sidecar")
                if doc.meta:
                    rep.ok(
                        not in_scope(doc.meta, rec.get("variant"), rec.get("serial")),
                        f"{rid}: out-of-scope question is actually in scope",
                    )
            if rec["kind"] == "before_revision":
                rep.ok("as_of" in rec and len(versions) > 1, f"{rid}: before_revision needs as_of on a revised doc")


def check_regeneration(folder: Path, rep: Report) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([sys.executable, str(HERE / "generate.py"), tmp], check=True, capture_output=True)
        tmp_path = Path(tmp)
        ours = sorted(p.relative_to(folder) for p in folder.rglob("*") if p.is_file() and _generated(p, folder))
        theirs = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*") if p.is_file())
        rep.ok(ours == theirs, f"regenerated file list differs: {set(ours) ^ set(theirs)}")
        for rel in theirs:
            same = (folder / rel).exists() and filecmp.cmp(folder / rel, tmp_path / rel, shallow=False)
            rep.ok(same, f"regenerated {rel} is not byte-identical")


def _generated(path: Path, folder: Path) -> bool:
    rel = path.relative_to(folder)
    return rel.parts[0] == "documents" or rel.as_posix() == "qa.jsonl"


def main(argv: list[str]) -> int:
    folder = Path(argv[1]).resolve() if len(argv) > 1 else HERE
    rep = Report()
    docs = load_docs(folder / "documents")
    records = [json.loads(line) for line in (folder / "qa.jsonl").read_text(encoding="utf-8").splitlines() if line]
    check_revisions(docs, rep)
    check_questions(records, docs, rep)
    check_regeneration(folder, rep)

    files = sum(len(v) for v in docs.values())
    pages = sum(len(d.pages) for v in docs.values() for d in v)
    answerable = sum(r["answerable"] for r in records)
    print(f"documents: {len(docs)} keys, {files} files, {pages} pages")
    print(f"questions: {len(records)} ({answerable} answerable, {len(records) - answerable} unanswerable)")
    for kind, n in sorted(Counter(r["kind"] for r in records).items()):
        print(f"  {kind:32s} {n}")
    for failure in rep.failures:
        print(f"FAIL {failure}")
    print(f"checks passed: {rep.passed}, failed: {len(rep.failures)}")
    print("RESULT: OK" if not rep.failures else "RESULT: FAILED")
    return 1 if rep.failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
