import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../db/schema';
import { createLogger } from '../lib/logger';
import { nextEvent } from '../testing/sse';
import { createTestApp, type TestApp } from '../testing/test-app';
import { MAX_STREAMS_PER_MEMBER } from './bus';
import { createSessionChecks, liveSessions, sessionChecksOf } from './session-checks';

// The live streams' periodic session check: one query per check for every open stream of the process.

const logger = createLogger('silent');

describe('session checks, on their own', () => {
  it('asks once for all the watched sessions, and tells each stream about its own', async () => {
    const asked: string[][] = [];
    const checks = createSessionChecks({
      everyMs: 60_000,
      logger,
      liveSessions: async (ids) => (asked.push(ids), new Set(ids.filter((id) => id !== 'ended'))),
    });
    const told: Record<string, boolean[]> = {};
    const unwatch: (() => void)[] = [];
    for (let i = 0; i < 40; i++) {
      const sessionId = i < 3 ? 'ended' : `session-${i % 10}`;
      unwatch.push(checks.watch(sessionId, (isLive) => (told[i] ??= []).push(isLive)));
    }
    // A stream that closed before the check is neither asked about nor told.
    unwatch[39]!();
    await checks.checkNow();
    expect(asked).toHaveLength(1);
    expect(asked[0]!.toSorted()).toEqual(['ended', ...Array.from({ length: 10 }, (_, i) => `session-${i}`)].toSorted());
    expect(Object.keys(told)).toHaveLength(39);
    for (let i = 0; i < 39; i++) expect(told[i], `stream ${i}`).toEqual([i >= 3]);
    for (const stop of unwatch) stop();
    expect(checks.watching()).toBe(0);
  });

  it('lets every stream go on when the database does not answer', async () => {
    const checks = createSessionChecks({
      everyMs: 60_000,
      logger,
      liveSessions: () => Promise.reject(new Error('connection refused')),
    });
    const told: boolean[] = [];
    const stop = checks.watch('any', (isLive) => told.push(isLive));
    await checks.checkNow();
    expect(told).toEqual([true]);
    stop();
  });

  it('checks on a timer only while a stream is watched, one query per check however many streams', async () => {
    let queries = 0;
    const checks = createSessionChecks({ everyMs: 5, logger, liveSessions: async (ids) => (queries++, new Set(ids)) });
    const pings = Array.from({ length: 25 }, () => 0);
    let stopped = false;
    const stops: (() => void)[] = pings.map((_, i) =>
      checks.watch(`s${i}`, () => {
        pings[i]!++;
        // The last stream told at the third check closes them all: no check is left half done.
        if (i === pings.length - 1 && pings[i] === 3) {
          for (const stop of stops) stop();
          stopped = true;
        }
      }),
    );
    await vi.waitFor(() => expect(stopped).toBe(true));
    // Every check told every stream, and each was one query.
    expect(pings).toEqual(pings.map(() => 3));
    expect(queries).toBe(3);
    expect(checks.watching()).toBe(0);
    const after = queries;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(queries).toBe(after);
  });
});

describe('the streams of a process', () => {
  let t: TestApp;
  // Only the checks the test runs: the timer's own is a minute away.
  beforeAll(async () => {
    t = await createTestApp({}, { streamSessionCheckMs: 60_000 });
  });
  afterAll(() => t.close());

  it('finds the live sessions among many in one query', async () => {
    const member = t.client();
    const me = await member.signUp();
    const [own] = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, me.id));
    expect(await liveSessions(t.db, [own!.id, crypto.randomUUID()])).toEqual(new Set([own!.id]));
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, own!.id));
    expect(await liveSessions(t.db, [own!.id])).toEqual(new Set());
    expect(await liveSessions(t.db, [])).toEqual(new Set());
  });

  it('cost one query per check, and end only the streams whose session is gone', async () => {
    const members = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const caller = t.client();
        const me = await caller.signUp();
        const streams = [];
        for (let i = 0; i < MAX_STREAMS_PER_MEMBER; i++) {
          const response = await caller.request('/api/notifications/stream');
          expect(response.status).toBe(200);
          const reader = response.body!.getReader();
          await nextEvent(reader, 'ready');
          streams.push(reader);
        }
        return { me, streams };
      }),
    );
    const checks = sessionChecksOf({ realtime: t.realtime, db: t.db, logger: t.logger, config: t.config });
    expect(checks.watching()).toBe(3 * MAX_STREAMS_PER_MEMBER);

    const select = vi.spyOn(t.db, 'select');
    try {
      await checks.checkNow();
      expect(select).toHaveBeenCalledTimes(1);
      for (const { streams } of members) for (const reader of streams) await nextEvent(reader, 'ping');

      // The first member's session expires: its streams end at the next check, the others are pinged.
      await t.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, members[0]!.me.id));
      select.mockClear();
      await checks.checkNow();
      expect(select).toHaveBeenCalledTimes(1);
    } finally {
      select.mockRestore();
    }
    for (const reader of members[0]!.streams) await nextEvent(reader, 'session-ended');
    for (const { streams } of members.slice(1)) for (const reader of streams) await nextEvent(reader, 'ping');
    await vi.waitFor(() => expect(checks.watching()).toBe(2 * MAX_STREAMS_PER_MEMBER));
    for (const { streams } of members.slice(1)) for (const reader of streams) await reader.cancel();
    await vi.waitFor(() => expect(checks.watching()).toBe(0));
  });
});
