import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICANTS_PAGE_SIZE,
  NOTE_MAX,
  type ApplicantRow,
  type ApplicantsPage,
  type ApplicationNotes,
  type BulkStatusResult,
} from '../../../../shared/applicants';
import { WITHDRAWN_LOCKED } from '../../../../shared/applications';
import { emailOutbox, jobApplications, jobs, pipelineStages } from '../../../db/schema';
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

/** A founder with two startups (a job each), and `n` candidates who applied, some to each; `verified`: candidates who proved their address. */
async function pipeline(n: number, { verified = false } = {}) {
  const founder = t.client();
  await founder.signUp();
  const first = await postStartupOk(founder, { name: 'Pipeline One' });
  const second = await postStartupOk(founder, { name: 'Pipeline Two' });
  const jobOne = await postJobOk(founder, first.id);
  const jobTwo = await postJobOk(founder, second.id);
  const candidates: { caller: Caller; id: string }[] = [];
  for (let i = 0; i < n; i++) {
    const caller = t.client();
    const user = await caller.signUp({ firstName: `Cand${String.fromCharCode(97 + (i % 26))}` }, { verified });
    expect(
      (
        await caller.request(`/api/jobs/${i % 3 === 0 ? jobTwo.id : jobOne.id}/applications`, {
          form: applicationForm(),
        })
      ).status,
    ).toBe(201);
    candidates.push({ caller, id: user.id });
  }
  const rows = await t.db
    .select({ id: jobApplications.id, applicantId: jobApplications.applicantId, jobId: jobApplications.jobId })
    .from(jobApplications)
    .where(inArray(jobApplications.jobId, [jobOne.id, jobTwo.id]));
  return { founder, first, second, jobOne, jobTwo, candidates, rows };
}

