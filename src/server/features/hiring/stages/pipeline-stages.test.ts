import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicantsPage, BulkStatusResult } from '../../../../shared/applicants';
import type { ApplicationTimeline, MyApplication } from '../../../../shared/applications';
import { OWN_STAGES_MAX } from '../../../../shared/limits';
import type { OwnStage, Pipeline } from '../../../../shared/pipeline-stages';
import {
  applicationEvents,
  emailOutbox,
  jobApplications,
  notifications,
  pipelineStages,
  rateLimits,
} from '../../../db/schema';
import { applicationForm } from '../../../testing/images';
import { postJobOk, postStartupOk } from '../../../testing/startups';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Caller = ReturnType<TestApp['client']>;
const json = async <T>(response: Response) => (await response.json()) as T;

/** A founder's startup with one position and `n` candidates' applications (addresses proved, so e-mails go). */
async function founderWith(n = 1) {
  const founder = t.client();
  const founderUser = await founder.signUp({ firstName: 'Fiona', lastName: 'Founder' });
  const startup = await postStartupOk(founder);
  const job = await postJobOk(founder, startup.id);
  const candidates: { caller: Caller; id: string }[] = [];
  for (let i = 0; i < n; i++) {
    const caller = t.client();
    await caller.signUp({ firstName: 'Cato', lastName: 'Candidate' }, { verified: true });
    expect((await caller.request(`/api/jobs/${job.id}/applications`, { form: applicationForm() })).status).toBe(201);
    const [row] = await t.db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(eq(jobApplications.jobId, job.id))
      .orderBy(sql`created_at desc`)
      .limit(1);
    candidates.push({ caller, id: row!.id });
  }
  await t.drainEvents();
  return { founder, founderUser, startup, job, candidates };
}

const pipelineOf = async (caller: Caller, startupId: string) =>
  json<Pipeline>(await caller.request(`/api/startups/${startupId}/pipeline`));
const ownOf = (pipeline: Pipeline) =>
  pipeline.stages.filter((s): s is Extract<Pipeline['stages'][number], { kind: 'own' }> => s.kind === 'own');
const add = (caller: Caller, startupId: string, body: unknown) =>
  caller.request(`/api/startups/${startupId}/pipeline-stages`, { json: body });
const move = (caller: Caller, id: string, stageId: string) =>
  caller.request(`/api/applications/${id}/stage`, { method: 'PUT', json: { stageId } });
const setStatus = (caller: Caller, id: string, status: string) =>
  caller.request(`/api/applications/${id}/status`, { method: 'PATCH', json: { status } });
const noticesOf = (userId: string) =>
  t.db.select({ message: notifications.message }).from(notifications).where(eq(notifications.userId, userId));

