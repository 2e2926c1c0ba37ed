-- Positions whose followers were not told yet become job.published events (decision 027), told by its subscriber.
INSERT INTO "domain_events" ("type", "payload")
SELECT 'job.published', json_build_object('type', 'job.published', 'jobId', a."job_id", 'startupId', j."startup_id")::jsonb
FROM "job_announcements" a JOIN "jobs" j ON j."id" = a."job_id"
ORDER BY a."created_at";--> statement-breakpoint
DROP TABLE "job_announcements" CASCADE;
