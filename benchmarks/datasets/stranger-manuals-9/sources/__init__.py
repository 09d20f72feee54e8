"""Hand-written sources for the stranger-manuals-9 evaluation set."""
