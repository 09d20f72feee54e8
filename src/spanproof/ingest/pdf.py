"""Digital and scanned PDF with pypdfium2: words and ruled tables (pdf_text) are laid out in reading order
(pdf_layout); pages without a usable text layer are rendered and read by OCR; bookmarks give headings.

Pages are read one at a time and released, so memory stays bounded on long files. Blocks are made in a
second pass over small line records, once running headers and footers can be told apart from content:
they stay in the stored page text (citations need it verbatim) but never in a chunk.
"""

from __future__ import annotations

import re
import warnings
from collections import Counter, deque
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import PurePath

import pypdfium2 as pdfium

from spanproof.analysis import CONTINUED, folded
from spanproof.errors import CorruptDocument, EmptyDocument, NoTextLayer
from spanproof.ingest import ocr
from spanproof.ingest.budget import Limits
from spanproof.ingest.pdf_layout import Line, layout
from spanproof.ingest.pdf_text import page_words, ruled_tables
from spanproof.ingest.tables import is_caption, is_table_title, table_path
from spanproof.ingest.text import paragraph_blocks
from spanproof.types import Block, Page, ParsedDocument

# A heading in bold needs type this much larger than the text's; in type 15 % larger any line is one.
_BOLD_HEADING_SIZE = 1.05
_NUMBERED = re.compile(r"^(\d+(?:\.\d+)*)\.?\s+\S")
_PAGE_NUMBER = re.compile(r"^(?:page\s+)?[\divxlc]+(?:\s*(?:of|/)\s*\d+)?$|^\d+\s*-\s*\d+$", re.I)
_MARGIN = 0.08  # top/bottom share of the page where running headers and footers live
# A heading repeated at the top of a page as continued: "7 Alarm codes (continued)", "Fault table - cont'd"
_CONTINUED = re.compile(rf"\s*(?:[-\u2013\u2014:,]\s*)?[(\[]?\s*\b{CONTINUED}\s*\.?\s*[)\]]?\s*$", re.I)


@dataclass
class _PageRecord:
    page: Page
    lines: list[Line] | None  # None for OCR pages
    height: float
    ocr_confidence: float | None = None


@dataclass
class _Outline:
    """Bookmarks by page: (level, title)."""

    by_page: dict[int, list[tuple[int, str]]] = field(default_factory=dict)

    def add(self, page: int, level: int, title: str) -> None:
        self.by_page.setdefault(page, []).append((level, title))


def _norm(text: str) -> str:
    return re.sub(r"\W+", " ", text).strip().lower()


def _open(data: bytes, source: str) -> pdfium.PdfDocument:
    if not data:
        raise EmptyDocument(source, "the file is empty")
    if not data.lstrip()[:5].startswith(b"%PDF"):
        raise CorruptDocument(source, "not a PDF (no %PDF header)")
    try:
        return pdfium.PdfDocument(data)
    except pdfium.PdfiumError as exc:
        if "password" in str(exc).lower():
            raise CorruptDocument(source, "the PDF is encrypted; decrypt it first") from exc
        raise CorruptDocument(source, f"cannot read the PDF: {exc}") from exc


def _outline(doc: pdfium.PdfDocument) -> _Outline:
    outline = _Outline()
    last = None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for item in doc.get_toc(max_depth=16):
            dest = item.get_dest()
            title = " ".join(item.get_title().split())
            index = dest.get_index() if dest is not None else None
            # Tagged PDFs expose their structure tree as bookmarks: keep what reads like a heading.
            if index is None or not title or len(title) > 100 or title == last:
                continue
            outline.add(index + 1, item.level + 1, title)  # levels from 1, like numbered headings
            last = title
    return outline


def _read_pages(
    doc: pdfium.PdfDocument, source: str, notes: list[str], use_ocr: bool, limits: Limits | None
) -> list[_PageRecord]:
    """Every page laid out; pages without a usable text layer go to tesseract, two at a time.

    Rendering stays on this thread (pdfium is not thread-safe); tesseract runs in subprocesses, so two worker
    threads keep both cores busy. At most a few rendered pages wait in memory at once.
    """
    records: list[_PageRecord] = []
    unread: list[int] = []  # pages the OCR budget did not cover
    pending: deque[tuple[_PageRecord, Future[ocr.OcrPage]]] = deque()
    with ThreadPoolExecutor(max_workers=2, thread_name_prefix="spanproof-ocr") as pool:
        for number in range(1, len(doc) + 1):
            try:
                page = doc[number - 1]
                try:
                    width, height = page.get_width(), page.get_height()
                    words = page_words(page)
                    laid = layout(words, ruled_tables(page, words), width, height)
                finally:
                    page.close()  # one page at a time: memory stays bounded on long files
                record = _PageRecord(Page(number, laid.text), laid.lines, laid.height)
                records.append(record)
                # judged on the words as the text layer has them, not on the labelled table rows made of them
                if use_ocr and not ocr.usable_text_layer(" ".join(w["text"] for w in words)):
                    if limits is None or limits.ocr.take_page():
                        scale = limits.render_scale(width, height, ocr.DPI) if limits else ocr.DPI / 72
                        png = ocr.render_png(doc, number - 1, scale=scale)
                        pending.append((record, pool.submit(ocr.read_png, png, round(scale * 72))))
                    else:
                        unread.append(number)
            except pdfium.PdfiumError as exc:
                raise CorruptDocument(source, f"cannot read page {number}: {exc}") from exc
            while len(pending) > 4 or (pending and number == len(doc)):
                _apply_ocr(*pending.popleft(), notes)
    if unread:
        notes.append(f"pages not read by OCR (the upload's OCR budget is spent): {_ranges(unread)}")
    return records


