"""The service answers from many threads at once: shared analysis helpers must give the same results there."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from spanproof.analysis import content_terms

TEXTS = [
    "The lubricating oil pressure relief valves regulate the pressurization of the engine's bearings",
    "Compressors, compressibility and compressed gases: the turbine's operational characteristics",
    "Thermocouples detect overheating conditions; extinguishing agents suppress the resulting fires",
] * 50


def test_content_terms_agree_across_threads() -> None:
    expected = [content_terms(text) for text in TEXTS]
    with ThreadPoolExecutor(max_workers=8) as pool:
        for _ in range(20):
            assert list(pool.map(content_terms, TEXTS)) == expected
