-- The applicants page's search (decision 033). The search vector stays what the resume indexer wrote
-- (decision 019), but the database now derives it on every write, and a GIN index on (position, vector)
-- answers a founder's search from the index: matches and counts without reading each row's vector.
DROP INDEX "job_applications_search_idx";--> statement-breakpoint
-- The document, exactly as the indexer built it: the name (simple, weight A), the answers (english, B)
-- and the resume's text (english, C), none until the indexer has read the PDF.
CREATE OR REPLACE FUNCTION liftoff_application_search(given_name text, family_name text, culture text, problem text, resume text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, coalesce(given_name, '') || ' ' || coalesce(family_name, '')), 'A')
    || setweight(to_tsvector('english'::regconfig, culture || ' ' || problem), 'B')
    || setweight(to_tsvector('english'::regconfig, coalesce(resume, '')), 'C')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION liftoff_job_applications_search() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  given text;
  family text;
BEGIN
  SELECT p.first_name, p.last_name INTO given, family FROM profiles p WHERE p.id = NEW.applicant_id;
  NEW.search := liftoff_application_search(given, family, NEW.startup_culture_answer, NEW.problem_solving_answer, NEW.resume_text);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- On an insert and on any write naming what the vector is made of (a new application, applying again,
-- the indexer's resume text) or the vector itself: whatever a statement sets it to, it is derived.
-- A status change, a rating or a first look names none of them and costs nothing more.
CREATE TRIGGER job_applications_search BEFORE INSERT OR UPDATE OF applicant_id, startup_culture_answer, problem_solving_answer, resume_text, search
  ON "job_applications" FOR EACH ROW EXECUTE FUNCTION liftoff_job_applications_search();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION liftoff_profiles_name_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Writing the vector has the trigger above derive it again, with the new name.
  UPDATE job_applications SET search = NULL WHERE applicant_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A renamed applicant is found by the new name (and no longer by the old one) in all their applications.
CREATE TRIGGER profiles_name_search AFTER UPDATE OF first_name, last_name ON "profiles" FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION liftoff_profiles_name_search();
--> statement-breakpoint
-- Backfill: applications the indexer has not read yet (no vector) and applicants renamed since theirs was
-- written. Only the rows whose vector differs are written; the others are left as they are.
UPDATE "job_applications" a SET "search" = v."search"
FROM (
  SELECT a2."id", liftoff_application_search(p."first_name", p."last_name", a2."startup_culture_answer", a2."problem_solving_answer", a2."resume_text") AS "search"
  FROM "job_applications" a2 LEFT JOIN "profiles" p ON p."id" = a2."applicant_id"
) v
WHERE v."id" = a."id" AND a."search" IS DISTINCT FROM v."search";--> statement-breakpoint
CREATE INDEX "job_applications_job_search_idx" ON "job_applications" USING gin ((array["job_id"]),"search");
