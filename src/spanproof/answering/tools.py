"""The agent's tools: thin wrappers over the facade's own operations, bound to one caller's filters.

``ToolBox`` holds callables the facade binds to the caller's tenant, collection, groups and the question's
effectivity filters, so a tool sees exactly what ``search`` would for that caller — a document the caller may not
see is "not found", whoever names it. Each tool takes the model's JSON arguments, checks them (pydantic), and
returns a result as JSON text for the model plus a one-line outcome for ``signals.steps``; a bad argument, an
unknown tool or a failure inside a tool is a result saying what went wrong, never an exception.

Every text a tool shows is registered as a numbered passage (``Passages``), exactly as stored: a search hit, a page
(``read_section``), a table row and a single cell (``lookup_table``, whose cell passage is the cell's own text with
its page offsets). The final answer cites passages by number, as the ``llm`` answerer's reply does.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from spanproof.answering.arithmetic import ArithmeticProblem, evaluate
from spanproof.types import Hit, Scores

MAX_K = 10
PAGE_CHARS = 6000  # of a page shown by read_section
HIT_CHARS = 900  # of a passage shown by search / compare_documents
TABLE_ROWS = 2000  # table rows read for one lookup


@dataclass(frozen=True)
class SectionPage:
    """A stored page as ``read_section`` shows it."""

    document: str
    title: str
    document_version: str
    page: int
    text: str
    headings: list[str]
    effective_from: str | None = None
    effective_to: str | None = None
    recorded_at: str | None = None


@dataclass(frozen=True)
class ToolBox:
    """The caller's view of the collection, bound by the facade (api.py) for one question."""

    search: Callable[[str, int, Sequence[str] | None], list[Hit]]  # query, k, only these documents (None: all)
    page: Callable[[str, int], SectionPage | None]  # document, page -> the page, or None when not visible
    table_rows: Callable[[str], list[Hit]]  # document -> its table_row chunks in reading order
    documents: Callable[[], list[str]]  # the visible documents' names


# --- arguments --------------------------------------------------------------------------------------------------


class _Args(BaseModel):
    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)


class SearchArgs(_Args):
    query: str = Field(min_length=1, max_length=500)
    k: int = Field(default=5, ge=1, le=MAX_K)


class ReadSectionArgs(_Args):
    document: str = Field(min_length=1, max_length=500)
    page: int = Field(ge=1, le=100000)


class LookupTableArgs(_Args):
    document: str = Field(min_length=1, max_length=500)
    table: str = Field(default="", max_length=300)
    row: str = Field(min_length=1, max_length=300)
    column: str = Field(default="", max_length=300)


class CalculateArgs(_Args):
    expression: str = Field(min_length=1, max_length=300)


class CompareArgs(_Args):
    documents: list[str] = Field(min_length=2, max_length=4)
    query: str = Field(min_length=1, max_length=500)


def _spec(name: str, description: str, model: type[BaseModel]) -> dict[str, Any]:
    schema = model.model_json_schema()
    parameters = {"type": "object", "properties": schema["properties"], "required": schema.get("required", [])}
    for prop in parameters["properties"].values():
        prop.pop("title", None)
    return {"type": "function", "function": {"name": name, "description": description, "parameters": parameters}}


TOOL_ARGS: dict[str, type[_Args]] = {
    "search": SearchArgs,
    "read_section": ReadSectionArgs,
    "lookup_table": LookupTableArgs,
    "calculate": CalculateArgs,
    "compare_documents": CompareArgs,
}
TOOL_SPECS: list[dict[str, Any]] = [
    _spec(
        "search", "Search the documents; returns numbered passages with their document, page and scores.", SearchArgs
    ),
    _spec("read_section", "Read one stored page of a document, with its heading path.", ReadSectionArgs),
    _spec(
        "lookup_table",
        "Look up one cell of a table: the table by its title, caption or heading (e.g. 'balance sheet', 'torque'),"
        " the row by its label, the column by its header. Returns the cell as its own passage.",
        LookupTableArgs,
    ),
    _spec(
        "calculate",
        "Compute arithmetic: numbers, + - * / **, parentheses, abs, round, min, max, sqrt, sum, avg and"
        " convert(value, 'from_unit', 'to_unit') (e.g. convert(45, 'ft_lb', 'in_lb')).",
        CalculateArgs,
    ),
    _spec(
        "compare_documents",
        "The best passage on a query from each of two to four named documents, side by side.",
        CompareArgs,
    ),
]


# --- passages ---------------------------------------------------------------------------------------------------


