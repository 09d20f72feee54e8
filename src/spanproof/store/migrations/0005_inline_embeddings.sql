-- Keep each chunk's vector in its row. pgvector's type defaults to EXTERNAL storage, so every vector (1.5 kB at 384
-- dims) lived in the TOAST table and each one the dense query read cost a TOAST index probe: the exact scan of a
-- small collection (839 chunks) took 2.9 ms of PostgreSQL CPU, 0.8 ms inline (docs/decisions.md). MAIN keeps the
-- vector inline unless the row cannot fit a page otherwise; the chunk text, compressed, moves out of line instead.
-- Chunks stored before this migration keep their layout until their document is ingested again.
ALTER TABLE chunks ALTER COLUMN embedding SET STORAGE MAIN;
