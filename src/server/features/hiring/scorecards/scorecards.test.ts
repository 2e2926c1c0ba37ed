import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SCORECARD_WITHDRAWN,
  type Scorecard,
  type ScorecardInput,
  type Scorecards,
} from '../../../../shared/scorecards';
import { applicationScorecards, emailOutbox, jobApplications, notifications } from '../../../db/schema';
import { applicationForm } from '../../../testing/images';
import { postJobOk, postStartupOk } from '../../../testing/startups';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = async <T>(response: Response) => (await response.json()) as T;
type Caller = ReturnType<TestApp['client']>;

/** A founder's position, one candidate's application to it (the candidate proved their address, so e-mails go). */
async function applied() {
  const founder = t.client();
  const founderUser = await founder.signUp({ firstName: 'Fiona', lastName: 'Founder' });
  const startup = await postStartupOk(founder);
  const job = await postJobOk(founder, startup.id);
  const candidate = t.client();
  const candidateUser = await candidate.signUp({ firstName: 'Cato', lastName: 'Candidate' }, { verified: true });
  expect((await candidate.request(`/api/jobs/${job.id}/applications`, { form: applicationForm() })).status).toBe(201);
  const [row] = await t.db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(eq(jobApplications.jobId, job.id));
  return { founder, founderUser, candidate, candidateUser, id: row!.id };
}

// Words no other part of an application would ever contain, to look for in the candidate's views.
const SECRET = 'Quokkaflux';
const card = (overrides: Partial<ScorecardInput> = {}): ScorecardInput => ({
  criteria: [
    { name: 'Skills for the role', rating: 4, note: `${SECRET} pipeline design.\nAsked sharp questions.` },
    { name: 'Communication', rating: 2, note: '' },
  ],
  recommendation: 'yes',
  summary: `${SECRET}: hire for the backend role.`,
  ...overrides,
});

const put = (caller: Caller, id: string, body: unknown) =>
  caller.request(`/api/applications/${id}/scorecard`, { method: 'PUT', json: body });
const list = (caller: Caller, id: string) => caller.request(`/api/applications/${id}/scorecards`);
const remove = (caller: Caller, id: string) =>
  caller.request(`/api/applications/${id}/scorecard`, { method: 'DELETE' });

async function signedIn(
  overrides: Parameters<Caller['signUp']>[0] = {},
  options: Parameters<Caller['signUp']>[1] = {},
) {
  const caller = t.client();
  await caller.signUp(overrides, options);
  return caller;
}

