CREATE TABLE "job_dismissals" (
	"user_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_dismissals_user_id_job_id_pk" PRIMARY KEY("user_id","job_id"),
	CONSTRAINT "job_dismissals_reason_check" CHECK (char_length("job_dismissals"."reason") <= 200)
);
--> statement-breakpoint
CREATE TABLE "job_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"founder_id" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"decline_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "job_invitations_status_check" CHECK ("job_invitations"."status" in ('sent', 'declined', 'applied')),
	CONSTRAINT "job_invitations_note_check" CHECK (char_length("job_invitations"."note") <= 500),
	CONSTRAINT "job_invitations_decline_message_check" CHECK (char_length("job_invitations"."decline_message") <= 300)
);
--> statement-breakpoint
CREATE TABLE "job_match_digests" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"checked_through" timestamp with time zone DEFAULT now() NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "talent_hidden_from" (
	"user_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_hidden_from_user_id_startup_id_pk" PRIMARY KEY("user_id","startup_id")
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "equity_min" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "equity_max" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "visa_sponsorship" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_dismissals" ADD CONSTRAINT "job_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_dismissals" ADD CONSTRAINT "job_dismissals_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_founder_id_users_id_fk" FOREIGN KEY ("founder_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_match_digests" ADD CONSTRAINT "job_match_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_hidden_from" ADD CONSTRAINT "talent_hidden_from_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_hidden_from" ADD CONSTRAINT "talent_hidden_from_startup_id_startups_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_invitations_job_candidate_idx" ON "job_invitations" USING btree ("job_id","candidate_id");--> statement-breakpoint
CREATE INDEX "job_invitations_founder_idx" ON "job_invitations" USING btree ("founder_id","created_at");--> statement-breakpoint
CREATE INDEX "job_invitations_candidate_idx" ON "job_invitations" USING btree ("candidate_id","created_at");--> statement-breakpoint
CREATE INDEX "job_match_digests_due_idx" ON "job_match_digests" USING btree ("next_run_at");--> statement-breakpoint
CREATE INDEX "talent_hidden_from_startup_idx" ON "talent_hidden_from" USING btree ("startup_id");--> statement-breakpoint
CREATE INDEX "jobs_board_visa_idx" ON "jobs" USING btree ("created_at","id") WHERE "jobs"."is_active" and "jobs"."status" = 'open' and "jobs"."visa_sponsorship";--> statement-breakpoint
CREATE INDEX "job_preferences_open_idx" ON "job_preferences" USING btree ("updated_at","user_id") WHERE "job_preferences"."open_to_work" <> 'not_looking';--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_equity_check" CHECK (("jobs"."equity_min" is null) = ("jobs"."equity_max" is null) and "jobs"."equity_min" >= 0 and "jobs"."equity_max" <= 100 and "jobs"."equity_min" <= "jobs"."equity_max");