CREATE TABLE "application_scorecards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"author_id" uuid,
	"interview_id" uuid,
	"criteria" jsonb NOT NULL,
	"recommendation" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_scorecards_recommendation_check" CHECK ("application_scorecards"."recommendation" in ('strong_no', 'no', 'yes', 'strong_yes'))
);
--> statement-breakpoint
ALTER TABLE "application_scorecards" ADD CONSTRAINT "application_scorecards_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_scorecards" ADD CONSTRAINT "application_scorecards_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_scorecards_author_idx" ON "application_scorecards" USING btree ("application_id","author_id");