-- One-time sign-in tokens (spanproof serve --open): the printed loopback URL carries one; the web page exchanges
-- it once for an API key of the tenant, kept in the browser's session storage. Only the sha256 is stored.
CREATE TABLE login_tokens (
    token_hash  text PRIMARY KEY,
    tenant_id   bigint NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
    created_at  timestamptz NOT NULL DEFAULT now(),
    expires_at  timestamptz NOT NULL,
    used_at     timestamptz
);
