-- OAuth clients users create for scripts and CI jobs (SPEC §3 API client); they get
-- tokens with the client credentials grant.
CREATE TABLE api_clients (
  id TEXT PRIMARY KEY,
  client_id TEXT NOT NULL UNIQUE,
  secret_hash TEXT NOT NULL,                          -- scrypt; the secret is shown once
  owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('provision', 'api-v2', 'api-minimal')),
  description TEXT NOT NULL DEFAULT '',
  access_token_lifetime_seconds INTEGER NOT NULL CHECK (access_token_lifetime_seconds >= 60),
  created_at TEXT NOT NULL
);
CREATE INDEX api_clients_by_owner ON api_clients (owner_id);
