CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"per_usd" numeric(20, 8) NOT NULL,
	"as_of" date NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."per_usd" > 0)
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "essays" jsonb DEFAULT '{"startupCulture":"required","problemSolving":"required"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;