#!/usr/bin/env python3
"""Deterministic generator of a QA folder of structured (fictional) maintenance manuals.

    python generate_structured_manuals.py [OUT_DIR]      (default: this folder)

Writes OUT_DIR/documents/ (PDF via fpdf2 core fonts, a few Markdown files, <file>.meta.json sidecars for the
revised documents and service bulletins), OUT_DIR/qa.jsonl (spanproof QA format plus optional as_of /
product / variant / serial fields; a question's document is named as citations name it: a sidecar's stable key).
Stdlib + fpdf2 only; fixed seed; the same output every run.

All products, companies, part numbers and values are invented. Licence of the generated data: CC0 1.0.
"""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path

from fpdf import FPDF

SEED = 20261202
RNG = random.Random(SEED)


def norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().casefold()


# --------------------------------------------------------------------------------------------------------------
# Document model: a document is a list of pages, a page a list of elements.
# --------------------------------------------------------------------------------------------------------------


class Doc:
    def __init__(self, fname: str, title: str, header: str, footer: str):
        self.fname, self.title, self.header, self.footer = fname, title, header, footer
        self.pages: list[list[tuple]] = []
        self.sections: list[tuple[str, int]] = []  # (title, page) for the TOC
        self.index_terms: list[tuple[str, str]] = []  # (term, anchor text) resolved to pages at the end
        self.meta: dict | None = None

    @property
    def is_md(self) -> bool:
        return self.fname.endswith(".md")

    def new_page(self) -> None:
        self.pages.append([])

    def add(self, *element) -> None:
        self.pages[-1].append(element)

    def h1(self, text: str, toc: bool = True) -> None:
        self.add("h1", text)
        if toc:
            self.sections.append((text, len(self.pages)))

    def h2(self, text: str) -> None:
        self.add("h2", text)

    def p(self, text: str) -> None:
        self.add("p", text)

    def note(self, text: str) -> None:
        self.add("note", text)

    def steps(self, items: list[str]) -> None:
        self.add("steps", list(items))

    def table(self, title: str, headers: list[str], rows: list[list[str]], widths: list[float]) -> None:
        self.add("table", title, headers, rows, widths)

    def page_text(self, number: int) -> str:
        """The text of page `number` (1-based) as modelled (what the PDF writes, before extraction)."""
        parts: list[str] = []
        for element in self.pages[number - 1]:
            kind = element[0]
            if kind in ("h1", "h2", "p", "note"):
                parts.append(element[1])
            elif kind == "steps":
                parts.extend(element[1])
            elif kind == "table":
                parts.append(element[1])
                parts.extend(element[2])
                for row in element[3]:
                    parts.extend(row)
            elif kind in ("toc", "index"):
                for term, page in element[2]:
                    parts.append(f"{term} {page}")
        return " \n ".join(parts)

    def find_page(self, anchor: str, key: str | None = None) -> int:
        """The one page holding `anchor` (and `key` when given)."""
        if self.is_md:
            return 1
        hits = [
            n
            for n in range(1, len(self.pages) + 1)
            if norm(anchor) in norm(self.page_text(n))
            and (key is None or norm(key) in norm(self.page_text(n)))
            and not any(e[0] in ("toc", "index") for e in self.pages[n - 1])
        ]
        if len(hits) != 1:
            raise SystemExit(f"{self.fname}: anchor {anchor!r} key {key!r} on pages {hits}, want exactly one")
        return hits[0]

    def finish_navigation(self) -> None:
        """Fill the TOC and index placeholders once every page is laid out."""
        for page in self.pages:
            for i, element in enumerate(page):
                if element[0] == "toc":
                    page[i] = ("toc", element[1], [(t, n) for t, n in self.sections])
                elif element[0] == "index":
                    entries = sorted(
                        ((term, self.find_page(anchor)) for term, anchor in self.index_terms),
                        key=lambda e: e[0].casefold(),
                    )
                    page[i] = ("index", element[1], entries)


class ManualPDF(FPDF):
    def __init__(self, doc: Doc):
        super().__init__(format="A4", unit="mm")
        self.doc = doc
        self.set_margins(18, 16, 18)
        self.set_auto_page_break(True, margin=18)
        self.set_title(doc.title)
        self.set_author("Fictional data - spanproof structdata")
        self.set_creation_date(__import__("datetime").datetime(2026, 1, 1, tzinfo=__import__("datetime").UTC))

    def header(self) -> None:
        self.set_font("Helvetica", "", 8)
        self.cell(0, 5, self.doc.header, new_x="LMARGIN", new_y="NEXT")
        self.line(18, 21.5, 192, 21.5)
        self.ln(4)

    def footer(self) -> None:
        self.set_y(-13)
        self.set_font("Helvetica", "", 8)
        self.cell(0, 5, f"{self.doc.footer}    Page {self.page_no()}", align="R")


def render_pdf(doc: Doc, path: Path) -> None:
    pdf = ManualPDF(doc)
    width = 174
    for number, page in enumerate(doc.pages, start=1):
        pdf.add_page()
        for element in page:
            kind = element[0]
            if kind == "h1":
                pdf.set_font("Helvetica", "B", 13)
                pdf.ln(2)
                pdf.multi_cell(width, 6.5, element[1], new_x="LMARGIN", new_y="NEXT")
                pdf.ln(1.5)
            elif kind == "h2":
                pdf.set_font("Helvetica", "B", 10.5)
                pdf.ln(1.5)
                pdf.multi_cell(width, 5.5, element[1], new_x="LMARGIN", new_y="NEXT")
                pdf.ln(0.5)
            elif kind == "p":
                pdf.set_font("Helvetica", "", 9.5)
                pdf.multi_cell(width, 4.8, element[1], new_x="LMARGIN", new_y="NEXT")
                pdf.ln(1.8)
            elif kind == "note":
                pdf.set_font("Helvetica", "B", 9)
                pdf.multi_cell(width, 4.8, element[1], border=1, new_x="LMARGIN", new_y="NEXT", padding=1.5)
                pdf.ln(2)
            elif kind == "steps":
                pdf.set_font("Helvetica", "", 9.5)
                for n, item in enumerate(element[1], start=1):
                    pdf.set_x(22)
                    pdf.cell(7, 4.8, f"{n}.")
                    pdf.multi_cell(width - 11, 4.8, item, new_x="LMARGIN", new_y="NEXT")
                    pdf.ln(0.8)
                pdf.ln(1.5)
            elif kind == "table":
                _, title, headers, rows, widths = element
                pdf.set_font("Helvetica", "B", 9.5)
                pdf.multi_cell(width, 5, title, new_x="LMARGIN", new_y="NEXT")
                pdf.ln(1)
                pdf.set_font("Helvetica", "", 8.5)
                with pdf.table(
                    col_widths=widths, width=width, line_height=4.6, text_align="LEFT", first_row_as_headings=True
                ) as table:
                    for row in [headers, *rows]:
                        r = table.row()
                        for cell in row:
                            r.cell(cell)
                pdf.ln(3)
            elif kind in ("toc", "index"):
                _, title, entries = element
                pdf.set_font("Helvetica", "B", 13)
                pdf.cell(width, 8, title, new_x="LMARGIN", new_y="NEXT")
                pdf.ln(2)
                pdf.set_font("Helvetica", "", 9.5 if kind == "toc" else 9)
                for term, page_no in entries:
                    label = f"{term} "
                    tail = f" {page_no}"
                    room = width - pdf.get_string_width(label) - pdf.get_string_width(tail)
                    dots = "." * max(3, int(room / pdf.get_string_width(".")))
                    pdf.cell(
                        width, 5.2 if kind == "toc" else 4.6, f"{label}{dots}{tail}", new_x="LMARGIN", new_y="NEXT"
                    )
            elif kind == "spacer":
                pdf.ln(element[1])
            else:
                raise ValueError(kind)
        if pdf.page_no() != number:
            raise SystemExit(f"{doc.fname}: page {number} overflowed onto page {pdf.page_no()}")
    pdf.output(str(path))


def render_md(doc: Doc, path: Path) -> None:
    out: list[str] = []
    for page in doc.pages:
        for element in page:
            kind = element[0]
            if kind == "h1":
                out += [f"## {element[1]}", ""]
            elif kind == "h2":
                out += [f"### {element[1]}", ""]
            elif kind == "p":
                out += [element[1], ""]
            elif kind == "note":
                out += [f"> {element[1]}", ""]
            elif kind == "steps":
                out += [f"{n}. {item}" for n, item in enumerate(element[1], start=1)] + [""]
            elif kind == "table":
                _, title, headers, rows, _w = element
                out += [f"Table: {title}", ""]
                out.append("| " + " | ".join(headers) + " |")
                out.append("|" + "|".join("---" for _ in headers) + "|")
                out += ["| " + " | ".join(row) + " |" for row in rows]
                out.append("")
            elif kind == "spacer":
                pass
            else:
                raise ValueError(kind)
    path.write_text(f"# {doc.title}\n\n" + "\n".join(out), encoding="utf-8")


# --------------------------------------------------------------------------------------------------------------
# Questions
# --------------------------------------------------------------------------------------------------------------

QUESTIONS: list[dict] = []


def ask(doc: Doc, question: str, keys: list[str] | None, kind: str, anchor: str, **extra) -> None:
    """One question. `keys` None -> unanswerable (the page is where it was written from: the anchor's page)."""
    if keys:
        page = doc.find_page(anchor, keys[0])
        for key in keys:
            if norm(key) not in norm(doc.page_text(page)):
                raise SystemExit(f"{doc.fname} p{page}: key {key!r} not in the modelled page text")
    else:
        page = doc.find_page(anchor)
    item = {
        "id": "",
        "question": question,
        # as citations name it: the sidecar's stable key (shared by a document's revisions), else the file name
        "document": (doc.meta or {}).get("document", doc.fname),
        "page": page,
        "answers": list(keys or []),
        "answerable": bool(keys),
        "kind": kind,
    }
    item.update({k: v for k, v in extra.items() if v is not None})
    QUESTIONS.append(item)


def pick(options: list[str]) -> str:
    return RNG.choice(options)


CODE_TEMPLATES = [
    "{p} showing {c}, what does that mean",
    "what does {c} mean on the {p}?",
    "{c} on a {p} - meaning?",
    "got maint msg {c} on the {p}. what triggers it",
    "{p} {c} definition?",
    "{c} came up on {p}, what's the condition behind it",
    "what sets {c} on a {p}",
    "meaning of {c} for {p} pls",
]

STEP_TEMPLATES = [
    "{p} {c} troubleshooting - what's step {n}?",
    "step {n} of the {c} task on the {p}?",
    "doing the {c} fault isolation on a {p}, what do I do at step {n}",
    "{p}: {c} procedure, step {n}?",
]

TABLE_TEMPLATES = [
    "{a} for the {v}?",
    "what's the {a} on a {v}",
    "{v} {a}?",
    "need the {a}, {v}",
    "{a} - {v}, what's the number",
]


def step_no(task: dict, key: str) -> int:
    hits = [n for n, step in enumerate(task["steps"], start=1) if norm(key) in norm(step)]
    assert len(hits) == 1, (task["code"], key, hits)
    return hits[0]


def code_question(doc, product_casual, code, key, anchor, kind="fault_code", **extra):
    q = pick(CODE_TEMPLATES).format(p=product_casual, c=code)
    ask(doc, q, [key] if key else None, kind if key else "near_miss_code", anchor, **extra)


# --------------------------------------------------------------------------------------------------------------
# Generic structured manual
# --------------------------------------------------------------------------------------------------------------


def title_page(
    doc: Doc,
    company: str,
    product: str,
    manual: str,
    number: str,
    rev: str,
    date: str,
    revisions: list[list[str]],
    applic: str,
) -> None:
    doc.new_page()
    doc.add("spacer", 20)
    doc.h1(company, toc=False)
    doc.h1(f"{product}", toc=False)
    doc.h2(manual)
    doc.p(f"Document number {number}. {rev}, issued {date}.")
    doc.p(applic)
    doc.p("This manual contains fictional data generated for software evaluation. It describes no real product.")
    doc.table("Record of revisions", ["Revision", "Date", "Description"], revisions, [25, 30, 119])


def toc_page(doc: Doc) -> None:
    doc.new_page()
    doc.add("toc", "Table of contents", [])


def index_page(doc: Doc) -> None:
    doc.new_page()
    doc.add("index", "Index", [])


def fault_pages(doc: Doc, chapter: str, tasks: list[dict], per_page: int, intro: str, safety: str) -> None:
    """Fault isolation tasks, `per_page` to a page; each task's steps hold its "Meaning of" line."""
    for start in range(0, len(tasks), per_page):
        doc.new_page()
        doc.h1(f"Fault isolation - {tasks[start]['code']} to {tasks[min(start + per_page, len(tasks)) - 1]['code']}")
        if start == 0:
            doc.p(intro)
        for t in tasks[start : start + per_page]:
            doc.h2(f"Task {chapter}-{t['task']}: Maintenance Message {t['code']}")
            meaning = f"Meaning of {t['code']}: {t['meaning']}."
            at = t.get("meaning_at", 3)
            if at == 2:
                steps = [safety, meaning, t["check"]]
            elif at == 3:
                steps = [safety, t["check"], meaning]
            else:
                steps = [
                    safety,
                    "Read the fault memory and write down the flight leg and the time of the message.",
                    t["check"],
                    meaning,
                ]
            steps += t["actions"]
            t["steps"] = steps
            doc.steps(steps)
            doc.index_terms.append((f"{t['code']}, {t['msg'].lower()}", f"Maintenance Message {t['code']}"))


