"""Document families of the stranger-manuals-8 dataset: one module per family."""
