-- Decision 051: the hourly sync now reopens a position it closed when its posting returns, and tells
-- one the founder closed here by 'status' in detached_fields. Positions closed before that mark existed
-- cannot be told apart, so each keeps the old behaviour: it stays closed until the founder reopens it.
UPDATE "jobs" SET "detached_fields" = array_append("detached_fields", 'status')
WHERE "ats_board_id" IS NOT NULL AND "status" <> 'open' AND NOT ('status' = ANY("detached_fields"));
