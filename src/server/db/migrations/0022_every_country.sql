-- Every ISO 3166-1 country, not only the spec's 8 (decision 023): the shared schema decides which codes
-- are offered; the table only keeps its shape. Stored codes are all still valid.
ALTER TABLE "profiles" DROP CONSTRAINT "profiles_country_check";--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_country_check" CHECK ("profiles"."country" ~ '^[A-Z]{2}$');