@dataclass
class Passages:
    """Every text the model was shown, numbered from 1 in the order shown; a passage is a Hit (a page or a cell is
    one too, with its offsets into the stored page)."""

    items: list[Hit] = field(default_factory=list)

    def add(self, hit: Hit) -> int:
        for number, known in enumerate(self.items, start=1):
            same = (known.document, known.document_version, known.page, known.start, known.end)
            if same == (hit.document, hit.document_version, hit.page, hit.start, hit.end):
                return number
        self.items.append(hit)
        return len(self.items)


def _brief(hit: Hit, number: int, chars: int = HIT_CHARS) -> dict[str, Any]:
    shown = {
        "passage": number,
        "document": hit.document,
        "page": hit.page,
        "kind": hit.kind,
        "heading": " > ".join(hit.heading_path),
        "text": hit.text[:chars],
    }
    if hit.scores.fused is not None or hit.scores.rerank is not None:
        shown["scores"] = {"fused": _round(hit.scores.fused), "rerank": _round(hit.scores.rerank)}
    return shown


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 4)


@dataclass(frozen=True)
class ToolResult:
    content: str  # JSON text, what the model reads
    outcome: str  # one line for signals.steps
    ok: bool


def _error(message: str) -> ToolResult:
    return ToolResult(json.dumps({"error": message}), f"error: {message}"[:300], False)


def _ok(data: dict[str, Any], outcome: str) -> ToolResult:
    return ToolResult(json.dumps(data, ensure_ascii=False), outcome, True)


