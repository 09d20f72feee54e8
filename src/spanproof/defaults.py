"""Values every surface shares, importable without loading the rest (the CLI's help reads them)."""

DEFAULT_COLLECTION = "default"
