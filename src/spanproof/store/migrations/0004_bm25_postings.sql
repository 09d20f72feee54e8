-- BM25 that stays fast at 100k+ chunks (docs/decisions.md, issue 4):
--  * postings carry everything the score needs (collection, document, page, tf, length), served by one covering
--    index in impact order, so a query reads index entries only and never scans chunks or materialises the
--    visible set;
--  * page postings give each chunk the BM25 score of its page as context (pages are the document for short
--    documents such as abstracts);
--  * lengths and document frequencies are kept per document and per collection, so the statistics of an
--    unfiltered query are a lookup. Filtered queries still compute them over the visible documents only.

ALTER TABLE documents
    ADD COLUMN chunk_count  integer NOT NULL DEFAULT 0,
    ADD COLUMN chunk_length bigint  NOT NULL DEFAULT 0,   -- sum of chunk term counts
    ADD COLUMN page_length  bigint  NOT NULL DEFAULT 0;   -- sum of page term counts

ALTER TABLE collections
    ADD COLUMN chunk_count  bigint NOT NULL DEFAULT 0,
    ADD COLUMN chunk_length bigint NOT NULL DEFAULT 0,
    ADD COLUMN page_count   bigint NOT NULL DEFAULT 0,
    ADD COLUMN page_length  bigint NOT NULL DEFAULT 0;

CREATE TABLE chunk_postings (
    collection_id bigint  NOT NULL,
    term          text    NOT NULL,
    chunk_id      bigint  NOT NULL,
    document_id   bigint  NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
    page          integer NOT NULL,
    tf            integer NOT NULL,
    dl            integer NOT NULL,  -- the chunk's term count
    impact        real    NOT NULL   -- BM25 term weight at indexing time: only orders the index
);
CREATE INDEX chunk_postings_impact_idx ON chunk_postings (collection_id, term, impact DESC)
    INCLUDE (chunk_id, document_id, page, tf, dl);
CREATE INDEX chunk_postings_document_idx ON chunk_postings (document_id);

CREATE TABLE page_postings (
    collection_id bigint  NOT NULL,
    term          text    NOT NULL,
    document_id   bigint  NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
    page          integer NOT NULL,
    tf            integer NOT NULL,
    dl            integer NOT NULL,  -- the page's term count
    PRIMARY KEY (document_id, page, term)
);
CREATE INDEX page_postings_term_idx ON page_postings (collection_id, term) INCLUDE (document_id);

CREATE TABLE collection_terms (
    collection_id bigint  NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
    term          text    NOT NULL,
    chunk_df      integer NOT NULL,
    page_df       integer NOT NULL,
    PRIMARY KEY (collection_id, term)
);

-- The BM25 term weight (k1 0.9, b 0.4) used only to order postings: queries recompute exact scores from tf and
-- dl with the current statistics, and read a term's postings in this order when they cap how many they read.
CREATE FUNCTION bm25_impact(tf integer, dl integer, avgdl float8) RETURNS real
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN (tf * 1.9 / (tf + 0.9 * (0.6 + 0.4 * dl / greatest(avgdl, 1))))::real;

-- Whatever deletes a document (replacement, deletion) takes its share out of the collection's statistics.
CREATE FUNCTION forget_document_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM collections WHERE id = OLD.collection_id) THEN
        RETURN OLD;  -- the whole collection is going
    END IF;
    UPDATE collection_terms ct
    SET chunk_df = ct.chunk_df - coalesce(s.chunk_df, 0), page_df = ct.page_df - coalesce(s.page_df, 0)
    FROM (
        SELECT coalesce(c.term, p.term) AS term, c.n AS chunk_df, p.n AS page_df
        FROM (SELECT term, count(*) AS n FROM chunk_postings WHERE document_id = OLD.id GROUP BY term) c
        FULL JOIN (SELECT term, count(*) AS n FROM page_postings WHERE document_id = OLD.id GROUP BY term) p
            USING (term)
    ) s
    WHERE ct.collection_id = OLD.collection_id AND ct.term = s.term;
    UPDATE collections
    SET chunk_count = chunk_count - OLD.chunk_count, chunk_length = chunk_length - OLD.chunk_length,
        page_count = page_count - OLD.page_count, page_length = page_length - OLD.page_length
    WHERE id = OLD.collection_id;
    RETURN OLD;
END $$;
CREATE TRIGGER documents_forget_terms BEFORE DELETE ON documents
    FOR EACH ROW EXECUTE FUNCTION forget_document_terms();

-- Existing stores: rebuild from the old postings and the stored pages, then drop the old table.
INSERT INTO chunk_postings (collection_id, term, chunk_id, document_id, page, tf, dl, impact)
SELECT c.collection_id, t.term, c.id, c.document_id, c.page, t.tf, c.term_count, bm25_impact(t.tf, c.term_count, a.avgdl)
FROM chunk_terms t JOIN chunks c ON c.id = t.chunk_id
JOIN (SELECT collection_id, avg(term_count)::float8 AS avgdl FROM chunks GROUP BY collection_id) a USING (collection_id);

INSERT INTO page_postings (collection_id, term, document_id, page, tf, dl)
SELECT s.collection_id, s.term, s.document_id, s.number, s.tf, sum(s.tf) OVER (PARTITION BY s.document_id, s.number)
FROM (
    SELECT d.collection_id, p.document_id, p.number, (l).lexeme AS term,
           coalesce(array_length((l).positions, 1), 1) AS tf
    FROM pages p JOIN documents d ON d.id = p.document_id, unnest(to_tsvector('english', p.text)) AS l
) s;

UPDATE documents d SET chunk_count = s.n, chunk_length = s.len
FROM (SELECT document_id, count(*) AS n, sum(term_count) AS len FROM chunks GROUP BY document_id) s
WHERE d.id = s.document_id;
UPDATE documents d SET page_length = s.len
FROM (SELECT document_id, sum(dl) AS len FROM (SELECT DISTINCT document_id, page, dl FROM page_postings) x
      GROUP BY document_id) s
WHERE d.id = s.document_id;
UPDATE collections c SET chunk_count = s.chunks, chunk_length = s.chunk_length, page_count = s.pages,
    page_length = s.page_length
FROM (SELECT collection_id, sum(chunk_count) AS chunks, sum(chunk_length) AS chunk_length,
             sum(page_count) AS pages, sum(page_length) AS page_length FROM documents GROUP BY collection_id) s
WHERE c.id = s.collection_id;
INSERT INTO collection_terms (collection_id, term, chunk_df, page_df)
SELECT coalesce(c.collection_id, p.collection_id), coalesce(c.term, p.term), coalesce(c.n, 0), coalesce(p.n, 0)
FROM (SELECT collection_id, term, count(*) AS n FROM chunk_postings GROUP BY 1, 2) c
FULL JOIN (SELECT collection_id, term, count(*) AS n FROM page_postings GROUP BY 1, 2) p
    USING (collection_id, term);

DROP TABLE chunk_terms;
