"""Backup and restore with the bundled pg_dump / pg_restore on real embedded PostgreSQL servers of their own (a
restore swaps databases, so never the session's): byte-identical answers and the same versions after a restore into
a fresh home; a truncated or foreign file is a clear error that leaves the store as it was; --force to overwrite."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from spanproof import Settings, Spanproof, TextDocument
from spanproof.errors import BackupError, Conflict
from spanproof.store import backup as backups
from tests.integration.private_home import private_home

pytestmark = pytest.mark.integration

TORQUE = "Main rotor nut. Torque the main rotor retaining nut to {} Nm, then safety-wire it."
REV_A = {"document": "px200-62", "version": "Rev A", "effective_from": "2019-01-01", "effective_to": "2021-03-01"}
REV_B = {"document": "px200-62", "version": "Rev B", "effective_from": "2021-03-01"}
PUMP = "Fault codes. Fault E-21 means the inlet valve is stuck closed. Replace the inlet valve seal."
QUESTIONS = (
    ("What is the main rotor retaining nut torque?", {"as_of": "2020-06-01"}),
    ("What is the main rotor retaining nut torque?", {}),
    ("What does fault E-21 mean?", {}),
    ("Who composed the Moonlight Sonata?", {}),
)


@pytest.fixture(scope="module")
def source() -> Iterator[Spanproof]:
    with private_home("backup-source") as home, Spanproof(Settings(home=home)) as sp:
        sp.ingest_texts(
            [
                TextDocument("a.txt", TORQUE.format(110), "PX200 62-10", {**REV_A, "recorded_at": "2018-12-01"}),
                TextDocument("pump.txt", PUMP, "PX-200 pump"),
            ],
            collection="manuals",
        )
        sp.ingest_texts(
            [TextDocument("b.txt", TORQUE.format(125), "PX200 62-10", {**REV_B, "recorded_at": "2021-02-15"})],
            collection="manuals",
        )
        sp.create_api_key("acme")
        yield sp


def answers(sp: Spanproof) -> list[dict[str, Any]]:
    found = []
    for question, when in QUESTIONS:
        answer = sp.ask(question, collection="manuals", **when).to_dict()
        answer["signals"].pop("timings")
        found.append(answer)
    return found


def versions(sp: Spanproof) -> list[tuple[Any, ...]]:
    with sp.db.connection() as conn:
        migrations = [tuple(r) for r in conn.execute("SELECT version, name FROM schema_migrations ORDER BY version")]
    return [(d["id"], d["document"], d["version"], d["effective_from"]) for d in sp.documents("manuals")] + migrations


def test_restore_into_a_fresh_home_gives_the_same_answers(source: Spanproof, tmp_path: Path) -> None:
    before = answers(source)
    assert [a["status"] for a in before] == ["answered", "answered", "answered", "refused"]
    assert "110" in before[0]["answer"] and "125" in before[1]["answer"]
    dump = source.backup(tmp_path / "store.dump")
    assert dump.stat().st_size > 10_000 and not list(tmp_path.glob(".*partial"))

    with private_home("backup-target") as home, Spanproof(Settings(home=home)) as target:
        target.restore(dump)
        after = answers(target)
        assert json.dumps(after, sort_keys=True) == json.dumps(before, sort_keys=True)
        assert versions(target) == versions(source)
        assert [k["tenant"] for k in target.api_keys()] == ["acme"]

        # The restored store now holds data: replacing it needs force.
        with pytest.raises(Conflict, match="--force"):
            target.restore(dump)

        # A truncated dump: its table of contents reads, its data does not; the store stays as it was.
        truncated = tmp_path / "truncated.dump"
        truncated.write_bytes(dump.read_bytes()[: dump.stat().st_size // 2])
        # cut in its table of contents, pg_restore --list refuses it; cut later, the restore itself fails
        with pytest.raises(BackupError, match=r"restoring the backup failed|is not a spanproof backup"):
            target.restore(truncated, force=True)
        # A file that is no dump at all, and a PostgreSQL dump of a database that is not spanproof's.
        garbage = tmp_path / "notes.txt"
        garbage.write_text("not a backup\n" * 100)
        with pytest.raises(BackupError, match="not a spanproof backup"):
            target.restore(garbage, force=True)
        foreign = tmp_path / "foreign.dump"
        subprocess.run(
            [
                str(backups.tool("pg_dump")),
                "--format=custom",
                f"--file={foreign}",
                backups._with_database(target.db.url, "template1"),
            ],
            check=True,
        )
        with pytest.raises(BackupError, match="not of a spanproof database"):
            target.restore(foreign, force=True)
        assert json.dumps(answers(target), sort_keys=True) == json.dumps(before, sort_keys=True)
        with target.db.connection() as conn:
            leftovers = conn.execute("SELECT datname FROM pg_database WHERE datname LIKE 'spanproof_%'").fetchall()
        assert leftovers == []  # the scratch databases were dropped

        # The CLI says the same in one line, exit code 2.
        env = {k: v for k, v in os.environ.items() if not k.startswith("SPANPROOF_")}
        env |= {"SPANPROOF_HOME": str(tmp_path / "cli-home"), "SPANPROOF_DATABASE_URL": target.db.url}
        for args, words in ((["restore", str(garbage)], "not a spanproof backup"), (["restore", str(dump)], "--force")):
            done = subprocess.run(
                [sys.executable, "-m", "spanproof.cli", *args], env=env, capture_output=True, text=True, timeout=120
            )
            assert done.returncode == 2 and words in done.stderr, done
        target.close()  # another process replaces the database: this handle's connections would be ended
        again = subprocess.run(
            [sys.executable, "-m", "spanproof.cli", "restore", "--force", str(dump)],
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert again.returncode == 0, again.stderr
        assert json.dumps(answers(target), sort_keys=True) == json.dumps(before, sort_keys=True)