def message_table_page(doc: Doc, tasks: list[dict], chapter: str, title: str) -> None:
    doc.new_page()
    doc.h1(title)
    doc.p(
        "The maintenance messages below are recorded in the fault memory with the flight leg and the time. The "
        "message text is what the maintenance display shows; the fault isolation task gives the meaning."
    )
    rows = [[t["code"], t["msg"], f"{chapter}-{t['task']}"] for t in tasks]
    doc.table("Table 1. Maintenance message summary", ["Message", "Display text", "Task"], rows, [30, 94, 50])


# --------------------------------------------------------------------------------------------------------------
# Family 1: Corvane PX200 hydraulic pump, CMM 29-11-05, Rev A / B / C
# --------------------------------------------------------------------------------------------------------------

PX_TASKS = [
    dict(
        code="E-31",
        task="31",
        msg="CASE DRAIN FLOW HI",
        meaning="case drain flow above 2.5 gpm for more than 10 s",
        check="Install the flowmeter FM-12 in the case drain line and run the pump at 3000 psi for 3 minutes.",
        actions=[
            "If the case drain flow is above 2.5 gpm, replace the pump (Ref. Task 29-90).",
            "If the flow is correct, replace the case drain flow sensor (P/N CV-6120-01).",
        ],
    ),
    dict(
        code="E-32",
        task="32",
        msg="CASE DRAIN SNSR FAIL",
        meaning="case drain flow sensor signal below 0.5 V or above 4.5 V",
        meaning_at=2,
        check="Measure the sensor supply voltage at connector J4, pins 1 and 2.",
        actions=[
            "If the supply is not 10 V DC +/- 0.5 V, repair the harness W29-04.",
            "If the supply is correct, replace the case drain flow sensor (P/N CV-6120-01).",
        ],
    ),
    dict(
        code="E-33",
        task="33",
        msg="OUTLET PRESS HI",
        meaning="pump outlet pressure above 3250 psi for more than 2 s",
        check="Read the outlet pressure on the test gauge with the pump at full flow.",
        actions=[
            "Adjust the compensator setting (Ref. Task 29-44).",
            "If the pressure stays above 3250 psi, replace the compensator valve (P/N CV-4471-02).",
        ],
    ),
    dict(
        code="E-34",
        task="34",
        msg="HYD RTN PRESS LO",
        meaning_at=4,
        meaning="hydraulic return pressure below 120 psi for more than 5 s",
        check="Connect the test set TS-200 to the return line test port and record the return pressure.",
        actions=[
            "If the return pressure is below 120 psi, replace the return line check valve (P/N CV-3310-04).",
            "If the message continues, replace the return pressure transducer (Ref. Task 29-61).",
        ],
    ),
    dict(
        code="E-35",
        task="35",
        msg="HYD RTN PRESS HI",
        meaning="hydraulic return pressure above 180 psi for more than 5 s",
        check="Examine the return filter differential pressure indicator.",
        actions=[
            "If the indicator is extended, replace the return filter element (P/N CV-4416-01).",
            "If the indicator is not extended, flush the return line (Ref. Task 29-52).",
        ],
    ),
    dict(
        code="E-36",
        task="36",
        msg="CASE DRAIN TEMP HI",
        meaning="fluid temperature at case drain above {e36}",
        check="Let the pump cool for 30 minutes, then measure the fluid level in the reservoir.",
        actions=[
            "If the fluid level is low, service the reservoir with MIL-PRF-83282 fluid.",
            "If the level is correct, replace the heat exchanger bypass valve (P/N CV-7702-05).",
        ],
    ),
    dict(
        code="E-37",
        task="37",
        msg="TEMP SNSR OPEN",
        meaning="fluid temperature sensor open circuit",
        meaning_at=2,
        check="Measure the resistance of the temperature sensor at connector J5, pins 3 and 4.",
        actions=[
            "If the resistance is more than 2000 ohms, replace the temperature sensor (P/N CV-6180-03).",
            "If the resistance is correct, repair the harness W29-05.",
        ],
    ),
    dict(
        code="E-38",
        task="38",
        msg="COMP RESPONSE SLOW",
        meaning="compensator response time above 150 ms",
        check="Do the compensator step-response test with the test set TS-200 (Ref. Task 29-45).",
        actions=["If the response time is above 150 ms, replace the compensator valve (P/N CV-4471-02)."],
    ),
    dict(
        code="E-40",
        task="40",
        msg="INLET PRESS LO",
        meaning="inlet pressure below 35 psi for more than 3 s",
        check="Make sure that the reservoir is pressurized to 45 psi and that the suction shutoff valve is open.",
        actions=[
            "If the reservoir pressure is low, repair the reservoir pressurization system.",
            "Replace the inlet line if it is collapsed or kinked.",
        ],
    ),
    dict(
        code="E-41",
        task="41",
        msg="SHAFT SPEED LO",
        meaning="shaft speed below 3600 rpm with the pump commanded ON",
        meaning_at=2,
        check="Examine the drive shaft shear section for a sheared condition.",
        actions=[
            "If the shear section is sheared, replace the drive shaft (P/N CV-1130-07).",
            "If the shaft is serviceable, replace the speed sensor (P/N CV-6150-02).",
        ],
    ),
    dict(
        code="E-43",
        task="43",
        msg="DEPRESS SOL CURRENT HI",
        meaning="depressurization solenoid current above 1.2 A",
        check="Measure the coil resistance of the depressurization solenoid at connector J2, pins 5 and 6.",
        actions=[
            "If the coil resistance is below 18 ohms, replace the solenoid valve (P/N CV-5520-11).",
            "If the resistance is correct, examine the harness W29-02 for a short to ground.",
        ],
    ),
    dict(
        code="E-44",
        task="44",
        msg="DEPRESS SOL OPEN",
        meaning="depressurization solenoid current below 0.2 A (open coil)",
        meaning_at=4,
        check="Disconnect connector J2 and examine the pins for corrosion.",
        actions=[
            "If the coil resistance is more than 40 ohms, replace the solenoid valve (P/N CV-5520-11).",
            "Clean the connector pins with contact cleaner and connect J2 again.",
        ],
    ),
    dict(
        code="E-45",
        task="45",
        msg="PRESS XDCR DISAGREE",
        meaning="pressure transducer 1 and pressure transducer 2 disagree by more than 150 psi",
        check="Compare both transducer readings with the test gauge at 3000 psi.",
        actions=["Replace the transducer whose reading is more than 50 psi from the gauge (P/N CV-6110-04)."],
    ),
    dict(
        code="E-46",
        task="46",
        msg="FILTER DP IND",
        meaning="filter differential pressure indicator extended",
        check="Examine the pressure filter and the case drain filter differential pressure indicators.",
        actions=[
            "Replace the filter element of the filter whose indicator is extended.",
            "Reset the indicator and do a 5 minute ground run; if it extends again, flush the system.",
        ],
    ),
]

PX_REVS = {
    "A": dict(
        label="Rev A",
        date="01 Jun 2019",
        eff=("2019-06-01", "2021-03-01"),
        rec="2019-05-20T00:00:00Z",
        filter_ins="750 flight hours",
        cd_replace="1500 flight hours",
        e36="107 deg C",
        outlet_b="270 lbf.in",
        variants=["A", "B", "C"],
        supersedes=None,
    ),
    "B": dict(
        label="Rev B",
        date="01 Mar 2021",
        eff=("2021-03-01", "2023-09-15"),
        rec="2021-02-15T00:00:00Z",
        filter_ins="600 flight hours",
        cd_replace="1500 flight hours",
        e36="107 deg C",
        outlet_b="300 lbf.in",
        variants=["A", "B", "C"],
        supersedes=None,
    ),
    "C": dict(
        label="Rev C",
        date="15 Sep 2023",
        eff=("2023-09-15", None),
        rec="2023-09-01T00:00:00Z",
        filter_ins="600 flight hours",
        cd_replace="1200 flight hours",
        e36="110 deg C",
        outlet_b="300 lbf.in",
        variants=["A", "B", "C", "D"],
        supersedes=None,
    ),
}


