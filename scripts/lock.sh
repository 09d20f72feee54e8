#!/usr/bin/env bash
# Refreshes constraints.txt: the exact versions a fresh install of spanproof with its dev extra resolves to now
# (the default install, no fp32 extra; spanproof itself left out). scripts/bootstrap.sh installs with it, so two
# fresh installs get the same versions. Run it after changing dependencies in pyproject.toml, then commit
# constraints.txt and regenerate docs/licences.md (scripts/licences.py).
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$PYTHON" -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet --disable-pip-version-check ".[dev]"
{
    echo "# The locked dependency set of spanproof[dev] (default install + dev tools), from a fresh install by"
    echo "# scripts/lock.sh on $("$work/venv/bin/python" -c 'import platform; print("CPython", platform.python_version(), platform.machine())')."
    echo "# scripts/bootstrap.sh installs with it (pip install -c constraints.txt); do not edit by hand."
    "$work/venv/bin/pip" freeze --disable-pip-version-check --exclude spanproof
} > constraints.txt.new
mv constraints.txt.new constraints.txt
echo "constraints.txt: $(grep -vc '^#' constraints.txt) packages"
