"""The lexical arm is BM25 (chunk + page context) over statistics that follow every change to the collection.

Expected scores are computed here in Python from term frequencies read straight off PostgreSQL's tsvectors,
not from the postings tables the code under test maintains.
"""

from __future__ import annotations

import math
from collections import Counter

import pytest

from spanproof import Spanproof, TextDocument
from spanproof.store import sql
from spanproof.store.sql import LOCAL_TENANT

DOCS = [
    TextDocument("pumps.txt", "Fuel pump pressure check.\fThe fuel pump relief valve limits pump pressure."),
    TextDocument("valves.txt", "A relief valve opens when pressure is too high. Valve seats wear."),
    TextDocument("magneto.txt", "The magneto produces ignition current. Check magneto timing at overhaul."),
    TextDocument("oil.txt", "Oil pressure relief valve: set oil pressure to the limits in the manual."),
]


def _terms(conn, query: str, *args: object) -> dict[object, Counter[str]]:  # type: ignore[no-untyped-def]
    counts: dict[object, Counter[str]] = {}
    for key, lexeme, tf in conn.execute(query, args).fetchall():
        counts.setdefault(key, Counter())[lexeme] = tf
    return counts


def _bm25(units: dict[object, Counter[str]], terms: list[str], k1: float, b: float) -> dict[object, float]:
    n = len(units)
    avgdl = max(sum(sum(c.values()) for c in units.values()) / n, 1)
    scores: dict[object, float] = {}
    for term in set(terms):
        df = sum(1 for c in units.values() if term in c)
        if not df:
            continue
        idf = math.log(1 + (n - df + 0.5) / (df + 0.5))
        for key, counts in units.items():
            tf = counts.get(term, 0)
            if tf:
                dl = sum(counts.values())
                scores[key] = scores.get(key, 0.0) + idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * dl / avgdl))
    return scores


def _expected(client: Spanproof, collection: str, query: str, sources: list[str] | None = None) -> dict[int, float]:
    """BM25 of each chunk plus the BM25 of its page, over the (visible) documents of ``collection``."""
    params = sql.BM25Params()
    with client.db.connection() as conn:
        # the current version of each document: a replaced one is superseded (kept, but not what a query sees)
        where = "co.name = %s AND (%s::text[] IS NULL OR d.source = ANY(%s::text[])) AND d.superseded_at IS NULL"
        base = " FROM chunks c JOIN documents d ON d.id = c.document_id JOIN collections co ON co.id = d.collection_id"
        chunks = _terms(
            conn,
            "SELECT c.id, (l).lexeme, coalesce(array_length((l).positions, 1), 1)"
            + base
            + f", unnest(c.tsv) AS l WHERE {where}",
            collection,
            sources,
            sources,
        )
        pages = _terms(
            conn,
            "SELECT (d.id, p.number)::text, (l).lexeme, coalesce(array_length((l).positions, 1), 1)"
            " FROM pages p JOIN documents d ON d.id = p.document_id JOIN collections co ON co.id = d.collection_id,"
            f" unnest(to_tsvector('english', p.text)) AS l WHERE {where}",
            collection,
            sources,
            sources,
        )
        page_of = {
            int(cid): f"({doc},{page})"
            for cid, doc, page in conn.execute(
                "SELECT c.id, c.document_id, c.page" + base + f" WHERE {where}", (collection, sources, sources)
            ).fetchall()
        }
        terms = sql.query_terms(conn, query)
    # documents with no text on a page still count as pages
    chunk_scores = _bm25(chunks, terms, params.k1, params.b)
    page_scores = _bm25(pages, terms, params.k1, params.b)
    return {
        int(cid): score + params.page_weight * page_scores.get(page_of[int(cid)], 0.0)  # type: ignore[call-overload]
        for cid, score in chunk_scores.items()
    }


def _lexical(client: Spanproof, collection: str, query: str, sources: list[str] | None = None) -> dict[int, float]:
    hits = client.search(query, collection=collection, mode="lexical", rerank=False, k=50, documents=sources)
    return {h.chunk_id: h.scores.lexical or 0.0 for h in hits}


def _assert_reference_scores(client: Spanproof, collection: str, query: str) -> None:
    """The lexical arm's scores are those recomputed from PostgreSQL's own tsvectors, chunk for chunk."""
    ours, expected = _lexical(client, collection, query), _expected(client, collection, query)
    assert set(ours) == set(expected)
    for chunk_id, score in expected.items():
        assert ours[chunk_id] == pytest.approx(score, rel=1e-9)


