import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJobSearch } from '../../../shared/job-alerts';
import type { JobBoardPage, JobPage } from '../../../shared/job-board';
import type { Job } from '../../../shared/jobs';
import { createApp } from '../../app';
import { createLogger } from '../../lib/logger';
import { buildJob, insertJob, insertStartup } from '../../seed/factories';
import { postStartupOk } from '../../testing/startups';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { boardPageSelect, jobBoardFilters } from './job-board.service';

// Equity and visa sponsorship on every position: stored from the job form's
// routes, refused when half said, shown to visitors, in the JobPosting, and filterable on the board.

let t: TestApp;
type Caller = ReturnType<TestApp['client']>;
type ErrorBody = { error: { message: string; fields?: Record<string, string> } };
let founder: Caller;
let startup: { id: string; slug: string };

beforeAll(async () => {
  t = await createTestApp();
  founder = t.client();
  await founder.signUp();
  startup = await postStartupOk(founder, { name: 'Visa Ventures' });
});
afterAll(() => t.close());

async function post(input: object, caller = founder) {
  return caller.request(`/api/startups/${startup.id}/jobs`, { json: buildJob(input) });
}
async function posted(input: object): Promise<Job> {
  const response = await post(input);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { job: Job }).job;
}

describe('the job routes', () => {
  it('store an equity range and visa sponsorship, and give them back to the founder and to visitors', async () => {
    const job = await posted({ title: 'Sponsored Engineer', equityMin: 0.5, equityMax: 1.5, visaSponsorship: true });
    expect(job).toMatchObject({ equityMin: 0.5, equityMax: 1.5, visaSponsorship: true });
    expect(((await (await founder.request(`/api/jobs/${job.id}`)).json()) as { job: Job }).job).toMatchObject({
      equityMin: 0.5,
      equityMax: 1.5,
      visaSponsorship: true,
    });

    const visitor = t.client();
    const page = (await (await visitor.request(`/api/jobs/${job.id}/page`)).json()) as JobPage;
    expect(page.job).toMatchObject({ equityMin: 0.5, equityMax: 1.5, visaSponsorship: true });
    const board = (await (await visitor.request('/api/jobs?q=Sponsored')).json()) as JobBoardPage;
    expect(board.items.find((item) => item.id === job.id)).toMatchObject({
      equityMin: 0.5,
      equityMax: 1.5,
      visaSponsorship: true,
    });
    // A startup's page reads its positions as JSON in one query: numbers stay numbers.
    const detail = (await (await visitor.request(`/api/startups/by-slug/${startup.slug}`)).json()) as { jobs: Job[] };
    expect(detail.jobs.find((item) => item.id === job.id)).toEqual(job);
  });

  it("take the form's text, keep none as none, and clear a range on an edit to a type without equity", async () => {
    const job = await posted({
      title: 'Typed Equity',
      compensationType: 'Equity',
      equityMin: '0.25',
      equityMax: '0.25',
    });
    expect(job).toMatchObject({ equityMin: 0.25, equityMax: 0.25, visaSponsorship: false });
    expect(await posted({ title: 'No Equity Said', equityMin: '', equityMax: '' })).toMatchObject({
      equityMin: null,
      equityMax: null,
      visaSponsorship: false,
    });

    const edit = async (input: object) => {
      const response = await founder.request(`/api/jobs/${job.id}`, {
        method: 'PUT',
        json: buildJob({ title: 'Typed Equity', ...input }),
      });
      expect(response.status, await response.clone().text()).toBe(200);
      return ((await response.json()) as { job: Job }).job;
    };
    expect(
      await edit({ compensationType: 'Paid+Equity', equityMin: 1, equityMax: 2, visaSponsorship: true }),
    ).toMatchObject({ equityMin: 1, equityMax: 2, visaSponsorship: true });
    // Pay only: the range goes, as pay goes for an unpaid role.
    expect(await edit({ compensationType: 'Paid', equityMin: 1, equityMax: 2 })).toMatchObject({
      equityMin: null,
      equityMax: null,
      visaSponsorship: false,
    });
  });

  it('refuse half a range, a reversed one, more than 100% or 2 decimals, and a visa answer that is not yes or no', async () => {
    const cases: [object, string, string][] = [
      [{ equityMin: 1 }, 'equityMax', 'Enter the highest equity too, or leave both empty'],
      [{ equityMax: 1 }, 'equityMin', 'Enter the lowest equity too, or leave both empty'],
      [{ equityMin: 2, equityMax: 1 }, 'equityMax', 'The highest equity must not be below the lowest'],
      [{ equityMin: 1, equityMax: 100.5 }, 'equityMax', 'Equity must be between 0 and 100%'],
      [{ equityMin: -0.5, equityMax: 1 }, 'equityMin', 'Equity must be between 0 and 100%'],
      [{ equityMin: 0.001, equityMax: 1 }, 'equityMin', 'Equity can have at most 2 decimal places'],
      [{ equityMin: 'half', equityMax: 1 }, 'equityMin', 'Equity must be a number'],
      [{ equityMin: [1], equityMax: 1 }, 'equityMin', 'Equity must be a number'],
      [{ visaSponsorship: 'true' }, 'visaSponsorship', 'Visa sponsorship must be yes or no'],
      [{ visaSponsorship: null }, 'visaSponsorship', 'Visa sponsorship must be yes or no'],
    ];
    for (const [input, field, message] of cases) {
      const response = await post({ title: 'Refused', ...input });
      expect(response.status, JSON.stringify(input)).toBe(400);
      expect(((await response.json()) as ErrorBody).error.fields?.[field], JSON.stringify(input)).toBe(message);
    }
  });

  it('let no one but the founder set them', async () => {
    const job = await posted({ title: 'Guarded', equityMin: 1, equityMax: 1 });
    const other = t.client();
    await other.signUp();
    expect((await post({ equityMin: 1, equityMax: 2 }, other)).status).toBe(403);
    expect(
      (
        await other.request(`/api/jobs/${job.id}`, {
          method: 'PUT',
          json: buildJob({ equityMin: 5, equityMax: 5, visaSponsorship: true }),
        })
      ).status,
    ).toBe(403);
    expect((await post({ visaSponsorship: true }, t.client())).status).toBe(401);
  });
});

