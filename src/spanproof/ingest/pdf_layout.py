"""Lay out one PDF page as text in reading order, remembering what each line is.

Words (pdf_text) are grouped into lines per column: a page with a clear empty vertical band is read
column by column, with lines that cross the band (titles, wide tables) kept in their vertical place.
Ruled tables (grids of drawn rules) and borderless ones (three or more consecutive lines whose cells,
separated by wide gaps, align on the same column starts) are laid out one row per line, each row naming its
column headers. So are statement tables (a financial statement: row labels on the left, figures right-aligned in
columns, the years above them as headers): the empty band between labels and figures is no column gutter.
The result is the page text that is stored verbatim, plus line records for the block pass.
"""

from __future__ import annotations

import itertools
import re
import statistics
from dataclasses import dataclass, field
from typing import Any, Literal

from spanproof.ingest.pdf_text import RuledTable, is_bold_font
from spanproof.ingest.tables import labelled_row

LineKind = Literal["text", "table_header", "table_row"]

_MIN_COLUMN_WORDS = 20
_SAME_LINE = 2.5  # points: words whose tops differ by less are on one line
_CELL_GAP = 12.0  # points: a gap this wide between words separates table cells
_ALIGN = 4.0  # points: cell starts this close are the same column
_RIGHT_ALIGN = 10.0  # points: right edges of figures this close are one column (a ")" may hang out)
_NUMERIC_SIDE = 0.6  # a "column" whose words are mostly figures is a table's value columns, not text
_MAX_LABEL_RUN = 6  # label-only lines ("Current assets:") a statement table holds between two rows of figures
# A figure as statements print it: "689", "1,875", "(862)", "$55,893", "($4,935)", "12.5%", a dash, a bare "$".
_FIGURE = re.compile(r"^\(?\$?\(?[-+]?\d[\d,]*(?:\.\d+)?\)?%?\)?$|^[—–-]+$|^\$$|^%$")
_YEAR = re.compile(r"^(?:19|20)\d\d$")


@dataclass
class Line:
    text: str
    top: float
    bottom: float
    x0: float
    size: float
    bold: bool
    kind: LineKind = "text"
    table: int | None = None  # index of the table on this page
    header: tuple[str, ...] = ()  # for table lines: the table's column headers
    break_before: bool = False  # a paragraph break precedes this line
    start: int = 0  # offsets in the page text, set by layout()
    end: int = 0
    # For a line of words joined by single spaces (text == " ".join(w["text"])): its words, left to right.
    words: tuple[dict[str, Any], ...] = field(default=(), repr=False, compare=False)


@dataclass
class PageLayout:
    text: str
    lines: list[Line]
    width: float
    height: float
    tables: list[tuple[str, ...]] = field(default_factory=list)  # header of each table, in order


def _make_line(words: list[dict[str, Any]]) -> Line:
    words = sorted(words, key=lambda w: w["x0"])
    sizes = [float(w.get("size", 0.0)) for w in words]
    return Line(
        text=" ".join(w["text"] for w in words),
        top=min(w["top"] for w in words),
        bottom=max(w["bottom"] for w in words),
        x0=words[0]["x0"],
        size=max(set(sizes), key=sizes.count),
        bold=all(is_bold_font(str(w.get("fontname", ""))) for w in words),
        words=tuple(words),
    )


