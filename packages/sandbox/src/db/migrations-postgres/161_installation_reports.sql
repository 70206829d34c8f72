-- The report a device sends at the end of an update (SPEC §3 installation reports).
CREATE TABLE installation_reports (
  id TEXT PRIMARY KEY,
  repository_id TEXT NOT NULL REFERENCES repositories (id) ON DELETE CASCADE,
  device_uuid TEXT NOT NULL REFERENCES devices (uuid) ON DELETE CASCADE,
  correlation_id TEXT NOT NULL,
  success INTEGER NOT NULL CHECK (success IN (0, 1)),
  result_code TEXT NOT NULL,
  result_description TEXT,
  ecu_reports TEXT NOT NULL DEFAULT '{}',             -- JSON: component serial → result
  raw_report TEXT,
  received_at TEXT NOT NULL
);
CREATE INDEX installation_reports_by_device
  ON installation_reports (repository_id, device_uuid, received_at, id);
