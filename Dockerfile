# spanproof's HTTP service. Build: docker build -t spanproof . ; run with compose.yaml (PostgreSQL + pgvector), or
# alone with the embedded PostgreSQL in the /var/lib/spanproof volume. docs/container.md says what was checked.
FROM python:3.11-slim-bookworm

# tesseract with the English model reads scanned PDF pages (ingest/ocr.py). Debian's security updates come through
# the release, not through version pins.
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends tesseract-ocr tesseract-ocr-eng \
    && rm -rf /var/lib/apt/lists/*

# The install steps are one script, run on this machine by the test suite too (no container engine runs there).
COPY pyproject.toml README.md constraints.txt /src/
COPY src /src/src
COPY scripts/image_install.sh /src/scripts/image_install.sh
RUN PIP_NO_CACHE_DIR=1 /src/scripts/image_install.sh /opt/spanproof/venv /src /opt/spanproof/cache \
    && rm -rf /src

RUN groupadd --system --gid 10001 spanproof \
    && useradd --system --uid 10001 --gid 10001 --create-home --home-dir /var/lib/spanproof spanproof
USER 10001:10001
ENV PATH=/opt/spanproof/venv/bin:$PATH \
    PYTHONUNBUFFERED=1 \
    OMP_THREAD_LIMIT=1 \
    SPANPROOF_HOME=/var/lib/spanproof \
    SPANPROOF_CACHE_DIR=/opt/spanproof/cache
VOLUME ["/var/lib/spanproof"]
EXPOSE 8000

# Ready = database reachable, migrations applied, models loaded (GET /ready answers 503 until then).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
    CMD ["python", "-c", "import sys, urllib.request; sys.exit(urllib.request.urlopen('http://127.0.0.1:8000/ready', timeout=4).status != 200)"]

CMD ["spanproof", "serve", "--host", "0.0.0.0", "--port", "8000"]
