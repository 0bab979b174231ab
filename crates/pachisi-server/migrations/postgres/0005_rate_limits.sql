-- Rate limits shared by every instance (docs/security.md, docs/deploy.md "Several
-- instances"): each instance checks its own token buckets first, then takes the same
-- token from the bucket here, so N instances allow what one does, not N times as much.
-- A bucket is kept as its theoretical arrival time (GCRA): `tat`, in Unix
-- milliseconds by the database's clock; a request is allowed when, after it, `tat` is
-- at most `burst` periods ahead of now. A bucket whose `tat` is past is full again and
-- is deleted at the next round of any instance.
CREATE TABLE rate_buckets (
    key TEXT PRIMARY KEY,
    tat BIGINT NOT NULL
);
CREATE INDEX rate_buckets_tat ON rate_buckets (tat);
