"""The facade every surface (CLI, HTTP, web) calls: ``Spanproof(settings).ingest/search/ask/stats``."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import date, datetime
from pathlib import Path
from types import TracebackType
from typing import Any

from spanproof.answering.agent import StepCallback
from spanproof.answering.evidence import EvidenceScorer, TermStats
from spanproof.answering.gate import Gate, default_gate_model
from spanproof.answering.pipeline import ASK_STAGES, AnswerPipeline, ClaimCallback, SentenceStates, StageCallback
from spanproof.answering.rewrite import HISTORY_TURNS, rewrite_follow_up
from spanproof.answering.tools import TABLE_ROWS, SectionPage, ToolBox
from spanproof.answering.verify import PageLookup, Verification, verify_citation
from spanproof.config import Settings
from spanproof.encoders.embedder import Embedder, load_embedder
from spanproof.encoders.llm_client import client_from_settings
from spanproof.encoders.question_encoder import load_question_encoder
from spanproof.errors import (
    CollectionNotFound,
    Conflict,
    DocumentNotFound,
    IndexModelMismatch,
    InvalidApiKey,
    InvalidRequest,
    NotFound,
    PermissionDenied,
)
from spanproof.ingest.isolation import start_forkserver
from spanproof.ingest.metadata import parse_metadata, parse_timestamp
from spanproof.ingest.pipeline import Ingestor, ProgressCallback, TextDocument
from spanproof.retrieval.rerank import EvidenceRerank, RerankStage
from spanproof.retrieval.search import HybridSearcher, SearchMode
from spanproof.store import conversations, sql
from spanproof.store.conversations import Turn
from spanproof.store.db import Database, migration_files
from spanproof.store.sql import LOCAL_TENANT
from spanproof.tenancy import Principal, hash_key, key_prefix, may_change, new_key
from spanproof.types import Answer, ChunkStates, Citation, Filters, Hit, IngestReport, Scores, StoredPage

DEFAULT_COLLECTION = "default"
MAX_CONVERSATION_ID = 200
__all__ = ["ASK_STAGES", "DEFAULT_COLLECTION", "ClaimCallback", "Spanproof", "StageCallback", "StepCallback"]


class Spanproof:
    """One handle on a spanproof store. Opens the database and loads models lazily; close it when done."""

    def __init__(
        self,
        settings: Settings | None = None,
        *,
        embedder: Embedder | None = None,
        reranker: RerankStage | None = None,
    ) -> None:
        self.settings = settings or Settings()
        self._db: Database | None = None
        self._embedder = embedder
        # The offline default: measured on SciFact (docs/decisions.md); a cross-encoder or LLM can be passed in.
        self._reranker = reranker or EvidenceRerank(self.settings.rerank_dense_weight)
        self._searcher: HybridSearcher | None = None
        self._pipeline: AnswerPipeline | None = None

    # --- lifecycle -----------------------------------------------------------------------------

    def __enter__(self) -> Spanproof:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    def close(self) -> None:
        if self._pipeline is not None:
            if self._pipeline.llm is not None:
                self._pipeline.llm.close()
            self._pipeline = None
        if self._searcher is not None:
            self._searcher.close()
            self._searcher = None
        if self._db is not None:
            self._db.close()
            self._db = None

    @property
    def db(self) -> Database:
        if self._db is None:
            self._db = Database(self.settings).open()
        return self._db

    @property
    def embedder(self) -> Embedder:
        if self._embedder is None:
            self._embedder = load_embedder(
                self.settings.embedding_model, self.settings.embedding_batch_size, self.settings.cache_dir
            )
        return self._embedder

    def _collection_id(self, name: str, *, tenant: str) -> int:
        with self.db.connection() as conn:
            return sql.check_collection(conn, name, self.embedder.model_id, self.embedder.dim, tenant=tenant)

    def _filters(
        self,
        collection: str,
        documents: Sequence[str] | None,
        metadata: dict[str, Any] | None,
        *,
        tenant: str,
        groups: Sequence[str] | None = None,
        when: Eligibility | None = None,
    ) -> Filters:
        when = when or Eligibility()
        with self.db.connection() as conn:
            found = sql.check_collection(conn, collection, self.embedder.model_id, self.embedder.dim, tenant=tenant)
            undated = sql.collection_undated(conn, found)
        return Filters(
            found,
            documents,
            metadata,
            groups,
            as_of=when.as_of,
            known_as_of=when.known_as_of,
            product=when.product,
            variant=when.variant,
            serial=when.serial,
            version=when.version,
            undated_collection=undated,
        )

    # --- operations ----------------------------------------------------------------------------

    def ingest(
        self,
        paths: Sequence[str | Path],
        *,
        collection: str = DEFAULT_COLLECTION,
        metadata: dict[str, Any] | None = None,
        version: str | None = None,
        progress: ProgressCallback | None = None,
        tenant: str = LOCAL_TENANT,
        access_groups: Sequence[str] = (),
        groups: Sequence[str] | None = None,
    ) -> IngestReport:
        """Ingest files and folders (recursively); per-file failures are in the report, not raised.

        ``access_groups`` restrict the stored documents to callers holding one of them (empty: everyone);
        ``groups`` are the writer's own (None: all): it may replace only documents all of whose groups it holds.
        """
        parse_metadata(metadata)  # InvalidMetadata now, rather than the same failure for every file
        start_forkserver()  # the parsers' process imports them while the database and the embedder start
        ingestor = Ingestor(
            self.db, self.embedder, self.settings, tenant=tenant, access_groups=access_groups, writer_groups=groups
        )
        return ingestor.ingest([Path(p) for p in paths], collection, metadata, version, progress)

    def ingest_texts(
        self,
        documents: Sequence[TextDocument],
        *,
        collection: str = DEFAULT_COLLECTION,
        progress: ProgressCallback | None = None,
        tenant: str = LOCAL_TENANT,
        access_groups: Sequence[str] = (),
        groups: Sequence[str] | None = None,
    ) -> IngestReport:
        """Ingest documents given as text (pages split on form feeds), batching their embeddings; ``groups`` as
        for ``ingest``."""
        ingestor = Ingestor(
            self.db, self.embedder, self.settings, tenant=tenant, access_groups=access_groups, writer_groups=groups
        )
        return ingestor.ingest_texts(list(documents), collection, progress)

    def search(
        self,
        query: str,
        *,
        collection: str = DEFAULT_COLLECTION,
        k: int | None = None,
        documents: Sequence[str] | None = None,
        metadata: dict[str, Any] | None = None,
        mode: SearchMode = "hybrid",
        rerank: bool | None = None,
        candidates: int | None = None,
        tenant: str = LOCAL_TENANT,
        groups: Sequence[str] | None = None,
        as_of: date | str | None = None,
        known_as_of: datetime | str | None = None,
        variant: str | None = None,
        serial: int | str | None = None,
        product: str | None = None,
        version: str | None = None,
    ) -> list[Hit]:
        """Search (hybrid by default); every hit carries its lexical, dense, fused and rerank scores.

        ``groups`` are the caller's access groups (None: no restriction); they filter inside both ranking queries,
        as do ``as_of`` (the date, default today), ``known_as_of`` (the knowledge time, default now), ``product``,
        ``variant``, ``serial`` and ``version`` (one version label, an old one too).
        """
        _check_query(query)
        when = Eligibility.of(as_of, known_as_of, variant, serial, product, version)
        filters = self._filters(collection, documents, metadata, tenant=tenant, groups=groups, when=when)
        use_rerank = self.settings.rerank if rerank is None else rerank
        return self.searcher.search(query, filters, k or self.settings.default_k, mode, use_rerank, candidates)

    @property
    def searcher(self) -> HybridSearcher:
        if self._searcher is None:
            settings = self.settings
            self._searcher = HybridSearcher(
                self.db,
                self.embedder,
                settings.candidates,
                settings.rrf_k,
                self._reranker,
                bm25=sql.BM25Params(
                    settings.bm25_k1, settings.bm25_b, settings.bm25_page_weight, settings.bm25_postings_per_term
                ),
                max_terms=settings.max_query_terms,
            )
        return self._searcher

    @property
    def pipeline(self) -> AnswerPipeline:
        if self._pipeline is None:
            questions = load_question_encoder(self.settings.question_encoder, self.embedder)
            scorer = EvidenceScorer(self.embedder, self.settings.embedding_cache_size, questions)
            gate = Gate(scorer, default_gate_model(), self.settings.gate_threshold)
            llm = client_from_settings(self.settings)
            self._pipeline = AnswerPipeline(
                scorer,
                gate,
                self.settings.gate_common_term_share,
                llm,
                self.settings.llm_max_passages,
                self.settings.agent_max_steps,
                self.settings.agent_max_tokens,
            )
        return self._pipeline

    def ask(
        self,
        question: str,
        *,
        collection: str = DEFAULT_COLLECTION,
        documents: Sequence[str] | None = None,
        metadata: dict[str, Any] | None = None,
        tenant: str = LOCAL_TENANT,
        groups: Sequence[str] | None = None,
        answerer: str | None = None,
        on_stage: StageCallback | None = None,
        on_claim: ClaimCallback | None = None,
        on_step: StepCallback | None = None,
        conversation: str | None = None,
        as_of: date | str | None = None,
        known_as_of: datetime | str | None = None,
        variant: str | None = None,
        serial: int | str | None = None,
        product: str | None = None,
        version: str | None = None,
    ) -> Answer:
        """Answer from the documents with verified citations, or refuse and show what was found.

        ``answerer`` names who drafts (default ``Settings.answerer``; ``llm``: the ``SPANPROOF_LLM_*`` endpoint);
        every draft passes the same verifier and gate. ``on_stage`` is called with each of ``ASK_STAGES`` as it
        begins; ``on_claim`` with each claim of an answer once it is verified and the gate let it through;
        ``on_step`` with each tool call of the ``agent`` answerer as it finishes (name, arguments, outcome, ms).
        The agent's tools see exactly what this call may see (the same tenant, collection, groups and filters).
        ``conversation`` (any ID the caller picks) keeps the turns: a follow-up is rewritten by the LLM to stand
        alone for retrieval only (``signals.rewritten_query``); the answer addresses the question as asked.
        ``as_of``, ``known_as_of``, ``variant``, ``serial``, ``product`` and ``version`` as for ``search``; the
        versions the answer cites are in ``signals.versions``.
        """
        _check_query(question)
        when = Eligibility.of(as_of, known_as_of, variant, serial, product, version)
        filters = self._filters(collection, documents, metadata, tenant=tenant, groups=groups, when=when)
        settings = self.settings
        history = self._conversation_turns(tenant, conversation, groups) if conversation else []
        rewrite = rewrite_follow_up(self.pipeline.llm, history, question) if history else None
        answer = self.pipeline.ask(
            question,
            retrieve=lambda q: self.searcher.search(q, filters, settings.default_k, "hybrid", settings.rerank),
            statistics=lambda terms: self._term_stats(terms, filters),
            lookup=self._page_lookup(filters.collection_id),
            sentence_states=self._states_lookup(filters.collection_id),
            answerer=answerer or settings.answerer,
            on_stage=on_stage,
            on_claim=on_claim,
            search_query=rewrite.query if rewrite else None,
            tools=self._toolbox(filters),
            on_step=on_step,
        )
        answer.signals["rewritten_query"] = rewrite.query if rewrite else None
        answer.signals["versions"] = _versions_used(answer.citations)
        if rewrite is not None:
            answer.signals["rewrite"] = {"by": rewrite.method, "fallback": rewrite.fallback, "tokens": rewrite.tokens}
        if conversation:
            searched = rewrite.query if rewrite else question
            turn = Turn(collection, question, searched, answer.status, answer.answer)
            with self.db.connection() as conn:
                number = conversations.add_turn(conn, tenant, conversation, groups, turn)
                conn.commit()
            answer.signals["conversation"] = {"id": conversation, "turn": number}
        return answer

    def _toolbox(self, filters: Filters) -> ToolBox:
        """The agent's tools, bound to one caller's filters: search as ``search`` does, pages and table rows of the
        eligible version of a document the caller may see, and the names of those documents."""
        settings = self.settings

        def search(query: str, k: int, documents: Sequence[str] | None) -> list[Hit]:
            _check_query(query)
            scoped = filters if documents is None else replace(filters, sources=list(documents))
            return self.searcher.search(query, scoped, k, "hybrid", settings.rerank)

        def page(document: str, number: int) -> SectionPage | None:
            with self.db.connection() as conn:
                row = sql.visible_page(conn, filters, document, number)
            return None if row is None else SectionPage(**{**row, "headings": list(row["headings"])})

        def table_rows(document: str) -> list[Hit]:
            with self.db.connection() as conn:
                rows = sql.visible_chunks(conn, filters, document, ("table_row",), TABLE_ROWS)
            return [Hit(**row, scores=Scores()) for row in rows]

        def documents() -> list[str]:
            with self.db.connection() as conn:
                return sql.visible_sources(conn, filters, 500)

        return ToolBox(search, page, table_rows, documents)

    def _conversation_turns(self, tenant: str, conversation: str, groups: Sequence[str] | None) -> list[Turn]:
        if len(conversation) > MAX_CONVERSATION_ID:
            raise InvalidRequest(f"a conversation ID has at most {MAX_CONVERSATION_ID} characters")
        with self.db.connection() as conn:
            return conversations.recent_turns(conn, tenant, conversation, groups, HISTORY_TURNS)

    def verify(
        self, citation: Citation, *, collection: str = DEFAULT_COLLECTION, tenant: str = LOCAL_TENANT
    ) -> Verification:
        """Check one citation against the stored page text; a valid one comes back exact."""
        return self._verify(citation, self._collection_id(collection, tenant=tenant))

    def _verify(self, citation: Citation, collection_id: int) -> Verification:
        return verify_citation(citation, self._page_lookup(collection_id))

    def _page_lookup(self, collection_id: int) -> PageLookup:
        def lookup(document: str, page: int, version: str | None) -> StoredPage | None:
            with self.db.connection() as conn:
                return sql.stored_page(conn, collection_id, document, page, version)

        return lookup

    def _states_lookup(self, collection_id: int) -> SentenceStates:
        encoding = self.pipeline.scorer.encoding

        def lookup(chunk_ids: Sequence[int]) -> dict[int, ChunkStates]:
            with self.db.connection() as conn:
                return sql.sentence_states(conn, collection_id, chunk_ids, encoding)

        return lookup

    def stats(
        self, collection: str = DEFAULT_COLLECTION, *, tenant: str = LOCAL_TENANT, groups: Sequence[str] | None = None
    ) -> dict[str, Any]:
        """Documents, pages, chunks by kind, OCR pages and the index model (of what the caller may see)."""
        with self.db.connection() as conn:
            collection_id = sql.collection_id(conn, collection, tenant=tenant)
            stats = sql.collection_stats(conn, collection_id, self.settings.ocr_low_confidence, groups)
            return {"collection": collection, **stats}

    def collections(self, *, tenant: str = LOCAL_TENANT, groups: Sequence[str] | None = None) -> list[dict[str, Any]]:
        """The tenant's collections, each with the number of documents the caller may see."""
        with self.db.connection() as conn:
            return [_jsonable(row) for row in sql.list_collections(conn, tenant=tenant, groups=groups)]

    # --- collections and documents (the HTTP service's resources) -------------------------------

    def collection(
        self, name: str, *, tenant: str = LOCAL_TENANT, groups: Sequence[str] | None = None
    ) -> dict[str, Any]:
        with self.db.connection() as conn:
            found = sql.list_collections(conn, tenant=tenant, groups=groups, name=name)
        if not found:
            raise CollectionNotFound(f"collection {name!r} does not exist")
        return _jsonable(found[0])

    def create_collection(self, name: str, *, tenant: str = LOCAL_TENANT) -> bool:
        """Create an empty collection indexed with the configured embedder; False when it existed already."""
        with self.db.connection() as conn:
            created = sql.create_collection(conn, name, self.embedder.model_id, self.embedder.dim, tenant=tenant)
            try:
                sql.check_collection(conn, name, self.embedder.model_id, self.embedder.dim, tenant=tenant)
            except IndexModelMismatch as exc:
                raise Conflict(str(exc)) from exc
            conn.commit()
        return created

    def delete_collection(self, name: str, *, tenant: str = LOCAL_TENANT) -> None:
        with self.db.connection() as conn:
            sql.delete_collection(conn, sql.collection_id(conn, name, tenant=tenant))
            conn.commit()

    def documents(
        self, collection: str, *, tenant: str = LOCAL_TENANT, groups: Sequence[str] | None = None
    ) -> list[dict[str, Any]]:
        with self.db.connection() as conn:
            rows = sql.list_documents(conn, sql.collection_id(conn, collection, tenant=tenant), groups)
        return [_jsonable(row) for row in rows]

    def document(
        self, collection: str, document_id: int, *, tenant: str = LOCAL_TENANT, groups: Sequence[str] | None = None
    ) -> dict[str, Any]:
        with self.db.connection() as conn:
            rows = sql.list_documents(conn, sql.collection_id(conn, collection, tenant=tenant), groups, document_id)
        if not rows:
            raise DocumentNotFound(f"document {document_id} does not exist in collection {collection!r}")
        return _jsonable(rows[0])

    def delete_document(
        self,
        collection: str,
        document_id: int,
        *,
        tenant: str = LOCAL_TENANT,
        groups: Sequence[str] | None = None,
        only_this_version: bool = False,
    ) -> None:
        """Delete the document ``document_id`` is a version of, every version of it; or, ``only_this_version``,
        that one version (the others stay, and what it corrected is known again)."""
        self.document(collection, document_id, tenant=tenant, groups=groups)  # 404 unless the caller sees it
        with self.db.connection() as conn:
            collection_id = sql.collection_id(conn, collection, tenant=tenant)
            sql.lock_collection(conn, collection_id)
            source = sql.document_source(conn, collection_id, document_id)
            if source is None:  # deleted meanwhile
                raise DocumentNotFound(f"document {document_id} does not exist in collection {collection!r}")
            versions = sql.document_versions(conn, collection_id, source)
            chosen = [v for v in versions if v["id"] == document_id] if only_this_version else versions
            if not all(may_change(groups, v["access_groups"]) for v in chosen):
                raise PermissionDenied("this API key may only delete documents all of whose groups it holds")
            for stored in chosen:
                sql.delete_document(conn, stored["id"])
            sql.refresh_supersession(conn, collection_id, source)
            conn.commit()

    def check_names_free(
        self, collection: str, names: Sequence[str], *, tenant: str = LOCAL_TENANT, groups: Sequence[str] | None = None
    ) -> None:
        """Refuse to replace a document the caller cannot see (its name is taken, nothing more is said)."""
        if groups is None:
            return
        with self.db.connection() as conn:
            try:
                collection_id = sql.collection_id(conn, collection, tenant=tenant)
            except NotFound:
                return
            for name in names:
                stored = sql.document_groups(conn, collection_id, name)
                if stored and not may_change(groups, stored):
                    raise Conflict(f"the document name {name!r} is not available; upload under another name")

    # --- API keys -------------------------------------------------------------------------------

    def create_api_key(
        self, tenant: str, *, groups: Sequence[str] | None = None, can_write: bool = True
    ) -> tuple[str, dict[str, Any]]:
        """A new key for ``tenant`` (returned once, stored hashed) and its description."""
        key = new_key()
        with self.db.connection() as conn:
            sql.insert_api_key(conn, tenant, hash_key(key), key_prefix(key), groups, can_write)
            conn.commit()
            record = sql.api_key(conn, hash_key(key))
        assert record is not None
        return key, _jsonable(record)

    def revoke_api_key(self, key_or_prefix: str) -> str:
        """Revoke a key given whole or by its prefix; returns the prefix."""
        with self.db.connection() as conn:
            matched = sql.revoke_api_keys(conn, hash_key(key_or_prefix), key_or_prefix)
            conn.commit()
        if not matched:
            raise NotFound("no such API key")
        if len(matched) > 1:
            raise Conflict(f"{len(matched)} keys have the prefix {key_or_prefix!r}; give the whole key")
        return matched[0]

    def api_keys(self, tenant: str | None = None) -> list[dict[str, Any]]:
        with self.db.connection() as conn:
            return [_jsonable(row) for row in sql.list_api_keys(conn, tenant)]

    def authenticate(self, key: str | None) -> Principal:
        """The principal a presented key stands for; a missing, unknown or revoked key is refused alike."""
        if not key:
            raise InvalidApiKey("an API key is required (header X-API-Key)")
        with self.db.connection() as conn:
            record = sql.api_key(conn, hash_key(key))
        if record is None or record["revoked_at"] is not None:
            raise InvalidApiKey("the API key is not valid")
        groups = None if record["groups"] is None else tuple(record["groups"])
        return Principal(record["tenant"], groups, record["can_write"])

    # --- health -------------------------------------------------------------------------------

    def readiness(self) -> dict[str, bool]:
        """Database reachable, every bundled migration applied, embedder loaded (never loads it)."""
        checks = {"database": False, "migrations": False, "models": self._embedder is not None}
        with self.db.connection() as conn:
            applied = {row[0] for row in conn.execute("SELECT version FROM schema_migrations")}
        checks["database"] = True
        checks["migrations"] = {version for version, _, _ in migration_files()} <= applied
        return checks

    # --- helpers -------------------------------------------------------------------------------

    def _term_stats(self, terms: Sequence[str], filters: Filters) -> TermStats:
        """Chunk frequencies of the question terms over what the caller may see."""
        with self.db.connection() as conn:
            return TermStats(*sql.document_frequencies(conn, terms[: self.settings.max_query_terms], filters))


