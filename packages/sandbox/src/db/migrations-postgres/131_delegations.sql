-- Package sources: trusted delegations (SPEC §3 Trusted delegation, §4 Delegation).

-- Public keys a repository trusts to sign package source metadata.
-- rowid: the order rows were added in, as SQLite's implicit rowid (the lists sort by it after
-- created_at, so keys added in one millisecond keep their order).
CREATE TABLE delegation_keys (
  rowid BIGINT GENERATED ALWAYS AS IDENTITY,
  repository_id TEXT NOT NULL REFERENCES repositories (id) ON DELETE CASCADE,
  keyid TEXT NOT NULL,                                -- sha256 of the key's canonical JSON
  keytype TEXT NOT NULL CHECK (keytype IN ('ED25519', 'RSA')),
  public_key TEXT NOT NULL,                           -- hex (ED25519) or PEM (RSA)
  created_at TEXT NOT NULL,
  PRIMARY KEY (repository_id, keyid)
);

CREATE TABLE trusted_delegations (
  rowid BIGINT GENERATED ALWAYS AS IDENTITY,             -- as in delegation_keys
  repository_id TEXT NOT NULL REFERENCES repositories (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  keyids TEXT NOT NULL,                               -- JSON array
  paths TEXT NOT NULL,                                -- JSON array of target name patterns
  threshold INTEGER NOT NULL DEFAULT 1 CHECK (threshold >= 1),
  friendly_name TEXT,
  -- An absolute URI, or a path on the sandbox's own origin (its demo sources), which is
  -- resolved against the origin when shown or fetched, so it survives a change of port.
  remote_uri TEXT,
  remote_headers TEXT,                                -- JSON object, sent when fetching
  last_fetched TEXT,
  last_modified TEXT,
  error TEXT,                                         -- why the last fetch failed
  created_at TEXT NOT NULL,
  PRIMARY KEY (repository_id, name)
);

-- The signed metadata files the sandbox publishes at /public/delegations/{name}/{file}, as a
-- package source's provider would (the built-in sources and the broken demo ones).
CREATE TABLE delegation_source_files (
  delegation_name TEXT NOT NULL,
  file TEXT NOT NULL,
  body TEXT NOT NULL,                                 -- the JSON document
  last_modified TEXT NOT NULL,
  PRIMARY KEY (delegation_name, file)
);

-- The providers' signing keys of those files, generated at seed time from --seed.
CREATE TABLE delegation_publisher_keys (
  publisher TEXT PRIMARY KEY,
  keyid TEXT NOT NULL,
  public_key TEXT NOT NULL,                           -- ED25519, hex
  private_seed TEXT NOT NULL                          -- ED25519 32-byte seed, hex
);
