-- The weekly e-mail of new matches starts when a member saves skills or preferences. Members
-- who did so before it existed start too: due at once, the first run finds nothing new since now and
-- sends nothing, then their week runs like everyone's.
INSERT INTO "job_match_digests" ("user_id", "checked_through", "next_run_at")
SELECT p."id", now(), now() FROM "profiles" p
WHERE cardinality(p."skills") > 0 OR EXISTS (SELECT 1 FROM "job_preferences" jp WHERE jp."user_id" = p."id")
ON CONFLICT DO NOTHING;
