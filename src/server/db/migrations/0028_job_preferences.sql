CREATE TABLE "job_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"open_to_work" text DEFAULT 'not_looking' NOT NULL,
	"job_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience_levels" text[] DEFAULT '{}'::text[] NOT NULL,
	"location_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_pay_amount" integer,
	"min_pay_currency" text,
	"min_pay_period" text,
	"needs_visa" boolean DEFAULT false NOT NULL,
	"looking_for" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_preferences_open_to_work_check" CHECK ("job_preferences"."open_to_work" in ('not_looking', 'open', 'active')),
	CONSTRAINT "job_preferences_min_pay_check" CHECK (("job_preferences"."min_pay_amount" is null) = ("job_preferences"."min_pay_currency" is null) and ("job_preferences"."min_pay_amount" is null) = ("job_preferences"."min_pay_period" is null)),
	CONSTRAINT "job_preferences_looking_for_check" CHECK (char_length("job_preferences"."looking_for") <= 160)
);
--> statement-breakpoint
ALTER TABLE "job_preferences" ADD CONSTRAINT "job_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;