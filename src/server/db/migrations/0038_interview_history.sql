ALTER TABLE "application_events" DROP CONSTRAINT "application_events_kind_check";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "calendar" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "calendar_method" text;--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "interview_id" uuid;--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "interview_step" text;--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "interview_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_kind_check" CHECK ("application_events"."kind" in ('submitted', 'opened', 'status', 'stage', 'interview', 'withdrawn'));