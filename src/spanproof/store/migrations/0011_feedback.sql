-- The web page's feedback and the content-gap report (spanproof report, GET /v1/report/gaps).
-- feedback: a person's thumbs up or down on one answer or refusal, with a reason for a thumbs down.
-- refusals: every refused or review answer, so that what the documents could not answer is listed even when
-- nobody pressed a thumb. Both are the tenant's; rows go with the tenant. Self-contained: depends on tenants (0003).
CREATE TABLE feedback (
    id          bigserial PRIMARY KEY,
    tenant_id   bigint NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
    collection  text NOT NULL,
    question    text NOT NULL,
    status      text NOT NULL CHECK (status IN ('answered', 'refused', 'review')),
    rating      text NOT NULL CHECK (rating IN ('up', 'down')),
    reason      text CHECK (reason IN ('not_in_documents', 'retrieval_missed', 'lacked_context', 'misread',
                                       'outdated_document')),
    comment     text NOT NULL DEFAULT '',
    answer      text NOT NULL DEFAULT '',
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_tenant_idx ON feedback (tenant_id, created_at);

CREATE TABLE refusals (
    id          bigserial PRIMARY KEY,
    tenant_id   bigint NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
    collection  text NOT NULL,
    question    text NOT NULL,
    status      text NOT NULL CHECK (status IN ('refused', 'review')),
    reason      text NOT NULL DEFAULT '',
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refusals_tenant_idx ON refusals (tenant_id, created_at);