def _ranges(numbers: list[int]) -> str:
    """[1, 2, 3, 7] -> "1-3, 7" (a list of thousands of blank pages stays short)."""
    spans: list[list[int]] = []
    for n in numbers:
        if spans and n == spans[-1][1] + 1:
            spans[-1][1] = n
        else:
            spans.append([n, n])
    return ", ".join(f"{a}-{b}" if b > a else str(a) for a, b in spans)


def _apply_ocr(record: _PageRecord, future: Future[ocr.OcrPage], notes: list[str]) -> None:
    try:
        scanned = future.result()
    except ocr.OcrUnavailable as exc:
        notes.append(f"page {record.page.number}: no usable text layer and OCR is unavailable ({exc})")
        return
    record.page = Page(record.page.number, scanned.text)
    record.lines = None
    record.ocr_confidence = scanned.mean_confidence


def _running_lines(records: list[_PageRecord]) -> set[str]:
    """Normalised texts of margin lines that repeat on many pages (running headers and footers)."""
    counts: Counter[str] = Counter()
    pages = 0
    for record in records:
        if record.lines is None:
            continue
        pages += 1
        keys = {_margin_key(line) for line in record.lines if _in_margin(line, record.height)}
        counts.update(keys)
    threshold = max(2, int(0.3 * pages))
    return {key for key, n in counts.items() if n >= threshold}


def _margin_key(line: Line) -> str:
    return re.sub(r"\d+", "#", _norm(line.text))


def _in_margin(line: Line, height: float) -> bool:
    return line.kind == "text" and (line.top < _MARGIN * height or line.bottom > (1 - _MARGIN) * height)


