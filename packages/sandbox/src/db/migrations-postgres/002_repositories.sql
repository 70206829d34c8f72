-- Repositories, shared repositories and their guests (SPEC §1, §3 Repository, §6).
CREATE TABLE repositories (
  id TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  personal INTEGER NOT NULL DEFAULT 0 CHECK (personal IN (0, 1)),  -- the API calls it 'personal'
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX repositories_one_personal ON repositories (owner_id) WHERE personal = 1;

-- What a guest may do in a shared repository: a list of `action:resource` permissions.
CREATE TABLE guest_profiles (
  id TEXT PRIMARY KEY,                                -- e.g. 'read-only', 'developer'
  name TEXT NOT NULL,
  role TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  permissions TEXT NOT NULL DEFAULT '[]'              -- JSON array
);

-- The guest's namespace is the id of the guest's account; the email comes from it.
CREATE TABLE repository_guests (
  repository_id TEXT NOT NULL REFERENCES repositories (id) ON DELETE CASCADE,
  user_namespace TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  guest_profile TEXT NOT NULL REFERENCES guest_profiles (id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (repository_id, user_namespace)
);
CREATE INDEX repository_guests_by_user ON repository_guests (user_namespace);
