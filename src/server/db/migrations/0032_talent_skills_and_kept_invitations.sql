ALTER TABLE "job_invitations" DROP CONSTRAINT "job_invitations_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "job_invitations" ALTER COLUMN "job_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "skills_lower" text[] GENERATED ALWAYS AS (job_skills_lower(skills)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_skills_idx" ON "profiles" USING gin ("skills_lower");