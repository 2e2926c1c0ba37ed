import { and, asc, eq, max, sql } from 'drizzle-orm';
import { type applicationStates } from '../../../../shared/applications';
import {
  OWN_STAGES_MAX,
  STAGE_LIMIT_MESSAGE,
  STAGE_NAME_TAKEN_MESSAGE,
  STAGE_NOT_FOUND,
  STAGE_ORDER_INVALID,
  specStageLabels,
  type CandidateView,
  type OwnStage,
  type Pipeline,
  type PipelineStage,
  type StageInput,
} from '../../../../shared/pipeline-stages';
import type { Actor } from '../../../auth/actor';
import { assertOwner, assertOwnerOrAdmin } from '../../../auth/guards';
import type { Db, DbOrTx } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { jobApplications, jobs, pipelineStages, startups } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { emitEach, notifyIfAny } from '../../../events/emit';

// A startup's own stages (decision 044): the owner edits them, the administrator may read them. The
// spec's statuses are every startup's and are not rows; the own ones sit between Reviewed and Accepted.

const NOT_YOURS = 'You can only change the pipeline of your own startups.';

/** The startup, or 404; `lock` holds it while its stages are counted or changed (two adds at once). */
async function startupOf(db: DbOrTx, id: string, { lock = false } = {}) {
  const query = db
    .select({ id: startups.id, name: startups.name, ownerId: startups.ownerId })
    .from(startups)
    .where(eq(startups.id, id));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new AppError('NOT_FOUND', 'Startup not found');
  return row;
}

const toStage = (row: { id: string; name: string; candidateView: string }): OwnStage => ({
  id: row.id,
  name: row.name,
  candidateView: row.candidateView as CandidateView,
});

function ownStagesOf(db: DbOrTx, startupId: string) {
  return db
    .select({ id: pipelineStages.id, name: pipelineStages.name, candidateView: pipelineStages.candidateView })
    .from(pipelineStages)
    .where(eq(pipelineStages.startupId, startupId))
    .orderBy(asc(pipelineStages.position), asc(pipelineStages.createdAt));
}

/**
 * The whole pipeline in order, with how many applications each stage holds: Submitted, Reviewed (those
 * in no own stage), the own stages, Accepted, then the closed Rejected and Withdrawn.
 */
export async function getPipeline({
  db,
  startupId,
  actor,
}: {
  db: Db;
  startupId: string;
  actor: Actor;
}): Promise<Pipeline> {
  const startup = await startupOf(db, startupId);
  assertOwnerOrAdmin(startup, actor, NOT_YOURS);
  const [own, counts] = await Promise.all([
    ownStagesOf(db, startupId),
    db
      .select({ status: jobApplications.status, stageId: jobApplications.stageId, n: sql<number>`count(*)::int` })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(eq(jobs.startupId, startupId))
      .groupBy(jobApplications.status, jobApplications.stageId),
  ]);
  const countOf = (test: (row: (typeof counts)[number]) => boolean) =>
    counts.filter(test).reduce((sum, row) => sum + row.n, 0);
  const status = (value: (typeof applicationStates)[number]): PipelineStage => ({
    kind: 'status',
    status: value,
    name: specStageLabels[value],
    isClosed: value === 'rejected' || value === 'withdrawn',
    count: countOf((row) => row.status === value && row.stageId === null),
  });
  return {
    startup: { id: startup.id, name: startup.name },
    stages: [
      status('submitted'),
      status('reviewed'),
      ...own.map((stage): PipelineStage => ({
        kind: 'own',
        ...toStage(stage),
        count: countOf((row) => row.stageId === stage.id),
      })),
      status('accepted'),
      status('rejected'),
      status('withdrawn'),
    ],
  };
}

const nameTaken = () => new AppError('STAGE_NAME_TAKEN', STAGE_NAME_TAKEN_MESSAGE, { name: STAGE_NAME_TAKEN_MESSAGE });

