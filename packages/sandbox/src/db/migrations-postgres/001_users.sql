-- Accounts of the identity provider and of the API (SPEC §3 User, §6 roles).
-- Timestamps are ISO 8601 text in UTC; JSON columns hold arrays or objects as text.
-- PostgreSQL: the same columns as the embedded schema (src/db/migrations/), so rows map alike.
-- citext compares the email without case, as SQLite's COLLATE NOCASE does.
CREATE EXTENSION IF NOT EXISTS citext;

-- SQLite's json_each over a JSON array, as the stores use it (src/db/postgres/sqlite-spellings.ts
-- reads json_each(?) as json_items(?)): each item's index (key) and value as text.
CREATE FUNCTION json_items(document TEXT) RETURNS TABLE (key BIGINT, value TEXT)
LANGUAGE sql IMMUTABLE AS $$
  SELECT ordinality - 1, item FROM jsonb_array_elements_text(document::jsonb) WITH ORDINALITY AS t (item, ordinality)
$$;

-- SQLite's `value->>n` on such an item that is itself an array (the rows of a bulk import).
CREATE FUNCTION json_item_field(document TEXT, field INTEGER) RETURNS TEXT
LANGUAGE sql IMMUTABLE AS $$ SELECT document::jsonb ->> field $$;
CREATE OPERATOR ->> (LEFTARG = TEXT, RIGHTARG = INTEGER, FUNCTION = json_item_field);

CREATE TABLE users (
  id TEXT PRIMARY KEY,                                -- also the user's namespace
  email CITEXT NOT NULL UNIQUE,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  password_hash TEXT,                                 -- NULL: cannot sign in with a password
  email_verified INTEGER NOT NULL DEFAULT 0 CHECK (email_verified IN (0, 1)),
  realm_roles TEXT NOT NULL DEFAULT '[]',             -- JSON array, e.g. ["cloud-admin"]
  client_roles TEXT NOT NULL DEFAULT '[]',            -- JSON array of user-manager roles
  tier TEXT NOT NULL DEFAULT 'maker' CHECK (tier IN ('maker', 'commercial')),
  trial_ends_at TEXT,                                 -- a Commercial trial gives access until then
  registered_at TEXT,                                 -- NULL until the account record is created
  created_at TEXT NOT NULL
);

CREATE TABLE user_options (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  value TEXT NOT NULL,                                -- JSON
  updated_at TEXT NOT NULL,
  PRIMARY KEY (user_id, key)
);
