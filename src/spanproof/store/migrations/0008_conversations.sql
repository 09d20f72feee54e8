-- Conversations (ask --conversation ID): the turns of one caller's conversation, for rewriting follow-ups.
-- A conversation is the tenant's, and within it the caller's access groups': a caller with other groups starts
-- another conversation under the same ID, so no question or answer crosses an access boundary.
-- Self-contained: it depends only on tenants (0003).
CREATE TABLE conversation_turns (
    tenant_id     bigint NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
    conversation  text NOT NULL,
    caller_groups text NOT NULL,            -- '*' for every group, else the caller's groups sorted, comma separated
    turn          integer NOT NULL,         -- 1, 2, ... in the order asked
    collection    text NOT NULL,
    question      text NOT NULL,            -- the user's own words
    search_query  text NOT NULL,            -- what was retrieved with (the rewrite of a follow-up, else the question)
    status        text NOT NULL,
    answer        text NOT NULL,
    created_at    timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (tenant_id, conversation, caller_groups, turn)
);
