-- The core schema: collections, documents, pages (verbatim text), chunks (offsets into page text,
-- full text and vectors) and an inverted index with term frequencies for BM25 ranking.
CREATE EXTENSION IF NOT EXISTS vector;

CREATE TABLE collections (
    id              bigserial PRIMARY KEY,
    name            text NOT NULL UNIQUE,
    embedding_model text NOT NULL,
    embedding_dim   integer NOT NULL,
    created_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE documents (
    id               bigserial PRIMARY KEY,
    collection_id    bigint NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
    source           text NOT NULL,          -- path relative to the ingested folder, or file name
    title            text NOT NULL,
    content_hash     text NOT NULL,          -- sha256 of the bytes + pipeline version
    version          text NOT NULL,          -- human version label (defaults to the hash prefix)
    media_type       text NOT NULL,
    page_count       integer NOT NULL,
    metadata         jsonb NOT NULL DEFAULT '{}'::jsonb,
    report           jsonb NOT NULL DEFAULT '{}'::jsonb,
    created_at       timestamptz NOT NULL DEFAULT now(),
    UNIQUE (collection_id, source)
);

CREATE TABLE pages (
    document_id bigint NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
    number      integer NOT NULL CHECK (number >= 1),
    text        text NOT NULL,               -- stored once, verbatim: every citation offset points here
    PRIMARY KEY (document_id, number)
);

CREATE TABLE chunks (
    id            bigserial PRIMARY KEY,
    collection_id bigint NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
    document_id   bigint NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
    page          integer NOT NULL,
    start_offset  integer NOT NULL CHECK (start_offset >= 0),
    end_offset    integer NOT NULL CHECK (end_offset > start_offset),
    kind          text NOT NULL,
    heading_path  text[] NOT NULL DEFAULT '{}',
    text          text NOT NULL,
    term_count    integer NOT NULL,          -- document length for BM25
    tsv           tsvector NOT NULL,
    embedding     vector(384) NOT NULL,
    FOREIGN KEY (document_id, page) REFERENCES pages(document_id, number) ON DELETE CASCADE
);
CREATE INDEX chunks_collection_idx ON chunks (collection_id);
CREATE INDEX chunks_document_idx ON chunks (document_id);
CREATE INDEX chunks_tsv_idx ON chunks USING gin (tsv);
CREATE INDEX chunks_embedding_idx ON chunks USING hnsw (embedding vector_cosine_ops);

-- Postings with term frequency: PostgreSQL's ts_rank has no IDF, so BM25 is computed from these.
CREATE TABLE chunk_terms (
    term     text NOT NULL,
    chunk_id bigint NOT NULL REFERENCES chunks(id) ON DELETE CASCADE,
    tf       integer NOT NULL,
    PRIMARY KEY (term, chunk_id)
);
CREATE INDEX chunk_terms_chunk_idx ON chunk_terms (chunk_id);
