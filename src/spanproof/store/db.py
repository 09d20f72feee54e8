"""Connections to PostgreSQL: the embedded server (default) or an external URL, a pool, and migrations."""

from __future__ import annotations

import logging
import signal
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from importlib import resources
from typing import Any

import psycopg
from pgvector.psycopg import register_vector
from psycopg_pool import ConnectionPool, PoolTimeout

from spanproof.config import Settings
from spanproof.errors import DatabaseBusy, DatabaseUnavailable, InvalidRequest, StatementTimeout, StoreError
from spanproof.store import embedded

log = logging.getLogger(__name__)

# When the work of the current request must end (time.monotonic()); each transaction it opens gets the time left as
# its statement_timeout, so a query outliving its request (answered 504) is cancelled instead of running on.
_DEADLINE: ContextVar[float | None] = ContextVar("spanproof_deadline", default=None)


@contextmanager
def deadline(seconds: float) -> Iterator[None]:
    """Statements run inside (in this context: threads must be started with a copy of it) end within ``seconds``."""
    token = _DEADLINE.set(time.monotonic() + seconds)
    try:
        yield
    finally:
        _DEADLINE.reset(token)


def time_left() -> float | None:
    """Seconds before the current deadline (None: no deadline)."""
    end = _DEADLINE.get()
    return None if end is None else end - time.monotonic()


def _bound(conn: psycopg.Connection) -> None:
    left = time_left()
    if left is None:
        return
    if left <= 0:
        raise StatementTimeout("the request's deadline has passed")
    # local: for this transaction only, so the pooled connection goes back unbounded
    conn.execute("SELECT set_config('statement_timeout', %s, true)", (f"{max(1, int(left * 1000))}ms",))


# Serialises concurrent migrations from several processes.
_MIGRATION_LOCK_ID = 0x5350414E


def _raise_system_exit(signum: int, frame: Any) -> None:
    raise SystemExit(128 + signum)


def stop_on_sigterm() -> None:
    """A SIGTERM would skip atexit (and leave the embedded server running); make it a clean exit."""
    if threading.current_thread() is threading.main_thread() and signal.getsignal(signal.SIGTERM) in (
        signal.SIG_DFL,
        None,
    ):
        signal.signal(signal.SIGTERM, _raise_system_exit)


def start_embedded_server(settings: Settings) -> str:
    """Start (or join) the embedded PostgreSQL under ``settings.home`` and return its URI.

    This process uses it until it exits (atexit, Ctrl-C and SIGTERM included). Then the last process out stops it,
    unless a watchdog keeps it up for ``settings.server_idle`` minutes (store/embedded.py; the CLI's default).
    """
    settings.home.mkdir(parents=True, exist_ok=True)
    stop_on_sigterm()
    return embedded.acquire(settings.embedded_data_dir, settings.server_idle or 0.0)


def _configure(conn: psycopg.Connection) -> None:
    register_vector(conn)
    # Filtered HNSW scans return too few rows unless pgvector may keep scanning (0.8+).
    conn.execute("SET hnsw.iterative_scan = relaxed_order")
    conn.execute("SET hnsw.ef_search = 100")
    # psycopg prepares a statement after 5 runs; a generic plan of the BM25 query ignores the actual terms and
    # scanned every posting (seconds instead of milliseconds on SciFact). Plan each execution for its values.
    conn.execute("SET plan_cache_mode = force_custom_plan")
    # The BM25 query reads each (distinct) term's postings once; a memoize node only copied them (~25 % of its time).
    conn.execute("SET enable_memoize = off")
    conn.commit()


def _invalid_value(exc: psycopg.DataError) -> InvalidRequest:
    """A value PostgreSQL refuses (a NUL character in text or JSON, a number out of range) came from the caller;
    the driver's own words stay in the log."""
    log.info("a value was refused by PostgreSQL: %s", exc)
    return InvalidRequest("a value cannot be stored or searched: text may not hold NUL characters, numbers must fit")


