-- Rollouts (docs/rollouts.md): phased updates that stop themselves when devices fail. The
-- engine's whole state is here, so a restarted sandbox goes on where it stopped.
CREATE TABLE rollouts (
  id TEXT PRIMARY KEY,
  repository_id TEXT NOT NULL REFERENCES repositories (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  package_ids TEXT NOT NULL,                          -- JSON array
  target TEXT NOT NULL,                               -- JSON: {fleets} | {devices} | {expression}
  phases TEXT NOT NULL,                               -- JSON array of phase definitions
  phase_runs TEXT NOT NULL,                           -- JSON array: {state, startedAt, finishedAt} per phase
  maintenance_window TEXT,                            -- JSON, or NULL: any time
  start_at TEXT,
  seed BIGINT NOT NULL,                               -- a 32-bit unsigned seed
  state TEXT NOT NULL CHECK (state IN
    ('draft', 'scheduled', 'running', 'waitingForApproval', 'paused', 'aborted', 'completed')),
  paused_from TEXT,                                   -- the state resume goes back to
  abort_reason TEXT,                                  -- JSON {code, message, phase?}
  current_phase INTEGER,
  approved_phase INTEGER,                             -- the highest phase approved to start
  targeted_devices INTEGER NOT NULL DEFAULT 0,
  next_phase_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  started_at TEXT,
  finished_at TEXT
);
CREATE INDEX rollouts_by_repository ON rollouts (repository_id, created_at DESC, id);
CREATE INDEX rollouts_active ON rollouts (state)
  WHERE state IN ('scheduled', 'running', 'waitingForApproval', 'paused');

-- The devices of a rollout, each in one phase, picked when it starts. A device is assigned
-- once: update_id links its assignment, or code says why it was not affected.
CREATE TABLE rollout_devices (
  rollout_id TEXT NOT NULL REFERENCES rollouts (id) ON DELETE CASCADE,
  device_uuid TEXT NOT NULL REFERENCES devices (uuid) ON DELETE CASCADE,
  phase INTEGER NOT NULL,
  position INTEGER NOT NULL,                          -- the seed's order within the rollout
  update_id TEXT REFERENCES device_updates (id) ON DELETE SET NULL,
  not_affected_code TEXT,
  handled_at TEXT,                                    -- when the phase assigned it (or found it not affected)
  PRIMARY KEY (rollout_id, device_uuid)
);
CREATE INDEX rollout_devices_by_phase ON rollout_devices (rollout_id, phase, position);
CREATE INDEX rollout_devices_by_update ON rollout_devices (update_id) WHERE update_id IS NOT NULL;
