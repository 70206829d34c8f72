-- What GET /devices needs at 100,000 devices beyond the indexes of migration 100 (issue #3):
-- totals that are not a count over the repository, and a name search that is not a scan.
-- PostgreSQL's version of the embedded migration: the tallies are kept by PL/pgSQL triggers
-- on `devices`, so every writer stays correct without knowing; the name search is a trigram
-- index (pg_trgm) that LIKE/ILIKE '%text%' uses, instead of SQLite's FTS5 tables.

-- How many devices a repository has per hibernation and status, so the total of a list
-- filtered by nothing else is a sum of at most 12 rows instead of a count over the index.
CREATE TABLE device_tallies (
  repository_id TEXT NOT NULL,
  hibernated INTEGER NOT NULL,
  status TEXT NOT NULL,
  devices INTEGER NOT NULL CHECK (devices >= 0),
  PRIMARY KEY (repository_id, hibernated, status)
);

-- nameContains: trigrams of the lowered name. The match itself (lower(name) LIKE '%text%',
-- ASCII letters folded in a C-collated database, as SQLite's LIKE does) is rechecked on every
-- row the index finds, so the index only decides speed, never the answer.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX devices_by_name_trigrams ON devices USING gin (lower(name) gin_trgm_ops);

CREATE FUNCTION devices_counted_in() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO device_tallies (repository_id, hibernated, status, devices)
    VALUES (NEW.repository_id, NEW.hibernated, NEW.status, 1)
    ON CONFLICT (repository_id, hibernated, status)
    DO UPDATE SET devices = device_tallies.devices + 1;
  RETURN NULL;
END;
$$;
CREATE TRIGGER devices_counted_in AFTER INSERT ON devices
  FOR EACH ROW EXECUTE FUNCTION devices_counted_in();

CREATE FUNCTION devices_counted_out() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE device_tallies SET devices = devices - 1
    WHERE repository_id = OLD.repository_id AND hibernated = OLD.hibernated
      AND status = OLD.status;
  RETURN NULL;
END;
$$;
CREATE TRIGGER devices_counted_out AFTER DELETE ON devices
  FOR EACH ROW EXECUTE FUNCTION devices_counted_out();

CREATE FUNCTION devices_recounted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE device_tallies SET devices = devices - 1
    WHERE repository_id = OLD.repository_id AND hibernated = OLD.hibernated
      AND status = OLD.status;
  INSERT INTO device_tallies (repository_id, hibernated, status, devices)
    VALUES (NEW.repository_id, NEW.hibernated, NEW.status, 1)
    ON CONFLICT (repository_id, hibernated, status)
    DO UPDATE SET devices = device_tallies.devices + 1;
  RETURN NULL;
END;
$$;
CREATE TRIGGER devices_recounted AFTER UPDATE OF hibernated, status ON devices
  FOR EACH ROW
  WHEN (NEW.hibernated IS DISTINCT FROM OLD.hibernated OR NEW.status IS DISTINCT FROM OLD.status)
  EXECUTE FUNCTION devices_recounted();

-- The tallies assume a device stays in its repository.
CREATE FUNCTION devices_stay_in_repository() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'A device cannot move to another repository';
END;
$$;
CREATE TRIGGER devices_stay_in_repository BEFORE UPDATE OF repository_id ON devices
  FOR EACH ROW WHEN (NEW.repository_id IS DISTINCT FROM OLD.repository_id)
  EXECUTE FUNCTION devices_stay_in_repository();

-- Devices registered before this migration.
INSERT INTO device_tallies (repository_id, hibernated, status, devices)
  SELECT repository_id, hibernated, status, count(*) FROM devices
  GROUP BY repository_id, hibernated, status;
