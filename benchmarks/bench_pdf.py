"""PDF parsing speed and memory: handbook_100p.pdf with and without its 14 OCR pages, a generated 2,000-page
PDF, and the pdfplumber layout pass the parser used before (the baseline), all in this one run.

Each case runs in a fresh subprocess so its peak RSS (ru_maxrss) is its own.
Targets (issue 3): >= 20 digital pages/s; peak RSS <= 1 GB.
"""

from __future__ import annotations

import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import REPO, write_result

SAMPLE = REPO.parent / "shared" / "data" / "pdf-samples" / "handbook_100p.pdf"
SCANNED_PAGES = 14


def make_long_pdf(path: Path, pages: int) -> None:
    from fpdf import FPDF

    pdf = FPDF()
    pdf.set_font("helvetica", size=10)
    for number in range(1, pages + 1):
        pdf.add_page()
        pdf.set_font("helvetica", style="B", size=14)
        pdf.cell(0, 10, f"{number} Section {number}", new_x="LMARGIN", new_y="NEXT")
        pdf.set_font("helvetica", size=10)
        for paragraph in range(4):
            pdf.multi_cell(
                0,
                5,
                f"Paragraph {paragraph} of page {number}. Inspect the pump seal P-{number:04d} for leaks, "
                "check the bearing temperature and record the values in the maintenance log. " * 3,
            )
            pdf.ln(2)
        if number % 10 == 0:
            with pdf.table() as table:
                for row in (
                    ("Part", "Torque", "Interval"),
                    (f"P-{number}", "25 N.m", "500 h"),
                    ("Seal", "8 N.m", "1000 h"),
                ):
                    cells = table.row()
                    for value in row:
                        cells.cell(value)
    pdf.output(str(path))


def run_case(case: str, path: str) -> dict[str, float]:
    """Executed in the child process."""
    began = time.perf_counter()
    if case == "pdfplumber_baseline":
        import pdfplumber

        with pdfplumber.open(path) as pdf:
            for page in pdf.pages:
                page.extract_words(extra_attrs=["size", "fontname"])
                if page.edges:
                    page.find_tables()
                page.extract_text()
                page.close()
            count = len(pdf.pages)
    else:
        from spanproof.ingest.pdf import parse_pdf

        parsed = parse_pdf(Path(path).read_bytes(), Path(path).name, use_ocr=case == "with_ocr")
        count = len(parsed.pages)
    seconds = time.perf_counter() - began
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return {"pages": count, "seconds": round(seconds, 3), "peak_rss_mb": round(peak_mb, 1)}


def child(case: str, path: Path) -> dict[str, float]:
    out = subprocess.run(
        [sys.executable, __file__, "--case", case, str(path)], capture_output=True, text=True, check=True
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    digital = 100 - SCANNED_PAGES
    no_ocr = child("without_ocr", SAMPLE)
    with_ocr = child("with_ocr", SAMPLE)
    baseline = child("pdfplumber_baseline", SAMPLE)
    with tempfile.TemporaryDirectory() as folder:
        long_pdf = Path(folder) / "long.pdf"
        make_long_pdf(long_pdf, 2000)
        long_case = child("without_ocr", long_pdf)
    digital_rate = digital / no_ocr["seconds"]
    result = {
        "sample": "shared/data/pdf-samples/handbook_100p.pdf (100 pages, 14 scanned)",
        "without_ocr": {**no_ocr, "digital_pages_per_s": round(digital_rate, 1)},
        "with_ocr": {
            **with_ocr,
            "pages_per_s": round(with_ocr["pages"] / with_ocr["seconds"], 2),
            "ocr_seconds_per_scanned_page": round((with_ocr["seconds"] - no_ocr["seconds"]) / SCANNED_PAGES, 2),
        },
        "baseline_pdfplumber_layout_pass": {
            **baseline,
            "pages_per_s": round(baseline["pages"] / baseline["seconds"], 1),
        },
        "ratio_digital_speed_to_baseline": round(baseline["seconds"] / no_ocr["seconds"], 1),
        "long_pdf_2000_pages": {**long_case, "pages_per_s": round(long_case["pages"] / long_case["seconds"], 1)},
        "targets": {"digital_pages_per_s": 20, "peak_rss_mb": 1024},
        "meets_targets": digital_rate >= 20
        and max(no_ocr["peak_rss_mb"], with_ocr["peak_rss_mb"], long_case["peak_rss_mb"]) <= 1024,
    }
    print(write_result("pdf", result).read_text())


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--case":
        print(json.dumps(run_case(sys.argv[2], sys.argv[3])))
    else:
        main()