class Tools:
    """Runs the model's tool calls against one ``ToolBox``, numbering what it shows in ``passages``."""

    def __init__(self, box: ToolBox, passages: Passages) -> None:
        self._box = box
        self.passages = passages

    def run(self, name: str, raw_arguments: str | dict[str, Any] | None) -> tuple[Any, ToolResult]:
        """(the arguments as understood, the result); never raises for anything the model sends."""
        arguments: Any = raw_arguments
        if name not in TOOL_ARGS:
            return arguments, _error(f"unknown tool {name!r}; the tools are: {', '.join(TOOL_ARGS)}")
        if isinstance(raw_arguments, str):
            try:
                arguments = json.loads(raw_arguments) if raw_arguments.strip() else {}
            except json.JSONDecodeError as exc:
                return raw_arguments, _error(f"the arguments are not valid JSON ({exc.msg}); send a JSON object")
        if not isinstance(arguments, dict):
            return arguments, _error("the arguments must be a JSON object")
        try:
            parsed = TOOL_ARGS[name].model_validate(arguments)
        except ValidationError as exc:
            problems = "; ".join(f"{'.'.join(map(str, e['loc'])) or name}: {e['msg']}" for e in exc.errors()[:4])
            return arguments, _error(f"bad arguments for {name}: {problems}")
        try:
            return arguments, getattr(self, f"_{name}")(parsed)
        except Exception as exc:  # a tool failure is a result the model can act on, never a crash of the answer
            return arguments, _error(f"{name} failed: {type(exc).__name__}: {str(exc)[:200]}")

    # --- the tools --------------------------------------------------------------------------------------------

    def _search(self, args: SearchArgs) -> ToolResult:
        hits = self._box.search(args.query, args.k, None)
        shown = [_brief(hit, self.passages.add(hit)) for hit in hits]
        return _ok(
            {"hits": shown}, f"{len(hits)} hits" + (f", best {hits[0].document} p.{hits[0].page}" if hits else "")
        )

    def _read_section(self, args: ReadSectionArgs) -> ToolResult:
        page = self._box.page(args.document, args.page)
        if page is None:
            return _error(self._not_found(args.document, f"page {args.page} of "))
        hit = Hit(-1, page.document, page.title, page.document_version, page.page, 0, len(page.text), "page",
                  _distinct(page.headings), page.text, Scores(), page.effective_from, page.effective_to,
                  page.recorded_at)  # fmt: skip
        number = self.passages.add(hit)
        data = {
            "passage": number,
            "document": page.document,
            "page": page.page,
            "headings": _distinct(page.headings),
            "text": page.text[:PAGE_CHARS],
        }
        if len(page.text) > PAGE_CHARS:
            data["truncated"] = f"the page has {len(page.text)} characters; the first {PAGE_CHARS} are shown"
        return _ok(data, f"{page.document} p.{page.page}, {len(page.text)} chars")

    def _lookup_table(self, args: LookupTableArgs) -> ToolResult:
        rows = self._box.table_rows(args.document)
        if not rows:
            if not self._visible(args.document):
                return _error(self._not_found(args.document, ""))
            return self._statement_lines(args) or _error(f"{args.document} has no table rows")
        tables = _tables(rows)
        best_table = max(tables, key=lambda name: _overlap(args.table, name)) if args.table else None
        if args.table and _overlap(args.table, best_table or "") == 0:
            names = "; ".join(list(tables)[:12])
            return self._statement_lines(args) or _error(
                f"no table of {args.document} is named like {args.table!r}; its tables: {names}"
            )
        candidates = tables[best_table] if best_table is not None else rows
        scored = sorted(((_row_score(args.row, hit), i, hit) for i, hit in enumerate(candidates)), reverse=True)
        if not scored or scored[0][0] == 0:
            labels = "; ".join(_cells(h.text)[0][1] for h in candidates[:15] if _cells(h.text))
            return self._statement_lines(args) or _error(
                f"no row like {args.row!r} in table {best_table or args.document!r}; its rows begin: {labels}"
            )
        found: list[dict[str, Any]] = []
        for _, _, hit in scored[:3]:
            found.append(self._cell(hit, args.column))
        best = found[0]
        outcome = f"{args.document} p.{best['page']}: " + (
            f"{best['cell']['header']} = {best['cell']['value']}" if best.get("cell") else "row found, no such column"
        )
        return _ok({"table": best_table, "matches": found}, outcome)

    def _cell(self, row: Hit, column: str) -> dict[str, Any]:
        row_number = self.passages.add(row)
        result: dict[str, Any] = {"passage": row_number, "page": row.page, "row": row.text, "table": row.heading_path}
        cells = _cells(row.text)
        if column:
            best = max(cells, key=lambda cell: _overlap(column, cell[1]), default=None)
            if best is not None and _overlap(column, best[1]) > 0:
                start, end, header, value = best[0], best[0] + len(best[2]), best[1], best[2]
                at = row.start + start
                cell = Hit(-1, row.document, row.title, row.document_version, row.page, at, row.start + end,
                           "table_cell", [*row.heading_path, header], value, Scores(), row.effective_from,
                           row.effective_to, row.recorded_at)  # fmt: skip
                result["cell"] = {
                    "passage": self.passages.add(cell),
                    "header": header,
                    "value": value,
                    "page": row.page,
                    "start": at,
                    "end": row.start + end,
                }
            else:
                result["columns"] = [h for _, h, _ in cells if h]
        return result

    def _statement_lines(self, args: LookupTableArgs) -> ToolResult | None:
        """A table laid out as text lines ("Operating income 6,098 5,802 4,237" under "2022 2021 2020", as annual
        reports' statements often come out of a PDF): the pages the document's own search finds for the table and
        row, read line by line; the cell is the figure under the column whose header matches. None when no such
        line is found."""
        hits = self._box.search(f"{args.table} {args.row}".strip(), 5, [args.document])
        best: tuple[float, Hit, _Line] | None = None
        for hit in hits:
            page = self._box.page(args.document, hit.page)
            if page is None:
                continue
            for line in _figure_lines(page.text):
                named = _overlap(args.row, line.label)
                score = named + 0.25 * _overlap(args.table, " ".join([*page.headings, page.text[:300]]))
                if named > 0 and (best is None or score > best[0]):
                    where = Hit(-1, page.document, page.title, page.document_version, page.page, line.start,
                                line.end, "table_row", hit.heading_path, page.text[line.start : line.end], Scores(),
                                page.effective_from, page.effective_to, page.recorded_at)  # fmt: skip
                    best = (score, where, line)
        if best is None:
            return None
        _, row, line = best
        match: dict[str, Any] = {"passage": self.passages.add(row), "page": row.page, "row": row.text,
                                 "table": row.heading_path, "columns": line.headers}  # fmt: skip
        index = _column(args.column, line.headers, len(line.values))
        if index is not None:
            start, end, value = line.values[index]
            header = line.headers[index] if index < len(line.headers) else f"column {index + 1}"
            cell = Hit(-1, row.document, row.title, row.document_version, row.page, start, end, "table_cell",
                       [*row.heading_path, header], value, Scores(), row.effective_from, row.effective_to,
                       row.recorded_at)  # fmt: skip
            match["cell"] = {"passage": self.passages.add(cell), "header": header, "value": value,
                             "page": row.page, "start": start, "end": end}  # fmt: skip
        outcome = f"{row.document} p.{row.page}: " + (
            f"{match['cell']['header']} = {match['cell']['value']}" if "cell" in match else "line found, no column"
        )
        return _ok({"table": " > ".join(row.heading_path), "matches": [match]}, outcome)

    def _calculate(self, args: CalculateArgs) -> ToolResult:
        try:
            value = evaluate(args.expression).value
        except ArithmeticProblem as exc:
            return _error(str(exc))
        return _ok({"expression": args.expression, "result": value}, f"{args.expression} = {value:g}")

    def _compare_documents(self, args: CompareArgs) -> ToolResult:
        side: list[dict[str, Any]] = []
        found = 0
        for document in args.documents:
            hits = self._box.search(args.query, 1, [document])
            if hits:
                found += 1
                side.append(_brief(hits[0], self.passages.add(hits[0])))
            else:
                side.append({"document": document, "error": self._not_found(document, "")})
        return _ok({"query": args.query, "passages": side}, f"{found} of {len(args.documents)} documents found")

    def _visible(self, document: str) -> bool:
        return self._box.page(document, 1) is not None  # every stored document has a page 1

    def _not_found(self, document: str, what: str) -> str:
        if self._visible(document):
            return f"{what}{document} not found"
        names = self._box.documents()
        close = [n for n in names if _overlap(document, n) > 0][:8] or names[:8]
        return f"{what}no document {document!r} is visible; documents: {', '.join(close)}"


