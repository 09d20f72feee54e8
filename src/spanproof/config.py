"""One settings object, read from ``SPANPROOF_*`` environment variables once."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

import platformdirs
from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


def _default_home() -> Path:
    return Path(platformdirs.user_data_dir("spanproof"))


def _default_cache_dir() -> Path:
    return Path(platformdirs.user_cache_dir("spanproof"))


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="SPANPROOF_", extra="ignore")

    home: Path = Field(default_factory=_default_home, description="Data folder (embedded database lives here).")
    database_url: str | None = Field(
        default=None, description="An external PostgreSQL (>= 15, pgvector >= 0.8); empty means embedded."
    )
    server_idle: float | None = Field(
        default=None,
        description="Minutes the embedded PostgreSQL stays up after its last client exits, so that the next command"
        " starts at once (a detached watchdog then stops it; `spanproof server status | stop`); 0 stops it when the"
        " last client exits. Unset: 10 for the CLI, 0 for the Python API and the HTTP service (which join a server"
        " kept up by the CLI, and leave it to its watchdog).",
    )
    database_read_url: str | None = Field(
        default=None,
        description="A streaming read replica of database_url: search and ask read from it once it has replayed"
        " the primary's writes (else from the primary); writes always go to database_url.",
    )
    read_lag_wait: float = Field(
        default=2.0,
        description="Seconds a read waits for the replica to replay this process's last write before it reads"
        " from the primary instead.",
    )
    api_key: SecretStr | None = Field(
        default=None,
        description="The key `spanproof mcp` acts with: its tenant and access groups (unset: the local tenant).",
    )
    pool_size: int = 4
    pool_timeout: float = Field(
        default=5.0,
        description="Seconds to wait for a free pooled connection before answering 503 service_busy (the database"
        " itself unreachable is 503 database_unavailable).",
    )

    embedding_model: str = Field(
        default="all-MiniLM-L6-v2-int8-onnx",
        description="'all-MiniLM-L6-v2-int8-onnx' (bundled int8 ONNX, the default, no torch), 'all-MiniLM-L6-v2'"
        " (bundled fp32, needs the fp32 extra: torch and sentence-transformers) or a local sentence-transformers"
        " folder (fp32 extra too). A collection keeps the model it was indexed with (docs/decisions.md).",
    )
    embedding_batch_size: int = 32
    cache_dir: Path = Field(
        default_factory=_default_cache_dir,
        description="Derived files worth keeping between runs (the int8 embedder's rewritten graph); safe to"
        " delete. Default: the per-user cache folder, e.g. ~/.cache/spanproof.",
    )

    chunk_chars: int = 900
    chunk_overlap_chars: int = 120

    max_pages: int = Field(
        default=5000,
        description="Longer files (text uploads too: pages split on form feeds) are refused, before parsing.",
    )
    max_render_pixels: int = Field(
        default=36_000_000,
        description="A page rendered for OCR gets at most this many pixels (a 14,000 pt page at 300 dpi is gigapixels);"
        " A1 at 300 dpi is 70 M, US Letter 8.4 M.",
    )
    ocr_max_pages: int = Field(
        default=1000, description="Pages OCR may read per ingestion (one upload job); the rest are left without text."
    )
    ocr_max_seconds: float = Field(
        default=1800.0, description="Wall-clock seconds of OCR per ingestion (one upload job), then as ocr_max_pages."
    )
    docx_max_bytes: int = Field(
        default=500 * 1024 * 1024, description="A DOCX whose parts inflate to more is refused before it is read."
    )
    docx_max_ratio: float = Field(
        default=200.0,
        description="A DOCX part over 1 MB inflated and more than this many times its compressed size"
        " is refused (a zip bomb).",
    )
    parse_max_memory_bytes: int = Field(
        default=1024 * 1024 * 1024,
        description="Address space of the child process that parses one file (ingest/isolation.py); a parser that"
        " needs more fails that file, never the service.",
    )
    parse_max_cpu_seconds: float = Field(
        default=600.0,
        description="CPU seconds the child parsing one file may use (OCR's tesseract runs have their own): a"
        " 2,000-page digital PDF takes about 20, rendering 1,000 scanned pages for OCR about 300.",
    )
    parse_max_seconds: float = Field(
        default=600.0,
        description="Wall-clock seconds for parsing one file, plus the OCR time left in the ingestion's budget;"
        " then the child is killed and the file fails.",
    )
    ocr_low_confidence: float = Field(
        default=80.0, description="OCR pages below this mean word confidence are flagged."
    )

    candidates: int = 50
    # Lexical arm (docs/decisions.md): BM25 over chunks plus the BM25 of the chunk's page as context.
    bm25_k1: float = 0.9
    bm25_b: float = 0.4
    bm25_page_weight: float = 1.0
    bm25_postings_per_term: int | None = Field(
        default=1000,
        description="Read at most this many postings per query term, best first (None: exact BM25). Only terms in"
        " more chunks than this are cut; the latency bound at 100k+ chunks (docs/decisions.md).",
    )
    max_query_terms: int = Field(
        default=64,
        description="Distinct terms of a query searched (the first ones); each reads up to bm25_postings_per_term"
        " postings, so a 2,000-character query of distinct words cannot make one search read a million.",
    )
    rerank: bool = Field(default=True, description="Rerank the head of the fused list (see docs/decisions.md).")
    rerank_dense_weight: float = Field(default=0.5, description="Weight of the dense arm in the evidence reranker.")
    rrf_k: int = 60
    default_k: int = 10

    # Answering: who drafts, and the gate every draft passes (answering/gate.py, docs/decisions.md).
    answerer: str = Field(
        default="extractive",
        description="Who drafts answers: 'extractive' (offline), 'llm' (the OpenAI-compatible endpoint below) or"
        " 'agent' (the same endpoint planning tool calls: answering/agent.py).",
    )
    question_encoder: str = Field(
        default="tuned",
        description="What reads the question when the extractive answerer chooses its quote: 'tuned' (the bundled"
        " question encoder, encoders/question_encoder.py), 'none' (the embedder, as the gate does) or an .onnx file"
        " trained by benchmarks/train_question_encoder.py. Used with the int8 embedder only.",
    )
    # None: the threshold benchmarks/fit_gate.py chose for the confirmed tier's precision (in gate_model.json), not a
    # hand-set one. Held out (cross-fitted by document, benchmarks/results/gate_crossfit.json), 0.50 confirmed answers
    # right 0.70 (FAA) / 0.90 (manuals) / 0.48 (SQuAD) of the time and confirmed 0.46 of SQuAD's unanswerable
    # questions; the fitted thresholds 0.94 / 0.92 / 0.53 and 0.18, for less recall (docs/decisions.md, 2026-12-04).
    gate_threshold: float | None = Field(
        default=None,
        description="Confirm when the gate's answer score is at least this (0-1); None: the threshold fitted for"
        " precision in answering/gate_model.json. Lower confirms more answers, fewer of them right; below it an"
        " answer is refused and its statement shown as unconfirmed evidence.",
    )
    gate_common_term_share: float = Field(
        default=0.1,
        description="A question term in at least this share of the visible chunks may go unstated in the answer.",
    )
    embedding_cache_size: int = Field(
        default=4096,
        description="Sentences whose vectors and token vectors are kept (LRU) for answering: ~25 kB each.",
    )

    # The OpenAI-compatible endpoint (encoders/llm_client.py) of the 'llm' answerer and the query rewriter.
    llm_base_url: str | None = Field(
        default=None, description="e.g. http://127.0.0.1:11434/v1 (Ollama); unset: no LLM, 'llm' answers degrade."
    )
    llm_model: str | None = Field(default=None, description="The model name the endpoint knows.")
    llm_api_key: SecretStr | None = Field(
        default=None, description="Sent only as 'Authorization: Bearer'; never logged or returned. Unset: none sent."
    )
    llm_timeout: float = Field(default=60.0, description="Seconds per request before the answer degrades.")
    llm_max_passages: int = Field(
        default=8, description="The best passages shown to the LLM (the prompt grows ~250 tokens with each)."
    )
    llm_max_tokens: int = Field(
        default=1024, description="The most tokens of one reply (a looping model stops here, then is repaired)."
    )
    llm_retries: int = Field(
        default=2, description="Retries of a 429 or 5xx, waiting Retry-After (up to 10 s) or a doubling backoff."
    )
    agent_max_steps: int = Field(
        default=6,
        ge=1,
        le=50,
        description="Tool calls the 'agent' answerer may make for one question; then one final-answer request.",
    )
    agent_max_tokens: int = Field(
        default=30000,
        ge=1000,
        description="Prompt plus completion tokens the 'agent' may spend on one question before its final answer.",
    )

    # The HTTP service (spanproof serve).
    max_upload_bytes: int = Field(default=50 * 1024 * 1024, description="Larger request bodies get 413.")
    rate_limit_per_second: float = Field(
        default=200.0,
        description="Requests per second one API key may make on average, per service process (above it: 429 with"
        " Retry-After). One process served /search at 145 requests/s on 2 cores (benchmarks/results/server.json).",
    )
    rate_limit_burst: int = Field(default=400, description="Requests one API key may make at once.")
    request_timeout: float = Field(default=60.0, description="Seconds before a request is answered 504.")
    retry_after: int = Field(default=5, description="Retry-After seconds sent with 503 (database unavailable).")
    # Logs and metrics of the service (spanproof/observability.py, docs/runbook.md).
    log_level: str = Field(default="info", description="spanproof's own log level (debug, info, warning, error).")
    log_format: Literal["json", "text"] = Field(
        default="json", description="'json': one JSON object a line on stderr (request and job lines); 'text'."
    )
    metrics_token: SecretStr | None = Field(
        default=None,
        description="When set, GET /metrics needs 'Authorization: Bearer <token>' (401 without). Unset: /metrics is"
        " open; its labels name no tenant, collection or text, only route templates and counts.",
    )
    job_workers: int = Field(default=1, description="Background ingestion threads.")
    job_max_attempts: int = Field(default=3, description="A job interrupted this many times is marked failed.")
    job_retention_hours: float = Field(
        default=168.0, description="Jobs that ended longer ago than this are deleted (their status is gone)."
    )
    spool_orphan_seconds: float = Field(
        default=600.0,
        description="A spool folder no queued or running job owns is removed once it is this old (an upload is"
        " written within one request, so keep it above request_timeout).",
    )
    job_sweep_seconds: float = Field(
        default=30,
        description="How often each service process looks for jobs to run: queued ones, and running ones whose "
        "process or database connection died.",
    )

    @property
    def embedded_data_dir(self) -> Path:
        return self.home / "pgdata"

    @property
    def originals_dir(self) -> Path:
        """The original files, by content hash (store/originals.py)."""
        return self.home / "originals"

    @property
    def page_cache_dir(self) -> Path:
        """Pages rendered from the originals, by content hash (store/originals.py)."""
        return self.home / "page-cache"

    @property
    def spool_dir(self) -> Path:
        """Uploads wait here until their ingestion job ends."""
        return self.home / "spool"