describe("a startup's pipeline", () => {
  it("starts with Interview and Offer between the spec's stages, in order, with a count per stage", async () => {
    const { founder, startup, candidates } = await founderWith(2);
    const pipeline = await pipelineOf(founder, startup.id);
    expect(pipeline.stages.map((s) => s.name)).toEqual([
      'Submitted',
      'Reviewed',
      'Interview',
      'Offer',
      'Accepted',
      'Rejected',
      'Withdrawn',
    ]);
    expect(pipeline.stages.filter((s) => s.kind === 'status' && s.isClosed).map((s) => s.name)).toEqual([
      'Rejected',
      'Withdrawn',
    ]);
    const [interview] = ownOf(pipeline);
    expect((await move(founder, candidates[0]!.id, interview!.id)).status).toBe(200);
    const after = await pipelineOf(founder, startup.id);
    expect(after.stages.map((s) => s.count)).toEqual([1, 0, 1, 0, 0, 0, 0]);
  });

  it('lets the owner add, rename, change what the candidate sees, reorder and remove stages', async () => {
    const { founder, startup } = await founderWith(0);
    const created = await add(founder, startup.id, { name: '  Take-home  ', candidateView: 'previous' });
    expect(created.status).toBe(201);
    const { stage } = await json<{ stage: OwnStage }>(created);
    expect(stage).toMatchObject({ name: 'Take-home', candidateView: 'previous' });

    const renamed = await founder.request(`/api/startups/${startup.id}/pipeline-stages/${stage.id}`, {
      method: 'PATCH',
      json: { name: 'Take-home task', candidateView: 'interviewing' },
    });
    expect(await json<{ stage: OwnStage }>(renamed)).toEqual({
      stage: { id: stage.id, name: 'Take-home task', candidateView: 'interviewing' },
    });

    const ids = ownOf(await pipelineOf(founder, startup.id)).map((s) => s.id);
    const reordered = await founder.request(`/api/startups/${startup.id}/pipeline-stages/order`, {
      method: 'PUT',
      json: { ids: [ids[2], ids[0], ids[1]] },
    });
    expect(reordered.status).toBe(200);
    expect(ownOf(await pipelineOf(founder, startup.id)).map((s) => s.name)).toEqual([
      'Take-home task',
      'Interview',
      'Offer',
    ]);

    const removed = await founder.request(`/api/startups/${startup.id}/pipeline-stages/${stage.id}?moveTo=reviewed`, {
      method: 'DELETE',
    });
    expect(await json(removed)).toEqual({ removed: true, moved: 0 });
    expect(ownOf(await pipelineOf(founder, startup.id)).map((s) => s.name)).toEqual(['Interview', 'Offer']);
  });

  it("refuses a spec stage's name, a taken name, a bad view, a ninth stage and an order that is not every stage once", async () => {
    const { founder, startup } = await founderWith(0);
    const reserved = await add(founder, startup.id, { name: 'reviewed', candidateView: 'previous' });
    expect(reserved.status).toBe(400);
    const taken = await add(founder, startup.id, { name: 'INTERVIEW', candidateView: 'previous' });
    expect(taken.status).toBe(409);
    expect((await json<{ error: { code: string; fields: Record<string, string> } }>(taken)).error).toMatchObject({
      code: 'STAGE_NAME_TAKEN',
      fields: { name: expect.any(String) },
    });
    expect((await add(founder, startup.id, { name: 'x'.repeat(31), candidateView: 'previous' })).status).toBe(400);
    expect((await add(founder, startup.id, { name: 'Screen', candidateView: 'hired' })).status).toBe(400);
    for (let i = 2; i < OWN_STAGES_MAX; i++)
      expect((await add(founder, startup.id, { name: `Round ${i}`, candidateView: 'previous' })).status).toBe(201);
    const ninth = await add(founder, startup.id, { name: 'One too many', candidateView: 'previous' });
    expect(ninth.status).toBe(409);
    expect((await json<{ error: { code: string } }>(ninth)).error.code).toBe('STAGE_LIMIT');

    const ids = ownOf(await pipelineOf(founder, startup.id)).map((s) => s.id);
    const order = (body: unknown) =>
      founder.request(`/api/startups/${startup.id}/pipeline-stages/order`, { method: 'PUT', json: body });
    expect((await order({ ids: ids.slice(1) })).status).toBe(400);
    expect((await order({ ids: [ids[0], ...ids.slice(0, -1)] })).status).toBe(400);
    expect((await order({ ids: [...ids.slice(1), '5f0c2a3e-8d1b-4c6f-9a7e-2b4d6f8a0c1e'] })).status).toBe(400);
    // Nothing changed on a refusal.
    expect(ownOf(await pipelineOf(founder, startup.id)).map((s) => s.id)).toEqual(ids);
  });

  it("is another founder's to read or change not at all, nor the candidate's", async () => {
    const { founder, startup, candidates } = await founderWith(1);
    const other = t.client();
    await other.signUp();
    const otherStartup = await postStartupOk(other);
    const [interview, offer] = ownOf(await pipelineOf(founder, startup.id));
    for (const caller of [other, candidates[0]!.caller]) {
      expect((await caller.request(`/api/startups/${startup.id}/pipeline`)).status).toBe(403);
      expect((await add(caller, startup.id, { name: 'Sneaky', candidateView: 'offer' })).status).toBe(403);
      expect(
        (
          await caller.request(`/api/startups/${startup.id}/pipeline-stages/${offer!.id}`, {
            method: 'PATCH',
            json: { name: 'Sneaky' },
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await caller.request(`/api/startups/${startup.id}/pipeline-stages/order`, {
            method: 'PUT',
            json: { ids: [offer!.id, interview!.id] },
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await caller.request(`/api/startups/${startup.id}/pipeline-stages/${offer!.id}?moveTo=reviewed`, {
            method: 'DELETE',
          })
        ).status,
      ).toBe(403);
      expect((await move(caller, candidates[0]!.id, interview!.id)).status).toBe(403);
    }
    // Another startup's stage, named under the founder's own startup or for its applications: not found.
    const [otherInterview] = ownOf(await pipelineOf(other, otherStartup.id));
    expect(
      (
        await founder.request(`/api/startups/${startup.id}/pipeline-stages/${otherInterview!.id}`, {
          method: 'PATCH',
          json: { name: 'Mine now' },
        })
      ).status,
    ).toBe(404);
    expect((await move(founder, candidates[0]!.id, otherInterview!.id)).status).toBe(404);
    expect(ownOf(await pipelineOf(founder, startup.id)).map((s) => s.name)).toEqual(['Interview', 'Offer']);
  });
});

describe('moving an application into an own stage', () => {
  it('sets Reviewed, records the move, and tells the candidate "Interviewing" but never the stage\'s name', async () => {
    const { founder, startup, candidates } = await founderWith(1);
    const [{ caller: candidate, id }] = candidates as [{ caller: Caller; id: string }];
    const { stage } = await json<{ stage: OwnStage }>(
      await add(founder, startup.id, { name: 'Take-home w/ CTO', candidateView: 'interviewing' }),
    );
    const moved = await move(founder, id, stage.id);
    expect(await json(moved)).toEqual({ status: 'reviewed', stage });
    await t.drainEvents();

    const [row] = await t.db
      .select({ status: jobApplications.status, stageId: jobApplications.stageId })
      .from(jobApplications)
      .where(eq(jobApplications.id, id));
    expect(row).toEqual({ status: 'reviewed', stageId: stage.id });
    const [event] = await t.db
      .select()
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, id), eq(applicationEvents.kind, 'stage')));
    expect(event).toMatchObject({
      fromStatus: 'submitted',
      toStatus: 'reviewed',
      stageName: 'Take-home w/ CTO',
      candidateView: 'interviewing',
    });

    const { items } = await json<{ items: MyApplication[] }>(await candidate.request('/api/applications/mine'));
    expect(items[0]).toMatchObject({ status: 'reviewed', candidateStage: 'interviewing' });
    const [me] = await t.db
      .select({ id: sql<string>`applicant_id` })
      .from(jobApplications)
      .where(eq(jobApplications.id, id));
    const notices = await noticesOf(me!.id);
    expect(notices.map((n) => n.message)).toContainEqual(expect.stringContaining('has moved to interviewing'));
    const mails = await t.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'application_status'));
    expect(mails.some((m) => m.subject.endsWith(': interviewing'))).toBe(true);
    expect(JSON.stringify([notices, mails])).not.toContain('Take-home');

    // The team sees the stage's name on the row, the timeline and the pipeline.
    const page = await json<ApplicantsPage>(await founder.request('/api/applicants'));
    expect(page.items.find((item) => item.id === id)!.stage).toEqual(stage);
    expect(page.stageCounts[stage.id]).toBe(1);
    const timeline = await json<ApplicationTimeline>(await founder.request(`/api/applications/${id}/timeline`));
    expect(timeline.stage).toEqual(stage);
    expect(timeline.events.find((e) => e.kind === 'stage')).toMatchObject({
      stageName: 'Take-home w/ CTO',
      candidateView: 'interviewing',
    });
  });

  it('tells the candidate nothing when what they see stays the same, and counts nothing when already there', async () => {
    const { founder, startup, candidates } = await founderWith(1);
    const [{ id }] = candidates as [{ caller: Caller; id: string }];
    const [me] = await t.db
      .select({ id: sql<string>`applicant_id` })
      .from(jobApplications)
      .where(eq(jobApplications.id, id));
    expect((await setStatus(founder, id, 'reviewed')).status).toBe(200);
    await t.drainEvents();
    const before = (await noticesOf(me!.id)).length;
    const { stage: quiet } = await json<{ stage: OwnStage }>(
      await add(founder, startup.id, { name: 'Reference check', candidateView: 'previous' }),
    );
    expect((await move(founder, id, quiet.id)).status).toBe(200);
    expect((await move(founder, id, quiet.id)).status).toBe(200);
    await t.drainEvents();
    expect((await noticesOf(me!.id)).length).toBe(before);
    const moves = await t.db
      .select()
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, id), eq(applicationEvents.kind, 'stage')));
    expect(moves).toHaveLength(1);
    // Reviewed again from a stage that showed Reviewed: out of the stage, and still nothing to tell.
    expect((await setStatus(founder, id, 'reviewed')).status).toBe(200);
    await t.drainEvents();
    const [row] = await t.db
      .select({ stageId: jobApplications.stageId })
      .from(jobApplications)
      .where(eq(jobApplications.id, id));
    expect(row!.stageId).toBeNull();
    expect((await noticesOf(me!.id)).length).toBe(before);
  });

  it('takes it out of the stage when the founder chooses Reviewed, telling a candidate who saw "Interviewing"', async () => {
    const { founder, startup, candidates } = await founderWith(1);
    const [{ caller: candidate, id }] = candidates as [{ caller: Caller; id: string }];
    const [interview] = ownOf(await pipelineOf(founder, startup.id));
    expect((await move(founder, id, interview!.id)).status).toBe(200);
    expect((await setStatus(founder, id, 'reviewed')).status).toBe(200);
    await t.drainEvents();
    const [row] = await t.db
      .select({
        status: jobApplications.status,
        stageId: jobApplications.stageId,
        applicantId: jobApplications.applicantId,
      })
      .from(jobApplications)
      .where(eq(jobApplications.id, id));
    expect(row).toMatchObject({ status: 'reviewed', stageId: null });
    expect((await noticesOf(row!.applicantId)).map((n) => n.message)).toContainEqual(
      expect.stringContaining('is now reviewed'),
    );
    const timeline = await json<ApplicationTimeline>(await candidate.request(`/api/applications/${id}/timeline`));
    expect(timeline.events.map((e) => [e.kind, e.kind === 'stage' ? e.candidateView : e.toStatus])).toEqual([
      ['submitted', 'submitted'],
      ['stage', 'interviewing'],
      ['status', 'reviewed'],
    ]);
  });

  it('refuses a withdrawn application (409) and counts moves against the hourly limit of status changes', async () => {
    const { founder, startup, candidates } = await founderWith(2);
    const [interview, offer] = ownOf(await pipelineOf(founder, startup.id));
    expect(
      (await candidates[0]!.caller.request(`/api/applications/${candidates[0]!.id}/withdraw`, { method: 'POST' }))
        .status,
    ).toBe(200);
    const refused = await move(founder, candidates[0]!.id, interview!.id);
    expect(refused.status).toBe(409);
    expect((await json<{ error: { code: string } }>(refused)).error.code).toBe('APPLICATION_WITHDRAWN');

    // The startup's counter one short of the limit: one move goes, the next waits.
    await t.db
      .insert(rateLimits)
      .values({ key: `app:status-changes:${startup.id}`, count: 499, lastRequest: Date.now() })
      .onConflictDoUpdate({ target: rateLimits.key, set: { count: 499, lastRequest: Date.now() } });
    expect((await move(founder, candidates[1]!.id, interview!.id)).status).toBe(200);
    const limited = await move(founder, candidates[1]!.id, offer!.id);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBeTruthy();
  });

  it('moves several at once through the bulk bar, each answering for itself', async () => {
    const { founder, startup, candidates } = await founderWith(2);
    const [interview] = ownOf(await pipelineOf(founder, startup.id));
    const response = await founder.request('/api/applicants/bulk-stage', {
      json: {
        ids: [candidates[0]!.id, candidates[1]!.id, '5f0c2a3e-8d1b-4c6f-9a7e-2b4d6f8a0c1e'],
        stageId: interview!.id,
      },
    });
    const { results } = await json<BulkStatusResult>(response);
    expect(results.map((r) => r.ok)).toEqual([true, true, false]);
    expect((await pipelineOf(founder, startup.id)).stages.find((s) => s.name === 'Interview')!.count).toBe(2);
    // Applying again starts the application over, out of the stage.
    expect(
      (
        await candidates[0]!.caller.request(
          `/api/jobs/${(await t.db.select({ jobId: jobApplications.jobId }).from(jobApplications).where(eq(jobApplications.id, candidates[0]!.id)))[0]!.jobId}/applications`,
          { form: applicationForm() },
        )
      ).status,
    ).toBe(201);
    const [row] = await t.db
      .select({ stageId: jobApplications.stageId, status: jobApplications.status })
      .from(jobApplications)
      .where(eq(jobApplications.id, candidates[0]!.id));
    expect(row).toEqual({ stageId: null, status: 'submitted' });
  });
});