describe('the JobPosting of a position', () => {
  let site: ReturnType<typeof createApp>;
  beforeAll(() => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'liftoff-equity-'));
    writeFileSync(
      path.join(clientDir, 'index.html'),
      '<html><head><title>%PLATFORM_NAME%</title><!--app-config--></head><body></body></html>',
    );
    site = createApp({
      db: t.db,
      config: t.config,
      auth: t.auth,
      storage: t.storage,
      realtime: t.realtime,
      logger: createLogger('silent'),
      clientDir,
    });
  });
  const postingOf = async (id: string) => {
    const html = await (await site.request(`/jobs/${id}`)).text();
    return JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<
      string,
      unknown
    >;
  };

  it('gives equity and sponsorship as benefits, and the sponsorship as what it takes to be eligible (decision 036)', async () => {
    const job = await posted({ title: 'Posting Engineer', equityMin: 0.5, equityMax: 1.5, visaSponsorship: true });
    expect(await postingOf(job.id)).toMatchObject({
      jobBenefits: 'Equity 0.5–1.5%; Visa sponsorship',
      eligibilityToWorkRequirement:
        'No existing work permit needed: the employer sponsors a work visa for this position.',
    });
  });

  it('says them in the RSS feed, which takes the board\'s "sponsors visas" too', async () => {
    const job = await posted({ title: 'Feed Engineer', equityMin: 0.25, equityMax: 0.75, visaSponsorship: true });
    await posted({ title: 'Feed Without Visa' });
    const feed = await (await site.request('/jobs/feed.xml?q=Feed&visa=true')).text();
    expect(feed).toContain(`/jobs/${job.id}`);
    expect(feed).toContain('GBP 70,000 - 90,000 per year · Equity 0.25–0.75% · Sponsors visas');
    expect(feed).not.toContain('Feed Without Visa');
  });

  it('says nothing of either for a position with neither', async () => {
    const job = await posted({ title: 'Plain Posting', compensationType: 'Paid' });
    const posting = await postingOf(job.id);
    expect(posting).not.toHaveProperty('jobBenefits');
    expect(posting).not.toHaveProperty('eligibilityToWorkRequirement');
  });
});