def group_lines(words: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """Words → lines (top to bottom), each line's words left to right."""
    rows: list[list[dict[str, Any]]] = []
    for word in sorted(words, key=lambda w: (round(w["top"], 1), w["x0"])):
        if rows and abs(rows[-1][0]["top"] - word["top"]) <= _SAME_LINE:
            rows[-1].append(word)
        else:
            rows.append([word])
    return [sorted(row, key=lambda w: w["x0"]) for row in rows]


def gutter(words: list[dict[str, Any]], width: float) -> float | None:
    """The x of an empty vertical band in the middle third with enough words on both sides, if any."""
    if len(words) < 2 * _MIN_COLUMN_WORDS:
        return None
    lo, hi = int(width / 3), int(2 * width / 3)
    covered = bytearray(int(width) + 2)
    for word in words:
        for x in range(max(int(word["x0"]), lo), min(int(word["x1"]) + 1, hi + 1)):
            covered[x] = 1
    best_start, best_len, run_start, run_len = 0, 0, 0, 0
    for x in range(lo, hi + 1):
        if covered[x]:
            run_len = 0
            continue
        if run_len == 0:
            run_start = x
        run_len += 1
        if run_len > best_len:
            best_start, best_len = run_start, run_len
    if best_len < 6:
        return None
    split = best_start + best_len / 2
    left = sum(1 for w in words if w["x1"] <= split)
    right_words = [w for w in words if w["x0"] >= split]
    if min(left, len(right_words)) < _MIN_COLUMN_WORDS:
        return None
    # Row labels on the left, their figures on the right: a statement table, read row by row, not two columns.
    figures = sum(1 for w in right_words if _FIGURE.match(w["text"]) or _YEAR.match(w["text"]))
    return None if figures >= _NUMERIC_SIDE * len(right_words) else split


def _cells(row: list[dict[str, Any]]) -> list[tuple[float, str]]:
    """(x0, text) of the cells of one line: words separated by wide gaps start a new cell."""
    cells: list[tuple[float, list[str]]] = []
    last_x1 = None
    for word in row:
        if last_x1 is None or word["x0"] - last_x1 > _CELL_GAP:
            cells.append((word["x0"], [word["text"]]))
        else:
            cells[-1][1].append(word["text"])
        last_x1 = word["x1"]
    return [(x0, " ".join(parts)) for x0, parts in cells]


# A list item's marker: a step's number ("3.", "3)"), a letter ("b."), a bullet.
_MARKER = re.compile(r"^(?:\d{1,2}|[a-z])[.)]$|^[\u2022\u2013*-]$")


def _is_list(rows: list[list[dict[str, Any]]]) -> bool:
    """Lines that are each a marker and its text: a numbered procedure with a hanging indent ("1.   Set the drawbar
    height ...", "2.   Couple the drawbar eye ..."), not a table of two columns headed by its first step (stranger's
    set 11: "1.: 3. | Set the drawbar height ...: Connect the PTO shaft ...")."""
    return all(len(cells) == 2 and _MARKER.match(cells[0][1]) for cells in map(_cells, rows))


def _borderless_tables(rows: list[list[dict[str, Any]]]) -> list[tuple[int, int, list[float]]]:
    """Runs of ≥ 3 lines with ≥ 2 cells whose starts align, and not a list: (first row, end row, column starts)."""
    found = []
    index = 0
    while index < len(rows):
        starts = [x for x, _ in _cells(rows[index])]
        end = index + 1
        if len(starts) >= 2:
            while end < len(rows):
                nxt = [x for x, _ in _cells(rows[end])]
                if len(nxt) < 2 or not all(any(abs(x - s) <= _ALIGN for s in starts) for x in nxt):
                    break
                end += 1
        if end - index >= 3:
            if not _is_list(rows[index:end]):
                found.append((index, end, starts))
            index = end
        else:
            index += 1
    return found


def _is_figure(text: str) -> bool:
    return _FIGURE.match(text) is not None


def _figures_first(cells: list[str]) -> bool:
    """A would-be header row that holds figures (not years) past its first cell: the table's first body row."""
    return any(_is_figure(c.strip()) and not _YEAR.match(c.strip()) for c in cells[1:] if c.strip())


def _value_cells(row: list[dict[str, Any]]) -> tuple[str, list[tuple[float, str]]]:
    """A line as a statement row: its label (the words on the left) and its figures, each with its right edge.

    Figures are the trailing run of figure words right of a wide gap; a "$" joins the figure after it. Figures
    close after a word belong to the label ("Note 20", "of $21 and $25")."""
    first = len(row)
    while first > 0 and _is_figure(row[first - 1]["text"]):
        first -= 1
    while first < len(row) and first > 0 and row[first]["x0"] - row[first - 1]["x1"] <= _CELL_GAP:
        first += 1
    label = " ".join(w["text"] for w in row[:first])
    cells: list[tuple[float, str]] = []
    pending = ""
    for word in row[first:]:
        if word["text"] == "$":
            pending = "$ "
        elif word["text"] == "%" and cells:
            cells[-1] = (word["x1"], cells[-1][1] + "%")
        else:
            cells.append((word["x1"], pending + word["text"]))
            pending = ""
    return label, cells


def _columns(edges: list[float]) -> list[float]:
    """Right edges of figures, clustered: one mean edge per column, left to right."""
    groups: list[list[float]] = []
    for edge in sorted(edges):
        if groups and edge - groups[-1][-1] <= _RIGHT_ALIGN:
            groups[-1].append(edge)
        else:
            groups.append([edge])
    return [statistics.fmean(g) for g in groups if len(g) >= 2]


def _grid_row(label: str, cells: list[tuple[float, str]], columns: list[float]) -> list[str]:
    """A statement row as [label, figure of column 1, ...]: each figure under the column nearest its right edge."""
    out = [label] + [""] * len(columns)
    for x, text in cells:
        column = 1 + min(range(len(columns)), key=lambda c: abs(columns[c] - x))
        out[column] = (out[column] + " " + text).strip()
    return out


def _statement_tables(
    rows: list[list[dict[str, Any]]], taken: set[int]
) -> list[tuple[int, int, list[str], list[list[str]]]]:
    """Statement tables: runs of lines of a label and right-aligned figures (≥ 3 such lines), with the label-only
    lines between them ("Current assets:"). A line of years only ("2023 2022", "As of June 30, 2023 2022") heads
    its columns. Returns (first row, end row, header, body) with the label first in every row."""
    parsed = [_value_cells(row) if i not in taken else ("", []) for i, row in enumerate(rows)]

    def labelled(i: int) -> bool:  # a label-only line that may sit inside a statement
        label, cells = parsed[i]
        return i not in taken and not cells and len(label) <= 90 and not label.endswith(".")

    found = []
    index = 0
    while index < len(rows):
        if index in taken or not parsed[index][1]:
            index += 1
            continue
        end, last_figures, gap = index + 1, index, 0
        while end < len(rows) and (parsed[end][1] or (labelled(end) and gap < _MAX_LABEL_RUN)):
            if parsed[end][1] and end not in taken:
                last_figures, gap = end, 0
            else:
                gap += 1
            end += 1
        end = last_figures + 1  # trailing label lines belong to what follows
        figure_rows = [i for i in range(index, end) if parsed[i][1]]
        header_rows = [i for i in figure_rows if all(_YEAR.match(text) for _, text in parsed[i][1])]
        header_row = header_rows[0] if header_rows and header_rows[0] == figure_rows[0] else None
        body_edges = [x for i in figure_rows if i != header_row for x, _ in parsed[i][1]]
        columns = _columns(body_edges)
        aligned = sum(1 for x in body_edges if columns and min(abs(x - c) for c in columns) <= _RIGHT_ALIGN)
        if len(figure_rows) - (header_row is not None) >= 3 and aligned >= 0.8 * len(body_edges):
            if header_row is not None:
                header = _grid_row(*parsed[header_row], columns)
            else:  # dates above the figures: "Fiscal Years Ended January 28, 2023 January 29, 2022 ..."
                above = [w["text"].rstrip(",") for w in rows[index - 1]] if index > 0 and index - 1 not in taken else []
                years = [t for t in above if _YEAR.match(t)]
                header = ["", *years] if years and len(years) == len(columns) else [""] * (len(columns) + 1)
            header[0] = ""  # the label column: each row's label stands bare ("Total assets | 2023: $ 17,003")
            body = [_grid_row(*parsed[i], columns) for i in range(index, end) if i != header_row]
            found.append((index, end, header, body))
            index = end
        else:
            index += 1
    return found


def _table_lines(header: list[str], body: list[list[str]], top: float, size: float, table: int) -> list[Line]:
    names = tuple(" ".join(h.split()) for h in header)
    lines = [Line(" | ".join(n for n in names if n), top, top, 0.0, size, True, "table_header", table, names)]
    for number, cells in enumerate(body, start=1):
        text = labelled_row(names, cells)
        if text:
            y = top + number * 0.01  # keeps rows in order inside the table's place
            lines.append(Line(text, y, y, 0.0, size, False, "table_row", table, names))
    return lines


def _column_lines(words: list[dict[str, Any]], first_table: int) -> tuple[list[Line], int]:
    """Lines of one column, with borderless tables laid out as labelled rows."""
    rows = group_lines(words)
    lines: list[Line] = []
    table = first_table
    consumed: set[int] = set()
    for begin, end, starts in _borderless_tables(rows):
        if _figures_first([text for _, text in _cells(rows[begin])]):
            continue  # its first line holds figures, not headers: a statement's body (below)
        grid = []
        for row in rows[begin:end]:
            cells = [""] * len(starts)
            for x, text in _cells(row):
                column = min(range(len(starts)), key=lambda i: abs(starts[i] - x))
                cells[column] = (cells[column] + " " + text).strip()
            grid.append(cells)
        size = statistics.median(float(w.get("size", 0)) for row in rows[begin:end] for w in row)
        lines += _table_lines(grid[0], grid[1:], rows[begin][0]["top"], size, table)
        table += 1
        consumed.update(range(begin, end))
    for begin, end, header, body in _statement_tables(rows, set(consumed)):
        size = statistics.median(float(w.get("size", 0)) for row in rows[begin:end] for w in row)
        lines += _table_lines(header, body, rows[begin][0]["top"], size, table)
        table += 1
        consumed.update(range(begin, end))
    lines += [_make_line(row) for i, row in enumerate(rows) if i not in consumed]
    return sorted(lines, key=lambda line: line.top), table


def _mark_breaks(lines: list[Line]) -> None:
    """A paragraph break where the vertical gap is clearly larger than the usual line pitch."""
    gaps = [b.top - a.top for a, b in itertools.pairwise(lines) if a.kind == b.kind == "text"]
    pitch = statistics.median(gaps) if gaps else 0.0
    for previous, line in itertools.pairwise(lines):
        line.break_before = (
            line.kind != previous.kind
            or line.table != previous.table
            or abs(line.size - previous.size) > 0.5
            or line.bold != previous.bold
            or (pitch > 0 and line.top - previous.top > pitch * 1.4)
            or line.top < previous.top  # a new column
        )


def layout(words: list[dict[str, Any]], tables: list[RuledTable], width: float, height: float) -> PageLayout:
    """The page's text in reading order, and its line records with offsets into that text."""
    table_lines: list[Line] = []
    boxes = [table.bbox for table in tables]
    size = statistics.median(float(w.get("size", 0)) for w in words) if words else 0.0
    for number, ruled in enumerate(tables):
        if _figures_first(ruled.rows[0]):  # a grid drawn around a statement's figures has no header row
            table_lines += _table_lines([""] * len(ruled.rows[0]), ruled.rows, ruled.bbox[1], size, number)
        else:
            table_lines += _table_lines(ruled.rows[0], ruled.rows[1:], ruled.bbox[1], size, number)

    def inside(word: dict[str, Any]) -> bool:
        return any(
            x0 - 1 <= word["x0"] and word["x1"] <= x1 + 1 and top - 1 <= word["top"] and word["bottom"] <= bottom + 1
            for x0, top, x1, bottom in boxes
        )

    flow = [w for w in words if not inside(w)]
    # Running headers and footers often span the gutter: look for columns in the body only.
    body = [w for w in flow if w["top"] > 0.08 * height and w["bottom"] < 0.92 * height]
    split = gutter(body, width)
    lines: list[Line] = []
    table = len(boxes)
    if split is None:
        column, table = _column_lines(flow, table)
        lines += column
    else:
        spanning = [w for w in flow if w["x0"] < split < w["x1"]]
        span_tops = sorted({round(w["top"]) for w in spanning})
        # Lines crossing the gutter cut the page into bands; each band is read left column, then right.
        cuts = [float("-inf"), *span_tops, float("inf")]
        for low, high in itertools.pairwise(cuts):
            band = [w for w in flow if low < round(w["top"]) < high]
            left, right = [w for w in band if w["x1"] <= split], [w for w in band if w["x0"] >= split]
            for side in (left, right):
                column, table = _column_lines(side, table)
                lines += column
            if high != float("inf"):
                crossing = [w for w in flow if round(w["top"]) == high]
                lines += [_make_line(row) for row in group_lines(crossing)]
    # Ruled tables take their place among the lines by their top edge.
    ordered = _merge_by_top(lines, table_lines) if split is None else _insert_tables(lines, table_lines)
    headers = [line.header for line in ordered if line.kind == "table_header"]
    _mark_breaks(ordered)
    parts: list[str] = []
    offset = 0
    for line in ordered:
        separator = "" if not parts else ("\n\n" if line.break_before else "\n")
        parts.append(separator)
        offset += len(separator)
        line.start, line.end = offset, offset + len(line.text)
        parts.append(line.text)
        offset += len(line.text)
    return PageLayout("".join(parts), ordered, width, height, headers)


def _merge_by_top(lines: list[Line], tables: list[Line]) -> list[Line]:
    return sorted(lines + tables, key=lambda line: line.top)


def _insert_tables(lines: list[Line], tables: list[Line]) -> list[Line]:
    """On a column page, a ruled table goes before the first line (in reading order) below its top."""
    out = list(lines)
    for table_line in tables:
        at = next((i for i, line in enumerate(out) if line.top > table_line.top and line.kind == "text"), len(out))
        out.insert(at, table_line)
    return out
