-- Versions, effectivity and knowledge time (DESIGN.md, "Versions, effectivity and knowledge time").
-- A documents row is now one version of a document: `source` holds the document's stable key (its source name
-- unless metadata names it), and a changed file adds a row instead of replacing one. Old versions are kept.
--  * valid time: [effective_from, effective_to), NULL = unbounded;
--  * knowledge time: a version is known from recorded_at (default: when it was ingested) until superseded_at, the
--    recorded_at of the first later version whose `supersedes` names it (a correction). superseded_at is derived
--    from `supersedes` (store/sql/documents.py recomputes it whenever a version of the document is stored or
--    deleted); the superseded version itself is never rewritten;
--  * applicability: product, variants, serial ranges; NULL admits every query.
-- Every one is a predicate on the document row inside the ranking queries and the BM25 statistics
-- (store/sql/visibility.py).
ALTER TABLE documents DROP CONSTRAINT documents_collection_id_source_key;
ALTER TABLE documents
    ADD COLUMN effective_from date,
    ADD COLUMN effective_to   date,
    ADD COLUMN recorded_at    timestamptz,
    ADD COLUMN supersedes     text[] NOT NULL DEFAULT '{}',
    ADD COLUMN superseded_at  timestamptz,
    ADD COLUMN product        text,
    ADD COLUMN variants       text[],
    ADD COLUMN serials        int8multirange,
    ADD CONSTRAINT documents_valid_time CHECK (effective_to IS NULL OR effective_from IS NULL
                                               OR effective_from < effective_to);
UPDATE documents SET recorded_at = created_at;
ALTER TABLE documents ALTER COLUMN recorded_at SET NOT NULL, ALTER COLUMN recorded_at SET DEFAULT now();

-- A version label names one version of a document.
CREATE UNIQUE INDEX documents_version_key ON documents (collection_id, source, version);

-- True when some query could not see this version: the collection's statistics then no longer stand for what a
-- query sees, and searches take the filtered path (store/sql/ranking.py). recorded_at = created_at when it was
-- not given (both are the transaction's now()).
ALTER TABLE documents ADD COLUMN dated boolean GENERATED ALWAYS AS (
    effective_from IS NOT NULL OR effective_to IS NOT NULL OR superseded_at IS NOT NULL OR product IS NOT NULL
    OR variants IS NOT NULL OR serials IS NOT NULL OR recorded_at <> created_at
) STORED;
CREATE INDEX documents_dated_idx ON documents (collection_id) WHERE dated;
