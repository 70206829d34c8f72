-- nameContains at 100,000 devices on PostgreSQL (issue #12). The device list's name condition
-- is `d.name LIKE ?`, which PostgreSQL reads as `d.name ILIKE ?` (src/db/postgres/
-- sqlite-spellings.ts); the trigram index of migration 194 is on lower(name), an expression
-- that condition never names, so PostgreSQL never used it and read every device's name (a
-- search took 120 to 400 ms alone, 4.2 s at p50 under 50 connections). pg_trgm answers ILIKE
-- from an index of the column itself: its trigrams are lowered as ILIKE folds (ASCII letters
-- only, in the C-collated database docs/deploy.md asks for), and every row the index finds is
-- checked again with ILIKE, so the index decides speed, never the answer. Text of one or two
-- characters has no trigram: the planner then reads the devices as before.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
DROP INDEX devices_by_name_trigrams;
CREATE INDEX devices_by_name_trigrams ON devices USING gin (name gin_trgm_ops);
