import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atsBoards, domainEvents, jobs } from '../../db/schema';
import { insertJob } from '../../seed/factories';
import {
  ashbyBoard,
  atsApiBasesEnv,
  greenhouseJobs,
  startAtsFixtures,
  type AtsFixtures,
} from '../../testing/ats-fixtures';
import { postStartupOk } from '../../testing/startups';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fetchBoard } from './ats-sources';
import { syncDueBoards } from './ats-sync';

// Positions from an ATS (decision 051), against a local server answering as each ATS's
// public job board API documents.

let t: TestApp;
let ats: AtsFixtures;
beforeAll(async () => {
  ats = await startAtsFixtures();
  t = await createTestApp({ ATS_API_BASES: atsApiBasesEnv(ats) });
});
afterAll(async () => {
  await t.close();
  await ats.close();
});

type Client = ReturnType<TestApp['client']>;
type Preview = {
  postings: {
    sourceId: string;
    title: string;
    location: string;
    jobType: string;
    pay: string | null;
    description: string;
    isImported: boolean;
    sourceUrl: string | null;
  }[];
};

async function founderWithStartup() {
  const founder = t.client();
  await founder.signUp();
  const startup = await postStartupOk(founder);
  return { founder, startup };
}

const preview = (caller: Client, startupId: string, body: object) =>
  caller.request(`/api/startups/${startupId}/ats/preview`, { json: body });
const importing = (caller: Client, startupId: string, body: object) =>
  caller.request(`/api/startups/${startupId}/ats/import`, { json: body });
const jobsOf = (startupId: string) => t.db.select().from(jobs).where(eq(jobs.startupId, startupId));
const logger = { warn: () => {} };

/** Makes every board due for the hourly sync, as an hour passing would. */
const anHourPasses = () => t.db.update(atsBoards).set({ lastSyncedAt: new Date(Date.now() - 61 * 60_000) });
/** Makes one board due, and only it: what the sync then writes is that board's alone. */
const anHourPassesFor = (board: string) =>
  t.db
    .update(atsBoards)
    .set({ lastSyncedAt: new Date(Date.now() - 61 * 60_000) })
    .where(eq(atsBoards.board, board));

/**
 * The UPDATE statements on positions while `run` runs, each as the number of rows it changed, in
 * order: a statement trigger of the database's own counts them, so on PGlite as on PostgreSQL.
 */
async function jobUpdateStatements(run: () => Promise<unknown>): Promise<number[]> {
  await t.db.execute(sql`create table job_update_statements (id serial primary key, n int not null)`);
  await t.db.execute(
    sql.raw(
      `create function count_job_updates() returns trigger language plpgsql as $$ begin insert into job_update_statements (n) select count(*) from changed; return null; end $$`,
    ),
  );
  await t.db.execute(
    sql`create trigger count_job_updates after update on jobs referencing new table as changed for each statement execute function count_job_updates()`,
  );
  try {
    await run();
    const { rows } = (await t.db.execute(sql`select n from job_update_statements order by id`)) as unknown as {
      rows: { n: number }[];
    };
    return rows.map((row) => row.n);
  } finally {
    await t.db.execute(sql`drop trigger count_job_updates on jobs`);
    await t.db.execute(sql`drop function count_job_updates`);
    await t.db.execute(sql`drop table job_update_statements`);
  }
}