/** A new own stage, last of them (just before Accepted); at most OWN_STAGES_MAX, counted under the startup's lock. */
export async function addStage({
  db,
  startupId,
  actor,
  input,
}: {
  db: Db;
  startupId: string;
  actor: Actor;
  input: StageInput;
}): Promise<OwnStage> {
  try {
    return await db.transaction(async (tx) => {
      assertOwner(await startupOf(tx, startupId, { lock: true }), actor, NOT_YOURS);
      const [last] = await tx
        .select({ n: sql<number>`count(*)::int`, position: max(pipelineStages.position) })
        .from(pipelineStages)
        .where(eq(pipelineStages.startupId, startupId));
      if ((last?.n ?? 0) >= OWN_STAGES_MAX) throw new AppError('STAGE_LIMIT', STAGE_LIMIT_MESSAGE);
      const [row] = await tx
        .insert(pipelineStages)
        .values({
          startupId,
          name: input.name,
          candidateView: input.candidateView,
          position: (last?.position ?? 0) + 1,
        })
        .returning();
      return toStage(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** The stage of this startup, or 404 (another startup's stage is not found, whoever asks). */
async function stageOf(db: DbOrTx, startupId: string, stageId: string, { lock = false } = {}) {
  const query = db
    .select()
    .from(pipelineStages)
    .where(and(eq(pipelineStages.id, stageId), eq(pipelineStages.startupId, startupId)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new AppError('NOT_FOUND', STAGE_NOT_FOUND);
  return row;
}

/**
 * A new name, or a new view for the candidate: applications in it are shown the new view from now on,
 * with no notice (the candidate hears of moves, not of the team's rearranging); their timelines keep
 * what was shown then.
 */
export async function updateStage(options: {
  db: Db;
  startupId: string;
  stageId: string;
  actor: Actor;
  input: { name?: string; candidateView?: CandidateView };
}): Promise<OwnStage> {
  const { db, startupId, stageId, actor, input } = options;
  assertOwner(await startupOf(db, startupId), actor, NOT_YOURS);
  try {
    const [row] = await db
      .update(pipelineStages)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.candidateView !== undefined && { candidateView: input.candidateView }),
      })
      .where(and(eq(pipelineStages.id, stageId), eq(pipelineStages.startupId, startupId)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', STAGE_NOT_FOUND);
    return toStage(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** A new order: every own stage's id once (a full permutation), or 400 and nothing changes. One statement. */
export async function reorderStages({
  db,
  startupId,
  actor,
  ids,
}: {
  db: Db;
  startupId: string;
  actor: Actor;
  ids: string[];
}): Promise<OwnStage[]> {
  assertOwner(await startupOf(db, startupId), actor, NOT_YOURS);
  const result = (await db.execute(sql`
    with current_stages as (
      select id from pipeline_stages where startup_id = ${startupId} for update
    ),
    wanted as (
      select id, ord from unnest(${sql.param(ids)}::uuid[]) with ordinality as t(id, ord)
    ),
    checked as (
      select (select count(*) from current_stages) = ${ids.length}
         and (select count(distinct id) from wanted) = ${ids.length}
         and not exists (select 1 from wanted w where w.id not in (select id from current_stages)) as is_permutation
    ),
    moved as (
      update pipeline_stages p set position = w.ord from wanted w, checked c
       where c.is_permutation and p.id = w.id
      returning p.id
    )
    select is_permutation, (select count(*) from moved) as moved from checked`)) as unknown as {
    rows: { is_permutation: boolean }[];
  };
  if (!result.rows[0]?.is_permutation)
    throw new AppError('INVALID_INPUT', STAGE_ORDER_INVALID, { ids: STAGE_ORDER_INVALID });
  return (await ownStagesOf(db, startupId)).map(toStage);
}

/**
 * Removes an own stage, moving what is in it first: into another own stage (a move, on each timeline,
 * told to a candidate whose view changes) or back to Reviewed (as choosing Reviewed would). The stage is
 * locked first, so a move into it at the same moment either lands before (and is moved) or finds it gone.
 * The moves are one action of the owner's and do not count against the hourly limit: each application
 * was counted when it entered the stage.
 */
export async function removeStage(options: {
  db: Db;
  startupId: string;
  stageId: string;
  actor: Actor;
  moveTo: string;
}): Promise<{ moved: number }> {
  const { db, startupId, stageId, actor, moveTo } = options;
  return db.transaction(async (tx) => {
    const startup = await startupOf(tx, startupId);
    assertOwner(startup, actor, NOT_YOURS);
    await stageOf(tx, startupId, stageId, { lock: true });
    if (moveTo === stageId)
      throw new AppError('INVALID_INPUT', 'Please choose another stage for its applications', {
        moveTo: 'Please choose another stage for its applications',
      });
    const destination =
      moveTo === 'reviewed'
        ? null
        : await stageOf(tx, startupId, moveTo, { lock: true }).catch(() => {
            throw new AppError('INVALID_INPUT', STAGE_NOT_FOUND, { moveTo: STAGE_NOT_FOUND });
          });
    const toView = destination ? destination.candidateView : 'previous';
    const result = (await tx.execute(sql`
      with removed_stage as (
        select name, candidate_view from pipeline_stages where id = ${stageId}
      ),
      moved as (
        -- The stage is the startup's: what is in it was sent to the startup's positions, and is its owner's.
        update job_applications a set stage_id = ${destination?.id ?? null}::uuid, updated_at = now()
         where a.stage_id = ${stageId}
        returning a.id, a.applicant_id, ${startup.ownerId}::uuid as owner_id
      ),
      history as (
        insert into application_events (application_id, kind, from_status, to_status, stage_name, candidate_view, actor_id)
        select m.id, ${destination ? 'stage' : 'status'}, 'reviewed', 'reviewed', ${destination?.name ?? null}, ${destination?.candidateView ?? null}, ${actor.id}::uuid from moved m
      ),
      ${emitEach('recorded', 'application.stage_changed', 'moved', {
        applicationId: sql`moved.id`,
        applicantId: sql`moved.applicant_id`,
        ownerId: sql`moved.owner_id`,
        actorId: sql`${actor.id}::text`,
        stageId: sql`${destination?.id ?? stageId}::text`,
        fromView: sql`(select case when candidate_view in ('interviewing', 'offer') then candidate_view else 'reviewed' end from removed_stage)`,
        toView: sql`${toView === 'previous' ? 'reviewed' : toView}::text`,
      })}
      select (select count(*)::int from moved) as moved, ${notifyIfAny('recorded', 'application.stage_changed')} as notified`)) as unknown as {
      rows: { moved: number }[];
    };
    // Emptied above: nothing is left for its foreign key's "set null" to move to Reviewed unrecorded.
    await tx.delete(pipelineStages).where(eq(pipelineStages.id, stageId));
    return { moved: Number(result.rows[0]?.moved ?? 0) };
  });
}
