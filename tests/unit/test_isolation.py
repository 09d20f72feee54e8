"""Parsing in a child process: a parser that runs away is stopped at its limit and fails only its file."""

from __future__ import annotations

import ctypes
import os
import signal
import subprocess
import sys
import time

import pytest

from spanproof import Settings
from spanproof.errors import CorruptDocument, EmptyDocument
from spanproof.ingest.budget import Limits
from spanproof.ingest.isolation import ChildLimits, parse_in_child, start_forkserver
from spanproof.ingest.markdown import parse_markdown
from spanproof.ingest.pdf import parse_pdf
from spanproof.ingest.pipeline import parse_file
from spanproof.types import Page, ParsedDocument
from tests.conftest import FAA, REPO

BOUNDS = ChildLimits(memory_bytes=1024**3, cpu_seconds=5, wall_seconds=30)


# The runaway parsers are module-level functions: the child finds them by name.
def _allocates_without_bound(data: bytes, source: str, limits: Limits | None = None) -> ParsedDocument:
    hoard = []
    while True:
        hoard.append(bytearray(64 * 1024 * 1024))


def _spins(data: bytes, source: str, limits: Limits | None = None) -> ParsedDocument:
    while True:
        pass


def _sleeps(data: bytes, source: str, limits: Limits | None = None) -> ParsedDocument:
    time.sleep(3600)
    raise AssertionError("unreachable")


def _crashes(data: bytes, source: str, limits: Limits | None = None) -> ParsedDocument:
    ctypes.string_at(0)  # a segmentation fault, as a parser's C code might make
    raise AssertionError("unreachable")


def _reads_three_ocr_pages(data: bytes, source: str, limits: Limits | None = None) -> ParsedDocument:
    assert limits is not None
    for _ in range(3):
        assert limits.ocr.take_page()
    return ParsedDocument(title="t", pages=[Page(1, f"pid {os.getpid()}")], blocks=[])


def _reports_its_parent(data: bytes, source: str, limits: Limits | None = None) -> ParsedDocument:
    return ParsedDocument(title="t", pages=[Page(1, str(os.getppid()))], blocks=[])


def _reports_its_group_and_limits(data: bytes, source: str, limits: Limits | None = None) -> ParsedDocument:
    import resource

    facts = [
        os.getpgid(0) == os.getpid(),
        resource.getrlimit(resource.RLIMIT_AS)[0],
        resource.getrlimit(resource.RLIMIT_CPU)[0],
    ]
    return ParsedDocument(title="t", pages=[Page(1, " ".join(map(str, facts)))], blocks=[])


def _limits() -> Limits:
    return Limits.from_settings(Settings())


def test_a_parser_that_allocates_without_bound_fails_its_file_at_the_memory_limit() -> None:
    # only the memory limit can end it: zero-filling 1 GiB took over 5 CPU seconds once on a loaded machine (the
    # CPU limit fired first, exit -24)
    bounds = ChildLimits(memory_bytes=1024**3, cpu_seconds=60, wall_seconds=60)
    began = time.monotonic()
    with pytest.raises(CorruptDocument, match="more memory"):
        parse_in_child(_allocates_without_bound, b"x", "bomb.pdf", _limits(), bounds)
    assert time.monotonic() - began < 60  # the first child also starts the forkserver


def test_a_parser_that_spins_is_stopped_at_the_cpu_limit() -> None:
    bounds = ChildLimits(memory_bytes=1024**3, cpu_seconds=1, wall_seconds=60)
    began = time.monotonic()
    with pytest.raises(CorruptDocument, match="CPU seconds"):
        parse_in_child(_spins, b"x", "loop.md", _limits(), bounds)
    assert time.monotonic() - began < 30


def test_a_parser_that_hangs_is_killed_at_the_wall_clock_limit() -> None:
    bounds = ChildLimits(memory_bytes=1024**3, cpu_seconds=60, wall_seconds=1)
    began = time.monotonic()
    with pytest.raises(CorruptDocument, match="took longer than 1 s"):
        parse_in_child(_sleeps, b"x", "hang.html", _limits(), bounds)
    assert time.monotonic() - began < 30


def test_a_parser_that_crashes_fails_its_file_and_the_next_file_parses() -> None:
    with pytest.raises(CorruptDocument, match="crashed"):
        parse_in_child(_crashes, b"x", "crash.docx", _limits(), BOUNDS)
    parsed = parse_in_child(parse_markdown, b"# Title\n\nBody text.", "next.md", _limits(), BOUNDS)
    assert parsed.pages[0].text == "# Title\n\nBody text."


