"""OCR fallback for scanned PDF pages: render with pypdfium2, read with Debian's ``tesseract`` binary.

Tesseract is run as a subprocess (PNG on stdin, result on stdout) with the ``tsv`` output config rather than plain
text: TSV gives one row per word with its block/paragraph/line numbers *and a confidence*, so we can rebuild the page
text with a predictable layout (words joined by one space, lines by "\\n", paragraphs and blocks by "\\n\\n") and
report a mean word confidence that the ingest pipeline can use to flag or reject a poor scan.
``OMP_THREAD_LIMIT=1``: tesseract's OpenMP threads fight each other and any parallel ingest workers; one thread per
page is faster overall. The binary comes from the Debian package ``tesseract-ocr`` (+ ``tesseract-ocr-eng``).
"""

from __future__ import annotations

import io
import os
import re
import shutil
import subprocess
from dataclasses import dataclass

import pypdfium2

TESSERACT = "tesseract"
TIMEOUT_SECONDS = 120.0
# Page segmentation mode, measured on scanned_page_only.pdf (a 200 dpi scan, slightly rotated, blurred, noisy) at
# 300 dpi, body-text CER: psm 3 (automatic layout) 0.11 % and psm 4 (one column) 0.11 %, 9 paragraphs each;
# psm 6 (one uniform block) 0.97 %, reading noise specks as stray ". : 3" and merging headings into paragraphs;
# psm 11 (sparse text) 0.11 % but one "paragraph" per line and "industrial" for "Industrial" in the header.
# Tesseract's own layout analysis absorbs the small skew, so there is no separate deskew step. psm 3 ties psm 4,
# keeps paragraph breaks and, unlike psm 4, also reads multi-column scans in column order, so it is the choice.
PAGE_SEGMENTATION_MODE = 3


class OcrUnavailable(RuntimeError):
    """The ``tesseract`` binary (or its language data) is missing or failed to run."""


@dataclass(frozen=True)
class OcrPage:
    text: str
    mean_confidence: float  # 0-100, mean over recognised words (conf -1 rows excluded); 0.0 when no words
    words: int


DPI = 300  # the render resolution measured above


def tesseract_available() -> bool:
    return shutil.which(TESSERACT) is not None


def render_png(pdf: pypdfium2.PdfDocument, index: int, dpi: int = DPI, scale: float | None = None) -> bytes:
    """The page as a grayscale PNG at ``dpi``, or at ``scale`` (pixels per point) when given."""
    page = pdf[index]
    try:
        bitmap = page.render(scale=scale or dpi / 72, grayscale=True)
        image = bitmap.to_pil().convert("L")
    finally:
        page.close()
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", compress_level=1)  # fast: default zlib level costs ~0.4 s on a 300 dpi page
    return buffer.getvalue()


def _run_tesseract(png: bytes, dpi: int, language: str) -> str:
    if not tesseract_available():
        raise OcrUnavailable(
            "OCR needs the 'tesseract' binary: install the Debian packages tesseract-ocr and tesseract-ocr-eng "
            "(apt-get install tesseract-ocr tesseract-ocr-eng), or run scripts/bootstrap.sh"
        )
    command = [TESSERACT, "stdin", "stdout", "-l", language, "--psm", str(PAGE_SEGMENTATION_MODE), "--dpi", str(dpi)]
    env = {**os.environ, "OMP_THREAD_LIMIT": "1"}
    try:
        done = subprocess.run(
            [*command, "tsv"], input=png, capture_output=True, env=env, timeout=TIMEOUT_SECONDS, check=False
        )
    except subprocess.TimeoutExpired as exc:
        raise OcrUnavailable(f"tesseract took longer than {TIMEOUT_SECONDS:.0f} s on one page") from exc
    if done.returncode != 0:
        detail = done.stderr.decode("utf-8", "replace").strip()
        hint = f" (is the Debian package tesseract-ocr-{language} installed?)" if "traineddata" in detail else ""
        raise OcrUnavailable(f"tesseract failed (exit {done.returncode}): {detail}{hint}")
    return done.stdout.decode("utf-8", "replace")


def parse_tsv(tsv: str) -> OcrPage:
    """Rebuild text from tesseract TSV rows (level 5 = word); blank text and conf -1 rows are layout, not words."""
    paragraphs: dict[tuple[int, int, int], dict[int, list[str]]] = {}
    confidences: list[float] = []
    for row in tsv.splitlines()[1:]:
        cols = row.split("\t")
        if len(cols) < 12 or cols[0] != "5":
            continue
        text = cols[11].strip()
        conf = float(cols[10])
        if not text or conf < 0:
            continue
        page, block, par, line = (int(c) for c in cols[1:5])
        paragraphs.setdefault((page, block, par), {}).setdefault(line, []).append(text)
        confidences.append(conf)
    text = "\n\n".join("\n".join(" ".join(words) for words in lines.values()) for lines in paragraphs.values())
    mean = sum(confidences) / len(confidences) if confidences else 0.0
    return OcrPage(text=text, mean_confidence=mean, words=len(confidences))


def read_png(png: bytes, dpi: int = DPI, language: str = "eng") -> OcrPage:
    """OCR one rendered page; raises OcrUnavailable if tesseract is missing or fails. Thread-safe."""
    return parse_tsv(_run_tesseract(png, dpi, language))


def ocr_pdf_page(pdf: pypdfium2.PdfDocument, index: int, dpi: int = DPI, language: str = "eng") -> OcrPage:
    """OCR page ``index`` (0-based) of ``pdf``; raises OcrUnavailable if tesseract is missing or fails."""
    return read_png(render_png(pdf, index, dpi), dpi, language)


_WORD = re.compile(r"[^\W\d_]{2,}")
# A figure as tables print it ("46,298", "(34)", "$ 1,419", "12.5%", "2023:"): text, not stray glyphs.
_FIGURE = re.compile(r"(?<!\S)\(?\$?\(?\d[\d,.]*\)?%?\)?:?(?!\S)")


def usable_text_layer(text: str) -> bool:
    """Whether a page's extracted text layer is real text rather than nothing or a few stray glyphs.

    Usable means at least 20 non-space characters of which at least half (dots aside) sit in alphabetic words of
    two or more letters or in figures (a financial statement is mostly figures). A scanned page usually has an
    empty layer or a page number only; a layer that is garbage from a broken font encoding is mostly symbols;
    either way the caller should OCR the page. A scan carrying a real running-header line in its text layer would
    pass.
    """
    compact = "".join(text.split())
    if len(compact) < 20:
        return False
    # Dot leaders of tables of contents and indexes ("Oil filters ....... 6-12") are layout, not garbage.
    meaningful = len(compact) - compact.count(".")
    letters_in_words = sum(len(m) for m in _WORD.findall(text))
    figures = sum(len(m) - m.count(".") for m in _FIGURE.findall(text))
    return letters_in_words + figures >= 0.5 * meaningful
