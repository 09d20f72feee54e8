"""The facade every surface (CLI, HTTP, web) calls: ``Spanproof(settings).ingest/search/ask/stats``."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from types import TracebackType
from typing import Any

from spanproof.analysis import content_terms
from spanproof.answering.extractive import ExtractiveAnswerer, TermStats
from spanproof.answering.gate import GateThresholds, decide
from spanproof.answering.verify import Verification, verify_citation
from spanproof.config import Settings
from spanproof.encoders.embedder import Embedder, load_embedder
from spanproof.ingest.pipeline import Ingestor, ProgressCallback, TextDocument
from spanproof.retrieval.rerank import EvidenceRerank, RerankStage
from spanproof.retrieval.search import HybridSearcher, SearchMode
from spanproof.store import sql
from spanproof.store.db import Database
from spanproof.types import Answer, Citation, Hit, IngestReport

DEFAULT_COLLECTION = "default"


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

    # --- lifecycle -----------------------------------------------------------------------------

    def __enter__(self) -> Spanproof:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    def close(self) -> None:
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
            self._embedder = load_embedder(self.settings.embedding_model, self.settings.embedding_batch_size)
        return self._embedder

    def _collection_id(self, name: str) -> int:
        with self.db.connection() as conn:
            return sql.check_collection(conn, name, self.embedder.model_id, self.embedder.dim)

    def _filters(
        self, collection: str, documents: Sequence[str] | None, metadata: dict[str, Any] | None
    ) -> sql.Filters:
        return sql.Filters(self._collection_id(collection), documents, metadata)

    # --- operations ----------------------------------------------------------------------------

    def ingest(
        self,
        paths: Sequence[str | Path],
        *,
        collection: str = DEFAULT_COLLECTION,
        metadata: dict[str, Any] | None = None,
        version: str | None = None,
        progress: ProgressCallback | None = None,
    ) -> IngestReport:
        """Ingest files and folders (recursively); per-file failures are in the report, not raised."""
        ingestor = Ingestor(self.db, self.embedder, self.settings)
        return ingestor.ingest([Path(p) for p in paths], collection, metadata, version, progress)

    def ingest_texts(
        self,
        documents: Sequence[TextDocument],
        *,
        collection: str = DEFAULT_COLLECTION,
        progress: ProgressCallback | None = None,
    ) -> IngestReport:
        """Ingest documents given as text (pages split on form feeds), batching their embeddings."""
        ingestor = Ingestor(self.db, self.embedder, self.settings)
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
    ) -> list[Hit]:
        """Search (hybrid by default); every hit carries its lexical, dense, fused and rerank scores."""
        filters = self._filters(collection, documents, metadata)
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
            )
        return self._searcher

    def ask(
        self,
        question: str,
        *,
        collection: str = DEFAULT_COLLECTION,
        documents: Sequence[str] | None = None,
        metadata: dict[str, Any] | None = None,
    ) -> Answer:
        """Answer from the documents with verified citations, or refuse and show what was found."""
        filters = self._filters(collection, documents, metadata)
        hits = self.searcher.search(question, filters, self.settings.default_k, "hybrid", self.settings.rerank)
        stats = self._term_stats(question, filters)
        answerer = ExtractiveAnswerer(self.embedder)
        candidates = answerer.candidates(question, hits, stats)
        decision = decide(question, hits, candidates, stats, self._thresholds())
        if decision.status == "refused":
            return Answer("refused", "", [], _with_best_passages(decision.reason, hits), decision.signals, hits)

        draft = answerer.draft(candidates)
        draft.claims += answerer.draft(decision.rivals).claims
        texts: list[str] = []
        citations: list[Citation] = []
        rejected: list[str] = []
        for claim in draft.claims:
            verified = [self.verify(c, collection=collection) for c in claim.citations]
            good = [v.citation for v in verified if v.citation is not None]
            rejected += [v.reason or "" for v in verified if v.citation is None]
            if good:  # a claim without a verified citation never leaves the system
                texts.append(claim.text)
                citations += good
        decision.signals["citations_rejected"] = rejected
        if not citations:
            return Answer(
                "refused",
                "",
                [],
                _with_best_passages("no citation could be verified", hits),
                decision.signals,
                hits,
            )
        return Answer(decision.status, " ".join(texts), citations, decision.reason, decision.signals, hits)

    def verify(self, citation: Citation, *, collection: str = DEFAULT_COLLECTION) -> Verification:
        """Check one citation against the stored page text; a valid one comes back exact."""
        collection_id = self._collection_id(collection)

        def lookup(document: str, page: int) -> sql.StoredPage | None:
            with self.db.connection() as conn:
                return sql.stored_page(conn, collection_id, document, page)

        return verify_citation(citation, lookup)

    def stats(self, collection: str = DEFAULT_COLLECTION) -> dict[str, Any]:
        with self.db.connection() as conn:
            collection_id = sql.collection_id(conn, collection)
            stats = sql.collection_stats(conn, collection_id, self.settings.ocr_low_confidence)
            return {"collection": collection, **stats}

    def collections(self) -> list[dict[str, Any]]:
        with self.db.connection() as conn:
            return [{"name": name, "documents": n} for name, n in sql.list_collections(conn)]

    # --- helpers -------------------------------------------------------------------------------

    def _thresholds(self) -> GateThresholds:
        return GateThresholds(
            min_term_coverage=self.settings.gate_min_term_coverage,
            common_term_share=self.settings.gate_common_term_share,
            min_similarity=self.settings.gate_min_sentence_similarity,
        )

    def _term_stats(self, question: str, filters: sql.Filters) -> TermStats:
        """Chunk frequencies of the question terms over what the caller may see."""
        with self.db.connection() as conn:
            return TermStats(*sql.document_frequencies(conn, content_terms(question), filters))


def _with_best_passages(reason: str | None, hits: Sequence[Hit], n: int = 3) -> str:
    if not hits:
        return reason or "nothing found"
    best = "; ".join(f"{h.document} p.{h.page}" for h in hits[:n])
    return f"{reason}. Best passages found: {best}"
