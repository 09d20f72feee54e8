-- A document's postings are its own rows, written in one statement with it and removed with it: the foreign-key
-- check that ran for every posting was 71 % of indexing a document's terms (EXPLAIN ANALYZE, FAA chapter 6:
-- 394 of 611 ms for 16k postings; docs/decisions.md). The trigger that takes a deleted document's share out of
-- the statistics now removes its postings too, in two set-wise deletes instead of a cascade row by row.
ALTER TABLE chunk_postings DROP CONSTRAINT chunk_postings_document_id_fkey;
ALTER TABLE page_postings DROP CONSTRAINT page_postings_document_id_fkey;

CREATE OR REPLACE FUNCTION forget_document_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF EXISTS (SELECT 1 FROM collections WHERE id = OLD.collection_id) THEN  -- else the whole collection is going
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
    END IF;
    DELETE FROM chunk_postings WHERE document_id = OLD.id;
    DELETE FROM page_postings WHERE document_id = OLD.id;
    RETURN OLD;
END $$;