describe('the preview', () => {
  it("shows a Greenhouse board's postings as positions, their descriptions as plain text, and writes nothing", async () => {
    const { founder, startup } = await founderWithStartup();
    const response = await preview(founder, startup.id, { ats: 'greenhouse', board: 'acme' });
    expect(response.status, await response.clone().text()).toBe(200);
    const { postings } = (await response.json()) as Preview;
    expect(postings.map((p) => [p.title, p.location, p.jobType, p.pay, p.isImported])).toEqual([
      ['Senior Backend Engineer', 'Berlin, Germany', 'Full-time', 'EUR 90,000 - 120,000 per year', false],
      ['Customer Success Intern', 'Remote - US', 'Internship', null, false],
    ]);
    const [engineer] = postings;
    expect(engineer!.description).toContain('We build payments rails for small shops.');
    expect(engineer!.description).toContain('What you will do');
    expect(engineer!.description).toContain('Design APIs in Go');
    // Nothing of the HTML survives: no tags, no script, no image.
    expect(engineer!.description).not.toMatch(/<|>|alert|onerror/);
    expect(await jobsOf(startup.id)).toEqual([]);
    expect(await t.db.select().from(atsBoards).where(eq(atsBoards.startupId, startup.id))).toEqual([]);
  });

  it("reads Lever's and Ashby's boards as documented: workplace, country, pay and equity, and never an unlisted posting", async () => {
    const { founder, startup } = await founderWithStartup();
    const lever = (await (await preview(founder, startup.id, { ats: 'lever', board: 'acme' })).json()) as Preview;
    expect(lever.postings).toEqual([
      expect.objectContaining({
        title: 'Product Designer',
        location: 'London, United Kingdom',
        jobType: 'Full-time',
        pay: 'GBP 60,000 - 75,000 per year',
      }),
    ]);
    expect(lever.postings[0]!.description).toMatch(
      /Shape how founders hire\.[\s\S]*What you will do[\s\S]*Design flows[\s\S]*learning budget/,
    );
    const ashby = (await (await preview(founder, startup.id, { ats: 'ashby', board: 'acme' })).json()) as Preview;
    expect(ashby.postings.map((p) => [p.title, p.location, p.pay])).toEqual([
      ['Founding Engineer', 'Remote', 'USD 150,000 - 190,000 per year + 0.5–1% equity'],
    ]);
  });

  it('says in plain words when the board is unknown, limited, broken or not as documented, and writes nothing', async () => {
    const { founder, startup } = await founderWithStartup();
    const cases: [string, number, string, RegExp][] = [
      ['missing', 404, 'ATS_BOARD_NOT_FOUND', /Greenhouse has no public job board named "missing"/],
      ['limited', 502, 'ATS_UNAVAILABLE', /limiting requests/],
      ['broken', 502, 'ATS_UNAVAILABLE', /not the job board we expected/],
      ['odd', 502, 'ATS_UNAVAILABLE', /not the job board we expected/],
    ];
    for (const [board, status, code, message] of cases) {
      const response = await preview(founder, startup.id, { ats: 'greenhouse', board });
      expect(response.status, board).toBe(status);
      const { error } = (await response.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe(code);
      expect(error.message).toMatch(message);
    }
    expect((await preview(founder, startup.id, { ats: 'greenhouse', board: '../admin' })).status).toBe(400);
    expect((await preview(founder, startup.id, { ats: 'workday', board: 'acme' })).status).toBe(400);
    expect(await t.db.select().from(atsBoards).where(eq(atsBoards.startupId, startup.id))).toEqual([]);
  });

  it('gives up on a board that does not answer in time', async () => {
    await expect(fetchBoard(t.config, 'lever', 'slow', { timeoutMs: 200 })).rejects.toMatchObject({
      code: 'ATS_UNAVAILABLE',
      message: expect.stringMatching(/did not answer in time/),
    });
  });

  it('says what happened and when to try again: as the board said in its Retry-After, else in a few minutes', async () => {
    await expect(fetchBoard(t.config, 'lever', 'slow', { timeoutMs: 200 })).rejects.toMatchObject({
      message: 'Lever did not answer in time. Please try again in a few minutes.',
    });
    const { founder, startup } = await founderWithStartup();
    const limited = await preview(founder, startup.id, { ats: 'greenhouse', board: 'limited' });
    expect(limited.status).toBe(502);
    // The board's wait, passed on to the browser and said in words.
    expect(limited.headers.get('retry-after')).toBe('120');
    expect(((await limited.json()) as { error: { message: string } }).error.message).toBe(
      'Greenhouse is limiting requests right now. Please try again in 2 minutes.',
    );
    const busy = await preview(founder, startup.id, { ats: 'ashby', board: 'busy' });
    expect(busy.status).toBe(502);
    expect(busy.headers.get('retry-after')).toBeNull();
    expect(((await busy.json()) as { error: { message: string } }).error.message).toBe(
      'Ashby is unavailable right now. Please try again in a few minutes.',
    );
  });

  it("is the startup owner's only", async () => {
    const { startup } = await founderWithStartup();
    const other = t.client();
    await other.signUp();
    expect((await preview(other, startup.id, { ats: 'greenhouse', board: 'acme' })).status).toBe(403);
    expect(
      (await importing(other, startup.id, { ats: 'greenhouse', board: 'acme', sourceIds: ['4012345'] })).status,
    ).toBe(403);
    expect((await preview(t.client(), startup.id, { ats: 'greenhouse', board: 'acme' })).status).toBe(401);
  });

  it('asks the jobs feature who manages the startup: it has no owner check of its own', () => {
    // One check for a startup's positions, wherever they come from: a copy would drift from it.
    const folder = path.dirname(fileURLToPath(import.meta.url));
    const sources = readdirSync(folder)
      .filter((file) => !file.endsWith('.test.ts'))
      .map((file) => readFileSync(path.join(folder, file), 'utf8'))
      .join('\n');
    expect(sources).not.toMatch(/assertOwner\(|function assertStartupOwner/);
    expect(sources).toMatch(/import \{ assertStartupOwner \} from '\.\.\/jobs\/jobs\.service'/);
  });
});

describe('the import', () => {
  it('imports the chosen postings as open positions linked to their source, once', async () => {
    const { founder, startup } = await founderWithStartup();
    const response = await importing(founder, startup.id, { ats: 'greenhouse', board: 'acme', sourceIds: ['4012345'] });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(await response.json()).toEqual({ imported: 1 });
    const [job] = await jobsOf(startup.id);
    expect(job).toMatchObject({
      title: 'Senior Backend Engineer',
      status: 'open',
      jobType: 'Full-time',
      experienceLevel: 'Senior',
      locationType: 'On-site',
      locationCity: 'Berlin',
      locationCountry: 'DE',
      compensationType: 'Paid',
      compensationCurrency: 'EUR',
      compensationAmountMin: 90000,
      compensationAmountMax: 120000,
      compensationPeriod: 'Year',
      sourceId: '4012345',
      sourceUrl: 'https://boards.greenhouse.io/acme/jobs/4012345',
    });
    expect(
      await t.db
        .select({ n: count() })
        .from(domainEvents)
        .where(and(eq(domainEvents.type, 'job.published'))),
    ).not.toEqual([{ n: 0 }]);
    // Its page is public, as a position posted here.
    expect((await t.client().request(`/api/jobs/${job!.id}/page`)).status).toBe(200);

    const again = (await (await preview(founder, startup.id, { ats: 'greenhouse', board: 'acme' })).json()) as Preview;
    expect(again.postings.map((p) => p.isImported)).toEqual([true, false]);
    expect(
      await (
        await importing(founder, startup.id, { ats: 'greenhouse', board: 'acme', sourceIds: ['4012345', '4012399'] })
      ).json(),
    ).toEqual({ imported: 1 });
    expect(await jobsOf(startup.id)).toHaveLength(2);

    const boards = (await (await founder.request(`/api/startups/${startup.id}/ats/boards`)).json()) as {
      boards: { ats: string; board: string; openPositions: number }[];
    };
    expect(boards.boards).toEqual([expect.objectContaining({ ats: 'greenhouse', board: 'acme', openPositions: 2 })]);
  });

  it('imports all the chosen postings or none: over the limit of positions, or one no longer on the board', async () => {
    const { founder, startup } = await founderWithStartup();
    for (let i = 0; i < 24; i++) await insertJob(t.db, startup.id);
    const over = await importing(founder, startup.id, {
      ats: 'greenhouse',
      board: 'acme',
      sourceIds: ['4012345', '4012399'],
    });
    expect(over.status).toBe(409);
    expect(((await over.json()) as { error: { message: string } }).error.message).toMatch(
      /at most 25 positions; importing these would make 26/,
    );
    const gone = await importing(founder, startup.id, {
      ats: 'greenhouse',
      board: 'acme',
      sourceIds: ['4012345', '999'],
    });
    expect(gone.status).toBe(400);
    expect(await jobsOf(startup.id)).toHaveLength(24);
  });
});

describe('the hourly sync', () => {
  it('updates what changed on the board, closes what left it, and leaves the fields the founder edited here', async () => {
    const { founder, startup } = await founderWithStartup();
    ats.boards.lever.set('sync-board', [leverPosting('l-1', 'Data Analyst'), leverPosting('l-2', 'Sales Lead')]);
    expect(
      (await importing(founder, startup.id, { ats: 'lever', board: 'sync-board', sourceIds: ['l-1', 'l-2'] })).status,
    ).toBe(201);
    const [analyst, sales] = (await jobsOf(startup.id)).sort((a, b) => a.sourceId!.localeCompare(b.sourceId!));

    // The founder edits the analyst's title here: it is theirs from now on.
    const edit = await founder.request(`/api/jobs/${analyst!.id}`, {
      method: 'PUT',
      json: { ...editable(analyst!), title: 'Senior Data Analyst' },
    });
    expect(edit.status, await edit.clone().text()).toBe(200);

    // On the board: the analyst's title and description change, the sales lead is gone.
    ats.boards.lever.set('sync-board', [
      {
        ...leverPosting('l-1', 'Data Analyst II'),
        descriptionPlain: 'Now with dashboards.',
        description: '<p>Now with dashboards.</p>',
      },
    ]);
    await anHourPasses();
    expect(await syncDueBoards({ db: t.db, config: t.config, logger })).toBeGreaterThanOrEqual(1);

    const [analystAfter] = await t.db.select().from(jobs).where(eq(jobs.id, analyst!.id));
    // The edit set a title and (the form asks for it) the pay: both are the founder's; the description still follows the board.
    expect(analystAfter).toMatchObject({
      title: 'Senior Data Analyst',
      description: 'Now with dashboards.',
      compensationAmountMin: 50000,
    });
    expect(analystAfter!.detachedFields.sort()).toEqual(['pay', 'title']);
    const [salesAfter] = await t.db.select().from(jobs).where(eq(jobs.id, sales!.id));
    expect(salesAfter!.status).toBe('closed');
    expect((await t.client().request(`/api/jobs/${sales!.id}/page`)).status).toBe(410);

    // Within the hour the board is not read again.
    const hits = ats.hits.get('/v0/postings/sync-board');
    expect(await syncDueBoards({ db: t.db, config: t.config, logger })).toBe(0);
    expect(ats.hits.get('/v0/postings/sync-board')).toBe(hits);
  });

  it('writes the changed positions in one statement however many they are, and still leaves what the founder edited', async () => {
    const { founder, startup } = await founderWithStartup();
    const ids = ['m-1', 'm-2', 'm-3', 'm-4'];
    ats.boards.lever.set(
      'many',
      ids.map((id) => leverPosting(id, `Engineer ${id}`)),
    );
    expect((await importing(founder, startup.id, { ats: 'lever', board: 'many', sourceIds: ids })).status).toBe(201);
    const [first] = (await jobsOf(startup.id)).filter((job) => job.sourceId === 'm-1');
    expect(
      (
        await founder.request(`/api/jobs/${first!.id}`, {
          method: 'PUT',
          json: { ...editable(first!), title: 'Founding Engineer' },
        })
      ).status,
    ).toBe(200);

    // Every posting changes its title and description on the board.
    ats.boards.lever.set(
      'many',
      ids.map((id) => ({
        ...leverPosting(id, `Engineer ${id} II`),
        descriptionPlain: `Now ${id}.`,
        description: `<p>Now ${id}.</p>`,
      })),
    );
    await anHourPassesFor('many');
    expect(await jobUpdateStatements(() => syncDueBoards({ db: t.db, config: t.config, logger }))).toEqual([4]);

    const after = (await jobsOf(startup.id)).sort((a, b) => a.sourceId!.localeCompare(b.sourceId!));
    expect(after.map((job) => [job.title, job.description, job.compensationAmountMin])).toEqual([
      // The founder's title and pay (the form asks for it) stay theirs; the description follows the board.
      ['Founding Engineer', 'Now m-1.', 50000],
      ['Engineer m-2 II', 'Now m-2.', null],
      ['Engineer m-3 II', 'Now m-3.', null],
      ['Engineer m-4 II', 'Now m-4.', null],
    ]);
  });

  it('reopens a position it closed once its posting is back on the board: public again, as when its founder reopens it', async () => {
    const { founder, startup } = await founderWithStartup();
    ats.boards.lever.set('comeback', [leverPosting('c-1', 'Comeback Analyst'), leverPosting('c-2', 'Support Lead')]);
    expect(
      (await importing(founder, startup.id, { ats: 'lever', board: 'comeback', sourceIds: ['c-1', 'c-2'] })).status,
    ).toBe(201);
    const [analyst] = (await jobsOf(startup.id)).filter((job) => job.sourceId === 'c-1');

    ats.boards.lever.set('comeback', [leverPosting('c-2', 'Support Lead')]);
    await anHourPassesFor('comeback');
    await syncDueBoards({ db: t.db, config: t.config, logger });
    const [closed] = await t.db.select().from(jobs).where(eq(jobs.id, analyst!.id));
    expect(closed!.status).toBe('closed');
    expect((await t.client().request(`/api/jobs/${analyst!.id}/page`)).status).toBe(410);

    // Back on the board, with a new description: the next sync reopens it and brings it in step.
    ats.boards.lever.set('comeback', [
      {
        ...leverPosting('c-1', 'Comeback Analyst'),
        descriptionPlain: 'Back again.',
        description: '<p>Back again.</p>',
      },
      leverPosting('c-2', 'Support Lead'),
    ]);
    await anHourPassesFor('comeback');
    await syncDueBoards({ db: t.db, config: t.config, logger });
    const [reopened] = await t.db.select().from(jobs).where(eq(jobs.id, analyst!.id));
    expect(reopened).toMatchObject({ status: 'open', description: 'Back again.', detachedFields: [] });
    expect(reopened!.updatedAt.getTime()).toBeGreaterThan(closed!.updatedAt.getTime());
    // Its page, the board and the sitemap (with the reopening as its last change) have it again.
    expect((await t.client().request(`/api/jobs/${analyst!.id}/page`)).status).toBe(200);
    const board = (await (await founder.request('/api/jobs?q=Comeback')).json()) as { items: { id: string }[] };
    expect(board.items.map((job) => job.id)).toContain(analyst!.id);
    expect(await sitemapLastmod(founder, analyst!.id)).toBe(reopened!.updatedAt.toISOString());
    // A reopening is no new position: its followers heard of it when it was imported.
    const published = await t.db
      .select({ n: count() })
      .from(domainEvents)
      .where(and(eq(domainEvents.type, 'job.published'), sql`${domainEvents.payload}->>'jobId' = ${analyst!.id}`));
    expect(published).toEqual([{ n: 1 }]);
  });

  it('leaves closed a position its founder closed here, and reopens it again once the founder has reopened it', async () => {
    const { founder, startup } = await founderWithStartup();
    ats.boards.lever.set('by-hand', [leverPosting('h-1', 'Office Manager')]);
    expect((await importing(founder, startup.id, { ats: 'lever', board: 'by-hand', sourceIds: ['h-1'] })).status).toBe(
      201,
    );
    const [job] = await jobsOf(startup.id);
    const sync = async () => {
      await anHourPassesFor('by-hand');
      await syncDueBoards({ db: t.db, config: t.config, logger });
      const [row] = await t.db.select().from(jobs).where(eq(jobs.id, job!.id));
      return row!;
    };
    const setStatus = async (status: string) => {
      const [row] = await t.db.select().from(jobs).where(eq(jobs.id, job!.id));
      expect(
        (await founder.request(`/api/jobs/${job!.id}`, { method: 'PUT', json: { ...editable(row!), status } })).status,
      ).toBe(200);
    };

    // Closed by hand while its posting is still on the board: the sync leaves it closed.
    await setStatus('closed');
    expect(await sync()).toMatchObject({ status: 'closed', detachedFields: expect.arrayContaining(['status']) });
    // Gone from the board and back: still the founder's.
    ats.boards.lever.set('by-hand', []);
    expect((await sync()).status).toBe('closed');
    ats.boards.lever.set('by-hand', [leverPosting('h-1', 'Office Manager')]);
    expect((await sync()).status).toBe('closed');

    // Reopened by hand, the status follows the board again: closed when it leaves, reopened when it is back.
    await setStatus('open');
    expect((await sync()).detachedFields).not.toContain('status');
    ats.boards.lever.set('by-hand', []);
    expect((await sync()).status).toBe('closed');
    ats.boards.lever.set('by-hand', [leverPosting('h-1', 'Office Manager')]);
    expect((await sync()).status).toBe('open');
  });

  it('keeps the positions when the board cannot be read, and says why', async () => {
    const { founder, startup } = await founderWithStartup();
    ats.boards.greenhouse.set('flaky', { jobs: greenhouseJobs() });
    expect(
      (await importing(founder, startup.id, { ats: 'greenhouse', board: 'flaky', sourceIds: ['4012345'] })).status,
    ).toBe(201);
    ats.boards.greenhouse.delete('flaky');
    await anHourPasses();
    await syncDueBoards({ db: t.db, config: t.config, logger });
    expect((await jobsOf(startup.id)).map((job) => job.status)).toEqual(['open']);
    const [board] = await t.db.select().from(atsBoards).where(eq(atsBoards.startupId, startup.id));
    expect(board!.lastError).toMatch(/no public job board named "flaky"/);
  });

  it('reads each board once across processes', async () => {
    const { founder, startup } = await founderWithStartup();
    ats.boards.ashby.set('once', ashbyBoard());
    expect(
      (
        await importing(founder, startup.id, {
          ats: 'ashby',
          board: 'once',
          sourceIds: ['a3b1c2d4-0000-4000-8000-000000000001'],
        })
      ).status,
    ).toBe(201);
    await anHourPasses();
    const before = ats.hits.get('/posting-api/job-board/once') ?? 0;
    // Two processes' ticks at once: SKIP LOCKED and the claim's update let only one read the board.
    await Promise.all([
      syncDueBoards({ db: t.db, config: t.config, logger }),
      syncDueBoards({ db: t.db, config: t.config, logger }),
    ]);
    expect(ats.hits.get('/posting-api/job-board/once')).toBe(before + 1);
  });
});

/** The position's last change as the sitemap gives it, or null when the sitemap does not list it (read fresh: a member is never answered from the visitors' copies). */
async function sitemapLastmod(member: Client, jobId: string): Promise<string | null> {
  const index = await (await member.request('/sitemap.xml')).text();
  for (const [, file] of index.matchAll(/<loc>[^<]*(\/sitemaps\/jobs-[^<]+)<\/loc>/g)) {
    const xml = await (await member.request(file!)).text();
    const entry = xml.match(new RegExp(`<loc>[^<]*/jobs/${jobId}</loc><lastmod>([^<]+)</lastmod>`));
    if (entry) return entry[1]!;
  }
  return null;
}

function leverPosting(id: string, title: string) {
  return {
    id,
    text: title,
    categories: { commitment: 'Full-time', location: 'Remote' },
    workplaceType: 'remote',
    description: `<p>${title} at Acme.</p>`,
    hostedUrl: `https://jobs.lever.co/sync-board/${id}`,
  };
}

/** The job form's fields of a stored position, to send it back changed. */
function editable(job: typeof jobs.$inferSelect) {
  return {
    title: job.title,
    jobType: job.jobType,
    experienceLevel: job.experienceLevel,
    locationType: job.locationType,
    locationCity: job.locationCity,
    locationCountry: job.locationCountry,
    remoteScope: job.remoteScope,
    remoteCountries: job.remoteCountries,
    compensationType: 'Paid',
    compensationCurrency: 'USD',
    compensationAmountMin: 50000,
    compensationAmountMax: null,
    compensationPeriod: 'Year',
    description: job.description,
    status: job.status,
  };
}
