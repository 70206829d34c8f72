-- Updates of devices (SPEC §3 Update, §4 device update status, §7 Updates). One row per
-- device and update: scheduled (waiting for scheduled_for), pending (assigned to the device;
-- in_flight once the device fetched it), then completed, failed or cancelled. A device has at
-- most one open (scheduled or pending) update.
CREATE TABLE device_updates (
  id TEXT PRIMARY KEY,                                -- the {updateId} of the cancel call
  repository_id TEXT NOT NULL REFERENCES repositories (id) ON DELETE CASCADE,
  device_uuid TEXT NOT NULL REFERENCES devices (uuid) ON DELETE CASCADE,
  correlation_id TEXT NOT NULL,                       -- shared by the devices of one call
  package_ids TEXT NOT NULL,                          -- JSON array, as asked
  targets TEXT NOT NULL,                              -- JSON array: the image per component
  state TEXT NOT NULL CHECK (state IN
    ('Scheduled', 'Pending', 'Completed', 'Failed', 'Cancelled')),
  in_flight INTEGER NOT NULL DEFAULT 0 CHECK (in_flight IN (0, 1)),
  scheduled_for TEXT,
  previous_status TEXT NOT NULL,                      -- the device's status before; cancel restores it
  step INTEGER NOT NULL DEFAULT 0,                    -- how far the device got (the simulator's)
  due_at TEXT,                                        -- when the simulator looks at it next; NULL once closed
  created_at TEXT NOT NULL,
  assigned_at TEXT,                                   -- when it became pending
  closed_at TEXT
);
CREATE UNIQUE INDEX device_updates_one_open ON device_updates (device_uuid)
  WHERE state IN ('Scheduled', 'Pending');
CREATE INDEX device_updates_by_device ON device_updates (repository_id, device_uuid, created_at);
CREATE INDEX device_updates_pending ON device_updates (repository_id, created_at, id)
  WHERE state = 'Pending';
CREATE INDEX device_updates_due ON device_updates (due_at) WHERE due_at IS NOT NULL;
