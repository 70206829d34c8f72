-- What GET /devices needs at 100,000 devices beyond the indexes of migration 100 (issue #3):
-- totals that are not a count over the repository, and a name search that is not a scan.
-- All of it is kept by triggers on `devices`, so every writer stays correct without knowing.

-- How many devices a repository has per hibernation and status, so the total of a list
-- filtered by nothing else is a sum of at most 12 rows instead of a count over the index.
CREATE TABLE device_tallies (
  repository_id TEXT NOT NULL,
  hibernated INTEGER NOT NULL,
  status TEXT NOT NULL,
  devices INTEGER NOT NULL CHECK (devices >= 0),
  PRIMARY KEY (repository_id, hibernated, status)
) WITHOUT ROWID;

-- A small number per repository that ever had a device, partitioning the name indexes below:
-- a device's entry there has rowid key * 2^40 + the device's rowid, so a rowid range is one
-- repository's devices. Rows are never deleted, so a key is never reused; no foreign key, so
-- the row outlives the repository's cascade of device deletes, which need it.
CREATE TABLE device_repositories (
  key INTEGER PRIMARY KEY,
  repository_id TEXT NOT NULL UNIQUE
);

-- nameContains (LIKE '%text%': ASCII letters fold, nothing else does) has two indexes, both
-- contentless (the names live in `devices`):
--
-- device_name_words: the words of each name, as FTS5's ascii tokenizer cuts them (at every
-- ASCII character that is not a letter or digit; ASCII letters folded, like LIKE). Text without
-- such characters can only occur inside one word, so its matches are the devices having one of
-- the words that hold it: one list per word to read.
CREATE VIRTUAL TABLE device_name_words USING fts5 (
  name,
  content = '',
  contentless_delete = 1,
  detail = 'none',
  tokenize = 'ascii'
);

-- Those words are found in the vocabulary of names: every space-separated piece of a lowered
-- name ever registered (each holds one or more words), with a trigram index of its own. It
-- only grows: a piece no device has any more adds a word that matches nothing.
CREATE TABLE device_name_pieces (
  id INTEGER PRIMARY KEY,
  piece TEXT NOT NULL UNIQUE
);
CREATE VIRTUAL TABLE device_name_piece_search USING fts5 (
  piece,
  content = '',
  tokenize = 'trigram case_sensitive 1'
);
CREATE TRIGGER device_name_pieces_indexed AFTER INSERT ON device_name_pieces BEGIN
  INSERT INTO device_name_piece_search (rowid, piece) VALUES (NEW.id, NEW.piece);
END;

-- device_name_search: a trigram index of lower(name), for text with spaces or punctuation.
-- SQLite's lower() folds ASCII letters only, as LIKE does, so a case-sensitive trigram phrase
-- over the lowered name matches exactly what LIKE matches (text of 3 characters or more).
CREATE VIRTUAL TABLE device_name_search USING fts5 (
  name,
  content = '',
  contentless_delete = 1,
  tokenize = 'trigram case_sensitive 1'
);

CREATE TRIGGER devices_counted_in AFTER INSERT ON devices BEGIN
  INSERT INTO device_tallies (repository_id, hibernated, status, devices)
    VALUES (NEW.repository_id, NEW.hibernated, NEW.status, 1)
    ON CONFLICT (repository_id, hibernated, status) DO UPDATE SET devices = devices + 1;
  INSERT INTO device_repositories (repository_id) VALUES (NEW.repository_id)
    ON CONFLICT DO NOTHING;
  INSERT INTO device_name_search (rowid, name)
    SELECT key * 1099511627776 + NEW.rowid, lower(NEW.name) FROM device_repositories
    WHERE repository_id = NEW.repository_id;
  INSERT INTO device_name_words (rowid, name)
    SELECT key * 1099511627776 + NEW.rowid, NEW.name FROM device_repositories
    WHERE repository_id = NEW.repository_id;
  INSERT OR IGNORE INTO device_name_pieces (piece)
    SELECT piece FROM (
      WITH RECURSIVE split (piece, rest) AS (
        SELECT '', lower(NEW.name) || ' '
        UNION ALL
        SELECT substr(rest, 1, instr(rest, ' ') - 1), substr(rest, instr(rest, ' ') + 1)
        FROM split WHERE rest <> ''
      )
      SELECT piece FROM split
    ) WHERE piece <> '';
