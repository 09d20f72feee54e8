"""What one ingestion may spend, checked before the work: pages per file, rendered pixels per page, the DOCX
archive's inflated size, and an OCR budget (pages and wall-clock seconds) shared by every file of one ingestion
(one upload job)."""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field

from spanproof.config import Settings
from spanproof.errors import CorruptDocument, IngestError


class OcrBudget:
    """OCR pages and seconds left for one ingestion; thread-safe (two OCR threads draw on it)."""

    def __init__(self, pages: int, seconds: float) -> None:
        self._pages = pages
        self._deadline = time.monotonic() + seconds
        self._lock = threading.Lock()

    @property
    def pages_left(self) -> int:
        return max(self._pages, 0)

    @property
    def seconds_left(self) -> float:
        return max(self._deadline - time.monotonic(), 0.0)

    def spend(self, pages: int) -> None:
        """Pages read elsewhere (a parsing child's copy of this budget)."""
        with self._lock:
            self._pages -= pages

    def __getstate__(self) -> dict[str, float]:
        # a child process gets a copy (the monotonic clock is the machine's, so the deadline holds there too)
        return {"pages": self._pages, "deadline": self._deadline}

    def __setstate__(self, state: dict[str, float]) -> None:
        self._pages = int(state["pages"])
        self._deadline = state["deadline"]
        self._lock = threading.Lock()

    def take_page(self) -> bool:
        """One page's worth, if any is left."""
        with self._lock:
            if self._pages <= 0 or time.monotonic() >= self._deadline:
                return False
            self._pages -= 1
            return True


@dataclass(frozen=True)
class Limits:
    max_pages: int
    max_render_pixels: int
    docx_max_bytes: int
    docx_max_ratio: float
    ocr: OcrBudget = field(compare=False)

    @classmethod
    def from_settings(cls, settings: Settings) -> Limits:
        """Limits for one ingestion (its OCR budget starts now)."""
        return cls(
            max_pages=settings.max_pages,
            max_render_pixels=settings.max_render_pixels,
            docx_max_bytes=settings.docx_max_bytes,
            docx_max_ratio=settings.docx_max_ratio,
            ocr=OcrBudget(settings.ocr_max_pages, settings.ocr_max_seconds),
        )

    def check_pages(self, source: str, pages: int) -> None:
        if pages > self.max_pages:
            raise IngestError(source, f"{pages} pages is over the limit of {self.max_pages}")

    def check_archive(self, source: str, members: list[tuple[str, int, int]]) -> None:
        """(name, inflated size, compressed size) of every member, as the archive declares them (zipfile never
        inflates a member past its declared size)."""
        total = sum(size for _, size, _ in members)
        if total > self.docx_max_bytes:
            raise CorruptDocument(
                source, f"the DOCX inflates to {total} bytes, over the limit of {self.docx_max_bytes}"
            )
        for name, size, compressed in members:
            # small XML parts compress well; a member must be large and extreme to count as a bomb
            if size > 1_000_000 and size > self.docx_max_ratio * max(compressed, 1):
                raise CorruptDocument(
                    source, f"the DOCX part {name!r} inflates over {self.docx_max_ratio:g} times its size (a zip bomb?)"
                )

    def render_scale(self, width_pt: float, height_pt: float, dpi: int) -> float:
        """The render scale for ``dpi``, reduced so that the page stays within ``max_render_pixels``."""
        scale = dpi / 72
        pixels = max(width_pt, 1.0) * max(height_pt, 1.0) * scale * scale
        if pixels > self.max_render_pixels:
            scale *= (self.max_render_pixels / pixels) ** 0.5
        return scale
