"""A read replica needs its primary named: with the embedded store there is no replica to read."""

from __future__ import annotations

from pathlib import Path

import pytest

from spanproof import ConfigError, Settings
from spanproof.store.db import Database


def test_a_read_url_without_a_primary_url_is_a_config_error(tmp_path: Path) -> None:
    settings = Settings(home=tmp_path, database_url=None, database_read_url="postgresql://replica.invalid/spanproof")
    with pytest.raises(ConfigError, match="SPANPROOF_DATABASE_URL"):
        Database(settings).open()
    assert not (tmp_path / "pgdata").exists()  # refused before any embedded server was started
