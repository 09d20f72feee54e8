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
from spanproof.errors import (
    ConfigError,
    DatabaseBusy,
    DatabaseUnavailable,
    InvalidRequest,
    StatementTimeout,
    StoreError,
)
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


# Inside Database.reading(): the pool the request's reads were given (the replica's, or the primary's).
_READ_POOL: ContextVar[ConnectionPool | None] = ContextVar("spanproof_read_pool", default=None)

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
    """A connection pool over one PostgreSQL, migrated on open; and, with ``database_read_url``, a second pool over
    a streaming replica of it for the read paths (``reading()`` and ``read_connection()``)."""

    def __init__(self, settings: Settings) -> None:
        self._settings = settings
        self._pool: ConnectionPool | None = None
        self._read_pool: ConnectionPool | None = None
        self.url = ""
        self.read_url: str | None = None
        # Requests whose reads the replica served, and those that read from the primary because it lagged or failed.
        self.replica_reads = 0
        self.replica_fallbacks = 0
        self._count_lock = threading.Lock()

    def open(self) -> Database:
        self.read_url = self._settings.database_read_url or None
        if self.read_url and not self._settings.database_url:
            raise ConfigError("SPANPROOF_DATABASE_READ_URL needs SPANPROOF_DATABASE_URL (the replica's primary)")
        self.url = self._settings.database_url or start_embedded_server(self._settings)
        self._bootstrap()
        self._pool = self._new_pool(self.url)
        if self.read_url:
            # opened without waiting: a replica that is down only sends reads to the primary
            self._read_pool = self._new_pool(self.read_url, wait=False)
        return self

    def _new_pool(self, url: str, wait: bool = True) -> ConnectionPool:
        pool = ConnectionPool(
            url,
            min_size=1,
            max_size=self._settings.pool_size,
            configure=_configure,
            # A server that is down answers DatabaseUnavailable after pool_timeout instead of hanging the caller.
            timeout=self._settings.pool_timeout,
            open=False,
            kwargs={"autocommit": False},
        )
        try:
            pool.open(wait=wait, timeout=30)
        except psycopg.Error as exc:
            raise DatabaseUnavailable(f"cannot connect to PostgreSQL: {exc}") from exc
        return pool

    def close(self) -> None:
        for pool in (self._read_pool, self._pool):
            if pool is not None:
                pool.close()
        self._pool = self._read_pool = None

    def pool_stats(self) -> dict[str, int]:
        """The pool's own statistics (psycopg_pool ``get_stats``: pool_size, pool_available, requests_waiting, ...)."""
        if self._pool is None:
            raise StoreError("database is not open")
        return self._pool.get_stats()

    @contextmanager
    def connection(self) -> Iterator[psycopg.Connection]:
        """A pooled connection to the primary inside a transaction; database failures become our errors."""
        if self._pool is None:
            raise StoreError("database is not open")
        with self._pooled(self._pool) as conn:
            yield conn

    @contextmanager
    def read_connection(self) -> Iterator[psycopg.Connection]:
        """A connection for reading only: inside ``reading()``, from the pool it chose; elsewhere the primary's."""
        pool = _READ_POOL.get() or self._pool
        if pool is None:
            raise StoreError("database is not open")
        with self._pooled(pool) as conn:
            yield conn

    @contextmanager
    def reading(self) -> Iterator[None]:
        """The reads of one request (in this context, and threads started with a copy of it) go to the replica when
        it has replayed everything the primary had committed when the request began — writes of any process, an
        ingestion job's documents too — waiting up to ``read_lag_wait`` for it; else to the primary. When the
        primary cannot be asked, the replica serves (it is all there is)."""
        if self._read_pool is None or _READ_POOL.get() is not None:
            yield
            return
        pool = self._read_pool if self._replica_caught_up() else self._pool
        with self._count_lock:
            if pool is self._read_pool:
                self.replica_reads += 1
            else:
                self.replica_fallbacks += 1
        token = _READ_POOL.set(pool)
        try:
            yield
        finally:
            _READ_POOL.reset(token)

    def _replica_caught_up(self) -> bool:
        assert self._read_pool is not None
        wait = self._settings.read_lag_wait
        try:
            with self.connection() as conn:
                row = conn.execute("SELECT pg_current_wal_lsn()::text").fetchone()
        except DatabaseUnavailable as exc:
            log.warning("the primary is unavailable (%s); reading from the replica", exc)
            return True
        target = row[0] if row else None
        give_up = time.monotonic() + wait
        try:
            with self._pooled(self._read_pool, timeout=max(wait, 0.1)) as conn:
                # NULL: the server is not in recovery (a primary itself), so it has everything committed
                check = "SELECT coalesce(pg_last_wal_replay_lsn() >= %s::pg_lsn, true)"
                while not _first(conn.execute(check, (target,)).fetchone()):
                    conn.rollback()
                    if time.monotonic() >= give_up:
                        log.info("the replica has not replayed %s within %g s; reading from the primary", target, wait)
                        return False
                    time.sleep(0.01)
        except StoreError as exc:
            log.warning("the replica is unavailable (%s); reading from the primary", exc)
            return False
        return True

    @contextmanager
    def _pooled(self, pool: ConnectionPool, timeout: float | None = None) -> Iterator[psycopg.Connection]:
        try:
            with pool.connection(timeout=timeout) as conn:
                _bound(conn)
                yield conn
        except PoolTimeout as exc:
            if pool is not self._pool:
                raise DatabaseUnavailable("no connection to the read replica in time") from exc
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


def _first(row: tuple[Any, ...] | None) -> Any:
    return None if row is None else row[0]


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
