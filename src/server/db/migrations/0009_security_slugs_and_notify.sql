CREATE TABLE "startup_slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"startup_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "startups_slug_idx";--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "slug" text;--> statement-breakpoint
-- Existing startups: the name lowercased, other characters as hyphens; a name shared by several keeps
-- its plain slug on the oldest, the others get a part of their id (unique, never guessed at).
WITH base AS (
  SELECT id, coalesce(nullif(btrim(left(regexp_replace(lower(name), '[^[:alnum:]]+', '-', 'g'), 80), '-'), ''), 'startup') AS slug,
         row_number() OVER (PARTITION BY coalesce(nullif(btrim(left(regexp_replace(lower(name), '[^[:alnum:]]+', '-', 'g'), 80), '-'), ''), 'startup') ORDER BY created_at, id) AS n
  FROM "startups"
)
UPDATE "startups" s SET "slug" = CASE WHEN base.n = 1 THEN base.slug ELSE base.slug || '-' || left(s.id::text, 8) END
FROM base WHERE base.id = s.id;--> statement-breakpoint
ALTER TABLE "startups" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "owner_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "startup_slug_history" ADD CONSTRAINT "startup_slug_history_startup_id_startups_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "startup_slug_history_startup_idx" ON "startup_slug_history" USING btree ("startup_id");--> statement-breakpoint
CREATE UNIQUE INDEX "startups_slug_unique" ON "startups" USING btree ("slug");