def build_px200(rev: str) -> tuple[Doc, list[dict]]:
    r = PX_REVS[rev]
    doc = Doc(
        f"px200-cmm_rev{rev}.pdf",
        "Corvane PX200 Hydraulic Pump - Component Maintenance Manual",
        f"Corvane Fluid Systems - PX200 Hydraulic Pump - CMM 29-11-05 - {r['label']}",
        f"29-11-05  {r['label']}  {r['date']}",
    )
    doc.meta = {
        "document": "px200-cmm-29-11-05",
        "version": r["label"],
        "effective_from": r["eff"][0],
        "effective_to": r["eff"][1],
        "recorded_at": r["rec"],
        "applicability": {"product": "PX200", "variants": r["variants"]},
    }
    variants = [f"PX200-{v}" for v in r["variants"]]
    has_d = "D" in r["variants"]
    revs = [["Rev A", "01 Jun 2019", "Initial issue."]]
    if rev in "BC":
        revs.append(
            [
                "Rev B",
                "01 Mar 2021",
                "Filter inspection interval changed. Outlet fitting torque for the "
                "PX200-B changed. Tasks 29-40 and 29-41 revised.",
            ]
        )
    if rev == "C":
        revs.append(
            [
                "Rev C",
                "15 Sep 2023",
                "PX200-D added. Case drain filter replacement interval changed. E-36 threshold changed.",
            ]
        )
    title_page(
        doc,
        "Corvane Fluid Systems",
        "PX200 Variable-Displacement Hydraulic Pump",
        "Component Maintenance Manual with Illustrated Parts List",
        "CMM 29-11-05",
        r["label"],
        r["date"],
        revs,
        "Applicable to the pump models " + ", ".join(variants) + ".",
    )
    toc_page(doc)

    # Description: prose with several models on one page.
    doc.new_page()
    doc.h1("Description and operation")
    doc.p(
        "The PX200 is a variable-displacement, pressure-compensated axial piston pump driven from the accessory "
        "gearbox. The compensator holds the outlet pressure at the rated value from zero to full flow. A case "
        "drain line returns the internal leakage to the reservoir through the case drain filter and the heat "
        "exchanger."
    )
    doc.p(
        "Rated outlet pressure is 3000 psi for the PX200-A and the PX200-B. The PX200-C is rated at 3000 psi "
        "as well, with a full-flow pressure of 2850 psi." + (" The PX200-D is rated at 5000 psi." if has_d else "")
    )
    doc.p(
        "Rated flow is 12 gpm for the PX200-A, 15 gpm for the PX200-B and 18 gpm for the PX200-C"
        + (", and 22 gpm for the PX200-D." if has_d else ".")
    )
    doc.p(
        "Rated shaft speed is 3750 rpm for the PX200-A and the PX200-B, and 4100 rpm for the PX200-C"
        + (" and the PX200-D." if has_d else ".")
    )
    doc.p("Dry weight: PX200-A 6.8 kg, PX200-B 7.1 kg, PX200-C 8.4 kg" + (", PX200-D 9.9 kg." if has_d else "."))
    doc.h2("Hydraulic fluid")
    doc.p(
        "Use MIL-PRF-83282 fluid. MIL-PRF-5606 fluid is permitted for ground test only. Do not mix phosphate "
        "ester fluid with these fluids."
    )
    doc.h2("Identification")
    doc.p(
        "The identification plate on the pump housing shows the model, the serial number and the modification "
        "status. Serial numbers 1000 to 1999 are PX200-B pumps; serial numbers 2000 and above are PX200-C pumps."
    )

    # Limits: torque table, several models in one table.
    doc.new_page()
    doc.h1("Torque values")
    doc.p(
        "Lubricate the threads with hydraulic fluid before installation unless the table says dry. Torque "
        "values are in lbf.in."
    )
    cols = ["Fastener", *variants]
    rows = [
        ["Outlet fitting (B-nut, -8)", "270 lbf.in", r["outlet_b"], "300 lbf.in"] + (["360 lbf.in"] if has_d else []),
        ["Case drain fitting (-4)", "135 lbf.in", "135 lbf.in", "150 lbf.in"] + (["150 lbf.in"] if has_d else []),
        ["Mounting flange bolts", "95 lbf.in", "95 lbf.in", "110 lbf.in"] + (["125 lbf.in"] if has_d else []),
        ["Compensator cover screws (dry)", "40 lbf.in", "45 lbf.in", "45 lbf.in"] + (["50 lbf.in"] if has_d else []),
        ["Pressure transducer", "180 lbf.in", "180 lbf.in", "200 lbf.in"] + (["200 lbf.in"] if has_d else []),
    ]
    w = [54] + [120 / len(variants)] * len(variants)
    doc.table("Table 201. Torque values by model", cols, rows, w)
    doc.note(
        "CAUTION: DO NOT USE THE PX200-C VALUES ON A PX200-A HOUSING. THE PX200-A HOUSING HAS A SMALLER "
        "THREAD ENGAGEMENT."
    )

    # Pressure / temperature / clearance limits.
    doc.new_page()
    doc.h1("Test limits")
    rows2 = [
        ["Compensator setting", "3000 +/- 50 psi", "3000 +/- 50 psi", "3000 +/- 35 psi"]
        + (["5000 +/- 75 psi"] if has_d else []),
        ["Case drain flow, max", "1.8 gpm", "2.0 gpm", "2.4 gpm"] + (["2.9 gpm"] if has_d else []),
        ["Case drain temperature, max", "93 deg C", "93 deg C", "99 deg C"] + (["104 deg C"] if has_d else []),
        ["Shaft end play", "0.002-0.006 in", "0.002-0.006 in", "0.003-0.008 in"]
        + (["0.003-0.008 in"] if has_d else []),
        ["Piston-to-bore clearance", "0.0004 in max", "0.0004 in max", "0.0005 in max"]
        + (["0.0005 in max"] if has_d else []),
    ]
    doc.table("Table 501. Acceptance test limits", ["Parameter", *variants], rows2, w)
    doc.p(
        "The inlet pressure during the acceptance test is 50 +/- 5 psi for all models. Fluid temperature at the "
        "inlet is 38 to 49 deg C."
    )

    # Intervals: headings that restate the question's terms, the value three lines below.
    doc.new_page()
    doc.h1("Scheduled maintenance")
    doc.h2("Inspection interval for the PX200 filter")
    doc.p(
        "The pressure filter element is examined for contamination and the differential pressure indicator is checked."
    )
    doc.p("This applies to all PX200 models. Record the result in the component log.")
    doc.p(f"Interval: {r['filter_ins']}.")
    doc.h2("Replacement interval for the PX200 case drain filter")
    doc.p(
        "Replace the case drain filter element (P/N CV-4412-01) at the interval below, or when its indicator is "
        "extended, whichever occurs first."
    )
    doc.p(f"Interval: {r['cd_replace']}.")
    doc.h2("Shaft seal leakage check")
    doc.p(
        "Measure the leakage at the seal drain port with the pump running at rated speed. The maximum "
        "permitted leakage is 5 drops per minute. Do this check every 300 flight hours."
    )
    doc.h2("Overhaul")
    doc.p(
        "Overhaul the pump at 6000 flight hours (PX200-A and PX200-B) or 8000 flight hours (PX200-C). Pumps "
        "removed for cause are overhauled regardless of time."
    )

    # Messages, fault isolation
    tasks = [dict(t, meaning=t["meaning"].format(e36=r["e36"])) for t in PX_TASKS]
    message_table_page(doc, tasks, "29", "Maintenance messages")
    fault_pages(
        doc,
        "29",
        tasks,
        3,
        "Do the fault isolation task for the maintenance message shown. Do the steps in sequence. "
        "Clear the fault memory after the corrective action and do the operational test (Ref. Task 29-70).",
        "Make sure that the pump is OFF and the system is depressurized (Ref. Task 29-01).",
    )

    # IPL
    doc.new_page()
    doc.h1("Illustrated parts list")
    ipl = [
        ["10", "Pressure filter element", "CV-4410-02", "CV-4410-02", "CV-4410-05"] + (["CV-4410-07"] if has_d else []),
        ["15", "Case drain filter element", "CV-4412-01", "CV-4412-01", "CV-4412-01"]
        + (["CV-4412-03"] if has_d else []),
        ["20", "Compensator valve", "CV-4471-01", "CV-4471-02", "CV-4471-02"] + (["CV-4471-06"] if has_d else []),
        ["25", "Shaft seal", "CV-2210-01", "CV-2210-01", "CV-2210-02"] + (["CV-2210-02"] if has_d else []),
        ["30", "Drive shaft", "CV-1130-05", "CV-1130-07", "CV-1130-07"] + (["CV-1130-09"] if has_d else []),
        ["35", "Depressurization solenoid valve", "CV-5520-11", "CV-5520-11", "CV-5520-11"]
        + (["CV-5520-14"] if has_d else []),
        ["40", "O-ring, outlet port", "MS29513-012", "MS29513-012", "MS29513-014"] + (["MS29513-014"] if has_d else []),
    ]
    doc.table(
        "Figure 1. Pump assembly - parts by model",
        ["Item", "Description", *variants],
        ipl,
        [12, 46] + [116 / len(variants)] * len(variants),
    )
    doc.p("Parts not listed for a model are not used on that model. Order by part number and model.")
    index_page(doc)
    doc.index_terms += [
        ("Torque values", "Table 201"),
        ("Test limits", "Table 501"),
        ("Filter, inspection interval", "Inspection interval for the PX200 filter"),
        ("Overhaul", "Overhaul the pump at"),
        ("Parts list", "Figure 1. Pump assembly"),
        ("Maintenance message summary", "Table 1. Maintenance message summary"),
    ]
    doc.finish_navigation()
    return doc, tasks


def px200_questions(docs: dict[str, Doc], tasks: list[dict]) -> None:
    c = docs["C"]
    names = ["PX200", "px200 pump", "px-200", "corvane px200", "PX200 hyd pump"]
    by_code = {t["code"]: t for t in tasks}
    keys = {
        "E-31": "case drain flow above 2.5 gpm",
        "E-32": "below 0.5 V or above 4.5 V",
        "E-33": "outlet pressure above 3250 psi",
        "E-34": "return pressure below 120 psi for more than 5 s",
        "E-35": "return pressure above 180 psi",
        "E-37": "fluid temperature sensor open circuit",
        "E-38": "compensator response time above 150 ms",
        "E-40": "inlet pressure below 35 psi",
        "E-41": "shaft speed below 3600 rpm",
        "E-44": "current below 0.2 A",
        "E-45": "disagree by more than 150 psi",
    }
    for code, key in keys.items():
        code_question(c, pick(names), code, key, f"Maintenance Message {code}")
    # current revision only, threshold changed in Rev C
    ask(c, "E-36 on the px200 - what temp trips it?", ["110 deg C"], "fault_code", "Maintenance Message E-36")
    for code in ["E-39", "E-42", "E-47", "E-30"]:
        code_question(c, pick(names), code, None, "Table 1. Maintenance message summary")
    # display text
    ask(
        c,
        "px200 maint display says INLET PRESS LO, which msg number is that",
        ["E-40"],
        "fault_code",
        "Table 1. Maintenance message summary",
    )
    # steps
    for code, key in [
        ("E-34", "replace the return line check valve"),
        ("E-37", "replace the temperature sensor"),
        ("E-41", "examine the drive shaft shear section"),
        ("E-44", "examine the pins for corrosion"),
        ("E-38", "step-response test"),
    ]:
        n = step_no(by_code[code], key)
        ask(c, pick(STEP_TEMPLATES).format(p=pick(names), c=code, n=n), [key], "step", f"Maintenance Message {code}")
    ask(
        c,
        "px200 E-43, what coil resistance means the solenoid is bad?",
        ["below 18 ohms"],
        "step",
        "Maintenance Message E-43",
    )
    ask(
        c,
        "E-33 on px200 persists after adjusting the compensator. what do I swap?",
        ["CV-4471-02"],
        "step",
        "Maintenance Message E-33",
    )
    ask(
        c,
        "what fluid do I top up the px200 reservoir with for E-36",
        ["MIL-PRF-83282"],
        "step",
        "Maintenance Message E-36",
    )
    # near-miss: code exists, attribute not stated
    ask(
        c,
        "E-45 on px200 - which transducer connector pins do I check?",
        None,
        "near_miss_attribute",
        "Maintenance Message E-45",
    )
    ask(
        c,
        "px200 E-31: how long does the flowmeter need to warm up before reading",
        None,
        "near_miss_attribute",
        "Maintenance Message E-31",
    )
    # table values, several models on one page
    tv = [
        ("outlet b-nut torque", "PX200-A", "270 lbf.in", "Table 201"),
        ("case drain fitting torque", "PX200-C", "150 lbf.in", "Table 201"),
        ("mounting flange bolt torque", "PX200-B", "95 lbf.in", "Table 201"),
        ("mount bolt torque", "PX200-D", "125 lbf.in", "Table 201"),
        ("compensator cover screw torque", "PX200-A", "40 lbf.in", "Table 201"),
        ("xducer torque", "PX200-C", "200 lbf.in", "Table 201"),
        ("comp setting", "PX200-C", "3000 +/- 35 psi", "Table 501"),
        ("max case drain flow", "PX200-B", "2.0 gpm", "Table 501"),
        ("max case drain temp", "PX200-C", "99 deg C", "Table 501"),
        ("shaft end play", "PX200-C", "0.003-0.008 in", "Table 501"),
        ("piston to bore clearance", "PX200-A", "0.0004 in max", "Table 501"),
    ]
    for attr, v, key, anchor in tv:
        ask(
            c,
            pick(TABLE_TEMPLATES).format(a=attr, v=v.lower() if RNG.random() < 0.4 else v),
            [key],
            "table_value",
            anchor,
            product="PX200",
            variant=v.split("-")[1],
        )
    # model not in the table
    for attr, v, anchor in [
        ("outlet b-nut torque", "PX200-E", "Table 201"),
        ("max case drain flow", "PX210", "Table 501"),
        ("mounting bolt torque", "PX250", "Table 201"),
    ]:
        ask(c, pick(TABLE_TEMPLATES).format(a=attr, v=v), None, "near_miss_model", anchor)
    ask(c, "torque for the px200-b inlet port fitting?", None, "near_miss_attribute", "Table 201")
    ask(c, "px200-c compensator spring free length min?", None, "near_miss_attribute", "Table 501")
    ask(c, "px200-b case drain fitting torque, the -6 size", None, "near_miss_attribute", "Table 201")
    ask(c, "torque on the px200-c speed sensor?", None, "near_miss_attribute", "Table 201")
    ask(
        c,
        "px200 drive shaft shear section - what torque does it let go at",
        None,
        "near_miss_attribute",
        "Rated flow is",
    )
    ask(c, "px200-a wet weight (full of fluid)?", None, "near_miss_attribute", "Rated flow is")
    ask(c, "rated pressure for a PX200-E", None, "near_miss_model", "Rated flow is")
    ask(
        c,
        "E-41 on the px200, what resistance should the speed sensor read",
        None,
        "near_miss_attribute",
        "Maintenance Message E-41",
    )
    ask(
        c,
        "px200 heat exchanger bypass valve cracking pressure (E-36 task)?",
        None,
        "near_miss_attribute",
        "Maintenance Message E-36",
    )
    code_question(c, "PX200", "E-48", None, "Table 1. Maintenance message summary")
    code_question(c, "px200", "F-110", None, "Table 1. Maintenance message summary")
    ask(c, "px200-b full-flow pressure?", None, "near_miss_variant", "Rated flow is")
    ask(
        c,
        "E-43 px200, harness W29-02 insulation resistance min?",
        None,
        "near_miss_attribute",
        "Maintenance Message E-43",
    )
    # prose with several models
    ask(c, "rated flow px200-b?", ["15 gpm for the PX200-B"], "prose_value", "Rated flow is")
    ask(c, "what rpm does the PX200-C run at", ["4100 rpm for the PX200-C"], "prose_value", "Rated shaft speed")
    ask(c, "how heavy is a px200-c (dry)", ["PX200-C 8.4 kg"], "prose_value", "Dry weight")
    ask(
        c,
        "px200 serial 2150 - which model is it",
        ["serial numbers 2000 and above are PX200-C pumps"],
        "prose_value",
        "Identification",
    )
    ask(c, "rated flow on the px200-e?", None, "near_miss_variant", "Rated flow is")
    ask(c, "px200-a max inlet pressure rating?", None, "near_miss_attribute", "Rated flow is")
    # intervals (heading restates the terms, value three lines below)
    ask(
        c,
        "how often do i check the px200 pressure filter",
        ["600 flight hours"],
        "interval",
        "Inspection interval for the PX200 filter",
    )
    ask(
        c,
        "case drain filter change interval, px200?",
        ["1200 flight hours"],
        "interval",
        "Replacement interval for the PX200 case drain filter",
    )
    ask(
        c,
        "px200 seal leak check per the CMM - max drops/min?",
        ["5 drops per minute"],
        "interval",
        "Shaft seal leakage check",
    )
    ask(c, "TBO on a px200-c", ["8000 flight hours (PX200-C)"], "interval", "Overhaul the pump")
    ask(
        c,
        "px200 compensator valve replacement interval?",
        None,
        "near_miss_attribute",
        "Inspection interval for the PX200 filter",
    )
    ask(c, "overhaul interval for px200-d?", None, "near_miss_variant", "Overhaul the pump")
    # part numbers
    for desc, v, key in [
        ("pressure filter element", "PX200-C", "CV-4410-05"),
        ("compensator valve", "PX200-A", "CV-4471-01"),
        ("drive shaft", "PX200-D", "CV-1130-09"),
        ("outlet port o-ring", "PX200-C", "MS29513-014"),
        ("shaft seal", "PX200-B", "CV-2210-01"),
    ]:
        ask(
            c,
            pick(["p/n for the {d}, {v}?", "{v} {d} part number", "what's the pn of the {d} on a {v}"]).format(
                d=desc, v=v
            ),
            [key],
            "part_number",
            "Figure 1. Pump assembly",
            product="PX200",
            variant=v.split("-")[1],
        )
    ask(c, "p/n for the px200-b inlet check valve?", None, "near_miss_attribute", "Figure 1. Pump assembly")
    ask(c, "px200 pressure filter element p/n for the -E model", None, "near_miss_model", "Figure 1. Pump assembly")
    # dated questions: a value changed between revisions
    a, b = docs["A"], docs["B"]
    ask(
        a,
        "px200 filter inspection interval back in 2020?",
        ["750 flight hours"],
        "dated_value",
        "Inspection interval for the PX200 filter",
        as_of="2020-06-30",
    )
    ask(
        b,
        "what was the px200 filter check interval in mid 2022",
        ["600 flight hours"],
        "dated_value",
        "Inspection interval for the PX200 filter",
        as_of="2022-07-01",
    )
    ask(
        b,
        "case drain filter replacement interval for the px200 as of jan 2023",
        ["1500 flight hours"],
        "dated_value",
        "Replacement interval for the PX200 case drain filter",
        as_of="2023-01-15",
    )
    ask(
        a,
        "px200-b outlet b-nut torque per the 2019 manual",
        ["270 lbf.in"],
        "dated_value",
        "Table 201",
        as_of="2019-12-01",
        product="PX200",
        variant="B",
    )
    ask(
        b,
        "px200-b outlet fitting torque, as of 2022",
        ["300 lbf.in"],
        "dated_value",
        "Table 201",
        as_of="2022-03-01",
        product="PX200",
        variant="B",
    )
    ask(
        b,
        "E-36 temp threshold on the px200 in 2022?",
        ["107 deg C"],
        "dated_value",
        "Maintenance Message E-36",
        as_of="2022-05-10",
    )
    ask(
        a,
        "px200-d mounting bolt torque, as of 2020",
        None,
        "near_miss_dated",
        "Table 201",
        as_of="2020-02-01",
        product="PX200",
        variant="D",
    )
    ask(
        b,
        "rated flow on a px200-d in 2022?",
        None,
        "near_miss_dated",
        "Rated flow is",
        as_of="2022-02-01",
        product="PX200",
        variant="D",
    )
    ask(
        a,
        "px200-d dry weight, 2020 manual",
        None,
        "near_miss_dated",
        "Rated flow is",
        as_of="2020-09-01",
        product="PX200",
        variant="D",
    )


