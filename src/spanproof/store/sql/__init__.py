"""Every SQL statement spanproof runs, as SQL with bound parameters, behind small typed functions: one module per
concept (collections, documents, ranking, statistics, keys, jobs), the long queries as ``.sql`` files beside them.

Filters sit inside the WHERE clause of both ranking queries and of the BM25 statistics (``visibility``), so ranking
only ever sees what the caller may see. ``from spanproof.store import sql; sql.search_lexical(...)`` reaches all.
"""

from spanproof.store.sql.collections import (
    LOCAL_TENANT,
    check_collection,
    collection_id,
    create_collection,
    delete_collection,
    ensure_collection,
    ensure_tenant,
    list_collections,
    lock_collection,
)
from spanproof.store.sql.documents import (
    delete_document,
    document_groups,
    document_groups_by_id,
    document_hash,
    fetch_chunks,
    insert_chunks,
    insert_document,
    insert_pages,
    list_documents,
    sentence_states,
    source_with_hash,
    stored_page,
)
from spanproof.store.sql.jobs import (
    claim_job,
    finish_job,
    insert_job,
    job,
    job_progress,
    live_jobs,
    lock_job,
    ping,
    purge_jobs,
    queued_jobs,
    requeue_job,
    requeue_orphaned_jobs,
)
from spanproof.store.sql.keys import api_key, insert_api_key, list_api_keys, revoke_api_keys
from spanproof.store.sql.ranking import BM25Params, query_terms, search_dense, search_lexical
from spanproof.store.sql.statistics import analyze_search_tables, collection_stats, document_frequencies
from spanproof.types import Filters, StoredPage

__all__ = [
    "LOCAL_TENANT",
    "BM25Params",
    "Filters",
    "StoredPage",
    "analyze_search_tables",
    "api_key",
    "check_collection",
    "claim_job",
    "collection_id",
    "collection_stats",
    "create_collection",
    "delete_collection",
    "delete_document",
    "document_frequencies",
    "document_groups",
    "document_groups_by_id",
    "document_hash",
    "ensure_collection",
    "ensure_tenant",
    "fetch_chunks",
    "finish_job",
    "insert_api_key",
    "insert_chunks",
    "insert_document",
    "insert_job",
    "insert_pages",
    "job",
    "job_progress",
    "list_api_keys",
    "list_collections",
    "list_documents",
    "live_jobs",
    "lock_collection",
    "lock_job",
    "ping",
    "purge_jobs",
    "query_terms",
    "queued_jobs",
    "requeue_job",
    "requeue_orphaned_jobs",
    "revoke_api_keys",
    "search_dense",
    "search_lexical",
    "sentence_states",
    "source_with_hash",
    "stored_page",
]
