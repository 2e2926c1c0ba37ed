import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnStage } from '../../../../shared/pipeline-stages';
import { emailOutbox, jobApplications, users } from '../../../db/schema';
import { applicationForm } from '../../../testing/images';
import { fillPath, methodOf, pathParams, servedRoutes, type RouteKey } from '../../../testing/served-routes';
import { postJobOk, postStartupOk } from '../../../testing/startups';
import { createTestApp, type TestApp } from '../../../testing/test-app';

// The candidate is never shown a stage name meant for the team (decision 044): every
// GET the app serves, asked by the candidate with every id of their application's world in its path,
// and every e-mail they were sent, is searched for the team's names.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TEAM_NAMES = ['Take-home w/ CTO', 'Take-home w\\/ CTO', 'Quiet vetting'];
/** A stream that never ends: the same notices are read from the list route. */
const NOT_READ = new Set<RouteKey>(['GET /api/notifications/stream']);

describe("an application in the team's own stages", () => {
  it('shows its candidate "Interviewing" or its status, and never a stage\'s name, through any route or e-mail', async () => {
    const founder = t.client();
    await founder.signUp();
    const startup = await postStartupOk(founder);
    const job = await postJobOk(founder, startup.id);
    const candidate = t.client();
    const me = await candidate.signUp({ firstName: 'Cato', lastName: 'Candidate' }, { verified: true });
    expect((await candidate.request(`/api/jobs/${job.id}/applications`, { form: applicationForm() })).status).toBe(201);
    const [application] = await t.db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(eq(jobApplications.jobId, job.id));
    const id = application!.id;

    const addStage = async (name: string, candidateView: string) =>
      (
        (await (
          await founder.request(`/api/startups/${startup.id}/pipeline-stages`, { json: { name, candidateView } })
        ).json()) as { stage: OwnStage }
      ).stage;
    const quiet = await addStage('Quiet vetting', 'previous');
    const takeHome = await addStage('Take-home w/ CTO', 'interviewing');
    // Through a stage that shows the status, into one that shows "Interviewing", with a message between.
    expect(
      (await founder.request(`/api/applications/${id}/stage`, { method: 'PUT', json: { stageId: quiet.id } })).status,
    ).toBe(200);
    expect(
      (
        await founder.request(`/api/applications/${id}/messages`, {
          json: { body: 'Thanks! A short exercise comes next.' },
        })
      ).status,
    ).toBe(201);
    expect(
      (await founder.request(`/api/applications/${id}/stage`, { method: 'PUT', json: { stageId: takeHome.id } }))
        .status,
    ).toBe(200);
    await t.drainEvents();

    const segments: Record<string, string[]> = {
      id: [id, job.id, startup.id, me.id],
      slug: [startup.slug],
      stageId: [takeHome.id, quiet.id],
      startupId: [startup.id],
    };
    let read = 0;
    for (const route of servedRoutes(t.app)) {
      if (methodOf(route) !== 'GET' || NOT_READ.has(route)) continue;
      const params = pathParams(route);
      if (params.some((name) => !segments[name])) continue;
      // Every combination of the known values for the route's parameters.
      const fills = params.reduce<Record<string, string>[]>(
        (all, name) => all.flatMap((fill) => segments[name]!.map((value) => ({ ...fill, [name]: value }))),
        [{}],
      );
      for (const fill of fills) {
        const response = await candidate.request(fillPath(route, fill));
        const body = await response.text();
        read++;
        for (const name of TEAM_NAMES) expect(body, `${route} ${JSON.stringify(fill)}`).not.toContain(name);
      }
    }
    expect(read).toBeGreaterThan(20);

    // What they do see: "Interviewing" in My Applications and on the timeline, not the quiet stage's move.
    const mine = (await (await candidate.request('/api/applications/mine')).json()) as {
      items: { candidateStage: string | null }[];
    };
    expect(mine.items[0]!.candidateStage).toBe('interviewing');
    const jobPage = (await (await candidate.request(`/api/jobs/${job.id}/page`)).json()) as {
      applicationStatus: string;
      applicationStage: string | null;
    };
    expect(jobPage).toMatchObject({ applicationStatus: 'reviewed', applicationStage: 'interviewing' });
    const startupPage = (await (await candidate.request(`/api/startups/by-slug/${startup.slug}`)).json()) as {
      applicationStages: Record<string, string>;
    };
    expect(startupPage.applicationStages).toEqual({ [job.id]: 'interviewing' });
    const timeline = (await (await candidate.request(`/api/applications/${id}/timeline`)).json()) as {
      stage: unknown;
      events: { kind: string; toStatus: string | null; candidateView: string | null; stageName: string | null }[];
    };
    expect(timeline.stage).toBeNull();
    expect(timeline.events.map((e) => (e.kind === 'stage' ? e.candidateView : e.toStatus))).toEqual([
      'submitted',
      'reviewed',
      'interviewing',
    ]);
    expect(timeline.events.every((e) => e.stageName === null)).toBe(true);

    const [address] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, me.id));
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address!.email));
    expect(mails.length).toBeGreaterThan(0);
    for (const name of TEAM_NAMES) expect(JSON.stringify(mails)).not.toContain(name);
  });
});