describe('the board\'s "sponsors visas" filter', () => {
  let board: TestApp;
  const titles = async (query: string) =>
    ((await (await board.client().request(`/api/jobs?${query}`)).json()) as JobBoardPage).items
      .map((job) => job.title)
      .sort();
  beforeAll(async () => {
    board = await createTestApp();
    const owner = (await board.client().signUp()).id;
    const hub = await insertStartup(board.db, owner, { name: 'Visa Hub' });
    const asleep = await insertStartup(board.db, owner, { name: 'Asleep Co', active: false });
    await insertJob(board.db, hub.id, {
      title: 'Sponsor With Equity',
      visaSponsorship: true,
      compensationType: 'Equity',
      equityMin: 1,
      equityMax: 2,
    });
    await insertJob(board.db, hub.id, {
      title: 'Sponsor Paid',
      visaSponsorship: true,
      compensationType: 'Paid',
      compensationCurrency: 'USD',
      compensationAmountMin: 1,
      compensationPeriod: 'Year',
    });
    await insertJob(board.db, hub.id, { title: 'No Sponsor', compensationType: 'Equity' });
    // Never on the board, sponsoring or not.
    await insertJob(board.db, hub.id, { title: 'Closed Sponsor', visaSponsorship: true, status: 'closed' });
    await insertJob(board.db, hub.id, { title: 'Paused Sponsor', visaSponsorship: true, isActive: false });
    await insertJob(board.db, asleep.id, { title: 'Sleeping Sponsor', visaSponsorship: true });
  });
  afterAll(() => board.close());

  it('finds the open positions that sponsor visas, alone or with "offers equity"', async () => {
    expect(await titles('visa=true')).toEqual(['Sponsor Paid', 'Sponsor With Equity']);
    expect(await titles('visa=true&equity=true')).toEqual(['Sponsor With Equity']);
    // A value it does not know is no filter, as for the others.
    expect(await titles('visa=yes')).toEqual(['No Sponsor', 'Sponsor Paid', 'Sponsor With Equity']);
  });

  it('is kept by a saved search, in the canonical order', () => {
    expect(canonicalJobSearch('visa=true&q=rust&equity=true')).toBe('q=rust&equity=true&visa=true');
    expect(canonicalJobSearch('visa=maybe')).toBe('');
  });

  it('reads the partial index of sponsoring positions, not the whole board (jobs_board_visa_idx)', async () => {
    const hubId = (
      (await board.db.execute(sql`select id from startups where name = 'Visa Hub'`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows[0]!.id;
    // Many open positions, one in a hundred sponsoring: walking the board's order would read most of them.
    await board.db.execute(sql`
      insert into jobs (startup_id, title, description, job_type, experience_level, location_type, compensation_type, visa_sponsorship, created_at)
      select ${hubId}, 'Filler ' || n, 'Work.', 'Full-time', 'Senior', 'Remote', 'Equity', n % 100 = 0, now() - n * interval '1 minute'
      from generate_series(1, 5000) n`);
    await board.db.execute(sql`analyze jobs`);
    const query = boardPageSelect(board.db, jobBoardFilters({ visa: 'true' })).toSQL();
    const client = (
      board.db as unknown as {
        $client: { query(text: string, params: unknown[]): Promise<{ rows: Record<string, string>[] }> };
      }
    ).$client;
    const plan = (await client.query(`explain ${query.sql}`, query.params)).rows
      .map((row) => Object.values(row)[0])
      .join('\n');
    expect(plan).toContain('jobs_board_visa_idx');
    // Another spelling of the search than before: the board's answers are cached for a few seconds.
    const page = (await (await board.client().request('/api/jobs?visa=true&posted=month')).json()) as JobBoardPage;
    expect(page.total).toEqual({ count: 52, isAtLeast: false });
    expect(page.items.every((item) => item.visaSponsorship)).toBe(true);
  });
});