class Database:
    """A connection pool over one PostgreSQL, migrated on open."""

    def __init__(self, settings: Settings) -> None:
        self._settings = settings
        self._pool: ConnectionPool | None = None
        self.url = ""

    def open(self) -> Database:
        self.url = self._settings.database_url or start_embedded_server(self._settings)
        self._bootstrap()
        self._pool = ConnectionPool(
            self.url,
            min_size=1,
            max_size=self._settings.pool_size,
            configure=_configure,
            # A server that is down answers DatabaseUnavailable after pool_timeout instead of hanging the caller.
            timeout=self._settings.pool_timeout,
            open=False,
            kwargs={"autocommit": False},
        )
        try:
            self._pool.open(wait=True, timeout=30)
        except psycopg.Error as exc:
            raise DatabaseUnavailable(f"cannot connect to PostgreSQL: {exc}") from exc
        return self

    def close(self) -> None:
        if self._pool is not None:
            self._pool.close()
            self._pool = None

    def pool_stats(self) -> dict[str, int]:
        """The pool's own statistics (psycopg_pool ``get_stats``: pool_size, pool_available, requests_waiting, ...)."""
        if self._pool is None:
            raise StoreError("database is not open")
        return self._pool.get_stats()

    @contextmanager
    def connection(self) -> Iterator[psycopg.Connection]:
        """A pooled connection inside a transaction; database failures become our errors."""
        if self._pool is None:
            raise StoreError("database is not open")
        pool = self._pool
        try:
            with pool.connection() as conn:
                _bound(conn)
                yield conn
        except PoolTimeout as exc:
            raise self._why_no_connection() from exc
        except psycopg.errors.QueryCanceled as exc:
            raise StatementTimeout(f"a statement ran past the request's deadline: {exc}") from exc
        except psycopg.OperationalError as exc:
            # Connections broken by a server restart are found here rather than by a ping before every use
            # (that cost 13 % of a search's CPU): drop every broken one now, so the next requests get fresh ones.
            pool.check()
            raise DatabaseUnavailable(f"PostgreSQL is unavailable: {exc}") from exc
        except psycopg.DataError as exc:
            raise _invalid_value(exc) from exc
        except psycopg.Error as exc:
            raise StoreError(f"database error: {exc}") from exc

    def _why_no_connection(self) -> DatabaseUnavailable:
        """The pool gave no connection within pool_timeout: every one in use (this process is saturated, the
        database is fine), or none can be made (the database is away). One direct connection tells them apart; it
        costs only requests that have already waited."""
        try:
            with psycopg.connect(self.url, connect_timeout=2, autocommit=True):
                pass
        except psycopg.Error as exc:
            return DatabaseUnavailable(f"PostgreSQL is unavailable: {exc}")
        return DatabaseBusy(f"no free database connection in {self._settings.pool_timeout:g} s")

    @contextmanager
    def session(self, application_name: str) -> Iterator[psycopg.Connection]:
        """A connection of its own, outside the pool, in autocommit: for session state that must last as long as
        a task and end with it, such as the advisory lock a worker holds on the job it runs. PostgreSQL shows
        ``application_name`` in pg_stat_activity."""
        try:
            with psycopg.connect(self.url, autocommit=True, application_name=application_name) as conn:
                yield conn
        except psycopg.OperationalError as exc:
            raise DatabaseUnavailable(f"PostgreSQL is unavailable: {exc}") from exc
        except psycopg.DataError as exc:
            raise _invalid_value(exc) from exc
        except psycopg.Error as exc:
            raise StoreError(f"database error: {exc}") from exc

    def _bootstrap(self) -> None:
        """Create the vector extension and apply pending migrations, once, under an advisory lock."""
        with self.session("spanproof migrations") as conn:
            conn.execute("SELECT pg_advisory_lock(%s)", (_MIGRATION_LOCK_ID,))
            try:
                # Under the lock too: two processes starting on a fresh database (serve --workers 2) both found the
                # extension missing, and the second CREATE failed on pg_extension's unique index.
                conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
                apply_migrations(conn)
            finally:
                conn.execute("SELECT pg_advisory_unlock(%s)", (_MIGRATION_LOCK_ID,))


def migration_files() -> list[tuple[int, str, str]]:
    """(version, name, sql) for every bundled migration, in order."""
    folder = resources.files("spanproof.store") / "migrations"
    found = []
    for entry in folder.iterdir():
        if entry.name.endswith(".sql"):
            version = int(entry.name.split("_", 1)[0])
            found.append((version, entry.name, entry.read_text(encoding="utf-8")))
    return sorted(found)


def apply_migrations(conn: psycopg.Connection) -> list[str]:
    conn.execute(
        "CREATE TABLE IF NOT EXISTS schema_migrations ("
        " version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())"
    )
    applied = {row[0] for row in conn.execute("SELECT version FROM schema_migrations")}
    done = []
    for version, name, sql in migration_files():
        if version in applied:
            continue
        with conn.transaction():
            conn.execute(sql.encode())
            conn.execute("INSERT INTO schema_migrations (version, name) VALUES (%s, %s)", (version, name))
        log.info("applied migration %s", name)
        done.append(name)
    return done
