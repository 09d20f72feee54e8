"""The facade every surface (CLI, HTTP, web) calls: ``Spanproof(settings).ingest/search/ask/stats``."""

from __future__ import annotations

import re
import secrets
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import date, datetime
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

from spanproof.analysis import dating_years, identifiers
from spanproof.config import Settings
from spanproof.defaults import DEFAULT_COLLECTION
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
from spanproof.store import conversations, sql
from spanproof.store.conversations import Turn
from spanproof.store.db import Database, migration_files
from spanproof.store.originals import Originals
from spanproof.store.sql import LOCAL_TENANT, feedback, login, pages
from spanproof.tenancy import Principal, hash_key, key_prefix, may_change, new_key
from spanproof.types import Answer, ChunkStates, Citation, Filters, Hit, IngestReport, Scores, StoredPage

# "Figure 6-11. Oil cooler. ..." -> "Oil cooler": a figure's or table's title, for example questions
_CAPTION_TITLE = re.compile(r"^(?:Figure|Fig\.|Table)\s+[\w.-]*\d[\w-]*\.?\s+([A-Za-z][^.;:]{2,60})\.")

if TYPE_CHECKING:
    # The answering, encoding, retrieval and ingestion stacks are imported where they are first used (the
    # properties that build them, the ingest methods), not here: stats, collections, keys and the CLI's other
    # store commands start without them (docs/performance.md, "CLI start").
    from spanproof.answering.agent import StepCallback
    from spanproof.answering.evidence import TermStats
    from spanproof.answering.pipeline import (
        ASK_STAGES,
        AnswerPipeline,
        ClaimCallback,
        SentenceStates,
        StageCallback,
    )
    from spanproof.answering.tools import SectionPage, ToolBox
    from spanproof.answering.verify import PageLookup, Verification
    from spanproof.encoders.embedder import Embedder
    from spanproof.ingest.pipeline import ProgressCallback, TextDocument
    from spanproof.retrieval.rerank import RerankStage
    from spanproof.retrieval.search import HybridSearcher, SearchMode

# Re-exported from the answer pipeline for the surfaces (server/sse.py, server/routes/query.py), on first use.
_PIPELINE_NAMES = ("ASK_STAGES", "ClaimCallback", "StageCallback", "StepCallback")


def __getattr__(name: str) -> Any:
    if name in _PIPELINE_NAMES:
        from spanproof.answering import pipeline

        return getattr(pipeline, name)
    raise AttributeError(f"module 'spanproof.api' has no attribute {name!r}")


MAX_CONVERSATION_ID = 200
# Passages found for the codes a question names alone, read after the hybrid search's (``Spanproof._passages``).
CODE_PASSAGES = 3
# Passages of the service bulletins found for the serial number asked, searched again among those bulletins alone
# (``Spanproof._passages``): a two-page bulletin's step giving the figure ranked 7th in its own bulletin, below the
# header rows naming the model and the serials (stranger's set 23).
BULLETIN_PASSAGES = 8
__all__ = ["ASK_STAGES", "DEFAULT_COLLECTION", "ClaimCallback", "Spanproof", "StageCallback", "StepCallback"]


