-- The device list at 100,000 devices (issue #12), beyond what migration 194 keeps.
--
-- 1. The online filter: a last-seen window's total without a count
-- over the devices it holds (40,000 online ones at 100,000: 5 ms, linear in the window).
--
-- How many devices a repository has per day, hour and minute of their last contact, and per
-- hibernation and status, kept by triggers on `devices` as the tallies of migration 194 are.
-- `period` is the start of last_seen (an ISO 8601 UTC text): its first 10 characters (the day),
-- 13 (the hour) or 16 (the minute); `span` is that length. Every device seen at least once
-- has one row of each span; a row whose count falls to zero is removed, so the table holds
-- only periods some device was last seen in. A window's total (src/store/device-seen-
-- tallies.ts) is then the days wholly inside it, the hours and minutes wholly inside it at
-- its two ends, and a count of the devices seen in the two minutes its bounds fall in.
CREATE TABLE device_seen_tallies (
  repository_id TEXT NOT NULL,
  span INTEGER NOT NULL,
  period TEXT NOT NULL,
  hibernated INTEGER NOT NULL,
  status TEXT NOT NULL,
  devices INTEGER NOT NULL CHECK (devices >= 0),
  PRIMARY KEY (repository_id, span, period, hibernated, status)
) WITHOUT ROWID;

CREATE TRIGGER devices_seen_in AFTER INSERT ON devices
WHEN NEW.last_seen IS NOT NULL BEGIN
  INSERT INTO device_seen_tallies (repository_id, span, period, hibernated, status, devices)
    SELECT NEW.repository_id, s.span, substr(NEW.last_seen, 1, s.span), NEW.hibernated,
      NEW.status, 1
    FROM (SELECT 10 AS span UNION ALL SELECT 13 UNION ALL SELECT 16) s WHERE true
    ON CONFLICT (repository_id, span, period, hibernated, status)
    DO UPDATE SET devices = devices + 1;
END;

-- Each span's row by its whole key (a row value IN over part of the key makes SQLite scan the
-- repository's tallies).
CREATE TRIGGER devices_seen_out AFTER DELETE ON devices
WHEN OLD.last_seen IS NOT NULL BEGIN
  UPDATE device_seen_tallies SET devices = devices - 1
    WHERE repository_id = OLD.repository_id AND span = 10
      AND period = substr(OLD.last_seen, 1, 10) AND hibernated = OLD.hibernated
      AND status = OLD.status;
  UPDATE device_seen_tallies SET devices = devices - 1
    WHERE repository_id = OLD.repository_id AND span = 13
      AND period = substr(OLD.last_seen, 1, 13) AND hibernated = OLD.hibernated
      AND status = OLD.status;
  UPDATE device_seen_tallies SET devices = devices - 1
    WHERE repository_id = OLD.repository_id AND span = 16
      AND period = substr(OLD.last_seen, 1, 16) AND hibernated = OLD.hibernated
      AND status = OLD.status;
  DELETE FROM device_seen_tallies
    WHERE repository_id = OLD.repository_id AND span = 10
      AND period = substr(OLD.last_seen, 1, 10) AND hibernated = OLD.hibernated
      AND status = OLD.status AND devices = 0;
  DELETE FROM device_seen_tallies
    WHERE repository_id = OLD.repository_id AND span = 13
      AND period = substr(OLD.last_seen, 1, 13) AND hibernated = OLD.hibernated
      AND status = OLD.status AND devices = 0;
  DELETE FROM device_seen_tallies
    WHERE repository_id = OLD.repository_id AND span = 16
      AND period = substr(OLD.last_seen, 1, 16) AND hibernated = OLD.hibernated
      AND status = OLD.status AND devices = 0;
END;

