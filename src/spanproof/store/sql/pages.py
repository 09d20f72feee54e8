"""What the web page's page view reads: one page of one version as the caller may see it, the hashes that keep an
original file alive, and headings to suggest questions from."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import psycopg
from psycopg.rows import dict_row

from spanproof.store.sql.documents import VERSION_FIELDS
from spanproof.store.sql.visibility import groups_param, groups_visible


def page_source(
    conn: psycopg.Connection,
    collection_id: int,
    source: str,
    page: int,
    version: str | None,
    groups: Sequence[str] | None,
) -> dict[str, Any] | None:
    """Page ``page`` of the version labelled ``version`` (None: the latest stored) of ``source``, with what the
    version is, if the caller may see it; else None."""
    with conn.cursor(row_factory=dict_row) as cur:
        return cur.execute(
            "SELECT d.source AS document, d.title, d.version AS document_version, d.content_hash, d.media_type,"
            f" d.paginated, d.page_count, {VERSION_FIELDS}, p.text FROM documents d"
            " JOIN pages p ON p.document_id = d.id AND p.number = %(page)s"
            " WHERE d.collection_id = %(collection_id)s AND d.source = %(source)s"
            f" AND (%(version)s::text IS NULL OR d.version = %(version)s) AND {groups_visible('d')}"
            " ORDER BY d.id DESC LIMIT 1",
            {
                "collection_id": collection_id,
                "source": source,
                "page": page,
                "version": version,
                "groups": groups_param(groups),
            },
        ).fetchone()


def hashes_in_use(conn: psycopg.Connection, digests: Sequence[str]) -> set[str]:
    """Which of ``digests`` some stored version (in any collection of any tenant) still has."""
    rows = conn.execute(
        "SELECT DISTINCT content_hash FROM documents WHERE content_hash = ANY(%s)", (list(digests),)
    ).fetchall()
    return {row[0] for row in rows}


def collection_hashes(conn: psycopg.Connection, collection_id: int) -> list[str]:
    rows = conn.execute("SELECT DISTINCT content_hash FROM documents WHERE collection_id = %s", (collection_id,))
    return [row[0] for row in rows]


def question_topics(
    conn: psycopg.Connection, collection_id: int, groups: Sequence[str] | None, limit: int
) -> tuple[list[str], list[str]]:
    """Headings over the most prose, most first, and the texts of captions, in the latest visible versions
    (navigation never): what example questions are made from."""
    params = {"collection_id": collection_id, "groups": groups_param(groups), "limit": limit}
    latest = f"d.superseded_at IS NULL AND {groups_visible('d')}"
    headings = conn.execute(
        "SELECT c.heading_path[cardinality(c.heading_path)] AS heading, count(*) AS n FROM chunks c"
        " JOIN documents d ON d.id = c.document_id"
        f" WHERE c.collection_id = %(collection_id)s AND c.kind = 'prose' AND cardinality(c.heading_path) > 1"
        f" AND {latest} AND length(c.heading_path[cardinality(c.heading_path)]) BETWEEN 4 AND 60"
        " GROUP BY 1 ORDER BY n DESC, heading LIMIT %(limit)s",
        params,
    ).fetchall()
    captions = conn.execute(
        "SELECT left(c.text, 200) FROM chunks c JOIN documents d ON d.id = c.document_id"
        f" WHERE c.collection_id = %(collection_id)s AND c.kind = 'caption' AND {latest}"
        " ORDER BY c.id LIMIT 50",
        params,
    ).fetchall()
    return [row[0] for row in headings], [row[0] for row in captions]
