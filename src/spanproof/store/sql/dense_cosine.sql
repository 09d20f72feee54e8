-- Nearest chunks by cosine distance. Unfiltered, the query names only the chunks table so the planner can walk the
-- HNSW index (iterative scan, set per connection, keeps going until enough rows pass the collection filter); the
-- filtered form joins documents (the braced names are filled in by ranking.py). Iterative scans return rows in roughly
-- ascending distance: the outer ORDER BY restores the exact order. The exact form orders by an expression the
-- index cannot serve, so the eligible chunks are read through their documents and sorted.
WITH nearest AS MATERIALIZED (
    SELECT c.id, c.embedding <=> %(vector)s AS distance
    FROM chunks c {join}
    WHERE {where}
    ORDER BY {order}
    LIMIT %(limit)s
)
SELECT id, 1 - distance AS similarity FROM nearest ORDER BY distance, id
