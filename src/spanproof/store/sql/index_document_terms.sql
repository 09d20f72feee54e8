-- A new document's postings and its share of the collection's statistics (a trigger takes it back on delete).
-- Terms are upserted in order so concurrent ingests into one collection cannot deadlock.
WITH doc AS (
    SELECT count(*) AS chunks, coalesce(sum(term_count), 0) AS length FROM chunks WHERE document_id = %(document_id)s
),
avg AS (
    SELECT (c.chunk_length + doc.length)::float8 / greatest(c.chunk_count + doc.chunks, 1) AS avgdl
    FROM collections c, doc WHERE c.id = %(collection_id)s
),
chunk_rows AS (
    INSERT INTO chunk_postings (collection_id, term, chunk_id, document_id, page, tf, dl, impact)
    SELECT %(collection_id)s, (t).lexeme, s.id, %(document_id)s, s.page, coalesce(array_length((t).positions, 1), 1),
           s.term_count, bm25_impact(coalesce(array_length((t).positions, 1), 1), s.term_count, avg.avgdl)
    FROM (SELECT id, page, term_count, unnest(tsv) AS t FROM chunks WHERE document_id = %(document_id)s) s, avg
    RETURNING term
),
page_terms AS (
    SELECT p.number, (l).lexeme AS term, coalesce(array_length((l).positions, 1), 1) AS tf
    FROM pages p, unnest(to_tsvector('english', p.text)) AS l WHERE p.document_id = %(document_id)s
),
page_rows AS (
    INSERT INTO page_postings (collection_id, term, document_id, page, tf, dl)
    SELECT %(collection_id)s, term, %(document_id)s, number, tf, sum(tf) OVER (PARTITION BY number) FROM page_terms
    RETURNING term, tf
),
counted AS (
    UPDATE documents SET chunk_count = doc.chunks, chunk_length = doc.length,
        page_length = (SELECT coalesce(sum(tf), 0) FROM page_rows)
    FROM doc WHERE id = %(document_id)s
    RETURNING chunk_count, chunk_length, page_count, page_length
),
totals AS (
    UPDATE collections c SET chunk_count = c.chunk_count + n.chunk_count,
        chunk_length = c.chunk_length + n.chunk_length, page_count = c.page_count + n.page_count,
        page_length = c.page_length + n.page_length
    FROM counted n WHERE c.id = %(collection_id)s
)
INSERT INTO collection_terms (collection_id, term, chunk_df, page_df)
SELECT %(collection_id)s, term, sum(chunk_df), sum(page_df) FROM (
    SELECT term, 1 AS chunk_df, 0 AS page_df FROM chunk_rows
    UNION ALL SELECT term, 0, 1 FROM page_rows
) AS t
GROUP BY term ORDER BY term
ON CONFLICT (collection_id, term) DO UPDATE
SET chunk_df = collection_terms.chunk_df + excluded.chunk_df, page_df = collection_terms.page_df + excluded.page_df
