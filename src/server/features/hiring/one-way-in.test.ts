import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// An application is read with its job and its startup in one place, application.service.ts (decision
// 073): a query elsewhere that joins applications to jobs and jobs to startups would decide anew which
// startup, and so which team, an application belongs to. This reads the server's source and fails on
// any such query outside that file. Tests and demo data are not queries of the product.

const server = path.resolve(import.meta.dirname, '../..');
const THE_ONE_WAY_IN = path.join(server, 'features/hiring/application.service.ts');

/** Applications to their job, as Drizzle or as SQL text, either way round. */
const APPLICATION_TO_JOB =
  /eq\(\s*jobs\.id,\s*jobApplications\.jobId\s*\)|eq\(\s*jobApplications\.jobId,\s*jobs\.id\s*\)|\bj\.id\s*=\s*a\.job_id\b|\ba\.job_id\s*=\s*j\.id\b/;
/** Jobs to their startup, the same ways. */
const JOB_TO_STARTUP =
  /eq\(\s*startups\.id,\s*jobs\.startupId\s*\)|eq\(\s*jobs\.startupId,\s*startups\.id\s*\)|\bs\.id\s*=\s*j\.startup_id\b|\bj\.startup_id\s*=\s*s\.id\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['seed', 'testing', 'migrations'].includes(entry.name) ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The statements of a file that make the whole join: a query is one statement, up to its semicolon. */
export function joinsApplicationsToStartups(source: string): string[] {
  return source.split(';').filter((statement) => APPLICATION_TO_JOB.test(statement) && JOB_TO_STARTUP.test(statement));
}

describe('the one way in to an application', () => {
  it('finds the join written either way, in Drizzle or in SQL text', () => {
    expect(
      joinsApplicationsToStartups(
        'db.select().from(jobApplications).innerJoin(jobs, eq(jobs.id, jobApplications.jobId)).innerJoin(startups, eq(startups.id, jobs.startupId));',
      ),
    ).toHaveLength(1);
    expect(
      joinsApplicationsToStartups(
        'sql`from job_applications a join jobs j on a.job_id = j.id join startups s on j.startup_id = s.id`;',
      ),
    ).toHaveLength(1);
    // Applications counted per job, and jobs with their startup, in two statements: neither is the join.
    expect(
      joinsApplicationsToStartups(
        'db.select().from(jobApplications).innerJoin(jobs, eq(jobs.id, jobApplications.jobId)); db.select().from(jobs).innerJoin(startups, eq(startups.id, jobs.startupId));',
      ),
    ).toHaveLength(0);
  });

  it('is application.service.ts alone in the server', () => {
    const files = sourceFiles(server);
    expect(files).toContain(THE_ONE_WAY_IN);
    const elsewhere = files
      .filter((file) => file !== THE_ONE_WAY_IN)
      .filter((file) => joinsApplicationsToStartups(readFileSync(file, 'utf8')).length > 0)
      .map((file) => path.relative(server, file));
    expect(elsewhere).toEqual([]);
    expect(joinsApplicationsToStartups(readFileSync(THE_ONE_WAY_IN, 'utf8')).length).toBeGreaterThan(0);
  });
});