END;

CREATE TRIGGER devices_counted_out AFTER DELETE ON devices BEGIN
  UPDATE device_tallies SET devices = devices - 1
    WHERE repository_id = OLD.repository_id AND hibernated = OLD.hibernated
      AND status = OLD.status;
  DELETE FROM device_name_search WHERE rowid =
    (SELECT key FROM device_repositories WHERE repository_id = OLD.repository_id)
      * 1099511627776 + OLD.rowid;
  DELETE FROM device_name_words WHERE rowid =
    (SELECT key FROM device_repositories WHERE repository_id = OLD.repository_id)
      * 1099511627776 + OLD.rowid;
END;

CREATE TRIGGER devices_recounted AFTER UPDATE OF hibernated, status ON devices
WHEN NEW.hibernated IS NOT OLD.hibernated OR NEW.status IS NOT OLD.status BEGIN
  UPDATE device_tallies SET devices = devices - 1
    WHERE repository_id = OLD.repository_id AND hibernated = OLD.hibernated
      AND status = OLD.status;
  INSERT INTO device_tallies (repository_id, hibernated, status, devices)
    VALUES (NEW.repository_id, NEW.hibernated, NEW.status, 1)
    ON CONFLICT (repository_id, hibernated, status) DO UPDATE SET devices = devices + 1;
END;

CREATE TRIGGER devices_renamed AFTER UPDATE OF name ON devices
WHEN NEW.name IS NOT OLD.name BEGIN
  DELETE FROM device_name_search WHERE rowid =
    (SELECT key FROM device_repositories WHERE repository_id = OLD.repository_id)
      * 1099511627776 + OLD.rowid;
  DELETE FROM device_name_words WHERE rowid =
    (SELECT key FROM device_repositories WHERE repository_id = OLD.repository_id)
      * 1099511627776 + OLD.rowid;
  INSERT INTO device_name_search (rowid, name)
    SELECT key * 1099511627776 + NEW.rowid, lower(NEW.name) FROM device_repositories
    WHERE repository_id = NEW.repository_id;
  INSERT INTO device_name_words (rowid, name)
    SELECT key * 1099511627776 + NEW.rowid, NEW.name FROM device_repositories
    WHERE repository_id = NEW.repository_id;
  INSERT OR IGNORE INTO device_name_pieces (piece)
    SELECT piece FROM (
      WITH RECURSIVE split (piece, rest) AS (
        SELECT '', lower(NEW.name) || ' '
        UNION ALL
        SELECT substr(rest, 1, instr(rest, ' ') - 1), substr(rest, instr(rest, ' ') + 1)
        FROM split WHERE rest <> ''
      )
      SELECT piece FROM split
    ) WHERE piece <> '';
END;

-- The tallies and the partitions assume a device stays in its repository (and keeps its
-- rowid: the sandbox never runs VACUUM, which may renumber the rowids of `devices`).
CREATE TRIGGER devices_stay_in_repository BEFORE UPDATE OF repository_id ON devices
WHEN NEW.repository_id IS NOT OLD.repository_id BEGIN
  SELECT RAISE(ABORT, 'A device cannot move to another repository');
END;

-- Devices registered before this migration.
INSERT INTO device_tallies (repository_id, hibernated, status, devices)
  SELECT repository_id, hibernated, status, count(*) FROM devices
  GROUP BY repository_id, hibernated, status;
INSERT INTO device_repositories (repository_id)
  SELECT DISTINCT repository_id FROM devices ORDER BY repository_id;
INSERT INTO device_name_search (rowid, name)
  SELECT r.key * 1099511627776 + d.rowid, lower(d.name)
  FROM devices d JOIN device_repositories r ON r.repository_id = d.repository_id;
INSERT INTO device_name_words (rowid, name)
  SELECT r.key * 1099511627776 + d.rowid, d.name
  FROM devices d JOIN device_repositories r ON r.repository_id = d.repository_id;
INSERT OR IGNORE INTO device_name_pieces (piece)
  WITH RECURSIVE split (piece, rest) AS (
    SELECT '', lower(name) || ' ' FROM devices
    UNION ALL
    SELECT substr(rest, 1, instr(rest, ' ') - 1), substr(rest, instr(rest, ' ') + 1)
    FROM split WHERE rest <> ''
  )
  SELECT piece FROM split WHERE piece <> '';
