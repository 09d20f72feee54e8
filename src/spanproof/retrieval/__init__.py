"""Hybrid retrieval: BM25 lexical ‖ dense, fused by reciprocal rank fusion."""
