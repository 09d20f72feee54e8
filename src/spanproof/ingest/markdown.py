"""Markdown (markdown-it-py): one page holding the file verbatim; token line maps give exact offsets."""

from __future__ import annotations

import re
from pathlib import PurePath

from markdown_it import MarkdownIt

from spanproof.errors import EmptyDocument
from spanproof.ingest.text import decode
from spanproof.types import Block, ChunkKind, Page, ParsedDocument

# MkDocs attribute lists such as "{ #request-body }" are markup, not heading text.
_ATTRIBUTES = re.compile(r"\s*\{\s*[#.][^}]*\}\s*$")

_KIND: dict[str, ChunkKind] = {"fence": "code", "code_block": "code"}


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


def parse_markdown(data: bytes, source: str) -> ParsedDocument:
    text = decode(data, source)
    if not text.strip():
        raise EmptyDocument(source, "the file is empty")
    lines = text.splitlines(keepends=True)
    line_start = [0]
    for line in lines:
        line_start.append(line_start[-1] + len(line))
    skip, front = _front_matter([line.rstrip("\r\n") for line in lines])

    tokens = MarkdownIt("commonmark").enable("table").parse(text)
    blocks: list[Block] = []
    path: list[tuple[int, str]] = []  # (level, heading)
    title = front.get("title", "")
    for index, token in enumerate(tokens):
        if token.level != 0 or token.map is None or token.nesting == -1:
            continue
        first, last = token.map
        if last <= skip:
            continue
        first = max(first, skip)
        if token.type == "heading_open":
            heading = _ATTRIBUTES.sub("", tokens[index + 1].content).strip()
            level = int(token.tag[1])
            path = [(lvl, h) for lvl, h in path if lvl < level] + [(level, heading)]
            title = title or (heading if level == 1 else "")
            continue
        start, end = line_start[first], line_start[min(last, len(lines))]
        while end > start and text[end - 1].isspace():
            end -= 1
        if end > start:
            kind = _KIND.get(token.type, "prose")
            blocks.append(Block(1, start, end, kind, tuple(h for _, h in path)))
    return ParsedDocument(title=title or PurePath(source).stem, pages=[Page(1, text)], blocks=blocks, metadata=front)