async function allPages(caller: Caller, query: string): Promise<ApplicantRow[]> {
  const rows: ApplicantRow[] = [];
  let cursor: string | null = null;
  do {
    const page: ApplicantsPage = await json(
      await caller.request(`/api/applicants?${query}${cursor ? `&cursor=${cursor}` : ''}`),
    );
    rows.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return rows;
}

describe('one applicant', () => {
  it('is the same row as on the page, for its founder only', async () => {
    const { founder, rows } = await pipeline(2);
    const listed = await allPages(founder, 'sort=newest');
    const one = await json<{ item: ApplicantRow }>(await founder.request(`/api/applicants/${rows[0]!.id}`));
    expect(one.item).toEqual(listed.find((row) => row.id === rows[0]!.id));

    const otherFounder = t.client();
    await otherFounder.signUp();
    expect((await otherFounder.request(`/api/applicants/${rows[0]!.id}`)).status).toBe(403);
    expect((await founder.request('/api/applicants/5f0c2a3e-8d1b-4c6f-9a7e-2b4d6f8a0c1e')).status).toBe(404);
  });
});

describe('the applicants page', () => {
  it("lists only the founder's applications, filtered and counted by status, a keyset page at a time in each order", async () => {
    const { founder, first, jobTwo, rows } = await pipeline(6);
    // Enough for several pages, without 100 sign-ups: copies of the real applications at other times and ratings.
    const extra = Array.from({ length: APPLICANTS_PAGE_SIZE * 2 + 7 }, (_, i) => {
      const source = rows[i % rows.length]!;
      return { ...source, i };
    });
    for (const [i, { jobId }] of extra.entries()) {
      const caller = t.client();
      const user = await caller.signUp();
      await t.db.insert(jobApplications).values({
        jobId,
        applicantId: user.id,
        resumeKey: `resumes/${user.id}/x.pdf`,
        startupCultureAnswer: 'a',
        problemSolvingAnswer: 'b',
        rating: i % 6 === 0 ? null : (i % 5) + 1,
        status: i % 4 === 0 ? 'reviewed' : 'submitted',
        // Some share a creation time to the microsecond: the id breaks the tie.
        createdAt: sql`now() - make_interval(mins => ${Math.floor(i / 2)})`,
      });
    }
    const total = rows.length + extra.length;

    for (const sort of ['newest', 'oldest', 'rating']) {
      const listed = await allPages(founder, `sort=${sort}`);
      expect(listed, sort).toHaveLength(total);
      expect(new Set(listed.map((r) => r.id)).size, sort).toBe(total);
      if (sort === 'rating') {
        const ratings = listed.map((r) => r.rating ?? 0);
        expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
      } else {
        const times = listed.map((r) => r.createdAt);
        expect(times).toEqual([...times].sort((a, b) => (sort === 'newest' ? b.localeCompare(a) : a.localeCompare(b))));
      }
    }

    const page: ApplicantsPage = await json(await founder.request('/api/applicants'));
    expect(page.items).toHaveLength(APPLICANTS_PAGE_SIZE);
    expect(page.counts.submitted + page.counts.reviewed).toBe(total);
    expect(page.items[0]).toMatchObject({
      startup: { name: expect.stringMatching(/^Pipeline/) },
      job: { title: 'Founding Engineer' },
    });

    const reviewed = await allPages(founder, 'status=reviewed');
    expect(reviewed).toHaveLength(page.counts.reviewed);
    expect(reviewed.every((r) => r.status === 'reviewed')).toBe(true);
    expect((await allPages(founder, `job=${jobTwo.id}`)).every((r) => r.job.id === jobTwo.id)).toBe(true);
    expect((await allPages(founder, `startup=${first.id}`)).every((r) => r.startup.id === first.id)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect(await allPages(founder, `from=${today}&to=${today}`)).toHaveLength(
      (await allPages(founder, '')).filter((r) => r.createdAt.startsWith(today)).length,
    );
    // Filters it does not know are ignored; a cursor it did not make is refused.
    expect((await founder.request('/api/applicants?status=hired&from=yesterday')).status).toBe(200);
    expect((await founder.request('/api/applicants?cursor=bm9wZQ')).status).toBe(400);
    const newestCursor = page.nextCursor!;
    expect((await founder.request(`/api/applicants?sort=oldest&cursor=${newestCursor}`)).status).toBe(400);

    // Anyone else: their own (none), never the founder's.
    const member = t.client();
    await member.signUp();
    expect((await json<ApplicantsPage>(await member.request('/api/applicants'))).items).toEqual([]);
    expect((await json<ApplicantsPage>(await member.request(`/api/applicants?startup=${first.id}`))).items).toEqual([]);
    expect((await t.client().request('/api/applicants')).status).toBe(401);
  });

  it("moves many at once by the single change's rules, and says which it could not", async () => {
    // The candidates receive the status e-mails, and e-mails go only to a proved address.
    const { founder, candidates, rows } = await pipeline(4, { verified: true });
    const [a, b, c] = rows;
    const withdrawn = rows.find((r) => r.applicantId === candidates[3]!.id)!;
    await candidates[3]!.caller.request(`/api/applications/${withdrawn.id}/withdraw`, { json: {} });
    const other = await pipeline(1);
    const response = await founder.request('/api/applicants/bulk-status', {
      json: {
        ids: [a!.id, b!.id, c!.id, withdrawn.id, other.rows[0]!.id],
        status: 'rejected',
        reason: 'position_filled',
      },
    });
    expect(response.status).toBe(200);
    const { results } = await json<BulkStatusResult>(response);
    expect(
      results
        .filter((r) => r.ok)
        .map((r) => r.id)
        .sort(),
    ).toEqual([a!.id, b!.id, c!.id].sort());
    expect(results.find((r) => r.id === withdrawn.id)).toEqual({
      id: withdrawn.id,
      ok: false,
      error: WITHDRAWN_LOCKED,
    });
    expect(results.find((r) => r.id === other.rows[0]!.id)).toMatchObject({
      ok: false,
      error: 'You can only change applications to your own startups.',
    });
    const changed = await t.db
      .select({ status: jobApplications.status, reason: jobApplications.rejectionReason })
      .from(jobApplications)
      .where(inArray(jobApplications.id, [a!.id, b!.id, c!.id]));
    expect(changed).toEqual(Array(3).fill({ status: 'rejected', reason: 'position_filled' }));
    // The other founder's application is as it was.
    expect(
      await t.db
        .select({ status: jobApplications.status })
        .from(jobApplications)
        .where(eq(jobApplications.id, other.rows[0]!.id)),
    ).toEqual([{ status: 'submitted' }]);
    // One e-mail per candidate changed.
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'application_status'));
    for (const row of [a, b, c]) {
      const candidate = candidates.find((x) => x.id === row!.applicantId)!;
      const email = (await json<{ user: { email: string } }>(await candidate.caller.request('/api/account/session')))
        .user.email;
      expect(mails.filter((m) => m.toAddress === email)).toHaveLength(1);
    }
    expect(
      (await founder.request('/api/applicants/bulk-status', { json: { ids: [], status: 'reviewed' } })).status,
    ).toBe(400);
    expect(
      (
        await founder.request('/api/applicants/bulk-status', {
          json: { ids: Array(101).fill(a!.id), status: 'reviewed' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await t.client().request('/api/applicants/bulk-status', { json: { ids: [a!.id], status: 'reviewed' } })).status,
    ).toBe(401);
  });

  it('exports the filtered list as CSV that a spreadsheet will not run as formulas', async () => {
    const { founder, rows } = await pipeline(2);
    await t.db
      .update(jobApplications)
      .set({ startupCultureAnswer: '=HYPERLINK("http://evil.example","click")', problemSolvingAnswer: '+1 and @me' })
      .where(eq(jobApplications.id, rows[0]!.id));
    // One in the startup's own Interview stage (decision 044): the team's name for it in its column.
    const [interview] = await t.db
      .select({ id: pipelineStages.id })
      .from(pipelineStages)
      .innerJoin(jobs, eq(jobs.startupId, pipelineStages.startupId))
      .innerJoin(jobApplications, eq(jobApplications.jobId, jobs.id))
      .where(and(eq(jobApplications.id, rows[1]!.id), eq(pipelineStages.name, 'Interview')));
    expect(
      (
        await founder.request(`/api/applications/${rows[1]!.id}/stage`, {
          method: 'PUT',
          json: { stageId: interview!.id },
        })
      ).status,
    ).toBe(200);
    const response = await founder.request('/api/applicants/export.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="applicants-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const csv = await response.text();
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Name,E-mail,Job,Startup,Status,Stage,Applied,Last change,Rating,Rejection reason,Why Early-Stage Startups?,Problem Solving Experience,Other questions,Closed by the answer to',
    );
    expect(lines).toHaveLength(1 + rows.length);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csv).toContain("'+1 and @me");
    expect(csv).toContain(',reviewed,Interview,');
    expect(csv).not.toMatch(/,=HYPERLINK/);
    // Someone else's export has none of it.
    const member = t.client();
    await member.signUp();
    expect(
      (await (await member.request('/api/applicants/export.csv')).text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toHaveLength(1);
    expect((await t.client().request('/api/applicants/export.csv')).status).toBe(401);
  });
});

describe('searching the applicants page', () => {
  const search = async (caller: Caller, q: string, more = '') =>
    json<ApplicantsPage>(await caller.request(`/api/applicants?q=${encodeURIComponent(q)}${more}`));
  const names = (page: ApplicantsPage) =>
    page.items.map((r) => `${r.applicant.firstName} ${r.applicant.lastName}`).sort();

  it('finds a surname that English would stem, by its full spelling, alone or with words of the answers', async () => {
    const founder = t.client();
    await founder.signUp();
    const startup = await postStartupOk(founder, { name: 'Stems Co' });
    const job = await postJobOk(founder, startup.id);
    const ada = t.client();
    await ada.signUp({ firstName: 'Ada', lastName: 'Jones' });
    expect(
      (
        await ada.request(`/api/jobs/${job.id}/applications`, {
          form: applicationForm({ startupCultureAnswer: 'I maintain Kubernetes operators.' }),
        })
      ).status,
    ).toBe(201);
    expect(names(await search(founder, 'Jones'))).toEqual(['Ada Jones']);
    expect(names(await search(founder, 'ada jones'))).toEqual(['Ada Jones']);
    expect(names(await search(founder, 'operators Jones'))).toEqual(['Ada Jones']);
  });

  it("finds applications by the applicant's name and the answers' words as soon as they are sent, and after a rename by the new name only", async () => {
    const founder = t.client();
    await founder.signUp();
    const startup = await postStartupOk(founder, { name: 'Search Co' });
    const job = await postJobOk(founder, startup.id);
    const ravi = t.client();
    const raviUser = await ravi.signUp({ firstName: 'Ravindra', lastName: 'Quintanilla' });
    expect(
      (
        await ravi.request(`/api/jobs/${job.id}/applications`, {
          form: applicationForm({ startupCultureAnswer: 'I maintain Kubernetes operators for a living.' }),
        })
      ).status,
    ).toBe(201);
    const lena = t.client();
    await lena.signUp({ firstName: 'Lenora', lastName: 'Okonkwo' });
    expect(
      (
        await lena.request(`/api/jobs/${job.id}/applications`, {
          form: applicationForm({ problemSolvingAnswer: 'I migrated our billing ledgers to event sourcing.' }),
        })
      ).status,
    ).toBe(201);

    // The resume indexer has not run: the name and the answers are found already.
    expect(names(await search(founder, 'Quintanilla'))).toEqual(['Ravindra Quintanilla']);
    expect(names(await search(founder, 'ravindra quintanilla'))).toEqual(['Ravindra Quintanilla']);
    // An answer's words, as English: "operator" finds "operators", "ledger" finds "ledgers".
    expect(names(await search(founder, 'kubernetes operator'))).toEqual(['Ravindra Quintanilla']);
    expect(names(await search(founder, 'ledger'))).toEqual(['Lenora Okonkwo']);
    expect(names(await search(founder, 'ledger OR operator'))).toEqual(['Lenora Okonkwo', 'Ravindra Quintanilla']);
    expect((await search(founder, 'kubernetes -operator')).items).toEqual([]);
    const found = await search(founder, 'ledger');
    expect(found.items[0]!.match).toContain('«ledgers»');
    expect(found.counts).toMatchObject({ submitted: 1, reviewed: 0 });

    // Renamed: found by the new name, in every application, and no longer by the old one.
    const renamed = await ravi.request(`/api/profiles/${raviUser.id}`, {
      method: 'PUT',
      json: { firstName: 'Ravi', lastName: 'Ferreira', country: 'US', roleType: 'employee', skills: [] },
    });
    expect(renamed.status).toBe(200);
    expect(names(await search(founder, 'Ferreira'))).toEqual(['Ravi Ferreira']);
    expect((await search(founder, 'Quintanilla')).items).toEqual([]);
    expect((await search(founder, 'Quintanilla')).counts.submitted).toBe(0);
    // The answers are still found with the new name.
    expect(names(await search(founder, 'operator Ferreira'))).toEqual(['Ravi Ferreira']);

    // Applying again with other answers: the new words are found, the old ones no longer.
    expect(
      (
        await lena.request(`/api/jobs/${job.id}/applications`, {
          form: applicationForm({ problemSolvingAnswer: 'I rewrote a flaky scheduler in Go.' }),
        })
      ).status,
    ).toBe(201);
    expect((await search(founder, 'ledger')).items).toEqual([]);
    expect(names(await search(founder, 'scheduler'))).toEqual(['Lenora Okonkwo']);

    // Another founder's search finds none of them.
    const other = t.client();
    await other.signUp();
    expect((await search(other, 'Ferreira')).items).toEqual([]);
  });

  it("pages and counts the matches in the founder's positions only, with the other filters", async () => {
    const { founder, first, jobOne, jobTwo, rows } = await pipeline(3);
    // Many matching and some not, in both positions, over more than two pages.
    for (let i = 0; i < APPLICANTS_PAGE_SIZE * 2 + 5; i++) {
      const caller = t.client();
      const user = await caller.signUp();
      await t.db.insert(jobApplications).values({
        jobId: i % 2 === 0 ? jobOne.id : jobTwo.id,
        applicantId: user.id,
        resumeKey: `resumes/${user.id}/x.pdf`,
        startupCultureAnswer: i % 3 === 0 ? 'Spreadsheets are my second language.' : 'I write Elixir services.',
        problemSolvingAnswer: 'b',
        status: i % 4 === 0 ? 'reviewed' : 'submitted',
        rating: (i % 5) + 1,
        createdAt: sql`now() - make_interval(mins => ${Math.floor(i / 2)})`,
      });
    }
    // The same words to another founder's position: never counted.
    const other = await pipeline(1);
    await t.db
      .update(jobApplications)
      .set({ startupCultureAnswer: 'I write Elixir services.' })
      .where(eq(jobApplications.id, other.rows[0]!.id));

    const all = await allPages(founder, '');
    const elixir = await allPages(founder, 'q=elixir');
    expect(elixir.length).toBeGreaterThan(APPLICANTS_PAGE_SIZE * 1.2);
    expect(elixir.every((r) => r.match?.includes('«Elixir»'))).toBe(true);
    expect(new Set(elixir.map((r) => r.id)).size).toBe(elixir.length);
    // The same rows in the same order as the whole list, less those without the word.
    const elixirIds = new Set(elixir.map((r) => r.id));
    expect(elixir.map((r) => r.id)).toEqual(all.filter((r) => elixirIds.has(r.id)).map((r) => r.id));
    expect(rows.some((r) => elixirIds.has(r.id))).toBe(false);

    const page = await search(founder, 'elixir');
    expect(page.items).toHaveLength(APPLICANTS_PAGE_SIZE);
    expect(page.counts.submitted + page.counts.reviewed).toBe(elixir.length);
    expect(page.counts.reviewed).toBe(elixir.filter((r) => r.status === 'reviewed').length);
    // The status filter narrows the page, not the counts (the board's column heads).
    const reviewed = await search(founder, 'elixir', '&status=reviewed');
    expect(reviewed.counts).toEqual(page.counts);
    expect(await allPages(founder, 'q=elixir&status=reviewed')).toHaveLength(page.counts.reviewed);
    // By rating, in the rating's order; one position; one startup.
    const byRating = await allPages(founder, 'q=elixir&sort=rating');
    expect(byRating.map((r) => r.id).sort()).toEqual([...elixirIds].sort());
    expect(byRating.map((r) => r.rating ?? 0)).toEqual(byRating.map((r) => r.rating ?? 0).sort((a, b) => b - a));
    const inJobTwo = await allPages(founder, `q=elixir&job=${jobTwo.id}`);
    expect(inJobTwo.length).toBe(elixir.filter((r) => r.job.id === jobTwo.id).length);
    expect(
      (await search(founder, 'elixir', `&job=${jobTwo.id}`)).counts.submitted +
        (await search(founder, 'elixir', `&job=${jobTwo.id}`)).counts.reviewed,
    ).toBe(inJobTwo.length);
    expect(await allPages(founder, `q=elixir&startup=${first.id}`)).toHaveLength(
      elixir.filter((r) => r.startup.id === first.id).length,
    );
    // A position of someone else's, named in the address: nothing.
    expect((await search(founder, 'elixir', `&job=${other.jobOne.id}`)).items).toEqual([]);
    expect((await search(other.founder, 'elixir')).items.map((r) => r.id)).toEqual([other.rows[0]!.id]);
    // The export takes the search too.
    const csv = (await (await founder.request('/api/applicants/export.csv?q=elixir')).text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(csv).toHaveLength(1 + elixir.length);
  });
});

describe('notes and rating', () => {
  it("are the founder's to write, the administrator's to read, and never the candidate's", async () => {
    const { founder, candidates, rows } = await pipeline(1);
    const id = rows[0]!.id;
    const admin = t.client();
    const adminUser = await admin.signUp({ email: 'admin@example.com' }, { verified: true });
    const member = t.client();
    await member.signUp();
    const candidate = candidates[0]!.caller;

    const added = await founder.request(`/api/applications/${id}/notes`, {
      json: { body: 'Strong portfolio.\nAsk about the Rust project.' },
    });
    expect(added.status).toBe(201);
    expect(
      (await founder.request(`/api/applications/${id}/rating`, { method: 'PUT', json: { rating: 4 } })).status,
    ).toBe(200);
    const notes = await json<ApplicationNotes>(await founder.request(`/api/applications/${id}/notes`));
    expect(notes.rating).toBe(4);
    expect(notes.items.map((n) => n.body)).toEqual(['Strong portfolio.\nAsk about the Rust project.']);
    expect((await json<ApplicationNotes>(await admin.request(`/api/applications/${id}/notes`))).items).toHaveLength(1);
    // An administrator who applied is that application's candidate: its notes and scorecards are not theirs to read.
    const { jobId } = rows[0]!;
    expect((await admin.request(`/api/jobs/${jobId}/applications`, { form: applicationForm() })).status).toBe(201);
    const [own] = await t.db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.applicantId, adminUser.id)));
    expect(
      (await founder.request(`/api/applications/${own!.id}/notes`, { json: { body: 'Met at a meetup.' } })).status,
    ).toBe(201);
    expect((await admin.request(`/api/applications/${own!.id}/notes`)).status).toBe(403);
    expect((await admin.request(`/api/applications/${own!.id}/scorecards`)).status).toBe(403);

    for (const caller of [candidate, member, admin]) {
      expect((await caller.request(`/api/applications/${id}/notes`, { json: { body: 'mine' } })).status).toBe(403);
      expect(
        (await caller.request(`/api/applications/${id}/rating`, { method: 'PUT', json: { rating: 1 } })).status,
      ).toBe(403);
    }
    expect((await candidate.request(`/api/applications/${id}/notes`)).status).toBe(403);
    expect((await member.request(`/api/applications/${id}/notes`)).status).toBe(403);
    expect((await t.client().request(`/api/applications/${id}/notes`)).status).toBe(401);
    // Nothing of them reaches the candidate's own views.
    expect(JSON.stringify(await json(await candidate.request('/api/applications/mine')))).not.toMatch(
      /Strong portfolio|rating/,
    );

    expect((await founder.request(`/api/applications/${id}/notes`, { json: { body: ' ' } })).status).toBe(400);
    expect(
      (await founder.request(`/api/applications/${id}/notes`, { json: { body: 'x'.repeat(NOTE_MAX + 1) } })).status,
    ).toBe(400);
    for (const rating of [0, 6, 2.5, '3'])
      expect(
        (await founder.request(`/api/applications/${id}/rating`, { method: 'PUT', json: { rating } })).status,
        String(rating),
      ).toBe(400);
    expect(
      await json(await founder.request(`/api/applications/${id}/rating`, { method: 'PUT', json: { rating: null } })),
    ).toEqual({ rating: null });

    const page = await json<ApplicantsPage>(await founder.request('/api/applicants'));
    expect(page.items.find((r) => r.id === id)).toMatchObject({ noteCount: 1, rating: null });
  });
});
