import { sql } from 'drizzle-orm';
import { WITHDRAWN_LOCKED } from '../../../../shared/applications';
import { STAGE_NOT_FOUND, type OwnStage } from '../../../../shared/pipeline-stages';
import type { DbOrTx } from '../../../db/client';
import { emitEach, notifyIfAny } from '../../../events/emit';
import { AppError, forbidden } from '../../../lib/app-error';
import {
  APPLICATION_NOT_FOUND,
  NOT_YOUR_APPLICATION,
  statusChangeBudget,
  statusChangesLimited,
  type StatusOutcome,
} from '../applications/application-status.service';
import { APPLICATIONS_WITH_JOB_AND_STARTUP } from '../application.service';
import type { Actor } from '../../../auth/actor';

type Row = {
  id: string;
  found: boolean;
  status: string | null;
  owner_id: string | null;
  is_stage_of_startup: boolean | null;
  is_there: boolean | null;
  changed: boolean;
  window_start: string | number | null;
};

/**
 * Moves applications, one or a hundred, into one of their startup's own stages, in ONE statement
 * (decisions 035, 044), by the rules of a status change: the caller's startups only, not a withdrawn
 * one (409), counted against the same hourly limit. Entering the stage sets the status Reviewed (the
 * spec's status it sits after) and clears a rejection; the timeline gets a 'stage' row with the
 * stage's name and what the candidate saw, and an `application.stage_changed` event tells the candidate
 * when what they see changes (pipeline-stages.subscribers.ts). Already in that stage: nothing, counted
 * nothing. The stage is share-locked, so a removal at the same moment waits or has happened.
 */
export async function moveToStage(options: {
  db: DbOrTx;
  ids: readonly string[];
  stageId: string;
  actor: Actor;
  now?: number;
}): Promise<StatusOutcome[]> {
  const { db, actor, stageId } = options;
  const ids = [...new Set(options.ids)];
  const now = options.now ?? Date.now();
  const result = (await db.execute(sql`
    with input as (
      select id, ord from unnest(${sql.param(ids)}::uuid[]) with ordinality as t(id, ord)
    ),
    destination as (
      select id, startup_id, name, candidate_view from pipeline_stages where id = ${stageId} for share
    ),
    target as (
      select a.id, a.status, a.stage_id, a.applicant_id, j.startup_id, s.owner_id, i.ord,
             -- What the candidate sees now: an own stage's label, or the status.
             case when ps.candidate_view in ('interviewing', 'offer') then ps.candidate_view else a.status end as from_view
        from input i
        join (${APPLICATIONS_WITH_JOB_AND_STARTUP}) on a.id = i.id
        left join pipeline_stages ps on ps.id = a.stage_id
       for update of a
    ),
    eligible as (
      select t.*, row_number() over (partition by t.startup_id order by t.ord) as nth
        from target t join destination d on d.startup_id = t.startup_id
       where t.owner_id = ${actor.id} and t.status <> 'withdrawn' and t.stage_id is distinct from d.id
    ),
    ${statusChangeBudget(now)}
    changed as (
      update job_applications a
         set status = 'reviewed', stage_id = ${stageId}, rejection_reason = null, rejection_message = null, updated_at = now()
        from allowed
       where a.id = allowed.id
      returning a.id, allowed.status as from_status, allowed.applicant_id, allowed.owner_id, allowed.from_view
    ),
    history as (
      insert into application_events (application_id, kind, from_status, to_status, stage_name, candidate_view, actor_id)
      select c.id, 'stage', c.from_status, 'reviewed', d.name, d.candidate_view, ${actor.id}::uuid from changed c cross join destination d
    ),
    ${emitEach('recorded', 'application.stage_changed', 'changed', {
      applicationId: sql`changed.id`,
      applicantId: sql`changed.applicant_id`,
      ownerId: sql`changed.owner_id`,
      actorId: sql`${actor.id}::text`,
      stageId: sql`${stageId}::text`,
      fromView: sql`changed.from_view`,
      toView: sql`(select case when candidate_view in ('interviewing', 'offer') then candidate_view else 'reviewed' end from destination)`,
    })}
    select i.id, t.id is not null as found, t.status, t.owner_id, d.id is not null as is_stage_of_startup, t.stage_id = ${stageId}::uuid as is_there,
           c.id is not null as changed, b.window_start, ${notifyIfAny('recorded', 'application.stage_changed')} as notified
      from input i
      left join target t on t.id = i.id
      left join destination d on d.startup_id = t.startup_id
      left join changed c on c.id = i.id
      left join budget b on b.startup_id = t.startup_id
     order by i.ord`)) as unknown as { rows: Row[] };

  return result.rows.map((row): StatusOutcome => {
    if (!row.found) return { id: row.id, ok: false, error: new AppError('NOT_FOUND', APPLICATION_NOT_FOUND) };
    if (row.owner_id !== actor.id) return { id: row.id, ok: false, error: forbidden(NOT_YOUR_APPLICATION) };
    // Another startup's stage (or none): not found, whichever startup it is.
    if (!row.is_stage_of_startup)
      return { id: row.id, ok: false, error: new AppError('NOT_FOUND', STAGE_NOT_FOUND, { stageId: STAGE_NOT_FOUND }) };
    if (row.is_there || row.changed) return { id: row.id, ok: true };
    if (row.status === 'withdrawn')
      return { id: row.id, ok: false, error: new AppError('APPLICATION_WITHDRAWN', WITHDRAWN_LOCKED) };
    return { id: row.id, ok: false, error: statusChangesLimited(row.window_start, now) };
  });
}

/** One application (PUT /api/applications/:id/stage): its refusal is the request's error. */
export async function setApplicationStage(options: {
  db: DbOrTx;
  id: string;
  stageId: string;
  actor: Actor;
}): Promise<{ status: 'reviewed'; stage: OwnStage }> {
  const [outcome] = await moveToStage({
    db: options.db,
    ids: [options.id],
    stageId: options.stageId,
    actor: options.actor,
  });
  if (!outcome!.ok) throw outcome!.error;
  const rows = (await options.db.execute(
    sql`select id, name, candidate_view from pipeline_stages where id = ${options.stageId}`,
  )) as unknown as { rows: { id: string; name: string; candidate_view: OwnStage['candidateView'] }[] };
  const stage = rows.rows[0];
  // Removed the moment after the move: the application went back to Reviewed with it.
  if (!stage) throw new AppError('NOT_FOUND', STAGE_NOT_FOUND);
  return { status: 'reviewed', stage: { id: stage.id, name: stage.name, candidateView: stage.candidate_view } };
}