# --------------------------------------------------------------------------------------------------------------
# Family 2: Aldmere TR-40 turboprop starter-generator, CMM 24-31-40, Rev A / Rev B
# --------------------------------------------------------------------------------------------------------------

TR_TASKS = [
    dict(
        code="F-101",
        task="101",
        msg="GEN OUT VOLT HI",
        meaning="generator output above 30.5 V DC for more than 0.5 s",
        check="Measure the output voltage at the B+ terminal with the engine at ground idle.",
        actions=[
            "If the voltage is above 28.5 V DC, adjust the voltage regulator (Ref. Task 24-31-60).",
            "If it cannot be adjusted, replace the generator control unit (P/N AL-8801-03).",
        ],
    ),
    dict(
        code="F-102",
        task="102",
        msg="GEN OUT VOLT LO",
        meaning="generator output below 25.0 V DC for more than 2 s",
        meaning_at=2,
        check="Examine the B+ and E terminals for loose or burned connections.",
        actions=[
            "Tighten the terminal nuts (Ref. Table 3).",
            "If the message continues, measure the shunt field resistance (Ref. Task 24-31-62).",
        ],
    ),
    dict(
        code="F-104",
        task="104",
        msg="START TIME EXCEEDED",
        meaning="engine did not reach 45 % NG within 40 s of the start command",
        check="Measure the battery voltage during the start; it must not fall below 18 V DC.",
        actions=[
            "If the battery voltage is low, charge or replace the battery.",
            "If the battery is serviceable, examine the brushes (Ref. Task 24-31-20).",
        ],
    ),
    dict(
        code="F-105",
        task="105",
        msg="START CURRENT HI",
        meaning="start current above 1200 A for more than 3 s",
        check="Examine the starter-generator for a seized bearing: turn the shaft by hand.",
        actions=[
            "If the shaft does not turn freely, replace the starter-generator.",
            "If the shaft turns freely, replace the start contactor (P/N AL-7720-01).",
        ],
    ),
    dict(
        code="F-107",
        task="107",
        msg="OVERSPEED",
        meaning="starter-generator speed above 12600 rpm",
        meaning_at=2,
        check="Download the speed record from the generator control unit.",
        actions=["Replace the starter-generator and send it for overhaul with the speed record attached."],
    ),
    dict(
        code="F-108",
        task="108",
        msg="FAN AIR TEMP HI",
        meaning="cooling air outlet temperature above 150 deg C",
        check="Examine the cooling air duct and the inlet screen for blockage.",
        actions=["Clean the inlet screen.", "If the duct is damaged, replace the cooling duct (P/N AL-3305-02)."],
    ),
    dict(
        code="F-110",
        task="110",
        msg="BRUSH WEAR",
        meaning="brush wear sensor circuit open (brush at wear limit)",
        meaning_at=3,
        check="Remove the brush cover band (Ref. Task 24-31-20).",
        actions=[
            "Measure the brush length and replace all brushes if one is at the limit (Ref. Table 2).",
            "Seat the new brushes and run the unit for 30 minutes at 50 % load.",
        ],
    ),
    dict(
        code="F-111",
        task="111",
        msg="GCU FAIL",
        meaning="generator control unit internal test failed",
        check="Cycle the GEN switch and the circuit breaker GEN CONT.",
        actions=["If the message continues, replace the generator control unit (P/N AL-8801-03)."],
    ),
    dict(
        code="F-113",
        task="113",
        msg="PHASE/RIPPLE HI",
        meaning="output ripple above 2.0 V peak-to-peak",
        check="Measure the ripple with an oscilloscope at the B+ terminal.",
        actions=["Examine the filter capacitor C1 and replace it if it is swollen (P/N AL-2290-10)."],
    ),
    dict(
        code="F-114",
        task="114",
        msg="REVERSE CURRENT",
        meaning="reverse current above 25 A for more than 1 s",
        meaning_at=2,
        check="Examine the line contactor for welded contacts.",
        actions=["Replace the line contactor (P/N AL-7710-04)."],
    ),
    dict(
        code="F-116",
        task="116",
        msg="EQUALIZER FAULT",
        meaning="load sharing difference between the two generators above 10 % for more than 10 s",
        check="Measure the equalizer bus resistance at terminal D.",
        actions=[
            "If the resistance is more than 0.5 ohm, repair the equalizer wire.",
            "If the wire is correct, replace the generator control unit of the high-load generator.",
        ],
    ),
]

TR_REVS = {
    "A": dict(
        label="Rev A",
        date="10 Jan 2020",
        eff=("2020-01-10", "2022-07-01"),
        rec="2020-01-02T00:00:00Z",
        brush_int="400 flight hours",
        clamp_42="60 lbf.in",
        rev_list=[["Rev A", "10 Jan 2020", "Initial issue."]],
    ),
    "B": dict(
        label="Rev B",
        date="01 Jul 2022",
        eff=("2022-07-01", None),
        rec="2022-06-20T00:00:00Z",
        brush_int="300 flight hours",
        clamp_42="65 lbf.in",
        rev_list=[
            ["Rev A", "10 Jan 2020", "Initial issue."],
            ["Rev B", "01 Jul 2022", "Brush inspection interval reduced. TR-42 mounting clamp torque changed."],
        ],
    ),
}


def build_tr40(rev: str) -> tuple[Doc, list[dict]]:
    r = TR_REVS[rev]
    doc = Doc(
        f"tr40-cmm_rev{rev}.pdf",
        "Aldmere TR-40 Starter-Generator - Component Maintenance Manual",
        f"Aldmere Aero Electric - TR-40 Series Starter-Generator - CMM 24-31-40 - {r['label']}",
        f"24-31-40  {r['label']}  {r['date']}",
    )
    doc.meta = {
        "document": "tr40-cmm-24-31-40",
        "version": r["label"],
        "effective_from": r["eff"][0],
        "effective_to": r["eff"][1],
        "recorded_at": r["rec"],
        "applicability": {"product": "TR-40", "variants": ["TR-40", "TR-40A", "TR-42"]},
    }
    title_page(
        doc,
        "Aldmere Aero Electric",
        "TR-40 Series Turboprop Starter-Generator",
        "Component Maintenance Manual",
        "CMM 24-31-40",
        r["label"],
        r["date"],
        r["rev_list"],
        "Applicable to the TR-40, TR-40A and TR-42 starter-generators (28 V DC).",
    )
    toc_page(doc)
    doc.new_page()
    doc.h1("Description")
    doc.p(
        "The TR-40 series starter-generator is a brush-type DC machine mounted on the engine accessory gearbox. "
        "It operates as a starter motor until the engine reaches self-sustaining speed and then as a 28 V DC "
        "generator controlled by the generator control unit (GCU)."
    )
    doc.p(
        "The TR-40 and the TR-40A are rated at 300 A continuous. The TR-42 is rated at 400 A continuous. All "
        "three are rated at 28.5 V DC at the regulation point."
    )
    doc.p(
        "Minimum brush length is 0.45 in for the TR-40 and the TR-40A. For the TR-42, the minimum brush length "
        "is 0.38 in because the TR-42 uses a longer brush holder."
    )
    doc.p(
        "Cooling is by a shaft-driven fan on the TR-40. The TR-40A and the TR-42 use ram air from the nacelle "
        "inlet; minimum cooling air flow is 30 lb/min for the TR-40A and 42 lb/min for the TR-42."
    )
    doc.p(
        "The drive shaft shear section fails at 850 lbf.in on the TR-40 and the TR-40A, and at 1100 lbf.in on "
        "the TR-42."
    )
    doc.h2("Operating speed")
    doc.p("Generator operation starts at 7000 rpm. Maximum continuous speed is 12000 rpm for all models.")

    doc.new_page()
    doc.h1("Limits and fits")
    doc.table(
        "Table 2. Wear limits",
        ["Item", "TR-40", "TR-40A", "TR-42"],
        [
            ["Commutator diameter, min", "2.610 in", "2.610 in", "2.985 in"],
            ["Commutator runout, max", "0.0010 in", "0.0010 in", "0.0015 in"],
            ["Mica undercut depth", "0.030 in", "0.030 in", "0.035 in"],
            ["Bearing radial play, max", "0.0008 in", "0.0006 in", "0.0008 in"],
            ["Spline wear, max", "0.004 in", "0.004 in", "0.005 in"],
        ],
        [64, 36, 37, 37],
    )
    doc.table(
        "Table 3. Torque values",
        ["Fastener", "TR-40", "TR-40A", "TR-42"],
        [
            ["B+ terminal nut", "110 lbf.in", "110 lbf.in", "160 lbf.in"],
            ["E terminal nut", "60 lbf.in", "60 lbf.in", "75 lbf.in"],
            ["Mounting clamp (V-band)", "55 lbf.in", "55 lbf.in", r["clamp_42"]],
            ["Brush holder screws", "18 lbf.in", "20 lbf.in", "20 lbf.in"],
            ["Cover band screw", "25 lbf.in", "25 lbf.in", "25 lbf.in"],
        ],
        [64, 36, 37, 37],
    )
    doc.p("Use a calibrated torque wrench. Safety-wire the terminal nuts after torque.")

    doc.new_page()
    doc.h1("Scheduled maintenance")
    doc.h2("Brush inspection interval (all models)")
    doc.p("Remove the cover band and examine the brushes for length, chipping and spring pressure.")
    doc.p("Brush spring pressure is 32 to 38 oz.")
    doc.p(f"Interval: {r['brush_int']}.")
    doc.h2("Bearing replacement")
    doc.p(
        "Replace both bearings at 3000 flight hours or at each brush replacement after 2000 flight hours, "
        "whichever occurs first."
    )
    doc.h2("Overhaul")
    doc.p(
        "TBO is 4000 flight hours for the TR-40, 4500 flight hours for the TR-40A and 5000 flight hours for the TR-42."
    )
    doc.h2("Storage")
    doc.p("A starter-generator in storage for more than 12 months must be given a bench test before installation.")

    message_table_page(doc, TR_TASKS, "24-31", "Fault messages")
    fault_pages(
        doc,
        "24-31",
        TR_TASKS,
        3,
        "The GCU records a fault message when it trips the generator off line or aborts a start. Read the "
        "messages on the maintenance page of the engine display.",
        "Make sure that the engine is shut down and the GEN switch is OFF.",
    )

    doc.new_page()
    doc.h1("Parts list")
    doc.table(
        "Figure 10. Starter-generator - parts by model",
        ["Item", "Description", "TR-40", "TR-40A", "TR-42"],
        [
            ["5", "Brush set (4)", "AL-1410-01", "AL-1410-01", "AL-1412-02"],
            ["10", "Drive end bearing", "AL-5506-03", "AL-5506-04", "AL-5508-01"],
            ["15", "Anti-drive end bearing", "AL-5507-03", "AL-5507-03", "AL-5509-01"],
            ["20", "Drive shaft", "AL-1120-06", "AL-1120-06", "AL-1124-02"],
            ["25", "Cooling fan", "AL-3301-01", "-", "-"],
            ["30", "Cover band", "AL-3320-05", "AL-3320-05", "AL-3322-01"],
        ],
        [12, 50, 37, 37, 38],
    )
    index_page(doc)
    doc.index_terms += [
        ("Wear limits", "Table 2. Wear limits"),
        ("Torque values", "Table 3. Torque values"),
        ("Brush inspection", "Brush inspection interval (all models)"),
        ("Parts list", "Figure 10."),
    ]
    doc.finish_navigation()
    return doc, TR_TASKS


