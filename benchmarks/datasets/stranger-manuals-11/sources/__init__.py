"""Hand-written document text for stranger-manuals-11 (all content invented)."""
