"""Parsing in a child process with memory and CPU-time limits: a file that makes a parser run away (allocate
without bound, loop, crash in C) takes only its own child with it, and comes back as that file's CorruptDocument.

Each file gets a new child, forked from a forkserver that has the parsers imported already, so a child starts in a
few milliseconds, owns nothing of the service (no database connection, no threads, no embedder) and its limits are
its own (``RLIMIT_AS`` for memory, ``RLIMIT_CPU`` for CPU seconds; tesseract, run by the child, inherits both). The
child is the leader of its own process group, so a killed child's tesseract goes with it. The parsed document
comes back pickled over a pipe; the child runs ``parse_file`` itself, so what a parser raises is translated there,
in the same words as in the service process.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import multiprocessing.forkserver
import os
import resource
import signal
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

# Imported once by the forkserver, so that every forked child has them: the parsers (through the pipeline), and
# what the `spanproof` command's script imports (a child runs its parent's main script again, as __mp_main__, to
# find what it was sent; a `python -m` main is not run again).
_PRELOAD = ["__main__", "spanproof.ingest.pipeline", "spanproof.cli.app"]
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


def _context() -> Any:
    with _start_lock:
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(_PRELOAD)  # takes effect when the forkserver starts, on first use
        return context


def start_forkserver() -> None:
    """Start the forkserver now, if it is not running. It imports the parsers (about a second of CPU) in its own
    process, so a caller that has other start-up work (the database, the embedder) does it meanwhile instead of
    waiting for the first file's child."""
    _context()
    multiprocessing.forkserver.ensure_running()


def _child(
    conn: Connection, parse: Parser, data: bytes, source: str, limits: Limits, bounds: ChildLimits
) -> None:  # pragma: no cover - runs in the child; its effects are what the tests check
    os.setpgid(0, 0)  # a process group of its own: a kill reaches its tesseract too
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


def parse_in_child(parse: Parser, data: bytes, source: str, limits: Limits, bounds: ChildLimits) -> ParsedDocument:
    """``parse_file(parse, data, source, limits)`` in a new child process within ``bounds``; the OCR pages the child
    read are taken from ``limits``' budget here. A child that dies or overruns is this file's CorruptDocument."""
    receiver, sender = multiprocessing.Pipe(duplex=False)
    reply: tuple[Any, ...] | None = None
    child = _context().Process(
        target=_child, args=(sender, parse, data, source, limits, bounds), name=f"spanproof-parse-{source[:40]}"
    )
    pages_before = limits.ocr.pages_left
    began = time.monotonic()
    child.start()
    sender.close()
    exitcode: int | None = None
    try:
        reply = _receive(receiver, bounds.wall_seconds)
    finally:
        receiver.close()
        exitcode = _end(child, replied=reply is not None)
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


def _end(child: Any, replied: bool) -> int | None:
    """Wait for a child that replied to exit; kill the process group of one that did not (or does not exit).
    Returns its exit code (minus the signal that ended it)."""
    if replied:
        child.join(5)
    if not replied or child.exitcode is None:
        with contextlib.suppress(ProcessLookupError, PermissionError):  # the group is gone already
            os.killpg(child.pid, signal.SIGKILL)
    child.join()
    exitcode: int | None = child.exitcode
    child.close()
    return exitcode


def _why(exitcode: int | None, elapsed: float, bounds: ChildLimits) -> str:
    if elapsed >= bounds.wall_seconds:
        return f"reading the file took longer than {bounds.wall_seconds:.0f} s, the limit"
    if exitcode == -signal.SIGXCPU or (exitcode == -signal.SIGKILL and elapsed >= bounds.cpu_seconds):
        return f"reading the file used more than {bounds.cpu_seconds:g} CPU seconds, the limit"
    if exitcode == -signal.SIGKILL:
        return "reading the file was stopped (out of memory?)"
    return "the parser crashed reading this file"
