-- The live channel's events, numbered in the order they happened (SPEC §4 live channel). With
-- several server processes on one PostgreSQL database, a process writes each event here and
-- tells the others its number (LISTEN/NOTIFY carries the number, not the event); every process
-- reads the events after the last one it sent to its sockets, in order, once. One embedded
-- process sends its events to its sockets directly and leaves this table empty.
CREATE TABLE live_events (
  seq INTEGER PRIMARY KEY,
  repository_id TEXT NOT NULL,
  message TEXT NOT NULL,                              -- JSON: the live message
  created_at TEXT NOT NULL
);
CREATE INDEX live_events_by_age ON live_events (created_at);
