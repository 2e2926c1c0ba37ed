-- The jobs board (decision 017). Two helpers over a job's skills, declared immutable (they are: they
-- read nothing but their argument) so that stored generated columns may use them; array_to_string is
-- only stable, as it serves every array type.
CREATE FUNCTION job_skills_text(skills text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN coalesce((SELECT string_agg(s, ' ') FROM unnest(skills) AS s), '');--> statement-breakpoint
CREATE FUNCTION job_skills_lower(skills text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN coalesce((SELECT array_agg(lower(s)) FROM unnest(skills) AS s), '{}');--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "skills_lower" text[] GENERATED ALWAYS AS (job_skills_lower(required_skills)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', job_skills_text(required_skills)), 'B') || setweight(to_tsvector('english', description), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_board_idx" ON "jobs" USING btree ("created_at","id") WHERE "jobs"."is_active" and "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search");--> statement-breakpoint
CREATE INDEX "jobs_skills_idx" ON "jobs" USING gin ("skills_lower");