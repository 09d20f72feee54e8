"""Build the FAA powerplant demo corpus in ``src/spanproof/demo_corpus/`` (shipped inside the package).

The demo needs real, public-domain technical PDFs, but the FAA chapter PDFs of the Aviation
Maintenance Technician Handbook - Powerplant (FAA-H-8083-32B) are several MiB each. What we have
locally is the handbook's page-level extracted text (``corpus.jsonl``) plus three small real FAA PDFs
(table of contents, glossary, index). This script:

* renders chapters 5, 6 and 9 from ``corpus.jsonl`` into PDFs with ONE PDF page per handbook page,
  holding that page's text only (no figures), so PDF page numbers equal handbook page indexes
  (a missing page becomes a blank page); a page whose text would not fit is set in a smaller font,
  never spilled onto a second page;
* copies the three real FAA PDFs unchanged;
* re-reads every rendered PDF with pdfplumber and checks page count and per-page text
  (whitespace collapsed) against the source, exiting non-zero on any mismatch.

A page of ``corpus.jsonl`` may be split into two consecutive chunks, cut at word boundaries, where the
second chunk repeats the tail of the first (an exact overlap of ~570-880 chars in this corpus). The
repeated text is dropped only when it is an exact overlap of at least MIN_OVERLAP chars; otherwise the
chunks are joined with a single space. The text itself is kept verbatim.

Usage: python examples/build_faa_corpus.py [SOURCE_DIR] [--out OUT_DIR]
"""

from __future__ import annotations

import argparse
import re
import shutil
import sys
from datetime import UTC, datetime
from pathlib import Path

import pdfplumber
from fpdf import FPDF

from spanproof.eval.datasets import load_page_corpus

REPO_ROOT = Path(__file__).resolve().parents[1]
DEFAULT_SOURCE = REPO_ROOT.parent / "shared" / "data" / "faa-amt-powerplant"
DEFAULT_OUT = REPO_ROOT / "src" / "spanproof" / "demo_corpus"
FONT = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
REAL_PDFS = ("02_amtp_toc.pdf", "14_amtp_glossary.pdf", "15_amtp_index.pdf")
# (source file in corpus.jsonl, chapter number, title as printed on the chapter's first page)
CHAPTERS = (
    ("07_amtp_ch5.pdf", 5, "Engine Starting Systems"),
    ("08_amtp_ch6.pdf", 6, "Lubrication & Cooling Systems"),
    ("11_amtp_ch9.pdf", 9, "Engine Fire Protection Systems"),
)
MARGIN, MAX_FONT, MIN_FONT, LEADING = 54.0, 11.0, 4.0, 1.25  # points; LEADING = line height / font size
FIXED_DATE = datetime(2023, 1, 1, tzinfo=UTC)  # reproducible output


def load_pages(corpus: Path, source: str) -> dict[int, str]:
    """Page number -> full text of that page of ``source``, chunks merged in file order."""
    return load_page_corpus(corpus).get(source, {})


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower().replace("&", "and")).strip("-")


def line_count(pdf: FPDF, text: str, size: float) -> int:
    """Number of lines ``text`` wraps to across the page width at font ``size`` (sets that size)."""
    pdf.set_font_size(size)
    lines = pdf.multi_cell(pdf.epw, size * LEADING, text, align="L", dry_run=True, output="LINES")
    assert isinstance(lines, list)
    return len(lines)


def add_text_page(pdf: FPDF, text: str) -> float:
    """Add one page holding ``text``, shrinking the font until it fits; return the font size used."""
    pdf.add_page()
    size = MAX_FONT
    while line_count(pdf, text, size) * size * LEADING > pdf.eph:
        size -= 0.25
        if size < MIN_FONT:
            raise ValueError(f"text of {len(text)} chars does not fit even at {MIN_FONT} pt")
    pdf.multi_cell(pdf.epw, size * LEADING, text, align="L")
    return size


def render_chapter(pages: dict[int, str], title: str, dest: Path) -> list[float]:
    pdf = FPDF(unit="pt", format="letter")
    pdf.set_margins(MARGIN, MARGIN, MARGIN)
    pdf.set_auto_page_break(False, margin=MARGIN)  # no spill; keeps the bottom margin
    pdf.add_font("DejaVu", fname=str(FONT))
    pdf.set_font("DejaVu", size=MAX_FONT)
    pdf.set_title(title)
    pdf.set_author("U.S. Department of Transportation, Federal Aviation Administration")
    pdf.set_subject("FAA-H-8083-32B, page-level text only (no figures); one PDF page per handbook page")
    pdf.set_creator("spanproof examples/build_faa_corpus.py")
    pdf.set_creation_date(FIXED_DATE)
    sizes = []
    for number in range(1, max(pages) + 1):
        if number in pages:
            sizes.append(add_text_page(pdf, pages[number]))
        else:
            pdf.add_page()  # keep PDF page numbers equal to handbook page indexes
    pdf.output(str(dest))
    return sizes


def collapse(text: str) -> str:
    return " ".join(text.split())


def verify(dest: Path, pages: dict[int, str]) -> list[str]:
    """Return a list of problems: page count or per-page text differing from the source."""
    with pdfplumber.open(dest) as pdf:
        if len(pdf.pages) != max(pages):
            return [f"{dest.name}: {len(pdf.pages)} PDF pages, expected {max(pages)}"]
        return [
            f"{dest.name} p{i}: extracted text differs from source"
            for i, page in enumerate(pdf.pages, start=1)
            if collapse(page.extract_text() or "") != collapse(pages.get(i, ""))
        ]


def main() -> int:
    parser = argparse.ArgumentParser(description="Build the FAA powerplant demo corpus.")
    parser.add_argument("source", nargs="?", type=Path, default=DEFAULT_SOURCE)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    corpus = args.source / "corpus.jsonl"

    problems: list[str] = []
    for source, number, name in CHAPTERS:
        pages = load_pages(corpus, source)
        if name not in pages[1]:
            raise SystemExit(f"{source}: title {name!r} not found on its first page")
        title = f"AMT Handbook – Powerplant, Chapter {number}: {name}"
        dest = args.out / f"ch{number:02d}_{slug(name)}.pdf"
        sizes = render_chapter(pages, title, dest)
        found = verify(dest, pages)
        problems += found
        shrunk = [size for size in sizes if size < MAX_FONT]
        print(
            f"{dest.name}: {max(pages)} pages, {dest.stat().st_size:,} B, "
            f"{'text OK' if not found else f'{len(found)} mismatches'}; "
            f"pages set below {MAX_FONT:g} pt: {len(shrunk)} (smallest {min(sizes):g} pt)"
        )
    for name in REAL_PDFS:
        shutil.copyfile(args.source / "pdfs" / name, args.out / name)
        print(f"{name}: copied, {(args.out / name).stat().st_size:,} B")
    for problem in problems:
        print("MISMATCH", problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
