"""The original files, kept by content hash under ``SPANPROOF_HOME/originals`` so that any page of any kept
version can be rendered again (the web page's page view). The database holds the text; these are the bytes.

A file is named by its document version's ``content_hash`` (bytes + pipeline + settings), so one file serves
every row with that hash; it is removed when the last such row is deleted.
"""

from __future__ import annotations

import os
import re
import tempfile
from pathlib import Path

_HASH = re.compile(r"^[0-9a-f]{16,128}$")


class Originals:
    def __init__(self, root: Path) -> None:
        self.root = root

    def path(self, digest: str) -> Path:
        if not _HASH.match(digest):  # a name built from a stored hash only, never from a request
            raise ValueError(f"not a content hash: {digest!r}")
        return self.root / digest[:2] / digest

    def put(self, digest: str, data: bytes) -> None:
        """Write atomically (a reader never sees half a file); a file already there is kept."""
        target = self.path(digest)
        if target.is_file():
            return
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=".part-")
        try:
            with os.fdopen(fd, "wb") as out:
                out.write(data)
            os.replace(tmp, target)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise

    def has(self, digest: str) -> bool:
        return self.path(digest).is_file()

    def get(self, digest: str) -> bytes | None:
        try:
            return self.path(digest).read_bytes()
        except FileNotFoundError:
            return None

    def delete(self, digest: str) -> None:
        self.path(digest).unlink(missing_ok=True)
