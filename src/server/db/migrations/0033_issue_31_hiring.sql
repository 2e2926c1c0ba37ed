CREATE TABLE "application_digests" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"checked_through" timestamp with time zone DEFAULT now() NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_resumes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_resumes_name_check" CHECK (char_length("member_resumes"."name") between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "application_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "application_digests" ADD CONSTRAINT "application_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_resumes" ADD CONSTRAINT "member_resumes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_digests_due_idx" ON "application_digests" USING btree ("next_run_at");--> statement-breakpoint
CREATE INDEX "member_resumes_user_idx" ON "member_resumes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_resumes_one_default_idx" ON "member_resumes" USING btree ("user_id") WHERE "member_resumes"."is_default";