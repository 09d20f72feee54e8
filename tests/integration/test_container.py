"""What can be checked of the container without a container engine (none runs here; docs/container.md): the
Dockerfile under hadolint, compose.yaml against the compose-spec schema and for what spanproof needs of it, and the
image's install steps (scripts/image_install.sh, which the Dockerfile RUNs) run for real in a temporary folder."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from packaging.utils import canonicalize_name

from spanproof.config import Settings
from spanproof.server import create_app

REPO = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
DOCKERFILE = REPO / "Dockerfile"
COMPOSE = REPO / "compose.yaml"


def check_compose(path: Path) -> subprocess.CompletedProcess[str]:
    command = [str(BIN / "check-jsonschema"), "--builtin-schema", "vendor.compose-spec", str(path)]
    return subprocess.run(command, capture_output=True, text=True, timeout=120)


def test_dockerfile_passes_hadolint() -> None:
    result = subprocess.run([str(BIN / "hadolint"), str(DOCKERFILE)], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr


def test_dockerfile_is_slim_non_root_and_checks_readiness(tmp_path: Path) -> None:
    text = DOCKERFILE.read_text()
    assert re.search(r"^FROM python:3\.1[1-9]-slim", text, re.M)
    users = re.findall(r"^USER (\S+)", text, re.M)
    assert users and users[-1].split(":")[0] not in ("0", "root")
    assert "RUN PIP_NO_CACHE_DIR=1 /src/scripts/image_install.sh" in text
    health = re.search(r"^HEALTHCHECK .*\n(?:.*\n)*?\s+CMD (.*)$", text, re.M)
    assert health and "/ready" in health.group(1)
    assert "/ready" in create_app(Settings(home=tmp_path)).openapi()["paths"]  # the route the health check asks


def test_compose_file_matches_the_compose_spec(tmp_path: Path) -> None:
    result = check_compose(COMPOSE)
    assert result.returncode == 0, result.stdout + result.stderr
    broken = tmp_path / "compose.yaml"
    broken.write_text(COMPOSE.read_text().replace("    depends_on:\n", "    depends_on: 7\n    x_depends_on:\n"))
    assert check_compose(broken).returncode != 0  # the check can fail


def test_compose_runs_spanproof_on_postgresql_with_pgvector() -> None:
    compose = yaml.safe_load(COMPOSE.read_text())
    db, app = compose["services"]["db"], compose["services"]["spanproof"]
    image = re.fullmatch(r"pgvector/pgvector:(\d+)\.(\d+)\.\d+-pg(\d+)(-\w+)?", db["image"])
    assert image, db["image"]
    assert (int(image[1]), int(image[2])) >= (0, 8) and int(image[3]) >= 15  # DESIGN.md: pgvector >= 0.8, PG >= 15
    assert "pg_isready" in " ".join(db["healthcheck"]["test"])
    url = app["environment"]["SPANPROOF_DATABASE_URL"]
    user, database = db["environment"]["POSTGRES_USER"], db["environment"]["POSTGRES_DB"]
    assert re.fullmatch(rf"postgresql://{user}:\$\{{POSTGRES_PASSWORD[^}}]*\}}@db:5432/{database}", url), url
    assert app["depends_on"]["db"]["condition"] == "service_healthy"
    assert app["build"] == "." and any(p.endswith(":8000") for p in app["ports"])
    for service in (db, app):
        for volume in service["volumes"]:
            assert volume.split(":")[0] in compose["volumes"]


def test_image_install_steps_run(tmp_path: Path) -> None:
    """The Dockerfile's COPY lines laid out as the image has them, then its install script, for real."""
    source = tmp_path / "src"
    for line in re.findall(r"^COPY (.+)$", DOCKERFILE.read_text(), re.M):
        *names, target = line.split()
        dest = source / Path(target).relative_to("/src")
        for name in names:
            out = dest / Path(name).name if target.endswith("/") else dest
            if (REPO / name).is_dir():
                shutil.copytree(REPO / name, out, ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
            else:
                out.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(REPO / name, out)
    venv, cache = tmp_path / "venv", tmp_path / "cache"
    # this machine's own pip configuration and cache (no .pyc compiling: the image's build does it), none of the
    # test session's SPANPROOF_* settings
    env = {k: v for k, v in os.environ.items() if not k.startswith("SPANPROOF_") and k != "VIRTUAL_ENV"}
    script = source / "scripts" / "image_install.sh"
    result = subprocess.run(
        ["bash", str(script), str(venv), str(source), str(cache)],
        capture_output=True,
        text=True,
        timeout=900,
        env={**env, "PIP_NO_COMPILE": "1"},
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert "ready; cache in" in result.stdout
    assert list(cache.glob("minilm-int8-*.onnx")), list(cache.iterdir())
    frozen = subprocess.run([str(venv / "bin" / "pip"), "freeze"], capture_output=True, text=True, check=True)
    installed = dict(
        (canonicalize_name(n), v) for n, _, v in (line.partition("==") for line in frozen.stdout.splitlines()) if v
    )
    assert "torch" not in installed and "pytest" not in installed  # the default install: no PyTorch, no dev tools
    locked = dict(
        (canonicalize_name(n), v)
        for n, _, v in (
            line.partition("==") for line in (REPO / "constraints.txt").read_text().splitlines() if "==" in line
        )
    )
    assert {n: v for n, v in installed.items() if n != "spanproof" and locked.get(n) != v} == {}


@pytest.fixture(autouse=True)
def _quiet_root_logging() -> object:
    import logging

    root = logging.getLogger()
    before = list(root.handlers)
    yield
    for handler in [h for h in root.handlers if h not in before]:
        root.removeHandler(handler)