def tr40_questions(docs: dict[str, Doc]) -> None:
    DESC = "rated at 300 A continuous"
    b = docs["B"]
    names = ["TR-40", "tr40 starter gen", "aldmere starter-generator", "TR40 s/g", "starter generator (TR-40)"]
    keys = {
        "F-101": "above 30.5 V DC",
        "F-102": "below 25.0 V DC for more than 2 s",
        "F-104": "45 % NG within 40 s",
        "F-105": "start current above 1200 A",
        "F-107": "above 12600 rpm",
        "F-108": "cooling air outlet temperature above 150 deg C",
        "F-110": "brush wear sensor circuit open",
        "F-113": "ripple above 2.0 V peak-to-peak",
        "F-114": "reverse current above 25 A",
        "F-116": "load sharing difference",
    }
    for code, key in keys.items():
        code_question(b, pick(names), code, key, f"Maintenance Message {code}")
    for code, anchor in [
        ("F-103", "Table 1. Maintenance message summary"),
        ("F-109", "Table 1. Maintenance message summary"),
        ("F-112", "Maintenance Message F-111"),
        ("F-117", "Table 1. Maintenance message summary"),
    ]:
        code_question(b, pick(names), code, None, anchor)
    ask(
        b,
        "tr-40 F-105 and the shaft spins free, next?",
        ["replace the start contactor"],
        "step",
        "Maintenance Message F-105",
    )
    ask(
        b,
        f"step {step_no({t['code']: t for t in TR_TASKS}['F-110'], 'measure the brush length')} of F-110 on the TR-40?",
        ["measure the brush length"],
        "step",
        "Maintenance Message F-110",
    )
    ask(b, "min battery volts during start for the F-104 check", ["18 V DC"], "step", "Maintenance Message F-104")
    ask(
        b,
        "starter gen F-113 - which capacitor gets replaced, p/n?",
        ["AL-2290-10"],
        "step",
        "Maintenance Message F-113",
    )
    ask(b, "F-116 equalizer bus resistance limit?", ["more than 0.5 ohm"], "step", "Maintenance Message F-116")
    ask(b, "TR-40 F-108: what temp probe P/N do I order", None, "near_miss_attribute", "Maintenance Message F-108")
    ask(
        b,
        "F-107 overspeed on the TR-42 - how many hours before inspection is due",
        None,
        "near_miss_attribute",
        "Maintenance Message F-107",
    )
    # prose, several models
    ask(b, "continuous rating tr-42 amps?", ["TR-42 is rated at 400 A continuous"], "prose_value", DESC)
    ask(b, "min brush length on a TR-42", ["0.38 in"], "prose_value", DESC)
    ask(b, "brush wear limit TR-40A?", ["0.45 in for the TR-40 and the TR-40A"], "prose_value", DESC)
    ask(b, "tr40a cooling air flow min", ["30 lb/min for the TR-40A"], "prose_value", DESC)
    ask(b, "shear section TR-42 breaks at what torque", ["1100 lbf.in on the TR-42"], "prose_value", DESC)
    ask(b, "min brush length for the TR-44?", None, "near_miss_model", DESC)
    ask(b, "tr-40 cooling air flow minimum", None, "near_miss_attribute", DESC)
    # tables
    for attr, v, key, anchor in [
        ("min commutator dia", "TR-42", "2.985 in", "Table 2. Wear limits"),
        ("commutator runout max", "TR-40A", "0.0010 in", "Table 2. Wear limits"),
        ("mica undercut", "TR-42", "0.035 in", "Table 2. Wear limits"),
        ("bearing radial play limit", "TR-40A", "0.0006 in", "Table 2. Wear limits"),
        ("B+ terminal torque", "TR-42", "160 lbf.in", "Table 3. Torque values"),
        ("brush holder screw torque", "TR-40", "18 lbf.in", "Table 3. Torque values"),
        ("v-band clamp torque", "TR-42", "65 lbf.in", "Table 3. Torque values"),
    ]:
        ask(b, pick(TABLE_TEMPLATES).format(a=attr, v=v), [key], "table_value", anchor, product="TR-40", variant=v)
    ask(b, "B+ terminal nut torque for the TR-40B?", None, "near_miss_model", "Table 3. Torque values")
    ask(b, "tr-42 commutator max diameter (new)?", None, "near_miss_attribute", "Table 2. Wear limits")
    ask(b, "tr-40a E terminal nut torque - dry or lubed?", None, "near_miss_attribute", "Table 3. Torque values")
    ask(b, "max continuous rpm on the TR-42", ["12000 rpm for all models"], "prose_value", "Operating speed")
    ask(b, "new brush length, tr-40 (not the wear limit)", None, "near_miss_attribute", DESC)
    ask(b, "TR-40B output ripple limit?", None, "near_miss_model", "Maintenance Message F-113")
    ask(b, "tr-40a cooling fan part no.", None, "near_miss_variant", "Figure 10.")
    ask(b, "TR-42 brush holder p/n", None, "near_miss_attribute", "Figure 10.")
    ask(b, "TR-42 bearing radial play for a new bearing?", None, "near_miss_attribute", "Table 2. Wear limits")
    ask(b, "tr40 F-102 - shunt field resistance value?", None, "near_miss_attribute", "Maintenance Message F-102")
    # intervals
    ask(
        b,
        "how often do we pull the cover band and look at the brushes, tr40",
        ["300 flight hours"],
        "interval",
        "Brush inspection interval (all models)",
    )
    ask(b, "tr-40a TBO?", ["4500 flight hours for the TR-40A"], "interval", "TBO is")
    ask(b, "starter gen sat on the shelf 14 months, anything before install?", ["bench test"], "interval", "Storage")
    ask(b, "TR-40 brush spring pressure", ["32 to 38 oz"], "interval", "Brush inspection interval (all models)")
    ask(b, "TBO for a TR-44?", None, "near_miss_model", "TBO is")
    ask(b, "tr-42 GCU replacement interval?", None, "near_miss_attribute", "TBO is")
    # part numbers
    ask(b, "tr-42 brush set p/n", ["AL-1412-02"], "part_number", "Figure 10.", product="TR-40", variant="TR-42")
    ask(
        b,
        "drive end brg part no for TR-40A",
        ["AL-5506-04"],
        "part_number",
        "Figure 10.",
        product="TR-40",
        variant="TR-40A",
    )
    ask(b, "cooling fan pn, TR-40", ["AL-3301-01"], "part_number", "Figure 10.", product="TR-40", variant="TR-40")
    ask(b, "cooling fan p/n for the TR-42?", None, "near_miss_variant", "Figure 10.")
    # dated
    a = docs["A"]
    ask(
        a,
        "brush inspection interval on the tr-40 in 2021",
        ["400 flight hours"],
        "dated_value",
        "Brush inspection interval (all models)",
        as_of="2021-04-01",
    )
    ask(
        a,
        "TR-42 v-band clamp torque before the 2022 rev",
        ["60 lbf.in"],
        "dated_value",
        "Table 3. Torque values",
        as_of="2021-11-30",
        product="TR-40",
        variant="TR-42",
    )


# --------------------------------------------------------------------------------------------------------------
# Family 3: Halvorsen KX-9 cabin pressure controller, fault isolation manual
# --------------------------------------------------------------------------------------------------------------

KX_TASKS = [
    dict(
        code="P-01",
        task="01",
        msg="CPC CH A FAIL",
        meaning="channel A power-up self test failed",
        check="Cycle the CPC CH A circuit breaker and wait 60 s.",
        actions=["If the message continues, replace the controller (P/N HV-9000-21)."],
    ),
    dict(
        code="P-02",
        task="02",
        msg="CPC CH B FAIL",
        meaning="channel B power-up self test failed",
        meaning_at=2,
        check="Cycle the CPC CH B circuit breaker and wait 60 s.",
        actions=["If the message continues, replace the controller (P/N HV-9000-21)."],
    ),
    dict(
        code="P-03",
        task="03",
        msg="OFV POS DISAGREE",
        meaning="outflow valve position feedback differs from command by more than 8 deg",
        check="Operate the outflow valve in manual mode from fully closed to fully open.",
        actions=[
            "If the valve moves with a jerk, replace the outflow valve actuator (P/N HV-7310-04).",
            "If it moves smoothly, adjust the position sensor (Ref. Task 21-31-41).",
        ],
    ),
    dict(
        code="P-05",
        task="05",
        msg="CAB ALT HI",
        meaning="cabin altitude above 10000 ft",
        meaning_at=2,
        check="Examine the cabin door seals and the safety valves for leakage.",
        actions=[
            "Do the cabin leak rate test (Ref. Task 21-31-70). The maximum leak rate is 450 ft/min at 5 psi "
            "differential."
        ],
    ),
    dict(
        code="P-06",
        task="06",
        msg="CAB RATE HI",
        meaning="cabin altitude rate above 1500 ft/min for more than 15 s",
        check="Read the cabin rate history from the controller.",
        actions=[
            "If the rate exceeded 1500 ft/min only during the descent, do the rate limiter test.",
            "Replace the controller if the rate limiter test fails.",
        ],
    ),
    dict(
        code="P-08",
        task="08",
        msg="DIFF PRESS HI",
        meaning="cabin differential pressure above 8.6 psi",
        check="Do the safety valve opening test; each safety valve must open at 8.75 +/- 0.1 psi.",
        actions=["Replace a safety valve that opens outside the limit (P/N HV-7420-02)."],
    ),
    dict(
        code="P-09",
        task="09",
        msg="NEG DIFF PRESS",
        meaning="cabin differential pressure below -0.5 psi",
        meaning_at=3,
        check="Examine the negative pressure relief valve flapper for free movement.",
        actions=["Replace the negative pressure relief valve if the flapper is stuck (P/N HV-7425-01)."],
    ),
    dict(
        code="P-11",
        task="11",
        msg="STATIC PORT FAULT",
        meaning="static pressure input invalid for more than 5 s",
        check="Do a leak test of the static line to the controller.",
        actions=["Repair the leak. The static line leak limit is 100 ft in 1 minute."],
    ),
    dict(
        code="P-12",
        task="12",
        msg="LFE DATA INVALID",
        meaning="landing field elevation not received from the FMS",
        check="Make sure that the landing field elevation is entered in the FMS.",
        actions=["If it is entered, examine the ARINC 429 bus from the FMS to the controller."],
    ),
    dict(
        code="P-14",
        task="14",
        msg="AUTO SCHED FAULT",
        meaning="auto schedule not available in both channels",
        meaning_at=2,
        check="Examine the controller configuration module for correct installation.",
        actions=["Replace the configuration module (P/N HV-9050-03) for KX-9 or (P/N HV-9050-05) for KX-9S."],
    ),
    dict(
        code="P-15",
        task="15",
        msg="OFV MOTOR OVERTEMP",
        meaning="outflow valve motor temperature above 135 deg C",
        check="Let the motor cool and operate the valve in manual mode.",
        actions=["If the message comes back within 10 cycles, replace the outflow valve actuator (P/N HV-7310-04)."],
    ),
]


