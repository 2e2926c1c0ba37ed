CREATE TABLE "investment_preferences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"preference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investment_preferences_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "investment_preferences_preference_check" CHECK ("investment_preferences"."preference" in ('crowdfunding', 'syndicate', 'angel', 'networking'))
);
--> statement-breakpoint
ALTER TABLE "investment_preferences" ADD CONSTRAINT "investment_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;