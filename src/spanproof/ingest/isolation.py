"""Parsing in a child process with memory and CPU-time limits: a file that makes a parser run away (allocate
without bound, loop, crash in C) takes only its own child with it, and comes back as that file's CorruptDocument.

Each file gets a new child, forked by the parsers' server (``ingest/_worker.py``, started once per process with
``python -P -m spanproof.ingest._worker``) that has the parsers imported already, so a child starts in a few
milliseconds, owns nothing of the service (no database connection, no threads, no embedder) and its limits are its
own (``RLIMIT_AS`` for memory, ``RLIMIT_CPU`` for CPU seconds; tesseract, run by the child, inherits both). The
child is the leader of its own process group, so a killed child's tesseract goes with it. The server is a new
interpreter, not multiprocessing's forkserver: multiprocessing runs the caller's main module again in each child
(an unguarded script would ingest again inside its own parser), and nothing of the caller's is run here. The parsed
document comes back pickled over a socket; the child runs ``parse_file`` itself, so what a parser raises is
translated there, in the same words as in the service process.
"""

from __future__ import annotations

import atexit
import contextlib
import logging
import os
import resource
import select
import signal
import socket
import struct
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import TYPE_CHECKING, Any

from spanproof.config import Settings
from spanproof.errors import CorruptDocument, IngestError, SpanproofError, public_message
from spanproof.ingest.budget import Limits
from spanproof.types import ParsedDocument

if TYPE_CHECKING:
    from spanproof.ingest.pipeline import Parser

log = logging.getLogger(__name__)

_INT = struct.Struct("q")
# How long a new child may take to be forked: the server imports the parsers first (about a second of CPU; longer
# on a busy machine); only a server that is stuck takes this long, and is then started again.
_FORK_SECONDS = 300.0
_start_lock = threading.Lock()


@dataclass(frozen=True)
class ChildLimits:
    """What one parsing child may use: address space in bytes, CPU seconds, wall-clock seconds."""

    memory_bytes: int
    cpu_seconds: float
    wall_seconds: float

    @classmethod
    def from_settings(cls, settings: Settings, limits: Limits) -> ChildLimits:
        """The settings' bounds; the wall clock also allows the OCR time left in the ingestion's budget (the child's
        tesseract runs are waited for, not counted as its CPU)."""
        return cls(
            memory_bytes=settings.parse_max_memory_bytes,
            cpu_seconds=settings.parse_max_cpu_seconds,
            wall_seconds=settings.parse_max_seconds + limits.ocr.seconds_left,
        )


class _Server:
    """The parsers' server of this process, and the socket its requests go to."""

    def __init__(self) -> None:
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        # What this process can import by name, the server can (a parser is sent by its module and name); -P keeps
        # the working folder off its path.
        path = [entry or os.getcwd() for entry in sys.path]
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(path)}
        try:
            self.process = subprocess.Popen(
                [sys.executable, "-P", "-m", "spanproof.ingest._worker", str(theirs.fileno())],
                pass_fds=(theirs.fileno(),),
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,  # a parser's prints never mix into a command's output
                env=env,
            )
        finally:
            theirs.close()
        self.socket = ours
        self.owner = os.getpid()
        self.lock = threading.Lock()

    def alive(self) -> bool:
        return self.owner == os.getpid() and self.process.poll() is None

    def launch(self, seconds: float) -> tuple[int, Connection, int] | None:
        """A new child: its pid, the connection to it, and the pipe its exit code comes on; None if the server is
        gone (or has not forked it within ``seconds``)."""
        mine, theirs = socket.socketpair()
        status_r, status_w = os.pipe()
        try:
            with self.lock:
                socket.send_fds(self.socket, [b"p"], [theirs.fileno(), status_w])
        except OSError:
            mine.close()
            os.close(status_r)
            return None
        finally:
            theirs.close()
            os.close(status_w)
        pid = read_int(status_r) if _readable(status_r, seconds) else None
        if pid is None:
            mine.close()
            os.close(status_r)
            return None
        return pid, Connection(mine.detach()), status_r

    def close(self) -> None:
        self.socket.close()  # the server sees the end of its socket and exits
        if self.owner == os.getpid():  # not in a process forked from the one that started it
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.process.wait(5)


_server: _Server | None = None


def _running_server() -> _Server:
    global _server
    with _start_lock:
        if _server is None or not _server.alive():
            if _server is not None and _server.owner == os.getpid():
                _server.close()
            _server = _Server()
            atexit.register(_server.close)
        return _server


def start_forkserver() -> None:
    """Start the parsers' server now, if it is not running. It imports the parsers (about a second of CPU) in its
    own process, so a caller that has other start-up work (the database, the embedder) does it meanwhile instead of
    waiting for the first file's child."""
    _running_server()


def write_int(fd: int, value: int) -> None:
    os.write(fd, _INT.pack(value))


