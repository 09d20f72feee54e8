"""DOCX (python-docx): paragraphs and tables in body order, laid out as one page (a DOCX has no fixed pages).

Heading styles ("Title", "Heading 1".."Heading 9") build the heading path and are blocks themselves, as in HTML;
a table is its caption plus one ``table_row`` block per body row (first row = headers, see ``tables.labelled_row``);
"Caption"-styled or "Figure N: ..." paragraphs are ``caption``; the rest is ``prose``. Blocks are separated by a
blank line in the page text.
"""

from __future__ import annotations

import io
import re
import zipfile
from pathlib import PurePath

import docx
from docx.document import Document
from docx.table import Table
from docx.text.paragraph import Paragraph

from spanproof.errors import CorruptDocument, EmptyDocument
from spanproof.ingest.budget import Limits
from spanproof.ingest.tables import is_caption, labelled_row, table_path
from spanproof.types import Block, ChunkKind, Page, ParsedDocument

_HEADING = re.compile(r"heading ([1-9])", re.IGNORECASE)


def _level(paragraph: Paragraph) -> int | None:
    """0 for the Title style, 1-9 for Heading 1-9, else None."""
    name = paragraph.style.name if paragraph.style is not None else ""
    if (name or "").lower() == "title":
        return 0
    match = _HEADING.fullmatch(name or "")
    return int(match.group(1)) if match else None


def _rows(table: Table) -> tuple[list[str], list[list[str]]]:
    """Headers (first row) and body rows; a merged cell counts once per row, in its first column."""
    rows: list[list[str]] = []
    for row in table.rows:
        cells, previous = [], None
        for cell in row.cells:  # a horizontally merged cell is repeated once per grid column it spans
            cells.append("" if cell._tc is previous else cell.text)
            previous = cell._tc
        rows.append(cells)
    if len(rows) < 2:
        return [], rows
    return [cell.text for cell in table.rows[0].cells], rows[1:]


def _open(data: bytes, source: str, limits: Limits | None) -> Document:
    if not zipfile.is_zipfile(io.BytesIO(data)):
        raise CorruptDocument(source, "not a valid DOCX: not a zip archive")
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            names = archive.namelist()
            members = [(info.filename, info.file_size, info.compress_size) for info in archive.infolist()]
    except (zipfile.BadZipFile, ValueError, OSError) as exc:  # a valid end record, a broken central directory
        raise CorruptDocument(source, "not a valid DOCX: the zip archive is damaged") from exc
    if "word/document.xml" not in names:
        raise CorruptDocument(source, "not a valid DOCX: the archive has no word/document.xml")
    if limits:  # before python-docx reads a part into memory
        limits.check_archive(source, members)
    try:
        return docx.Document(io.BytesIO(data))
    except Exception as exc:  # python-docx raises KeyError, ValueError, lxml errors...: translate at the boundary
        raise CorruptDocument(source, f"not a valid DOCX: {exc}") from exc


def parse_docx(data: bytes, source: str, limits: Limits | None = None) -> ParsedDocument:
    document = _open(data, source, limits)
    parts: list[str] = []
    blocks: list[Block] = []
    path: list[tuple[int, str]] = []
    size = tables = 0
    first_heading = ""

    def add(text: str, kind: ChunkKind, table: str | None = None) -> None:
        nonlocal size
        text = text.strip()
        if not text:
            return
        if parts:
            parts.append("\n\n")
            size += 2
        heading_path = tuple(h for _, h in path)
        blocks.append(Block(1, size, size + len(text), kind, table_path(heading_path, table)))
        parts.append(text)
        size += len(text)

    for item in document.iter_inner_content():
        if isinstance(item, Table):
            # the table's name: its own title if set, else a caption paragraph just before it
            title = parts[-1] if blocks and blocks[-1].kind == "caption" else None
            for caption in item._tbl.xpath("./w:tblPr/w:tblCaption/@w:val"):  # the table's own title, if set
                add(str(caption), "caption")
                title = str(caption)
            headers, rows = _rows(item)
            texts = [row for row in (labelled_row(headers, cells) for cells in rows) if row]
            for text in texts:
                add(text, "table_row", title)
            tables += 1 if texts else 0
            continue
        text = item.text.strip()
        level = _level(item)
        if level is not None and text:
            path = [(lvl, h) for lvl, h in path if lvl < level] + [(level, text)]
            first_heading = first_heading or (text if level <= 1 else "")
            add(text, "prose")
        else:
            style = (item.style.name if item.style is not None else "") or ""
            add(text, "caption" if "caption" in style.lower() or is_caption(text) else "prose")

    if not blocks:
        raise EmptyDocument(source, "no text in the DOCX")
    title = (document.core_properties.title or "").strip() or first_heading or PurePath(source).stem
    return ParsedDocument(title=title, pages=[Page(1, "".join(parts))], blocks=blocks, tables=tables, paginated=False)
