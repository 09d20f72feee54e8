"""Swappable models: embedders (and, later, rerankers) behind small protocols."""
