ALTER TABLE "jobs" ADD COLUMN "remote_scope" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "remote_countries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "remote_utc_min" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "remote_utc_max" integer;--> statement-breakpoint
-- Remote positions posted before the choice existed could be done from anywhere.
UPDATE "jobs" SET "remote_scope" = 'anywhere' WHERE "location_type" = 'Remote';