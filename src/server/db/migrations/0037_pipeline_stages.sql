CREATE TABLE "pipeline_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"startup_id" uuid NOT NULL,
	"name" text NOT NULL,
	"candidate_view" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pipeline_stages_name_check" CHECK (char_length("pipeline_stages"."name") between 1 and 30),
	CONSTRAINT "pipeline_stages_view_check" CHECK ("pipeline_stages"."candidate_view" in ('interviewing', 'offer', 'previous'))
);
--> statement-breakpoint
ALTER TABLE "application_events" DROP CONSTRAINT "application_events_kind_check";--> statement-breakpoint
DROP INDEX "application_scorecards_author_idx";--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "stage_name" text;--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "candidate_view" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "stage_id" uuid;--> statement-breakpoint
ALTER TABLE "pipeline_stages" ADD CONSTRAINT "pipeline_stages_startup_id_startups_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pipeline_stages_name_idx" ON "pipeline_stages" USING btree ("startup_id",lower("name"));--> statement-breakpoint
CREATE INDEX "pipeline_stages_startup_idx" ON "pipeline_stages" USING btree ("startup_id","position");--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_stage_id_pipeline_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."pipeline_stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_applications_stage_idx" ON "job_applications" USING btree ("stage_id") WHERE "job_applications"."stage_id" is not null;--> statement-breakpoint
ALTER TABLE "application_scorecards" ADD CONSTRAINT "application_scorecards_author_interview_unique" UNIQUE NULLS NOT DISTINCT("application_id","author_id","interview_id");--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_kind_check" CHECK ("application_events"."kind" in ('submitted', 'opened', 'status', 'stage', 'withdrawn'));--> statement-breakpoint
-- Every startup starts with the default stages of its own, Interview and Offer (decision 044),
-- whichever path creates it (the form, the demo data, the benchmark's generator). The founder may then
-- rename, reorder or remove them.
CREATE FUNCTION pipeline_stages_defaults() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO pipeline_stages (startup_id, name, candidate_view, position)
  VALUES (NEW.id, 'Interview', 'interviewing', 1), (NEW.id, 'Offer', 'offer', 2);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER startups_pipeline_stages AFTER INSERT ON startups FOR EACH ROW EXECUTE FUNCTION pipeline_stages_defaults();
--> statement-breakpoint
INSERT INTO pipeline_stages (startup_id, name, candidate_view, position)
SELECT s.id, d.name, d.candidate_view, d.position
  FROM startups s
 CROSS JOIN (VALUES ('Interview', 'interviewing', 1), ('Offer', 'offer', 2)) AS d(name, candidate_view, position);
