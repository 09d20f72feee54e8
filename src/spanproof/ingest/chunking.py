"""Structure-first chunking: blocks from the parser, merged while small, split by sentences while large.

Every chunk is a verbatim span of one stored page: ``chunk.text == page.text[chunk.start:chunk.end]``.
"""

from __future__ import annotations

from collections.abc import Iterable

from spanproof.analysis import is_navigation, is_navigation_row, sentence_spans
from spanproof.types import Block, Chunk, Page


def _windows(text: str, start: int, end: int, size: int, overlap: int) -> list[tuple[int, int]]:
    """Split text[start:end] into spans of at most ~size chars on sentence (else word) boundaries."""
    pieces: list[tuple[int, int]] = []
    for s, e in sentence_spans(text, start, end):
        while e - s > size:  # a sentence longer than a chunk: cut at the last space before the limit
            cut = text.rfind(" ", s + size // 2, s + size)
            cut = cut if cut > s else s + size
            pieces.append((s, cut))
            s = cut
            while s < e and text[s].isspace():
                s += 1
        if e > s:
            pieces.append((s, e))

    windows: list[tuple[int, int]] = []
    first = 0
    while first < len(pieces):
        last = first
        while last + 1 < len(pieces) and pieces[last + 1][1] - pieces[first][0] <= size:
            last += 1
        windows.append((pieces[first][0], pieces[last][1]))
        if last + 1 >= len(pieces):
            break
        # the next window repeats trailing sentences worth at most `overlap` characters
        nxt = last + 1
        while nxt - 1 > first and pieces[last][1] - pieces[nxt - 1][0] <= overlap:
            nxt -= 1
        first = nxt
    return windows


def chunk_document(pages: Iterable[Page], blocks: Iterable[Block], size: int, overlap: int) -> list[Chunk]:
    texts = {page.number: page.text for page in pages}
    chunks: list[Chunk] = []
    pending: Block | None = None

    def flush(block: Block) -> None:
        text = texts[block.page]
        spans = (
            [(block.start, block.end)]
            if block.end - block.start <= size or block.kind == "table_row"
            else _windows(text, block.start, block.end, size, overlap)
        )
        for s, e in spans:
            while s < e and text[s].isspace():
                s += 1
            while e > s and text[e - 1].isspace():
                e -= 1
            if e > s:
                kind = block.kind
                nearest = block.heading_path[-1] if block.heading_path else ""
                if (kind == "prose" and is_navigation(text[s:e], " ".join(block.heading_path))) or (
                    kind == "table_row" and is_navigation_row(text[s:e], nearest)
                ):
                    kind = "navigation"
                chunks.append(Chunk(block.page, s, e, kind, block.heading_path, text[s:e]))

    for block in blocks:
        if (
            pending is not None
            and pending.page == block.page
            and pending.heading_path == block.heading_path
            and pending.kind == block.kind == "prose"
            and block.end - pending.start <= size
        ):
            pending = Block(pending.page, pending.start, block.end, "prose", pending.heading_path)
            continue
        if pending is not None:
            flush(pending)
        pending = block
    if pending is not None:
        flush(pending)
    return chunks
