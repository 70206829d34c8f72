-- Events a device reports during its updates (SPEC §3 update events). seq keeps the order
-- of events received in the same millisecond.
CREATE TABLE device_events (
  seq INTEGER PRIMARY KEY,
  event_id TEXT NOT NULL UNIQUE,
  repository_id TEXT NOT NULL REFERENCES repositories (id) ON DELETE CASCADE,
  device_uuid TEXT NOT NULL REFERENCES devices (uuid) ON DELETE CASCADE,
  correlation_id TEXT,
  event_type TEXT NOT NULL,
  event_type_version INTEGER NOT NULL DEFAULT 0,
  device_time TEXT NOT NULL,
  received_at TEXT NOT NULL,
  payload TEXT NOT NULL DEFAULT '{}'                  -- JSON object
);
CREATE INDEX device_events_by_device ON device_events (repository_id, device_uuid, seq);
CREATE INDEX device_events_by_correlation
  ON device_events (repository_id, device_uuid, correlation_id, seq);
