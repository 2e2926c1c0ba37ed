CREATE TABLE "moderation_kept_items" (
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"kept_by" uuid,
	"kept_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_kept_items_item_type_item_id_pk" PRIMARY KEY("item_type","item_id"),
	CONSTRAINT "moderation_kept_items_item_type_check" CHECK ("moderation_kept_items"."item_type" in ('startup', 'job', 'profile', 'message'))
);
--> statement-breakpoint
ALTER TABLE "known_devices" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "two_factors" ADD COLUMN "last_totp_step" bigint;--> statement-breakpoint
ALTER TABLE "moderation_kept_items" ADD CONSTRAINT "moderation_kept_items_kept_by_users_id_fk" FOREIGN KEY ("kept_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A website's domain, read only from an address a browser reads the same way (decision 047, amended by
-- decision 052): the authority must be a plain host name, with an optional port. User info, a backslash
-- (a path separator to a browser), percent escapes, spaces or anything else give no domain, so nothing
-- can be verified through them and a verification lapses when the website becomes such an address.
CREATE OR REPLACE FUNCTION website_domain(url text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN authority ~ '^[a-z0-9.-]+(:[0-9]{1,5})?$' THEN regexp_replace(split_part(authority, ':', 1), '^www\.', '') END
  FROM (SELECT lower(substring(url from '^[A-Za-z][A-Za-z0-9+.-]*://([^/?#]*)')) AS authority) AS parts
$$;--> statement-breakpoint
-- A badge earned or kept through an address that a browser opens elsewhere is taken back.
UPDATE "startups" SET "verified_at" = NULL, "verified_domain" = NULL, "verification_method" = NULL
WHERE "verified_at" IS NOT NULL AND website_domain("website_url") IS DISTINCT FROM "verified_domain";
--> statement-breakpoint
-- One line of text refuses control characters now (decision 057); names stored before keep their words,
-- each control character becoming a space.
UPDATE "api_tokens" SET "name" = regexp_replace("name", '[\x01-\x1f\x7f-\x9f\u2028\u2029]', ' ', 'g') WHERE "name" ~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]';--> statement-breakpoint
UPDATE "passkeys" SET "name" = regexp_replace("name", '[\x01-\x1f\x7f-\x9f\u2028\u2029]', ' ', 'g') WHERE "name" ~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]';
