"""Hostile files and values: every failure is ours, in our words, and costs little."""

from __future__ import annotations

import logging
import time

import pytest

from spanproof import Settings, errors
from spanproof.errors import CorruptDocument, InvalidRequest
from spanproof.ingest.budget import Limits
from spanproof.ingest.html import MAX_DEPTH, parse_html
from spanproof.ingest.pipeline import PARSERS, parse_file
from spanproof.ingest.text import parse_text
from spanproof.jobs import MAX_METADATA_DEPTH, _check_depth, safe_name
from spanproof.types import Block, Page, ParsedDocument
from tests.unit.test_budgets import docx_bytes

LIMITS = Limits.from_settings(Settings())


def test_a_docx_with_a_broken_central_directory_is_a_corrupt_document() -> None:
    # a valid end record (zipfile.is_zipfile says yes), every central directory entry's signature broken
    broken = docx_bytes("Hello world.").replace(b"PK\x01\x02", b"PK\x09\x09")
    with pytest.raises(CorruptDocument, match="zip archive is damaged"):
        parse_file(PARSERS[".docx"][1], broken, "broken.docx", LIMITS)


@pytest.mark.parametrize(
    ("raised", "words"),
    [
        (RecursionError("maximum recursion depth exceeded"), "nested too deeply"),
        (MemoryError(), "more memory"),
        (KeyError("/opt/server/secret/path"), "damaged"),
    ],
)
def test_a_foreign_parser_error_becomes_our_error_with_the_traceback_in_the_log(
    raised: BaseException, words: str, caplog: pytest.LogCaptureFixture
) -> None:
    def parser(data: bytes, source: str, limits: Limits | None = None) -> ParsedDocument:
        raise raised

    with caplog.at_level(logging.WARNING), pytest.raises(CorruptDocument) as caught:
        parse_file(parser, b"x", "file.pdf", LIMITS)
    assert words in caught.value.message
    assert "/opt/server" not in str(caught.value)
    assert caught.value.__cause__ is raised
    assert any(record.exc_info for record in caplog.records)


def test_a_nul_byte_after_the_first_4_kb_of_text_is_refused() -> None:
    with pytest.raises(CorruptDocument, match="NUL"):
        parse_text(b"a" * 5000 + b"\x00b", "late-nul.txt")


def test_nul_characters_a_parser_returns_are_replaced_and_offsets_stay_exact() -> None:
    text = "Torque\x00 the cap."

    def parser(data: bytes, source: str, limits: Limits | None = None) -> ParsedDocument:
        return ParsedDocument("T\x00", [Page(1, text)], [Block(1, 0, len(text), "prose", ("H\x00",))], {"k": "v\x00"})

    parsed = parse_file(parser, b"", "x.pdf", LIMITS)
    page = parsed.pages[0].text
    assert "\x00" not in page + parsed.title + "".join(parsed.blocks[0].heading_path) + parsed.metadata["k"]
    assert len(page) == len(text) and page[7:] == text[7:]


def test_deeply_nested_html_is_refused_at_once() -> None:
    began = time.perf_counter()
    with pytest.raises(CorruptDocument, match="nested more than"):
        parse_html(b"<div>" * 200_000 + b"x", "deep.html")  # lexbor alone took minutes on this
    assert time.perf_counter() - began < 5
    nested = b"<div>" * (MAX_DEPTH - 10) + b"<p>deep text</p>" + b"</div>" * (MAX_DEPTH - 10)
    assert "deep text" in parse_html(nested, "ok.html").pages[0].text
    many_paragraphs = b"<p>para" * 5000  # end tags left out: the parser closes each <p>, this is not depth
    assert parse_html(many_paragraphs, "flat.html").pages[0].text.count("para") == 5000


@pytest.mark.parametrize(
    "name",
    ["a" * 300 + ".txt", "é" * 130 + ".md", "bad\x00name.txt", "new\nline.txt"],
    ids=["300", "utf8", "nul", "nl"],
)
def test_file_names_the_file_system_cannot_hold_are_refused(name: str) -> None:
    with pytest.raises(InvalidRequest):
        safe_name(name)


def test_a_file_name_keeps_only_its_last_part() -> None:
    assert safe_name("../../etc/passwd.txt") == "passwd.txt"
    assert safe_name("..\\..\\win.ini.md") == "win.ini.md"


def test_metadata_nesting_is_bounded_without_recursion() -> None:
    deep: dict[str, object] = {}
    inner = deep
    for _ in range(10_000):
        inner["a"] = inner = {}
    with pytest.raises(InvalidRequest, match="nested"):
        _check_depth(deep)
    fits: dict[str, object] = {"list": []}
    level: list[object] = fits["list"]  # type: ignore[assignment]
    for _ in range(MAX_METADATA_DEPTH - 2):
        level.append([])
        level = level[0]  # type: ignore[assignment]
    _check_depth(fits)


def test_store_failures_never_show_their_text() -> None:
    leaked = errors.StoreError('database error: null value in column "x" DETAIL: Key (tenant)=(globex) exists')
    assert errors.public_message(leaked) == "the database failed"
    assert "unavailable" in errors.public_message(errors.DatabaseUnavailable("socket /tmp/.s.PGSQL.5432"))
    assert errors.public_message(ValueError("/srv/secret")) == "internal error"
    assert errors.public_message(errors.InvalidRequest("the query holds a NUL character")).startswith("the query")
