-- Pairing (SPEC §2 /devices/pair, §7 provision-claim): the codes devices show while they
-- wait to be paired, each claimed at most once into a repository; and the short-lived
-- provisioning tokens of GET /devices/token.
CREATE TABLE provision_codes (
  code TEXT PRIMARY KEY,
  device_id TEXT NOT NULL,                            -- what the device will register with
  product_name TEXT,
  product_family TEXT,
  hardware_ids TEXT NOT NULL DEFAULT '[]',            -- JSON array, primary first
  created_at TEXT NOT NULL,
  expires_at TEXT,                                    -- NULL: the code never expires
  repository_id TEXT REFERENCES repositories (id) ON DELETE CASCADE,  -- set when claimed
  claimed_at TEXT,
  device_uuid TEXT                                    -- the device it provisioned (may be deleted since)
);
CREATE INDEX provision_codes_claims ON provision_codes (repository_id, claimed_at, code)
  WHERE repository_id IS NOT NULL;

CREATE TABLE provisioning_tokens (
  token TEXT PRIMARY KEY,
  repository_id TEXT NOT NULL REFERENCES repositories (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX provisioning_tokens_by_repository ON provisioning_tokens (repository_id);
