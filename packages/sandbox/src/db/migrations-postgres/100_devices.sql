-- Devices of a repository (SPEC §3 Device) and their software components (Uptane ECUs) with
-- the package installed on each (SPEC §3 Installed package). Every list filter and sort of
-- SPEC §3/§7 has an index that starts with repository_id, so a page of 100,000 devices is an
-- index walk, not a sort.
CREATE TABLE devices (
  -- SQLite's rowid: the device list reads a page's devices by it (src/store/device-list-query.ts).
  rowid BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
  uuid TEXT PRIMARY KEY,                              -- deviceUuid, server-assigned
  repository_id TEXT NOT NULL REFERENCES repositories (id) ON DELETE CASCADE,
  device_id TEXT NOT NULL,                            -- what the device registered with
  name TEXT NOT NULL,
  notes TEXT,
  status TEXT NOT NULL DEFAULT 'NotSeen' CHECK (status IN
    ('UpToDate', 'Outdated', 'UpdatePending', 'UpdateScheduled', 'Error', 'NotSeen')),
  hibernated INTEGER NOT NULL DEFAULT 0 CHECK (hibernated IN (0, 1)),
  last_seen TEXT,                                     -- NULL: never seen
  created_at TEXT NOT NULL,
  activated_at TEXT,                                  -- NULL: not activated
  last_updated TEXT,                                  -- when an update last finished
  product_name TEXT,
  product_family TEXT,
  tag_name TEXT,                                      -- release of the installed OS
  hardware_ids TEXT NOT NULL DEFAULT '[]',            -- JSON array, primary first (mirrors the components)
  local_ipv4 TEXT,
  hostname TEXT,
  mac_address TEXT
);
CREATE UNIQUE INDEX devices_by_device_id ON devices (repository_id, device_id);
CREATE INDEX devices_by_uuid ON devices (repository_id, uuid);
-- lower(name): the order of SQLite's COLLATE NOCASE (ASCII letters folded, then bytes).
CREATE INDEX devices_by_name ON devices (repository_id, lower(name), uuid);
CREATE INDEX devices_by_created_at ON devices (repository_id, created_at, uuid);
-- NULLS FIRST: SQLite's order of NULL times (first ascending, last descending), so the list
-- reads these indexes forwards or backwards as the embedded database does.
CREATE INDEX devices_by_activated_at ON devices (repository_id, activated_at NULLS FIRST, uuid);
CREATE INDEX devices_by_last_seen ON devices (repository_id, last_seen NULLS FIRST, uuid);
CREATE INDEX devices_by_status ON devices (repository_id, status, last_seen NULLS FIRST);
-- The console's Online/Offline filters: not hibernated, by when last seen.
CREATE INDEX devices_by_hibernation ON devices (repository_id, hibernated, last_seen NULLS FIRST, uuid);

-- One row per component of a device; the package columns describe the image installed on
-- it and stay NULL until the device reports one.
CREATE TABLE device_components (
  device_uuid TEXT NOT NULL REFERENCES devices (uuid) ON DELETE CASCADE,
  repository_id TEXT NOT NULL,                        -- the device's; goes with the device
  hardware_id TEXT NOT NULL,                          -- names the component
  serial TEXT NOT NULL,                               -- the ECU serial
  position INTEGER NOT NULL,                          -- 0 is the primary
  package_id TEXT,                                    -- {name}-{version}
  package_name TEXT,
  package_version TEXT,
  sha256 TEXT,
  size BIGINT,
  package_hardware_ids TEXT,                          -- JSON array
  package_source TEXT,                                -- targets.json, a delegation, or 'device'
  PRIMARY KEY (device_uuid, hardware_id)
);
CREATE INDEX device_components_by_hardware_id ON device_components (repository_id, hardware_id);
CREATE INDEX device_components_by_package ON device_components (repository_id, package_id)
  WHERE package_id IS NOT NULL;
CREATE INDEX device_components_by_sha256 ON device_components (repository_id, sha256)
  WHERE sha256 IS NOT NULL;
