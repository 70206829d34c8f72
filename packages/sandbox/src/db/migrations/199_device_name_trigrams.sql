-- nameContains at 100,000 devices on PostgreSQL (issue #12): its migration of this number
-- puts the trigram index on the name itself, which its ILIKE uses. Nothing changes here: the
-- embedded database answers nameContains from the FTS5 name indexes of migration 194.
SELECT 1;