# --- tables -------------------------------------------------------------------------------------------------------

_WORD = re.compile(r"[a-z0-9]+(?:\.[0-9]+)?")


def _words(text: str) -> set[str]:
    return {w.rstrip("s") if len(w) > 3 else w for w in _WORD.findall(text.lower())}


def _overlap(query: str, text: str) -> float:
    """Share of the query's words found in ``text`` (0 when none)."""
    wanted = _words(query)
    return len(wanted & _words(text)) / len(wanted) if wanted else 0.0


def _tables(rows: Sequence[Hit]) -> dict[str, list[Hit]]:
    """The rows grouped by their table's name: the heading path they carry (title, caption, introducing
    heading)."""
    tables: dict[str, list[Hit]] = {}
    for row in rows:
        tables.setdefault(" > ".join(row.heading_path) or "(untitled table)", []).append(row)
    return tables


def _cells(text: str) -> list[tuple[int, str, str]]:
    """The cells of a labelled row ``"Header: value | Header: value"``: (offset of the value, header, value)."""
    cells = []
    at = 0
    for part in text.split(" | "):
        header, sep, value = part.partition(": ")
        if not sep:
            header, value = "", part
        offset = at + (len(header) + len(sep) if sep else 0)
        if value.strip():
            lead = len(value) - len(value.lstrip())
            cells.append((offset + lead, header.strip(), value.strip()))
        at += len(part) + 3
    return cells


def _row_score(label: str, row: Hit) -> float:
    cells = _cells(row.text)
    if not cells:
        return 0.0
    first = _overlap(label, cells[0][2]) * 1.5  # a row is named by its first cell, as a rule
    return max(first, _overlap(label, row.text))


_FIGURE = re.compile(r"\(?-?\$?\s?\d[\d,]*(?:\.\d+)?\)?%?")
_YEAR = re.compile(r"\b(?:19|20)\d\d\b")


@dataclass(frozen=True)
class _Line:
    start: int  # offsets of the whole line in the page
    end: int
    label: str
    values: list[tuple[int, int, str]]  # each figure's offsets in the page and its text
    headers: list[str]  # the column headers (years) of the nearest line above that names them


def _figure_lines(text: str) -> list[_Line]:
    """Lines of a page that read as table rows: a label, then only figures ("$", "—" between them) to its end."""
    out: list[_Line] = []
    headers: list[str] = []
    at = 0
    for raw in text.split("\n"):
        start = at
        at += len(raw) + 1
        years = _YEAR.findall(raw)
        if len(years) >= 2 and len(_WORD.findall(raw)) <= len(years) + 8:
            headers = years
            continue
        tokens = list(re.finditer(r"\S+", raw))
        cut = len(tokens)
        while cut > 0 and (_FIGURE.fullmatch(tokens[cut - 1].group(0)) or tokens[cut - 1].group(0) in "$—–-"):
            cut -= 1
        figures = [m for m in tokens[cut:] if re.search(r"\d", m.group(0))]
        label = raw[: tokens[cut].start()].strip(" .:$") if cut < len(tokens) else ""
        if figures and re.search(r"[A-Za-z]{3}", label):
            values = [(start + m.start(), start + m.end(), m.group(0)) for m in figures]
            out.append(_Line(start, start + len(raw), label, values, headers))
    return out


def _column(wanted: str, headers: Sequence[str], count: int) -> int | None:
    """The index of the value under the column named ``wanted`` (a year, or "latest"/"prior"); the first when none
    is named; None when the name matches no column."""
    if count == 0:
        return None
    if not wanted.strip():
        return 0
    for index, header in enumerate(headers[:count]):
        if header in wanted:
            return index
    if re.search(r"\b(latest|current|first|most recent)\b", wanted, re.IGNORECASE):
        return 0
    if re.search(r"\b(prior|previous|earlier)\b", wanted, re.IGNORECASE) and count > 1:
        return 1
    return None


def _distinct(items: Sequence[str]) -> list[str]:
    return list(dict.fromkeys(i for i in items if i))
