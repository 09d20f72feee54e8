"""HTML (selectolax): the visible text is laid out as one page, block by block, with its heading path."""

from __future__ import annotations

import re
from pathlib import PurePath

from selectolax.lexbor import LexborHTMLParser as HTMLParser
from selectolax.lexbor import LexborNode as Node

from spanproof.errors import EmptyDocument
from spanproof.ingest.text import decode
from spanproof.types import Block, ChunkKind, Page, ParsedDocument

_HEADINGS = {"h1": 1, "h2": 2, "h3": 3, "h4": 4, "h5": 5, "h6": 6}
_BLOCKS = {"p", "li", "blockquote", "figcaption", "caption", "dt", "dd", "address", "summary"}
_SKIP = {"script", "style", "noscript", "template", "head", "nav", "svg", "button", "form"}
_SPACE = re.compile(r"\s+")


def _text(node: Node) -> str:
    return _SPACE.sub(" ", node.text(deep=True, separator=" ")).strip()


class _Layout:
    """Accumulates the page text and the blocks that point into it."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.size = 0
        self.blocks: list[Block] = []
        self.path: list[tuple[int, str]] = []
        self.first_h1 = ""

    def add(self, text: str, kind: ChunkKind) -> None:
        if not text:
            return
        if self.parts:
            self.parts.append("\n\n")
            self.size += 2
        self.blocks.append(Block(1, self.size, self.size + len(text), kind, tuple(h for _, h in self.path)))
        self.parts.append(text)
        self.size += len(text)

    def walk(self, node: Node) -> None:
        for child in node.iter(include_text=False):
            tag = child.tag
            if tag in _SKIP:
                continue
            if tag in _HEADINGS:
                heading = _text(child)
                if heading:
                    level = _HEADINGS[tag]
                    self.path = [(lvl, h) for lvl, h in self.path if lvl < level] + [(level, heading)]
                    self.first_h1 = self.first_h1 or (heading if level == 1 else "")
                    self.add(heading, "prose")
            elif tag == "pre":
                self.add((child.text(deep=True) or "").strip("\n"), "code")
            elif tag == "table":
                rows = [" | ".join(_text(cell) for cell in row.css("th, td")) for row in child.css("tr")]
                self.add("\n".join(row for row in rows if row.strip(" |")), "prose")
            elif tag in _BLOCKS:
                self.add(_text(child), "prose")
            else:
                self.walk(child)


def parse_html(data: bytes, source: str) -> ParsedDocument:
    tree = HTMLParser(decode(data, source))
    root = tree.body or tree.root
    layout = _Layout()
    if root is not None:
        layout.walk(root)
    text = "".join(layout.parts)
    if not text.strip():
        raise EmptyDocument(source, "no visible text in the HTML")
    title_node = tree.css_first("title")
    title = (_text(title_node) if title_node else "") or layout.first_h1 or PurePath(source).stem
    return ParsedDocument(title=title, pages=[Page(1, text)], blocks=layout.blocks)
