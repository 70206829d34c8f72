-- Software packages (SPEC §3 Package): one row per version, the user's own uploads
-- (package_source 'targets.json') and the targets of package sources (the delegation's
-- name). The file itself lives in the data folder, content-addressed by its sha256.
CREATE TABLE packages (
  repository_id TEXT NOT NULL REFERENCES repositories (id) ON DELETE CASCADE,
  package_id TEXT NOT NULL,                           -- '{name}-{version}', the target name
  name TEXT NOT NULL,
  version TEXT NOT NULL,
  hardware_ids TEXT NOT NULL DEFAULT '[]',            -- JSON array, in the order given
  target_format TEXT NOT NULL DEFAULT 'BINARY' CHECK (target_format IN ('BINARY', 'OSTREE')),
  filename TEXT NOT NULL,
  sha256 TEXT NOT NULL,
  size BIGINT NOT NULL CHECK (size >= 0),
  package_source TEXT NOT NULL DEFAULT 'targets.json',
  uri TEXT,
  comment TEXT,
  proprietary_meta TEXT,                              -- JSON, any value
  created_at TEXT NOT NULL,
  PRIMARY KEY (repository_id, package_id)
);
CREATE UNIQUE INDEX packages_by_name_version ON packages (repository_id, name, version);
CREATE INDEX packages_by_name_created ON packages (repository_id, name, created_at);
CREATE INDEX packages_by_created ON packages (repository_id, created_at);
CREATE INDEX packages_by_filename ON packages (repository_id, filename);
CREATE INDEX packages_by_sha256 ON packages (repository_id, sha256);
CREATE INDEX packages_by_source ON packages (repository_id, package_source);
-- Whether any repository still needs a file before it is deleted from the data folder.
CREATE INDEX packages_by_blob ON packages (sha256);

-- The hardware ids of each version, one row each, so the hardwareIds filter uses an index.
CREATE TABLE package_hardware_ids (
  repository_id TEXT NOT NULL,
  package_id TEXT NOT NULL,
  hardware_id TEXT NOT NULL,
  PRIMARY KEY (repository_id, package_id, hardware_id),
  FOREIGN KEY (repository_id, package_id) REFERENCES packages (repository_id, package_id)
    ON DELETE CASCADE
);
CREATE INDEX package_hardware_ids_by_id ON package_hardware_ids (repository_id, hardware_id);

-- Which demo data a repository was given (packages, delegations, lockboxes), so seeding runs
-- once per repository and never brings back what a user deleted.
CREATE TABLE package_area_seeds (
  repository_id TEXT NOT NULL REFERENCES repositories (id) ON DELETE CASCADE,
  step TEXT NOT NULL,
  seeded_at TEXT NOT NULL,
  PRIMARY KEY (repository_id, step)
);