_CHILDREN_AFTER_START = """
import os
from spanproof.ingest.isolation import start_forkserver
from tests.unit.test_isolation import parser_servers

start_forkserver()
print(len(parser_servers(os.getpid())))
"""


def children_of(pid: int) -> list[tuple[int, bytes]]:
    """``pid``'s children and their command lines, from /proc; a process that exits while it is read is skipped."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit() and _parent_of(entry) == pid and (command := _cmdline(entry)):
            found.append((int(entry), command))
    return found


def parser_servers(pid: int) -> list[int]:
    return [child for child, command in children_of(pid) if b"spanproof.ingest._worker" in command]


def test_start_forkserver_starts_it_before_any_file_is_parsed_and_children_come_from_it() -> None:
    # In a new process, so that no earlier test has started it already.
    ran = subprocess.run(
        [sys.executable, "-c", _CHILDREN_AFTER_START], capture_output=True, text=True, check=True, cwd=REPO
    )
    assert ran.stdout.strip() == "1", ran.stderr
    start_forkserver()
    first = parse_in_child(_reports_its_parent, b"x", "a.txt", _limits(), BOUNDS).pages[0].text
    start_forkserver()  # running already: kept, not started again
    second = parse_in_child(_reports_its_parent, b"x", "b.txt", _limits(), BOUNDS).pages[0].text
    assert first == second != str(os.getpid())
    assert len(parser_servers(os.getpid())) == 1


def test_our_errors_come_back_as_the_same_class_and_words() -> None:
    with pytest.raises(EmptyDocument, match="the file is empty") as caught:
        parse_in_child(parse_pdf, b"", "empty.pdf", _limits(), BOUNDS)
    assert caught.value.source == "empty.pdf"


def test_the_child_parses_a_real_pdf_exactly_as_in_process_and_spends_the_ocr_budget_of_the_parent() -> None:
    data = (FAA / "02_amtp_toc.pdf").read_bytes()
    limits = _limits()
    isolated = parse_in_child(parse_pdf, data, "toc.pdf", limits, BOUNDS)
    assert isolated.pages == parse_file(parse_pdf, data, "toc.pdf", limits).pages
    assert isolated.blocks == parse_file(parse_pdf, data, "toc.pdf", limits).blocks

    before = limits.ocr.pages_left
    parsed = parse_in_child(_reads_three_ocr_pages, b"x", "scan.pdf", limits, BOUNDS)
    assert parsed.pages[0].text != f"pid {os.getpid()}"  # it ran in another process
    assert limits.ocr.pages_left == before - 3


def test_a_child_leads_its_own_process_group_within_its_limits() -> None:
    bounds = ChildLimits(memory_bytes=900 * 1024**2, cpu_seconds=7, wall_seconds=30)
    parsed = parse_in_child(_reports_its_group_and_limits, b"x", "a.txt", _limits(), bounds)
    assert parsed.pages[0].text == f"True {900 * 1024**2} 7"


def test_a_parser_server_that_died_is_started_again() -> None:
    start_forkserver()
    (server,) = parser_servers(os.getpid())
    os.kill(server, signal.SIGKILL)
    parsed = parse_in_child(parse_markdown, b"# Again\n\nBody.", "again.md", _limits(), BOUNDS)
    assert parsed.pages[0].text == "# Again\n\nBody."
    again = parser_servers(os.getpid())
    assert again and server not in again


_PRINTS_ITS_SERVER = """
import os, time
from spanproof.ingest.isolation import start_forkserver
from tests.unit.test_isolation import parser_servers

start_forkserver()
print(parser_servers(os.getpid())[0], flush=True)
time.sleep(600)
"""


def test_a_caller_killed_with_sigkill_leaves_no_parser_server_behind() -> None:
    caller = subprocess.Popen([sys.executable, "-c", _PRINTS_ITS_SERVER], cwd=REPO, stdout=subprocess.PIPE, text=True)
    assert caller.stdout is not None
    server = caller.stdout.readline().strip()
    assert _cmdline(server)
    caller.kill()
    caller.wait()
    deadline = time.monotonic() + 120  # it exits as soon as it reads the end of its socket; a busy machine is slow
    while _cmdline(server) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not _cmdline(server)


def _cmdline(pid: str) -> bytes:
    """A process's command line; empty once it has exited (or is a zombie)."""
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
            return cmdline.read()
    except (FileNotFoundError, ProcessLookupError):
        return b""


def _parent_of(pid: str) -> int | None:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return int(stat.read().rsplit(")", 1)[1].split()[1])
    except (FileNotFoundError, ProcessLookupError):
        return None
