DROP INDEX "jobs_board_idx";--> statement-breakpoint
DROP INDEX "jobs_board_visa_idx";--> statement-breakpoint
DROP INDEX "startups_listing_created_idx";--> statement-breakpoint
DROP INDEX "startups_listing_name_idx";--> statement-breakpoint
DROP INDEX "startups_listing_industry_idx";--> statement-breakpoint
DROP INDEX "startups_listing_stage_idx";--> statement-breakpoint
DROP INDEX "startups_listing_country_idx";--> statement-breakpoint
CREATE INDEX "jobs_board_type_idx" ON "jobs" USING btree ("job_type","created_at","id") WHERE "jobs"."is_active" and "jobs"."status" = 'open' and "jobs"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_board_level_idx" ON "jobs" USING btree ("experience_level","created_at","id") WHERE "jobs"."is_active" and "jobs"."status" = 'open' and "jobs"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_board_place_idx" ON "jobs" USING btree ("location_type","created_at","id") WHERE "jobs"."is_active" and "jobs"."status" = 'open' and "jobs"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_board_pay_idx" ON "jobs" USING btree ("compensation_currency","compensation_period","created_at","id") WHERE "jobs"."is_active" and "jobs"."status" = 'open' and "jobs"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_public_id_idx" ON "jobs" USING btree ("id") WHERE "jobs"."is_active" and "jobs"."status" = 'open' and "jobs"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_board_idx" ON "jobs" USING btree ("created_at","id") WHERE "jobs"."is_active" and "jobs"."status" = 'open' and "jobs"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_board_visa_idx" ON "jobs" USING btree ("created_at","id") WHERE "jobs"."is_active" and "jobs"."status" = 'open' and "jobs"."hidden_at" is null and "jobs"."visa_sponsorship";--> statement-breakpoint
CREATE INDEX "startups_listing_created_idx" ON "startups" USING btree ("created_at","id") WHERE "startups"."active" and "startups"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "startups_listing_name_idx" ON "startups" USING btree (lower("name"),"id","name") WHERE "startups"."active" and "startups"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "startups_listing_industry_idx" ON "startups" USING btree ("industry","created_at","id") WHERE "startups"."active" and "startups"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "startups_listing_stage_idx" ON "startups" USING btree ("stage","created_at","id") WHERE "startups"."active" and "startups"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "startups_listing_country_idx" ON "startups" USING btree ("country","created_at","id") WHERE "startups"."active" and "startups"."hidden_at" is null;