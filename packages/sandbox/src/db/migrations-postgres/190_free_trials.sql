-- The Commercial free trial (SPEC §1 account tiers, §9 trial: 30 days, up to 50 devices).
-- One row per account that started it: an account has one trial, ever. The user's
-- trial_ends_at is set in the same transaction, so token roles follow it (identity/claims.ts).
CREATE TABLE free_trials (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  started_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  device_limit INTEGER NOT NULL CHECK (device_limit > 0),
  training_session_requested INTEGER NOT NULL CHECK (training_session_requested IN (0, 1))
);