def test_lexical_scores_are_bm25_of_chunk_plus_page(client: Spanproof, collection: str) -> None:
    client.ingest_texts(DOCS, collection=collection)
    query = "relief valve pressure limits"
    _assert_reference_scores(client, collection, query)


def test_statistics_follow_replacement(client: Spanproof, collection: str) -> None:
    client.ingest_texts(DOCS, collection=collection)
    changed = TextDocument("valves.txt", "Valve guides and valve springs. Relief valve testing at overhaul.")
    report = client.ingest_texts([changed], collection=collection)
    assert [f.status for f in report.files] == ["replaced"]
    for query in ("relief valve overhaul", "magneto pressure", "valve springs guides"):
        _assert_reference_scores(client, collection, query)
    with client.db.connection() as conn:
        recount = conn.execute(
            "SELECT count(*) FILTER (WHERE ct.chunk_df <> (SELECT count(*) FROM chunk_postings cp"
            "   WHERE cp.collection_id = ct.collection_id AND cp.term = ct.term))"
            " + count(*) FILTER (WHERE ct.page_df <> (SELECT count(*) FROM page_postings pp"
            "   WHERE pp.collection_id = ct.collection_id AND pp.term = ct.term))"
            " FROM collection_terms ct JOIN collections co ON co.id = ct.collection_id WHERE co.name = %s",
            (collection,),
        ).fetchone()
        assert recount == (0,)


def _postings_of(client: Spanproof, document_ids: list[int]) -> tuple[int, int]:
    with client.db.connection() as conn:
        row = conn.execute(
            "SELECT (SELECT count(*) FROM chunk_postings WHERE document_id = ANY(%(ids)s)),"
            " (SELECT count(*) FROM page_postings WHERE document_id = ANY(%(ids)s))",
            {"ids": document_ids},
        ).fetchone()
    assert row is not None
    return int(row[0]), int(row[1])


def test_deleting_a_document_or_its_collection_removes_its_postings(client: Spanproof, collection: str) -> None:
    """Postings have no foreign key (migration 0010): the delete trigger must remove them."""
    client.ingest_texts(DOCS, collection=collection)
    ids = [int(d["id"]) for d in client.documents(collection)]
    first, rest = ids[0], ids[1:]
    assert all(n > 0 for n in _postings_of(client, [first]))
    client.delete_document(collection, first)
    assert _postings_of(client, [first]) == (0, 0)
    for query in ("relief valve overhaul", "magneto pressure"):  # and the statistics still match the rest
        _assert_reference_scores(client, collection, query)
    assert all(n > 0 for n in _postings_of(client, rest))
    client.delete_collection(collection)
    assert _postings_of(client, rest) == (0, 0)


def test_filtered_statistics_see_only_visible_documents(client: Spanproof, collection: str) -> None:
    """A filter changes the scores exactly as if the hidden documents were not in the collection."""
    client.ingest_texts(DOCS, collection=collection)
    visible = ["pumps.txt", "oil.txt"]
    query = "relief valve pressure"
    ours = _lexical(client, collection, query, visible)
    expected = _expected(client, collection, query, visible)
    assert set(ours) == set(expected) and len(ours) >= 2
    for chunk_id, score in expected.items():
        assert ours[chunk_id] == pytest.approx(score, rel=1e-9)
    # and they differ from the unfiltered scores, so the check above is not vacuous
    unfiltered = _lexical(client, collection, query)
    assert any(abs(unfiltered[c] - s) > 1e-6 for c, s in ours.items())


def test_postings_cap_reads_the_best_postings_first(client: Spanproof, collection: str) -> None:
    client.ingest_texts(DOCS, collection=collection)
    filters = client._filters(collection, None, None, tenant=LOCAL_TENANT)
    with client.db.connection() as conn:
        terms = sql.query_terms(conn, "relief valve")
        exact = sql.search_lexical(conn, terms, filters, 50, sql.BM25Params(page_weight=0))
        capped = sql.search_lexical(conn, terms, filters, 50, sql.BM25Params(page_weight=0, per_term=1))
    assert len(exact) >= 3
    assert 1 <= len(capped) <= len(terms)
    assert capped[0][0] in {chunk for chunk, _ in exact[:2]}