def read_int(fd: int) -> int | None:
    """One integer from a pipe, or None at its end."""
    data = b""
    while len(data) < _INT.size:
        chunk = os.read(fd, _INT.size - len(data))
        if not chunk:
            return None
        data += chunk
    value: int = _INT.unpack(data)[0]
    return value


def serve_child(fd: int) -> None:  # pragma: no cover - runs in the child; its effects are what the tests check
    """The child's side: receive one request on ``fd``, parse within its limits, send the reply."""
    os.setpgid(0, 0)  # a process group of its own: a kill reaches its tesseract too
    conn = Connection(fd)
    parse, data, source, limits, bounds = conn.recv()
    resource.setrlimit(resource.RLIMIT_AS, (bounds.memory_bytes, bounds.memory_bytes))
    cpu = max(1, int(bounds.cpu_seconds))
    resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))  # SIGXCPU at the soft limit, SIGKILL one second later
    from spanproof.ingest.pipeline import parse_file

    try:
        parsed = parse_file(parse, data, source, limits)
        reply: tuple[Any, ...] = ("parsed", parsed, limits.ocr.pages_left)
    except IngestError as exc:
        reply = ("failed", type(exc), exc.message, limits.ocr.pages_left)
    except SpanproofError as exc:
        reply = ("failed", CorruptDocument, public_message(exc), limits.ocr.pages_left)
    try:
        conn.send(reply)
    except MemoryError:
        conn.send(("failed", CorruptDocument, "the file needs more memory to read than is allowed", 0))
    conn.close()


def _launch(source: str, seconds: float) -> tuple[int, Connection, int]:
    """A new child of the running server; a server that died (or is stuck) is started again, once."""
    for _ in range(2):
        try:
            server = _running_server()
            child = server.launch(seconds)
        except OSError as exc:
            raise IngestError(source, "the parser process could not be started") from exc
        if child is not None:
            return child
        server.process.kill()  # the next _running_server() starts a new one
        server.process.wait()
    raise IngestError(source, "the parser process could not be started")


def parse_in_child(parse: Parser, data: bytes, source: str, limits: Limits, bounds: ChildLimits) -> ParsedDocument:
    """``parse_file(parse, data, source, limits)`` in a new child process within ``bounds``; the OCR pages the child
    read are taken from ``limits``' budget here. A child that dies or overruns is this file's CorruptDocument."""
    reply: tuple[Any, ...] | None = None
    pages_before = limits.ocr.pages_left
    began = time.monotonic()
    pid, conn, status = _launch(source, _FORK_SECONDS)
    exitcode: int | None = None
    try:
        with contextlib.suppress(OSError):  # a child that died before reading it
            conn.send((parse, data, source, limits, bounds))
        reply = _receive(conn, bounds.wall_seconds)
    finally:
        conn.close()
        exitcode = _end(pid, status, replied=reply is not None)
    if reply is None:
        elapsed = time.monotonic() - began
        log.warning("parsing %s: no result after %.1f s (exit code %s)", source, elapsed, exitcode)
        raise CorruptDocument(source, _why(exitcode, elapsed, bounds))
    kind, *rest = reply
    limits.ocr.spend(pages_before - rest[-1])
    if kind == "parsed":
        parsed: ParsedDocument = rest[0]
        return parsed
    error_class, message = rest[0], rest[1]
    raise error_class(source, message)


def _receive(receiver: Connection, seconds: float) -> tuple[Any, ...] | None:
    """The child's reply, or None when it died or ran past ``seconds``."""
    if not receiver.poll(seconds):
        return None
    try:
        reply: tuple[Any, ...] = receiver.recv()
    except (EOFError, OSError):
        return None
    return reply


def _end(pid: int, status: int, replied: bool) -> int | None:
    """Wait for a child that replied to exit; kill the process group of one that did not (or does not exit).
    Returns its exit code (minus the signal that ended it), or None when the server is gone."""
    if not _readable(status, 5 if replied else 0):
        with contextlib.suppress(ProcessLookupError, PermissionError):  # the group is gone already
            os.killpg(pid, signal.SIGKILL)
    try:
        return read_int(status)  # the server writes it once it has collected the child
    finally:
        os.close(status)


def _readable(fd: int, seconds: float) -> bool:
    poller = select.poll()  # not select(): a service can have descriptors past its limit of 1024
    poller.register(fd, select.POLLIN)
    return bool(poller.poll(seconds * 1000))


def _why(exitcode: int | None, elapsed: float, bounds: ChildLimits) -> str:
    if elapsed >= bounds.wall_seconds:
        return f"reading the file took longer than {bounds.wall_seconds:.0f} s, the limit"
    if exitcode == -signal.SIGXCPU or (exitcode == -signal.SIGKILL and elapsed >= bounds.cpu_seconds):
        return f"reading the file used more than {bounds.cpu_seconds:g} CPU seconds, the limit"
    if exitcode == -signal.SIGKILL:
        return "reading the file was stopped (out of memory?)"
    return "the parser crashed reading this file"
