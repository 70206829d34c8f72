-- A status filter (the console's status chips, SPEC §3) in the order of the list (issue #12):
-- with the sort's columns after the status, the devices of one status come in the order of
-- the page, so a page is a range of the index instead of a walk through every device that
-- checks each one's status. The index of migration 100 had last_seen without the tie-breaker.
DROP INDEX devices_by_status;
CREATE INDEX devices_by_status ON devices (repository_id, status, last_seen NULLS FIRST, uuid);
CREATE INDEX devices_by_status_and_name ON devices (repository_id, status, lower(name), uuid);
