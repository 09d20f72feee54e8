"""Answering: drafters propose, the verifier checks every quote, the gate decides what leaves."""
