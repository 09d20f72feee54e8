"""``python -m spanproof.store.watchdog DATA_DIR``: stops the embedded server on DATA_DIR after an idle period.

Started detached by the first client that wants the server kept up (store/embedded.py); at most one per data
folder (it holds ``watchdog.lock`` exclusively, a second one exits at once). Every poll it checks whether any
client holds ``clients.lock``; once none has for the idle period (the last client's ``server_idle`` minutes), it
takes that lock exclusively — a client arriving now waits — stops the server and exits. It exits as well when the
server is gone (stopped by ``spanproof server stop``) or its data folder was deleted.
"""

from __future__ import annotations

import fcntl
import os
import sys
import time
from pathlib import Path

from spanproof.store.embedded import (
    CLIENTS_LOCK,
    WATCHDOG_LOCK,
    _open_lock,
    _stop_postmaster,
    _try_flock,
    idle_minutes_set,
    run_dir,
    running_postmaster,
)

POLL_SECONDS = 1.0


def watch(data_dir: Path) -> int:
    folder = run_dir(data_dir)
    own = _open_lock(folder / WATCHDOG_LOCK)
    if not _try_flock(own, fcntl.LOCK_EX):
        return 0  # another watchdog keeps this server
    clients = _open_lock(folder / CLIENTS_LOCK)
    idle_since: float | None = None
    while True:
        # A client starts the watchdog once the server runs: gone now means stopped by someone else (or its
        # folder deleted), and there is nothing left to keep.
        if not data_dir.exists() or running_postmaster(data_dir) is None:
            return 0
        if not _try_flock(clients, fcntl.LOCK_EX):
            idle_since = None  # a client is using it
        else:
            now = time.monotonic()
            idle_since = idle_since if idle_since is not None else now
            idle = 60.0 * (idle_minutes_set(data_dir) or 0.0)
            if now - idle_since >= idle:
                try:
                    _stop_postmaster(data_dir)  # holding the lock: no client joins a server that is stopping
                finally:
                    fcntl.flock(clients, fcntl.LOCK_UN)
                return 0
            fcntl.flock(clients, fcntl.LOCK_UN)
        time.sleep(POLL_SECONDS)


def main() -> None:
    os.nice(5)  # a background chore: never competes with the commands it serves
    sys.exit(watch(Path(sys.argv[1])))


if __name__ == "__main__":
    main()
