DROP INDEX "startups_active_created_idx";--> statement-breakpoint
DROP INDEX "startups_name_lower_idx";--> statement-breakpoint
DROP INDEX "startups_industry_idx";--> statement-breakpoint
DROP INDEX "startups_stage_idx";--> statement-breakpoint
DROP INDEX "startups_country_idx";--> statement-breakpoint
CREATE INDEX "startups_listing_created_idx" ON "startups" USING btree ("created_at","id") WHERE "startups"."active";--> statement-breakpoint
CREATE INDEX "startups_listing_name_idx" ON "startups" USING btree (lower("name"),"id") WHERE "startups"."active";--> statement-breakpoint
CREATE INDEX "startups_listing_industry_idx" ON "startups" USING btree ("industry","created_at","id") WHERE "startups"."active";--> statement-breakpoint
CREATE INDEX "startups_listing_stage_idx" ON "startups" USING btree ("stage","created_at","id") WHERE "startups"."active";--> statement-breakpoint
CREATE INDEX "startups_listing_country_idx" ON "startups" USING btree ("country","created_at","id") WHERE "startups"."active";