CREATE TABLE "founder_reminders" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_applications" DROP CONSTRAINT "job_applications_rejection_reason_check";--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "hiring_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "founder_reminders" ADD CONSTRAINT "founder_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_rejection_reason_check" CHECK ("job_applications"."rejection_reason" in ('position_filled', 'more_experience', 'not_right_fit', 'other', 'no_response'));