CREATE TABLE "interview_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "interview_slots_order_check" CHECK ("interview_slots"."ends_at" > "interview_slots"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"organizer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"location" text,
	"organizer_zone" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"booked_slot_id" uuid,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"other_times_note" text,
	"reminded_day_at" timestamp with time zone,
	"reminded_hour_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_kind_check" CHECK ("interviews"."kind" in ('call', 'video', 'onsite')),
	CONSTRAINT "interviews_status_check" CHECK ("interviews"."status" in ('proposed', 'booked', 'cancelled')),
	CONSTRAINT "interviews_duration_check" CHECK ("interviews"."duration_minutes" between 15 and 240),
	CONSTRAINT "interviews_booked_times_check" CHECK ("interviews"."status" <> 'booked' or ("interviews"."starts_at" is not null and "interviews"."ends_at" is not null and "interviews"."ends_at" > "interviews"."starts_at"))
);
--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_slots_interview_start_idx" ON "interview_slots" USING btree ("interview_id","starts_at");--> statement-breakpoint
CREATE INDEX "interviews_application_idx" ON "interviews" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "interviews_booked_starts_idx" ON "interviews" USING btree ("starts_at") WHERE "interviews"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "interviews_organizer_idx" ON "interviews" USING btree ("organizer_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_one_open_idx" ON "interviews" USING btree ("application_id") WHERE "interviews"."status" in ('proposed', 'booked');--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_booked_slot_idx" ON "interviews" USING btree ("booked_slot_id");--> statement-breakpoint
-- One organizer's booked interviews never overlap, whatever two bookings commit at once: an exclusion
-- constraint over their time ranges. The organizer's id takes part by equality, which GiST learns from
-- btree_gist (a contrib extension trusted since PostgreSQL 13, bundled with PGlite).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_organizer_no_overlap" EXCLUDE USING gist ("organizer_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" = 'booked');
