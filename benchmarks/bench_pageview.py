"""How often a cited span can be drawn on the rendered PDF page, and what the page view costs.

For every chunk of every page of the sample PDFs (as ingestion parses and chunks them), ``span_rects`` is asked for
the chunk's span: boxes come back only when the re-laid-out page reproduces the stored text exactly and every
non-space character of the span belongs to a line of single-space-joined words. The share that maps is counted
by chunk kind (table rows, rebuilt from cells, never map: the page view then shows the stored text with the span
marked). Timed: ``span_rects`` per span, a page render cold (to PNG) and from the disk cache.

    .venv/bin/python benchmarks/bench_pageview.py      # ~1 minute; writes benchmarks/results/pageview.json
"""

from __future__ import annotations

import time
from collections import Counter
from pathlib import Path

import numpy as np
from benchmarks.common import EXAMPLES, scratch_dir, write_result

from spanproof.ingest.chunking import chunk_document
from spanproof.ingest.pdf import parse_pdf
from spanproof.pageview import render_png, span_rects

SAMPLES = Path(__file__).resolve().parents[2] / "shared" / "data" / "pdf-samples"
FILES = [*sorted(EXAMPLES.glob("*.pdf")), SAMPLES / "handbook.pdf", SAMPLES / "twocol_reversed_stream.pdf"]


def main() -> None:
    mapped: Counter[str] = Counter()
    total: Counter[str] = Counter()
    span_ms: list[float] = []
    cold_ms: list[float] = []
    cached_ms: list[float] = []
    pages = 0
    with scratch_dir() as folder:
        for path in FILES:
            if not path.is_file():
                continue
            data = path.read_bytes()
            parsed = parse_pdf(data, path.name, use_ocr=False)
            texts = {page.number: page.text for page in parsed.pages}
            pages += len(parsed.pages)
            for chunk in chunk_document(parsed.pages, parsed.blocks, 1200, 150):
                began = time.perf_counter()
                rects = span_rects(data, chunk.page, texts[chunk.page], chunk.start, chunk.end)
                span_ms.append((time.perf_counter() - began) * 1000)
                total[chunk.kind] += 1
                mapped[chunk.kind] += rects is not None
            cache = Path(folder) / path.stem
            for number in range(1, min(len(parsed.pages), 5) + 1):
                began = time.perf_counter()
                render_png(data, number, cache)
                cold_ms.append((time.perf_counter() - began) * 1000)
                began = time.perf_counter()
                render_png(data, number, cache)
                cached_ms.append((time.perf_counter() - began) * 1000)
    by_kind = {k: {"spans": total[k], "mapped": mapped[k], "share": round(mapped[k] / total[k], 3)} for k in total}
    result = {
        "files": [p.name for p in FILES if p.is_file()],
        "pages": pages,
        "spans_by_kind": by_kind,
        "mapped_share_all": round(sum(mapped.values()) / sum(total.values()), 3),
        "span_rects_ms": {
            "p50": round(float(np.percentile(span_ms, 50)), 2),
            "p95": round(float(np.percentile(span_ms, 95)), 2),
        },
        "render_cold_ms": {"p50": round(float(np.percentile(cold_ms, 50)), 1), "n": len(cold_ms)},
        "render_cached_ms": {"p50": round(float(np.percentile(cached_ms, 50)), 2)},
    }
    print(write_result("pageview", result))
    print(result)


if __name__ == "__main__":
    main()
