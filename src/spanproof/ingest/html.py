"""HTML (selectolax): the visible text is laid out as one page, block by block, with its heading path.

A table is laid out as its caption (a ``caption`` block) and one ``table_row`` block per body row, each row naming
its headers (see ``tables.labelled_row``); ``<figcaption>``/``<caption>`` and "Figure N: ..." paragraphs are
``caption`` blocks; ``<pre>``/``<code>`` are ``code``.
"""

from __future__ import annotations

import re
from pathlib import PurePath

from selectolax.lexbor import LexborHTMLParser as HTMLParser
from selectolax.lexbor import LexborNode as Node

from spanproof.errors import CorruptDocument, EmptyDocument
from spanproof.ingest.budget import Limits
from spanproof.ingest.tables import is_caption, labelled_row, table_path
from spanproof.ingest.text import decode
from spanproof.types import Block, ChunkKind, Page, ParsedDocument

_HEADINGS = {"h1": 1, "h2": 2, "h3": 3, "h4": 4, "h5": 5, "h6": 6}
_BLOCKS = {"p", "li", "blockquote", "figcaption", "caption", "dt", "dd", "address", "summary"}
_SKIP = {"script", "style", "noscript", "template", "head", "nav", "svg", "button", "form"}
# an element holding none of these is a leaf: its text is one block (e.g. text written straight into a <div>)
_STRUCTURE = ", ".join(sorted({*_HEADINGS, *_BLOCKS, "pre", "table", "div", "section", "article"}))
_SPACE = re.compile(r"\s+")
# Deeper structure is refused, before lexbor sees it: lexbor's parse time grows with the square of the nesting depth
# (5,000 nested <div>s 0.12 s, 20,000 2.2 s; 200,000 would take minutes), and each level of our walk looks for
# structure below it (depth x size).
MAX_DEPTH = 256
_TAG = re.compile(r"<(/?)([A-Za-z][A-Za-z0-9-]{0,31})[^<>]{0,4096}?(/?)>")
# elements that never hold others, or whose end tag may be left out (the parser closes them itself)
_FLAT = frozenset(
    "area base br col embed hr img input link meta param source track wbr "
    "p li dt dd tr td th thead tbody tfoot option optgroup rt rp caption colgroup".split()
)


def _text(node: Node) -> str:
    return _SPACE.sub(" ", node.text(deep=True, separator=" ")).strip()


def _children(node: Node, *tags: str) -> list[Node]:
    return [child for child in node.iter(include_text=False) if child.tag in tags]


def _is_leaf(node: Node) -> bool:
    # css_first() also matches the node itself, so ask each child
    return all(child.css_first(_STRUCTURE) is None for child in node.iter(include_text=False))


def _span(cell: Node) -> int:
    try:
        return max(1, min(int(cell.attributes.get("colspan") or 1), 100))
    except ValueError:
        return 1


def _cells(row: Node, header: bool) -> list[str]:
    """The row's cells, one per column: a spanning header repeats (it names every column it covers)."""
    cells: list[str] = []
    for cell in _children(row, "th", "td"):
        text, span = _text(cell), _span(cell)
        cells += [text] * span if header else [text] + [""] * (span - 1)
    return cells


def _table(node: Node) -> tuple[str, list[str], list[list[str]]]:
    """(caption, header per column, body rows) of a table, ignoring tables nested in its cells."""
    caption, head, body = "", list[Node](), list[Node]()
    for part in node.iter(include_text=False):
        if part.tag == "caption":
            caption = _text(part)
        elif part.tag in ("thead", "tbody", "tfoot"):
            (head if part.tag == "thead" else body).extend(_children(part, "tr"))
        elif part.tag == "tr":
            body.append(part)
    if not head and body and all(cell.tag == "th" for cell in _children(body[0], "th", "td")):
        head = [body.pop(0)]
    columns: list[list[str]] = []
    for row in head:  # several header rows (grouped columns) combine per column: "Pressure bar"
        for index, text in enumerate(_cells(row, header=True)):
            if index == len(columns):
                columns.append([])
            if text and text not in columns[index]:
                columns[index].append(text)
    headers = [" ".join(parts) for parts in columns]
    rows = [_cells(row, header=False) for row in body]
    if not rows and headers:  # a table that is only a header row
        rows, headers = [headers], []
    return caption, headers, rows


