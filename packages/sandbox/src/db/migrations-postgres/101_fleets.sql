-- Fleets of a repository (SPEC §3 Fleet). A static fleet holds the devices added to it; a
-- dynamic one holds the devices its expression matches, worked out at query time.
CREATE TABLE fleets (
  id TEXT PRIMARY KEY,
  repository_id TEXT NOT NULL REFERENCES repositories (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  fleet_type TEXT NOT NULL DEFAULT 'static' CHECK (fleet_type IN ('static', 'dynamic')),
  expression TEXT,                                    -- dynamic fleets only
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX fleets_by_name ON fleets (repository_id, lower(name));
CREATE INDEX fleets_by_id ON fleets (repository_id, id);
CREATE INDEX fleets_by_created_at ON fleets (repository_id, created_at, id);

CREATE TABLE fleet_devices (
  fleet_id TEXT NOT NULL REFERENCES fleets (id) ON DELETE CASCADE,
  device_uuid TEXT NOT NULL REFERENCES devices (uuid) ON DELETE CASCADE,
  repository_id TEXT NOT NULL REFERENCES repositories (id) ON DELETE CASCADE,
  added_at TEXT NOT NULL,
  PRIMARY KEY (fleet_id, device_uuid)
);
CREATE INDEX fleet_devices_by_device ON fleet_devices (device_uuid, fleet_id);
