-- The applicants search reads the answers to a position's own questions too: a founder who
-- asked "Link to your GitHub" or "Why climate?" finds the candidate by what they wrote there. They weigh
-- as the two spec answers do. The trigger now also runs when the answers are written (applying again).
CREATE OR REPLACE FUNCTION liftoff_job_applications_search() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  given text;
  family text;
  extra text;
BEGIN
  SELECT p.first_name, p.last_name INTO given, family FROM profiles p WHERE p.id = NEW.applicant_id;
  SELECT coalesce(string_agg(e->>'answer', ' '), '') INTO extra
    FROM jsonb_array_elements(coalesce(NEW.answers, '[]'::jsonb)) e
   WHERE jsonb_typeof(e->'answer') = 'string';
  NEW.search := liftoff_application_search(given, family, NEW.startup_culture_answer, NEW.problem_solving_answer || ' ' || extra, NEW.resume_text);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER job_applications_search ON "job_applications";
--> statement-breakpoint
CREATE TRIGGER job_applications_search BEFORE INSERT OR UPDATE OF applicant_id, startup_culture_answer, problem_solving_answer, answers, resume_text, search
  ON "job_applications" FOR EACH ROW EXECUTE FUNCTION liftoff_job_applications_search();
--> statement-breakpoint
-- Backfill: the applications that answered questions of their own; writing the vector derives it again.
UPDATE "job_applications" SET "search" = NULL WHERE "answers" <> '[]'::jsonb;