def build_kx9() -> tuple[Doc, list[dict]]:
    doc = Doc(
        "kx9-fim.pdf",
        "Halvorsen KX-9 Cabin Pressure Controller - Fault Isolation Manual",
        "Halvorsen Avionics - KX-9 Cabin Pressure Control System - FIM 21-31",
        "FIM 21-31  Rev 4  Mar 2024",
    )
    title_page(
        doc,
        "Halvorsen Avionics",
        "KX-9 Cabin Pressure Control System",
        "Fault Isolation Manual",
        "FIM 21-31",
        "Rev 4",
        "12 Mar 2024",
        [
            ["Rev 1", "03 Feb 2017", "Initial issue."],
            ["Rev 2", "20 Sep 2018", "P-14 added."],
            ["Rev 3", "11 May 2021", "Safety valve test revised."],
            ["Rev 4", "12 Mar 2024", "Editorial."],
        ],
        "Applicable to the KX-9 and KX-9S controllers and the outflow valve actuator HV-7310.",
    )
    toc_page(doc)
    doc.new_page()
    doc.h1("System description")
    doc.p(
        "The KX-9 controller has two identical channels. One channel controls the outflow valve; the other is in "
        "standby and takes control after a fault or at each flight as the alternate channel."
    )
    doc.p(
        "The KX-9 is used on aircraft with a maximum differential of 8.3 psi; the KX-9S is the same controller "
        "with the high-altitude schedule and a maximum differential of 8.6 psi."
    )
    doc.p("Maximum cabin altitude in normal operation is 8000 ft for the KX-9 and 6000 ft for the KX-9S.")
    doc.p("The cabin rate limit is 500 ft/min climb and 300 ft/min descent for both models.")
    doc.h2("Schedule")
    doc.table(
        "Table 1. Cabin altitude schedule",
        ["Aircraft altitude", "KX-9 cabin altitude", "KX-9S cabin altitude"],
        [
            ["20000 ft", "2400 ft", "1200 ft"],
            ["30000 ft", "5200 ft", "3400 ft"],
            ["37000 ft", "7100 ft", "4900 ft"],
            ["41000 ft", "8000 ft", "5800 ft"],
            ["45000 ft", "-", "6000 ft"],
        ],
        [58, 58, 58],
    )
    message_table_page(doc, KX_TASKS, "21-31", "Fault messages")
    fault_pages(
        doc,
        "21-31",
        KX_TASKS,
        3,
        "Read the fault messages on the maintenance page. Messages of the last 64 flights are stored.",
        "Make sure that the aircraft is on the ground with both doors open.",
    )
    doc.new_page()
    doc.h1("Tests and adjustments")
    doc.h2("Outflow valve position sensor adjustment")
    doc.p(
        "With the valve fully closed, the sensor output is 0.50 +/- 0.05 V. With the valve fully open, the "
        "output is 4.50 +/- 0.05 V."
    )
    doc.h2("Cabin leak rate test")
    doc.p(
        "Pressurize the cabin with the ground cart to 5 psi differential. Close the supply and measure the "
        "cabin altitude rate. The maximum leak rate is 450 ft/min at 5 psi differential."
    )
    doc.h2("Controller replacement")
    doc.p(
        "After replacement of the controller, load the configuration for the aircraft with the loader "
        "LD-9 and do the channel transfer test."
    )
    index_page(doc)
    doc.index_terms += [
        ("Cabin altitude schedule", "Table 1. Cabin altitude schedule"),
        ("Leak rate test", "Pressurize the cabin with the ground cart"),
        ("Position sensor adjustment", "Outflow valve position sensor adjustment"),
    ]
    doc.finish_navigation()
    return doc, KX_TASKS


def kx9_questions(doc: Doc) -> None:
    names = ["KX-9", "kx9 cpc", "cabin press controller", "KX-9 pressurization ctlr"]
    keys = {
        "P-03": "differs from command by more than 8 deg",
        "P-05": "cabin altitude above 10000 ft",
        "P-06": "above 1500 ft/min for more than 15 s",
        "P-08": "differential pressure above 8.6 psi",
        "P-09": "below -0.5 psi",
        "P-11": "static pressure input invalid",
        "P-12": "landing field elevation",
        "P-15": "motor temperature above 135 deg C",
    }
    for code, key in keys.items():
        code_question(doc, pick(names), code, key, f"Maintenance Message {code}")
    for code in ["P-07", "P-10", "P-13", "P-16"]:
        code_question(doc, pick(names), code, None, "Table 1. Maintenance message summary")
    ask(
        doc,
        "kx-9s config module p/n (P-14)",
        ["HV-9050-05"],
        "step",
        "Maintenance Message P-14",
        product="KX-9",
        variant="KX-9S",
    )
    ask(
        doc,
        "safety valve opening pressure limit on the KX-9 system?",
        ["8.75 +/- 0.1 psi"],
        "step",
        "Maintenance Message P-08",
    )
    ask(doc, "static line leak limit kx9", ["100 ft in 1 minute"], "step", "Maintenance Message P-11")
    ask(
        doc,
        "P-09 on the cpc, what part do I replace",
        ["negative pressure relief valve"],
        "step",
        "Maintenance Message P-09",
    )
    ask(doc, "max cabin alt kx-9s normal ops", ["6000 ft for the KX-9S"], "prose_value", "System description")
    ask(doc, "max diff for the kx-9?", ["maximum differential of 8.3 psi"], "prose_value", "System description")
    ask(doc, "cabin rate limit in descent, kx9", ["300 ft/min descent"], "prose_value", "System description")
    ask(
        doc,
        "kx-9s cabin alt at FL370",
        ["4900 ft"],
        "table_value",
        "Table 1. Cabin altitude schedule",
        product="KX-9",
        variant="KX-9S",
    )
    ask(
        doc,
        "KX-9 cabin altitude at 30000 ft",
        ["5200 ft"],
        "table_value",
        "Table 1. Cabin altitude schedule",
        product="KX-9",
        variant="KX-9",
    )
    ask(
        doc,
        "ofv position sensor voltage fully open",
        ["4.50 +/- 0.05 V"],
        "prose_value",
        "Outflow valve position sensor adjustment",
    )
    ask(
        doc,
        "max cabin leak rate kx-9 test",
        ["450 ft/min at 5 psi differential"],
        "interval",
        "Pressurize the cabin with the ground cart",
    )
    ask(doc, "kx-9 cabin alt at 45000 ft", None, "near_miss_variant", "Table 1. Cabin altitude schedule")
    ask(doc, "KX-9 cabin altitude schedule at FL250?", None, "near_miss_attribute", "Table 1. Cabin altitude schedule")
    ask(doc, "max cabin altitude for the KX-11 controller", None, "near_miss_model", "System description")
    ask(
        doc,
        "kx-9 P-03 - what's the outflow valve actuator torque?",
        None,
        "near_miss_attribute",
        "Maintenance Message P-03",
    )
    ask(doc, "P-12 on the kx9: which FMS label carries LFE?", None, "near_miss_attribute", "Maintenance Message P-12")
    ask(doc, "kx-9 controller overhaul interval", None, "near_miss_attribute", "Controller replacement")
    ask(doc, "kx-9s climb rate limit", ["500 ft/min climb"], "prose_value", "System description")
    ask(
        doc,
        "kx-9s cabin alt with the aircraft at 10000 ft",
        None,
        "near_miss_attribute",
        "Table 1. Cabin altitude schedule",
    )
    ask(doc, "kx9 outflow valve actuator weight?", None, "near_miss_attribute", "Maintenance Message P-03")
    code_question(doc, "kx9 cpc", "P-04", None, "Table 1. Maintenance message summary")
    ask(doc, "kx9 P-05 leak rate limit at 8 psi diff?", None, "near_miss_attribute", "Maintenance Message P-05")
    # a code from another family asked on this one
    code_question(doc, "KX-9", "E-34", None, "Table 1. Maintenance message summary")


# --------------------------------------------------------------------------------------------------------------
# Family 4: Kestrel FMX-12 fuel metering unit CMM (codes overlap the PX200's E-3x with other meanings)
# --------------------------------------------------------------------------------------------------------------

FMX_TASKS = [
    dict(
        code="E-21",
        task="21",
        msg="MV POS SNSR FAIL",
        meaning="metering valve LVDT signal out of range",
        check="Measure the LVDT secondary voltage at connector P1, pins 7 and 8.",
        actions=["If the voltage is not 2.2 to 2.8 V AC, replace the LVDT (P/N KF-6611-02)."],
    ),
    dict(
        code="E-22",
        task="22",
        msg="TM CURRENT HI",
        meaning="torque motor current above 85 mA",
        meaning_at=2,
        check="Measure the torque motor coil resistance; it must be 58 to 66 ohms.",
        actions=["Replace the torque motor (P/N KF-5510-07) if the resistance is out of limits."],
    ),
    dict(
        code="E-24",
        task="24",
        msg="BYPASS VLV STUCK",
        meaning="bypass valve delta P above 65 psid at idle",
        check="Do the bypass valve friction test (Ref. Task 73-21-44).",
        actions=[
            "Clean the bypass valve and its sleeve; replace the valve assembly if it still sticks (P/N KF-4420-03)."
        ],
    ),
    dict(
        code="E-26",
        task="26",
        msg="SOV POS DISAGREE",
        meaning="shutoff valve position switch disagrees with command",
        check="Operate the shutoff valve five times and listen for the valve movement.",
        actions=["Replace the shutoff valve position switch (P/N KF-6630-01)."],
    ),
    dict(
        code="E-31",
        task="31",
        msg="FUEL TEMP SNSR FAIL",
        meaning="fuel temperature RTD below 80 ohms or above 180 ohms",
        meaning_at=2,
        check="Disconnect P2 and measure the RTD resistance at pins 1 and 2.",
        actions=["Replace the RTD (P/N KF-6640-02) if the resistance is out of range."],
    ),
    dict(
        code="E-33",
        task="33",
        msg="WF DEMAND ERROR",
        meaning="fuel flow error above 5 % of demand for more than 2 s",
        check="Compare the flowmeter reading with the demand at ground idle and at 80 % N2.",
        actions=["Do the metering valve calibration (Ref. Task 73-21-50)."],
    ),
    dict(
        code="E-34",
        task="34",
        msg="MV TRACKING ERROR",
        meaning="metering valve position error above 4 % for more than 1 s",
        meaning_at=3,
        check="Do the metering valve step test with the test box TB-73.",
        actions=[
            "If the step response is slow, replace the servo valve (P/N KF-5520-04).",
            "If the step response is correct, replace the LVDT (P/N KF-6611-02).",
        ],
    ),
    dict(
        code="E-36",
        task="36",
        msg="P3 LIMITER ACTIVE",
        meaning="P3 limiter active for more than 30 s",
        check="Examine the P3 sense line for leaks and kinks.",
        actions=["Repair the P3 sense line.", "If it is serviceable, replace the P3 limiter (P/N KF-4460-01)."],
    ),
]


def build_fmx12() -> tuple[Doc, list[dict]]:
    doc = Doc(
        "fmx12-cmm.pdf",
        "Kestrel FMX-12 Fuel Metering Unit - Component Maintenance Manual",
        "Kestrel Fuel Controls - FMX-12 / FMX-12E / FMX-14 Fuel Metering Unit - CMM 73-21-12",
        "73-21-12  Rev 2  Aug 2022",
    )
    title_page(
        doc,
        "Kestrel Fuel Controls",
        "FMX-12 Series Fuel Metering Unit",
        "Component Maintenance Manual",
        "CMM 73-21-12",
        "Rev 2",
        "22 Aug 2022",
        [["Rev 1", "14 Apr 2020", "Initial issue."], ["Rev 2", "22 Aug 2022", "FMX-14 added."]],
        "Applicable to the FMX-12, FMX-12E and FMX-14 fuel metering units.",
    )
    toc_page(doc)
    doc.new_page()
    doc.h1("Description")
    doc.p(
        "The fuel metering unit (FMU) meters the fuel flow to the engine on the command of the engine control. "
        "It contains the metering valve with its LVDT, the torque motor servo, the bypass valve, the shutoff "
        "valve and the P3 limiter."
    )
    doc.p("Maximum fuel flow is 2400 pph for the FMX-12, 2400 pph for the FMX-12E and 3100 pph for the FMX-14.")
    doc.p("Minimum fuel flow at idle is 180 pph for all models.")
    doc.p(
        "The FMX-12E has an electronic shutoff valve; the FMX-12 and the FMX-14 have a solenoid-latched shutoff valve."
    )
    doc.table(
        "Table 1. Limits",
        ["Parameter", "FMX-12", "FMX-12E", "FMX-14"],
        [
            ["Inlet pressure, min", "25 psig", "25 psig", "30 psig"],
            ["Bypass delta P at max flow", "55 psid", "55 psid", "70 psid"],
            ["Fuel temperature, max", "121 deg C", "121 deg C", "135 deg C"],
            ["Internal leakage, max", "20 cc/min", "15 cc/min", "25 cc/min"],
            ["Mounting bolt torque", "85 lbf.in", "85 lbf.in", "100 lbf.in"],
        ],
        [64, 36, 37, 37],
    )
    message_table_page(doc, FMX_TASKS, "73-21", "Maintenance messages")
    fault_pages(
        doc,
        "73-21",
        FMX_TASKS,
        3,
        "Fault codes E-21 to E-36 are recorded by the engine control for the FMU. Do the task for the "
        "first code recorded.",
        "Make sure that the engine is shut down and the fuel shutoff lever is at OFF.",
    )
    doc.new_page()
    doc.h1("Scheduled maintenance and storage")
    doc.h2("Inlet screen inspection interval")
    doc.p("Remove the inlet screen and examine it for contamination.")
    doc.p("Clean or replace the screen as necessary.")
    doc.p("Interval: 500 flight hours for the FMX-12 and FMX-12E; 400 flight hours for the FMX-14.")
    doc.h2("Preservation")
    doc.p("For storage of more than 30 days, fill the unit with preservation oil MIL-PRF-6081 and cap all ports.")
    doc.h2("Parts")
    doc.table(
        "Figure 5. FMU - parts by model",
        ["Item", "Description", "FMX-12", "FMX-12E", "FMX-14"],
        [
            ["10", "Inlet screen", "KF-2201-01", "KF-2201-01", "KF-2203-01"],
            ["20", "Torque motor", "KF-5510-07", "KF-5510-07", "KF-5512-02"],
            ["30", "Servo valve", "KF-5520-04", "KF-5520-04", "KF-5520-06"],
            ["40", "LVDT", "KF-6611-02", "KF-6611-02", "KF-6611-02"],
        ],
        [12, 50, 37, 37, 38],
    )
    index_page(doc)
    doc.index_terms += [
        ("Limits", "Table 1. Limits"),
        ("Inlet screen", "Inlet screen inspection interval"),
        ("Parts", "Figure 5. FMU"),
    ]
    doc.finish_navigation()
    return doc, FMX_TASKS


