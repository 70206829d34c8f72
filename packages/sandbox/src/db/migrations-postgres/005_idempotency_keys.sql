-- Idempotency-Key on POST (docs/sandbox.md): the first answer to a key is kept, so a client
-- that sends the same request again (a retry after a lost connection) gets it back instead
-- of creating the thing twice. Keys belong to the caller and the repository they act in.
CREATE TABLE idempotency_keys (
  scope TEXT NOT NULL,                                -- who: user or API client, and repository
  idempotency_key TEXT NOT NULL,
  fingerprint TEXT NOT NULL,                          -- method, path and body of the first request
  status INTEGER,                                     -- NULL while the first request runs
  content_type TEXT,
  body TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (scope, idempotency_key)
);
CREATE INDEX idempotency_keys_by_age ON idempotency_keys (created_at);