describe('a scorecard', () => {
  it("is written, read, replaced and deleted by the startup's owner", async () => {
    const { founder, founderUser, id } = await applied();

    const created = await put(founder, id, card());
    expect(created.status).toBe(200);
    const { scorecard } = await json<{ scorecard: Scorecard }>(created);
    expect(scorecard).toMatchObject({
      author: { id: founderUser.id, name: 'Fiona Founder' },
      isMine: true,
      recommendation: 'yes',
      summary: `${SECRET}: hire for the backend role.`,
      criteria: [
        { name: 'Skills for the role', rating: 4, note: `${SECRET} pipeline design.\nAsked sharp questions.` },
        { name: 'Communication', rating: 2, note: '' },
      ],
    });
    // The interview it followed is not shown yet (interviews come later).
    expect(Object.keys(scorecard)).not.toContain('interviewId');
    expect((await json<Scorecards>(await list(founder, id))).items).toEqual([scorecard]);

    // Replaced whole: the same scorecard, with only what was sent; a note left out is empty.
    const replaced = await json<{ scorecard: Scorecard }>(
      await put(founder, id, { criteria: [{ name: 'Startup fit', rating: 3 }], recommendation: 'strong_yes' }),
    );
    expect(replaced.scorecard).toMatchObject({
      id: scorecard.id,
      criteria: [{ name: 'Startup fit', rating: 3, note: '' }],
      recommendation: 'strong_yes',
      summary: '',
      createdAt: scorecard.createdAt,
    });
    expect(new Date(replaced.scorecard.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(scorecard.updatedAt).getTime(),
    );
    expect((await json<Scorecards>(await list(founder, id))).items).toEqual([replaced.scorecard]);

    expect(await json(await remove(founder, id))).toEqual({ deleted: true });
    expect((await json<Scorecards>(await list(founder, id))).items).toEqual([]);
    expect((await remove(founder, id)).status).toBe(404);
  });

  it("lists every author's, the caller's own marked, and the owner replaces only their own", async () => {
    const { founder, id } = await applied();
    const other = await signedIn({ firstName: 'Cora', lastName: 'Cofounder' });
    const otherId = (await json<{ user: { id: string } }>(await other.request('/api/account/session'))).user.id;
    // A scorecard by someone who is no longer the owner (a co-founder, once the team shares a startup).
    await t.db.insert(applicationScorecards).values({
      applicationId: id,
      authorId: otherId,
      criteria: [{ name: 'Communication', rating: 1, note: 'Hard to follow.' }],
      recommendation: 'no',
    });
    await put(founder, id, card());
    await put(founder, id, card({ recommendation: 'strong_no' }));

    const { items } = await json<Scorecards>(await list(founder, id));
    expect(items.map((s) => [s.author.name, s.isMine, s.recommendation])).toEqual([
      ['Cora Cofounder', false, 'no'],
      ['Fiona Founder', true, 'strong_no'],
    ]);
    await remove(founder, id);
    expect((await json<Scorecards>(await list(founder, id))).items.map((s) => s.author.name)).toEqual([
      'Cora Cofounder',
    ]);
    // The co-founder who does not own the startup is refused like any member.
    expect((await list(other, id)).status).toBe(403);
  });

  it('refuses what the shared rules refuse', async () => {
    const { founder, id } = await applied();
    const criterion = { name: 'Skills', rating: 3, note: '' };
    const bad: [string, unknown][] = [
      ['rating 0', card({ criteria: [{ ...criterion, rating: 0 }] })],
      ['rating 5', card({ criteria: [{ ...criterion, rating: 5 }] })],
      ['rating 2.5', card({ criteria: [{ ...criterion, rating: 2.5 }] })],
      ['rating as text', card({ criteria: [{ ...criterion, rating: '3' as unknown as number }] })],
      ['no rating', card({ criteria: [{ name: 'Skills' } as ScorecardInput['criteria'][number]] })],
      [
        '7 criteria',
        card({ criteria: Array.from({ length: 7 }, (_, i) => ({ ...criterion, name: `Criterion ${i + 1}` })) }),
      ],
      ['no criteria', card({ criteria: [] })],
      ['an empty name', card({ criteria: [{ ...criterion, name: '  ' }] })],
      ['a name of 61 characters', card({ criteria: [{ ...criterion, name: 'x'.repeat(61) }] })],
      ['a name of two lines', card({ criteria: [{ ...criterion, name: 'Skills\nfor the role' }] })],
      ['the same name twice', card({ criteria: [criterion, { ...criterion, name: 'SKILLS' }] })],
      ['an unknown recommendation', card({ recommendation: 'maybe' as ScorecardInput['recommendation'] })],
      ['no recommendation', { criteria: [criterion] }],
      ['a note of 1,001 characters', card({ criteria: [{ ...criterion, note: 'x'.repeat(1001) }] })],
      ['a summary of 2,001 characters', card({ summary: 'x'.repeat(2001) })],
    ];
    for (const [what, body] of bad) expect((await put(founder, id, body)).status, what).toBe(400);
    // At the limits, accepted.
    const six = Array.from({ length: 6 }, (_, i) => ({
      name: `${'y'.repeat(58)}${i}`,
      rating: 1 + (i % 4),
      note: 'n'.repeat(1000),
    }));
    expect((await put(founder, id, card({ criteria: six, summary: 's'.repeat(2000) }))).status).toBe(200);
    // The message says which field, as the form shows it.
    const refused = await json<{ error: { fields: Record<string, string> } }>(
      await put(founder, id, card({ criteria: [{ ...criterion, rating: 0 }] })),
    );
    expect(refused.error.fields['criteria.0.rating']).toBe('Please choose a rating from 1 to 4');
  });
});

describe('who may', () => {
  it("is the owner alone to write; the administrator reads; another founder, a member and the candidate get the notes' refusal", async () => {
    const { founder, candidate, id } = await applied();
    await put(founder, id, card());
    const admin = await signedIn({ email: 'admin@example.com' }, { verified: true });
    const anotherFounder = await signedIn();
    await postStartupOk(anotherFounder);
    const member = await signedIn();

    const read = await json<Scorecards>(await list(admin, id));
    expect(read.items).toHaveLength(1);
    expect(read.items[0]!.isMine).toBe(false);

    for (const [who, caller] of [
      ['another founder', anotherFounder],
      ['a member', member],
      ['the candidate', candidate],
    ] as const) {
      for (const response of [await list(caller, id), await put(caller, id, card()), await remove(caller, id)]) {
        expect(response.status, who).toBe(403);
        expect((await json<{ error: { message: string } }>(response)).error.message, who).toBe(
          'Scorecards are private to the startup that received the application.',
        );
      }
    }
    // Read only for the administrator.
    expect((await put(admin, id, card())).status).toBe(403);
    expect((await remove(admin, id)).status).toBe(403);
    const visitor = t.client();
    for (const response of [await list(visitor, id), await put(visitor, id, card()), await remove(visitor, id)])
      expect(response.status).toBe(401);
    const unknown = '5f0c2a3e-8d1b-4c6f-9a7e-2b4d6f8a0c1e';
    expect((await list(founder, unknown)).status).toBe(404);
    expect((await put(founder, unknown, card())).status).toBe(404);
    // Nothing the others tried changed it.
    expect((await json<Scorecards>(await list(founder, id))).items.map((s) => s.recommendation)).toEqual(['yes']);
  });

  it('never reaches the candidate: not in My Applications, the timeline, the answers, the conversation, the bell or an e-mail', async () => {
    const { founder, candidate, candidateUser, id } = await applied();
    await put(founder, id, card());
    // The founder's other steps, each of which tells the candidate something.
    expect(
      (await founder.request(`/api/applications/${id}/status`, { method: 'PATCH', json: { status: 'accepted' } }))
        .status,
    ).toBe(200);
    expect(
      (await founder.request(`/api/applications/${id}/messages`, { json: { body: 'Welcome aboard!' } })).status,
    ).toBe(201);

    const views = [
      '/api/applications/mine',
      '/api/applications/metrics',
      `/api/applications/${id}/timeline`,
      `/api/applications/${id}/answers`,
      `/api/applications/${id}/messages`,
      '/api/notifications',
    ];
    for (const path of views) {
      const response = await candidate.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).not.toMatch(new RegExp(`${SECRET}|scorecard|recommend|strong_yes`, 'i'));
    }
    const mails = await t.db
      .select({ subject: emailOutbox.subject, html: emailOutbox.html, text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, candidateUser.email));
    expect(mails.length).toBeGreaterThan(0);
    expect(JSON.stringify(mails)).not.toMatch(new RegExp(`${SECRET}|scorecard`, 'i'));
    const notices = await t.db
      .select()
      .from(notifications)
      .where(inArray(notifications.userId, [candidateUser.id]));
    expect(JSON.stringify(notices)).not.toContain(SECRET);
  });
});

describe('a withdrawn application', () => {
  it('keeps its scorecards readable and deletable, and takes no new or changed one', async () => {
    const { founder, candidate, id } = await applied();
    await put(founder, id, card());
    expect((await candidate.request(`/api/applications/${id}/withdraw`, { json: {} })).status).toBe(200);

    expect((await json<Scorecards>(await list(founder, id))).items).toHaveLength(1);
    const changed = await put(founder, id, card({ recommendation: 'no' }));
    expect(changed.status).toBe(409);
    expect((await json<{ error: { code: string; message: string } }>(changed)).error).toMatchObject({
      code: 'APPLICATION_WITHDRAWN',
      message: SCORECARD_WITHDRAWN,
    });
    expect((await json<Scorecards>(await list(founder, id))).items[0]!.recommendation).toBe('yes');
    expect((await remove(founder, id)).status).toBe(200);
    expect((await put(founder, id, card())).status).toBe(409);
  });

  it('goes with its application', async () => {
    const { founder, id } = await applied();
    await put(founder, id, card());
    expect((await founder.request(`/api/applications/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await t.db.select().from(applicationScorecards).where(eq(applicationScorecards.applicationId, id))).toEqual(
      [],
    );
  });
});