@dataclass(frozen=True)
class Eligibility:
    """The query's versions and effectivity, checked (DESIGN.md: as_of, known_as_of, variant, serial, product,
    version)."""

    as_of: date | None = None
    known_as_of: datetime | None = None
    variant: str | None = None
    serial: int | None = None
    product: str | None = None
    version: str | None = None

    @classmethod
    def of(
        cls,
        as_of: date | str | None = None,
        known_as_of: datetime | str | None = None,
        variant: str | None = None,
        serial: int | str | None = None,
        product: str | None = None,
        version: str | None = None,
    ) -> Eligibility:
        return cls(
            _as_of(as_of),
            None if known_as_of is None else parse_timestamp(known_as_of, "known_as_of"),
            _label(variant, "variant"),
            _serial(serial),
            _label(product, "product"),
            _label(version, "version"),
        )


def _as_of(value: date | str | None) -> date | None:
    if value is None or (isinstance(value, date) and not isinstance(value, datetime)):
        return value
    if isinstance(value, datetime):
        return value.date()
    try:
        return date.fromisoformat(str(value))
    except ValueError:
        raise InvalidRequest(f"as_of must be a date as YYYY-MM-DD, not {str(value)!r}") from None


def _serial(value: int | str | None) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not str(value).strip().isdigit() or int(value) > 2**63 - 1:
        raise InvalidRequest(f"serial must be a whole number, not {str(value)!r}")
    return int(value)


def _label(value: str | None, name: str) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or not value.strip() or "\x00" in value or len(value) > 300:
        raise InvalidRequest(f"{name} must be a non-empty string of at most 300 characters")
    return value.strip()


def _versions_used(citations: Sequence[Citation]) -> list[dict[str, Any]]:
    """The versions an answer cites, each once, in a fixed order: which version and validity it used."""
    found = {
        (c.document, c.document_version): {
            "document": c.document,
            "document_version": c.document_version,
            "effective_from": c.effective_from,
            "effective_to": c.effective_to,
            "recorded_at": c.recorded_at,
        }
        for c in citations
    }
    return [found[key] for key in sorted(found)]


def _check_query(text: str) -> None:
    # PostgreSQL text cannot hold NUL: refused here rather than by the driver in the middle of a search
    if "\x00" in text:
        raise InvalidRequest("the query holds a NUL character")


def _jsonable(row: dict[str, Any]) -> dict[str, Any]:
    """Timestamps as ISO 8601 text, so every surface can print the row as JSON."""
    return {key: value.isoformat() if hasattr(value, "isoformat") else value for key, value in row.items()}
