-- A check-in that moves a device to another minute kept every tally of migration 200 again:
-- the day's, the hour's and the minute's, each taken down and put up (seven statements, nine
-- rows), though a device seen again within the hour stays in its day and hour. Three
-- triggers now, one per span, each run only when the device leaves its period of that span
-- (or changes hibernation or status): a contact in another minute of the same hour changes
-- the minute's tallies alone (three statements), one in another hour the hour's and the
-- minute's. The totals are the same; the insert and delete triggers are unchanged.
DROP TRIGGER devices_seen_again;

CREATE TRIGGER devices_seen_again_day AFTER UPDATE OF last_seen, hibernated, status ON devices
WHEN substr(NEW.last_seen, 1, 10) IS NOT substr(OLD.last_seen, 1, 10)
  OR NEW.hibernated IS NOT OLD.hibernated OR NEW.status IS NOT OLD.status BEGIN
  UPDATE device_seen_tallies SET devices = devices - 1
    WHERE OLD.last_seen IS NOT NULL AND repository_id = OLD.repository_id AND span = 10
      AND period = substr(OLD.last_seen, 1, 10) AND hibernated = OLD.hibernated
      AND status = OLD.status;
  DELETE FROM device_seen_tallies
    WHERE OLD.last_seen IS NOT NULL AND repository_id = OLD.repository_id AND span = 10
      AND period = substr(OLD.last_seen, 1, 10) AND hibernated = OLD.hibernated
      AND status = OLD.status AND devices = 0;
  INSERT INTO device_seen_tallies (repository_id, span, period, hibernated, status, devices)
    SELECT NEW.repository_id, 10, substr(NEW.last_seen, 1, 10), NEW.hibernated, NEW.status, 1
    WHERE NEW.last_seen IS NOT NULL
    ON CONFLICT (repository_id, span, period, hibernated, status)
    DO UPDATE SET devices = devices + 1;
END;

CREATE TRIGGER devices_seen_again_hour AFTER UPDATE OF last_seen, hibernated, status ON devices
WHEN substr(NEW.last_seen, 1, 13) IS NOT substr(OLD.last_seen, 1, 13)
  OR NEW.hibernated IS NOT OLD.hibernated OR NEW.status IS NOT OLD.status BEGIN
  UPDATE device_seen_tallies SET devices = devices - 1
    WHERE OLD.last_seen IS NOT NULL AND repository_id = OLD.repository_id AND span = 13
      AND period = substr(OLD.last_seen, 1, 13) AND hibernated = OLD.hibernated
      AND status = OLD.status;
  DELETE FROM device_seen_tallies
    WHERE OLD.last_seen IS NOT NULL AND repository_id = OLD.repository_id AND span = 13
      AND period = substr(OLD.last_seen, 1, 13) AND hibernated = OLD.hibernated
      AND status = OLD.status AND devices = 0;
  INSERT INTO device_seen_tallies (repository_id, span, period, hibernated, status, devices)
    SELECT NEW.repository_id, 13, substr(NEW.last_seen, 1, 13), NEW.hibernated, NEW.status, 1
    WHERE NEW.last_seen IS NOT NULL
    ON CONFLICT (repository_id, span, period, hibernated, status)
    DO UPDATE SET devices = devices + 1;
END;

CREATE TRIGGER devices_seen_again_minute AFTER UPDATE OF last_seen, hibernated, status ON devices
WHEN substr(NEW.last_seen, 1, 16) IS NOT substr(OLD.last_seen, 1, 16)
  OR NEW.hibernated IS NOT OLD.hibernated OR NEW.status IS NOT OLD.status BEGIN
  UPDATE device_seen_tallies SET devices = devices - 1
    WHERE OLD.last_seen IS NOT NULL AND repository_id = OLD.repository_id AND span = 16
      AND period = substr(OLD.last_seen, 1, 16) AND hibernated = OLD.hibernated
      AND status = OLD.status;
  DELETE FROM device_seen_tallies
    WHERE OLD.last_seen IS NOT NULL AND repository_id = OLD.repository_id AND span = 16
      AND period = substr(OLD.last_seen, 1, 16) AND hibernated = OLD.hibernated
      AND status = OLD.status AND devices = 0;
  INSERT INTO device_seen_tallies (repository_id, span, period, hibernated, status, devices)
    SELECT NEW.repository_id, 16, substr(NEW.last_seen, 1, 16), NEW.hibernated, NEW.status, 1
    WHERE NEW.last_seen IS NOT NULL
    ON CONFLICT (repository_id, span, period, hibernated, status)
    DO UPDATE SET devices = devices + 1;
END;
