-- The device list and bulk registration at 100,000 devices on PostgreSQL (issue #12): its
-- migration of this number keeps the device tallies per statement and puts NULL first in
-- every sort's index. Nothing changes here: SQLite updates a tally row in place, and its
-- indexes already hold NULL first, in the order the list asks for.
SELECT 1;
