"""Hand-written source text for the stranger-manuals-14 documents and questions."""