class _Structure:
    """Walks the line records of all pages and cuts them into blocks with heading paths."""

    def __init__(self, records: list[_PageRecord], outline: _Outline) -> None:
        self.records = records
        self.outline = outline
        self.running = _running_lines(records)
        sizes: Counter[float] = Counter()
        for record in records:
            for line in record.lines or []:
                if line.kind == "text":
                    sizes[round(line.size, 1)] += len(line.text)
        self.body_size = sizes.most_common(1)[0][0] if sizes else 0.0
        heading_sizes = sorted({s for s in sizes if s >= self.body_size * 1.15}, reverse=True)
        self.size_level = {size: level for level, size in enumerate(heading_sizes, start=1)}
        self.path: list[tuple[int, str]] = []
        self.tables = 0
        self.last_header: tuple[str, ...] | None = None
        self.caption: str | None = None

    def _set_heading(self, level: int, title: str) -> None:
        resumed = folded(_CONTINUED.sub("", title))
        if resumed != folded(title) and any(folded(t) == resumed for _, t in self.path):
            # a section continued on the next page resumes where it broke off: the steps of A07's remedy that run
            # onto it stay under "A07 Booster pump fault" (stranger's set 25 lost them to "7 Alarm codes (continued)")
            return
        self.path = [(lvl, t) for lvl, t in self.path if lvl < level] + [(level, title)]

    def _heading_path(self) -> tuple[str, ...]:
        return tuple(t for _, t in self.path)

    def _font_heading(self, line: Line) -> int | None:
        """A heading level from size or bold numbering, for documents without bookmarks."""
        text = line.text.strip()
        if line.kind != "text" or len(text) > 120 or text.endswith((".", ",", ";")) or is_caption(text):
            return None
        numbered = _NUMBERED.match(text)
        if round(line.size, 1) in self.size_level:
            return numbered.group(1).count(".") + 1 if numbered else self.size_level[round(line.size, 1)]
        if line.bold and numbered and line.size >= self.body_size:
            return numbered.group(1).count(".") + 1
        if line.bold and line.size >= self.body_size * _BOLD_HEADING_SIZE:
            # a bold line a little larger than the text: the smallest heading ("Task 29-35: Maintenance Message
            # E-35" in 10.5 pt bold over 9.5 pt text). Bold at the text's size or smaller is emphasis: a note, a
            # table's title.
            return len(self.size_level) + 1
        return None

    def blocks(self) -> list[Block]:
        out: list[Block] = []
        for record in self.records:
            if record.lines is None:
                out += self._ocr_blocks(record.page)
                continue
            out += self._page_blocks(record)
        return out

    def _ocr_blocks(self, page: Page) -> list[Block]:
        """OCR text has no fonts: numbered one-line paragraphs are headings, running lines are dropped."""
        blocks = []
        for block in paragraph_blocks(page):
            text = page.text[block.start : block.end]
            single = "\n" not in text
            if single and re.sub(r"\d+", "#", _norm(text)) in self.running:
                continue
            numbered = _NUMBERED.match(text)
            if single and numbered and len(text) <= 120 and not text.endswith("."):
                self._set_heading(numbered.group(1).count(".") + 1, text.strip())
            blocks.append(Block(page.number, block.start, block.end, "ocr", self._heading_path()))
        return blocks

    def _page_blocks(self, record: _PageRecord) -> list[Block]:
        number = record.page.number
        marks = list(self.outline.by_page.get(number, []))
        matched = {
            id(line): mark
            for mark in marks
            for line in record.lines or []
            if line.kind == "text" and _norm(line.text) == _norm(mark[1])
        }
        for mark in marks:  # bookmarks not found as a line apply from the top of their page
            if mark not in matched.values():
                self._set_heading(*mark)
        blocks: list[Block] = []
        paragraph: list[Line] = []
        first_table_on_page = True
        # The line of this page since its last table that reads like a table's title; of several, the one in the
        # largest type (the latest of equals): "Consolidated Balance Sheets" over "Fiscal Years Ended" below it.
        intro: str | None = None
        intro_size = 0.0

        def flush() -> None:
            if paragraph:
                blocks.append(Block(number, paragraph[0].start, paragraph[-1].end, "prose", self._heading_path()))
                paragraph.clear()

        for line in record.lines or []:
            if _in_margin(line, record.height) and (
                _margin_key(line) in self.running or _PAGE_NUMBER.match(line.text.strip())
            ):
                continue
            level = None
            if id(line) in matched:
                level = matched[id(line)][0]
            elif not self.outline.by_page:
                level = self._font_heading(line)
            if level is not None:
                flush()
                intro = None  # the heading itself is in the rows' path
                self._set_heading(level, line.text.strip())
                blocks.append(Block(number, line.start, line.end, "prose", self._heading_path()))
                continue
            if line.kind == "text" and is_caption(line.text):
                flush()
                self.caption = " ".join(line.text.split())
                blocks.append(Block(number, line.start, line.end, "caption", self._heading_path()))
                continue
            if line.kind == "table_header":
                flush()
                continued = first_table_on_page and line.header == self.last_header
                if not continued:
                    self.tables += 1
                    if not (self.caption and self.caption.lower().startswith("table")):
                        # no "Table N" caption: the line that introduces it names it ("Consolidated Balance Sheets")
                        self.caption = intro
                intro = None
                first_table_on_page = False
                self.last_header = line.header
                continue
            if line.kind == "table_row":
                path = table_path(self._heading_path(), self.caption)
                blocks.append(Block(number, line.start, line.end, "table_row", path))
                continue
            if line.kind == "text" and is_table_title(line.text) and (intro is None or line.size >= intro_size):
                intro, intro_size = " ".join(line.text.split()), line.size
            if line.break_before:
                flush()
            paragraph.append(line)
            if self.caption and self.caption.lower().startswith("table") and line.kind == "text":
                self.caption = None if len(paragraph) > 1 else self.caption
        flush()
        return blocks


def parse_pdf(data: bytes, source: str, limits: Limits | None = None, use_ocr: bool = True) -> ParsedDocument:
    doc = _open(data, source)
    try:
        page_count = len(doc)
        if page_count == 0:
            raise EmptyDocument(source, "the PDF has no pages")
        if limits:  # from the page tree, before any page is read
            limits.check_pages(source, page_count)
        outline = _outline(doc)
        info = doc.get_metadata_dict()
        notes: list[str] = []
        records = _read_pages(doc, source, notes, use_ocr, limits)
    finally:
        doc.close()

    pages = [r.page for r in records]
    if not any(page.text.strip() for page in pages):
        raise NoTextLayer(source, f"none of its {page_count} pages has text, and OCR found none")
    structure = _Structure(records, outline)
    blocks = structure.blocks()
    empty = [page.number for page in pages if not page.text.strip()]
    if empty:
        notes.append(f"pages without text: {empty}")
    ocr_pages = {r.page.number: r.ocr_confidence for r in records if r.ocr_confidence is not None}
    title = (info.get("Title") or "").strip() or PurePath(source).stem
    return ParsedDocument(
        title=title, pages=pages, blocks=blocks, warnings=notes, tables=structure.tables, ocr_pages=ocr_pages
    )
