-- Tenancy for the HTTP service: tenants own collections, API keys (stored as sha256 only) map to a tenant and
-- its access groups, documents carry access groups, and background ingestion jobs are recorded.
CREATE TABLE tenants (
    id         bigserial PRIMARY KEY,
    name       text NOT NULL UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now()
);
-- Everything stored before tenancy belongs to the local tenant, which the CLI and the Python API use.
INSERT INTO tenants (name) VALUES ('local');

ALTER TABLE collections ADD COLUMN tenant_id bigint REFERENCES tenants(id) ON DELETE CASCADE;
UPDATE collections SET tenant_id = (SELECT id FROM tenants WHERE name = 'local');
ALTER TABLE collections ALTER COLUMN tenant_id SET NOT NULL;
ALTER TABLE collections DROP CONSTRAINT collections_name_key;
ALTER TABLE collections ADD CONSTRAINT collections_tenant_name_key UNIQUE (tenant_id, name);

-- Empty = visible to everyone in the tenant; otherwise to callers holding at least one of the groups.
ALTER TABLE documents ADD COLUMN access_groups text[] NOT NULL DEFAULT '{}';

CREATE TABLE api_keys (
    id         bigserial PRIMARY KEY,
    tenant_id  bigint NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
    key_hash   text NOT NULL UNIQUE,         -- sha256 hex of the key; the key itself is never stored
    prefix     text NOT NULL,                -- the key's first characters, to name it in lists
    groups     text[],                       -- NULL = every group of the tenant
    can_write  boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL DEFAULT now(),
    revoked_at timestamptz
);
CREATE INDEX api_keys_prefix_idx ON api_keys (prefix);

CREATE TABLE jobs (
    id            uuid PRIMARY KEY,
    tenant_id     bigint NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
    collection_id bigint NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
    access_groups text[] NOT NULL DEFAULT '{}',  -- of the uploaded documents: who may see the job
    status        text NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed')),
    spool         text NOT NULL,                 -- folder holding the upload until the job ends
    request       jsonb NOT NULL DEFAULT '{}'::jsonb,
    files_done    integer NOT NULL DEFAULT 0,
    files_total   integer NOT NULL DEFAULT 0,
    stage         text NOT NULL DEFAULT 'queued',
    attempts      integer NOT NULL DEFAULT 0,
    report        jsonb,
    error         text,
    created_at    timestamptz NOT NULL DEFAULT now(),
    started_at    timestamptz,
    finished_at   timestamptz
);
CREATE INDEX jobs_status_idx ON jobs (status);
