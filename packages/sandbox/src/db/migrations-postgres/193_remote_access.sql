-- Remote access (SPEC §3 Remote access: session, public key, accepted IP).
-- Public keys and accepted IPs belong to the user (the API calls them /user/...), whatever
-- repository is active; sessions belong to a device, hence to its repository.
CREATE TABLE remote_access_public_keys (
  id TEXT PRIMARY KEY,                                -- the {keyId} of the API
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  pubkey TEXT NOT NULL,                               -- as registered, comment included
  key_blob TEXT NOT NULL,                             -- "<type> <base64>": the key without comment
  meta TEXT,                                          -- JSON, free-form; NULL when none was sent
  created_at TEXT NOT NULL,
  UNIQUE (user_id, key_blob)
);

CREATE TABLE remote_access_accepted_ips (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  ip TEXT NOT NULL,                                   -- a public IPv4 address, dotted quad
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, ip)
);

-- A session is open until it is closed or its expiry passes; closed and expired rows stay
-- as history (the device's last connection). The device is not a foreign key: devices are
-- another area's table, and a session outlives its device's deletion as history.
CREATE TABLE remote_access_sessions (
  id TEXT PRIMARY KEY,
  repository_id TEXT NOT NULL REFERENCES repositories (id) ON DELETE CASCADE,
  device_uuid TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  authorized_keys TEXT NOT NULL,                      -- JSON array of OpenSSH public keys
  reverse_port INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  closed_at TEXT
);
CREATE INDEX remote_access_sessions_by_device
  ON remote_access_sessions (repository_id, device_uuid, created_at);
CREATE INDEX remote_access_sessions_by_user
  ON remote_access_sessions (user_id, repository_id, expires_at);

-- The remote access server's SSH host key (one row), which clients pin in known_hosts.
CREATE TABLE remote_access_host_keys (
  id TEXT PRIMARY KEY CHECK (id = 'server'),
  public_key TEXT NOT NULL,                           -- OpenSSH format
  created_at TEXT NOT NULL
);
