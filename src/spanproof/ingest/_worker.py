"""The parsers' server: ``python -P -m spanproof.ingest._worker FD``, started by ``ingest/isolation.py``.

It imports the parsers once, then waits on the socket ``FD`` for requests; each request carries two descriptors
(the new child's connection to the caller, and a pipe for what the server says about that child). For each, it
forks a child that runs ``isolation.serve_child`` and writes the child's pid, and later its exit code, to the pipe.
It never imports or runs the caller's main module: the caller's code reaches it only as the parser a request names.
It ends when the caller closes the socket (or exits), killing the children still running.
"""

from __future__ import annotations

import contextlib
import os
import selectors
import signal
import socket
import sys

from spanproof.ingest import isolation


def main(argv: list[str]) -> None:  # pragma: no cover - runs in the server process; the isolation tests drive it
    control = socket.socket(fileno=int(argv[1]))
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # a Ctrl-C at the caller's terminal is the caller's to handle
    from spanproof.ingest import pipeline  # noqa: F401 - the parsers, once, for every child

    wake_r, wake_w = os.pipe()
    os.set_blocking(wake_r, False)
    os.set_blocking(wake_w, False)
    signal.set_wakeup_fd(wake_w)
    signal.signal(signal.SIGCHLD, lambda *_: None)  # a handler, so that the wakeup descriptor hears of each exit
    status_of: dict[int, int] = {}  # running child's pid -> the pipe its exit code goes to
    selector = selectors.DefaultSelector()
    selector.register(control, selectors.EVENT_READ)
    selector.register(wake_r, selectors.EVENT_READ)
    while True:
        for key, _ in selector.select():
            if key.fileobj is not control:
                with contextlib.suppress(BlockingIOError):
                    os.read(wake_r, 4096)
                _reap(status_of)
                continue
            try:
                message, fds, _, _ = socket.recv_fds(control, 1, 2)
            except OSError:
                message, fds = b"", []
            if not message or len(fds) != 2:
                for fd in fds:
                    os.close(fd)
                if not message:  # the caller is gone
                    _stop(status_of)
                    return
                continue
            connection, status = fds
            pid = os.fork()
            if pid == 0:
                signal.set_wakeup_fd(-1)
                for number in (signal.SIGCHLD, signal.SIGINT):
                    signal.signal(number, signal.SIG_DFL)
                selector.close()
                for fd in (control.fileno(), wake_r, wake_w, status, *status_of.values()):
                    os.close(fd)
                code = 1
                try:
                    isolation.serve_child(connection)
                    code = 0
                finally:
                    os._exit(code)
            with contextlib.suppress(OSError):
                os.setpgid(pid, pid)  # the child does it too; whichever runs first, the group exists before it runs
            os.close(connection)
            status_of[pid] = status
            with contextlib.suppress(OSError):
                isolation.write_int(status, pid)
            _reap(status_of)


def _reap(status_of: dict[int, int]) -> None:
    """Collect every child that exited, and tell its caller its exit code (minus the signal that ended it)."""
    while True:
        try:
            pid, wait_status = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return
        status = status_of.pop(pid, None)
        if status is not None:
            with contextlib.suppress(OSError):
                isolation.write_int(status, os.waitstatus_to_exitcode(wait_status))
            os.close(status)


def _stop(status_of: dict[int, int]) -> None:
    for pid in status_of:
        with contextlib.suppress(OSError):
            os.killpg(pid, signal.SIGKILL)


if __name__ == "__main__":
    main(sys.argv)