-- A contact within the minute of the last one changes no tally.
CREATE TRIGGER devices_seen_again AFTER UPDATE OF last_seen, hibernated, status ON devices
WHEN substr(NEW.last_seen, 1, 16) IS NOT substr(OLD.last_seen, 1, 16)
  OR NEW.hibernated IS NOT OLD.hibernated OR NEW.status IS NOT OLD.status BEGIN
  UPDATE device_seen_tallies SET devices = devices - 1
    WHERE OLD.last_seen IS NOT NULL AND repository_id = OLD.repository_id AND span = 10
      AND period = substr(OLD.last_seen, 1, 10) AND hibernated = OLD.hibernated
      AND status = OLD.status;
  UPDATE device_seen_tallies SET devices = devices - 1
    WHERE OLD.last_seen IS NOT NULL AND repository_id = OLD.repository_id AND span = 13
      AND period = substr(OLD.last_seen, 1, 13) AND hibernated = OLD.hibernated
      AND status = OLD.status;
  UPDATE device_seen_tallies SET devices = devices - 1
    WHERE OLD.last_seen IS NOT NULL AND repository_id = OLD.repository_id AND span = 16
      AND period = substr(OLD.last_seen, 1, 16) AND hibernated = OLD.hibernated
      AND status = OLD.status;
  DELETE FROM device_seen_tallies
    WHERE OLD.last_seen IS NOT NULL AND repository_id = OLD.repository_id AND span = 10
      AND period = substr(OLD.last_seen, 1, 10) AND hibernated = OLD.hibernated
      AND status = OLD.status AND devices = 0;
  DELETE FROM device_seen_tallies
    WHERE OLD.last_seen IS NOT NULL AND repository_id = OLD.repository_id AND span = 13
      AND period = substr(OLD.last_seen, 1, 13) AND hibernated = OLD.hibernated
      AND status = OLD.status AND devices = 0;
  DELETE FROM device_seen_tallies
    WHERE OLD.last_seen IS NOT NULL AND repository_id = OLD.repository_id AND span = 16
      AND period = substr(OLD.last_seen, 1, 16) AND hibernated = OLD.hibernated
      AND status = OLD.status AND devices = 0;
  INSERT INTO device_seen_tallies (repository_id, span, period, hibernated, status, devices)
    SELECT NEW.repository_id, s.span, substr(NEW.last_seen, 1, s.span), NEW.hibernated,
      NEW.status, 1
    FROM (SELECT 10 AS span UNION ALL SELECT 13 UNION ALL SELECT 16) s
    WHERE NEW.last_seen IS NOT NULL
    ON CONFLICT (repository_id, span, period, hibernated, status)
    DO UPDATE SET devices = devices + 1;
END;

-- Devices registered before this migration.
INSERT INTO device_seen_tallies (repository_id, span, period, hibernated, status, devices)
  SELECT d.repository_id, s.span, substr(d.last_seen, 1, s.span), d.hibernated, d.status,
    count(*)
  FROM devices d CROSS JOIN (SELECT 10 AS span UNION ALL SELECT 13 UNION ALL SELECT 16) s
  WHERE d.last_seen IS NOT NULL
  GROUP BY d.repository_id, s.span, substr(d.last_seen, 1, s.span), d.hibernated, d.status;

-- How many times a repository's device names changed: every registration, deletion and
-- rename adds one. What the device list keeps in memory about names (the total of a name
-- search, the name order's key at every thousandth place: src/store/device-name-versions.ts)
-- is valid while this number stays, so paging through a search or deep into the name order
-- needs no count or walk again. Check-ins, status changes and hibernation leave it alone.
CREATE TABLE device_names_versions (
  repository_id TEXT PRIMARY KEY,
  version INTEGER NOT NULL
) WITHOUT ROWID;

CREATE TRIGGER devices_named_in AFTER INSERT ON devices BEGIN
  INSERT INTO device_names_versions (repository_id, version) VALUES (NEW.repository_id, 1)
    ON CONFLICT (repository_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER devices_named_out AFTER DELETE ON devices BEGIN
  UPDATE device_names_versions SET version = version + 1
    WHERE repository_id = OLD.repository_id;
END;

CREATE TRIGGER devices_named_again AFTER UPDATE OF name ON devices
WHEN NEW.name IS NOT OLD.name BEGIN
  UPDATE device_names_versions SET version = version + 1
    WHERE repository_id = NEW.repository_id;
END;

INSERT INTO device_names_versions (repository_id, version)
  SELECT DISTINCT repository_id, 1 FROM devices;