def fmx12_questions(doc: Doc) -> None:
    DESC = "Maximum fuel flow is"
    names = ["FMX-12", "fmx12 FMU", "kestrel fuel metering unit", "FMU (FMX-12)"]
    for code, key in {
        "E-22": "torque motor current above 85 mA",
        "E-24": "above 65 psid at idle",
        "E-31": "below 80 ohms or above 180 ohms",
        "E-33": "above 5 % of demand",
        "E-34": "position error above 4 % for more than 1 s",
        "E-36": "P3 limiter active for more than 30 s",
    }.items():
        code_question(doc, pick(names), code, key, f"Maintenance Message {code}")
    for code in ["E-23", "E-25", "E-35", "E-37"]:
        code_question(doc, pick(names), code, None, "Table 1. Maintenance message summary")
    ask(doc, "fmu E-22, torque motor coil resistance limits?", ["58 to 66 ohms"], "step", "Maintenance Message E-22")
    ask(doc, "FMX-12 E-34, step response ok - what next", ["replace the LVDT"], "step", "Maintenance Message E-34")
    ask(doc, "max flow fmx-14", ["3100 pph for the FMX-14"], "prose_value", DESC)
    ask(
        doc,
        "which FMX has the electronic shutoff valve",
        ["The FMX-12E has an electronic shutoff valve"],
        "prose_value",
        DESC,
    )
    for attr, v, key in [
        ("min inlet pressure", "FMX-14", "30 psig"),
        ("internal leakage limit", "FMX-12E", "15 cc/min"),
        ("max fuel temp", "FMX-14", "135 deg C"),
        ("bypass dP at max flow", "FMX-12", "55 psid"),
    ]:
        ask(
            doc,
            pick(TABLE_TEMPLATES).format(a=attr, v=v),
            [key],
            "table_value",
            "Table 1. Limits",
            product="FMX-12",
            variant=v,
        )
    ask(
        doc,
        "inlet screen inspection interval for the fmx-14",
        ["400 flight hours for the FMX-14"],
        "interval",
        "Inlet screen inspection interval",
    )
    ask(
        doc,
        "fmx-14 torque motor part number",
        ["KF-5512-02"],
        "part_number",
        "Figure 5. FMU",
        product="FMX-12",
        variant="FMX-14",
    )
    ask(doc, "internal leakage limit for the FMX-16?", None, "near_miss_model", "Table 1. Limits")
    ask(doc, "fmx-12 max inlet pressure?", None, "near_miss_attribute", "Table 1. Limits")
    ask(doc, "FMX-12E shutoff valve p/n", None, "near_miss_attribute", "Figure 5. FMU")
    ask(
        doc,
        "fmu E-33: what's the flowmeter accuracy requirement",
        None,
        "near_miss_attribute",
        "Maintenance Message E-33",
    )
    ask(doc, "fmx-12 overhaul interval?", None, "near_miss_attribute", "Inlet screen inspection interval")
    ask(doc, "idle min fuel flow, FMX-14", ["Minimum fuel flow at idle is 180 pph for all models"], "prose_value", DESC)
    ask(doc, "FMX-12 E-21 LVDT primary excitation voltage?", None, "near_miss_attribute", "Maintenance Message E-21")
    ask(doc, "inlet screen p/n for the FMX-16", None, "near_miss_model", "Figure 5. FMU")
    code_question(doc, "fmu", "P-08", None, "Table 1. Maintenance message summary")
    ask(doc, "inlet screen interval for the FMX-14E", None, "near_miss_model", "Inlet screen inspection interval")
    code_question(doc, "FMX-12", "E-40", None, "Table 1. Maintenance message summary")


# --------------------------------------------------------------------------------------------------------------
# Family 5: Ostrava LG-7 landing gear retraction actuator CMM (no fault codes; inspection tasks)
# --------------------------------------------------------------------------------------------------------------


def build_lg7() -> Doc:
    doc = Doc(
        "lg7-actuator-cmm.pdf",
        "Ostrava LG-7 Retraction Actuator - Component Maintenance Manual",
        "Ostrava Landing Systems - LG-7 Main and Nose Gear Retraction Actuator - CMM 32-31-07",
        "32-31-07  Rev 1  May 2023",
    )
    title_page(
        doc,
        "Ostrava Landing Systems",
        "LG-7 Retraction Actuator",
        "Component Maintenance Manual",
        "CMM 32-31-07",
        "Rev 1",
        "05 May 2023",
        [["Rev 1", "05 May 2023", "Initial issue."]],
        "Applicable to the LG-7M main gear actuator and the LG-7N nose gear actuator.",
    )
    toc_page(doc)
    doc.new_page()
    doc.h1("Description")
    doc.p(
        "The LG-7 is a double-acting hydraulic actuator with an internal lock in the retracted position. The "
        "LG-7M retracts the main gear; the LG-7N retracts the nose gear and has a shorter stroke."
    )
    doc.p("Stroke: LG-7M 14.20 in, LG-7N 9.85 in. Operating pressure is 3000 psi for both.")
    doc.p("The internal lock releases at 450 to 600 psi for the LG-7M and at 380 to 520 psi for the LG-7N.")
    doc.new_page()
    doc.h1("Inspection and check")
    doc.h2("Task 32-31-07-210: Rod inspection")
    doc.steps(
        [
            "Clean the piston rod with a lint-free cloth and solvent.",
            "Examine the chrome surface for pits, scratches and flaking under a 10x magnifier.",
            "Measure the rod diameter at three positions 120 deg apart.",
            "Reject the rod if a pit is deeper than 0.002 in or if the diameter is below the limit in Table 601.",
            "Record the results on the inspection sheet.",
        ]
    )
    doc.h2("Task 32-31-07-220: Gland nut and seal check")
    doc.steps(
        [
            "Remove the lockwire from the gland nut.",
            "Loosen the gland nut with the spanner wrench OLS-T-71.",
            "Replace the rod seal and the wiper with new parts from the seal kit.",
            "Torque the gland nut to the value in Table 602 and lockwire it.",
            "Do the external leakage test: no leakage at 3000 psi for 3 minutes.",
        ]
    )
    doc.new_page()
    doc.h1("Fits, clearances and torques")
    doc.table(
        "Table 601. Fits and clearances",
        ["Item", "LG-7M", "LG-7N"],
        [
            ["Piston rod diameter, min", "1.2480 in", "0.9980 in"],
            ["Bore diameter, max", "2.0030 in", "1.5030 in"],
            ["Rod end bushing clearance, max", "0.006 in", "0.005 in"],
            ["Lock segment wear, max", "0.010 in", "0.010 in"],
        ],
        [80, 47, 47],
    )
    doc.table(
        "Table 602. Torque values",
        ["Item", "LG-7M", "LG-7N"],
        [
            ["Gland nut", "900 lbf.in", "650 lbf.in"],
            ["Rod end jam nut", "420 lbf.in", "300 lbf.in"],
            ["Port plug, MS28778-6", "135 lbf.in", "135 lbf.in"],
        ],
        [80, 47, 47],
    )
    doc.new_page()
    doc.h1("Service life")
    doc.h2("Overhaul interval")
    doc.p("Overhaul the LG-7M at 12000 landings or 10 years, whichever occurs first.")
    doc.p("Overhaul the LG-7N at 15000 landings or 10 years, whichever occurs first.")
    doc.h2("Life-limited parts")
    doc.p("The piston rod and the lock segments are life-limited to 60000 landings (LG-7M) and 75000 landings (LG-7N).")
    doc.h2("Storage")
    doc.p("Store the actuator retracted and capped, with the ports filled with MIL-PRF-5606.")
    doc.new_page()
    doc.h1("Parts list")
    doc.table(
        "Figure 20. Actuator - parts by model",
        ["Item", "Description", "LG-7M", "LG-7N"],
        [
            ["10", "Seal kit", "OLS-3107-K1", "OLS-3107-K2"],
            ["20", "Gland nut", "OLS-3107-22", "OLS-3107-23"],
            ["30", "Rod end", "OLS-3107-31", "OLS-3107-33"],
            ["40", "Lock segment (set of 6)", "OLS-3107-41", "OLS-3107-41"],
        ],
        [12, 62, 50, 50],
    )
    doc.new_page()
    doc.h1("Testing")
    doc.h2("Proof pressure test")
    doc.p(
        "Apply 4500 psi to the retract port for 2 minutes, then to the extend port for 2 minutes. No permanent "
        "deformation and no external leakage are permitted."
    )
    doc.h2("Internal leakage test")
    doc.p("At 3000 psi the internal leakage must not be more than 5 cc/min for the LG-7M and 3 cc/min for the LG-7N.")
    index_page(doc)
    doc.index_terms += [
        ("Rod inspection", "Task 32-31-07-210"),
        ("Gland nut", "Task 32-31-07-220"),
        ("Clearances", "Table 601. Fits"),
        ("Torque values", "Table 602. Torque"),
        ("Overhaul", "Overhaul interval"),
        ("Seal kit", "Figure 20."),
    ]
    doc.finish_navigation()
    return doc


def lg7_questions(doc: Doc) -> None:
    DESC = "Stroke: LG-7M"
    ask(
        doc,
        "gland nut torque on the nose gear actuator LG-7N",
        ["650 lbf.in"],
        "table_value",
        "Table 602. Torque",
        product="LG-7",
        variant="LG-7N",
    )
    ask(
        doc, "lg-7m jam nut torque", ["420 lbf.in"], "table_value", "Table 602. Torque", product="LG-7", variant="LG-7M"
    )
    ask(doc, "min rod dia LG-7M", ["1.2480 in"], "table_value", "Table 601. Fits", product="LG-7", variant="LG-7M")
    ask(
        doc,
        "rod end bushing clearance limit, nose actuator (LG-7N)",
        ["0.005 in"],
        "table_value",
        "Table 601. Fits",
        product="LG-7",
        variant="LG-7N",
    )
    ask(doc, "lg-7 rod inspection, step 4?", ["pit is deeper than 0.002 in"], "step", "Task 32-31-07-210")
    ask(doc, "what wrench do i need to break the lg-7 gland nut", ["OLS-T-71"], "step", "Task 32-31-07-220")
    ask(doc, "LG-7N stroke", ["LG-7N 9.85 in"], "prose_value", DESC)
    ask(doc, "lock release pressure lg-7m", ["450 to 600 psi for the LG-7M"], "prose_value", DESC)
    ask(doc, "main gear actuator overhaul interval", ["12000 landings or 10 years"], "interval", "Overhaul interval")
    ask(doc, "lg-7n rod life limit", ["75000 landings"], "interval", "Life-limited parts")
    ask(
        doc, "seal kit p/n for the LG-7N", ["OLS-3107-K2"], "part_number", "Figure 20.", product="LG-7", variant="LG-7N"
    )
    ask(doc, "lg7 proof pressure", ["4500 psi"], "prose_value", "Proof pressure test")
    ask(doc, "internal leak limit LG-7N", ["3 cc/min for the LG-7N"], "prose_value", "Internal leakage test")
    ask(doc, "gland nut torque for the LG-7T tail actuator?", None, "near_miss_model", "Table 602. Torque")
    ask(doc, "lg-7m piston rod chrome thickness min?", None, "near_miss_attribute", "Table 601. Fits")
    ask(doc, "lg-7n bore diameter min", None, "near_miss_attribute", "Table 601. Fits")
    ask(doc, "overhaul interval for the LG-9 actuator", None, "near_miss_model", "Overhaul interval")
    ask(doc, "proof pressure for the LG-7R?", None, "near_miss_variant", "Proof pressure test")
    ask(doc, "what does E-34 mean on the LG-7 actuator", None, "near_miss_code", "Inspection and check")
    ask(doc, "lg-7n operating pressure", ["Operating pressure is 3000 psi for both"], "prose_value", DESC)
    ask(doc, "lg-7m retraction time?", None, "near_miss_attribute", DESC)
    ask(doc, "lg-7n port plug torque, MS28778-8 size", None, "near_miss_attribute", "Table 602. Torque")
    ask(doc, "lg-7m internal leakage at 1500 psi?", None, "near_miss_attribute", "Internal leakage test")


