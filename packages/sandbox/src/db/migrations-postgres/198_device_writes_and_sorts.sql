-- The device list and bulk registration at 100,000 devices on PostgreSQL (issue #12).
--
-- 1. The tallies of migration 194 are kept per statement, not per row. A row trigger updated
--    the same tally row once per device: in one transaction (a bulk import) every update adds
--    a version of that row the next update must step over, so registering 100,000 devices
--    slowed down with every batch (13 s per thousand devices by the end). A statement trigger
--    reads the statement's rows (a transition table) and updates each tally once.
DROP TRIGGER devices_counted_in ON devices;
DROP TRIGGER devices_counted_out ON devices;
DROP FUNCTION devices_counted_in();
DROP FUNCTION devices_counted_out();

CREATE FUNCTION devices_counted_in() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO device_tallies (repository_id, hibernated, status, devices)
    SELECT repository_id, hibernated, status, count(*) FROM added
    GROUP BY repository_id, hibernated, status
    ON CONFLICT (repository_id, hibernated, status)
    DO UPDATE SET devices = device_tallies.devices + EXCLUDED.devices;
  RETURN NULL;
END;
$$;
CREATE TRIGGER devices_counted_in AFTER INSERT ON devices
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION devices_counted_in();

CREATE FUNCTION devices_counted_out() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE device_tallies t SET devices = t.devices - gone.devices
    FROM (SELECT repository_id, hibernated, status, count(*) AS devices FROM removed
          GROUP BY repository_id, hibernated, status) gone
    WHERE t.repository_id = gone.repository_id AND t.hibernated = gone.hibernated
      AND t.status = gone.status;
  RETURN NULL;
END;
$$;
CREATE TRIGGER devices_counted_out AFTER DELETE ON devices
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION devices_counted_out();

-- 2. Every sort's index in the order the list asks for. The list orders NULL first ascending
--    (and last descending), as SQLite does, on every column, the uuid tie-breaker included;
--    an index column without NULLS FIRST matches neither direction, so PostgreSQL sorted all
--    the repository's devices for a page (11 s at p50 for the name sort at offset 50,000
--    under load). With NULLS FIRST on each column, a page is a walk of the index, forwards
--    ascending and backwards descending. The name indexes also carry the name itself
--    (INCLUDE): PostgreSQL reads an index alone only when it holds every column the query
--    names, and lower(name) names `name`; so a deep page's uuids come from the index without
--    reading 50,000 devices' rows (src/store/device-list-query.ts reads the page's rows after).
DROP INDEX devices_by_uuid;
CREATE INDEX devices_by_uuid ON devices (repository_id, uuid NULLS FIRST);
DROP INDEX devices_by_name;
CREATE INDEX devices_by_name ON devices (repository_id, lower(name) NULLS FIRST, uuid NULLS FIRST)
  INCLUDE (name);
DROP INDEX devices_by_created_at;
CREATE INDEX devices_by_created_at ON devices
  (repository_id, created_at NULLS FIRST, uuid NULLS FIRST);
DROP INDEX devices_by_activated_at;
CREATE INDEX devices_by_activated_at ON devices
  (repository_id, activated_at NULLS FIRST, uuid NULLS FIRST);
DROP INDEX devices_by_last_seen;
CREATE INDEX devices_by_last_seen ON devices
  (repository_id, last_seen NULLS FIRST, uuid NULLS FIRST);
DROP INDEX devices_by_hibernation;
CREATE INDEX devices_by_hibernation ON devices
  (repository_id, hibernated, last_seen NULLS FIRST, uuid NULLS FIRST);
DROP INDEX devices_by_status;
CREATE INDEX devices_by_status ON devices
  (repository_id, status, last_seen NULLS FIRST, uuid NULLS FIRST);
DROP INDEX devices_by_status_and_name;
CREATE INDEX devices_by_status_and_name ON devices
  (repository_id, status, lower(name) NULLS FIRST, uuid NULLS FIRST) INCLUDE (name);
-- The device id sort has no tie-breaker: a device id is unique in a repository.
DROP INDEX devices_by_device_id;
CREATE UNIQUE INDEX devices_by_device_id ON devices (repository_id, device_id NULLS FIRST);
