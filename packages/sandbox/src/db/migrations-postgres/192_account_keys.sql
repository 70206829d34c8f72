-- Keys behind credentials.zip (SPEC §7 Accounts: keys, credentials.zip, rotation).
-- An account's provisioning key and command-line tools key: the current one of each kind.
-- A rotation replaces the row and bumps its version. Keys are PEM text (PKCS#8 / SPKI).
CREATE TABLE account_keys (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('provision', 'garage-tools')),
  version INTEGER NOT NULL CHECK (version >= 1),
  key_id TEXT NOT NULL,                               -- SHA-256 of the public key (hex)
  algorithm TEXT NOT NULL,
  public_pem TEXT NOT NULL,
  private_pem TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, kind)
);

-- The TUF root key of a repository, every version: the newest signs the current root
-- metadata, the one before cross-signs it (so a client trusting the old root accepts it).
CREATE TABLE repository_root_keys (
  repository_id TEXT NOT NULL REFERENCES repositories (id) ON DELETE CASCADE,
  version INTEGER NOT NULL CHECK (version >= 1),
  key_id TEXT NOT NULL,
  public_pem TEXT NOT NULL,
  private_pem TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (repository_id, version)
);
