"""SPANPROOF_DATABASE_READ_URL: search and ask read from a real streaming replica (initdb + pg_basebackup -R from the
bundled binaries) while writes go to the primary; a replica that has not replayed the primary's writes is not read
from (bounded wait, then the primary), and reads go on from the replica when the primary is down."""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from spanproof import Settings, Spanproof, TextDocument
from tests.integration.replication import Cluster, primary_and_replica

pytestmark = pytest.mark.integration

TORQUE = "Main rotor nut. Torque the main rotor retaining nut to 110 Nm, then safety-wire it."
LATER = "Tail rotor. The tail rotor gearbox takes 0.9 litres of MIL-PRF-23699 oil."


@pytest.fixture(scope="module")
def servers(client: Spanproof) -> Iterator[tuple[Cluster, Cluster]]:
    # after the session's embedded server: it made the system user these servers run as, and opened the binaries
    with primary_and_replica() as pair:
        yield pair


def replay_lsn(replica: Cluster) -> str:
    with psycopg.connect(replica.url, autocommit=True) as conn:
        return str(conn.execute("SELECT pg_last_wal_replay_lsn()").fetchone()[0])  # type: ignore[index]


def set_replay(replica: Cluster, paused: bool) -> None:
    with psycopg.connect(replica.url, autocommit=True) as conn:
        conn.execute("SELECT pg_wal_replay_pause()" if paused else "SELECT pg_wal_replay_resume()")


def no_timings(answer: dict[str, object]) -> str:
    signals = dict(answer["signals"])  # type: ignore[call-overload]
    signals.pop("timings")
    return json.dumps({**answer, "signals": signals}, sort_keys=True)


def test_reads_go_to_the_replica_once_it_has_replayed_the_writes(
    servers: tuple[Cluster, Cluster], tmp_path: Path
) -> None:
    primary, replica = servers
    name = f"replica-{uuid.uuid4().hex[:6]}"
    settings = Settings(home=tmp_path, database_url=primary.url, database_read_url=replica.url, read_lag_wait=30)
    with Spanproof(settings) as sp, Spanproof(Settings(home=tmp_path, database_url=primary.url)) as direct:
        report = sp.ingest_texts([TextDocument("rotor.txt", TORQUE, "PX200 rotor")], collection=name)
        assert not report.failed
        answer = sp.ask("What is the main rotor retaining nut torque?", collection=name)
        assert answer.status == "answered" and "110" in answer.answer, answer.reason
        assert (sp.db.replica_reads, sp.db.replica_fallbacks) == (1, 0)  # served by the replica, just written
        # The replica's answer is the primary's, byte for byte (timings aside).
        on_primary = direct.ask("What is the main rotor retaining nut torque?", collection=name)
        assert no_timings(answer.to_dict()) == no_timings(on_primary.to_dict())
        assert [h.to_dict() for h in sp.search("rotor nut", collection=name)] == [
            h.to_dict() for h in direct.search("rotor nut", collection=name)
        ]
        assert sp.db.replica_reads == 2

        # Replay paused: a new document is on the primary only. Reads wait (0.5 s) and then use the primary, so the
        # document is found rather than missed.
        sp.settings.read_lag_wait = 0.5
        set_replay(replica, paused=True)
        try:
            sp.ingest_texts([TextDocument("tail.txt", LATER, "PX200 tail rotor")], collection=name)
            stale = replay_lsn(replica)
            hits = sp.search("tail rotor gearbox oil", collection=name, k=3)
            assert hits and hits[0].document == "tail.txt"
            assert sp.db.replica_fallbacks == 1
            assert replay_lsn(replica) == stale  # the replica really had not replayed it
        finally:
            set_replay(replica, paused=False)
        sp.settings.read_lag_wait = 30
        hits = sp.search("tail rotor gearbox oil", collection=name, k=3)
        assert hits[0].document == "tail.txt" and (sp.db.replica_reads, sp.db.replica_fallbacks) == (3, 1)

        # The primary stopped: reads go on from the replica (writes cannot).
        primary.stop()
        try:
            answer = sp.ask("What is the main rotor retaining nut torque?", collection=name)
            assert answer.status == "answered" and "110" in answer.answer
            assert sp.db.replica_reads == 4
        finally:
            primary.start()
