ALTER TABLE "job_applications" ADD COLUMN "resume_text" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "search" "tsvector";--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "indexed_resume_key" text;--> statement-breakpoint
CREATE INDEX "job_applications_search_idx" ON "job_applications" USING gin ("search");--> statement-breakpoint
CREATE INDEX "job_applications_unindexed_idx" ON "job_applications" USING btree ("created_at") WHERE "job_applications"."indexed_resume_key" is null;