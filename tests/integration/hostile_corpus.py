"""A hostile corpus, generated (each file small on disk): the attacks of issue 12 and more, for the real service.

Each case is one upload: (name, [(file name, bytes)], form fields). Used by benchmarks/bench_hostile_service.py.
"""

from __future__ import annotations

import io
import json
import zipfile
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, field

from tests.unit.test_budgets import blank_pdf, docx_bytes
from tests.unit.test_parser_properties import docx_with_body, pdf_of


@dataclass(frozen=True)
class Case:
    name: str
    files: list[tuple[str, bytes]]
    form: dict[str, str] = field(default_factory=dict)


def pdf_with_image_bomb(side: int = 40_000) -> bytes:
    """One page without text drawing a side x side 8-bit grey image whose Flate stream (about 1.5 MB for 40,000)
    inflates to side² bytes: rendering the page for OCR makes pdfium decode all of it (2 GB resident in-process)."""
    deflate = zlib.compressobj(9)
    zeros = bytes(16 * 1024 * 1024)
    parts, left = [], side * side
    while left > 0:
        parts.append(deflate.compress(zeros[: min(left, len(zeros))]))
        left -= len(zeros)
    stream = b"".join(parts) + deflate.flush()
    content = b"q 612 0 0 792 0 0 cm /Im1 Do Q"
    image = b"<< /Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceGray /BitsPerComponent 8" % (
        side,
        side,
    )
    return _pdf(
        [
            b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im1 5 0 R >> >>"
            b" /Contents 4 0 R >>",
            b"<< /Length %d >>\nstream\n%s\nendstream" % (len(content), content),
            image + b" /Filter /FlateDecode /Length %d >>\nstream\n%s\nendstream" % (len(stream), stream),
        ]
    )


def pdf_with_many_rules(copies: int = 2000) -> bytes:
    """A page drawing one form of 500 rules ``copies`` times: a million path objects from a few kB."""
    rules = b"".join(b"0 %d m 600 %d l S " % (i, i) for i in range(500))
    content = b"BT /F1 12 Tf 72 720 Td (Rules) Tj ET " + b"/Fm1 Do " * copies
    return _pdf(
        [
            b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Fm1 5 0 R >>"
            b" /Font << /F1 6 0 R >> >> /Contents 4 0 R >>",
            b"<< /Length %d >>\nstream\n%s\nendstream" % (len(content), content),
            b"<< /Type /XObject /Subtype /Form /BBox [0 0 612 792] /Length %d >>\nstream\n%s\nendstream"
            % (len(rules), rules),
            b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        ]
    )


def _pdf(objects: list[bytes]) -> bytes:
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return bytes(out)


def docx_bomb() -> bytes:
    """A DOCX whose document.xml inflates to 20 MB from a few kB."""
    body = "<w:p><w:r><w:t>" + "a" * 20_000_000 + "</w:t></w:r></w:p>"
    return docx_with_body(body)


def docx_billion_laughs() -> bytes:
    laughs = '<!DOCTYPE d [<!ENTITY a "lol">' + "".join(
        f'<!ENTITY {chr(98 + i)} "{("&" + chr(97 + i) + ";") * 10}">' for i in range(9)
    )
    base = docx_with_body("<w:p><w:r><w:t>&j;</w:t></w:r></w:p>")
    # the DOCTYPE goes before the root element of document.xml
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(base)) as zin, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zout:
        for member in zin.infolist():
            data = zin.read(member)
            if member.filename == "word/document.xml":
                head, sep, rest = data.decode().partition("<w:document")
                data = (head + laughs + "]>" + sep + rest).encode()
            zout.writestr(member.filename, data)
    return out.getvalue()


def cases() -> Iterator[Case]:
    good = b"# Pump\n\nFault E-77 means the strainer is blocked.\n"
    yield Case("markdown heading: 200,000 spaces before {", [("spaces.md", b"# T" + b" " * 200_000 + b"{\n\nx\n")])
    yield Case("markdown: 100,000 nested blockquotes", [("quotes.md", b">" * 100_000 + b" deep\n")])
    yield Case("markdown: 50,000 [ and 50,000 *", [("brackets.md", b"[" * 50_000 + b"a" + b"*" * 50_000 + b"\n")])
    yield Case("markdown: 2,000 nested list items", [("lists.md", b"".join(b"  " * i + b"- x\n" for i in range(2000)))])
    yield Case("html: 200,000 nested divs", [("divs.html", b"<div>" * 200_000 + b"x")])
    yield Case("html: 100,000 unclosed tables", [("tables.html", b"<table><tr><td>" * 30_000)])
    yield Case(
        "docx: valid end record, broken central directory",
        [("broken.docx", docx_bytes("Hello world.").replace(b"PK\x01\x02", b"PK\x09\x09"))],
    )
    yield Case("docx: zip bomb (20 MB document.xml)", [("bomb.docx", docx_bomb())])
    yield Case("docx: billion laughs entities", [("laughs.docx", docx_billion_laughs())])
    yield Case("txt: NUL byte after the first 4 KB", [("late-nul.txt", b"a" * 5000 + b"\x00b")])
    yield Case("txt: 1 MB of form feeds (500,000 pages)", [("feeds.txt", b"a\f" * 500_000)])
    yield Case("empty files of every type", [(f"empty{s}", b"") for s in (".pdf", ".docx", ".html", ".md", ".txt")])
    yield Case(
        "random bytes named .pdf and .docx",
        [("noise.pdf", b"%PDF-1.7\n" + bytes(range(256)) * 40), ("noise.docx", bytes(range(256)) * 40)],
    )
    yield Case("pdf: truncated", [("cut.pdf", pdf_of("Torque the cap to 12 Nm.")[:700])])
    yield Case("pdf: 6,000 pages", [("long.pdf", blank_pdf(6000))])
    yield Case("pdf: a 14,000 pt page without text", [("huge.pdf", blank_pdf(1, (14_000, 14_000)))])
    yield Case("pdf: image that inflates to 1.6 GB when rendered", [("image-bomb.pdf", pdf_with_image_bomb())])
    yield Case("pdf: a million rules from one form drawn 2,000 times", [("rules.pdf", pdf_with_many_rules())])
    yield Case("name: path traversal", [("../../../etc/passwd.md", good)])
    yield Case("name: 300 characters", [("a" * 300 + ".md", good)])
    yield Case("name: control characters", [("bad\x07name.md", good)])
    yield Case("names: two files of one name", [("same.md", good), ("same.md", good + b"more\n")])
    yield Case("name: unsupported type", [("tool.exe", b"MZ" + bytes(100))])
    yield Case(
        "metadata: 10,000 levels deep", [("meta.md", good)], {"metadata": '{"a": ' + "[" * 10_000 + "]" * 10_000 + "}"}
    )
    yield Case("metadata: not JSON", [("meta2.md", good)], {"metadata": "{not json"})
    yield Case("metadata: NUL character", [("meta3.md", good)], {"metadata": json.dumps({"k": "v\x00"})})