describe('removing a stage', () => {
  it('moves what is in it to the chosen stage, or back to Reviewed, and needs a destination', async () => {
    const { founder, startup, candidates } = await founderWith(2);
    const [interview, offer] = ownOf(await pipelineOf(founder, startup.id));
    for (const { id } of candidates) expect((await move(founder, id, interview!.id)).status).toBe(200);
    const base = `/api/startups/${startup.id}/pipeline-stages/${interview!.id}`;
    expect((await founder.request(base, { method: 'DELETE' })).status).toBe(400);
    expect((await founder.request(`${base}?moveTo=${interview!.id}`, { method: 'DELETE' })).status).toBe(400);
    expect(
      (await founder.request(`${base}?moveTo=5f0c2a3e-8d1b-4c6f-9a7e-2b4d6f8a0c1e`, { method: 'DELETE' })).status,
    ).toBe(400);
    const removed = await founder.request(`${base}?moveTo=${offer!.id}`, { method: 'DELETE' });
    expect(await json(removed)).toEqual({ removed: true, moved: 2 });
    await t.drainEvents();
    const pipeline = await pipelineOf(founder, startup.id);
    expect(ownOf(pipeline).map((s) => [s.name, s.count])).toEqual([['Offer', 2]]);
    // The candidates saw "Interviewing" and now "Offer": told, without a name.
    const [row] = await t.db
      .select({ applicantId: jobApplications.applicantId })
      .from(jobApplications)
      .where(eq(jobApplications.id, candidates[0]!.id));
    expect((await noticesOf(row!.applicantId)).map((n) => n.message)).toContainEqual(
      expect.stringContaining('offer stage'),
    );

    const back = await founder.request(`/api/startups/${startup.id}/pipeline-stages/${offer!.id}?moveTo=reviewed`, {
      method: 'DELETE',
    });
    expect(await json(back)).toEqual({ removed: true, moved: 2 });
    const left = await t.db
      .select({ status: jobApplications.status, stageId: jobApplications.stageId })
      .from(jobApplications)
      .where(
        eq(
          jobApplications.jobId,
          (
            await t.db
              .select({ jobId: jobApplications.jobId })
              .from(jobApplications)
              .where(eq(jobApplications.id, candidates[0]!.id))
          )[0]!.jobId,
        ),
      );
    expect(left).toEqual([
      { status: 'reviewed', stageId: null },
      { status: 'reviewed', stageId: null },
    ]);
    expect(await t.db.select().from(pipelineStages).where(eq(pipelineStages.startupId, startup.id))).toEqual([]);
  });
});
