-- The applicants search finds a name however it is typed (decision 033). Searches are read as English,
-- which stems "Jones" to "jone", but names were kept only as typed ('simple'), so some surnames were not
-- found by their full spelling. The name is now kept both ways, still with the top weight.
CREATE OR REPLACE FUNCTION liftoff_application_search(given_name text, family_name text, culture text, problem text, resume text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, coalesce(given_name, '') || ' ' || coalesce(family_name, '')), 'A')
    || setweight(to_tsvector('english'::regconfig, coalesce(given_name, '') || ' ' || coalesce(family_name, '')), 'A')
    || setweight(to_tsvector('english'::regconfig, culture || ' ' || problem), 'B')
    || setweight(to_tsvector('english'::regconfig, coalesce(resume, '')), 'C')
$$;
--> statement-breakpoint
-- Backfill: only the rows whose vector changes (names that English stems differently) are written.
UPDATE "job_applications" a SET "search" = v."search"
FROM (
  SELECT a2."id", liftoff_application_search(p."first_name", p."last_name", a2."startup_culture_answer", a2."problem_solving_answer", a2."resume_text") AS "search"
  FROM "job_applications" a2 LEFT JOIN "profiles" p ON p."id" = a2."applicant_id"
) v
WHERE v."id" = a."id" AND a."search" IS DISTINCT FROM v."search";
