-- Chunks ranked by BM25 (Okapi, the Lucene idf), then the head re-scored with the BM25 score of the chunk's page
-- added as context. Each term's postings are read in impact order, at most per_term of them: the latency
-- bound at scale (a term's lowest-weight postings rarely reach the head); NULL reads them all (exact BM25).
-- The statistics, frequencies and posting filter (the braced names) are filled in by ranking.py: the collection's statistics, or those of the visible
-- documents only with the visibility predicate on every posting read.
WITH stats AS MATERIALIZED (
    -- BM25's tf part rewritten as tf / (tf + norm + slope * dl): per posting, no logarithm and no division by avgdl
    SELECT %(k1)s * (1 - %(b)s) AS norm, %(k1)s * %(b)s / chunk_avgdl AS chunk_slope,
           %(k1)s * %(b)s / page_avgdl AS page_slope, chunks, pages
    FROM ({stats}) s
),
weights AS MATERIALIZED (
    SELECT df.term, (%(k1)s + 1) * ln(1 + (s.chunks - df.chunk_df + 0.5) / (df.chunk_df + 0.5)) AS chunk_weight,
           (%(k1)s + 1) * ln(1 + (s.pages - df.page_df + 0.5) / (df.page_df + 0.5)) AS page_weight
    FROM ({df}) df CROSS JOIN stats s
),
scored AS MATERIALIZED (
    SELECT p.chunk_id, sum(w.chunk_weight * p.tf / (p.tf + s.norm + s.chunk_slope * p.dl)) AS score
    FROM weights w CROSS JOIN stats s
    CROSS JOIN LATERAL (
        SELECT cp.chunk_id, cp.tf, cp.dl FROM chunk_postings cp
        WHERE cp.collection_id = %(collection_id)s AND cp.term = w.term {visible}
        ORDER BY cp.impact DESC LIMIT %(per_term)s
    ) p
    GROUP BY p.chunk_id
    ORDER BY score DESC, p.chunk_id
    LIMIT %(limit)s
),
context AS MATERIALIZED (
    -- one primary-key probe per (head chunk, term); LIMIT 1 (the key is unique) keeps the planner from turning the
    -- probes into a scan of every term of each page, which it did on a fresh collection
    SELECT h.id AS chunk_id, sum(w.page_weight * pp.tf / (pp.tf + s.norm + s.page_slope * pp.dl)) AS score
    FROM scored sc JOIN chunks h ON h.id = sc.chunk_id CROSS JOIN weights w CROSS JOIN stats s
    CROSS JOIN LATERAL (
        SELECT p.tf, p.dl FROM page_postings p
        WHERE p.document_id = h.document_id AND p.page = h.page AND p.term = w.term LIMIT 1
    ) pp
    GROUP BY h.id
)
SELECT sc.chunk_id, sc.score + %(page_weight)s * coalesce(c.score, 0) AS score
FROM scored sc LEFT JOIN context c USING (chunk_id)
ORDER BY score DESC, sc.chunk_id
