"""How every CLI command opens the API: its settings, with the embedded server kept up between commands."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spanproof import Settings, Spanproof

# Minutes the embedded PostgreSQL stays up after a command when SPANPROOF_SERVER_IDLE is unset: the next command
# within them skips starting it (~0.2 s) and stopping it (~0.3 s) (docs/performance.md, "CLI start").
CLI_SERVER_IDLE_MINUTES = 10.0


def cli_settings() -> Settings:
    from spanproof import Settings

    settings = Settings()
    if settings.server_idle is None:
        settings = settings.model_copy(update={"server_idle": CLI_SERVER_IDLE_MINUTES})
    return settings


@contextmanager
def open_client() -> Iterator[Spanproof]:
    """The API with the CLI's settings, closed when the command ends (the imports happen here, not at start)."""
    from spanproof import Spanproof

    with Spanproof(cli_settings()) as client:
        yield client
