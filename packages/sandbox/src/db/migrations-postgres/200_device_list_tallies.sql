-- The device list at 100,000 devices (issue #12), beyond what migration 194 keeps.
--
-- 1. The online filter: a last-seen window's total without a count
-- over the devices it holds (the online filter's two index-only counts took 30 to 70 ms).
--
-- How many devices a repository has per day, hour and minute of their last contact, and per
-- hibernation and status. `period` is the start of last_seen (an ISO 8601 UTC text): its
-- first 10 characters (the day), 13 (the hour) or 16 (the minute); `span` is that length.
-- Every device seen at least once has one row of each span; a row whose count falls to zero
-- is removed. A window's total (src/store/device-seen-tallies.ts) is then the days wholly
-- inside it, the hours and minutes wholly inside it at its two ends, and a count of the
-- devices seen in the two minutes its bounds fall in. Periods compare as text, which is
-- their order in the C-collated database docs/deploy.md asks for.
--
-- Kept per statement, like the tallies of migration 198: a check-in marks a batch of devices
-- seen in one UPDATE, and each tally row changes once per statement. PostgreSQL allows no
-- transition tables on a trigger of named columns, so the update trigger runs after every
-- UPDATE of devices and keeps only the changes that move a device to another period,
-- hibernation or status.
CREATE TABLE device_seen_tallies (
  repository_id TEXT NOT NULL,
  span INTEGER NOT NULL,
  period TEXT NOT NULL,
  hibernated INTEGER NOT NULL,
  status TEXT NOT NULL,
  devices INTEGER NOT NULL CHECK (devices >= 0),
  PRIMARY KEY (repository_id, span, period, hibernated, status)
);

-- A change of a tally: `devices` of either sign.
CREATE TYPE device_seen_change AS (
  repository_id TEXT,
  span INTEGER,
  period TEXT,
  hibernated INTEGER,
  status TEXT,
  devices INTEGER
);

-- Applies the changes, summed by tally. Every tally row they name is locked first, in the
-- order of the key, so two statements changing the same rows wait for each other instead of
-- deadlocking; then the rows that fall to zero are removed.
CREATE FUNCTION device_seen_tallies_add(changes device_seen_change[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM device_seen_tallies t
    WHERE (t.repository_id, t.span, t.period, t.hibernated, t.status) IN
      (SELECT c.repository_id, c.span, c.period, c.hibernated, c.status FROM unnest(changes) c)
    ORDER BY t.repository_id, t.span, t.period, t.hibernated, t.status
    FOR UPDATE;
  UPDATE device_seen_tallies t SET devices = t.devices + c.devices
    FROM (SELECT repository_id, span, period, hibernated, status, sum(devices) AS devices
          FROM unnest(changes) GROUP BY repository_id, span, period, hibernated, status
          HAVING sum(devices) < 0) c
    WHERE t.repository_id = c.repository_id AND t.span = c.span AND t.period = c.period
      AND t.hibernated = c.hibernated AND t.status = c.status;
  DELETE FROM device_seen_tallies t
    WHERE t.devices = 0 AND (t.repository_id, t.span, t.period, t.hibernated, t.status) IN
      (SELECT c.repository_id, c.span, c.period, c.hibernated, c.status FROM unnest(changes) c
       WHERE c.devices < 0);
  INSERT INTO device_seen_tallies (repository_id, span, period, hibernated, status, devices)
    SELECT repository_id, span, period, hibernated, status, sum(devices)
    FROM unnest(changes) GROUP BY repository_id, span, period, hibernated, status
    HAVING sum(devices) > 0
    ORDER BY repository_id, span, period, hibernated, status
    ON CONFLICT (repository_id, span, period, hibernated, status)
    DO UPDATE SET devices = device_seen_tallies.devices + EXCLUDED.devices;
END;
$$;

CREATE FUNCTION devices_seen_in() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM device_seen_tallies_add(ARRAY(
    SELECT ROW(a.repository_id, s.span, substr(a.last_seen, 1, s.span), a.hibernated,
      a.status, count(*))::device_seen_change
    FROM added a CROSS JOIN (VALUES (10), (13), (16)) s (span) WHERE a.last_seen IS NOT NULL
    GROUP BY a.repository_id, s.span, substr(a.last_seen, 1, s.span), a.hibernated, a.status));
  RETURN NULL;
END;
$$;
CREATE TRIGGER devices_seen_in AFTER INSERT ON devices
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION devices_seen_in();

CREATE FUNCTION devices_seen_out() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM device_seen_tallies_add(ARRAY(
    SELECT ROW(r.repository_id, s.span, substr(r.last_seen, 1, s.span), r.hibernated,
      r.status, -count(*))::device_seen_change
    FROM removed r CROSS JOIN (VALUES (10), (13), (16)) s (span) WHERE r.last_seen IS NOT NULL
    GROUP BY r.repository_id, s.span, substr(r.last_seen, 1, s.span), r.hibernated, r.status));
  RETURN NULL;
END;
$$;
CREATE TRIGGER devices_seen_out AFTER DELETE ON devices
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION devices_seen_out();

-- A contact within the minute of the last one changes no tally.
CREATE FUNCTION devices_seen_again() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM device_seen_tallies_add(ARRAY(
    WITH moved AS (
      SELECT o.repository_id, o.last_seen AS old_seen, o.hibernated AS old_hibernated,
        o.status AS old_status, n.last_seen AS new_seen, n.hibernated AS new_hibernated,
        n.status AS new_status
      FROM old_rows o JOIN new_rows n ON n.uuid = o.uuid
      WHERE substr(n.last_seen, 1, 16) IS DISTINCT FROM substr(o.last_seen, 1, 16)
        OR n.hibernated IS DISTINCT FROM o.hibernated OR n.status IS DISTINCT FROM o.status
    )
    SELECT ROW(m.repository_id, s.span, substr(m.old_seen, 1, s.span), m.old_hibernated,
      m.old_status, -1)::device_seen_change
    FROM moved m CROSS JOIN (VALUES (10), (13), (16)) s (span) WHERE m.old_seen IS NOT NULL
    UNION ALL
    SELECT ROW(m.repository_id, s.span, substr(m.new_seen, 1, s.span), m.new_hibernated,
      m.new_status, 1)::device_seen_change
    FROM moved m CROSS JOIN (VALUES (10), (13), (16)) s (span) WHERE m.new_seen IS NOT NULL));
  RETURN NULL;
END;
$$;
CREATE TRIGGER devices_seen_again AFTER UPDATE ON devices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION devices_seen_again();

-- Devices registered before this migration.
INSERT INTO device_seen_tallies (repository_id, span, period, hibernated, status, devices)
  SELECT d.repository_id, s.span, substr(d.last_seen, 1, s.span), d.hibernated, d.status,
    count(*)
  FROM devices d CROSS JOIN (VALUES (10), (13), (16)) s (span)
  WHERE d.last_seen IS NOT NULL
  GROUP BY d.repository_id, s.span, substr(d.last_seen, 1, s.span), d.hibernated, d.status;

-- How many times a repository's device names changed: every registration, deletion and
-- rename adds one. What the device list keeps in memory about names (the total of a name
-- search, the name order's key at every thousandth place: src/store/device-name-versions.ts)
-- is valid while this number stays, so paging through a search or deep into the name order
-- needs no count or walk again. Check-ins, status changes and hibernation leave it alone.
-- Registrations and deletions count once per statement; a rename is one device.
CREATE TABLE device_names_versions (
  repository_id TEXT PRIMARY KEY,
  version INTEGER NOT NULL
);

CREATE FUNCTION devices_named_in() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO device_names_versions (repository_id, version)
    SELECT DISTINCT repository_id, 1 FROM added ORDER BY repository_id
    ON CONFLICT (repository_id)
    DO UPDATE SET version = device_names_versions.version + 1;
  RETURN NULL;
END;
$$;
CREATE TRIGGER devices_named_in AFTER INSERT ON devices
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION devices_named_in();

CREATE FUNCTION devices_named_out() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE device_names_versions SET version = version + 1
    WHERE repository_id IN (SELECT repository_id FROM removed);
  RETURN NULL;
END;
$$;
CREATE TRIGGER devices_named_out AFTER DELETE ON devices
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION devices_named_out();

CREATE FUNCTION devices_named_again() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE device_names_versions SET version = version + 1
    WHERE repository_id = NEW.repository_id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER devices_named_again AFTER UPDATE OF name ON devices
  FOR EACH ROW WHEN (NEW.name IS DISTINCT FROM OLD.name)
  EXECUTE FUNCTION devices_named_again();

INSERT INTO device_names_versions (repository_id, version)
  SELECT DISTINCT repository_id, 1 FROM devices;
