"""The original files, kept by content hash under ``SPANPROOF_HOME/originals`` so that any page of any kept
version can be rendered again (the web page's page view), and the pages rendered from them, cached under
``SPANPROOF_HOME/page-cache/<hash>/``. The database holds the text; these are the bytes.

A file is named by its document version's ``content_hash`` (bytes + pipeline + settings), so one file serves
every row with that hash; it and its rendered pages are removed when no row has that hash any more
(``forget_unused``: a deleted collection, a version read again under a new pipeline).
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile
from collections.abc import Sequence
from pathlib import Path

import psycopg

from spanproof.config import Settings
from spanproof.store.sql.pages import hashes_in_use

_HASH = re.compile(r"^[0-9a-f]{16,128}$")


class Originals:
    def __init__(self, root: Path, page_cache: Path) -> None:
        self.root = root
        self.page_cache = page_cache

    @classmethod
    def of(cls, settings: Settings) -> Originals:
        return cls(settings.originals_dir, settings.page_cache_dir)

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

    def rendered(self, digest: str) -> Path:
        """The folder its rendered pages are cached in."""
        return self.page_cache / self.path(digest).name

    def forget_unused(self, conn: psycopg.Connection, digests: Sequence[str]) -> None:
        """Delete the files, and the rendered pages, of those of ``digests`` no stored version has any more."""
        for digest in set(digests) - hashes_in_use(conn, digests):
            self.path(digest).unlink(missing_ok=True)
            shutil.rmtree(self.rendered(digest), ignore_errors=True)
