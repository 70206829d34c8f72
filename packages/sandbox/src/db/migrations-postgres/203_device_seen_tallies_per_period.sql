-- A check-in that moves a device to another minute kept every tally of migration 200 again:
-- the day's, the hour's and the minute's, each taken down and put up, though a device seen
-- again within the hour stays in its day and hour. A moved device now changes only the spans
-- whose period it leaves (or all of them when its hibernation or status changes): a contact
-- in another minute of the same hour changes the minute's tallies alone. The totals are the
-- same; the insert and delete triggers are unchanged.
CREATE OR REPLACE FUNCTION devices_seen_again() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM device_seen_tallies_add(ARRAY(
    WITH moved AS (
      SELECT o.repository_id, o.last_seen AS old_seen, o.hibernated AS old_hibernated,
        o.status AS old_status, n.last_seen AS new_seen, n.hibernated AS new_hibernated,
        n.status AS new_status
      FROM old_rows o JOIN new_rows n ON n.uuid = o.uuid
      WHERE substr(n.last_seen, 1, 16) IS DISTINCT FROM substr(o.last_seen, 1, 16)
        OR n.hibernated IS DISTINCT FROM o.hibernated OR n.status IS DISTINCT FROM o.status
    ),
    changed AS (
      SELECT m.*, s.span FROM moved m CROSS JOIN (VALUES (10), (13), (16)) s (span)
      WHERE substr(m.new_seen, 1, s.span) IS DISTINCT FROM substr(m.old_seen, 1, s.span)
        OR m.new_hibernated IS DISTINCT FROM m.old_hibernated
        OR m.new_status IS DISTINCT FROM m.old_status
    )
    SELECT ROW(c.repository_id, c.span, substr(c.old_seen, 1, c.span), c.old_hibernated,
      c.old_status, -1)::device_seen_change
    FROM changed c WHERE c.old_seen IS NOT NULL
    UNION ALL
    SELECT ROW(c.repository_id, c.span, substr(c.new_seen, 1, c.span), c.new_hibernated,
      c.new_status, 1)::device_seen_change
    FROM changed c WHERE c.new_seen IS NOT NULL));
  RETURN NULL;
END;
$$;
