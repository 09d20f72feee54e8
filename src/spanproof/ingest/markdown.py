"""Markdown (markdown-it-py): one page holding the file verbatim, except that pipe tables are laid out as rows.

Token line maps give exact offsets. Each pipe table is replaced in the page text by one line per body row,
``"Header: cell | Header: cell"`` (see ``tables.labelled_row``), so a row can be cited exactly and names its headers;
blocks after a table are shifted by what the replacement added or removed. "Table N: ..." paragraphs and
emphasised "*Figure N: ...*" lines are ``caption`` blocks; fences are ``code``; front matter is metadata only.
"""

from __future__ import annotations

import re
from itertools import pairwise
from pathlib import PurePath

from markdown_it import MarkdownIt
from markdown_it.token import Token

from spanproof.errors import EmptyDocument
from spanproof.ingest.budget import Limits
from spanproof.ingest.tables import is_caption, labelled_row, table_path
from spanproof.ingest.text import decode
from spanproof.types import Block, ChunkKind, Page, ParsedDocument

# MkDocs attribute lists such as "{ #request-body }" are markup, not heading text. Found without a regex anchored at
# the end: r"\s*\{\s*[#.][^}]*\}\s*$" rescanned the line from every position (a heading of 200,000 spaces before
# a "{" took minutes); _attributes_start scans the line a constant number of times.
_ATTRIBUTES_OPEN = re.compile(r"\{\s*[#.]")
_IMAGES_ONLY = re.compile(r"\s*(?:!\[[^\]]*\]\([^)]*\)\s*)+")
_EMPHASIS = re.compile(r"(\*\*|__|\*|_)(\S(?:.*\S)?)\1", re.S)

_KIND: dict[str, ChunkKind] = {"fence": "code", "code_block": "code"}

# (start, end, kind, heading path, rows): a span of the raw text, or with rows a table region to replace by them
_Item = tuple[int, int, ChunkKind, tuple[str, ...], list[str] | None]


def _front_matter(lines: list[str]) -> tuple[int, dict[str, str]]:
    """Lines taken by a leading ``---`` front-matter block, and its simple ``key: value`` pairs."""
    if not lines or lines[0].strip() != "---":
        return 0, {}
    for index in range(1, len(lines)):
        if lines[index].strip() in ("---", "..."):
            pairs = {}
            for line in lines[1:index]:
                key, sep, value = line.partition(":")
                if sep and key.strip() and not key.startswith(" "):
                    pairs[key.strip()] = value.strip().strip("'\"")
            return index + 1, pairs
    return 0, {}


def _strip_attributes(heading: str) -> str:
    """The heading without a trailing ``{ #id .class }`` attribute list."""
    body = heading.rstrip()
    if not body.endswith("}"):
        return heading
    # the list's "{" comes after the line's second-to-last "}", and is the first one there opening "{#" or "{."
    match = _ATTRIBUTES_OPEN.search(body, body.rfind("}", 0, len(body) - 1) + 1, len(body) - 1)
    return body[: match.start()].rstrip() if match else heading


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def _inline_text(token: Token) -> str:
    # plain text of a cell: inline HTML tags and line breaks become spaces (collapsed later), code and link text stay
    parts = [" " if c.type in ("softbreak", "hardbreak", "html_inline") else c.content for c in token.children or []]
    return "".join(parts) if token.children else token.content


def _table_rows(tokens: list[Token], index: int) -> list[str]:
    """The body rows of the table opened at ``tokens[index]``, each labelled with the header cells."""
    headers: list[str] = []
    rows: list[list[str]] = []
    in_head = False
    for token in tokens[index + 1 :]:
        if token.type == "table_close":
            break
        if token.type in ("thead_open", "thead_close"):
            in_head = token.type == "thead_open"
        elif token.type == "tr_open":
            rows.append([])
        elif token.type == "inline" and rows:
            rows[-1].append(_inline_text(token))
        elif token.type == "tr_close" and in_head and not headers:
            headers = rows.pop()
    if not rows:  # a table that is only a header row
        rows, headers = [headers], []
    return [row for row in (labelled_row(headers, cells) for cells in rows) if row]


