import { sql } from 'drizzle-orm';
import { RESPONSE_RECORD_MIN_APPLICATIONS, type ResponseRecord } from '../../../../shared/response-record-text';
import type { Db } from '../../../db/client';

// A startup's response record (decision 019): of its applications, how many the founder answered
// (a first change of status after it was sent) and the median time to that answer. Withdrawn
// applications are left out; every other one counts, an unanswered one as unanswered, however fresh
// (a grace period once kept the record hidden while any application was new, which on a
// busy startup was always). One query over the startup's applications (by its jobs' index) and their
// first status event (or move into one of its own stages, decision 044: an answer too).

export async function responseRecordOf(db: Db, startupId: string): Promise<ResponseRecord | null> {
  const result = (await db.execute(sql`
    with sent as (
      select a.created_at,
        (select min(e.created_at) from application_events e
          where e.application_id = a.id and e.kind in ('status', 'stage') and e.created_at >= a.created_at) as answered_at
      from job_applications a
      join jobs j on j.id = a.job_id
      where j.startup_id = ${startupId} and a.status <> 'withdrawn'
    )
    select count(*)::int as applications,
      count(answered_at)::int as answered,
      percentile_cont(0.5) within group (order by extract(epoch from answered_at - created_at)) filter (where answered_at is not null) as median_seconds
    from sent`)) as unknown as {
    rows: { applications: number; answered: number; median_seconds: number | string | null }[];
  };
  const row = result.rows[0];
  if (!row || row.applications < RESPONSE_RECORD_MIN_APPLICATIONS) return null;
  return {
    applications: row.applications,
    answeredShare: row.answered / row.applications,
    medianDays: row.median_seconds === null ? null : Number(row.median_seconds) / 86_400,
  };
}