class _Layout:
    """Accumulates the page text and the blocks that point into it."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.parts: list[str] = []
        self.size = 0
        self.blocks: list[Block] = []
        self.path: list[tuple[int, str]] = []
        self.first_h1 = ""
        self.tables = 0

    def add(self, text: str, kind: ChunkKind, table: str | None = None) -> None:
        """``table``: for a table row, the name of its table (its caption), added to the row's heading path."""
        if not text:
            return
        if self.parts:
            self.parts.append("\n\n")
            self.size += 2
        path = tuple(h for _, h in self.path)
        self.blocks.append(Block(1, self.size, self.size + len(text), kind, table_path(path, table) if table else path))
        self.parts.append(text)
        self.size += len(text)

    def _last_caption(self) -> str | None:
        """The text of the block just added, when it is a caption ("Table 2: ..." before a table)."""
        last = self.blocks[-1] if self.blocks else None
        return self.parts[-1] if last is not None and last.kind == "caption" else None

    def walk(self, node: Node, depth: int = 0) -> None:
        if depth > MAX_DEPTH:
            raise CorruptDocument(self.source, f"the HTML is nested more than {MAX_DEPTH} levels deep")
        for child in node.iter(include_text=False):
            tag = child.tag
            if tag in _HEADINGS:
                heading = _text(child)
                if heading:
                    level = _HEADINGS[tag]
                    self.path = [(lvl, h) for lvl, h in self.path if lvl < level] + [(level, heading)]
                    self.first_h1 = self.first_h1 or (heading if level == 1 else "")
                    self.add(heading, "prose")
            elif tag in ("pre", "code"):
                self.add((child.text(deep=True) or "").strip("\n"), "code")
            elif tag == "table":
                caption, headers, rows = _table(child)
                self.add(caption, "caption")
                for cells in rows:
                    self.add(labelled_row(headers, cells), "table_row", caption or self._last_caption())
                self.tables += 1 if rows else 0
            elif tag in _BLOCKS or _is_leaf(child):
                text = _text(child)
                captioned = tag in ("figcaption", "caption") or (tag != "li" and is_caption(text))
                self.add(text, "caption" if captioned else "prose")
            else:
                self.walk(child, depth + 1)


def _check_depth(html: str, source: str) -> None:
    """Refuse HTML whose elements open deeper than MAX_DEPTH (counted over the tags, in one pass)."""
    depth = 0
    for match in _TAG.finditer(html):
        closing, name, self_closing = match.groups()
        if self_closing or name.lower() in _FLAT:
            continue
        depth = max(0, depth - 1) if closing else depth + 1
        if depth > MAX_DEPTH:
            raise CorruptDocument(source, f"the HTML is nested more than {MAX_DEPTH} levels deep")


def parse_html(data: bytes, source: str, limits: Limits | None = None) -> ParsedDocument:
    del limits  # one page, nothing rendered: the upload size limit and MAX_DEPTH bound the work
    html = decode(data, source)
    _check_depth(html, source)
    tree = HTMLParser(html)
    title_node = tree.css_first("title")
    title = _text(title_node) if title_node else ""
    tree.strip_tags(sorted(_SKIP))  # invisible or navigation: never laid out
    root = tree.body or tree.root
    layout = _Layout(source)
    if root is not None and _is_leaf(root):
        layout.add(_text(root), "prose")  # text straight in <body>, no element around it
    elif root is not None:
        layout.walk(root)
    text = "".join(layout.parts)
    if not text.strip():
        raise EmptyDocument(source, "no visible text in the HTML")
    title = title or layout.first_h1 or PurePath(source).stem
    return ParsedDocument(title=title, pages=[Page(1, text)], blocks=layout.blocks, tables=layout.tables)
