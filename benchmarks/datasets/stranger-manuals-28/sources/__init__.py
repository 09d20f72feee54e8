"""Hand-written sources for the s28 evaluation set (all content invented, CC0 1.0)."""
