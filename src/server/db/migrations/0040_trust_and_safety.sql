CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"subject_id" uuid,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"ip" text,
	"user_agent" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "known_devices" (
	"user_id" uuid NOT NULL,
	"device_hash" text NOT NULL,
	"user_agent" text,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_devices_user_id_device_hash_pk" PRIMARY KEY("user_id","device_hash")
);
--> statement-breakpoint
CREATE TABLE "passkeys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text,
	"public_key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"credential_id" text NOT NULL,
	"counter" integer NOT NULL,
	"device_type" text NOT NULL,
	"backed_up" boolean NOT NULL,
	"transports" text,
	"aaguid" text,
	"created_at" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid NOT NULL,
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"resolved_by" uuid,
	CONSTRAINT "reports_once_per_member" UNIQUE("reporter_id","item_type","item_id"),
	CONSTRAINT "reports_item_type_check" CHECK ("reports"."item_type" in ('startup', 'job', 'profile', 'message')),
	CONSTRAINT "reports_reason_check" CHECK ("reports"."reason" in ('scam', 'money_or_documents', 'discriminatory', 'spam', 'other')),
	CONSTRAINT "reports_resolution_check" CHECK ("reports"."resolution" is null or "reports"."resolution" in ('hidden', 'dismissed', 'suspended'))
);
--> statement-breakpoint
CREATE TABLE "startup_domain_claims" (
	"startup_id" uuid PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"email" text,
	"code_hash" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"dns_token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" uuid NOT NULL,
	"verified" boolean DEFAULT true NOT NULL,
	"failed_verification_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "two_factor_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "verified_domain" text;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "verification_method" text;--> statement-breakpoint
ALTER TABLE "application_messages" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_messages" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_domain_claims" ADD CONSTRAINT "startup_domain_claims_startup_id_startups_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factors" ADD CONSTRAINT "two_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_subject_idx" ON "audit_events" USING btree ("subject_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "passkeys_user_idx" ON "passkeys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "passkeys_credential_idx" ON "passkeys" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "reports_item_idx" ON "reports" USING btree ("item_type","item_id");--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("created_at") WHERE "reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "reports_reporter_day_idx" ON "reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "two_factors_user_idx" ON "two_factors" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_hidden_reason_check" CHECK ("profiles"."hidden_reason" is null or "profiles"."hidden_reason" in ('scam', 'money_or_documents', 'discriminatory', 'spam', 'other', 'suspended'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_hidden_reason_check" CHECK ("jobs"."hidden_reason" is null or "jobs"."hidden_reason" in ('scam', 'money_or_documents', 'discriminatory', 'spam', 'other', 'suspended'));--> statement-breakpoint
ALTER TABLE "startups" ADD CONSTRAINT "startups_hidden_reason_check" CHECK ("startups"."hidden_reason" is null or "startups"."hidden_reason" in ('scam', 'money_or_documents', 'discriminatory', 'spam', 'other', 'suspended'));--> statement-breakpoint
ALTER TABLE "startups" ADD CONSTRAINT "startups_verification_method_check" CHECK ("startups"."verification_method" is null or "startups"."verification_method" in ('email', 'dns'));--> statement-breakpoint
ALTER TABLE "application_messages" ADD CONSTRAINT "application_messages_hidden_reason_check" CHECK ("application_messages"."hidden_reason" is null or "application_messages"."hidden_reason" in ('scam', 'money_or_documents', 'discriminatory', 'spam', 'other', 'suspended'));--> statement-breakpoint
-- The audit log is append-only for every role the application connects as: no route can edit or
-- remove an entry, and neither can a bug.
CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER audit_events_no_update BEFORE UPDATE OR DELETE ON audit_events FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();--> statement-breakpoint
-- A website's domain: its host in lower case, without a leading "www.". Null for no website.
CREATE FUNCTION website_domain(url text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(lower(substring(url from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/@?#]*@)?([^/:?#]+)')), '^www\.', '')
$$;--> statement-breakpoint
-- Verification proves a domain, not a startup: when the website moves to another domain, it lapses,
-- whichever path changed the website.
CREATE FUNCTION startups_verification_lapses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.verified_at IS NOT NULL AND website_domain(NEW.website_url) IS DISTINCT FROM NEW.verified_domain THEN
    NEW.verified_at := NULL;
    NEW.verified_domain := NULL;
    NEW.verification_method := NULL;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER startups_verification_lapses BEFORE UPDATE OF website_url ON startups FOR EACH ROW EXECUTE FUNCTION startups_verification_lapses();
