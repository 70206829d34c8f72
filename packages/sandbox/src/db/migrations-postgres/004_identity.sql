-- The identity provider's own state, so sign-ins, refresh tokens and keys survive a restart.

-- Signing keys (private JWKs) and cookie secrets.
CREATE TABLE identity_keys (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('signing', 'cookie')),
  material TEXT NOT NULL,                             -- a private JWK as JSON, or a secret
  created_at TEXT NOT NULL
);

-- oidc-provider's models (Session, Interaction, AuthorizationCode, RefreshToken, Grant, ...).
CREATE TABLE identity_artifacts (
  model TEXT NOT NULL,
  id TEXT NOT NULL,
  payload TEXT NOT NULL,                              -- JSON
  grant_id TEXT,
  user_code TEXT,
  uid TEXT,
  expires_at BIGINT,                                  -- epoch seconds; NULL never expires
  consumed_at BIGINT,
  PRIMARY KEY (model, id)
);
CREATE INDEX identity_artifacts_by_grant ON identity_artifacts (grant_id);
CREATE INDEX identity_artifacts_by_uid ON identity_artifacts (model, uid);
CREATE INDEX identity_artifacts_by_user_code ON identity_artifacts (model, user_code);
CREATE INDEX identity_artifacts_by_expiry ON identity_artifacts (expires_at);
