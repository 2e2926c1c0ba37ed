CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"startup_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"job_type" text NOT NULL,
	"experience_level" text NOT NULL,
	"location_type" text NOT NULL,
	"location_city" text,
	"location_country" text,
	"compensation_type" text NOT NULL,
	"compensation_currency" text,
	"compensation_amount_min" numeric(14, 2),
	"compensation_amount_max" numeric(14, 2),
	"compensation_period" text,
	"required_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"additional_requirements" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "startups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"logo_url" text NOT NULL,
	"industry" text NOT NULL,
	"stage" text NOT NULL,
	"team_size" integer DEFAULT 1 NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"tagline" text NOT NULL,
	"brand_voice" text NOT NULL,
	"mission" text NOT NULL,
	"story" text NOT NULL,
	"highlight_text" text NOT NULL,
	"linkedin_url" text,
	"website_url" text,
	"contact_email" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_startup_id_startups_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startups" ADD CONSTRAINT "startups_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_startup_idx" ON "jobs" USING btree ("startup_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "startups_active_created_idx" ON "startups" USING btree ("active","created_at");--> statement-breakpoint
CREATE INDEX "startups_owner_idx" ON "startups" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "startups_name_trgm_idx" ON "startups" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "startups_industry_idx" ON "startups" USING btree ("industry");--> statement-breakpoint
CREATE INDEX "startups_stage_idx" ON "startups" USING btree ("stage");--> statement-breakpoint
CREATE INDEX "startups_country_idx" ON "startups" USING btree ("country");--> statement-breakpoint
CREATE INDEX "startups_slug_idx" ON "startups" USING btree (regexp_replace(lower("name"), '[\s-]+', ' ', 'g'));