def _joined(hits: list[Hit], more: Sequence[Hit]) -> list[Hit]:
    """``hits``, then those of ``more`` not among them, in their order."""
    found = {hit.chunk_id for hit in hits}
    return [*hits, *(hit for hit in more if hit.chunk_id not in found)]


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
        self._reranker = reranker
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
            from spanproof.encoders.embedder import load_embedder

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
        with self.db.read_connection() as conn:
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
        from spanproof.ingest.pipeline import Ingestor

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
        from spanproof.ingest.pipeline import Ingestor

        ingestor = Ingestor(
            self.db, self.embedder, self.settings, tenant=tenant, access_groups=access_groups, writer_groups=groups
        )
        return ingestor.ingest_texts(list(documents), collection, progress)

    def _passages(self, question: str, filters: Filters) -> list[Hit]:
        """What an answer reads: the hybrid search's hits, then, when the question names codes or part numbers, the
        few passages the lexical index finds for those alone. A fault code's own task can fall out of a hybrid list
        when every page of the manual names the model: the manuals' "P-06 on the KX-9" task was 2nd by its words
        and outside the first 30 fused. The answerer reads the passages naming what the question names first. For a
        unit named by its serial number, the service bulletins found (the filters admitted them for that serial) are
        searched again on their own: their figures override the manual's (``objections.overriding``)."""
        hits = self.searcher.search(question, filters, self.settings.default_k, "hybrid", self.settings.rerank)
        codes = [n for n in identifiers(question) if any(ch.isalpha() for ch in n) and any(ch.isdigit() for ch in n)]
        if codes:
            named = self.searcher.search(" ".join(dict.fromkeys(codes)), filters, CODE_PASSAGES, "lexical")
            hits = _joined(hits, named)
        bulletins = sorted({hit.document for hit in hits if hit.serial_limited}) if filters.serial is not None else []
        if bulletins:
            limited = replace(filters, sources=bulletins)
            covering = self.searcher.search(question, limited, BULLETIN_PASSAGES, "hybrid", self.settings.rerank)
            hits = _joined(hits, covering)
        return hits

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
        with self.db.reading():  # a read replica when there is one and it has caught up (store/db.py)
            filters = self._filters(collection, documents, metadata, tenant=tenant, groups=groups, when=when)
            use_rerank = self.settings.rerank if rerank is None else rerank
            return self.searcher.search(query, filters, k or self.settings.default_k, mode, use_rerank, candidates)

    @property
    def searcher(self) -> HybridSearcher:
        if self._searcher is None:
            from spanproof.retrieval.rerank import EvidenceRerank
            from spanproof.retrieval.search import HybridSearcher

            settings = self.settings
            # The offline default: measured on SciFact (docs/decisions.md); a cross-encoder or LLM can be passed in.
            reranker = self._reranker or EvidenceRerank(settings.rerank_dense_weight)
            self._searcher = HybridSearcher(
                self.db,
                self.embedder,
                settings.candidates,
                settings.rrf_k,
                reranker,
                bm25=sql.BM25Params(
                    settings.bm25_k1, settings.bm25_b, settings.bm25_page_weight, settings.bm25_postings_per_term
                ),
                max_terms=settings.max_query_terms,
            )
        return self._searcher

    @property
    def pipeline(self) -> AnswerPipeline:
        if self._pipeline is None:
            from spanproof.answering.evidence import EvidenceScorer
            from spanproof.answering.gate import Gate, default_gate_model
            from spanproof.answering.pipeline import AnswerPipeline
            from spanproof.encoders.llm_client import client_from_settings
            from spanproof.encoders.question_encoder import load_question_encoder

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
        from spanproof.answering.rewrite import rewrite_follow_up

        _check_query(question)
        when = Eligibility.of(as_of, known_as_of, variant, serial, product, version)
        settings = self.settings
        history = self._conversation_turns(tenant, conversation, groups) if conversation else []
        rewrite = rewrite_follow_up(self.pipeline.llm, history, question) if history else None
        with self.db.reading():  # a read replica when there is one and it has caught up (store/db.py)
            filters = self._filters(collection, documents, metadata, tenant=tenant, groups=groups, when=when)
            answer = self.pipeline.ask(
                question,
                retrieve=lambda q: self._passages(q, filters),
                statistics=lambda terms: self._term_stats(terms, filters),
                lookup=self._page_lookup(filters.collection_id),
                sentence_states=self._states_lookup(filters.collection_id),
                answerer=answerer or settings.answerer,
                on_stage=on_stage,
                on_claim=on_claim,
                search_query=rewrite.query if rewrite else None,
                tools=self._toolbox(filters),
                on_step=on_step,
                applied=when.figures(question),
                serial=when.serial,
                variant=when.variant,
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
        if answer.status != "answered":  # the content-gap report lists what the documents could not answer
            with self.db.connection() as conn:
                feedback.add_refusal(conn, tenant, collection, question, answer.status, answer.reason or "")
                conn.commit()
        return answer

    def _toolbox(self, filters: Filters) -> ToolBox:
        """The agent's tools, bound to one caller's filters: search as ``search`` does, pages and table rows of the
        eligible version of a document the caller may see, and the names of those documents."""
        from spanproof.answering.tools import TABLE_ROWS, SectionPage, ToolBox

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
        from spanproof.answering.rewrite import HISTORY_TURNS

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
        from spanproof.answering.verify import verify_citation

        return verify_citation(citation, self._page_lookup(collection_id))

    def _page_lookup(self, collection_id: int) -> PageLookup:
        def lookup(document: str, page: int, version: str | None) -> StoredPage | None:
            with self.db.read_connection() as conn:
                return sql.stored_page(conn, collection_id, document, page, version)

        return lookup

    def _states_lookup(self, collection_id: int) -> SentenceStates:
        encoding = self.pipeline.scorer.encoding

        def lookup(chunk_ids: Sequence[int]) -> dict[int, ChunkStates]:
            with self.db.read_connection() as conn:
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
            collection_id = sql.collection_id(conn, name, tenant=tenant)
            digests = pages.collection_hashes(conn, collection_id)
            sql.delete_collection(conn, collection_id)
            conn.commit()
        self._forget_originals(digests)

    def _forget_originals(self, digests: Sequence[str]) -> None:
        with self.db.connection() as conn:
            Originals.of(self.settings).forget_unused(conn, digests)

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
        self._forget_originals([v["content_hash"] for v in chosen])

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

    # --- the web page: page views, example questions, feedback ------------------------------------

    def page_view(
        self,
        collection: str,
        document: str,
        page: int,
        *,
        version: str | None = None,
        start: int | None = None,
        end: int | None = None,
        tenant: str = LOCAL_TENANT,
        groups: Sequence[str] | None = None,
    ) -> dict[str, Any]:
        """Page ``page`` of a version as stored, with the span ``start:end`` located: ``rects`` (fractions of the
        rendered page) when it maps exactly to the original PDF's characters, else null (show the text, marked by
        offset). ``image`` says whether ``page_image`` can render the page."""
        found = self._page_source(collection, document, page, version, tenant, groups)
        text: str = found.pop("text")
        digest: str = found.pop("content_hash")
        if (start, end) != (None, None) and not (
            start is not None and end is not None and 0 <= start < end <= len(text)
        ):
            raise InvalidRequest(f"start and end must be offsets with 0 <= start < end <= {len(text)}")
        originals = Originals.of(self.settings)
        image = found["media_type"] == "application/pdf" and originals.has(digest)
        rects = None
        if image and start is not None and end is not None:
            data = originals.get(digest)
            from spanproof.pageview import span_rects  # pdfium and PIL: only for a page shown

            rects = None if data is None else span_rects(data, page, text, start, end)
        return {
            **found,
            "page": page,
            "text": text,
            "start": start,
            "end": end,
            "quote": None if start is None else text[start:end],
            "image": image,
            "rects": None if rects is None else [r.to_dict() for r in rects],
        }

    def page_image(
        self,
        collection: str,
        document: str,
        page: int,
        *,
        version: str | None = None,
        tenant: str = LOCAL_TENANT,
        groups: Sequence[str] | None = None,
    ) -> bytes:
        """Page ``page`` of a PDF version rendered as PNG (cached on disk by content hash)."""
        found = self._page_source(collection, document, page, version, tenant, groups)
        originals = Originals.of(self.settings)
        data = originals.get(found["content_hash"])
        if found["media_type"] != "application/pdf" or data is None:
            raise NotFound("no rendered page: the version is not a PDF, or its original file is not kept")
        from spanproof.pageview import render_png

        return render_png(data, page, originals.rendered(found["content_hash"]))

    def _page_source(
        self, collection: str, document: str, page: int, version: str | None, tenant: str, groups: Sequence[str] | None
    ) -> dict[str, Any]:
        with self.db.connection() as conn:
            found = pages.page_source(
                conn, sql.collection_id(conn, collection, tenant=tenant), document, page, version, groups
            )
        if found is None:
            raise NotFound(
                f"no page {page} of {document!r}{f' version {version!r}' if version else ''} in {collection!r}"
            )
        return found

    def example_questions(
        self, collection: str, *, tenant: str = LOCAL_TENANT, groups: Sequence[str] | None = None, limit: int = 5
    ) -> list[str]:
        """Questions to start from, made from the collection's headings (those over the most prose), else from the
        titles of its figures and tables."""
        with self.db.connection() as conn:
            collection_id = sql.collection_id(conn, collection, tenant=tenant)
            headings, captions = pages.question_topics(conn, collection_id, groups, limit)
        topics = [h.strip().rstrip(".:") for h in headings]
        topics += [title.group(1).strip() for title in map(_CAPTION_TITLE.match, captions) if title]
        # a short name, not a sentence (a glossary's bold term runs on into its definition)
        short = [t for t in topics if t and len(t.split()) <= 6 and not re.search(r"[.?!;]\s", t)]
        unique = list(dict.fromkeys(short))[:limit]
        return [
            f"What does the documentation say about {t[0].lower() + t[1:] if not t[:2].isupper() else t}?"
            for t in unique
        ]

    def add_feedback(
        self,
        *,
        collection: str,
        question: str,
        status: str,
        rating: str,
        reason: str | None = None,
        comment: str = "",
        answer: str = "",
        tenant: str = LOCAL_TENANT,
    ) -> int:
        """Store a thumbs up or down on one answer or refusal; a thumbs down may name a reason."""
        if rating not in ("up", "down"):
            raise InvalidRequest("rating must be 'up' or 'down'")
        if status not in ("answered", "refused", "review"):
            raise InvalidRequest("status must be 'answered', 'refused' or 'review'")
        if reason is not None and reason not in feedback.REASONS:
            raise InvalidRequest(f"reason must be one of {', '.join(feedback.REASONS)}")
        _check_query(question)
        row = {
            "collection": collection,
            "question": question,
            "status": status,
            "rating": rating,
            "reason": reason if rating == "down" else None,
            "comment": comment,
            "answer": answer,
        }
        with self.db.connection() as conn:
            number = feedback.add_feedback(conn, tenant, row)
            conn.commit()
        return number

    def set_feedback_reason(self, feedback_id: int, reason: str, *, tenant: str = LOCAL_TENANT) -> None:
        """Name why a thumbs down was given (after the thumb itself was stored)."""
        if reason not in feedback.REASONS:
            raise InvalidRequest(f"reason must be one of {', '.join(feedback.REASONS)}")
        with self.db.connection() as conn:
            found = feedback.set_reason(conn, tenant, feedback_id, reason)
            conn.commit()
        if not found:
            raise NotFound(f"no thumbs down {feedback_id}")

    def content_gaps(
        self, *, tenant: str = LOCAL_TENANT, weeks: int = 12, collection: str | None = None
    ) -> list[dict[str, Any]]:
        """Refused and thumbs-down questions by reason, collection and week (the weekly failure analysis)."""
        if not 1 <= weeks <= 520:
            raise InvalidRequest("weeks must be between 1 and 520")
        with self.db.connection() as conn:
            return feedback.content_gaps(conn, tenant, weeks, collection)

    def create_login_token(self, tenant: str = LOCAL_TENANT, *, seconds: int = 86_400) -> str:
        """A one-time token that ``redeem_login_token`` exchanges once for a new API key of ``tenant``."""
        token = secrets.token_urlsafe(32)
        with self.db.connection() as conn:
            login.insert_login_token(conn, tenant, hash_key(token), seconds)
            conn.commit()
        return token

    def redeem_login_token(self, token: str) -> str:
        """The new API key a one-time token stands for; an unknown, used or expired token is refused."""
        with self.db.connection() as conn:
            tenant = login.redeem_login_token(conn, hash_key(token)) if token else None
            conn.commit()
        if tenant is None:
            raise InvalidApiKey("the sign-in link is not valid (used already, or expired)")
        key, _ = self.create_api_key(tenant)
        return key

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

    # --- backup and restore ---------------------------------------------------------------------

    def backup(self, path: str | Path) -> Path:
        """Dump the whole store (every tenant) to ``path`` with pg_dump (custom format); returns the file."""
        from spanproof.store import backup

        return backup.backup(self.db.url, Path(path))

    def restore(self, path: str | Path, *, force: bool = False) -> None:
        """Replace the store with the backup at ``path``; a store holding data only with ``force``. The backup is
        checked, then restored in full into a scratch database before it replaces anything (store/backup.py)."""
        from spanproof.store import backup

        url = self.db.url
        backup.check_archive(Path(path))
        self.close()  # this handle's connections end with the old database
        backup.restore(url, Path(path), force=force)

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
        from spanproof.answering.evidence import TermStats

        with self.db.read_connection() as conn:
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

    def figures(self, question: str = "") -> list[str]:
        """The figures ``question`` may write that these filters apply already: the years of its dates ("in 2022"
        asked as of 2022-05-10), any year it dates itself by when it is asked as of a date ("before the 2022 rev"
        asked as of 2021-11-30), its serial number ("s/n 1320"), and the figures of its variant it writes alone
        ("on the 180" asked for the DCX-180: a manual prints the designation whole; stranger's set 22)."""
        years = [str(when.year) for when in (self.as_of, self.known_as_of) if when is not None]
        if self.as_of is not None:
            years += dating_years(question, self.as_of)
        variant = self.variant or ""
        shorthand = [
            f
            for f in re.findall(r"\d+", variant)
            if re.search(rf"(?<![\w.-]){f}(?![\w.])", question) and not _written_whole(variant, f, question)
        ]
        return [*years, *([str(self.serial)] if self.serial is not None else []), *shorthand]

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


def _written_whole(variant: str, figures: str, question: str) -> bool:
    """Whether the question writes the variant's figures with the letters or word before them, however spaced:
    "cresta 36" for the Cresta 36 names the model itself, which a passage must print (stranger's set 24)."""
    before = re.findall(r"[A-Za-z]+", variant[: variant.find(figures)])
    if not before:
        return False
    return re.search(rf"(?<![\w-]){re.escape(before[-1])}[\s-]*{figures}(?![\w.])", question, re.IGNORECASE) is not None


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
