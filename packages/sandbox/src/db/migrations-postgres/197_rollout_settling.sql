-- A finished rollout whose devices may still be installing (issue #14): devices of its phases
-- that were already pending or in progress at the abort (or completion) go on, and the engine
-- keeps sending their progress until none is left. Only those rollouts are walked, found by
-- this partial index, so finished rollouts cost nothing once settled. Rollouts finished before
-- this migration are looked at once.
ALTER TABLE rollouts ADD COLUMN settling INTEGER NOT NULL DEFAULT 0 CHECK (settling IN (0, 1));
UPDATE rollouts SET settling = 1 WHERE state IN ('aborted', 'completed');
CREATE INDEX rollouts_settling ON rollouts (created_at, id) WHERE settling = 1;
