import { sql, type SQL } from 'drizzle-orm';
import {
  applicationStatusChangeSchema,
  WITHDRAWN_LOCKED,
  type ApplicationStatus,
  type ApplicationStatusChange,
} from '../../../../shared/applications';
import { STATUS_CHANGES_PER_STARTUP_PER_HOUR } from '../../../../shared/limits';
import type { DbOrTx } from '../../../db/client';
import { emitEach, notifyIfAny } from '../../../events/emit';
import { AppError, forbidden } from '../../../lib/app-error';
import { tooManyRequests } from '../../../lib/rate-limit';
import { APPLICATION_NOT_FOUND, APPLICATIONS_WITH_JOB_AND_STARTUP } from '../application.service';
import type { Actor } from '../../../auth/actor';

export const STATUS_CHANGES_LIMITED =
  'You have changed the status of many applications in the last hour. Please wait a few minutes and try again.';
export const NOT_YOUR_APPLICATION = 'You can only change applications to your own startups.';
export { APPLICATION_NOT_FOUND };

/** A founder's status changes are counted per startup (docs/SECURITY.md): each may e-mail a candidate. */
const RATE = { name: 'status-changes', windowMs: 3_600_000, max: STATUS_CHANGES_PER_STARTUP_PER_HOUR };
const keyPrefix = `app:${RATE.name}:`;

/** What became of one application of the change: changed (or already so), or refused with the reason. */
export type StatusOutcome = { id: string; ok: true } | { id: string; ok: false; error: AppError };

type Row = {
  id: string;
  found: boolean;
  status: string | null;
  is_staged: boolean | null;
  owner_id: string | null;
  changed: boolean;
  window_start: string | number | null;
};

/** The 429 of a row past its startup's limit, with when its hour's window ends. */
export function statusChangesLimited(windowStart: string | number | null, now: number): AppError {
  const retryAfter = Math.max(1, Math.ceil((Number(windowStart ?? now) + RATE.windowMs - now) / 1000));
  return tooManyRequests(STATUS_CHANGES_LIMITED, retryAfter);
}

/**
 * Sets the status of applications, one or a hundred, in ONE statement (decision 035): it locks the
 * rows, keeps those of the caller's startups that are not withdrawn and not already at that status,
 * counts them against each startup's hourly limit (the rows past the limit stay as they were, in the
 * order given), updates them, writes their history rows and their `application.status_changed` events
 * and wakes the dispatchers, all or nothing. The candidates' notifications and e-mails follow from the
 * events (applications.subscribers.ts). A rejection keeps its reason and message (decision 019).
 *
 * Setting the status an application already has changes nothing, counts nothing and tells nobody;
 * two clicks at once still tell once, as the rows are read under their lock. An application in one of
 * its startup's own stages leaves it for the stage of the status (decision 044): Reviewed from
 * "Interview" is a change, and the event says what the candidate saw before (`fromStage`).
 */
