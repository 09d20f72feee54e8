"""Evaluation: datasets, metrics, paired significance tests and the runner."""
