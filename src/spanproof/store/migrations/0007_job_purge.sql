-- Ended jobs are purged after Settings.job_retention_hours; the sweep that does it (every job_sweep_seconds, in every
-- service process) finds them by this index instead of reading the whole table.
CREATE INDEX IF NOT EXISTS jobs_finished_at_idx ON jobs (finished_at) WHERE status IN ('done', 'failed');
