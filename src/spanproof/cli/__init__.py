"""The command line: thin commands over the public API (see app.py for the entry point)."""
