-- What answering measures in each sentence of a chunk (answering/states.py): the sentences' vectors and their word
-- pieces' vectors, made at ingest so that ask does not run the embedder over the passages it found. Chunks stored
-- before this migration have no row (answering then embeds their sentences when asked). Each array is its raw
-- little-endian bytes: spans int32 (sentences, 2) as offsets in the chunk's text; vectors float16 (sentences, dim);
-- token_counts int32 (sentences); token_codes int8 (word pieces, k); token_scales float16 (word pieces). `encoding`
-- names the model and format that made them: states of another encoding are not read. EXTERNAL:
-- out of line and not compressed — the codes barely compress, and pglz would cost every insert.
CREATE TABLE chunk_sentences (
    chunk_id     bigint PRIMARY KEY REFERENCES chunks(id) ON DELETE CASCADE,
    encoding     text NOT NULL,
    spans        bytea NOT NULL,
    vectors      bytea NOT NULL,
    token_counts bytea,
    token_codes  bytea,
    token_scales bytea
);
ALTER TABLE chunk_sentences ALTER COLUMN vectors SET STORAGE EXTERNAL;
ALTER TABLE chunk_sentences ALTER COLUMN token_codes SET STORAGE EXTERNAL;
