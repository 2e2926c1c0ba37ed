import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atsBoards, jobs, rateLimits } from '../../db/schema';
import { atsApiBasesEnv, startAtsFixtures, type AtsFixtures } from '../../testing/ats-fixtures';
import { postStartupOk } from '../../testing/startups';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ATS_TIMEOUT_MS } from './ats-sources';
import { ATS_SYNC_NOW_INTERVAL_SECONDS, syncDueBoards } from './ats-sync';

// "Sync now" (decision 065): the owner has a linked board read at once, by the hourly sync's own code
// and under its claim, at most once a minute per board.

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
type BoardAnswer = {
  board: {
    id: string;
    ats: string;
    board: string;
    openPositions: number;
    lastSyncedAt: string | null;
    lastError: string | null;
  };
};
const logger = { warn: () => {} };

const posting = (id: string, title: string) => ({
  id,
  text: title,
  categories: { commitment: 'Full-time', location: 'Remote' },
  workplaceType: 'remote',
  description: `<p>${title}.</p>`,
  hostedUrl: `https://jobs.lever.co/acme/${id}`,
});

/** A founder with two postings of a Lever board imported, the board read over a minute ago. */
async function linkedBoard(name: string) {
  ats.boards.lever.set(name, [posting('p-1', 'Data Analyst'), posting('p-2', 'Sales Lead')]);
  const founder = t.client();
  const { id: founderId } = await founder.signUp();
  const startup = await postStartupOk(founder);
  expect(
    (
      await founder.request(`/api/startups/${startup.id}/ats/import`, {
        json: { ats: 'lever', board: name, sourceIds: ['p-1', 'p-2'] },
      })
    ).status,
  ).toBe(201);
  const [board] = await t.db.select().from(atsBoards).where(eq(atsBoards.startupId, startup.id));
  await aMinutePasses(board!.id);
  return { founder, founderId, startup, boardId: board!.id };
}

/** How many board reads count against the member's hourly bound (lib/rate-limit.ts). */
async function readsCounted(userId: string) {
  const [row] = await t.db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(eq(rateLimits.key, `app:ats-read:${userId}`));
  return row?.count ?? 0;
}

const aMinutePasses = (boardId: string) =>
  t.db
    .update(atsBoards)
    .set({ lastSyncedAt: new Date(Date.now() - 61_000) })
    .where(eq(atsBoards.id, boardId));
const syncNow = (caller: Client, startupId: string, boardId: string) =>
  caller.request(`/api/startups/${startupId}/ats/boards/${boardId}/sync`, { method: 'POST' });

describe('Sync now', () => {
  it('reads the board at once: changes and closures, and answers the board with its new last read', async () => {
    const { founder, startup, boardId } = await linkedBoard('now');
    ats.boards.lever.set('now', [posting('p-1', 'Senior Data Analyst')]);
    const before = Date.now();
    const response = await syncNow(founder, startup.id, boardId);
    expect(response.status, await response.clone().text()).toBe(200);
    const { board } = (await response.json()) as BoardAnswer;
    expect(board).toMatchObject({ id: boardId, ats: 'lever', board: 'now', openPositions: 1, lastError: null });
    expect(new Date(board.lastSyncedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const rows = (await t.db.select().from(jobs).where(eq(jobs.startupId, startup.id))).sort((a, b) =>
      a.sourceId!.localeCompare(b.sourceId!),
    );
    expect(rows.map((job) => [job.title, job.status])).toEqual([
      ['Senior Data Analyst', 'open'],
      ['Sales Lead', 'closed'],
    ]);
    // The list says the same.
    const list = (await (await founder.request(`/api/startups/${startup.id}/ats/boards`)).json()) as {
      boards: BoardAnswer['board'][];
    };
    expect(list.boards).toEqual([board]);
  });

  it('is once a minute per board: a 429 that says when, with Retry-After, and the board is not read', async () => {
    const { founder, founderId, startup, boardId } = await linkedBoard('once-a-minute');
    expect((await syncNow(founder, startup.id, boardId)).status).toBe(200);
    const hits = ats.hits.get('/v0/postings/once-a-minute');
    const readsBefore = await readsCounted(founderId);
    const again = await syncNow(founder, startup.id, boardId);
    expect(again.status).toBe(429);
    // Refused, it read nothing: it does not count toward the member's hourly reads of boards.
    expect(await readsCounted(founderId)).toBe(readsBefore);
    const wait = Number(again.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(ATS_SYNC_NOW_INTERVAL_SECONDS);
    expect(((await again.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^Lever was read less than a minute ago\. Please try again in (\d+ seconds|1 minute)\.$/,
      ),
    });
    expect(ats.hits.get('/v0/postings/once-a-minute')).toBe(hits);
    // A minute later it reads again.
    await aMinutePasses(boardId);
    expect((await syncNow(founder, startup.id, boardId)).status).toBe(200);
    expect(ats.hits.get('/v0/postings/once-a-minute')).toBe(hits! + 1);
  });

  it("shares the hourly sync's claim: never two reads of a board at once, and a board just read by either is not read again", async () => {
    const { founder, startup, boardId } = await linkedBoard('shared-claim');
    const hits = () => ats.hits.get('/v0/postings/shared-claim') ?? 0;
    const start = hits();
    // Pressed twice at once: one read.
    const statuses = (await Promise.all([syncNow(founder, startup.id, boardId), syncNow(founder, startup.id, boardId)]))
      .map((r) => r.status)
      .sort();
    expect(statuses).toEqual([200, 429]);
    expect(hits()).toBe(start + 1);
    // Read by "Sync now": the hourly sync waits its hour from then.
    await t.db
      .update(atsBoards)
      .set({ lastSyncedAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(atsBoards.id, boardId));
    await syncDueBoards({ db: t.db, config: t.config, logger });
    expect(hits()).toBe(start + 2);
    expect((await syncNow(founder, startup.id, boardId)).status).toBe(429);
    expect(hits()).toBe(start + 2);
    // A read ends inside the minute, so the two never overlap.
    expect(ATS_TIMEOUT_MS).toBeLessThan(ATS_SYNC_NOW_INTERVAL_SECONDS * 1000);
  });

  it('records and answers a board that could not be read, and keeps its positions', async () => {
    const { founder, startup, boardId } = await linkedBoard('gone-board');
    ats.boards.lever.delete('gone-board');
    const response = await syncNow(founder, startup.id, boardId);
    expect(response.status).toBe(200);
    expect(((await response.json()) as BoardAnswer).board).toMatchObject({
      openPositions: 2,
      lastError: 'Lever has no public job board named "gone-board". Check the name and try again.',
    });
  });

  it("is the startup owner's only, and a board of another startup is not found", async () => {
    const { startup, boardId } = await linkedBoard('owners-only');
    const other = t.client();
    await other.signUp();
    const hits = ats.hits.get('/v0/postings/owners-only');
    expect((await syncNow(t.client(), startup.id, boardId)).status).toBe(401);
    expect((await syncNow(other, startup.id, boardId)).status).toBe(403);
    // Their own startup with someone else's board: not theirs to read.
    const theirs = await postStartupOk(other);
    expect((await syncNow(other, theirs.id, boardId)).status).toBe(404);
    expect((await syncNow(other, theirs.id, 'not-a-board')).status).toBe(400);
    expect(ats.hits.get('/v0/postings/owners-only')).toBe(hits);
  });
});
