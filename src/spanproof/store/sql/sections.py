"""What the agent's tools read besides search: a stored page, a document's table rows, the documents' names — each
through the same visibility predicate as ranking (``visibility.document_visible``), so a tool call naming a
document the caller may not see (another tenant's, another collection's, another group's, an ineligible version)
finds nothing, exactly as if it did not exist."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import psycopg
from psycopg.rows import dict_row

from spanproof.store.sql.documents import HIT_VERSION_FIELDS, VERSION_FIELDS
from spanproof.store.sql.visibility import document_visible, filter_params
from spanproof.types import Filters

# The eligible version of one named document: the latest stored among those the filters admit.
_ONE_DOCUMENT = "SELECT d.id FROM documents d WHERE {visible} AND d.source = %(source)s ORDER BY d.id DESC LIMIT 1"


def _params(filters: Filters, source: str) -> dict[str, Any]:
    return {**filter_params(replace(filters, sources=None)), "source": source}


def visible_page(conn: psycopg.Connection, filters: Filters, source: str, page: int) -> dict[str, Any] | None:
    """The stored text of page ``page`` of the eligible version of ``source`` with its version fields and the heading
    paths of its chunks in page order; None when the caller may not see such a page."""
    chosen = _ONE_DOCUMENT.format(visible=document_visible("d"))
    with conn.cursor(row_factory=dict_row) as cur:
        row = cur.execute(
            f"SELECT d.source AS document, d.title, d.version AS document_version, p.number AS page, p.text,"
            f" {VERSION_FIELDS},"
            " ARRAY(SELECT array_to_string(c.heading_path, ' > ') FROM chunks c"
            "       WHERE c.document_id = d.id AND c.page = p.number ORDER BY c.start_offset) AS headings"
            " FROM documents d JOIN pages p ON p.document_id = d.id"
            f" WHERE d.id = ({chosen}) AND p.number = %(page)s",
            {**_params(filters, source), "page": page},
        ).fetchone()
    return row


def visible_chunks(
    conn: psycopg.Connection, filters: Filters, source: str, kinds: tuple[str, ...], limit: int
) -> list[dict[str, Any]]:
    """The chunks of the given kinds of the eligible version of ``source``, in reading order, as a Hit holds them
    (without scores)."""
    chosen = _ONE_DOCUMENT.format(visible=document_visible("d"))
    with conn.cursor(row_factory=dict_row) as cur:
        rows = cur.execute(
            "SELECT c.id AS chunk_id, d.source AS document, d.title, d.version AS document_version, c.page,"
            f" c.start_offset AS start, c.end_offset AS end, c.kind, c.heading_path, c.text, {HIT_VERSION_FIELDS}"
            f" FROM chunks c JOIN documents d ON d.id = c.document_id WHERE d.id = ({chosen})"
            " AND c.kind = ANY(%(kinds)s) ORDER BY c.page, c.start_offset LIMIT %(limit)s",
            {**_params(filters, source), "kinds": list(kinds), "limit": limit},
        ).fetchall()
    return [{**row, "heading_path": list(row["heading_path"])} for row in rows]


def visible_sources(conn: psycopg.Connection, filters: Filters, limit: int) -> list[str]:
    """The names of the documents the caller may see, sorted."""
    rows = conn.execute(
        f"SELECT DISTINCT d.source FROM documents d WHERE {document_visible('d')} ORDER BY d.source LIMIT %(limit)s",
        {**filter_params(filters), "limit": limit},
    ).fetchall()
    return [str(row[0]) for row in rows]
