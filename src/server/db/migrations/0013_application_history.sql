CREATE TABLE "application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"actor_id" uuid,
	"reason" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_events_kind_check" CHECK ("application_events"."kind" in ('submitted', 'opened', 'status', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "job_applications" DROP CONSTRAINT "job_applications_status_check";--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "first_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "rejection_message" text;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","created_at");--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_rejection_reason_check" CHECK ("job_applications"."rejection_reason" in ('position_filled', 'more_experience', 'not_right_fit', 'other'));--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_status_check" CHECK ("job_applications"."status" in ('submitted', 'reviewed', 'accepted', 'rejected', 'withdrawn'));--> statement-breakpoint
-- The applications sent before history was kept start their timeline with being sent.
INSERT INTO "application_events" ("application_id", "kind", "to_status", "actor_id", "created_at")
  SELECT "id", 'submitted', 'submitted', "applicant_id", "created_at" FROM "job_applications";