export async function changeStatuses(options: {
  db: DbOrTx;
  ids: readonly string[];
  actor: Actor;
  change: ApplicationStatusChange;
  now?: number;
}): Promise<StatusOutcome[]> {
  const { db, actor } = options;
  const ids = [...new Set(options.ids)];
  const change = applicationStatusChangeSchema.parse(options.change);
  const status = change.status;
  const reason = status === 'rejected' ? (change.reason ?? null) : null;
  const message = status === 'rejected' ? (change.message ?? null) : null;
  const now = options.now ?? Date.now();

  const result = (await db.execute(sql`
    with input as (
      select id, ord from unnest(${sql.param(ids)}::uuid[]) with ordinality as t(id, ord)
    ),
    target as (
      select a.id, a.status, a.stage_id, a.applicant_id, j.startup_id, s.owner_id, i.ord, ps.candidate_view as from_view
        from input i
        join (${APPLICATIONS_WITH_JOB_AND_STARTUP}) on a.id = i.id
        left join pipeline_stages ps on ps.id = a.stage_id
       for update of a
    ),
    eligible as (
      select t.*, row_number() over (partition by t.startup_id order by t.ord) as nth
        from target t
       -- In an own stage, its status is still a change: choosing Reviewed takes it out of the stage.
       where t.owner_id = ${actor.id} and t.status <> 'withdrawn' and (t.status <> ${status} or t.stage_id is not null)
    ),
    ${statusChangeBudget(now)}
    changed as (
      update job_applications a
         set status = ${status}, stage_id = null, rejection_reason = ${reason}, rejection_message = ${message}, updated_at = now()
        from allowed
       where a.id = allowed.id
      returning a.id, allowed.status as from_status, allowed.applicant_id, allowed.owner_id, allowed.from_view
    ),
    history as (
      insert into application_events (application_id, kind, from_status, to_status, actor_id, reason, message)
      select c.id, 'status', c.from_status, ${status}, ${actor.id}::uuid, ${reason}, ${message} from changed c
    ),
    ${emitEach('recorded', 'application.status_changed', 'changed', {
      applicationId: sql`changed.id`,
      applicantId: sql`changed.applicant_id`,
      ownerId: sql`changed.owner_id`,
      actorId: sql`${actor.id}::text`,
      fromStatus: sql`changed.from_status`,
      toStatus: sql`${status}::text`,
      reason: sql`${reason}::text`,
      message: sql`${message}::text`,
      fromStage: sql`case when changed.from_view in ('interviewing', 'offer') then changed.from_view end`,
    })}
    select i.id, t.id is not null as found, t.status, t.stage_id is not null as is_staged, t.owner_id, c.id is not null as changed, b.window_start,
           ${notifyIfAny('recorded', 'application.status_changed')} as notified
      from input i
      left join target t on t.id = i.id
      left join changed c on c.id = i.id
      left join budget b on b.startup_id = t.startup_id
     order by i.ord`)) as unknown as { rows: Row[] };

  return result.rows.map((row): StatusOutcome => {
    if (!row.found) return { id: row.id, ok: false, error: new AppError('NOT_FOUND', APPLICATION_NOT_FOUND) };
    if (row.owner_id !== actor.id) return { id: row.id, ok: false, error: forbidden(NOT_YOUR_APPLICATION) };
    if ((row.status === status && !row.is_staged) || row.changed) return { id: row.id, ok: true };
    if (row.status === 'withdrawn')
      return { id: row.id, ok: false, error: new AppError('APPLICATION_WITHDRAWN', WITHDRAWN_LOCKED) };
    // Eligible but not changed: past the startup's limit for this hour.
    return { id: row.id, ok: false, error: statusChangesLimited(row.window_start, now) };
  });
}

/**
 * The CTEs that count a write's applications against each startup's hourly limit of status changes
 * (status changes and moves into own stages alike, decision 044): given a CTE `eligible` with
 * `startup_id` and `nth` (the row's place within its startup), `budget` says each startup's window and
 * `allowed` keeps the rows within the limit. Two writes at once count one after the other.
 */
export function statusChangeBudget(now: number): SQL {
  return sql`
    -- The counters of the startups concerned, locked: two changes at once count one after the other.
    counters as (
      select r.key, r.count, r.last_request from rate_limits r
       where r.key in (select ${keyPrefix} || e.startup_id from eligible e)
         for update
    ),
    budget as (
      select e.startup_id, ${keyPrefix} || e.startup_id as key, count(*)::int as wanted,
             coalesce(max(case when c.last_request <= ${now - RATE.windowMs} then 0 else c.count end), 0)::int as used,
             coalesce(max(case when c.last_request <= ${now - RATE.windowMs} then null else c.last_request end), ${now})::bigint as window_start
        from eligible e left join counters c on c.key = ${keyPrefix} || e.startup_id
       group by e.startup_id
    ),
    counted as (
      insert into rate_limits (id, key, count, last_request)
      select gen_random_uuid(), b.key, least(b.used + b.wanted, ${RATE.max}), b.window_start from budget b where b.used < ${RATE.max}
      on conflict (key) do update set count = excluded.count, last_request = excluded.last_request
    ),
    allowed as (
      select e.* from eligible e join budget b on b.startup_id = e.startup_id where e.nth <= ${RATE.max} - b.used
    ),`;
}

/** One application's status (PATCH /api/applications/:id/status): its refusal is the request's error. */
export async function setApplicationStatus(options: {
  db: DbOrTx;
  id: string;
  actor: Actor;
  change: ApplicationStatusChange;
}): Promise<{ status: ApplicationStatus }> {
  const [outcome] = await changeStatuses({
    db: options.db,
    ids: [options.id],
    actor: options.actor,
    change: options.change,
  });
  if (!outcome!.ok) throw outcome!.error;
  return { status: options.change.status };
}