# --------------------------------------------------------------------------------------------------------------
# Markdown documents: VM-300 vacuum pump service manual, two service bulletins
# --------------------------------------------------------------------------------------------------------------


def build_vm300() -> Doc:
    doc = Doc("vm300-service-manual.md", "Brightwater VM-300 Series Rotary Vane Vacuum Pump - Service Manual", "", "")
    doc.new_page()
    doc.h1("Models covered")
    doc.p("This manual covers the VM-300, VM-310 and VM-350 oil-sealed rotary vane vacuum pumps.")
    doc.p("Ultimate pressure is 0.1 mbar for the VM-300 and the VM-310, and 0.05 mbar for the VM-350.")
    doc.h1("Service limits")
    doc.table(
        "Service limits by model",
        ["Item", "VM-300", "VM-310", "VM-350"],
        [
            ["Vane length, min", "38.0 mm", "38.0 mm", "46.5 mm"],
            ["Rotor end clearance, max", "0.08 mm", "0.08 mm", "0.10 mm"],
            ["Oil capacity", "1.2 L", "1.4 L", "2.6 L"],
            ["Motor power", "0.75 kW", "1.1 kW", "2.2 kW"],
        ],
        [1, 1, 1, 1],
    )
    doc.h1("Oil change interval for the VM-300 series")
    doc.p("Use Brightwater VX-46 vacuum pump oil only.")
    doc.p("Change the oil more often when pumping condensable vapours.")
    doc.p("Interval: 2000 operating hours or 6 months.")
    doc.h1("Alarm codes")
    doc.p("The controller shows an alarm code and stops the pump when a limit is exceeded.")
    doc.p("Meaning of A-11: oil temperature above 95 deg C.")
    doc.p("Meaning of A-12: motor current above 110 % of rated current for 20 s.")
    doc.p("Meaning of A-14: inlet pressure above 50 mbar for more than 10 minutes.")
    doc.p("Meaning of A-17: gas ballast valve open with the inlet valve closed.")
    doc.p("Meaning of A-18: exhaust filter back pressure above 0.6 bar.")
    doc.h1("Vane replacement")
    doc.steps(
        [
            "Drain the oil and remove the pump cover.",
            "Remove the rotor and pull the vanes out of the slots.",
            "Measure the vane length and replace all vanes if one is below the limit.",
            "Install the vanes with the chamfer toward the direction of rotation.",
            "Install the cover and torque the cover bolts to 12 N.m in a cross pattern.",
        ]
    )
    return doc


def vm300_questions(doc: Doc) -> None:
    anchor = "Alarm codes"
    for code, key in [
        ("A-11", "oil temperature above 95 deg C"),
        ("A-14", "inlet pressure above 50 mbar"),
        ("A-18", "back pressure above 0.6 bar"),
    ]:
        code_question(doc, pick(["VM-300", "vm300 vac pump", "brightwater pump"]), code, key, anchor)
    for code in ["A-13", "A-15", "A-19"]:
        code_question(doc, pick(["VM-300", "vm-310 vacuum pump", "brightwater pump"]), code, None, anchor)
    ask(doc, "vm-350 oil capacity", ["2.6 L"], "table_value", anchor, product="VM-300", variant="VM-350")
    ask(doc, "min vane length vm-310", ["38.0 mm"], "table_value", anchor, product="VM-300", variant="VM-310")
    ask(doc, "how often to change oil on the vm-300", ["2000 operating hours or 6 months"], "interval", anchor)
    ask(doc, "vm300 cover bolt torque after vanes", ["12 N.m"], "step", anchor)
    ask(doc, "which way do the vane chamfers face", ["chamfer toward the direction of rotation"], "step", anchor)
    ask(doc, "vm-350 ultimate vacuum", ["0.05 mbar for the VM-350"], "prose_value", anchor)
    ask(doc, "oil capacity of the VM-320?", None, "near_miss_model", anchor)
    ask(doc, "vm-310 motor voltage?", None, "near_miss_attribute", anchor)
    ask(doc, "A-12 on the vm-300 - what's the reset procedure", None, "near_miss_attribute", anchor)
    ask(doc, "what oil goes in a vm-310", ["VX-46 vacuum pump oil"], "prose_value", anchor)
    ask(doc, "vm-350 motor kW", ["2.2 kW"], "table_value", anchor, product="VM-300", variant="VM-350")
    ask(doc, "ultimate pressure vm-310?", ["0.1 mbar for the VM-300 and the VM-310"], "prose_value", anchor)
    ask(doc, "how many vanes in a vm-350", None, "near_miss_attribute", anchor)
    code_question(doc, "vm-300", "A-16", None, anchor)


def build_sb_px200() -> Doc:
    doc = Doc("sb-px200-29-014.md", "Corvane Service Bulletin SB PX200-29-014 - Improved shaft seal", "", "")
    doc.meta = {
        "document": "sb-px200-29-014",
        "version": "Original",
        "effective_from": "2022-04-01",
        "effective_to": None,
        "recorded_at": "2022-03-20T00:00:00Z",
        "applicability": {"product": "PX200", "variants": ["B", "C"], "serials": [[1200, 1499], [2000, 2249]]},
    }
    doc.new_page()
    doc.h1("Planning information")
    doc.p(
        "Effectivity: PX200-B pumps, serial numbers 1200 through 1499, and PX200-C pumps, serial numbers 2000 "
        "through 2249. Other pumps are not affected."
    )
    doc.p(
        "Reason: shaft seal leakage above the limit was reported on pumps with the seal P/N CV-2210-01 and "
        "CV-2210-02 after 900 to 1400 flight hours."
    )
    doc.p(
        "Compliance: recommended. Do this bulletin at the next shop visit or within 1000 flight hours, "
        "whichever occurs first."
    )
    doc.p("Manpower: 3.5 man-hours per pump, with the pump on the bench.")
    doc.h1("Material")
    doc.table(
        "Material per pump",
        ["New P/N", "Qty", "Description", "Old P/N"],
        [
            ["CV-2210-05", "1", "Shaft seal, improved", "CV-2210-01 or CV-2210-02"],
            ["CV-2215-01", "1", "Seal retainer", "CV-2214-01"],
            ["MS29513-016", "2", "O-ring", "-"],
        ],
        [1, 1, 1, 1],
    )
    doc.h1("Accomplishment instructions")
    doc.steps(
        [
            "Remove the pump from the aircraft (Ref. CMM 29-11-05).",
            "Remove the seal retainer and discard the shaft seal and the old retainer.",
            "Install the improved seal CV-2210-05 with the lip toward the pump housing.",
            "Install the new seal retainer CV-2215-01 and torque its screws to 30 lbf.in.",
            "Do the shaft seal leakage check; the limit after this bulletin is 2 drops per minute.",
            "Mark the identification plate with SB 29-014.",
        ]
    )
    return doc


def sb_px200_questions(doc: Doc) -> None:
    a = "Planning information"
    ask(
        doc,
        "px200-b s/n 1320 - improved shaft seal p/n?",
        ["CV-2210-05"],
        "service_bulletin",
        a,
        product="PX200",
        variant="B",
        serial=1320,
    )
    ask(
        doc,
        "how long do I have to do the px200 seal SB",
        ["within 1000 flight hours"],
        "service_bulletin",
        a,
        product="PX200",
        variant="C",
        serial=2100,
    )
    ask(
        doc,
        "seal retainer screw torque after the seal sb, px200-c sn 2010",
        ["30 lbf.in"],
        "service_bulletin",
        a,
        product="PX200",
        variant="C",
        serial=2010,
    )
    ask(
        doc,
        "seal leak limit after SB 29-014",
        ["2 drops per minute"],
        "service_bulletin",
        a,
        product="PX200",
        variant="B",
        serial=1450,
    )
    ask(
        doc,
        "man-hours for the px200 shaft seal bulletin",
        ["3.5 man-hours per pump"],
        "service_bulletin",
        a,
        product="PX200",
        variant="B",
        serial=1201,
    )
    ask(
        doc,
        "px200 seal SB - cost of the kit?",
        None,
        "near_miss_attribute",
        a,
        product="PX200",
        variant="B",
        serial=1300,
    )
    ask(
        doc,
        "px200 SB 29-014 weight change after mod?",
        None,
        "near_miss_attribute",
        a,
        product="PX200",
        variant="C",
        serial=2200,
    )
    ask(
        doc,
        "px200-a s/n 650, new seal p/n per the seal SB?",
        None,
        "near_miss_variant",
        a,
        product="PX200",
        variant="A",
        serial=650,
    )


def build_sb_tr40() -> Doc:
    doc = Doc("sb-tr40-24-007.md", "Aldmere Service Bulletin SB TR40-24-007 - Brush holder spring replacement", "", "")
    doc.meta = {
        "document": "sb-tr40-24-007",
        "version": "Revision 1",
        "effective_from": "2023-02-01",
        "effective_to": None,
        "recorded_at": "2023-01-25T00:00:00Z",
        "applicability": {"product": "TR-40", "variants": ["TR-40A"], "serials": [[5000, 5399]]},
    }
    doc.new_page()
    doc.h1("Summary")
    doc.p("Effectivity: TR-40A starter-generators, serial numbers 5000 through 5399 only.")
    doc.p(
        "Reason: brush springs from one supplier lost tension in service, which caused arcing at the "
        "commutator and message F-110 before the brush wear limit."
    )
    doc.p("Compliance: mandatory at the next brush inspection.")
    doc.h1("Instructions")
    doc.steps(
        [
            "Remove the cover band.",
            "Remove the four brush springs, P/N AL-1450-02.",
            "Install four new brush springs, P/N AL-1450-04.",
            "Measure the spring pressure; it must be 34 to 38 oz.",
            "Install the cover band and record SB TR40-24-007 in the unit log.",
        ]
    )
    return doc


def sb_tr40_questions(doc: Doc) -> None:
    a = "Summary"
    ask(
        doc,
        "tr-40a sn 5120 new brush spring p/n",
        ["AL-1450-04"],
        "service_bulletin",
        a,
        product="TR-40",
        variant="TR-40A",
        serial=5120,
    )
    ask(
        doc,
        "spring pressure after the brush spring SB, TR-40A",
        ["34 to 38 oz"],
        "service_bulletin",
        a,
        product="TR-40",
        variant="TR-40A",
        serial=5300,
    )
    ask(
        doc,
        "when does the tr-40a brush spring SB have to be done",
        ["mandatory at the next brush inspection"],
        "service_bulletin",
        a,
        product="TR-40",
        variant="TR-40A",
        serial=5001,
    )
    ask(
        doc,
        "brush spring SB - spring supplier name?",
        None,
        "near_miss_attribute",
        a,
        product="TR-40",
        variant="TR-40A",
        serial=5010,
    )
    ask(
        doc,
        "TR-42 sn 5100, which brush springs per the spring SB?",
        None,
        "near_miss_variant",
        a,
        product="TR-40",
        variant="TR-42",
        serial=5100,
    )


# --------------------------------------------------------------------------------------------------------------


def main(out: Path) -> None:
    docs_dir = out / "documents"
    docs_dir.mkdir(parents=True, exist_ok=True)
    for old in docs_dir.iterdir():
        old.unlink()
    all_docs: list[Doc] = []
    px = {}
    for rev in "ABC":
        px[rev], px_tasks = build_px200(rev)
        all_docs.append(px[rev])
    px200_questions(px, px_tasks)
    tr = {}
    for rev in "AB":
        tr[rev], _ = build_tr40(rev)
        all_docs.append(tr[rev])
    tr40_questions(tr)
    kx, _ = build_kx9()
    kx9_questions(kx)
    fmx, _ = build_fmx12()
    fmx12_questions(fmx)
    lg = build_lg7()
    lg7_questions(lg)
    vm = build_vm300()
    vm300_questions(vm)
    sbp = build_sb_px200()
    sb_px200_questions(sbp)
    sbt = build_sb_tr40()
    sb_tr40_questions(sbt)
    all_docs += [kx, fmx, lg, vm, sbp, sbt]
    for doc in all_docs:
        path = docs_dir / doc.fname
        if doc.is_md:
            render_md(doc, path)
        else:
            render_pdf(doc, path)
        if doc.meta:
            (docs_dir / (doc.fname + ".meta.json")).write_text(json.dumps(doc.meta, indent=2) + "\n", encoding="utf-8")
    seen = set()
    with (out / "qa.jsonl").open("w", encoding="utf-8") as lines:
        for n, item in enumerate(QUESTIONS, start=1):
            if item["question"].casefold() in seen:
                raise SystemExit(f"duplicate question {item['question']!r}")
            seen.add(item["question"].casefold())
            item["id"] = f"sm-{n:03d}"
            lines.write(json.dumps(item, ensure_ascii=False) + "\n")
    answerable = sum(1 for q in QUESTIONS if q["answerable"])
    print(
        f"{len(all_docs)} files, {len(QUESTIONS)} questions ({answerable} answerable, "
        f"{len(QUESTIONS) - answerable} unanswerable) -> {out}"
    )


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent)