def _paragraph(text: str, starts: list[int]) -> list[tuple[int, int, ChunkKind]]:
    """A paragraph (its line starts, then its end): image-only lines dropped; a caption line and what follows it
    become a ``caption`` (without the emphasis around it), the lines before stay ``prose``."""
    lines = [(s, e) for s, e in pairwise(starts) if not _IMAGES_ONLY.fullmatch(text, s, e)]
    cut = next((i for i, (s, e) in enumerate(lines) if is_caption(text[s:e].lstrip(" *_"))), len(lines))
    spans: list[tuple[int, int, ChunkKind]] = []
    groups: tuple[tuple[list[tuple[int, int]], ChunkKind], ...] = ((lines[:cut], "prose"), (lines[cut:], "caption"))
    for group, kind in groups:
        if group:
            start, end = _trim(text, group[0][0], group[-1][1])
            if kind == "caption" and (match := _EMPHASIS.fullmatch(text, start, end)):
                start, end = match.span(2)
            if end > start:
                spans.append((start, end, kind))
    return spans


def parse_markdown(data: bytes, source: str, limits: Limits | None = None) -> ParsedDocument:
    del limits  # one page, nothing rendered: the upload size limit bounds the work
    text = decode(data, source)
    if not text.strip():
        raise EmptyDocument(source, "the file is empty")
    lines = text.splitlines(keepends=True)
    line_start = [0]
    for line in lines:
        line_start.append(line_start[-1] + len(line))
    skip, front = _front_matter([line.rstrip("\r\n") for line in lines])

    tokens = MarkdownIt("commonmark").enable("table").parse(text)
    items: list[_Item] = []
    path: list[tuple[int, str]] = []  # (level, heading)
    title = front.get("title", "")
    for index, token in enumerate(tokens):
        if token.level != 0 or token.map is None or token.nesting == -1 or token.type == "hr":
            continue
        first, last = token.map
        if last <= skip:
            continue
        first, last = max(first, skip), min(last, len(lines))
        start, end = _trim(text, line_start[first], line_start[last])
        if token.type == "heading_open":
            heading = _strip_attributes(tokens[index + 1].content).strip()
            level = int(token.tag[1])
            path = [(lvl, h) for lvl, h in path if lvl < level] + [(level, heading)]
            title = title or (heading if level == 1 else "")
            at = text.find(heading, start, end) if heading and token.markup.startswith("#") else -1
            if at >= 0:  # an ATX heading's text is a block, as in the other formats
                items.append((at, at + len(heading), "prose", tuple(h for _, h in path), None))
        elif token.type == "table_open":
            # a caption just before the table ("Table 4: Hub bolt torque") names it in its rows' heading path
            before = items[-1] if items and items[-1][2] == "caption" else None
            table_name = text[before[0] : before[1]] if before else None
            heading_path = table_path([h for _, h in path], table_name)
            items.append((start, end, "table_row", heading_path, _table_rows(tokens, index)))
        elif token.type == "paragraph_open":
            for s, e, kind in _paragraph(text, [*line_start[first:last], end]):
                items.append((s, e, kind, tuple(h for _, h in path), None))
        elif end > start:
            items.append((start, end, _KIND.get(token.type, "prose"), tuple(h for _, h in path), None))

    # lay out the page: raw text, with each table region replaced by its rows (one per line)
    parts: list[str] = []
    blocks: list[Block] = []
    pos = size = 0  # position in the raw text, and where it lands in the page text
    tables = 0
    for start, end, kind, heading_path, rows in items:
        if rows is None:
            blocks.append(Block(1, start + size - pos, end + size - pos, kind, heading_path))
            continue
        parts.append(text[pos:start])
        size += start - pos
        for number, row in enumerate(rows):
            if number:
                parts.append("\n")
                size += 1
            blocks.append(Block(1, size, size + len(row), "table_row", heading_path))
            parts.append(row)
            size += len(row)
        pos = end
        tables += 1 if rows else 0
    parts.append(text[pos:])
    page = Page(1, "".join(parts))
    title = title or PurePath(source).stem
    return ParsedDocument(title=title, pages=[page], blocks=blocks, metadata=front, tables=tables)
