-- Lockboxes, shown as Offline Updates (SPEC §3 Lockbox). Each definition is kept as a
-- version of signed metadata; the highest version is the lockbox, earlier ones stay readable.
CREATE TABLE lockbox_versions (
  repository_id TEXT NOT NULL REFERENCES repositories (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  version INTEGER NOT NULL CHECK (version >= 1),
  expires_at TEXT NOT NULL,
  metadata TEXT NOT NULL,                             -- the signed metadata document (JSON)
  created_at TEXT NOT NULL,
  PRIMARY KEY (repository_id, name, version)
);

-- The packages of each version, so "is this package in a lockbox" uses an index.
CREATE TABLE lockbox_packages (
  repository_id TEXT NOT NULL,
  name TEXT NOT NULL,
  version INTEGER NOT NULL,
  package_id TEXT NOT NULL,
  PRIMARY KEY (repository_id, name, version, package_id),
  FOREIGN KEY (repository_id, name, version)
    REFERENCES lockbox_versions (repository_id, name, version) ON DELETE CASCADE
);
CREATE INDEX lockbox_packages_by_package ON lockbox_packages (repository_id, package_id);

-- The key that signs a repository's lockboxes (specific to offline updates).
CREATE TABLE lockbox_signing_keys (
  repository_id TEXT PRIMARY KEY REFERENCES repositories (id) ON DELETE CASCADE,
  keyid TEXT NOT NULL,
  public_key TEXT NOT NULL,                           -- ED25519, hex
  private_seed TEXT NOT NULL,                         -- ED25519 32-byte seed, hex
  created_at TEXT NOT NULL
);
