-- Feedback users send about the product (SPEC §7 POST /api/accounts/user-feedback).
CREATE TABLE user_feedback (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The repository the user worked in when sending it (internal id).
  repository_id TEXT REFERENCES repositories (id) ON DELETE SET NULL,
  message TEXT NOT NULL CHECK (length(trim(message)) > 0),
  page TEXT,                                          -- the console route it was sent from
  created_at TEXT NOT NULL
);
CREATE INDEX user_feedback_by_user ON user_feedback (user_id, created_at);
