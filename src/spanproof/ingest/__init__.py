"""Ingestion: parsers (one per format) → structural blocks → chunks → embeddings → the store."""
