-- The simulator asks for the updates due in the order (due_at, id): with the index on due_at
-- alone, SQLite sorted every due row in a temporary tree before taking the first ones. The
-- index in that order hands them out already sorted.
DROP INDEX device_updates_due;
CREATE INDEX device_updates_due ON device_updates (due_at, id) WHERE due_at IS NOT NULL;
